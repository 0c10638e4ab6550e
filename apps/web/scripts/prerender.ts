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

/** What the build manifest (`.vite/manifest.json`) says of a chunk. */
type ManifestChunk = { file: string };

/** The chunk, as served (`/assets/…`), that the build made of a lazily loaded module. */
export function chunkOf(manifest: Record<string, ManifestChunk>, module: string): string {
  const chunk = manifest[module];
  if (!chunk) throw new Error(`the build manifest has no chunk for ${module}`);
  return `/${chunk.file}`;
}

/**
 * The app's page with `markup` as the first screen: shown to a visitor before any script has
 * run, and inert (nothing in it can be focused, typed into or clicked) until the app hydrates it.
 * The page's loading screen stays for a signed-in person (public/boot.js, styles.css), whom the
 * app takes home. The page asks for no script itself: public/boot.js imports the modules listed in
 * `<meta name="app-modules">` once the page is painted, the app's entry and `pageModule` (the
 * page's own lazy chunk) side by side; the browser fetches what each imports.
 */
export function withPrerendered(template: string, markup: string, pageModule?: string): string {
  const root = rootElement.exec(template);
  const entry = entryScript.exec(template);
  if (!root) throw new Error('index.html: no <div id="root"> closing just before </body>');
  if (!entry) throw new Error("index.html: no module script of the app's entry");
  const [, open, loading, close] = root;
  const modules = [entry[1], ...(pageModule ? [pageModule] : [])];
  return template
    .replace(modulePreload, "")
    .replace(entryScript, () => `<meta name="app-modules" content="${modules.join(" ")}" />\n    `)
    .replace(
      rootElement,
      () =>
        `${open}<div data-prerendered inert>${markup}</div><div data-signed-in-only>${loading?.trim()}</div>${close}`,
    );
}

type PrerenderModule = {
  prerenderedPages: readonly { path: string; module: string }[];
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
          const manifest = JSON.parse(
            await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8"),
          ) as Record<string, ManifestChunk>;
          await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
          for (const { path: pathname, module } of pages.prerenderedPages) {
            const markup = await pages.renderPage(pathname);
            const html = withPrerendered(template, markup, chunkOf(manifest, module));
            await writeFile(path.join(outDir, prerenderedFile(pathname)), html);
          }
          this.environment.logger.info(
            `prerendered ${pages.prerenderedPages.map((page) => page.path).join(", ")}`,
          );
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
