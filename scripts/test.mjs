/**
 * `npm test`: the whole suite in one command.
 *   1. typecheck (every workspace and the tooling), 2. lint (ESLint and Prettier),
 *   3. build (what `npm start` serves) and the static Storybook, 4. tests: unit, API (PGlite, and
 *   PostgreSQL when DATABASE_URL is set), end to end against the built server and the built
 *   Storybook, and every story in Chromium (interaction, a11y and visual).
 * Every stage runs even when one before it failed; the exit code is non-zero if any failed, and
 * the last line sums the tests up.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chromiumProblem } from "./chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.FORCE_COLOR ?? "1" };

const problem = chromiumProblem();
if (problem) {
  console.error(problem);
  console.error("Tests: 0 passed, 1 failed");
  process.exit(1);
}

const stages = [];
function run(name, command, args) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  const ok = result.status === 0;
  stages.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}

run("typecheck", "npx", ["turbo", "run", "typecheck", "--output-logs=errors-only"]);
run("typecheck tooling", "npx", ["tsc", "-p", "tsconfig.tooling.json"]);
run("lint", "npx", ["eslint", ".", "--max-warnings=0"]);
run("format", "npx", ["prettier", "--check", ".", "--log-level=warn"]);
run("build", "npx", ["turbo", "run", "build", "--output-logs=errors-only"]);
// The static Storybook that designers and Chromatic open; e2e/storybook.e2e.ts opens it in Chromium.
// The same script designers run, so CI proves what they use.
run("build storybook", "npm", ["run", "build-storybook", "--", "--quiet"]);

const reportDir = mkdtempSync(path.join(tmpdir(), "haven-test-"));
const report = path.join(reportDir, "vitest.json");
run("tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
]);

let passed = 0;
let failed = 0;
const perProject = new Map();
try {
  const results = JSON.parse(readFileSync(report, "utf8"));
  for (const file of results.testResults) {
    const counts = perProject.get(projectOf(file.name)) ?? { passed: 0, failed: 0 };
    perProject.set(projectOf(file.name), counts);
    // A file that failed to load has no test results of its own: it counts as one failure.
    const statuses = file.assertionResults.map((test) => test.status);
    if (statuses.length === 0 && file.status === "failed") statuses.push("failed");
    for (const status of statuses) {
      if (status === "passed") counts.passed += 1;
      if (status === "failed") counts.failed += 1;
    }
  }
  for (const counts of perProject.values()) {
    passed += counts.passed;
    failed += counts.failed;
  }
} catch {
  failed += 1;
  console.error("No test report was written: the test run itself failed to start.");
} finally {
  rmSync(reportDir, { recursive: true, force: true });
}

function projectOf(file) {
  const relative = path.relative(root, file);
  if (relative.endsWith(".stories.tsx") || relative.endsWith(".stories.ts")) return "stories (Chromium)";
  if (relative.startsWith("e2e/")) return "end to end";
  if (relative.startsWith("apps/api/"))
    return process.env.DATABASE_URL ? "api (PGlite + PostgreSQL)" : "api (PGlite)";
  return "unit";
}

console.log("\n── Summary ──");
for (const stage of stages) {
  console.log(`${stage.ok ? "✓" : "✗"} ${stage.name.padEnd(18)} ${stage.seconds.toFixed(1)} s`);
}
for (const [project, counts] of [...perProject.entries()].sort()) {
  console.log(`  ${project.padEnd(28)} ${counts.passed} passed, ${counts.failed} failed`);
}
const failedStages = stages.filter((stage) => !stage.ok).map((stage) => stage.name);
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(", ")}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedStages.length > 0 || failed > 0 ? 1 : 0);
