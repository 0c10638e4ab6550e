import { existsSync } from "node:fs";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { precompressDir } from "./precompress";

const text = (line: string) => line.repeat(50);
const compressible = {
  "index.html": text("<p>Haven</p>\n"),
  "assets/index-abc.js": text("console.log('haven');\n"),
  "assets/index-abc.css": text("body { margin: 0 }\n"),
  "favicon.svg": text("<path d='M0 0'/>\n"),
  "manifest.webmanifest": text('{"name":"Haven"}\n'),
  "data.json": text('{"a":1}\n'),
  "robots.txt": text("User-agent: *\n"),
};
const left = {
  "assets/index-abc.js.map": text('{"mappings":"AAAA"}'),
  "assets/inter-latin.woff2": text("wOF2"),
  "template.pdf": text("%PDF-1.7"),
  ".vite/manifest.json": text('{"src/main.tsx":{}}'),
};

describe("precompressDir", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "haven-precompress-"));
    for (const [name, content] of Object.entries({ ...compressible, ...left })) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), content);
    }
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it("writes a brotli and a gzip copy beside each compressible file, which decompress to it", async () => {
    const done = await precompressDir(dir);
    expect(done.map((entry) => entry.file.split(path.sep).join("/")).sort()).toEqual(
      Object.keys(compressible).sort(),
    );
    for (const [name, content] of Object.entries(compressible)) {
      const file = path.join(dir, name);
      const br = await readFile(`${file}.br`);
      const gz = await readFile(`${file}.gz`);
      expect(br.length).toBeLessThan(content.length);
      expect(gz.length).toBeLessThan(content.length);
      expect(brotliDecompressSync(br).toString()).toBe(content);
      expect(gunzipSync(gz).toString()).toBe(content);
    }
  });

  it("leaves source maps, fonts, PDFs and the build manifest alone", async () => {
    await precompressDir(dir);
    for (const name of Object.keys(left)) {
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(false);
    }
  });

  it("writes no copy that would be larger than the file", async () => {
    await writeFile(path.join(dir, "tiny.txt"), "a");
    const done = await precompressDir(dir);
    expect(done.find((entry) => entry.file === "tiny.txt")).toEqual({
      file: "tiny.txt",
      size: 1,
      br: null,
      gzip: null,
    });
    expect(existsSync(path.join(dir, "tiny.txt.br"))).toBe(false);
    expect(existsSync(path.join(dir, "tiny.txt.gz"))).toBe(false);
  });
});
