import {
  CARE_ERRORS,
  CARE_LIMITS,
  HANDOUT_ATTACHMENT_MAX_BYTES,
  type HandoutAttachment,
  type TextMarks,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  EmptyState,
  Field,
  HighlightedText,
  Input,
  MarkdownView,
  Skeleton,
  Spinner,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  Textarea,
} from "@pkg/ui";
import { ArrowLeft, BookOpen, FileQuestion, Link2Off, Trash2 } from "lucide-react";
import * as React from "react";

import { AttachmentsEditor } from "../../content/content-editor/attachments-editor";
import { LibrarySearchForm } from "../../content/library-filters";
import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { DeleteHandoutDialog } from "../handouts/delete-handout-dialog";
import { sharedWithText } from "../handouts/handout-text";
import type { HandoutEditorErrors, HandoutEditorField, HandoutEditorValues } from "./use-handout-editor-form";

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * A published library item a handout can start from, with the words of its title and summary
 * that matched the search (highlighted).
 */
export type HandoutLibraryResult = {
  id: string;
  title: string;
  summary: string;
  titleMarks?: TextMarks;
  summaryMarks?: TextMarks;
};

export type HandoutEditorScreenProps = {
  /** `new` (`/coaches/handouts/new`) or `edit` (`/coaches/handouts/{id}`): only a saved handout can be deleted. */
  mode: "new" | "edit";
  values: HandoutEditorValues;
  errors: HandoutEditorErrors;
  /** Grows each time messages appear: the first invalid field then takes the focus. */
  errorFocusKey?: number;
  onChange: <K extends HandoutEditorField>(field: K, value: HandoutEditorValues[K]) => void;
  /** Save: the caller checks the values (the form hook's `handleSubmit`) and saves them. */
  onSubmit: () => void;
  /** Cancel: the route leaves (asking first when something was changed, if it wants). */
  onCancel: () => void;
  /** Deleting was confirmed in the dialog (edit mode). */
  onDelete?: () => void;
  /** Where 'Handouts' goes back to (`/coaches/handouts`). */
  handoutsHref: string;
  /** Clients who have this handout now: they read the saved text. */
  sharedWith?: number;

  /** The library search was submitted, trimmed ('' clears it). */
  onLibrarySearch: (query: string) => void;
  /** The search the results are for ('' before any). */
  libraryQuery?: string;
  /** Published items matching the search. */
  libraryResults?: readonly HandoutLibraryResult[];
  librarySearching?: boolean;
  /** The search failed: why. */
  libraryError?: string | null;
  /** An item was chosen: the route fills in its title, text and source. */
  onPickLibraryItem: (id: string) => void;
  /** The item being fetched after it was chosen. */
  pickingLibraryItemId?: string | null;

  submitting?: boolean;
  deleting?: boolean;
  /** A failure that belongs to no field. */
  apiError?: string | null;
  /** The handout is loading: the page keeps its shape. */
  loading?: boolean;
  /** The handout could not be loaded: why, with 'Try again'. */
  loadError?: string | null;
  onRetry?: () => void;
  /** No such handout (deleted, or another practitioner's). */
  notFound?: boolean;

  /** The saved handout's files (edit mode: a new handout is saved before it takes files). */
  attachments?: readonly HandoutAttachment[];
  /** The file being sent, if any. */
  uploadingFileName?: string | null;
  /** The file being removed, if any. */
  removingAttachmentId?: string | null;
  /** Why the last upload or removal failed. */
  attachmentError?: string | null;
  onAttachmentAdd?: (file: File) => void;
  onAttachmentRemove?: (attachment: HandoutAttachment) => void;
  /** Downloads a file. */
  onAttachmentOpen?: (attachment: HandoutAttachment) => void;
};

const attachmentMegabytes = HANDOUT_ATTACHMENT_MAX_BYTES / 1024 / 1024;

function BackLink({ href }: { href: string }) {
  return (
    <ScreenLink
      to={href}
      className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Handouts
    </ScreenLink>
  );
}

