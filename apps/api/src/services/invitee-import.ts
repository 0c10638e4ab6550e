import {
  findInviteesInText,
  INVITEE_IMPORT_MESSAGES,
  readInviteeCsvRows,
  type InviteeImportResponse,
} from "@pkg/contracts";

import { HttpError } from "../lib/errors";
import { pdfText, PdfTextError } from "../lib/pdf-text";

export type InviteeListFile = { name: string; data: Buffer };

const isPdf = (data: Buffer) => data.subarray(0, 5).toString("latin1") === "%PDF-";

/**
 * Reads an invitee list (decisions.md): a CSV of `name,email,phone` rows, or a PDF in which every
 * line with an e-mail address or a phone number is a person. Nothing is stored or sent: the rows
 * go back to the practitioner to review. PDFs are read by `readPdfText` (the process's reader).
 */
export async function readInviteeList(
  file: InviteeListFile,
  readPdfText: (data: Uint8Array) => Promise<string> = pdfText,
): Promise<InviteeImportResponse> {
  const extension = file.name.toLowerCase().split(".").pop();
  let invitees: InviteeImportResponse["invitees"];
  if (isPdf(file.data)) {
    invitees = findInviteesInText(await readPdf(file.data, readPdfText));
  } else if (extension === "csv" && isText(file.data)) {
    invitees = readInviteeCsvRows(file.data.toString("utf8"));
  } else {
    throw new HttpError(415, "UNSUPPORTED_FILE_TYPE", INVITEE_IMPORT_MESSAGES.wrongType, {
      file: INVITEE_IMPORT_MESSAGES.wrongType,
    });
  }
  if (invitees.length === 0) {
    const message = INVITEE_IMPORT_MESSAGES.noneFound(file.name);
    throw new HttpError(422, "NO_INVITEES_FOUND", message, { file: message });
  }
  return { fileName: file.name, invitees };
}

/**
 * The text of an uploaded PDF, read off the main thread under limits (`lib/pdf-text.ts`): a file
 * that reaches one is refused as too complex; when every reader is taken and the line of files
 * waiting for one is full, the upload is refused at once (503) rather than piling up.
 */
async function readPdf(data: Buffer, readPdfText: (data: Uint8Array) => Promise<string>): Promise<string> {
  try {
    return await readPdfText(data);
  } catch (error) {
    const reason = error instanceof PdfTextError ? error.reason : "unreadable";
    if (reason === "busy") {
      throw new HttpError(
        503,
        "PDF_READER_BUSY",
        INVITEE_IMPORT_MESSAGES.pdfReaderBusy,
        { file: INVITEE_IMPORT_MESSAGES.pdfReaderBusy },
        { "retry-after": "30" },
      );
    }
    if (reason === "too-complex") {
      throw new HttpError(422, "PDF_TOO_COMPLEX", INVITEE_IMPORT_MESSAGES.pdfTooComplex, {
        file: INVITEE_IMPORT_MESSAGES.pdfTooComplex,
      });
    }
    throw new HttpError(422, "UNREADABLE_FILE", INVITEE_IMPORT_MESSAGES.unreadablePdf, {
      file: INVITEE_IMPORT_MESSAGES.unreadablePdf,
    });
  }
}

/** Text, not a binary file renamed to .csv: valid UTF-8 without NUL bytes. */
function isText(data: Buffer): boolean {
  if (data.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}
