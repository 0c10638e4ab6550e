/**
 * The published shape of @pkg/ui, as a consumer gets it: `npm pack` the built package, install the
 * tarball into a throw-away Vite + React app outside the workspace, build that app, and check in
 * Chromium that components render with the theme's colours and behave. The same install is used
 * from CommonJS (`require('@pkg/ui')` in Node) and type-checked from both module systems.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launchChromium } from "./browser";
import { serveDirectory, type StaticServer } from "./static-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const uiDir = path.join(root, "packages/ui");
const installedVersion = (name: string) =>
  (
    JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

/** A CommonJS consumer: requires the package and renders a Button to HTML on the server. */
const consumerRequire = `
const { createElement } = require("react");
const { renderToStaticMarkup } = require("react-dom/server");
const ui = require("@pkg/ui");
process.stdout.write(JSON.stringify({
  file: require.resolve("@pkg/ui"),
  html: renderToStaticMarkup(createElement(ui.Button, { variant: "outline" }, "Save")),
  toastLimit: ui.createToastStore().getState().limit,
}));
`;

/** TypeScript consumers, one per module system; under strict settings a type that failed to resolve is an error. */
const typedConsumer = (load: string) => `
${load}
const props: ButtonProps = { variant: "outline", loading: true, children: "Save" };
export const element = createElement(Button, props);
`;

/** The consumer's whole app: plain JS (no JSX, so no plugin is needed), importing only the package. */
const consumerMain = `
import "@pkg/ui/styles.css";
import { createElement as h, useState } from "react";
import { createRoot } from "react-dom/client";
import { Button, Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@pkg/ui";

function App() {
  const [count, setCount] = useState(0);
  return h("main", { style: { padding: 24 } },
    h(Button, { onClick: () => setCount(count + 1) }, "Pressed " + count),
    h(Dialog, null,
      h(DialogTrigger, { asChild: true }, h(Button, { variant: "outline" }, "Open dialog")),
      h(DialogContent, null,
        h(DialogTitle, null, "Consumer dialog"),
        h(DialogDescription, null, "Rendered from the packed tarball."),
      ),
    ),
  );
}

createRoot(document.getElementById("root")).render(h(App));
`;

