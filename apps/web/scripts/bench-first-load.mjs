/**
 * Prints the gzip size of what the browser loads first for /register: the entry script, its
 * modulepreloads and the stylesheet named in the built index.html, then the register route's
 * lazy chunks (from the Vite manifest). Run `npm run build -w @app/web` first.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

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
console.log("Then the lazy register route");
for (const url of routeJs) console.log(`  ${url.padEnd(48)} ${kb(sizeOf(url).gzip).padStart(9)}`);
console.log(`  JS before the form shows: ${kb(total([...initial, ...routeJs]))}`);
