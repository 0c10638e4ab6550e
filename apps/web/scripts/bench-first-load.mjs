/**
 * Prints the gzip size of what the browser loads first for /register: the entry script, its
 * modulepreloads and the stylesheet named in the built index.html, then the register route's
 * lazy chunks (from the Vite manifest), and which libraries the first load's JS is made of.
 * Run `npm run build -w @app/web` first.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { SourceMapConsumer } from "source-map-js";

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "dist");
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));

const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const entryJs = tags
  .filter((tag) => tag.startsWith("<script") && attr(tag, "src"))
  .map((tag) => attr(tag, "src"));
const preloads = tags.filter((tag) => attr(tag, "rel") === "modulepreload").map((tag) => attr(tag, "href"));
const css = tags.filter((tag) => attr(tag, "rel") === "stylesheet").map((tag) => attr(tag, "href"));

const sizeOf = (url) => {
  const bytes = readFileSync(path.join(dist, url.replace(/^\//, "")));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (urls) => urls.map(sizeOf).reduce((sum, size) => sum + size.gzip, 0);

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
console.log(`  JS in index.html: ${kb(total([...initial]))} (goal ≤ 90 KB); CSS: ${kb(total(css))}`);

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
console.log(`  JS before the form shows: ${kb(total([...initial, ...routeJs]))}`);
console.log("  of which the route's chunks (gzip, shared out by the source maps):");
for (const [owner, gzip] of composition(routeJs).filter(([, gzip]) => gzip >= 512))
  console.log(`    ${owner.padEnd(46)} ${kb(gzip).padStart(9)}`);
