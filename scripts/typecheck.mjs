#!/usr/bin/env node
/**
 * Type-checks with TypeScript 7's native compiler (the `typescript-7` package): the same checker as
 * TypeScript 6, ported to Go and run on every core, several times faster than the JavaScript
 * compiler on these machines (the web app: 9 s instead of 22 s). Arguments go to its `tsc` as they
 * are (`node scripts/typecheck.mjs -p tsconfig.json`).
 *
 * The `typescript` package (5.9) stays for the tools that use the compiler's JavaScript API, which
 * TypeScript 7 does not have: typescript-eslint, tsup's declaration build and Storybook's prop
 * tables. Both packages provide a `tsc` command, so which one `npx tsc` runs depends on the install;
 * every script names the one it means.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const manifestPath = require.resolve("typescript-7/package.json");
const manifest = require(manifestPath);
const tsc = path.join(path.dirname(manifestPath), manifest.bin.tsc);

const result = spawnSync(process.execPath, [tsc, ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
