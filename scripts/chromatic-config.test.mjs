import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const config = JSON.parse(readFileSync(path.join(root, "chromatic.config.json"), "utf8"));

/** Whether Chromatic counts a change to this file (relative to the repository) as external. */
const external = (file) => config.externals.some((glob) => path.matchesGlob(file, glob));

describe("Chromatic TurboSnap", () => {
  it("is on, so only stories touched by a change are snapshotted", () => {
    expect(config.onlyChanged).toBe(true);
  });

  // The stylesheets reach the stories through CSS @imports that TurboSnap cannot trace: listed as
  // externals, a change to any of them snapshots every story.
  it("sees a change to the design tokens, the theme or Storybook's stylesheet", () => {
    for (const file of [
      "packages/ui/src/styles/tokens.css",
      "packages/ui/src/styles/theme.css",
      "packages/ui/src/styles/styles.css",
      ".storybook/preview.css",
    ]) {
      expect(external(file), file).toBe(true);
    }
  });

  it("traces everything else through the module graph", () => {
    expect(external("packages/ui/src/components/button/button.tsx")).toBe(false);
  });
});
