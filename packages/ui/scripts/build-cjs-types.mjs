/**
 * Gives the CommonJS build (dist/cjs/index.cjs) its type declarations. TypeScript reads a `.d.ts`
 * as ESM or CommonJS after the nearest package.json, like Node reads a `.js`: the ESM build's
 * declarations, copied into dist/cjs beside a package.json that says "commonjs", describe the
 * same API to `require` consumers (moduleResolution node16 / nodenext) without a second bundling.
 */
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const target = path.join(dist, "cjs");

let copied = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".d.ts")) continue;
  const relative = path.relative(dist, path.join(entry.parentPath, entry.name));
  if (relative.startsWith(`cjs${path.sep}`)) continue;
  mkdirSync(path.dirname(path.join(target, relative)), { recursive: true });
  copyFileSync(path.join(dist, relative), path.join(target, relative));
  copied += 1;
}
if (copied === 0) throw new Error("dist holds no type declarations: run tsup first");
writeFileSync(path.join(target, "package.json"), `${JSON.stringify({ type: "commonjs" }, null, 2)}\n`);
console.log(`@pkg/ui: copied ${copied} type declarations for the CommonJS build to dist/cjs/`);
