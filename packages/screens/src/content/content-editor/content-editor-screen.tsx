import {
  CONTENT_LIMITS,
  CONTENT_STATUS_NAMES,
  CONTENT_TOPICS,
  type ContentAttachment,
  type ContentAudience,
  type ContentLabel,
  type ContentStatus,
  type ContentTopic,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  cn,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Label,
  MultiSelect,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
  Textarea,
} from "@pkg/ui";
import { ArrowLeft } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { contentLabelNames, contentLabelVariants } from "../content-labels";
import { AttachmentsEditor } from "./attachments-editor";
import { ContentReadOnly } from "./content-read-only";
import { MarkdownEditor } from "./markdown-editor";
import { ReadabilityNote } from "./readability-note";
import { SourcesEditor } from "./sources-editor";
import type { ContentEditorErrors, ContentEditorField, ContentEditorValues } from "./use-content-editor-form";

const topicOptions = CONTENT_TOPICS.map((topic) => ({ value: topic.slug, label: topic.label }));

const audiences: { value: ContentAudience; label: string; description: string }[] = [
  { value: "clients", label: "Clients", description: "Shown in the library clients read." },
  { value: "practitioners", label: "Practitioners", description: "Never shown to clients." },
];

export type ContentEditorScreenProps = {
  values: ContentEditorValues;
  errors: ContentEditorErrors;
  /** Grows each time messages appear: the first invalid field then takes the focus. */
  errorFocusKey?: number;
  onChange: <K extends ContentEditorField>(field: K, value: ContentEditorValues[K]) => void;
  /** Save draft: the caller checks the values and saves them. */
  onSave: () => void;
  /** Submit for review (shown when `canSubmit`): the caller checks, saves and submits. */
  onSubmitForReview?: () => void;
  /** Delete draft, once confirmed in the dialog (shown when `canDelete`). */
  onDelete?: () => void;
  /** Where 'Content library' goes back to. */
  libraryHref: string;
  /** Where readers read the published version (shown as 'Read the published version'), when there is one. */
  publishedHref?: string | null;

  /** The saved item's status and label; absent for a new item. */
  status?: ContentStatus;
  label?: ContentLabel;
  authorName?: string | null;
  /** Past its review date or citing an updated source (decisions.md). */
  needsReReview?: boolean;
  /** A published version stays live while this text is edited (a Live item, or its new revision). */
  hasPublishedVersion?: boolean;
  /** The person may not edit this item (a reviewer, or an item in review): the text shows read-only. */
  readOnly?: boolean;
  /** Why it is read-only, when there is more to say than the status. */
  readOnlyNote?: string | null;
  canSubmit?: boolean;
  canDelete?: boolean;
  saving?: boolean;
  submitting?: boolean;
  deleting?: boolean;
  /** A failure that belongs to no field. */
  apiError?: string | null;
  /** The values came back from this browser's unsaved copy. */
  restoredDraft?: boolean;
  onDiscardRestored?: () => void;
  /** The item is loading: the page keeps its shape. */
  loading?: boolean;

  attachments?: ContentAttachment[];
  uploadingFileName?: string | null;
  removingAttachmentId?: string | null;
  attachmentError?: string | null;
  onAttachmentAdd?: (file: File) => void;
  onAttachmentRemove?: (attachment: ContentAttachment) => void;
  onAttachmentOpen?: (attachment: ContentAttachment) => void;

  /** The review panel: assign, approve, send back, publish… (shown to whoever may act). */
  reviewPanel?: React.ReactNode;
  /** The history of transitions and revisions. */
  history?: React.ReactNode;
};

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function DeleteDraftButton({ onDelete, deleting }: { onDelete?: () => void; deleting: boolean }) {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        loading={deleting}
        onClick={() => setOpen(true)}
      >
        Delete draft
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this draft?</DialogTitle>
          <DialogDescription>
            The draft and its attachments are deleted for good. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep the draft</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onDelete?.();
            }}
          >
            Delete draft
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function LoadingEditor() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the item" className="flex flex-col gap-6">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

/**
 * The content editor (`/content-manager/library/new` and `/:id`): title, summary, the Markdown
 * body with its live preview and reading grade, topics, audience, sources, attachments and
 * instructions for reviewers; Save draft, Submit for review and Delete draft. People who may not
 * edit the item read it instead. The review panel and the history come in as slots.
 */
