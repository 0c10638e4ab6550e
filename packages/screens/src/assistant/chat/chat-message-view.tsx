import { reportAnswerRequestSchema, type AnswerRating, type ChatMessage } from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  MarkdownView,
  type MarkdownInternalLinkProps,
  Spinner,
  Textarea,
} from "@pkg/ui";
import { Bookmark, FilePlus2 } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { AnswerRedFlags, AnswerSources } from "./answer-parts";
import { answerMarkdown, answerPlainText } from "./answer-text";

export type ChatMessageActions = {
  /** An item's page in the reader (`/library/{id}`). */
  citationHref: (contentId: string) => string;
  /** Rates an answer; `null` takes the rating back. */
  onRate: (messageId: string, rating: AnswerRating | null, reason?: string) => void;
  /** Reports an answer with what is wrong with it. */
  onReport: (messageId: string, reason: string) => void;
  /** Copies text to the clipboard (`navigator.clipboard.writeText` when omitted). */
  copyText?: (text: string) => Promise<void>;
  /**
   * Saves an answer (into a folder): shows 'Save' on each answer that has library content (not on
   * the no-content answer) when given.
   */
  onSave?: (message: ChatMessage) => void;
  /**
   * Turns an answer into a draft library item (a practitioner's): shows 'Turn into draft' on each
   * answer that has library content (not on the no-content answer) when given.
   */
  onTurnIntoDraft?: (message: ChatMessage) => void;
  /** Where each answer's draft stands, by message id (being made, made with its editor's address, or failed). */
  drafts?: Readonly<Record<string, AnswerDraftState>>;
};

/** A draft being made from an answer, made (its editor's address), or not made (why). */
export type AnswerDraftState =
  { status: "creating" } | { status: "created"; href: string } | { status: "failed"; error: string };

export type ChatMessageViewProps = ChatMessageActions & {
  message: ChatMessage;
  /** Set on the answer that just arrived: its heading takes the focus. */
  focusOnMount?: boolean;
  /** The stored answer replaced the text that was streamed in (it failed the check against the library). */
  replaced?: boolean;
};

/** The note shown on an answer that replaced the streamed text. */
export const REPLACED_NOTE = "The answer was checked against the library and replaced.";

function CitationLink({ href, className, children }: MarkdownInternalLinkProps) {
  return (
    <ScreenLink to={href} className={className}>
      {children}
    </ScreenLink>
  );
}

const defaultCopy = (text: string) => navigator.clipboard.writeText(text);

/** One question of a chat and its answer: the advice first on a red flag, the sources, and what to do with it. */
export function ChatMessageView({
  message,
  focusOnMount = false,
  replaced = false,
  citationHref,
  onRate,
  onReport,
  copyText = defaultCopy,
  onSave,
  onTurnIntoDraft,
  drafts,
}: ChatMessageViewProps) {
  const { answer } = message;
  const headingId = React.useId();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  const markdown = React.useMemo(() => answerMarkdown(answer, citationHref), [answer, citationHref]);

  return (
    <article aria-labelledby={headingId} data-kind={answer.kind} className="flex flex-col gap-4">
      <div className="self-end rounded-lg bg-accent px-4 py-2 text-accent-foreground">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-medium break-words outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
        >
          <span className="sr-only">You asked: </span>
          {message.question}
        </h2>
      </div>
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4">
        <AnswerRedFlags redFlags={answer.redFlags} />
        {answer.personalizedFor && answer.personalizedFor.length > 0 ? (
          <p className="text-sm font-medium text-primary">
            Personalised for you: {answer.personalizedFor.join(", ")}
          </p>
        ) : null}
        {replaced ? <p className="text-sm text-muted-foreground italic">{REPLACED_NOTE}</p> : null}
        {markdown.trim() ? <MarkdownView markdown={markdown} internalLink={CitationLink} /> : null}
        <AnswerSources citations={answer.citations} headingId={headingId} href={citationHref} />
        <AnswerActions
          message={message}
          onRate={onRate}
          onReport={onReport}
          copyText={copyText}
          onSave={answer.kind === "no-content" ? undefined : onSave}
          onTurnIntoDraft={answer.kind === "no-content" ? undefined : onTurnIntoDraft}
          draft={drafts?.[message.id]}
        />
      </div>
    </article>
  );
}

