import { contactFrom } from "./coach-onboarding-draft";
import { readCsvCells } from "./csv";
import { MAX_IMPORTED_INVITEES, type ImportedInvitee } from "./invitee-import";

// Kept apart from invitee-import.ts, which the web app loads: only the API reads invitee files.

type Column = "name" | "email" | "phone";

/** Header cells (lower-cased, spaces, dashes and underscores removed) and the column each names. */
const HEADERS: Record<string, Column> = {
  name: "name",
  fullname: "name",
  clientname: "name",
  email: "email",
  emailaddress: "email",
  mail: "email",
  phone: "phone",
  phonenumber: "phone",
  mobile: "phone",
  telephone: "phone",
  tel: "phone",
};

const headerColumn = (cell: string): Column | undefined =>
  HEADERS[cell.toLowerCase().replace(/[\s_-]+/g, "")];

/**
 * The rows of an invitee CSV (decisions.md: columns `name,email,phone`, header optional), kept as
 * typed so the person can correct them. papaparse reads the file: commas, semicolons or tabs
 * (whichever the file uses), quoted cells with separators, doubled quotes or line breaks, and a
 * byte-order mark. A header row may put the columns in any order; without one they are taken as
 * name, email, phone. Blank rows are skipped; every column is kept: the contact holds the e-mail
 * address and the phone number when the row has both.
 */
export function readInviteeCsvRows(text: string): ImportedInvitee[] {
  const cells = readCsvCells(text).map((row) => row.map((cell) => cell.replace(/\s+/g, " ").trim()));

  const header = cells[0]?.map(headerColumn);
  const hasHeader = header?.includes("name") || header?.includes("email") || header?.includes("phone");
  const positions: Record<Column, number> = hasHeader
    ? { name: header!.indexOf("name"), email: header!.indexOf("email"), phone: header!.indexOf("phone") }
    : { name: 0, email: 1, phone: 2 };

  const rows: ImportedInvitee[] = [];
  for (const row of hasHeader ? cells.slice(1) : cells) {
    const cell = (column: Column) => (positions[column] === -1 ? "" : (row[positions[column]] ?? ""));
    const name = cell("name");
    const contact = contactFrom(cell("email"), cell("phone"));
    if (!name && !contact) continue;
    rows.push({ name, contact });
    if (rows.length === MAX_IMPORTED_INVITEES) break;
  }
  return rows;
}
