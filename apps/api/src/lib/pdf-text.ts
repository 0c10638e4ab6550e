/**
 * The text of a PDF, line by line, read with Mozilla's pdf.js (the legacy build runs in Node
 * without a worker, canvas or eval). Only text is read: nothing is rendered and no script runs.
 */
export async function pdfText(data: Uint8Array, { maxPages = 20 } = {}): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await pdfjs.getDocument({
    // pdf.js takes a plain Uint8Array (not a Buffer) and may detach it: hand it a copy.
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  }).promise;
  try {
    const lines: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = "";
      let lineY: number | null = null;
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const y = item.transform[5] as number;
        // A new line where the baseline moves, or where pdf.js marks an end of line.
        if (lineY !== null && Math.abs(y - lineY) > 2) {
          lines.push(line);
          line = "";
        }
        line += line && item.str && !line.endsWith(" ") ? ` ${item.str}` : item.str;
        lineY = y;
        if (item.hasEOL) {
          lines.push(line);
          line = "";
          lineY = null;
        }
      }
      if (line) lines.push(line);
      page.cleanup();
    }
    return lines.map((line) => line.replace(/\s+/g, " ").trim()).join("\n");
  } finally {
    await document.destroy();
  }
}
