import { INVITEE_IMPORT_MESSAGES } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { HttpError } from "../lib/errors";
import { createPdfTextReader } from "../lib/pdf-text";
import { hostilePdf } from "../test/hostile-pdf";
import { readInviteeList } from "./invitee-import";

describe("readInviteeList with PDFs past the reader's limits", { timeout: 120_000 }, () => {
  it("answers 422 PDF_TOO_COMPLEX at a limit and 503 PDF_READER_BUSY when the line is full", async () => {
    // One reader slot, no line: while the first file is read, the second is refused.
    const read = createPdfTextReader({ maxRunning: 1, maxWaiting: 0, timeLimitMs: 1_000 });
    const pdf = await hostilePdf({ kind: "off-page", operators: 300_000 });
    const first = readInviteeList({ name: "first.pdf", data: pdf }, read).catch((error: unknown) => error);
    const second = await readInviteeList({ name: "second.pdf", data: pdf }, read).catch(
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(HttpError);
    expect(second).toMatchObject({
      statusCode: 503,
      code: "PDF_READER_BUSY",
      message: INVITEE_IMPORT_MESSAGES.pdfReaderBusy,
      fieldErrors: { file: INVITEE_IMPORT_MESSAGES.pdfReaderBusy },
      headers: { "retry-after": "30" },
    });
    expect(await first).toMatchObject({
      statusCode: 422,
      code: "PDF_TOO_COMPLEX",
      message: INVITEE_IMPORT_MESSAGES.pdfTooComplex,
      fieldErrors: { file: INVITEE_IMPORT_MESSAGES.pdfTooComplex },
    });
  });
});
