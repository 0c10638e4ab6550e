/**
 * `npm run bench -w @pkg/ui`: what @pkg/ui costs a consumer's bundle, gzipped, built from dist/
 * the way an app's bundler builds it: Vite (the bundler of Haven's own app), minified,
 * tree-shaken, production React, lazily loaded modules in chunks of their own.
 *
 * 1. React alone (the floor every React app pays), then the first component (Button) on top.
 * 2. Each further component family, added one after the other in the package's order: what it
 *    adds to a bundle that already holds the ones before it. Goal: at most 3 KB each. Beside it,
 *    what the family's own code adds (the same bundle with the dependencies left out), which
 *    tells a family's own weight from that of the Radix primitive or library it is built on.
 * 3. The whole library with every component, React included. Goal: below 157 KB.
 * 4. What loads only on demand (lazy chunks), and the precompiled stylesheet.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { build } from "vite";

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(packageDir, "dist");
const FURTHER_GOAL = 3 * 1024;
const WHOLE_GOAL = 157 * 1024;

/** Mounting React: what any React app ships before it imports a single component. */
const reactFloor = `
import { createElement } from "react";
import { createRoot } from "react-dom/client";
createRoot(document.getElementById("root")).render(createElement("div"));
`;

if (!existsSync(path.join(dist, "index.js")))
  throw new Error("dist is missing: run npm run build -w @pkg/ui");

// Inside the package, so that React and the dependencies resolve as in a consumer's install.
mkdirSync(path.join(packageDir, "node_modules"), { recursive: true });
const work = mkdtempSync(path.join(packageDir, "node_modules", ".bench-"));
let entries = 0;

/** A dependency of @pkg/ui other than React: left out of the bundle when measuring its own code. */
const isDependency = (id) => !/^[./]|^react(-dom)?(\/|$)|^scheduler(\/|$)|^@pkg\/ui$/.test(id);

/**
 * Bundles a consumer module; answers the gzipped bytes loaded at start and those loaded lazily.
 * With `ownCode`, the package's dependencies stay out of the bundle: what remains is React and
 * the package's own code.
 */
async function measure(code, { ownCode = false } = {}) {
  const entry = path.join(work, `entry-${(entries += 1)}.js`);
  writeFileSync(entry, code);
  const result = await build({
    configFile: false,
    logLevel: "silent",
    root: work,
    resolve: { alias: { "@pkg/ui": path.join(dist, "index.js") } },
    define: { "process.env.NODE_ENV": '"production"' },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: entry, ...(ownCode ? { external: isDependency } : {}) },
    },
  });
  const chunks = (Array.isArray(result) ? result[0] : result).output.filter((item) => item.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The entry and the chunks it imports statically load at start; the rest only when asked for.
  const eager = new Set();
  const visit = (name) => {
    // An import that is no chunk is a dependency left out of the bundle (`ownCode`).
    if (eager.has(name) || !byName.has(name)) return;
    eager.add(name);
    for (const imported of byName.get(name).imports) visit(imported);
  };
  visit(chunks.find((chunk) => chunk.isEntry).fileName);
  const gz = (chunk) => gzipSync(chunk.code, { level: 9 }).length;
  // Bytes per package at start (before minifying), to say what a costly step brought in.
  const packages = new Map();
  for (const chunk of chunks.filter((item) => eager.has(item.fileName))) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      const name = packageOf(id);
      packages.set(name, (packages.get(name) ?? 0) + module.renderedLength);
    }
  }
  return {
    packages,
    eager: chunks.filter((chunk) => eager.has(chunk.fileName)).reduce((sum, chunk) => sum + gz(chunk), 0),
    lazy: chunks
      .filter((chunk) => !eager.has(chunk.fileName))
      .map((chunk) => ({ bytes: gz(chunk), inputs: Object.keys(chunk.modules) })),
  };
}

/** The npm package a module comes from, or "@pkg/ui" for the package's own build. */
function packageOf(id) {
  return id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? "@pkg/ui";
}

/** A consumer that renders with React and uses these exports of @pkg/ui. */
function consumer(names) {
  return `${reactFloor}
import { ${names.join(", ")} } from "@pkg/ui";
console.log(${names.join(", ")});
`;
}

