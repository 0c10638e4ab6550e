import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export type WebAppOptions = {
  /** The built web app: `index.html`, `assets/…` and the files of its public folder. */
  root: string;
  /** Production serves no source maps. */
  production: boolean;
  /** Paths of the API: they never answer with the page. */
  isApiPath: (url: string) => boolean;
};

/** Build outputs, never pages: a missing one is a 404, not the app's page with a 200. */
const isBuildFilePath = (pathname: string) => pathname.startsWith("/assets/") || pathname.endsWith(".map");

const immutable = "public, max-age=31536000, immutable";

/** Where the web app's build keeps its prerendered pages (apps/web/scripts/prerender.ts). */
const PRERENDERED_DIR = "pages";

/**
 * The prerendered pages of the build, by the path they answer: `pages/register.html` is
 * `/register`, `pages/a__b.html` would be `/a/b`.
 */
function prerenderedPages(root: string): Map<string, string> {
  const dir = path.join(root, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith(".html"))
      .map((name) => [
        `/${name.slice(0, -".html".length).replaceAll("__", "/")}`,
        `${PRERENDERED_DIR}/${name}`,
      ]),
  );
}

/**
 * Serves the built web app. Its build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each
 * compressible file; the copy the browser accepts is sent as it is, with `Content-Encoding` and
 * `Vary: Accept-Encoding`, so no request pays for compression. Hashed files under `/assets` are
 * cached for good; the page (`index.html`, also the answer for every client-side route) is
 * revalidated on each visit so a new release is seen at once. A path the build prerendered
 * (`/register`, `/auth`), asked for without a query, answers with its own page: the same app with
 * that page's first screen already in it.
 */
export async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const { root, production, isApiPath } = options;
  if (!existsSync(path.join(root, "index.html"))) {
    if (production) app.log.warn({ webDistDir: root }, "no built web app found; only the API is served");
    return;
  }

  const assetsDir = `${path.sep}assets${path.sep}`;
  const pages = prerenderedPages(root);
  await app.register(fastifyStatic, {
    root,
    // One route per file of the build, found at start-up.
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are chosen by the request's Accept-Encoding, not asked for by name;
    // source maps stay with developers; prerendered pages answer their own paths only.
    globIgnore: ["**/*.br", "**/*.gz", `${PRERENDERED_DIR}/**`, ...(production ? ["**/*.map"] : [])],
    setHeaders: (reply, filePath) => {
      if (filePath.includes(assetsDir)) reply.header("cache-control", immutable);
      else if (/\.html(\.br|\.gz)?$/.test(filePath)) reply.header("cache-control", "no-cache");
    },
  });

  // Any other page path is a client-side route and answers with the app's page. Unknown /api
  // paths stay JSON 404s, and so do missing build files (and source maps in production).
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (isApiPath(request.url) || isBuildFilePath(pathname)) return reply.callNotFound();
    // A prerendered page is the page as a visitor arriving without parameters sees it.
    const prerendered = pathname === request.url ? pages.get(pathname) : undefined;
    return reply.sendFile(prerendered ?? "index.html");
  });
}
