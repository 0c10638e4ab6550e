import path from "node:path";
import { fileURLToPath } from "node:url";

import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * ESLint's `import-x/no-cycle` catches runtime circles but skips `import type`; a circle made of type
 * imports tangles the code just the same (issue 13 named two), so this test walks every import.
 * dpdm parses with the TypeScript compiler, which keeps type-only imports in the tree.
 */
describe("import circles", () => {
  it.each([
    "packages/contracts",
    "packages/ui",
    "packages/screens",
    "packages/stores",
    "apps/web",
    "apps/api",
  ])(
    "%s has none",
    async (workspace) => {
      const tree = await parseDependencyTree("src/**/*.{ts,tsx}", {
        context: path.join(root, workspace),
        cwd: path.join(root, workspace),
        tsconfig: path.join(root, workspace, "tsconfig.json"),
        transform: false,
        exclude: /node_modules/,
      });
      expect(parseCircular(tree)).toEqual([]);
    },
    120_000,
  );
});
