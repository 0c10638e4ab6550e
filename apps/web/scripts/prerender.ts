import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import react from "@vitejs/plugin-react";
import { build, type Plugin } from "vite";

import { workspaceAliases } from "../../../scripts/vite-shared.mjs";

/** Where the built app keeps its prerendered pages; the server answers their paths with them. */
export const PRERENDERED_DIR = "pages";

/** The file of a prerendered path: `/register` → `pages/register.html`. */
export const prerenderedFile = (pathname: string) =>
  `${PRERENDERED_DIR}/${pathname.replace(/^\/+|\/+$/g, "").replaceAll("/", "__") || "index"}.html`;

const rootElement = /(<div id="root">)([\s\S]*)(<\/div>\s*<\/body>)/;
const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The app's page with `markup` as the first screen: shown to a visitor before any script has
 * run, and inert (nothing in it can be focused, typed into or clicked) until the app draws the
 * same page over it. The page's loading screen stays for a signed-in person (public/boot.js,
 * styles.css), whom the app takes home. The app's scripts are listed for public/boot.js to load
 * once the page is painted (`<meta name="app-scripts">`, the entry first) instead of being asked
 * for with the page.
 */
export function withPrerendered(template: string, markup: string): string {
  const root = rootElement.exec(template);
  const entry = entryScript.exec(template);
  if (!root) throw new Error('index.html: no <div id="root"> closing just before </body>');
  if (!entry) throw new Error("index.html: no module script of the app's entry");
  const [, open, loading, close] = root;
  const scripts = [entry[1], ...Array.from(template.matchAll(modulePreload), (match) => match[1])];
  return template
    .replace(modulePreload, "")
    .replace(entryScript, () => `<meta name="app-scripts" content="${scripts.join(" ")}" />\n    `)
    .replace(
      rootElement,
      () =>
        `${open}<div data-prerendered inert>${markup}</div><div data-signed-in-only>${loading?.trim()}</div>${close}`,
    );
}

type PrerenderModule = {
  prerenderedPaths: readonly string[];
  renderPage: (pathname: string) => Promise<string>;
};

/**
 * A Vite plugin that prerenders the pages `src/prerender.tsx` names once the app is built: it
 * builds that module for Node (the app's routes and screens, the same sources), renders each
 * page and writes it beside `index.html`, before the build is precompressed.
 */
export function prerender(): Plugin {
  let root = "";
  let outDir = "";
  let mode = "production";
  return {
    name: "haven:prerender",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        const serverDir = path.join(root, "node_modules", ".prerender");
        try {
          await build({
            configFile: false,
            root,
            mode,
            logLevel: "warn",
            resolve: { alias: workspaceAliases },
            plugins: [react()],
            // Everything bundled: some dependencies' ES builds only resolve through a bundler.
            ssr: { noExternal: true },
            build: {
              ssr: path.join(root, "src/prerender.tsx"),
              outDir: serverDir,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: false,
              sourcemap: false,
              rolldownOptions: { output: { entryFileNames: "prerender.js" } },
            },
          });
          const pages = (await import(
            pathToFileURL(path.join(serverDir, "prerender.js")).href
          )) as PrerenderModule;
          const template = await readFile(path.join(outDir, "index.html"), "utf8");
          await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
          for (const pathname of pages.prerenderedPaths) {
            const html = withPrerendered(template, await pages.renderPage(pathname));
            await writeFile(path.join(outDir, prerenderedFile(pathname)), html);
          }
          this.environment.logger.info(`prerendered ${pages.prerenderedPaths.join(", ")}`);
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