function LibraryPicker({
  source,
  onRemoveSource,
  onSearch,
  query,
  results,
  searching,
  error,
  onPick,
  pickingId,
}: {
  source: HandoutEditorValues["source"];
  onRemoveSource: () => void;
  onSearch: (query: string) => void;
  query: string;
  results: readonly HandoutLibraryResult[];
  searching: boolean;
  error?: string | null;
  onPick: (id: string) => void;
  pickingId: string | null;
}) {
  if (source) {
    return (
      <section
        aria-labelledby="handout-source-title"
        className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex min-w-0 items-start gap-2">
          <BookOpen aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <div className="flex min-w-0 flex-col gap-0.5">
            <h2 id="handout-source-title" className="text-sm font-medium break-words">
              From the library: {source.title}
            </h2>
            <p className="text-sm text-muted-foreground">
              Removing the link keeps your text; the handout is then no longer marked as made from the item.
            </p>
          </div>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          onClick={onRemoveSource}
        >
          <Link2Off aria-hidden />
          Remove link
        </Button>
      </section>
    );
  }

  let found: React.ReactNode = null;
  if (searching) {
    found = (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner aria-hidden className="size-4" />
        Searching the library…
      </p>
    );
  } else if (error) {
    found = (
      <Alert variant="destructive">
        <AlertDescription className="text-foreground">{error}</AlertDescription>
      </Alert>
    );
  } else if (results.length > 0) {
    found = (
      <ul aria-label="Published library items" className="flex flex-col gap-2">
        {results.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-start sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-medium break-words">
                <HighlightedText text={item.title} marks={item.titleMarks} />
              </p>
              <p className="text-sm text-muted-foreground">
                <HighlightedText text={item.summary} marks={item.summaryMarks} />
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              className="shrink-0 self-start"
              loading={pickingId === item.id}
              disabled={pickingId !== null && pickingId !== item.id}
              onClick={() => onPick(item.id)}
            >
              Use this item<span className="sr-only"> '{item.title}'</span>
            </Button>
          </li>
        ))}
      </ul>
    );
  } else if (query) {
    found = <p className="text-sm text-muted-foreground">No published items match “{query}”.</p>;
  }

  return (
    <section aria-labelledby="handout-library-title" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h2 id="handout-library-title" className="text-lg font-semibold">
          Start from a library item
        </h2>
        <p className="text-sm text-muted-foreground">
          Choosing a published item puts its title and text in your handout, in place of what is there now.
          Then make it your own.
        </p>
      </div>
      <LibrarySearchForm
        search={query}
        onSearch={onSearch}
        regionLabel="Library items"
        label="Search the library"
        placeholder="Search by title or topic"
      />
      {found}
    </section>
  );
}

function LoadingEditor() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the handout" className="flex flex-col gap-6">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

/**
 * Writes a handout (`/coaches/handouts/new`, `/coaches/handouts/{id}`): its title and Markdown
 * text with a preview as clients will see it (sanitised), optionally started from a published
 * library item; Save, Cancel and, for a saved handout, Delete (asked first).
 */
