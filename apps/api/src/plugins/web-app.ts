import { existsSync } from "node:fs";
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

/**
 * Serves the built web app. Its build writes a brotli (`.br`) and a gzip (`.gz`) copy beside each
 * compressible file; the copy the browser accepts is sent as it is, with `Content-Encoding` and
 * `Vary: Accept-Encoding`, so no request pays for compression. Hashed files under `/assets` are
 * cached for good; the page (`index.html`, also the answer for every client-side route) is
 * revalidated on each visit so a new release is seen at once.
 */
export async function webApp(app: FastifyInstance, options: WebAppOptions) {
  const { root, production, isApiPath } = options;
  if (!existsSync(path.join(root, "index.html"))) {
    if (production) app.log.warn({ webDistDir: root }, "no built web app found; only the API is served");
    return;
  }

  const assetsDir = `${path.sep}assets${path.sep}`;
  await app.register(fastifyStatic, {
    root,
    // One route per file of the build, found at start-up.
    wildcard: false,
    index: false,
    preCompressed: true,
    // The compressed copies are chosen by the request's Accept-Encoding, not asked for by name;
    // source maps stay with developers.
    globIgnore: ["**/*.br", "**/*.gz", ...(production ? ["**/*.map"] : [])],
    setHeaders: (reply, filePath) => {
      if (filePath.includes(assetsDir)) reply.header("cache-control", immutable);
      else if (/[/\\]index\.html(\.br|\.gz)?$/.test(filePath)) reply.header("cache-control", "no-cache");
    },
  });

  // Any other page path is a client-side route and answers with the app's page. Unknown /api
  // paths stay JSON 404s, and so do missing build files (and source maps in production).
  app.get("/*", { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (isApiPath(request.url) || isBuildFilePath(pathname)) return reply.callNotFound();
    return reply.sendFile("index.html");
  });
}
