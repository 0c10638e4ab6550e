/**
 * `npm run chromatic`: publishes the Storybook to Chromatic for teams that have a project.
 * Needs CHROMATIC_PROJECT_TOKEN and network access to Chromatic; never part of `npm test`
 * (local visual regression runs there instead).
 */
import { spawnSync } from "node:child_process";

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error("Set CHROMATIC_PROJECT_TOKEN to your Chromatic project's token to publish the Storybook.");
  process.exit(1);
}
const result = spawnSync(
  "npx",
  ["chromatic", "--config-file", "chromatic.config.json", ...process.argv.slice(2)],
  {
    stdio: "inherit",
  },
);
process.exit(result.status ?? 1);
