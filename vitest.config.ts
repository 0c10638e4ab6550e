import path from "node:path";
import { fileURLToPath } from "node:url";

import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

import { chromiumPath } from "./scripts/chromium.mjs";
import { workspaceAliases } from "./scripts/vite-shared.mjs";

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * API tests run on embedded PGlite always, and on PostgreSQL too when DATABASE_URL is set.
 *
 * The Node projects run their files without isolation (one module graph per worker, each file's
 * own database and app): importing the server and starting PGlite's WebAssembly once per worker
 * instead of once per file halves their time. A file must therefore close what it opens and never
 * change a module's state for the files after it (no module mocks, no global stubs left behind).
 */
const apiProjects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: "api",
      root: path.join(root, "apps/api"),
      include: ["src/**/*.test.ts"],
      environment: "node",
      env: { HAVEN_TEST_DB: "pglite" },
      // Passwords hash at a test cost (src/test/setup.ts says why).
      setupFiles: ["src/test/setup.ts"],
      // Opening and migrating a fresh database takes seconds, more on a busy machine; so can a
      // test's requests beside the story run on two cores (its time is no assertion: benches
      // print figures). A test that hangs still fails, after a minute.
      hookTimeout: 120_000,
      testTimeout: 60_000,
      isolate: false,
    },
  },
];
if (process.env.DATABASE_URL) {
  apiProjects.push({
    test: {
      name: "api-postgres",
      root: path.join(root, "apps/api"),
      include: ["src/**/*.test.ts"],
      // Tests that need no database, or only the embedded one, run once (in "api").
      exclude: ["src/**/*.unit.test.ts", "src/**/*.pglite.test.ts"],
      environment: "node",
      env: { HAVEN_TEST_DB: "postgres" },
      setupFiles: ["src/test/setup.ts"],
      // Migrates one database that every file's database is copied from.
      globalSetup: ["src/test/postgres-template.ts"],
      hookTimeout: 120_000,
      testTimeout: 60_000,
      isolate: false,
    },
  });
}

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    // Two files at a time (the default on two cores is one): the Node projects (API on both
    // databases, end to end, unit), one file after another, took longer than the stories beside
    // them, and their waits (a server starting, a page loading) leave a core idle. The e2e
    // project still runs its own files one at a time (one server and one browser of its own).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: workspaceAliases },
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.{ts,tsx}",
            "apps/web/src/**/*.test.{ts,tsx}",
            "scripts/**/*.test.{js,mjs,ts}",
            "apps/web/scripts/**/*.test.ts",
          ],
          environment: "node",
          isolate: false,
        },
      },
      ...apiProjects,
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          environment: "node",
          // The servers these tests start inherit the environment, the run's Redis (REDIS_URL) with
          // it: each server start counts its limits under a key prefix of its own (e2e/server.ts).
          // A journey's time is no assertion (decisions.md): the limit only stops a hung test, and
          // it runs beside the story run on two cores, so it leaves room for a slow moment.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One server and one browser at a time: the machine has two cores.
          fileParallelism: false,
          // Migrates and seeds one data directory that every file's server starts from.
          globalSetup: [path.join(root, "e2e/global-setup.ts")],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        test: {
          name: "storybook",
          setupFiles: [path.join(root, ".storybook/vitest.setup.ts")],
          // A story waits up to 30 s for a lazily loaded chart library (the first chart of a run
          // waits for the dev server to prepare it, over 10 s on a loaded machine), in its play
          // function and again before its screenshot: a minute each, so a hung story still fails.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Story files share one page instead of a new frame (and a new copy of React, Radix and
          // the design system's styles) per file: each story renders and cleans up through
          // Storybook's own lifecycle, so nothing of one file's stories is left for the next.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath(),
                args: [
                  "--no-sandbox",
                  "--disable-gpu",
                  "--disable-quic",
                  "--no-first-run",
                  "--disable-background-networking",
                  "--disable-component-update",
                  "--disable-sync",
                  "--font-render-hinting=none",
                  "--force-color-profile=srgb",
                  "--hide-scrollbars",
                  "--disable-partial-raster",
                ],
              },
            }),
            instances: [{ browser: "chromium" }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: "pixelmatch",
                // Exact comparison: references are made with the same Chromium and bundled fonts,
                // so any changed pixel is a real change.
                comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
