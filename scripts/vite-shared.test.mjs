import { describe, expect, it } from "vitest";
import { build } from "vite";

import { clientOnlyBundle, stripUseClient, workspaceAliases } from "./vite-shared.mjs";

describe("stripUseClient", () => {
  it("blanks the directive and keeps every other character where it was", () => {
    const code = '"use client";\nimport { x } from "y";\n';
    const stripped = stripUseClient(code);
    expect(stripped).toBe(`${" ".repeat('"use client";'.length)}\nimport { x } from "y";\n`);
    expect(stripped).toHaveLength(code.length);
  });

  it("finds it after comments and other directives, as lucide-react ships it", () => {
    const code = "\"use strict\";\n'use client'\n/** @license x */\nexport const a = 1;\n";
    expect(stripUseClient(code)).toBe(
      `"use strict";\n${" ".repeat(12)}\n/** @license x */\nexport const a = 1;\n`,
    );
    expect(stripUseClient('// banner\n/* more */\n"use client";\nexport {};')).not.toContain("use client");
  });

  it("leaves code alone when the words are not the module's directive", () => {
    for (const code of [
      'export const note = "use client";\n',
      'const a = 1;\n"use client";\n',
      "export {};\n",
      "",
    ]) {
      expect(stripUseClient(code)).toBe(code);
    }
  });
});

describe("clientOnlyBundle", () => {
  /** Bundles an entry that imports a dependency module starting with "use client". */
  async function warningsOf(plugins) {
    const warnings = [];
    const modules = {
      "entry.js": 'import { a } from "/node_modules/dep/index.js";\nconsole.log(a);\n',
      "/node_modules/dep/index.js": '"use client";\nexport const a = 1;\n',
    };
    await build({
      logLevel: "silent",
      configFile: false,
      plugins: [
        {
          name: "virtual-modules",
          resolveId: (id) => (id in modules ? id : undefined),
          load: (id) => modules[id],
        },
        ...plugins,
      ],
      build: {
        write: false,
        rolldownOptions: { input: "entry.js", onwarn: (warning) => warnings.push(warning.code) },
      },
    });
    return warnings;
  }

  it("leaves the bundler no directive to warn about", async () => {
    expect(await warningsOf([])).toContain("MODULE_LEVEL_DIRECTIVE");
    expect(await warningsOf([clientOnlyBundle()])).not.toContain("MODULE_LEVEL_DIRECTIVE");
  });
});

describe("workspaceAliases", () => {
  it("point @pkg/ui, its charts and its stylesheets at the sources, and nothing else", () => {
    const resolve = (id) => {
      const alias = workspaceAliases.find(({ find }) => find.test(id));
      return alias ? id.replace(alias.find, alias.replacement) : id;
    };
    expect(resolve("@pkg/ui")).toMatch(/packages\/ui\/src\/index\.ts$/);
    expect(resolve("@pkg/ui/charts")).toMatch(/packages\/ui\/src\/charts\/index\.ts$/);
    expect(resolve("@pkg/ui/theme.css")).toMatch(/packages\/ui\/src\/styles\/theme\.css$/);
    expect(resolve("@pkg/ui/package.json")).toBe("@pkg/ui/package.json");
    expect(resolve("@pkg/screens")).toBe("@pkg/screens");
  });
});
