import path from "node:path";
import { fileURLToPath } from "node:url";

const uiSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../packages/ui/src");

/**
 * Inside the workspace, Vite, Storybook and Vitest compile @pkg/ui from its TypeScript sources
 * (TypeScript does the same through `paths` in the root tsconfig). The published package.json
 * points only at the built `dist/`, so nothing here leaks into what consumers install.
 */
export const workspaceAliases = [
  { find: /^@pkg\/ui$/, replacement: path.join(uiSource, "index.ts") },
  { find: /^@pkg\/ui\/charts$/, replacement: path.join(uiSource, "charts/index.ts") },
  { find: /^@pkg\/ui\/(styles|tokens|theme)\.css$/, replacement: path.join(uiSource, "styles/$1.css") },
];

/** One item of a module's prologue: white space, a comment, or a directive such as "use strict". */
const prologueItem = /\s+|\/\*[\s\S]*?\*\/|\/\/[^\n]*|(["'])(use [a-z ]+)\1;?/y;

/**
 * Removes the `"use client"` directive of dependencies (Radix, lucide-react) from a client-only
 * bundle. The directive marks a React Server Components boundary; a browser bundle has no
 * server side, so the bundler can only drop it, and warns once per module that it did. Removing
 * it before bundling says so explicitly and leaves nothing to warn about. The directive is
 * replaced by spaces of the same length, so positions and source maps stay valid.
 */
export function clientOnlyBundle() {
  return {
    name: "haven:client-only-bundle",
    apply: "build",
    transform: {
      filter: { id: /[\\/]node_modules[\\/]/, code: "use client" },
      handler(code) {
        const stripped = stripUseClient(code);
        return stripped === code ? undefined : { code: stripped, map: null };
      },
    },
  };
}

/** The module's code without the `"use client"` directive of its prologue, positions unchanged. */
export function stripUseClient(code) {
  let index = 0;
  for (;;) {
    prologueItem.lastIndex = index;
    const match = prologueItem.exec(code);
    if (!match) return code;
    if (match[2] === "use client") {
      return code.slice(0, index) + " ".repeat(match[0].length) + code.slice(prologueItem.lastIndex);
    }
    index = prologueItem.lastIndex;
  }
}
