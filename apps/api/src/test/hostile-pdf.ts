import { once } from "node:events";
import { createDeflate } from "node:zlib";

import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";

/**
 * PDFs that attack a text reader, small on the wire and costly to read (issue 12): every page's
 * `/Contents` points at one shared content stream, so the reader pays for it once per page.
 * - `text-items`: `operators` runs of text, each drawn back at the same place on the page, so the
 *   reader gets a text item for every one of them (what the text budget stops);
 * - `off-page`: `operators` glyphs marching off the page, which pdf.js reads and drops, so no text
 *   item comes out and only the clock stops it;
 * - `inflated`: a stream that inflates to `megabytes` of blanks (what the memory watch stops).
 */
export async function hostilePdf(
  options:
    | { kind: "text-items" | "off-page"; operators: number; pages?: number }
    | { kind: "inflated"; megabytes: number; pages?: number },
): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const context = document.context;
  let contents;
  if (options.kind === "inflated") {
    contents = context.stream(await deflatedBlanks(options.megabytes), { Filter: "FlateDecode" });
  } else {
    const operator = options.kind === "text-items" ? "1 0 0 1 50 700 Tm (abc) Tj\n" : "(a) Tj\n";
    contents = context.flateStream(`BT /F1 12 Tf 50 700 Td\n${operator.repeat(options.operators)}ET\n`);
  }
  const contentsRef = context.register(contents);
  for (let index = 0; index < (options.pages ?? 20); index += 1) {
    const page = document.addPage([595, 842]);
    page.node.setFontDictionary(PDFName.of("F1"), font.ref);
    page.node.set(PDFName.of("Contents"), contentsRef);
  }
  return Buffer.from(await document.save());
}

/** `megabytes` of spaces, deflated a megabyte at a time (never held whole). */
async function deflatedBlanks(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = once(deflate, "end");
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let index = 0; index < megabytes; index += 1) {
    if (!deflate.write(block)) await once(deflate, "drain");
  }
  deflate.end();
  await ended;
  return Buffer.concat(chunks);
}
