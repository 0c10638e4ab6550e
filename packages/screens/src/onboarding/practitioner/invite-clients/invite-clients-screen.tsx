import { INVITEE_IMPORT_TYPES, MAX_UPLOAD_BYTES, type DraftInvitee } from "@pkg/contracts";
import { Button, Field, FileUpload, Input, type FileAccept } from "@pkg/ui";
import { Download, Plus, Trash2 } from "lucide-react";
import * as React from "react";

import {
  PractitionerStepLayout,
  type PractitionerStepLayoutProps,
  type PractitionerStepScreenProps,
} from "../shared";
import { emptyInvitee, type InviteClientsField, type InviteClientsValues } from "./use-invite-clients-form";

/** One CSV or PDF file (spec sections 5 and 9). */
export const INVITEE_IMPORT_ACCEPT: FileAccept = Object.fromEntries(
  Object.entries(INVITEE_IMPORT_TYPES).map(([type, extensions]) => [type, [...extensions]]),
);

const ONBOARDING_DESCRIPTION =
  "They receive an e-mail invitation once you finish. You can also invite clients later.";

export type InviteClientsScreenProps = PractitionerStepScreenProps<InviteClientsValues, InviteClientsField> &
  /** The same form on a page of the app frame: no step header, its own wording and Next label. */
  Pick<PractitionerStepLayoutProps, "hideSteps" | "nextLabel" | "description"> & {
    /** A CSV or PDF file was chosen: the caller reads it and adds its people as rows. */
    onImportFile: (file: File) => void;
    /** While the file is read. */
    importing?: boolean;
    /** The imported file, listed with its name and size. */
    importFile?: File | null;
    onImportFileRemove?: () => void;
    /** What the import found. */
    importMessage?: string | null;
    /** Why the import found nobody. */
    importError?: string | null;
    /** The PDF template to fill in (`/template.pdf`). */
    templateHref: string;
    /** 'Skip': go on without inviting anyone (no Skip without it). */
    onSkip?: () => void;
  };

/**
 * Step 5, invite clients (`/invite-clients`): people typed in, or imported from one CSV or PDF
 * file as rows to review and edit; the template to download; Skip. Next is enabled once every
 * row has a name and an e-mail address or phone number.
 */
export function InviteClientsScreen({
  values,
  errors = {},
  onChange,
  onImportFile,
  importing = false,
  importFile = null,
  onImportFileRemove,
  importMessage,
  importError,
  templateHref,
  onSkip,
  description = ONBOARDING_DESCRIPTION,
  ...layout
}: InviteClientsScreenProps) {
  const rowsRef = React.useRef<HTMLOListElement>(null);
  const focusRow = React.useRef<number | null>(null);
  const rows = values.invitees;

  React.useEffect(() => {
    if (focusRow.current === null) return;
    const index = focusRow.current;
    focusRow.current = null;
    rowsRef.current?.querySelector<HTMLInputElement>(`[data-row="${index}"] input`)?.focus();
  });

  const setRow = (index: number, row: DraftInvitee) =>
    onChange(
      "invitees",
      rows.map((item, position) => (position === index ? row : item)),
    );
  const removeRow = (index: number) => {
    const next = rows.filter((_, position) => position !== index);
    focusRow.current = Math.max(0, Math.min(index, next.length - 1));
    onChange("invitees", next.length > 0 ? next : [emptyInvitee()]);
  };
  const addRow = () => {
    focusRow.current = rows.length;
    onChange("invitees", [...rows, emptyInvitee()]);
  };

  return (
    <PractitionerStepLayout
      step={5}
      title="Invite your clients"
      description={description}
      secondaryAction={
        onSkip ? (
          <Button variant="ghost" size="lg" onClick={onSkip}>
            Skip
          </Button>
        ) : null
      }
      {...layout}
    >
      <section aria-labelledby="invite-import-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="invite-import-title" className="text-lg font-semibold">
            Import a list
          </h2>
          <a
            href={templateHref}
            download
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
          >
            <Download aria-hidden className="size-4" />
            Download the template (PDF)
          </a>
        </div>
        <FileUpload
          size="sm"
          accept={INVITEE_IMPORT_ACCEPT}
          maxSize={MAX_UPLOAD_BYTES}
          value={importFile ? [importFile] : []}
          disabled={importing}
          onValueChange={(files) => {
            const [file] = files;
            if (file) onImportFile(file);
            else onImportFileRemove?.();
          }}
          label="Import a CSV or PDF file"
          hint="One .csv (name, email, phone) or .pdf file"
          aria-label="Import a CSV or PDF file"
        />
        {importing ? (
          <p role="status" className="text-sm text-muted-foreground">
            Reading {importFile?.name ?? "the file"}…
          </p>
        ) : importError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {importError}
          </p>
        ) : importMessage ? (
          <p role="status" className="text-sm text-muted-foreground">
            {importMessage}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="invite-list-title" className="flex flex-col gap-3">
        <h2 id="invite-list-title" className="text-lg font-semibold">
          Your clients
        </h2>
        <ol ref={rowsRef} className="flex flex-col gap-4">
          {rows.map((row, index) => (
            <li
              key={index}
              data-row={index}
              className="grid gap-3 rounded-lg border border-border p-3 md:grid-cols-[1fr_1fr_auto] md:items-start md:border-0 md:p-0"
            >
              <Field
                label={
                  <>
                    Name<span className="sr-only"> of invitee {index + 1}</span>
                  </>
                }
                error={errors[`invitees.${index}.name`]}
                required
              >
                <Input
                  autoComplete="off"
                  maxLength={200}
                  value={row.name}
                  onChange={(event) => setRow(index, { ...row, name: event.target.value })}
                />
              </Field>
              <Field
                label={
                  <>
                    Email or phone<span className="sr-only"> of invitee {index + 1}</span>
                  </>
                }
                error={errors[`invitees.${index}.contact`]}
                required
              >
                <Input
                  autoComplete="off"
                  maxLength={254}
                  placeholder="Email or phone number"
                  value={row.contact}
                  onChange={(event) => setRow(index, { ...row, contact: event.target.value })}
                />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                className="md:mt-7"
                aria-label={`Remove invitee ${index + 1}`}
                onClick={() => removeRow(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
        <Button variant="outline" className="self-start" onClick={addRow}>
          <Plus aria-hidden /> Add another client
        </Button>
      </section>
    </PractitionerStepLayout>
  );
}
