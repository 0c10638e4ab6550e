import { readdir, readFile } from "node:fs/promises";

import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";

import { hostilePdf } from "../test/hostile-pdf";
import {
  createPdfTextReader,
  DEFAULT_PDF_TEXT_LIMITS,
  pdfTextStartChannel,
  pdfTextWorkersAlive,
  readPdfTextInWorker,
  type PdfTextError,
  type PdfTextLimits,
} from "./pdf-text";

/** A PDF whose pages hold these lines of text. */
async function pdfWithPages(pages: string[][]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = document.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 24, size: 12, font }));
  }
  return Buffer.from(await document.save());
}

const limits = (overrides: Partial<PdfTextLimits>) => ({ ...DEFAULT_PDF_TEXT_LIMITS, ...overrides });

/** The `PdfTextError` a read was refused with. */
async function refusal(read: Promise<string>): Promise<PdfTextError> {
  try {
    await read;
  } catch (error) {
    return error as PdfTextError;
  }
  throw new Error("the PDF was read");
}

// Reading in workers on a busy machine takes seconds; nothing here measures time. Each test gets
// the describe's two minutes, longer than a worker's 30 s start-up plus the longest reading clock
// a test gives (60 s): a worker reads at a lower priority, so a loaded machine slows it the most.
describe("reading PDF text in a worker", { timeout: 120_000 }, () => {
  it("reads an honest PDF line by line, every page, in a worker that is gone afterwards", async () => {
    const pdf = await pdfWithPages([
      ["My clients", "Ada Lovelace ada@example.com"],
      ["Grace Hopper +1 555 010 2030"],
    ]);
    await expect(readPdfTextInWorker(pdf)).resolves.toBe(
      "My clients\nAda Lovelace ada@example.com\nGrace Hopper +1 555 010 2030",
    );
    expect(pdfTextWorkersAlive()).toBe(0);
  });

  it("reads only the first pages of a long file", async () => {
    const pdf = await pdfWithPages([["one"], ["two"], ["three"]]);
    await expect(readPdfTextInWorker(pdf, limits({ maxPages: 2 }))).resolves.toBe("one\ntwo");
  });

  it("answers unreadable for a file pdf.js cannot read", async () => {
    const error = await refusal(readPdfTextInWorker(Buffer.from("%PDF-1.7\nnot really")));
    expect(error.reason).toBe("unreadable");
    expect(pdfTextWorkersAlive()).toBe(0);
  });

  it("stops at the text budget, long before the clock", async () => {
    // 20 pages × 20,000 text items; the budget is 1,000, the clock a minute.
    const pdf = await hostilePdf({ kind: "text-items", operators: 20_000 });
    const error = await refusal(
      readPdfTextInWorker(pdf, limits({ maxTextItems: 1_000, timeLimitMs: 60_000 })),
    );
    expect(error).toMatchObject({ reason: "too-complex", limit: "budget" });
    expect(pdfTextWorkersAlive()).toBe(0);

    const characters = await refusal(
      readPdfTextInWorker(pdf, limits({ maxCharacters: 3_000, timeLimitMs: 60_000 })),
    );
    expect(characters).toMatchObject({ reason: "too-complex", limit: "budget" });
  });

  it("terminates a worker that is still reading when the clock runs out", async () => {
    // Glyphs that run off the page give pdf.js work but no text item: only the clock stops it.
    const pdf = await hostilePdf({ kind: "off-page", operators: 300_000 });
    let settled = false;
    const read = readPdfTextInWorker(pdf, limits({ timeLimitMs: 300 })).finally(() => (settled = true));
    // The main thread stays free while the worker reads.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    const error = await refusal(read);
    expect(error).toMatchObject({ reason: "too-complex", limit: "time" });
    expect(pdfTextWorkersAlive()).toBe(0);
  });

  it("gives start-up a clock of its own, which refuses as `start` when the worker cannot load in time", async () => {
    const pdf = await pdfWithPages([["Ada Lovelace ada@example.com"]]);
    const error = await refusal(readPdfTextInWorker(pdf, limits({ startLimitMs: 1, timeLimitMs: 60_000 })));
    expect(error).toMatchObject({ reason: "too-complex", limit: "start" });
    expect(pdfTextWorkersAlive()).toBe(0);
  });

  it.runIf(process.platform === "linux")(
    "reads at a lower priority than the main thread, which keeps its own",
    async () => {
      /** The nice value of each thread of this process (field 19 of /proc/self/task/<id>/stat). */
      const niceValues = async () => {
        const threads = await readdir("/proc/self/task");
        const stats = await Promise.all(
          threads.map((id) => readFile(`/proc/self/task/${id}/stat`, "utf8").catch(() => "")),
        );
        return stats
          .filter(Boolean)
          .map((stat) => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]));
      };
      const pdf = await hostilePdf({ kind: "off-page", operators: 300_000 });
      let settled = false;
      const read = refusal(readPdfTextInWorker(pdf, limits({ timeLimitMs: 5_000 }))).finally(
        () => (settled = true),
      );
      let lowered = false;
      while (!settled && !lowered) {
        lowered = (await niceValues()).includes(10);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await read;
      expect(lowered).toBe(true);
      const main = await readFile("/proc/self/stat", "utf8");
      expect(Number(main.slice(main.lastIndexOf(")") + 2).split(" ")[16])).toBe(0);
    },
  );

  it("ends a worker whose heap outgrows its limit, and the process goes on", async () => {
    const honest = await pdfWithPages([["Ada Lovelace ada@example.com"]]);
    await expect(readPdfTextInWorker(honest, limits({ memoryMb: 16 }))).resolves.toBe(
      "Ada Lovelace ada@example.com",
    );
    const pdf = await hostilePdf({ kind: "text-items", operators: 200_000 });
    const error = await refusal(
      readPdfTextInWorker(
        pdf,
        limits({ memoryMb: 16, timeLimitMs: 60_000, maxTextItems: Infinity, maxCharacters: Infinity }),
      ),
    );
    expect(error).toMatchObject({ reason: "too-complex", limit: "memory" });
    expect((error.cause as { code?: string }).code).toBe("ERR_WORKER_OUT_OF_MEMORY");
    expect(pdfTextWorkersAlive()).toBe(0);
  });

  it("ends a worker whose inflated streams grow the process past its limit", async () => {
    // About 600 kB that inflate to 600 MB, outside the V8 heap.
    const pdf = await hostilePdf({ kind: "inflated", megabytes: 600 });
    const before = process.memoryUsage.rss();
    const error = await refusal(
      readPdfTextInWorker(pdf, limits({ processGrowthMb: 192, timeLimitMs: 60_000 })),
    );
    expect(error).toMatchObject({ reason: "too-complex", limit: "memory" });
    expect(pdfTextWorkersAlive()).toBe(0);
    // What the worker inflated went with it: the process does not keep the 192 MB it grew by.
    expect(process.memoryUsage.rss() - before).toBeLessThan(96 * 1024 * 1024);
  });
});

