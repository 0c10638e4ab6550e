import {
  askRequestSchema,
  ASSISTANT_LIMITS,
  type AssistantUsage,
  type ChatKind,
  type ChatMessage,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Field,
  Label,
  MarkdownView,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
  Spinner,
  Switch,
  Textarea,
} from "@pkg/ui";
import { Square } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { ChatMessageView, REPLACED_NOTE, type ChatMessageActions } from "./chat-message-view";
import { chatKindLabel, sessionLimitText, usageText, waitText } from "../assistant-text";

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
  /** The answer's text so far while it streams in (with `pendingQuestion`); its sources come when it is done. */
  streamingText?: string | null;
  /** Stops the answer being written: 'Stop' shows while a question is being answered. */
  onStop?: () => void;
  /** The last question was stopped before its answer was done (the question is still in the box). */
  stopped?: boolean;
  /**
   * What refused the last question: a practitioner's monthly AI sessions (`session-limit`, no
   * Try again), too many questions in a short time (`fair-use`, with the wait), or anything else.
   */
  askErrorKind?: "error" | "session-limit" | "fair-use";
  /** Fair use: how many seconds to wait before asking again. */
  retryAfterSeconds?: number | null;
  /** The answer whose stored text replaced the text that was streamed in: it says so. */
  replacedMessageId?: string | null;
  /** The chat's kind: a reopened chat's own, or what a new chat will be. */
  chatKind?: ChatKind;
  /**
   * The kinds a new chat can be, when there is a choice: a client's `search` and `personalized`
   * ('Personalised for me'), a practitioner's `search` and `learning` ('Library for practitioners').
   */
  kindChoices?: readonly ChatKind[];
  onChatKindChange?: (kind: ChatKind) => void;
  /** A practitioner's AI sessions (new chats) this month against their plan; shown when it has a limit. */
  usage?: AssistantUsage | null;
  /** The zone the usage's renewal day is shown in; the browser's when omitted. */
  timeZone?: string;
  /** Controls for a reopened chat under its title (a client's 'Share with {practitioner}'). */
  chatActions?: React.ReactNode;
  /**
   * The client a practitioner works for, when their library answers are shaped by that client's
   * latest check-in: a note under the heading says so, with a link to change the client.
   */
  workingFor?: { name: string; changeHref: string } | null;
};

const LINK =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60";

