/**
 * Prints the gzip size of what the browser loads first for /register: the entry script, its
 * modulepreloads and the stylesheet named in the built index.html, then the register route's
 * lazy chunks (from the Vite manifest), and which libraries the first load's JS is made of.
 * Then the floor: what React, react-dom and react-router's data router weigh alone, built the
 * same way, and how far the first load of /register is above it (goal: at most 15 KB).
 * Run `npm run build -w @app/web` first.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { SourceMapConsumer } from "source-map-js";
import { build } from "vite";

const webRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(webRoot, "dist");
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));

const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const entryJs = tags
  .filter((tag) => tag.startsWith("<script") && attr(tag, "src"))
  .map((tag) => attr(tag, "src"));
const preloads = tags.filter((tag) => attr(tag, "rel") === "modulepreload").map((tag) => attr(tag, "href"));
const css = tags.filter((tag) => attr(tag, "rel") === "stylesheet").map((tag) => attr(tag, "href"));

const compressed = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length,
});
const sizeOf = (url) => compressed(readFileSync(path.join(dist, url.replace(/^\//, ""))));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (urls, kind = "gzip") => urls.map(sizeOf).reduce((sum, size) => sum + size[kind], 0);

/** A chunk and everything it imports statically, as URLs. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const routeKey = Object.keys(manifest).find((key) => key.endsWith("routes/auth/register-route.tsx"));
const initial = new Set([...entryJs, ...preloads]);
const routeJs = routeKey
  ? [...closure(routeKey)].map((key) => `/${manifest[key].file}`).filter((url) => !initial.has(url))
  : [];

console.log("First load of /register (gzip, level 9)");
for (const url of [...initial, ...css])
  console.log(`  ${url.padEnd(48)} ${kb(sizeOf(url).gzip).padStart(9)}`);
console.log(`  JS in index.html: ${kb(total([...initial]))}; CSS: ${kb(total(css))}`);

/** The package (or "Haven's own code") a source of the source map belongs to. */
function ownerOf(source) {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source ?? "");
  if (!inModules) return "Haven's own code";
  const name = inModules[1];
  if (["react", "react-dom", "scheduler"].includes(name)) return "react + react-dom";
  if (
    [
      "@reduxjs/toolkit",
      "redux",
      "react-redux",
      "redux-persist",
      "immer",
      "reselect",
      "redux-thunk",
    ].includes(name)
  )
    return "redux toolkit, react-redux, redux-persist";
  return name;
}

/**
 * Splits each file's gzip size between the packages its minified bytes came from (by the
 * source map), which tells what the first load could still give up and what it cannot.
 */
function composition(urls) {
  const shares = new Map();
  for (const url of urls) {
    const file = path.join(dist, url.replace(/^\//, ""));
    if (!existsSync(`${file}.map`)) {
      shares.set(
        "(no source map: bundler runtime)",
        (shares.get("(no source map: bundler runtime)") ?? 0) + sizeOf(url).gzip,
      );
      continue;
    }
    const code = readFileSync(file, "utf8");
    const lines = code.split("\n");
    const bytes = new Map();
    let previous = null;
    new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, "utf8"))).eachMapping((mapping) => {
      if (previous) {
        const end =
          previous.line === mapping.generatedLine ? mapping.generatedColumn : lines[previous.line - 1].length;
        const owner = ownerOf(previous.source);
        bytes.set(owner, (bytes.get(owner) ?? 0) + end - previous.column);
      }
      previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
    });
    const mapped = [...bytes.values()].reduce((sum, n) => sum + n, 0) || 1;
    const gzip = sizeOf(url).gzip;
    for (const [owner, n] of bytes) shares.set(owner, (shares.get(owner) ?? 0) + (gzip * n) / mapped);
  }
  return [...shares].sort((a, b) => b[1] - a[1]);
}
console.log("  of which (gzip, shared out by the source maps):");
for (const [owner, gzip] of composition([...initial]).filter(([, gzip]) => gzip >= 512))
  console.log(`    ${owner.padEnd(46)} ${kb(gzip).padStart(9)}`);
console.log("Then the lazy register route");
for (const url of routeJs) console.log(`  ${url.padEnd(48)} ${kb(sizeOf(url).gzip).padStart(9)}`);
const firstLoad = [...initial, ...routeJs];
console.log(
  `  JS before the form shows: ${kb(total(firstLoad))} gzip, ${kb(total(firstLoad, "brotli"))} brotli (as served)`,
);
console.log("  of which the route's chunks (gzip, shared out by the source maps):");
for (const [owner, gzip] of composition(routeJs).filter(([, gzip]) => gzip >= 512))
  console.log(`    ${owner.padEnd(46)} ${kb(gzip).padStart(9)}`);

/**
 * The floor: a page that only mounts a data router (createBrowserRouter + RouterProvider) with
 * React 19, built by the same Vite with the same minifier. No first load of the app can weigh
 * less; the goal is on what the app adds above it.
 */
async function measureFloor() {
  // Inside the workspace's node_modules so that react and react-router resolve from here.
  const dir = path.join(webRoot, "..", "..", "node_modules", ".cache", "haven-bench-floor");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><div id="root"></div><script type="module" src="./main.js"></script>',
  );
  writeFileSync(
    path.join(dir, "main.js"),
    [
      'import { createElement } from "react";',
      'import { createRoot } from "react-dom/client";',
      'import { createBrowserRouter, RouterProvider } from "react-router";',
      'const router = createBrowserRouter([{ path: "*", element: createElement("p", null, "floor") }]);',
      'createRoot(document.getElementById("root")).render(createElement(RouterProvider, { router }));',
    ].join("\n"),
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    mode: "production",
    build: { outDir: path.join(dir, "dist"), emptyOutDir: true },
  });
  const assets = path.join(dir, "dist", "assets");
  const sizes = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .map((name) => compressed(readFileSync(path.join(assets, name))));
  rmSync(dir, { recursive: true, force: true });
  return {
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    brotli: sizes.reduce((sum, size) => sum + size.brotli, 0),
  };
}

const floor = await measureFloor();
const goal = 15 * 1024;
const margin = total(firstLoad) - floor.gzip;
console.log("The floor: React + react-dom + react-router's data router alone, built the same way");
console.log(`  ${kb(floor.gzip)} gzip, ${kb(floor.brotli)} brotli`);
console.log(
  `  first-load JS of /register above the floor: ${kb(margin)} gzip (goal ≤ ${kb(goal)}): ${
    margin <= goal ? "met" : `MISSED by ${kb(margin - goal)}`
  }`,
);
console.log(`  of which the JS in index.html alone: ${kb(total([...initial]) - floor.gzip)}`);
