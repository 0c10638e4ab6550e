import { mkdtemp, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";

// A small build of the web app, as `vite build` and its precompression leave it.
const files = {
  "index.html": `<!doctype html><title>Haven</title><script type="module" src="/assets/index-abc123.js"></script><div id=root></div>${"<!-- page -->".repeat(40)}`,
  "assets/index-abc123.js": `export const greeting = "Welcome to Haven";\n${"console.log(greeting);\n".repeat(60)}//# sourceMappingURL=index-abc123.js.map\n`,
  "assets/index-abc123.js.map": JSON.stringify({
    version: 3,
    sources: ["../src/main.tsx"],
    mappings: "AAAA",
  }),
  "assets/index-def456.css": `:root { --primary: #0f766e; }\n${"body { margin: 0; }\n".repeat(60)}`,
  "assets/inter-latin-000.woff2": "wOF2 not compressible",
  // A page the build prerendered: the app with the log-in page's first screen in it.
  "pages/auth.html": `<!doctype html><title>Haven</title><div id=root><h1>Log in</h1></div>${"<!-- page -->".repeat(40)}`,
};
const compressed = ["index.html", "pages/auth.html", "assets/index-abc123.js", "assets/index-def456.css"];

const pages = [
  { name: "a client-side route", url: "/register?invite=1", file: "index.html", type: "text/html" },
  { name: "the page itself", url: "/index.html", file: "index.html", type: "text/html" },
  { name: "a prerendered page", url: "/auth", file: "pages/auth.html", type: "text/html" },
  { name: "a JS asset", url: "/assets/index-abc123.js", file: "assets/index-abc123.js", type: "javascript" },
  { name: "a CSS asset", url: "/assets/index-def456.css", file: "assets/index-def456.css", type: "text/css" },
] as const;

let webDistDir: string;
let server: TestApp;
let production: TestApp;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), "haven-web-"));
  await mkdir(path.join(webDistDir, "assets"));
  await mkdir(path.join(webDistDir, "pages"));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(webDistDir, name), text);
  for (const name of compressed) {
    const bytes = Buffer.from(files[name as keyof typeof files]);
    await writeFile(path.join(webDistDir, `${name}.br`), brotliCompressSync(bytes));
    await writeFile(path.join(webDistDir, `${name}.gz`), gzipSync(bytes));
  }
  server = await createTestApp({ config: { webDistDir } });
  production = await createTestApp({
    config: { webDistDir, nodeEnv: "production" },
    database: server.database,
  });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await production?.close();
  await server?.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const get = (app: TestApp, url: string, acceptEncoding?: string) =>
  app.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe.each(pages)("$name", ({ url, file, type }) => {
  const original = Buffer.from(files[file]);

  it("is sent as its brotli copy when brotli is accepted", async () => {
    const response = await get(server, url, "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toContain(type);
    expect(response.headers.vary).toContain("accept-encoding");
    const { size } = await stat(path.join(webDistDir, `${file}.br`));
    expect(Number(response.headers["content-length"])).toBe(size);
    expect(response.rawPayload.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(response.rawPayload)).toEqual(original);
  });

  it("is sent as its gzip copy when only gzip is accepted", async () => {
    const response = await get(server, url, "gzip, deflate");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toContain(type);
    expect(response.headers.vary).toContain("accept-encoding");
    const { size } = await stat(path.join(webDistDir, `${file}.gz`));
    expect(Number(response.headers["content-length"])).toBe(size);
    expect(gunzipSync(response.rawPayload)).toEqual(original);
  });

  it("is sent as it is when no compression is accepted", async () => {
    for (const acceptEncoding of [undefined, "identity"]) {
      const response = await get(server, url, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["content-type"]).toContain(type);
      expect(response.headers.vary).toContain("accept-encoding");
      expect(Number(response.headers["content-length"])).toBe(original.length);
      expect(response.rawPayload).toEqual(original);
    }
  });
});

describe("caching", () => {
  it("keeps hashed assets for good, whichever copy is sent", async () => {
    for (const acceptEncoding of ["br", "gzip", undefined]) {
      for (const url of ["/assets/index-abc123.js", "/assets/index-def456.css"]) {
        const response = await get(server, url, acceptEncoding);
        expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      }
    }
  });

  it("revalidates the page on every visit, whichever copy is sent", async () => {
    for (const acceptEncoding of ["br", "gzip", undefined]) {
      for (const url of ["/", "/register", "/index.html", "/auth"]) {
        const response = await get(server, url, acceptEncoding);
        expect(response.headers["content-type"]).toContain("text/html");
        expect(response.headers["cache-control"]).toBe("no-cache");
      }
    }
  });
});

describe("prerendered pages", () => {
  it("answer their own path without a query only: otherwise the app's page, and the file has no address", async () => {
    for (const url of ["/auth?next=%2Fsaved", "/auth/", "/auth/more", "/pages/auth.html", "/register"]) {
      const response = await get(server, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(files["index.html"]);
    }
  });
});

describe("files that are not pages", () => {
  it("sends a file without a compressed copy as it is, even when brotli is accepted", async () => {
    const response = await get(server, "/assets/inter-latin-000.woff2", "br, gzip");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-type"]).toBe("font/woff2");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(response.body).toBe(files["assets/inter-latin-000.woff2"]);
  });

  it("answers a missing build file with a 404, not the page", async () => {
    for (const url of [
      "/assets/index-old999.js",
      "/assets/index-abc123.js.br",
      "/assets/index-abc123.js.gz",
    ]) {
      const response = await get(server, url, "br");
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("keeps unknown API paths JSON 404s", async () => {
    const response = await get(server, "/api/nothing-here", "br");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "No route for GET /api/nothing-here", code: "NOT_FOUND" });
  });
});

describe("source maps", () => {
  it("are served to developers outside production", async () => {
    const response = await get(server, "/assets/index-abc123.js.map");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(files["assets/index-abc123.js.map"]);
  });

  it("are a 404 in production, while the rest of the build is served", async () => {
    for (const acceptEncoding of ["br", undefined]) {
      const map = await get(production, "/assets/index-abc123.js.map", acceptEncoding);
      expect(map.statusCode).toBe(404);
      expect(map.json()).toMatchObject({ code: "NOT_FOUND" });
      expect(map.body).not.toContain("mappings");
    }
    const script = await get(production, "/assets/index-abc123.js", "br");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-encoding"]).toBe("br");
    const page = await get(production, "/register", "br");
    expect(page.statusCode).toBe(200);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(files["index.html"]);
  });
});