describe("@pkg/ui installed from its packed tarball", () => {
  let work: string;
  let server: StaticServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(path.join(uiDir, "dist/index.js"))) {
      throw new Error("packages/ui/dist is missing: build it first (npm run build)");
    }
    work = await mkdtemp(path.join(tmpdir(), "haven-ui-consumer-"));
    const packed = execFileSync("npm", ["pack", "--pack-destination", work, "--silent"], { cwd: uiDir })
      .toString()
      .trim()
      .split("\n")
      .at(-1)!;

    await writeFile(
      path.join(work, "package.json"),
      JSON.stringify({
        name: "ui-consumer",
        private: true,
        type: "module",
        dependencies: {
          "@pkg/ui": `file:./${packed}`,
          react: installedVersion("react"),
          "react-dom": installedVersion("react-dom"),
        },
        devDependencies: {
          vite: installedVersion("vite"),
          typescript: installedVersion("typescript"),
          "@types/react": installedVersion("@types/react"),
        },
      }),
    );
    await writeFile(
      path.join(work, "index.html"),
      '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Consumer</title></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
    );
    await mkdir(path.join(work, "src"));
    await writeFile(path.join(work, "src/main.js"), consumerMain);
    await writeFile(path.join(work, "require.cjs"), consumerRequire);
    await mkdir(path.join(work, "typed"));
    await writeFile(
      path.join(work, "typed/esm.mts"),
      typedConsumer(
        'import { createElement } from "react";\nimport { Button, type ButtonProps } from "@pkg/ui";',
      ),
    );
    await writeFile(
      path.join(work, "typed/cjs.cts"),
      typedConsumer(
        'import { createElement } from "react";\nimport ui = require("@pkg/ui");\nconst { Button } = ui;\ntype ButtonProps = ui.ButtonProps;',
      ),
    );
    await writeFile(
      path.join(work, "typed/tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "nodenext",
          moduleResolution: "nodenext",
          strict: true,
          // As most apps do; a module whose types failed to resolve is still an error in the consumer.
          skipLibCheck: true,
          noEmit: true,
          types: [],
        },
        include: ["*.mts", "*.cts"],
      }),
    );

    const quiet = { cwd: work, stdio: ["ignore", "ignore", "pipe"] as ("ignore" | "pipe")[] };
    execFileSync(
      "npm",
      ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"],
      quiet,
    );
    execFileSync(path.join(work, "node_modules/.bin/vite"), ["build", "--logLevel", "error"], quiet);

    server = await serveDirectory(path.join(work, "dist"), { fallback: "index.html" });
    browser = await launchChromium();
    page = await browser.newPage();
    await page.goto(server.url);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("ships only dist, with types first in its exports", () => {
    const manifest = JSON.parse(readFileSync(path.join(work, "node_modules/@pkg/ui/package.json"), "utf8"));
    expect(manifest.files).toEqual(["dist"]);
    expect(Object.keys(manifest.exports["."])).toEqual(["import", "require"]);
    expect(Object.keys(manifest.exports["."].import)[0]).toBe("types");
    expect(Object.keys(manifest.exports["."].require)[0]).toBe("types");
    // Every export points into what is shipped: no condition leads to sources left out of the package.
    const targets: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === "string") targets.push(value);
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    collect(manifest.exports);
    expect(targets.filter((target) => !target.startsWith("./dist/") && target !== "./package.json")).toEqual(
      [],
    );
    expect(existsSync(path.join(work, "node_modules/@pkg/ui/dist/index.d.ts"))).toBe(true);
    expect(existsSync(path.join(work, "node_modules/@pkg/ui/src"))).toBe(false);
  });

  it("depends only on what its build imports, and carries its licence and repository", () => {
    const installed = path.join(work, "node_modules/@pkg/ui");
    const manifest = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8"));
    const code = readdirSync(path.join(installed, "dist"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.c?js$/.test(file))
      .map((file) => readFileSync(path.join(installed, "dist", file), "utf8"))
      .join("\n");
    const unused = Object.keys(manifest.dependencies).filter(
      (name) =>
        !code.includes(`from "${name}`) &&
        !code.includes(`require("${name}`) &&
        !code.includes(`import("${name}`),
    );
    expect(unused).toEqual([]);
    expect(manifest.license).toBe("MIT");
    expect(readFileSync(path.join(installed, "LICENSE"), "utf8")).toContain("MIT License");
    expect(manifest.repository).toMatchObject({ type: "git", directory: "packages/ui" });
  });

  it("works from CommonJS: require('@pkg/ui') gets the CommonJS build, which renders", () => {
    const output = execFileSync(process.execPath, ["require.cjs"], { cwd: work }).toString();
    const { file, html, toastLimit } = JSON.parse(output) as {
      file: string;
      html: string;
      toastLimit: number;
    };
    expect(path.relative(work, file)).toBe(path.join("node_modules/@pkg/ui/dist/cjs/index.cjs"));
    expect(html).toMatch(/^<button type="button" class="[^"]+" data-slot="button" data-variant="outline"/);
    expect(html).toContain(">Save</button>");
    expect(toastLimit).toBeGreaterThan(0);
  });

  it("type-checks from an ES module and from a CommonJS module", () => {
    const tsc = path.join(work, "node_modules/.bin/tsc");
    const result = spawnSync(tsc, ["-p", "typed/tsconfig.json"], { cwd: work, encoding: "utf8" });
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  it("renders a Button with the theme's colours and font, no Tailwind needed", async () => {
    const button = page.getByRole("button", { name: "Pressed 0" });
    await button.waitFor();
    const style = await button.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { background: computed.backgroundColor, color: computed.color, font: computed.fontFamily };
    });
    expect(style).toEqual({
      background: "rgb(29, 78, 216)",
      color: "rgb(255, 255, 255)",
      font: expect.stringContaining("Inter Variable"),
    });
    await button.click();
    await page.getByRole("button", { name: "Pressed 1" }).waitFor();
  });

  it("opens and closes a Dialog", async () => {
    await page.getByRole("button", { name: "Open dialog" }).click();
    const dialog = page.getByRole("dialog", { name: "Consumer dialog" });
    await dialog.waitFor();
    const background = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Radix hands focus back to the trigger as the dialog unmounts, which may land a frame after the
    // node leaves the DOM: wait for it rather than read it at once.
    await page.waitForFunction(() => document.activeElement?.textContent === "Open dialog");

    // At this width (1280 px) the dialog is a centred modal with a 'Close' button.
    await page.getByRole("button", { name: "Open dialog" }).click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
  });
});