function AnswerActions({
  message,
  onRate,
  onReport,
  copyText,
  onSave,
  onTurnIntoDraft,
  draft,
}: Pick<ChatMessageViewProps, "message" | "onRate" | "onReport" | "onSave" | "onTurnIntoDraft"> & {
  copyText: (text: string) => Promise<void>;
  draft: AnswerDraftState | undefined;
}) {
  const [copied, setCopied] = React.useState<"copied" | "failed" | null>(null);
  const [askingReason, setAskingReason] = React.useState(false);
  const [reason, setReason] = React.useState("");
  const [reporting, setReporting] = React.useState(false);

  const copy = () => {
    copyText(answerPlainText(message.answer)).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  };
  const rateHelpful = () => onRate(message.id, message.rating === "helpful" ? null : "helpful");
  const rateNotHelpful = () => {
    if (message.rating === "not-helpful") {
      onRate(message.id, null);
      return;
    }
    setAskingReason(true);
  };

  return (
    <div className="flex flex-col gap-3 border-t border-border pt-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          Copy answer
        </Button>
        <div
          role="group"
          aria-label="Was this answer helpful?"
          className="flex gap-2 [&>[aria-pressed=true]]:border-primary [&>[aria-pressed=true]]:bg-accent [&>[aria-pressed=true]]:text-accent-foreground"
        >
          <Button
            variant="outline"
            size="sm"
            aria-pressed={message.rating === "helpful"}
            onClick={rateHelpful}
          >
            Helpful
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={message.rating === "not-helpful"}
            onClick={rateNotHelpful}
          >
            Not helpful
          </Button>
        </div>
        {onSave ? (
          <Button variant="outline" size="sm" onClick={() => onSave(message)}>
            <Bookmark aria-hidden="true" />
            Save
          </Button>
        ) : null}
        {onTurnIntoDraft && draft?.status !== "created" ? (
          <Button
            variant="outline"
            size="sm"
            loading={draft?.status === "creating"}
            onClick={() => onTurnIntoDraft(message)}
          >
            <FilePlus2 aria-hidden="true" />
            Turn into draft
          </Button>
        ) : null}
        {message.reportedAt ? (
          <span className="text-sm text-muted-foreground">You reported this answer.</span>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
            Report
          </Button>
        )}
        <span role="status" className="text-sm text-muted-foreground">
          {copied === "copied"
            ? "Answer copied."
            : copied === "failed"
              ? "The answer could not be copied."
              : ""}
        </span>
      </div>
      {onTurnIntoDraft ? <DraftNotice draft={draft} /> : null}
      {message.rating ? (
        <p className="text-sm text-muted-foreground">
          {message.rating === "helpful"
            ? "Thank you: you found this answer helpful."
            : `Thank you: you found this answer not helpful${message.ratingReason ? ` (${message.ratingReason})` : ""}.`}
        </p>
      ) : null}
      {askingReason ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = reason.trim();
            onRate(message.id, "not-helpful", trimmed ? trimmed : undefined);
            setAskingReason(false);
            setReason("");
          }}
        >
          <Field label="What was missing or wrong? (optional)">
            <Textarea value={reason} rows={2} onChange={(event) => setReason(event.target.value)} />
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              Send
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setAskingReason(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      <ReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        onReport={(text) => onReport(message.id, text)}
      />
    </div>
  );
}

/** What became of 'Turn into draft': the new item's editor, or why it was not made (in a live region). */
function DraftNotice({ draft }: { draft: AnswerDraftState | undefined }) {
  return (
    <div role="status" className="empty:hidden">
      {draft?.status === "created" ? (
        // The live region is the wrapper (present before the draft is made, so the news is read out).
        <Alert variant="success" role="none">
          <AlertTitle>Draft created</AlertTitle>
          <AlertDescription>
            <p className="text-foreground">
              It is in the library under AI-Generated, ready for you to edit and send for review.{" "}
              <ScreenLink
                to={draft.href}
                className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
              >
                Open the draft
              </ScreenLink>
            </p>
          </AlertDescription>
        </Alert>
      ) : draft?.status === "failed" ? (
        <p className="text-sm text-destructive">The draft was not created: {draft.error}</p>
      ) : draft?.status === "creating" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner aria-hidden="true" />
          Creating the draft…
        </p>
      ) : null}
    </div>
  );
}

function ReportDialog({
  open,
  onClose,
  onReport,
}: {
  open: boolean;
  onClose: () => void;
  onReport: (reason: string) => void;
}) {
  const [reason, setReason] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const checked = reportAnswerRequestSchema.shape.reason.safeParse(reason);
            if (!checked.success) {
              setError(checked.error.issues[0]?.message ?? null);
              return;
            }
            onReport(checked.data);
            close();
          }}
        >
          <DialogHeader>
            <DialogTitle>Report this answer</DialogTitle>
            <DialogDescription>
              Tell us what is wrong with it. The team that looks after the library reads every report.
            </DialogDescription>
          </DialogHeader>
          <Field label="What is wrong with this answer?" required error={error}>
            <Textarea
              value={reason}
              rows={3}
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit">Send report</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