/**
 * Ask (issue 17): a chat with the assistant, answered from the reviewed library with numbered
 * citations. A new chat offers suggested questions and, where the person has one, a choice of
 * kind (personalised, or the library for practitioners); the answer streams in as it is written
 * (Stop ends it) and, once done, takes the focus with its sources. A practitioner sees their AI
 * sessions this month; past the plan's limit a new chat explains why it cannot start, while
 * follow-ups in an earlier chat go on.
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
  chatActions,
  streamingText = null,
  onStop,
  stopped = false,
  askErrorKind = "error",
  retryAfterSeconds = null,
  replacedMessageId = null,
  chatKind = "search",
  kindChoices = [],
  onChatKindChange,
  usage = null,
  timeZone,
  workingFor = null,
  ...actions
}: AskScreenProps) {
  const [questionError, setQuestionError] = React.useState<string | null>(null);
  const kindId = React.useId();
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
    // A failed or stopped question's answer takes no focus (one stored anyway may still show up).
    if (askError || stopped) awaitingAnswer.current = false;
  }, [askError, stopped]);
  React.useEffect(() => {
    if (latestId === seenLatest.current) return;
    seenLatest.current = latestId;
    if (latestId !== null && awaitingAnswer.current) {
      awaitingAnswer.current = false;
      setArrivedId(latestId);
    }
  }, [latestId]);

  const newChat = messages.length === 0;
  const atLimit = usage !== null && usage.limit !== null && usage.used >= usage.limit;
  // Past the plan's sessions a new chat cannot start; a follow-up in an earlier chat can.
  const newChatBlocked = atLimit && newChat;

  const ask = (text: string) => {
    if (pendingQuestion !== null || newChatBlocked) return;
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
  const writing = asking && Boolean(streamingText);
  const stop = () => {
    onStop?.();
    // The Stop button goes away: the focus goes to the question, which is still in the box.
    inputRef.current?.focus();
  };
  const kindLabel = chatKindLabel(chatKind);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-display font-semibold tracking-tight">Ask</h1>
            {chatTitle ? <p className="break-words text-muted-foreground">{chatTitle}</p> : null}
            {!newChat && kindLabel ? (
              <Badge variant="info" size="md" data-kind={chatKind}>
                {kindLabel}
              </Badge>
            ) : null}
            {workingFor ? (
              <p className="text-sm text-muted-foreground">
                Answers are shaped by {workingFor.name}'s latest check-in.{" "}
                <ScreenLink to={workingFor.changeHref} className={LINK}>
                  Change<span className="sr-only"> the client you work for</span>
                </ScreenLink>
              </p>
            ) : null}
            {chatActions}
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
            {suggestions.length > 0 && !newChatBlocked ? (
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
                <ChatMessageView
                  message={message}
                  focusOnMount={message.id === arrivedId}
                  replaced={message.id === replacedMessageId}
                  {...actions}
                />
              </li>
            ))}
            {asking ? (
              <li aria-busy="true" className="flex flex-col gap-4">
                <p className="self-end rounded-lg bg-accent px-4 py-2 font-medium break-words text-accent-foreground">
                  <span className="sr-only">You asked: </span>
                  {pendingQuestion}
                </p>
                {writing ? (
                  <div
                    data-slot="streaming-answer"
                    className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
                  >
                    <MarkdownView markdown={streamingText ?? ""} />
                    <p className="flex items-center gap-2 text-sm text-muted-foreground">
                      <Spinner aria-hidden="true" />
                      Writing the answer…
                    </p>
                  </div>
                ) : (
                  <p className="flex items-center gap-2 text-muted-foreground">
                    <Spinner aria-hidden="true" />
                    Looking in the reviewed library…
                  </p>
                )}
              </li>
            ) : null}
          </ol>
        ) : null}

        <p role="status" className="sr-only">
          {writing
            ? "Writing the answer."
            : asking
              ? "Looking for an answer."
              : stopped
                ? "You stopped the answer."
                : arrivedId
                  ? arrivedId === replacedMessageId
                    ? `The answer is ready. ${REPLACED_NOTE}`
                    : "The answer is ready."
                  : ""}
        </p>

        {stopped && !asking ? (
          <p className="text-sm text-muted-foreground">
            You stopped the answer. Your question is still in the box: ask it again when you are ready.
          </p>
        ) : null}

        {askError ? (
          askErrorKind === "session-limit" ? (
            <Alert variant="warning" role="alert">
              <AlertTitle>You have used this month’s AI sessions</AlertTitle>
              <AlertDescription>
                <p className="text-foreground">{askError}</p>
              </AlertDescription>
            </Alert>
          ) : askErrorKind === "fair-use" ? (
            <Alert variant="warning" role="alert">
              <AlertTitle>Please wait a moment</AlertTitle>
              <AlertDescription className="flex flex-col items-start gap-3">
                <p className="text-foreground">
                  {askError}
                  {retryAfterSeconds !== null && !/\d/.test(askError)
                    ? ` You can ask again in ${waitText(retryAfterSeconds)}.`
                    : ""}
                </p>
                {onRetryAsk ? (
                  <Button variant="outline" size="sm" onClick={onRetryAsk}>
                    Try again
                  </Button>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : (
            <LoadFailedAlert
              title="Your question could not be answered"
              message={askError}
              onRetry={onRetryAsk}
            />
          )
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
            {newChat && kindChoices.includes("personalized") ? (
              <Field
                label="Personalised for me"
                description="Answers use your onboarding answers and your latest check-in."
              >
                <Switch
                  checked={chatKind === "personalized"}
                  disabled={asking}
                  onCheckedChange={(on) => onChatKindChange?.(on ? "personalized" : "search")}
                />
              </Field>
            ) : null}
            {newChat && kindChoices.includes("learning") ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">Answer from</legend>
                <RadioGroup
                  orientation="horizontal"
                  aria-label="Answer from"
                  value={chatKind === "learning" ? "learning" : "search"}
                  disabled={asking}
                  onValueChange={(value) => onChatKindChange?.(value as ChatKind)}
                  className="flex flex-wrap gap-x-6 gap-y-2"
                >
                  {(["search", "learning"] as const).map((kind) => (
                    <div key={kind} className="flex items-center gap-2">
                      <RadioGroupItem value={kind} id={`${kindId}-${kind}`} />
                      <Label htmlFor={`${kindId}-${kind}`}>
                        {kind === "learning" ? "Library for practitioners" : "The general library"}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              </fieldset>
            ) : null}
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
            {usage && usage.limit !== null ? (
              <p className="text-sm text-muted-foreground">{usageText(usage)}</p>
            ) : null}
            {newChatBlocked && usage ? (
              <Alert variant="warning">
                <AlertTitle>You have used this month’s AI sessions</AlertTitle>
                <AlertDescription>
                  <p className="text-foreground">{sessionLimitText(usage, timeZone)}</p>
                </AlertDescription>
              </Alert>
            ) : null}
            <div className="flex flex-wrap items-center justify-end gap-2">
              {asking && onStop ? (
                <Button variant="outline" onClick={stop}>
                  <Square aria-hidden="true" />
                  Stop
                </Button>
              ) : null}
              <Button type="submit" loading={asking} disabled={newChatBlocked}>
                Ask
              </Button>
            </div>
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
