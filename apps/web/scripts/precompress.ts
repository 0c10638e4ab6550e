import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts and PDFs are compressed already. */
const compressible = /\.(html|js|css|svg|json|webmanifest|txt)$/;

export type Precompressed = { file: string; size: number; br: number | null; gzip: number | null };

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // `.vite/` holds the build manifest, which is read at build time and never served.
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile() && compressible.test(entry.name)) yield full;
  }
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip, level 9) beside every compressible
 * file under `dir`, so the server sends them as they are instead of compressing each request.
 * A copy that would not be smaller than the file is not written: the server then sends the file.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const done: Precompressed[] = [];
  for await (const file of filesUnder(dir)) {
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    const keep = async (copy: Buffer, extension: string) => {
      if (copy.length >= bytes.length) return null;
      await writeFile(`${file}${extension}`, copy);
      return copy.length;
    };
    done.push({
      file: path.relative(dir, file),
      size: bytes.length,
      br: await keep(br, ".br"),
      gzip: await keep(gz, ".gz"),
    });
  }
  return done;
}

/** A Vite plugin that precompresses the whole build output (its public files too) once written. */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "haven:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      order: "post",
      async handler() {
        const files = await precompressDir(outDir);
        const sum = (pick: (file: Precompressed) => number | null) =>
          files.reduce((total, file) => total + (pick(file) ?? file.size), 0);
        this.environment.logger.info(
          `precompressed ${files.length} files: ${kb(sum((f) => f.size))} → ${kb(sum((f) => f.br))} brotli, ${kb(sum((f) => f.gzip))} gzip`,
        );
      },
    },
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