export function ContentEditorScreen({
  values,
  errors,
  errorFocusKey = 0,
  onChange,
  onSave,
  onSubmitForReview,
  onDelete,
  libraryHref,
  publishedHref = null,
  status,
  label,
  authorName,
  needsReReview = false,
  hasPublishedVersion = false,
  readOnly = false,
  readOnlyNote,
  canSubmit = false,
  canDelete = false,
  saving = false,
  submitting = false,
  deleting = false,
  apiError,
  restoredDraft = false,
  onDiscardRestored,
  loading = false,
  attachments = [],
  uploadingFileName,
  removingAttachmentId,
  attachmentError,
  onAttachmentAdd,
  onAttachmentRemove,
  onAttachmentOpen,
  reviewPanel,
  history,
}: ContentEditorScreenProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const isNew = status === undefined;
  const busy = saving || submitting || deleting;

  React.useEffect(() => {
    if (errorFocusKey === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorFocusKey]);

  const heading = loading ? "Loading…" : isNew ? "New content item" : values.title.trim() || "Untitled item";
  const topicsError = errors.topics ?? Object.entries(errors).find(([key]) => key.startsWith("topics."))?.[1];

  const notes = (
    <>
      {restoredDraft && !readOnly ? (
        <Alert variant="info" onDismiss={onDiscardRestored} dismissLabel="Discard the restored changes">
          <AlertTitle>Restored your unsaved changes</AlertTitle>
          <AlertDescription>
            <p>They were kept in this browser since the last save. Save the draft to keep them.</p>
            <Button variant="link" className="h-auto p-0" onClick={onDiscardRestored}>
              Discard them
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {needsReReview ? (
        <Alert variant="warning" role="note">
          <AlertTitle>Needs re-review</AlertTitle>
          <AlertDescription>
            Its review date has passed or a source it cites was updated. Check the text and its sources, then
            send it through review again.
          </AlertDescription>
        </Alert>
      ) : null}
      {hasPublishedVersion && !readOnly ? (
        <Alert variant="info" role="note">
          <AlertTitle>
            {status === "live" ? "This item is published" : "A new revision of a published item"}
          </AlertTitle>
          <AlertDescription>
            {status === "live"
              ? "Saving your changes makes a new revision. Readers keep the published text until the revision is reviewed and published."
              : "Readers keep the published text until this revision is reviewed and published."}
          </AlertDescription>
        </Alert>
      ) : null}
      {readOnly && readOnlyNote ? (
        <Alert role="note">
          <AlertDescription className="text-foreground">{readOnlyNote}</AlertDescription>
        </Alert>
      ) : null}
      {apiError ? (
        <Alert variant="destructive">
          <AlertDescription className="text-foreground">{apiError}</AlertDescription>
        </Alert>
      ) : null}
    </>
  );

  const form = (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="content-editor-title"
      className="flex flex-col gap-10"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onSave();
      }}
    >
      <Section id="content-details" title="Details">
        <Field label="Title" error={errors.title} required>
          <Input
            value={values.title}
            maxLength={CONTENT_LIMITS.titleMax}
            placeholder="Enter document title"
            autoComplete="off"
            onChange={(event) => onChange("title", event.target.value)}
          />
        </Field>
        <Field
          label="Summary"
          description="One paragraph that says what the item covers."
          error={errors.summary}
        >
          <Textarea
            value={values.summary}
            rows={3}
            maxLength={CONTENT_LIMITS.summaryMax}
            onChange={(event) => onChange("summary", event.target.value)}
          />
        </Field>
      </Section>

      <Section id="content-body" title="Document">
        <Field
          label="Document text"
          description="Markdown: headings (##), lists (-), links, **bold**, _italic_ and tables."
          error={errors.documentText}
        >
          <MarkdownEditor
            value={values.documentText}
            maxLength={CONTENT_LIMITS.bodyMax}
            onChange={(text) => onChange("documentText", text)}
          />
        </Field>
        <ReadabilityNote documentText={values.documentText} audience={values.audience} />
      </Section>

      <Section id="content-audience" title="Topics and audience">
        <Field
          label="Topics"
          description={`Up to ${CONTENT_LIMITS.topicsMax} topics from the list.`}
          error={topicsError}
        >
          <MultiSelect
            options={topicOptions}
            value={values.topics}
            max={CONTENT_LIMITS.topicsMax}
            placeholder="Choose topics"
            addMoreText="Add a topic"
            searchLabel="Search topics"
            searchPlaceholder="Search topics…"
            onValueChange={(topics) => onChange("topics", topics as ContentTopic[])}
          />
        </Field>
        <Field group label="Written for" error={errors.audience}>
          <RadioGroup
            value={values.audience}
            onValueChange={(audience) => onChange("audience", audience as ContentAudience)}
            className="gap-3"
          >
            {audiences.map((audience) => (
              <div key={audience.value} className="flex items-start gap-2">
                <RadioGroupItem
                  value={audience.value}
                  id={`content-audience-${audience.value}`}
                  aria-describedby={`content-audience-${audience.value}-description`}
                  className="mt-0.5"
                />
                <div className="flex flex-col">
                  <Label htmlFor={`content-audience-${audience.value}`}>{audience.label}</Label>
                  <span
                    id={`content-audience-${audience.value}-description`}
                    className="text-sm text-muted-foreground"
                  >
                    {audience.description}
                  </span>
                </div>
              </div>
            ))}
          </RadioGroup>
        </Field>
      </Section>

      <Section id="content-sources" title="Sources">
        <SourcesEditor
          sources={values.sources}
          errors={errors}
          onChange={(sources) => onChange("sources", sources)}
        />
      </Section>

      <Section id="content-attachments" title="Attachments" description="PDF, PNG or JPEG files up to 10 MB.">
        <AttachmentsEditor
          attachments={attachments}
          enabled={!isNew}
          uploadingFileName={uploadingFileName}
          removingId={removingAttachmentId}
          error={attachmentError}
          onAdd={onAttachmentAdd}
          onRemove={onAttachmentRemove}
          onOpen={onAttachmentOpen}
        />
      </Section>

      <Section id="content-instructions" title="Instructions for reviewers">
        <Field
          label="Instructions"
          description="What reviewers should check or know, if anything."
          error={errors.instructions}
        >
          <Textarea
            value={values.instructions}
            rows={4}
            maxLength={CONTENT_LIMITS.instructionsMax}
            onChange={(event) => onChange("instructions", event.target.value)}
          />
        </Field>
      </Section>

      <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center">
        {canDelete ? <DeleteDraftButton onDelete={onDelete} deleting={deleting} /> : null}
        <div className="flex flex-col gap-3 sm:ml-auto sm:flex-row">
          <Button
            type="submit"
            variant={canSubmit ? "outline" : "primary"}
            loading={saving}
            disabled={(busy && !saving) || Boolean(uploadingFileName)}
          >
            Save draft
          </Button>
          {canSubmit ? (
            <Button
              loading={submitting}
              disabled={(busy && !submitting) || Boolean(uploadingFileName)}
              onClick={() => onSubmitForReview?.()}
            >
              Submit for review
            </Button>
          ) : null}
        </div>
      </div>
    </form>
  );

  return (
    <div data-slot="content-editor" className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <ScreenLink
          to={libraryHref}
          className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Content library
        </ScreenLink>
        <h1 id="content-editor-title" className="text-display font-semibold tracking-tight break-words">
          {heading}
        </h1>
        {status && label ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <Badge variant={contentLabelVariants[label]} size="md" data-label={label}>
              {contentLabelNames[label]}
            </Badge>
            <span>Status: {CONTENT_STATUS_NAMES[status]}</span>
            {authorName ? <span>Written by {authorName}</span> : null}
            {publishedHref ? (
              <ScreenLink
                to={publishedHref}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Read the published version
              </ScreenLink>
            ) : null}
          </p>
        ) : null}
      </header>

      {loading ? (
        <LoadingEditor />
      ) : (
        <div
          className={cn(
            "grid gap-8",
            (reviewPanel || history) && "xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start",
          )}
        >
          {reviewPanel ? (
            <aside aria-label="Review" className="flex flex-col gap-4 xl:col-start-2 xl:row-start-1">
              {reviewPanel}
            </aside>
          ) : null}
          <div className="flex min-w-0 flex-col gap-6 xl:col-start-1 xl:row-span-2 xl:row-start-1">
            {notes}
            {readOnly ? (
              <ContentReadOnly
                values={values}
                attachments={attachments}
                onAttachmentOpen={onAttachmentOpen}
              />
            ) : (
              form
            )}
          </div>
          {history ? (
            <div className="flex min-w-0 flex-col gap-4 xl:col-start-2 xl:row-start-2">{history}</div>
          ) : null}
        </div>
      )}
    </div>
  );
}
