import { cva, type VariantProps } from "class-variance-authority";
import { FileText, Upload, X } from "lucide-react";
import * as React from "react";

import { useControllableState } from "../../lib/use-controllable-state";
import { cn } from "../../lib/utils";
import { useFieldControl } from "../field";
import {
  acceptAttribute,
  acceptLabel,
  checkFiles,
  formatFileSize,
  formatSizeLimit,
  type FileAccept,
  type FileRejection,
} from "./file-accept";

export const fileUploadDropzoneVariants = cva(
  [
    "flex w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-background text-center",
    "transition-[border-color,background-color,box-shadow] outline-none",
    "hover:border-primary/60 hover:bg-accent/50",
    "focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40",
    "data-[dragging]:border-primary data-[dragging]:bg-accent",
    "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60",
    "aria-invalid:border-destructive",
  ],
  {
    variants: {
      size: {
        sm: "px-4 py-4 text-sm [&_[data-slot=file-upload-icon]]:size-5",
        md: "px-6 py-8 text-sm [&_[data-slot=file-upload-icon]]:size-7",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export type FileUploadProps = Omit<React.ComponentProps<"div">, "onChange" | "defaultValue"> &
  VariantProps<typeof fileUploadDropzoneVariants> & {
    /** The drop area's padding: `sm` for dense forms, `md` (default). */
    size?: VariantProps<typeof fileUploadDropzoneVariants>["size"];
    /** Accepted types: MIME type → extensions. A file must match both. */
    accept?: FileAccept;
    /** Keep several files (otherwise a new file replaces the old one). */
    multiple?: boolean;
    /** Largest allowed file size in bytes. */
    maxSize?: number;
    /** The kept files (controlled). */
    value?: File[];
    /** The files kept at first (uncontrolled). */
    defaultValue?: File[];
    /** Called with every kept file when files are added or removed. */
    onValueChange?: (files: File[]) => void;
    /** Called with the files refused (wrong type, too large, one too many) and why. */
    onReject?: (rejections: FileRejection[]) => void;
    /** Disables adding and removing. */
    disabled?: boolean;
    /** Marks the control invalid (a Field with an error sets it). */
    "aria-invalid"?: React.AriaAttributes["aria-invalid"];
    /** The drop zone's main text. */
    label?: React.ReactNode;
    /** The line under it; by default the accepted types and the size limit. */
    hint?: React.ReactNode;
    /** The `name` of the file input, for native form posts. */
    name?: string;
  };

/**
 * Click or drop files to add them. Files are checked by extension AND MIME type and by size, each
 * kept file is listed with its name and size in KB and a remove button, and each refused file gets
 * a clear message (`report.docx is not an accepted file type (PDF, JPEG, PNG)`).
 */
export function FileUpload({
  className,
  size = "md",
  accept,
  multiple = false,
  maxSize,
  value: valueProp,
  defaultValue = [],
  onValueChange,
  onReject,
  disabled: disabledProp,
  "aria-invalid": ariaInvalid,
  label,
  hint,
  name,
  id: idProp,
  ...props
}: FileUploadProps) {
  const baseId = React.useId();
  const hintId = `${baseId}-hint`;
  const errorsId = `${baseId}-errors`;
  const inputRef = React.useRef<HTMLInputElement>(null);
  const dragDepth = React.useRef(0);
  const [dragging, setDragging] = React.useState(false);
  const [rejections, setRejections] = React.useState<FileRejection[]>([]);
  const [files, setFiles] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });

  const types = acceptLabel(accept);
  const hintText =
    hint ??
    [types, maxSize !== undefined ? `up to ${formatSizeLimit(maxSize)}` : ""].filter(Boolean).join(", ");

  const control = useFieldControl(
    {
      id: idProp,
      "aria-invalid": ariaInvalid ?? (rejections.length > 0 || undefined),
      "aria-describedby":
        [hintText ? hintId : "", rejections.length > 0 ? errorsId : ""].filter(Boolean).join(" ") ||
        undefined,
      disabled: disabledProp,
    },
    // A button does not take aria-required; the Field's required marker and label say it.
    { ariaRequired: false },
  );
  const disabled = Boolean(control.disabled);
  const labelText =
    label ??
    (multiple
      ? "Drag and drop files here, or click to browse"
      : "Drag and drop a file here, or click to browse");

  const addFiles = (incoming: File[]) => {
    if (disabled || incoming.length === 0) return;
    const { accepted, rejected } = checkFiles(incoming, { accept, maxSize, multiple });
    setRejections(rejected);
    if (rejected.length > 0) onReject?.(rejected);
    if (accepted.length === 0) return;
    if (multiple) {
      const fresh = accepted.filter((file) => !files.some((kept) => sameFile(kept, file)));
      if (fresh.length > 0) setFiles([...files, ...fresh]);
    } else {
      setFiles(accepted.slice(0, 1));
    }
  };

  const removeFile = (file: File) => {
    setFiles(files.filter((kept) => kept !== file));
    setRejections([]);
  };

  return (
    <div
      data-slot="file-upload"
      data-size={size ?? undefined}
      data-disabled={disabled || undefined}
      className={cn("grid w-full gap-3", className)}
      {...props}
    >
      <button
        type="button"
        data-slot="file-upload-dropzone"
        data-dragging={dragging || undefined}
        className={fileUploadDropzoneVariants({ size })}
        {...control}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          if (disabled) return;
          dragDepth.current += 1;
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? "none" : "copy";
        }}
        onDragLeave={(event) => {
          event.preventDefault();
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (dragDepth.current === 0) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          dragDepth.current = 0;
          setDragging(false);
          addFiles(Array.from(event.dataTransfer.files));
        }}
      >
        <Upload aria-hidden="true" data-slot="file-upload-icon" className="text-muted-foreground" />
        <span className="font-medium text-foreground">{labelText}</span>
        {hintText ? (
          <span id={hintId} data-slot="file-upload-hint" className="text-caption text-muted-foreground">
            {hintText}
          </span>
        ) : null}
      </button>
      <input
        ref={inputRef}
        type="file"
        name={name}
        hidden
        tabIndex={-1}
        accept={acceptAttribute(accept)}
        multiple={multiple}
        disabled={disabled}
        data-slot="file-upload-input"
        onChange={(event) => {
          addFiles(Array.from(event.target.files ?? []));
          // Let the same file be picked again after it was removed or refused.
          event.target.value = "";
        }}
      />
      {rejections.length > 0 ? (
        <div id={errorsId} role="alert" data-slot="file-upload-errors" className="grid gap-1">
          {rejections.map((rejection) => (
            <p
              key={`${rejection.file.name}-${rejection.reason}`}
              className="text-caption font-medium text-destructive"
            >
              {rejection.message}
            </p>
          ))}
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul
          aria-label={multiple ? "Chosen files" : "Chosen file"}
          data-slot="file-upload-list"
          className="grid gap-2"
        >
          {files.map((file) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              data-slot="file-upload-item"
              className="flex items-center gap-3 rounded-md border bg-card px-3 py-2 text-sm text-card-foreground"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate font-medium">{file.name}</span>
              <span className="shrink-0 text-caption text-muted-foreground">{formatFileSize(file.size)}</span>
              <button
                type="button"
                data-slot="file-upload-remove"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => removeFile(file)}
                className={cn(
                  "inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none",
                  "hover:bg-accent hover:text-accent-foreground focus-visible:ring-3 focus-visible:ring-ring/50",
                  "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4",
                )}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
