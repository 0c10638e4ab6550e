import {
  CONTENT_ATTACHMENT_LIMITS,
  CONTENT_ATTACHMENT_MESSAGES,
  type ContentAttachment,
} from "@pkg/contracts";
import { FileUpload, formatFileSize, IconButton, Spinner, type FileAccept } from "@pkg/ui";
import { FileImage, FileText, Trash2 } from "lucide-react";

/** PDF, PNG or JPEG (the API checks their first bytes too). */
export const CONTENT_ATTACHMENT_ACCEPT: FileAccept = {
  "application/pdf": [".pdf"],
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
};

/** What the list shows of a file: a library item's or a handout's. */
export type AttachmentSummary = Pick<ContentAttachment, "id" | "fileName" | "contentType" | "size">;

export type AttachmentsEditorProps<T extends AttachmentSummary = ContentAttachment> = {
  attachments: readonly T[];
  /** Adding and removing files; off for a new item (it has no place for files until it is saved). */
  enabled: boolean;
  /** Said while adding is off (a new item or handout): what to do first. */
  disabledHint?: string;
  /** How many files it may carry, and what is said once it carries them all. */
  maxFiles?: number;
  fullMessage?: string;
  /** The file being sent, if any. */
  uploadingFileName?: string | null;
  /** The attachment being removed, if any. */
  removingId?: string | null;
  /** Why the last upload or removal failed. */
  error?: string | null;
  onAdd?: (file: File) => void;
  onRemove?: (attachment: T) => void;
  /** Opens (downloads) a file. */
  onOpen?: (attachment: T) => void;
  /** Read-only: the files are listed for opening only. */
  readOnly?: boolean;
  /** Said before each file's name to screen readers, on its open button ('Download'). */
  openVerb?: string;
};

/** Files the item (or handout) carries: added by click or drop, listed with their name and size. */
export function AttachmentsEditor<T extends AttachmentSummary = ContentAttachment>({
  attachments,
  enabled,
  disabledHint = "Attachments can be added once the draft is saved.",
  maxFiles = CONTENT_ATTACHMENT_LIMITS.perRevision,
  fullMessage = CONTENT_ATTACHMENT_MESSAGES.tooMany,
  uploadingFileName,
  removingId,
  error,
  onAdd,
  onRemove,
  onOpen,
  readOnly = false,
  openVerb,
}: AttachmentsEditorProps<T>) {
  const full = attachments.length >= maxFiles;
  const busy = Boolean(uploadingFileName);
  return (
    <div className="flex flex-col gap-3">
      {!readOnly && !enabled ? <p className="text-sm text-muted-foreground">{disabledHint}</p> : null}
      {!readOnly && enabled ? (
        <FileUpload
          size="sm"
          accept={CONTENT_ATTACHMENT_ACCEPT}
          maxSize={CONTENT_ATTACHMENT_LIMITS.maxBytes}
          value={[]}
          disabled={busy || full}
          onValueChange={([file]) => {
            if (file) onAdd?.(file);
          }}
          label="Add a PDF, PNG or JPEG file"
        />
      ) : null}
      {full && !readOnly ? <p className="text-sm text-muted-foreground">{fullMessage}</p> : null}
      {busy ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Uploading {uploadingFileName}…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {attachments.length > 0 ? (
        <ul aria-label="Attachments" className="flex flex-col gap-2">
          {attachments.map((attachment) => {
            const Icon = attachment.contentType === "application/pdf" ? FileText : FileImage;
            return (
              <li
                key={attachment.id}
                className="flex items-center gap-3 rounded-md border border-border bg-card px-3 py-2 text-sm"
              >
                <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                <button
                  type="button"
                  className="min-w-0 flex-1 truncate rounded-sm text-left font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
                  onClick={() => onOpen?.(attachment)}
                >
                  {openVerb ? <span className="sr-only">{openVerb} </span> : null}
                  {attachment.fileName}
                </button>
                <span className="shrink-0 text-caption text-muted-foreground">
                  {formatFileSize(attachment.size)}
                </span>
                {!readOnly && enabled ? (
                  <IconButton
                    size="sm"
                    aria-label={`Remove ${attachment.fileName}`}
                    loading={removingId === attachment.id}
                    disabled={busy}
                    onClick={() => onRemove?.(attachment)}
                  >
                    <Trash2 aria-hidden />
                  </IconButton>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : readOnly ? (
        <p className="text-sm text-muted-foreground">No attachments.</p>
      ) : null}
    </div>
  );
}
