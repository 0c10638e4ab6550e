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
  Textarea,
} from "@pkg/ui";
import * as React from "react";

import { ScreenLink } from "../../environment";
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
};

export type ChatMessageViewProps = ChatMessageActions & {
  message: ChatMessage;
  /** Set on the answer that just arrived: its heading takes the focus. */
  focusOnMount?: boolean;
};

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
  citationHref,
  onRate,
  onReport,
  copyText = defaultCopy,
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
        {answer.redFlags.map((flag) => (
          <Alert key={flag.id} variant="destructive" data-urgency={flag.urgency}>
            <AlertTitle>{flag.advice.title}</AlertTitle>
            <AlertDescription>
              <p className="text-foreground">{flag.advice.body}</p>
            </AlertDescription>
          </Alert>
        ))}
        {markdown.trim() ? <MarkdownView markdown={markdown} internalLink={CitationLink} /> : null}
        {answer.citations.length > 0 ? (
          <div className="flex flex-col gap-2">
            <h3 id={`${headingId}-sources`} className="text-sm font-semibold">
              Sources
            </h3>
            <ol aria-labelledby={`${headingId}-sources`} className="flex flex-col gap-1 text-sm">
              {answer.citations.map((citation) => (
                <li key={citation.n} className="flex gap-2">
                  <span aria-hidden="true" className="text-muted-foreground">
                    [{citation.n}]
                  </span>
                  <ScreenLink
                    to={citationHref(citation.contentId)}
                    className="font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
                  >
                    <span className="sr-only">Source {citation.n}: </span>
                    {citation.title}
                  </ScreenLink>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        <AnswerActions message={message} onRate={onRate} onReport={onReport} copyText={copyText} />
      </div>
    </article>
  );
}

function AnswerActions({
  message,
  onRate,
  onReport,
  copyText,
}: Pick<ChatMessageViewProps, "message" | "onRate" | "onReport"> & {
  copyText: (text: string) => Promise<void>;
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
