/**
 * `npm start`: builds the web app and the API (turbo skips what is up to date), then serves both
 * on one port (PORT, default 3000) on the embedded database (or DATABASE_URL).
 */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };

const build = spawnSync(
  "npx",
  ["turbo", "run", "build", "--filter=@app/web", "--filter=@app/api", "--output-logs=errors-only"],
  { cwd: root, stdio: "inherit", env },
);
if (build.status !== 0) {
  console.error("The build failed: see the errors above.");
  process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [path.join(root, "apps/api/dist/main.js")], {
  cwd: root,
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
