import { channel } from "node:diagnostics_channel";
import { Worker } from "node:worker_threads";

/**
 * Limits on reading one untrusted PDF. A file that reaches any of them is refused as too complex.
 * The defaults read any honest invitee list (at most 500 people) with room to spare.
 */
export type PdfTextLimits = {
  /**
   * Wall-clock time for reading the file, from the moment the worker has loaded pdf.js and is
   * given the file; the worker is then terminated. Only this part depends on the file.
   */
  timeLimitMs: number;
  /**
   * Wall-clock time for starting the worker and loading pdf.js, before the file is looked at. It
   * does not depend on the file, only on how busy the machine is, so it is generous: a loaded
   * machine once took longer than the whole reading budget just to start.
   */
  startLimitMs: number;
  /** The worker's V8 heap (old generation); its young generation gets a quarter, at most 32 MB. */
  memoryMb: number;
  /**
   * How much the process's resident memory may grow while the read runs. Decoded streams live in
   * ArrayBuffers, outside the V8 heap that `memoryMb` limits (a 1 MB upload can inflate to 1 GB),
   * so the main thread watches the process and ends the worker past this.
   */
  processGrowthMb: number;
  /** The worker's stack. */
  stackMb: number;
  /** Pages read; the rest of a longer file is ignored, as before. */
  maxPages: number;
  /** Text items (pdf.js's runs of text) over all pages read. */
  maxTextItems: number;
  /** Characters of text over all pages read. */
  maxCharacters: number;
};

export const DEFAULT_PDF_TEXT_LIMITS: PdfTextLimits = {
  timeLimitMs: 5_000,
  startLimitMs: 30_000,
  memoryMb: 128,
  processGrowthMb: 256,
  stackMb: 4,
  maxPages: 20,
  maxTextItems: 50_000,
  maxCharacters: 500_000,
};

/**
 * Why a PDF gave no text: `unreadable` (not a PDF pdf.js can read), `too-complex` (it reached a
 * limit: the budget, the clock or the memory, or the worker died reading it) or `busy` (too many
 * PDFs are being read already).
 */
export type PdfTextFailure = "unreadable" | "too-complex" | "busy";

export class PdfTextError extends Error {
  constructor(
    readonly reason: PdfTextFailure,
    /** What was reached, for logs and tests: `budget`, `time`, `start`, `memory`, `crash`, `queue`… */
    readonly limit?: string,
    options?: ErrorOptions,
  ) {
    super(`PDF text: ${reason}${limit ? ` (${limit})` : ""}`, options);
    this.name = "PdfTextError";
  }
}

/** How often the main thread looks at the process's memory while a worker reads. */
const MEMORY_CHECK_MS = 20;

/** Published when a read starts in its worker (`{ running, waiting }`), for tests and diagnostics. */
export const pdfTextStartChannel = channel("haven:pdf-text:start");

/**
 * The worker's file, beside this module in the sources (tsx, Vitest) and beside `main.js` in the
 * tsup build, which bundles this module into it and builds the worker as its own entry.
 */
const workerUrl = new URL("./pdf-text-worker.js", import.meta.url);

let workersAlive = 0;
/** Worker threads started by this module that have not exited yet. */
export const pdfTextWorkersAlive = () => workersAlive;

/** The worker says `ready` once pdf.js is loaded, then gives one answer. */
type WorkerMessage = { ready: true } | { text: string } | { failure: "too-complex" | "unreadable" };

/**
 * Reads the text of one PDF in a worker thread of its own, started for this file and ended with
 * it, under `limits`. Never throws anything but a `PdfTextError`.
 */
export function readPdfTextInWorker(
  data: Uint8Array,
  limits: PdfTextLimits = DEFAULT_PDF_TEXT_LIMITS,
): Promise<string> {
  // The worker gets its own copy (a plain Uint8Array: pdf.js refuses Buffers), moved, not cloned.
  const copy = new Uint8Array(data);
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(workerUrl, {
        workerData: {
          data: copy,
          maxPages: limits.maxPages,
          maxTextItems: limits.maxTextItems,
          maxCharacters: limits.maxCharacters,
        },
        transferList: [copy.buffer],
        resourceLimits: {
          maxOldGenerationSizeMb: limits.memoryMb,
          maxYoungGenerationSizeMb: Math.max(1, Math.min(32, Math.floor(limits.memoryMb / 4))),
          stackSizeMb: limits.stackMb,
        },
        // Nothing is inherited from the parent's command line (a test runner's or a loader's flags).
        execArgv: [],
      });
    } catch (error) {
      reject(new PdfTextError("too-complex", "crash", { cause: error }));
      return;
    }
    workersAlive += 1;
    worker.once("exit", () => (workersAlive -= 1));
    let outcome: (() => void) | undefined;
    // The answer is given once the thread is gone, so that no worker outlives its job.
    const settle = (then: () => void) => {
      if (outcome) return;
      outcome = then;
      clearTimeout(clock);
      clearInterval(memoryCheck);
      void worker.terminate().finally(() => outcome!());
    };
    // First the start-up clock; the reading clock starts when the worker is ready.
    let clock = setTimeout(
      () => settle(() => reject(new PdfTextError("too-complex", "start"))),
      limits.startLimitMs,
    );
    const rssLimit = process.memoryUsage.rss() + limits.processGrowthMb * 1024 * 1024;
    const memoryCheck = setInterval(() => {
      if (process.memoryUsage.rss() > rssLimit)
        settle(() => reject(new PdfTextError("too-complex", "memory")));
    }, MEMORY_CHECK_MS);
    worker.on("message", (answer: WorkerMessage) => {
      if ("ready" in answer) {
        clearTimeout(clock);
        if (!outcome)
          clock = setTimeout(
            () => settle(() => reject(new PdfTextError("too-complex", "time"))),
            limits.timeLimitMs,
          );
        return;
      }
      settle(() =>
        "text" in answer
          ? resolve(answer.text)
          : reject(new PdfTextError(answer.failure, answer.failure === "too-complex" ? "budget" : undefined)),
      );
    });
    worker.on("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          new PdfTextError("too-complex", error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "memory" : "crash", {
            cause: error,
          }),
        ),
      ),
    );
    worker.on("exit", (code) => settle(() => reject(new PdfTextError("too-complex", `exit ${code}`))));
  });
}

export type PdfTextReaderOptions = Partial<PdfTextLimits> & {
  /** Workers reading at once (each is one busy core at most). */
  maxRunning?: number;
  /** Files waiting for a worker; one more is refused as `busy`. */
  maxWaiting?: number;
};

/**
 * A reader of untrusted PDFs that keeps every file off the main thread: at most `maxRunning`
 * workers at once, each under the limits, and at most `maxWaiting` files in line (first come,
 * first served); the next one is refused at once with `busy` rather than piling up.
 */
export function createPdfTextReader({
  maxRunning = 2,
  maxWaiting = 4,
  ...overrides
}: PdfTextReaderOptions = {}): (data: Uint8Array) => Promise<string> {
  const limits = { ...DEFAULT_PDF_TEXT_LIMITS, ...overrides };
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (data) => {
    if (running < maxRunning) running += 1;
    else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new PdfTextError("busy", "queue");
    try {
      if (pdfTextStartChannel.hasSubscribers)
        pdfTextStartChannel.publish({ running, waiting: waiting.length });
      return await readPdfTextInWorker(data, limits);
    } finally {
      // The slot goes straight to the next file in line, if any.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** The process's reader of uploaded PDFs, with the default limits. */
export const pdfText = createPdfTextReader();