/** The component families in the order the package index lists them, with their exports. */
async function families() {
  const index = readFileSync(path.join(packageDir, "src/index.ts"), "utf8");
  const order = [...index.matchAll(/from "\.\/components\/([\w-]+)"/g)].map((match) => match[1]);
  const result = [];
  for (const family of order) {
    const module = await import(path.join(dist, "components", family, "index.js"));
    result.push({ family, names: Object.keys(module).sort() });
  }
  return result;
}

/** The package's own dependencies, by name. */
const declared = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")).dependencies ?? {};

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const delta = (bytes) => `${bytes >= 0 ? "+" : "−"}${kb(Math.abs(bytes))}`;

try {
  const floor = (await measure(reactFloor)).eager;
  console.log(`React and react-dom alone (createRoot):      ${kb(floor)}`);

  const cn = (await measure(consumer(["cn"]))).eager - floor;
  console.log(`cn() alone (clsx + tailwind-merge, shared by every component): ${kb(cn)}`);

  const list = await families();
  const over = [];
  let names = [];
  let previous = floor;
  let previousOwn = floor;
  let largestOwn = { family: "", cost: 0 };
  let previousPackages = new Map();
  console.log(
    "\nEach component family added to the bundle in turn (gzip; the goal after the first is ≤ 3 KB),",
  );
  console.log("and how much of that is the package's own code (its dependencies left out):");
  for (const [position, { family, names: added }] of list.entries()) {
    names = [...names, ...added];
    const { eager: size, packages } = await measure(consumer(names));
    const own = (await measure(consumer(names), { ownCode: true })).eager;
    const cost = size - previous;
    const ownCost = own - previousOwn;
    previous = size;
    previousOwn = own;
    if (position > 0 && ownCost > largestOwn.cost) largestOwn = { family, cost: ownCost };
    const mark = position > 0 && cost > FURTHER_GOAL ? "  MISSED (over 3 KB)" : "";
    if (mark) over.push(family);
    const label = position === 0 ? `${family} (the first)` : family;
    console.log(
      `  ${label.padEnd(24)} ${delta(cost).padStart(10)}   own code ${delta(ownCost).padStart(9)}   bundle ${kb(size)}${mark}`,
    );
    if (mark) {
      // The packages it brought in that were not there yet, largest first (bytes before minifying).
      const brought = [...packages]
        .filter(([name]) => !previousPackages.has(name) && name !== "@pkg/ui")
        .sort((a, b) => b[1] - a[1]);
      const listed = brought.slice(0, 5).map(([name, bytes]) => `${name} ${kb(bytes)}`);
      if (brought.length > 5) listed.push(`${brought.length - 5} more`);
      console.log(`      new (before minifying): ${listed.join(", ") || "no new package (its own code)"}`);
    }
    previousPackages = packages;
  }

  const whole = await measure(`${reactFloor}
import * as ui from "@pkg/ui";
console.log(ui);
`);
  console.log(`\nThe whole library, every export, React included: ${kb(whole.eager)}`);
  console.log(`  of which @pkg/ui and its dependencies:          ${kb(whole.eager - floor)}`);
  console.log(`  goal below 157 KB: ${whole.eager < WHOLE_GOAL ? "met" : "MISSED"}`);
  console.log(
    `Families after the first over 3 KB: ${over.length === 0 ? "none" : `${over.length} of ${list.length - 1} (${over.join(", ")})`}`,
  );
  console.log(
    `The most own code a family after the first adds: ${kb(largestOwn.cost)} (${largestOwn.family}); ` +
      `over 3 KB of own code: ${largestOwn.cost > FURTHER_GOAL ? "yes" : "none"}`,
  );
  for (const chunk of whole.lazy) {
    // Named by the package's own modules in it and the dependencies it declares (not what they need).
    const own = chunk.inputs
      .filter((id) => packageOf(id) === "@pkg/ui")
      .map((id) => path.parse(id).name.replace(/-[A-Z0-9]{8}$/, ""));
    const from = [...new Set(chunk.inputs.map(packageOf))].filter((name) => name !== "@pkg/ui");
    const direct = from.filter((name) => name in declared);
    const rest = from.length - direct.length;
    const what = [...own, ...direct, ...(rest > 0 ? [`${rest} packages they use`] : [])].join(", ");
    console.log(`Loaded only when needed: ${kb(chunk.bytes)} (${what})`);
  }

  const css = readFileSync(path.join(dist, "styles.css"));
  console.log(`\nPrecompiled styles.css (without the font files): ${kb(gzipSync(css, { level: 9 }).length)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
