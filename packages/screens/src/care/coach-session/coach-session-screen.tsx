import { CARE_ERRORS, type ChatMessage, type CoachSessionResponse } from "@pkg/contracts";
import { MarkdownView, Skeleton, type MarkdownInternalLinkProps } from "@pkg/ui";
import { ArrowLeft, MessageSquareOff } from "lucide-react";
import * as React from "react";

import { AnswerRedFlags, AnswerSources } from "../../assistant/chat/answer-parts";
import { answerMarkdown } from "../../assistant/chat/answer-text";
import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { formatCareDateTime } from "../shared/care-dates";

export type CoachSessionScreenProps = {
  /** The shared chat (`GET /api/coach/session/{chat_id}`); absent while it loads, when missing or when it failed. */
  session?: CoachSessionResponse;
  loading?: boolean;
  /** The chat is not shared with this practitioner (any more), or does not exist (the API's 404). */
  notFound?: boolean;
  /** Why it could not be loaded (anything but a 404). */
  loadError?: string | null;
  onRetry?: () => void;
  /** The client's page (`/coaches/clients/{clientId}`). */
  clientHref: string;
  /** A cited item's page. */
  citationHref: (contentId: string) => string;
  /** The reader's time zone for the dates (the browser's when absent). */
  timeZone?: string;
};

const linkClasses =
  "inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60";

function CitationLink({ href, className, children }: MarkdownInternalLinkProps) {
  return (
    <ScreenLink to={href} className={className}>
      {children}
    </ScreenLink>
  );
}

function BackLink({ href, name }: { href: string; name: string | undefined }) {
  return (
    <ScreenLink to={href} className={linkClasses}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {name ? `Back to ${name}` : "Back to your client"}
    </ScreenLink>
  );
}

/**
 * `/coaches/clients/{clientId}/chats/{chatId}`: a practitioner reads a chat their client shared
 * with them, read-only: every question with its answer as the client saw it (the seek-care advice
 * first, what it was personalised for, the text with its citations, the sources). Nothing here
 * changes the chat. A chat that is not shared (any more) reads "No such shared chat".
 */
export function CoachSessionScreen({
  session,
  loading = false,
  notFound = false,
  loadError = null,
  onRetry,
  clientHref,
  citationHref,
  timeZone,
}: CoachSessionScreenProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const loaded = session !== undefined && !notFound && !loadError;
  // The page's heading takes the focus once the chat is there, so reading starts at the top.
  React.useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  if (notFound) {
    return (
      <>
        <BackLink href={clientHref} name={undefined} />
        <section className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-muted/40 px-6 py-12 text-center">
          <MessageSquareOff aria-hidden="true" className="size-8 text-muted-foreground" />
          <h1 className="text-xl font-semibold">{CARE_ERRORS.chatNotShared}</h1>
          <p className="max-w-prose text-sm text-muted-foreground">
            Your client may have stopped sharing this chat, or the link may be wrong. The chats they share
            with you are listed on their page.
          </p>
        </section>
      </>
    );
  }

  return (
    <>
      <BackLink href={clientHref} name={session?.client.name} />
      {loadError ? (
        <>
          <h1 className="text-display font-semibold tracking-tight">The shared chat could not be opened</h1>
          <LoadFailedAlert message={loadError} onRetry={onRetry} />
        </>
      ) : loading || !session ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading the shared chat"
          className="flex flex-col gap-4"
        >
          <Skeleton className="h-9 w-3/5" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <>
          <header className="flex flex-col gap-1">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-display font-semibold tracking-tight break-words outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
            >
              {session.chat.title}
            </h1>
            <p className="text-muted-foreground">
              Shared by {session.client.name}. Read-only: only they can ask in this chat.
            </p>
          </header>
          {session.messages.length === 0 ? (
            <p className="text-sm text-muted-foreground">This chat has no questions.</p>
          ) : (
            <ol aria-label="Questions and answers" className="flex flex-col gap-6">
              {session.messages.map((message, index) => (
                <li key={message.id}>
                  <SharedMessage
                    message={message}
                    number={index + 1}
                    clientName={session.client.name}
                    citationHref={citationHref}
                    timeZone={timeZone}
                  />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </>
  );
}

/** One question and its answer, read-only, as the client saw it. */
function SharedMessage({
  message,
  number,
  clientName,
  citationHref,
  timeZone,
}: {
  message: ChatMessage;
  number: number;
  clientName: string;
  citationHref: (contentId: string) => string;
  timeZone: string | undefined;
}) {
  const { answer } = message;
  const headingId = React.useId();
  const markdown = React.useMemo(() => answerMarkdown(answer, citationHref), [answer, citationHref]);
  return (
    <article aria-labelledby={headingId} data-kind={answer.kind} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1 rounded-lg bg-accent px-4 py-2 text-accent-foreground">
        <h2 id={headingId} className="text-base font-medium break-words">
          <span className="text-sm font-normal">Question {number}: </span>
          {message.question}
        </h2>
        <p className="text-sm">
          Asked <time dateTime={message.createdAt}>{formatCareDateTime(message.createdAt, timeZone)}</time>
        </p>
      </div>
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4">
        <AnswerRedFlags redFlags={answer.redFlags} role="note" />
        {answer.personalizedFor && answer.personalizedFor.length > 0 ? (
          <p className="text-sm font-medium text-primary">
            Personalised for {clientName}: {answer.personalizedFor.join(", ")}
          </p>
        ) : null}
        {markdown.trim() ? <MarkdownView markdown={markdown} internalLink={CitationLink} /> : null}
        <AnswerSources citations={answer.citations} headingId={headingId} href={citationHref} />
      </div>
    </article>
  );
}
