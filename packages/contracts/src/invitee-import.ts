import { z } from "zod";

import { contactFrom } from "./coach-onboarding-draft";

/** Accepted invitee lists: one CSV or PDF file (spec section 5). */
export const INVITEE_IMPORT_TYPES = {
  "text/csv": [".csv"],
  "application/vnd.ms-excel": [".csv"],
  "application/pdf": [".pdf"],
} as const;

export const INVITEE_IMPORT_MESSAGES = {
  fileRequired: "Choose a CSV or PDF file",
  wrongType: "Import a .csv or .pdf file",
  unreadablePdf: "This PDF could not be read",
  /** A PDF that reached a limit of the reader (its amount of text, time or memory). */
  pdfTooComplex: "This PDF is too complex to read. Please upload a simpler PDF or use the CSV template.",
  /** Every PDF reader is taken and the line is full. */
  pdfReaderBusy: "Too many PDFs are being read right now. Please try again in a minute.",
  noneFound: (fileName: string) => `No clients were found in ${fileName}`,
} as const;

/** One row found in an imported list, to be reviewed before it is sent: the name may be empty. */
export const importedInviteeSchema = z.object({
  name: z.string(),
  /** An e-mail address, else a phone number, as found. */
  contact: z.string(),
});
export type ImportedInvitee = z.infer<typeof importedInviteeSchema>;

export const inviteeImportResponseSchema = z.object({
  fileName: z.string(),
  invitees: z.array(importedInviteeSchema),
});
export type InviteeImportResponse = z.infer<typeof inviteeImportResponseSchema>;

/** At most this many rows are taken from one file (the invitation request's own limit is 100). */
export const MAX_IMPORTED_INVITEES = 500;

const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
/** A phone number as people write it: an optional +, then 10 to 15 digits with spaces, dots, dashes or brackets. */
const PHONE_PATTERN = /\+?\(?\d(?:[\s().-]*\d){9,14}/;

/**
 * The people in the text of an invitee list (a PDF): every line with an e-mail address or a phone
 * number is a row, whose contact keeps both when the line has both; what else the line holds
 * (less separators) is taken as the name.
 */
export function findInviteesInText(text: string): ImportedInvitee[] {
  const rows: ImportedInvitee[] = [];
  for (const line of text.split(/\r?\n/)) {
    const email = EMAIL_PATTERN.exec(line)?.[0];
    const phone = PHONE_PATTERN.exec(email ? line.replace(email, " ") : line)?.[0];
    if (!email && !phone) continue;
    let rest = line;
    if (email) rest = rest.replace(email, " ");
    if (phone) rest = rest.replace(phone, " ");
    const name = rest
      .replace(/[,;|\t]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^[-–:]+|[-–:]+$/g, "")
      .trim();
    rows.push({ name, contact: contactFrom(email ?? "", phone?.replace(/[^\d+]/g, "") ?? "") });
  }
  return rows.slice(0, MAX_IMPORTED_INVITEES);
}
