/**
 * `npm test`: the whole suite in one command.
 *   1. typecheck (every workspace and the tooling), 2. lint (ESLint and Prettier),
 *   3. build (what `npm start` serves) and the static Storybook, 4. tests: unit, API (PGlite, and
 *   PostgreSQL when DATABASE_URL is set), end to end against the built server and the built
 *   Storybook, and every story in Chromium (interaction, a11y and visual).
 * Stages 1–3 run in two lanes side by side, and so do the tests (end to end beside the rest).
 * Every stage runs even when one before it failed; the exit code is non-zero if any failed, and
 * the last line sums the tests up.
 */
import { spawn } from "node:child_process";
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

/**
 * Runs one stage with its output held back and printed whole once it ends, so stages that run at
 * the same time never interleave their lines.
 */
function runHeld(name, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n▶ ${name}: ${[command, ...args].join(" ")} (${seconds.toFixed(1)} s)`);
      process.stdout.write(Buffer.concat(chunks));
      stages.push({ name, ok: code === 0, seconds });
      resolve(code === 0);
    });
  });
}

/** Runs lanes side by side; the stages of one lane run in order, each whether or not one failed. */
async function runLanes(lanes) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const [name, command, args] of lane) await runHeld(name, command, args);
    }),
  );
}

// The checks and builds do not depend on one another: two lanes keep both cores busy. The type
// check and the build of what `npm start` serves in one; the tooling's types, ESLint, Prettier and
// the static Storybook that designers and Chromatic open (e2e/storybook.e2e.ts opens it in
// Chromium; the same script designers run, so CI proves what they use) in the other.
await runLanes([
  [
    ["typecheck", "npx", ["turbo", "run", "typecheck", "--output-logs=errors-only"]],
    ["build", "npx", ["turbo", "run", "build", "--output-logs=errors-only"]],
  ],
  [
    ["typecheck tooling", "node", ["scripts/typecheck.mjs", "-p", "tsconfig.tooling.json"]],
    ["lint", "npx", ["eslint", ".", "--max-warnings=0"]],
    ["format", "npx", ["prettier", "--check", ".", "--log-level=warn"]],
    ["build storybook", "npm", ["run", "build-storybook", "--", "--quiet"]],
  ],
]);

const reportDir = mkdtempSync(path.join(tmpdir(), "haven-test-"));
/**
 * Two test runs side by side. Vitest keeps a project whose files must run one at a time (end to
 * end: one server and one browser at a time) until every other file is done, so in one run the
 * end-to-end files ran alone at the end while a core waited; in a run of their own they go beside
 * the API, unit and story files. Each run writes its own report; the summary reads both.
 */
const vitestRun = (name, projects) => {
  const report = path.join(reportDir, `${name}.json`);
  const args = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`];
  for (const project of projects) args.push("--project", project);
  return { report, lane: [[`tests: ${name}`, "npx", args]] };
};
const testRuns = [
  vitestRun("end to end", ["e2e"]),
  vitestRun("unit, API and stories", [
    "unit",
    "api",
    ...(process.env.DATABASE_URL ? ["api-postgres"] : []),
    "storybook",
  ]),
];
const testsStarted = Date.now();
await runLanes(testRuns.map((testRun) => testRun.lane));
const testsOk = stages.filter((stage) => stage.name.startsWith("tests: ")).every((stage) => stage.ok);
stages.push({ name: "tests (wall)", ok: testsOk, seconds: (Date.now() - testsStarted) / 1000 });

let passed = 0;
let failed = 0;
const perProject = new Map();
/** The failures by name with the first lines of their messages, repeated in the summary. */
const failures = [];
for (const { report } of testRuns) {
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
      for (const test of file.assertionResults.filter((result) => result.status === "failed")) {
        failures.push({ file: file.name, title: test.fullName, message: test.failureMessages?.[0] ?? "" });
      }
      if (file.assertionResults.length === 0 && file.status === "failed") {
        failures.push({ file: file.name, title: "(the file did not load)", message: file.message ?? "" });
      }
    }
  } catch {
    failed += 1;
    console.error(`No test report was written (${path.basename(report)}): that test run failed to start.`);
  }
}
rmSync(reportDir, { recursive: true, force: true });
for (const counts of perProject.values()) {
  passed += counts.passed;
  failed += counts.failed;
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
for (const failure of failures) {
  console.log(`✗ ${path.relative(root, failure.file)} › ${failure.title}`);
  const lines = String(failure.message).split("\n").slice(0, 6);
  for (const line of lines) console.log(`    ${line}`);
}
const failedStages = stages.filter((stage) => !stage.ok).map((stage) => stage.name);
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(", ")}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedStages.length > 0 || failed > 0 ? 1 : 0);
