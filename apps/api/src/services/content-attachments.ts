import { toSingleLineText, type ContentAttachmentType } from "@pkg/contracts";

import type { FileStorage } from "../storage/file-storage";

/** The longest file name kept (in characters, the extension included). */
export const ATTACHMENT_NAME_MAX = 255;

/** The extensions a name may end with for each type; the first is added when it ends with none. */
const EXTENSIONS: Record<ContentAttachmentType, readonly string[]> = {
  "application/pdf": [".pdf"],
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
};

const PDF_SIGNATURE = Buffer.from("%PDF-", "latin1");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * An attachment's type, decided by its first bytes (`%PDF-`, the PNG signature, JPEG's FF D8 FF)
 * and never by its name or the type the browser declared; undefined for anything else.
 */
export function attachmentTypeOf(data: Buffer): ContentAttachmentType | undefined {
  const startsWith = (signature: Buffer) =>
    data.length > signature.length && data.subarray(0, signature.length).equals(signature);
  if (startsWith(PDF_SIGNATURE)) return "application/pdf";
  if (startsWith(PNG_SIGNATURE)) return "image/png";
  if (startsWith(JPEG_SIGNATURE)) return "image/jpeg";
  return undefined;
}

/** The extension an attachment of this type is stored and served with (`pdf`, `png`, `jpg`). */
export const attachmentExtension = (type: ContentAttachmentType) => EXTENSIONS[type][0]!.slice(1);

/** Marks that turn the text around them (a name that reads `.pdf` but ends in `.exe`) or hide. */
const INVISIBLE_MARKS = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

/**
 * The name an attachment is kept and served under: the last segment of what the browser sent (no
 * folders), one line without control characters or direction marks, no leading dots, at most
 * `ATTACHMENT_NAME_MAX` characters, and ending with an extension of its real type (`scan.pdf`
 * that holds a PNG becomes `scan.pdf.png`), so that a downloaded file opens as what it is.
 */
export function attachmentFileName(sent: string, type: ContentAttachmentType): string {
  const lastSegment = sent.split(/[/\\]/).pop() ?? "";
  const name = toSingleLineText(lastSegment.replace(INVISIBLE_MARKS, ""))
    .replace(/^[.\s]+/, "")
    .trim();
  const own = EXTENSIONS[type].find((extension) => name.toLowerCase().endsWith(extension));
  const extension = own ? name.slice(name.length - own.length) : EXTENSIONS[type][0]!;
  // Cut by code points, so that a character outside the BMP is never split in half.
  const stem = Array.from(own ? name.slice(0, name.length - own.length) : name)
    .slice(0, ATTACHMENT_NAME_MAX - extension.length)
    .join("")
    .trimEnd();
  return `${stem || "attachment"}${extension}`;
}

/**
 * `Content-Disposition` for an attachment: PDF as a download (`attachment`), images `inline`; the
 * name as ASCII in `filename` (for old clients) and in full as UTF-8 in `filename*` (RFC 6266).
 */
export function attachmentDisposition(fileName: string, type: ContentAttachmentType): string {
  const disposition = type === "application/pdf" ? "attachment" : "inline";
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored attachment's bytes. A row that outlived its file (a restored database, a lost disk)
 * answers `missing()`: the file is gone, not broken.
 */
export async function storedAttachmentData(
  storage: FileStorage,
  storageKey: string,
  missing: () => Error,
): Promise<Buffer> {
  try {
    return await storage.get(storageKey);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw missing();
    throw error;
  }
}
