// @ts-check
/**
 * The worker side of `pdf-text.ts`: reads the text of one untrusted PDF with Mozilla's pdf.js (the
 * legacy build runs in Node without its own worker, canvas or eval), posts one answer and ends.
 * Only text is read: nothing is rendered and no script runs.
 *
 * Plain JavaScript on purpose: Node runs this file as it is, so the same worker loads under `tsx`
 * (npm run dev), under Vitest and from the tsup build (`dist/pdf-text-worker.js`), on every Node
 * version we support, without a TypeScript loader inside the thread.
 *
 * It first says `{ ready: true }` once pdf.js is loaded. The answer is `{ text }`, or `{ failure: "too-complex" }` when the text budget runs out, or
 * `{ failure: "unreadable" }` when pdf.js cannot read the file.
 */
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";

/**
 * @typedef {{ data: Uint8Array; maxPages: number; maxTextItems: number; maxCharacters: number }} Job
 * @typedef {{ text: string } | { failure: "too-complex" | "unreadable" }} Answer
 */

class BudgetExceeded extends Error {}

/**
 * The text of the PDF, line by line; throws `BudgetExceeded` as soon as the pages read so far hold
 * more text items or characters than the job allows, without reading further.
 * @param {Job} job
 * @returns {Promise<string>}
 */
async function readText({ data, maxPages, maxTextItems, maxCharacters }) {
  const document = await pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  }).promise;
  let items = 0;
  let characters = 0;
  try {
    /** @type {string[]} */
    const lines = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
      const page = await document.getPage(number);
      // Streamed, so that the budget is checked while pdf.js is still reading the page's operators
      // (cancelling stops it within one of its time slices), not after it has read them all.
      const reader = page.streamTextContent().getReader();
      // The line is kept as parts and joined once: appending to one long string and asking it
      // whether it ends with a space would copy it again for every item.
      /** @type {string[]} */
      let parts = [];
      let endsWithSpace = true;
      /** @type {number | null} */
      let lineY = null;
      const endLine = () => {
        if (parts.length > 0) lines.push(parts.join(""));
        parts = [];
        endsWithSpace = true;
        lineY = null;
      };
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const item of value.items) {
          items += 1;
          if (!("str" in item)) continue;
          characters += item.str.length;
          if (items > maxTextItems || characters > maxCharacters) {
            // pdf.js wants an Error as the reason; the main thread terminates the worker anyway.
            const exceeded = new BudgetExceeded();
            await reader.cancel(exceeded);
            throw exceeded;
          }
          const y = /** @type {number} */ (item.transform[5]);
          // A new line where the baseline moves, or where pdf.js marks an end of line.
          if (lineY !== null && Math.abs(y - lineY) > 2) endLine();
          if (item.str) {
            if (!endsWithSpace) parts.push(" ");
            parts.push(item.str);
            endsWithSpace = item.str.endsWith(" ");
          }
          lineY = y;
          if (item.hasEOL) endLine();
        }
      }
      endLine();
      page.cleanup();
    }
    return lines.map((line) => line.replace(/\s+/g, " ").trim()).join("\n");
  } finally {
    await document.destroy();
  }
}

/**
 * Lowers this thread's scheduling priority (on Linux a thread has an id of its own that
 * `setpriority` takes), so that when the cores are contended the server's main thread, which
 * answers every other request, goes first. Elsewhere the thread keeps the process's priority.
 */
function yieldToTheMainThread() {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (threadId > 0) setPriority(threadId, 10);
  } catch {
    // No /proc/thread-self (not Linux): nothing to lower.
  }
}

yieldToTheMainThread();
// Without DecompressionStream pdf.js inflates streams in JavaScript, in this thread. With it,
// Node inflates them on the process's shared libuv thread pool, outside this worker's limits,
// and what a terminated worker was inflating stayed in the process (hundreds of MB each time).
Reflect.deleteProperty(globalThis, "DecompressionStream");
const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
// pdf.js is loaded: the main thread starts the reading clock now, before the file is looked at.
parentPort?.postMessage({ ready: true });
/** @type {Answer} */
let answer;
try {
  answer = { text: await readText(/** @type {Job} */ (workerData)) };
} catch (error) {
  // A stack or array that outgrows its limits is the file's complexity too, not a broken file.
  answer = {
    failure: error instanceof BudgetExceeded || error instanceof RangeError ? "too-complex" : "unreadable",
  };
}
parentPort?.postMessage(answer);