describe("the PDF reader's line", { timeout: 120_000 }, () => {
  it("runs at most maxRunning workers, queues maxWaiting files and refuses the next at once", async () => {
    const read = createPdfTextReader({ maxRunning: 1, maxWaiting: 1 });
    const [one, two, three, four] = await Promise.all(
      ["one", "two", "three", "four"].map((text) => pdfWithPages([[text]])),
    );
    const events: string[] = [];
    const starts: unknown[] = [];
    // At each start: the reader's counts, and the worker threads still alive (none: the first
    // file's worker is gone before the second file's starts).
    const onStart = (message: unknown) =>
      starts.push({ ...(message as object), alive: pdfTextWorkersAlive() });
    pdfTextStartChannel.subscribe(onStart);
    try {
      // Asked one after the other: the first takes the only slot, the second waits, the third
      // finds the line full.
      const first = read(one!).then((text) => events.push(`first: ${text}`));
      const second = read(two!).then((text) => events.push(`second: ${text}`));
      const third = refusal(read(three!)).then((error) => events.push(`third: ${error.reason}`));
      await Promise.all([first, second, third]);
      expect(events).toEqual(["third: busy", "first: one", "second: two"]);
      expect(starts).toEqual([
        { running: 1, waiting: 0, alive: 0 },
        { running: 1, waiting: 0, alive: 0 },
      ]);
      expect(pdfTextWorkersAlive()).toBe(0);
      // The slot is free again.
      await expect(read(four!)).resolves.toBe("four");
    } finally {
      pdfTextStartChannel.unsubscribe(onStart);
    }
  });
});
