import { askRequestSchema, ASSISTANT_LIMITS, type ChatMessage } from "@pkg/contracts";
import { Button, Field, Skeleton, Spinner, Textarea } from "@pkg/ui";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { ChatMessageView, type ChatMessageActions } from "./chat-message-view";

export type AskScreenProps = ChatMessageActions & {
  /** The chat's questions and answers, oldest first; none in a new chat. */
  messages: readonly ChatMessage[];
  /** The reopened chat's title; a new chat has none. */
  chatTitle?: string | null;
  /** Questions a new chat offers to ask, drawn from the library's topics. */
  suggestions: readonly string[];
  /** The question being typed (kept when asking fails). */
  question: string;
  onQuestionChange: (question: string) => void;
  /** Asks a question (checked first: a refused question shows its message and is not sent). */
  onAsk: (question: string) => void;
  /** The question being answered, while it is. */
  pendingQuestion?: string | null;
  /** Why the last question could not be answered; 'Try again' asks it again. */
  askError?: string | null;
  onRetryAsk?: () => void;
  /** A reopened chat: loading, ready, or not loaded (why, and Try again). */
  status?: "ready" | "loading" | "error";
  loadError?: string | null;
  onReload?: () => void;
  /** Where a new chat starts; shown in a reopened chat. */
  newChatHref?: string;
  /** The chat history beside the chat (below it on narrow screens). */
  history?: React.ReactNode;
};

/**
 * Ask (issue 17): a chat with the assistant, answered from the reviewed library with numbered
 * citations. A new chat offers suggested questions; the answer that arrives takes the focus.
 */
export function AskScreen({
  messages,
  chatTitle,
  suggestions,
  question,
  onQuestionChange,
  onAsk,
  pendingQuestion = null,
  askError = null,
  onRetryAsk,
  status = "ready",
  loadError,
  onReload,
  newChatHref,
  history,
  ...actions
}: AskScreenProps) {
  const [questionError, setQuestionError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  const latestId = messages.at(-1)?.id ?? null;
  // Only the answer to a question asked here takes the focus, not a chat reopened from the history.
  const [arrivedId, setArrivedId] = React.useState<string | null>(null);
  const seenLatest = React.useRef(latestId);
  const awaitingAnswer = React.useRef(false);
  React.useEffect(() => {
    if (pendingQuestion !== null) awaitingAnswer.current = true;
  }, [pendingQuestion]);
  React.useEffect(() => {
    if (askError) awaitingAnswer.current = false;
  }, [askError]);
  React.useEffect(() => {
    if (latestId === seenLatest.current) return;
    seenLatest.current = latestId;
    if (latestId !== null && awaitingAnswer.current) {
      awaitingAnswer.current = false;
      setArrivedId(latestId);
    }
  }, [latestId]);

  const ask = (text: string) => {
    if (pendingQuestion !== null) return;
    const checked = askRequestSchema.shape.question.safeParse(text);
    if (!checked.success) {
      setQuestionError(checked.error.issues[0]?.message ?? null);
      inputRef.current?.focus();
      return;
    }
    setQuestionError(null);
    onAsk(checked.data);
  };
  const asking = pendingQuestion !== null;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-display font-semibold tracking-tight">Ask</h1>
            {chatTitle ? <p className="break-words text-muted-foreground">{chatTitle}</p> : null}
          </div>
          {newChatHref && (messages.length > 0 || status !== "ready") ? (
            <Button variant="outline" asChild>
              <ScreenLink to={newChatHref}>New chat</ScreenLink>
            </Button>
          ) : null}
        </header>

        {status === "loading" ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <p className="sr-only">Loading the chat…</p>
            <Skeleton className="h-10 w-2/3 self-end" />
            <Skeleton className="h-40 w-full" />
          </div>
        ) : status === "error" ? (
          <LoadFailedAlert
            title="The chat could not be loaded"
            message={loadError ?? "Check your connection and try again."}
            onRetry={onReload}
          />
        ) : messages.length === 0 && !asking ? (
          <section aria-labelledby="ask-suggestions" className="flex flex-col gap-3">
            <h2 id="ask-suggestions" className="text-xl font-semibold">
              Ask about the menopause and your health
            </h2>
            <p className="text-muted-foreground">
              Answers come only from the reviewed library, with the articles they use. They are not a
              diagnosis: for anything urgent, call your local emergency number.
            </p>
            {suggestions.length > 0 ? (
              <ul aria-label="Suggested questions" className="flex flex-wrap gap-2">
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-auto py-2 text-left whitespace-normal"
                      onClick={() => {
                        onQuestionChange(suggestion);
                        ask(suggestion);
                      }}
                    >
                      {suggestion}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}

        {status === "ready" && (messages.length > 0 || asking) ? (
          <ol aria-label="Questions and answers" className="flex flex-col gap-8">
            {messages.map((message) => (
              <li key={message.id}>
                <ChatMessageView message={message} focusOnMount={message.id === arrivedId} {...actions} />
              </li>
            ))}
            {asking ? (
              <li aria-busy="true" className="flex flex-col gap-4">
                <p className="self-end rounded-lg bg-accent px-4 py-2 font-medium break-words text-accent-foreground">
                  <span className="sr-only">You asked: </span>
                  {pendingQuestion}
                </p>
                <p className="flex items-center gap-2 text-muted-foreground">
                  <Spinner aria-hidden="true" />
                  Looking in the reviewed library…
                </p>
              </li>
            ) : null}
          </ol>
        ) : null}

        <p role="status" className="sr-only">
          {asking ? "Looking for an answer." : arrivedId ? "The answer is ready." : ""}
        </p>

        {askError ? (
          <LoadFailedAlert
            title="Your question could not be answered"
            message={askError}
            onRetry={onRetryAsk}
          />
        ) : null}

        {status === "ready" ? (
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              ask(question);
            }}
          >
            <Field
              label={messages.length > 0 ? "Ask a follow-up question" : "Your question"}
              description={`Up to ${ASSISTANT_LIMITS.questionMax} characters. Press Enter to ask.`}
              error={questionError}
            >
              <Textarea
                ref={inputRef}
                value={question}
                rows={2}
                onChange={(event) => {
                  onQuestionChange(event.target.value.replace(/[\r\n]+/g, " "));
                  if (questionError) setQuestionError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit();
                  }
                }}
              />
            </Field>
            <Button type="submit" className="self-end" loading={asking}>
              Ask
            </Button>
          </form>
        ) : null}
      </div>
      {history ? (
        <aside aria-label="Your chats" className="min-w-0">
          {history}
        </aside>
      ) : null}
    </div>
  );
}
