import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

import { freePort } from "./server";

const types: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

export type StaticServer = { url: string; close: () => Promise<void> };

/**
 * Serves a built directory on a free local port. Unknown paths answer 404, or `fallback` (a file
 * of the directory) for a single-page app.
 */
export async function serveDirectory(
  dir: string,
  { fallback }: { fallback?: string } = {},
): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    let file = path.join(dir, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (!file.startsWith(dir) || !isFile(file)) {
      if (!fallback) {
        response.writeHead(404).end();
        return;
      }
      file = path.join(dir, fallback);
    }
    response.setHeader("content-type", types[path.extname(file)] ?? "application/octet-stream");
    createReadStream(file).pipe(response);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