export function HandoutEditorScreen({
  mode,
  values,
  errors,
  errorFocusKey = 0,
  onChange,
  onSubmit,
  onCancel,
  onDelete,
  handoutsHref,
  sharedWith = 0,
  onLibrarySearch,
  libraryQuery = "",
  libraryResults = [],
  librarySearching = false,
  libraryError,
  onPickLibraryItem,
  pickingLibraryItemId = null,
  submitting = false,
  deleting = false,
  apiError,
  loading = false,
  loadError,
  onRetry,
  notFound = false,
  attachments = [],
  uploadingFileName = null,
  removingAttachmentId = null,
  attachmentError = null,
  onAttachmentAdd,
  onAttachmentRemove,
  onAttachmentOpen,
}: HandoutEditorScreenProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [tab, setTab] = React.useState("write");
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const busy = submitting || deleting;

  // New messages: the Write tab shows, so that a message under the text can take the focus.
  const [focusKeySeen, setFocusKeySeen] = React.useState(errorFocusKey);
  if (errorFocusKey !== focusKeySeen) {
    setFocusKeySeen(errorFocusKey);
    setTab("write");
  }
  React.useEffect(() => {
    if (errorFocusKey === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorFocusKey]);

  const heading = mode === "new" ? "New handout" : "Edit handout";

  if (notFound) {
    return (
      <div data-slot="handout-editor" className="flex flex-col gap-6">
        <BackLink href={handoutsHref} />
        <h1 className="text-display font-semibold tracking-tight">Handout not found</h1>
        <EmptyState
          variant="outline"
          titleAs="h2"
          icon={<FileQuestion />}
          title={CARE_ERRORS.handoutNotFound}
          description="It may have been deleted. Your handouts are all on the Handouts page."
          action={
            <Button asChild variant="outline">
              <ScreenLink to={handoutsHref}>Back to Handouts</ScreenLink>
            </Button>
          }
        />
      </div>
    );
  }

  let content: React.ReactNode;
  if (loading) {
    content = <LoadingEditor />;
  } else if (loadError) {
    content = (
      <LoadFailedAlert title="The handout could not be loaded" message={loadError} onRetry={onRetry} />
    );
  } else {
    const count = values.body.length;
    content = (
      <>
        {apiError ? (
          <Alert variant="destructive">
            <AlertDescription className="text-foreground">{apiError}</AlertDescription>
          </Alert>
        ) : null}
        {mode === "edit" && sharedWith > 0 ? (
          <Alert variant="info" role="note">
            <AlertDescription className="text-foreground">
              {sharedWithText(sharedWith)}: they read the handout as you save it.
            </AlertDescription>
          </Alert>
        ) : null}

        <LibraryPicker
          source={values.source}
          onRemoveSource={() => onChange("source", null)}
          onSearch={onLibrarySearch}
          query={libraryQuery}
          results={libraryResults}
          searching={librarySearching}
          error={libraryError}
          onPick={onPickLibraryItem}
          pickingId={pickingLibraryItemId}
        />

        <form
          ref={formRef}
          noValidate
          aria-labelledby="handout-editor-title"
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) onSubmit();
          }}
        >
          <Field label="Title" error={errors.title} required>
            <Input
              value={values.title}
              maxLength={CARE_LIMITS.handoutTitleMax}
              autoComplete="off"
              onChange={(event) => onChange("title", event.target.value)}
            />
          </Field>

          <Field
            label="Text"
            required
            description="Markdown: headings (##), lists (-), links, **bold** and _italic_."
            error={errors.body}
          >
            <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-2">
              <TabsList aria-label="Handout text view" className="self-start">
                <TabsTrigger value="write">Write</TabsTrigger>
                <TabsTrigger value="preview">Preview</TabsTrigger>
              </TabsList>
              <TabsContent value="write" forceMount hidden={tab !== "write"}>
                <Textarea
                  value={values.body}
                  maxLength={CARE_LIMITS.handoutBodyMax}
                  rows={16}
                  spellCheck
                  className="min-h-72 font-mono text-sm leading-relaxed"
                  onChange={(event) => onChange("body", event.target.value)}
                />
              </TabsContent>
              <TabsContent value="preview">
                <section
                  aria-label="Preview"
                  data-slot="handout-preview"
                  className="min-h-72 min-w-0 overflow-auto rounded-md border border-border bg-card px-4 py-3"
                >
                  {values.body.trim() ? (
                    <MarkdownView markdown={values.body} />
                  ) : (
                    <p className="text-sm text-muted-foreground">Write the text to see it as clients will.</p>
                  )}
                </section>
              </TabsContent>
            </Tabs>
          </Field>
          <p data-slot="handout-character-count" className="-mt-4 text-right text-sm text-muted-foreground">
            {numberFormat.format(count)} of {numberFormat.format(CARE_LIMITS.handoutBodyMax)} characters
          </p>

          <section aria-labelledby="handout-attachments-title" className="flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <h2 id="handout-attachments-title" className="text-lg font-semibold">
                Attachments
              </h2>
              <p className="text-sm text-muted-foreground">
                PDF, PNG or JPEG files up to {attachmentMegabytes} MB, at most{" "}
                {CARE_LIMITS.handoutAttachmentsMax}. Clients who have the handout can download them.
              </p>
            </div>
            <AttachmentsEditor
              attachments={attachments}
              enabled={mode === "edit"}
              disabledHint="Save the handout first: files can be attached once it is saved."
              maxFiles={CARE_LIMITS.handoutAttachmentsMax}
              fullMessage={CARE_ERRORS.handoutAttachmentsTooMany}
              uploadingFileName={uploadingFileName}
              removingId={removingAttachmentId}
              error={attachmentError}
              onAdd={onAttachmentAdd}
              onRemove={onAttachmentRemove}
              onOpen={onAttachmentOpen}
              openVerb="Download"
            />
          </section>

          <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center">
            {mode === "edit" && onDelete ? (
              <Button
                variant="ghost"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                loading={deleting}
                disabled={submitting}
                onClick={() => setConfirmOpen(true)}
              >
                <Trash2 aria-hidden />
                Delete
              </Button>
            ) : null}
            <div className="flex flex-col-reverse gap-3 sm:ml-auto sm:flex-row">
              <Button variant="outline" disabled={busy} onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" loading={submitting} disabled={deleting}>
                Save
              </Button>
            </div>
          </div>
        </form>
        {mode === "edit" && onDelete ? (
          <DeleteHandoutDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title={values.title}
            onConfirm={onDelete}
          />
        ) : null}
      </>
    );
  }

  return (
    <div data-slot="handout-editor" className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <BackLink href={handoutsHref} />
        <h1 id="handout-editor-title" className="text-display font-semibold tracking-tight">
          {heading}
        </h1>
      </header>
      {content}
    </div>
  );
}
