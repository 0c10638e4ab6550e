import type { AdminChatSession, ChatMessage } from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  MarkdownView,
  Skeleton,
  type MarkdownInternalLinkProps,
} from "@pkg/ui";
import { ArrowLeft } from "lucide-react";
import * as React from "react";

import { AnswerRedFlags, AnswerSources } from "../../assistant/chat/answer-parts";
import { answerMarkdown } from "../../assistant/chat/answer-text";
import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { AUDIT_NOTE, chatKindName, ownerRoleName, reportedDate } from "../admin-chats-text";

export type ReportedChatScreenProps = {
  /** The reported chat (`GET /api/admin-session/{chat_id}`); absent while it loads or when it failed. */
  session?: AdminChatSession;
  loading?: boolean;
  /** Why it could not be read (a chat that is not reported reads as missing). */
  loadError?: string | null;
  onRetry?: () => void;
  /** The Administration page. */
  backHref: string;
  /** A cited item's page in the reader. */
  citationHref: (contentId: string) => string;
  /** The reader's time zone for the dates (the browser's when absent). */
  timeZone?: string;
};

function CitationLink({ href, className, children }: MarkdownInternalLinkProps) {
  return (
    <ScreenLink to={href} className={className}>
      {children}
    </ScreenLink>
  );
}

/**
 * `/admin/reported-chats/{chatId}`, for Super Admins: a reported chat read-only, every question
 * with its answer as the asker saw it (the seek-care advice, what it was personalised for, the
 * text with its citations, the sources), their rating and what they reported. The page says that
 * this read is recorded in the audit log; nothing here changes the chat.
 */
export function ReportedChatScreen({
  session,
  loading = false,
  loadError = null,
  onRetry,
  backHref,
  citationHref,
  timeZone,
}: ReportedChatScreenProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const loaded = session !== undefined;
  // The page's heading takes the focus once the chat is there, so reading starts at the top.
  React.useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  return (
    <>
      <ScreenLink
        to={backHref}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Administration
      </ScreenLink>
      <header className="flex flex-col gap-1">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-display font-semibold tracking-tight break-words outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
        >
          Reported chat{session ? `: ${session.chat.title}` : ""}
        </h1>
        <p className="text-muted-foreground">Read-only: nothing you do here changes the chat.</p>
      </header>
      <Alert variant="info" role="note">
        <AlertTitle>This read is recorded</AlertTitle>
        <AlertDescription>
          <p className="text-foreground">{AUDIT_NOTE}</p>
        </AlertDescription>
      </Alert>

      {loadError ? (
        <LoadFailedAlert title="The chat could not be opened" message={loadError} onRetry={onRetry} />
      ) : loading || !session ? (
        <Skeleton className="h-64" aria-busy="true" aria-label="Loading the reported chat" />
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-3 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
            <Detail label="Asked by" value={ownerRoleName(session.owner.roleId)} />
            <Detail label="Kind" value={chatKindName(session.chat.kind)} />
            <Detail
              label="First reported"
              value={session.chat.reportedAt ? reportedDate(session.chat.reportedAt, timeZone) : "—"}
            />
            <Detail
              label="Questions"
              value={`${session.messages.length} (${session.messages.filter((message) => message.reportedAt).length} reported)`}
            />
          </dl>
          <ol aria-label="Questions and answers" className="flex flex-col gap-6">
            {session.messages.map((message, index) => (
              <li key={message.id}>
                <ReportedMessage
                  message={message}
                  number={index + 1}
                  citationHref={citationHref}
                  timeZone={timeZone}
                />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/** One question and its answer, read-only, with the asker's rating and report. */
function ReportedMessage({
  message,
  number,
  citationHref,
  timeZone,
}: {
  message: ChatMessage;
  number: number;
  citationHref: (contentId: string) => string;
  timeZone: string | undefined;
}) {
  const { answer } = message;
  const headingId = React.useId();
  const markdown = React.useMemo(() => answerMarkdown(answer, citationHref), [answer, citationHref]);
  return (
    <article
      aria-labelledby={headingId}
      data-kind={answer.kind}
      data-reported={message.reportedAt ? "true" : undefined}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-1 rounded-lg bg-accent px-4 py-2 text-accent-foreground">
        <h2 id={headingId} className="text-base font-medium break-words">
          <span className="text-sm font-normal">Question {number}: </span>
          {message.question}
        </h2>
      </div>
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4">
        <AnswerRedFlags redFlags={answer.redFlags} role="note" />
        {answer.personalizedFor && answer.personalizedFor.length > 0 ? (
          <p className="text-sm font-medium text-primary">
            Personalised for: {answer.personalizedFor.join(", ")}
          </p>
        ) : null}
        {markdown.trim() ? <MarkdownView markdown={markdown} internalLink={CitationLink} /> : null}
        <AnswerSources citations={answer.citations} headingId={headingId} href={citationHref} />
        <div className="flex flex-col gap-2 border-t border-border pt-3 text-sm">
          <p className="text-muted-foreground">
            Written by{" "}
            {answer.source === "model"
              ? "the AI endpoint, checked against the library"
              : "the extractive composer"}
            .{" "}
            {message.rating === "helpful"
              ? "Rated helpful."
              : message.rating === "not-helpful"
                ? `Rated not helpful${message.ratingReason ? `: “${message.ratingReason}”` : "."}`
                : "Not rated."}
          </p>
          {message.reportedAt ? (
            <Alert variant="warning" role="note">
              <AlertTitle>
                Reported on{" "}
                <time dateTime={message.reportedAt}>{reportedDate(message.reportedAt, timeZone)}</time>
              </AlertTitle>
              <AlertDescription>
                <p className="break-words text-foreground">{message.reportedReason ?? "No reason given."}</p>
              </AlertDescription>
            </Alert>
          ) : null}
        </div>
      </div>
    </article>
  );
}
