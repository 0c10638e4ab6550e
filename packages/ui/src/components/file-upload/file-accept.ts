/**
 * Accepted file types: each MIME type (or a family such as `image/*`) with the file-name extensions
 * allowed for it, e.g. `{ "application/pdf": [".pdf"], "image/jpeg": [".jpg", ".jpeg"] }`.
 * An empty extension list allows any extension for that MIME type.
 */
export type FileAccept = Record<string, string[]>;

/** Why a file was not added. */
export type FileRejectionReason = "type" | "size" | "count";

export type FileRejection = {
  file: File;
  reason: FileRejectionReason;
  /** A sentence to show the user, naming the file. */
  message: string;
};

type FileLike = Pick<File, "name" | "type" | "size">;

/** The extension of a file name, lower-cased with its dot (`"Report.PDF"` gives `".pdf"`). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

function normalizeExtension(extension: string): string {
  const lower = extension.trim().toLowerCase();
  return lower.startsWith(".") ? lower : `.${lower}`;
}

function mimeMatches(pattern: string, type: string): boolean {
  const wanted = pattern.trim().toLowerCase();
  const actual = type.trim().toLowerCase();
  if (!actual) return false;
  if (wanted.endsWith("/*")) return actual.startsWith(wanted.slice(0, -1));
  return wanted === actual;
}

/**
 * Whether a file is of an accepted type: its MIME type must match an entry AND its extension must
 * be one of that entry's extensions. A file whose type the browser does not know (empty) is not
 * accepted. With no `accept` every file is.
 */
export function isAcceptedFile(file: Pick<File, "name" | "type">, accept: FileAccept | undefined): boolean {
  if (!accept || Object.keys(accept).length === 0) return true;
  const extension = fileExtension(file.name);
  return Object.entries(accept).some(
    ([mime, extensions]) =>
      mimeMatches(mime, file.type) &&
      (extensions.length === 0 || extensions.map(normalizeExtension).includes(extension)),
  );
}

/** The `accept` attribute for the file picker: every MIME type and extension. */
export function acceptAttribute(accept: FileAccept | undefined): string | undefined {
  if (!accept) return undefined;
  const parts = Object.entries(accept).flatMap(([mime, extensions]) => [
    mime,
    ...extensions.map(normalizeExtension),
  ]);
  return [...new Set(parts)].join(",") || undefined;
}

/** The accepted types for people: the first extension of each entry, upper-cased (`PDF, JPEG, PNG`). */
export function acceptLabel(accept: FileAccept | undefined): string {
  if (!accept) return "";
  const labels = Object.entries(accept).map(([mime, extensions]) => {
    const first = extensions[0];
    if (first) return normalizeExtension(first).slice(1).toUpperCase();
    const subtype = mime.split("/")[1] ?? mime;
    return subtype === "*" ? mime.split("/")[0]!.toUpperCase() : subtype.toUpperCase();
  });
  return [...new Set(labels)].join(", ");
}

/** A file size in kilobytes, as shown beside each file (`"12.4 KB"`, `"1,536 KB"`). */
export function formatFileSize(bytes: number): string {
  const kilobytes = bytes / 1024;
  const digits = kilobytes < 10 ? 1 : 0;
  return `${kilobytes.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits })} KB`;
}

/** A size limit for people: megabytes from 1 MB up, otherwise kilobytes (`"5 MB"`, `"500 KB"`). */
export function formatSizeLimit(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${megabytes.toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;
  return `${(bytes / 1024).toLocaleString("en-US", { maximumFractionDigits: 0 })} KB`;
}

export type CheckFilesOptions = {
  accept?: FileAccept | undefined;
  /** Largest allowed size in bytes. */
  maxSize?: number | undefined;
  /** Several files may be kept; otherwise one. */
  multiple?: boolean | undefined;
};

/**
 * Splits new files into accepted and rejected ones, with a message for each rejection:
 * - wrong type: `report.docx is not an accepted file type (PDF, JPEG, PNG)`;
 * - too large: `scan.png is larger than the 5 MB limit`;
 * - in single mode, every file after the first accepted one: `notes.pdf was not added: only one file can be uploaded`.
 */
export function checkFiles<T extends FileLike>(
  files: readonly T[],
  { accept, maxSize, multiple = false }: CheckFilesOptions,
): { accepted: T[]; rejected: { file: T; reason: FileRejectionReason; message: string }[] } {
  const accepted: T[] = [];
  const rejected: { file: T; reason: FileRejectionReason; message: string }[] = [];
  const types = acceptLabel(accept);
  for (const file of files) {
    if (!isAcceptedFile(file, accept)) {
      rejected.push({
        file,
        reason: "type",
        message: `${file.name} is not an accepted file type${types ? ` (${types})` : ""}`,
      });
    } else if (maxSize !== undefined && file.size > maxSize) {
      rejected.push({
        file,
        reason: "size",
        message: `${file.name} is larger than the ${formatSizeLimit(maxSize)} limit`,
      });
    } else if (!multiple && accepted.length > 0) {
      rejected.push({
        file,
        reason: "count",
        message: `${file.name} was not added: only one file can be uploaded`,
      });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
