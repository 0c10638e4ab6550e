import { z } from "zod";

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

/**
 * The rows of an invitee CSV (decisions.md: columns `name,email,phone`, header optional), kept as
 * typed so the person can correct them: blank lines are skipped, the contact is the e-mail when
 * there is one, else the phone number.
 */
export function readInviteeCsvRows(text: string): ImportedInvitee[] {
  const rows: ImportedInvitee[] = [];
  text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .forEach((raw, index) => {
      if (raw.trim() === "") return;
      const [name = "", email = "", phone = ""] = splitCsvLine(raw).map((cell) => cell.trim());
      if (index === 0 && name.toLowerCase() === "name") return;
      if (!name && !email && !phone) return;
      rows.push({ name, contact: email || phone });
    });
  return rows.slice(0, MAX_IMPORTED_INVITEES);
}

const EMAIL_PATTERN = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
/** A phone number as people write it: an optional +, then 10 to 15 digits with spaces, dots, dashes or brackets. */
const PHONE_PATTERN = /\+?\(?\d(?:[\s().-]*\d){9,14}/;

/**
 * The people in the text of an invitee list (a PDF): every line with an e-mail address or a phone
 * number is a row; what else the line holds (less separators) is taken as the name.
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
    rows.push({ name, contact: email ?? phone!.replace(/[^\d+]/g, "") });
  }
  return rows.slice(0, MAX_IMPORTED_INVITEES);
}

/** One CSV line's cells; a quoted cell may hold commas and doubled quotes. */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(current);
      current = "";
    } else current += char;
  }
  cells.push(current);
  return cells;
}
