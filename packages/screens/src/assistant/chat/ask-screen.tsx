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
import { BookOpen, FileQuestion, Square } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { ChatMessageView, REPLACED_NOTE, type ChatMessageActions } from "./chat-message-view";
import { chatKindLabel, sessionLimitText, usageText, waitText } from "../assistant-text";

/**
 * "Ask about this article": the article a chat starts from (a new chat at `/ask?about={id}`) or
 * is about (a reopened chat whose summary has a `reference`), as far as it is known.
 */
export type AskAboutArticle =
  /** The article is being looked up: nothing can be asked yet. */
  | { status: "loading" }
  /** The article (its title, and where it is read); questions go to the chat about it. */
  | { status: "ready"; title: string; href: string }
  /** The article is not published, or not for this person (404), or the link is wrong. */
  | { status: "unavailable" }
  /** The article could not be looked up (why; 'Try again' calls `onRetryAbout`). */
  | { status: "error"; message: string };

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
  /**
   * The article the chat is about ("Ask about this article"): a line above the question box names
   * it with a link to it; a new chat about it offers its `suggestions` and takes the focus to the
   * question box once the article is known. Unavailable, it says so, with `leaveAboutHref`.
   */
  about?: AskAboutArticle | null;
  /** 'Ask about anything instead': the same page without the article (a new chat's only). */
  leaveAboutHref?: string;
  /** Looks the article up again after an error. */
  onRetryAbout?: () => void;
};

/** The message when the article a chat would start from is not available (404). */
export const ASK_ABOUT_UNAVAILABLE = "This article is not available to ask about.";

const LINK =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60";

/**
 * Ask (issue 17): a chat with the assistant, answered from the reviewed library with numbered
 * citations. A new chat offers suggested questions and, where the person has one, a choice of
 * kind (personalised, or the library for practitioners); the answer streams in as it is written
 * (Stop ends it) and, once done, takes the focus with its sources. A practitioner sees their AI
 * sessions this month; past the plan's limit a new chat explains why it cannot start, while
 * follow-ups in an earlier chat go on. "Ask about this article" starts a chat from one library
 * item: it is named above the question box (with a way to ask about anything instead), its own
 * suggested questions are offered, and an article that cannot be asked about says so.
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
  about = null,
  leaveAboutHref,
  onRetryAbout,
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
  const aboutStatus = about?.status ?? null;
  // Nothing is asked about an article before it is known, nor about one that is not available.
  const aboutBlocked = aboutStatus !== null && aboutStatus !== "ready";
  const aboutTitleRef = React.useRef<HTMLHeadingElement>(null);

  // The article a new chat is about has appeared: the question box is next. Leaving it ('Ask
  // about anything instead') takes the focus back to the question box too; an article that
  // cannot be asked about takes the focus to what says so.
  const aboutReadyHref = about?.status === "ready" && newChat ? about.href : null;
  React.useEffect(() => {
    if (aboutReadyHref) inputRef.current?.focus();
  }, [aboutReadyHref]);
  const hadAbout = React.useRef(aboutStatus !== null);
  React.useEffect(() => {
    if (aboutStatus === null && hadAbout.current && newChat) inputRef.current?.focus();
    if (aboutStatus === "unavailable" || aboutStatus === "error") aboutTitleRef.current?.focus();
    hadAbout.current = aboutStatus !== null;
  }, [aboutStatus, newChat]);

  const ask = (text: string) => {
    if (pendingQuestion !== null || newChatBlocked || aboutBlocked) return;
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
        ) : messages.length === 0 && !asking && (aboutStatus === "unavailable" || aboutStatus === "error") ? (
          <section
            aria-labelledby="ask-about-unavailable"
            className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border bg-muted/40 p-6"
          >
            <FileQuestion aria-hidden className="size-8 text-muted-foreground" />
            <h2
              id="ask-about-unavailable"
              ref={aboutTitleRef}
              tabIndex={-1}
              className="rounded-sm text-xl font-semibold outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
            >
              {about?.status === "error" ? "The article could not be loaded" : ASK_ABOUT_UNAVAILABLE}
            </h2>
            {about?.status === "error" ? (
              <LoadFailedAlert message={about.message} onRetry={onRetryAbout} />
            ) : (
              <p className="text-muted-foreground">
                It may have been withdrawn for review, or the link may be wrong. You can still ask about
                anything in the reviewed library.
              </p>
            )}
            {leaveAboutHref ? (
              <Button variant="outline" asChild>
                <ScreenLink to={leaveAboutHref}>Ask about anything instead</ScreenLink>
              </Button>
            ) : null}
          </section>
        ) : messages.length === 0 && !asking ? (
          <section aria-labelledby="ask-suggestions" className="flex flex-col gap-3">
            <h2 id="ask-suggestions" className="text-xl font-semibold">
              {about ? "Ask about this article" : "Ask about the menopause and your health"}
            </h2>
            {about?.status === "loading" ? (
              // What the article's page will say, in outline (the line above the question box says it is loading).
              <div aria-hidden="true" className="flex flex-col gap-3">
                <Skeleton shape="text" className="w-full" />
                <Skeleton shape="text" className="w-2/3" />
                <div className="flex flex-wrap gap-2">
                  <Skeleton className="h-9 w-56" />
                  <Skeleton className="h-9 w-44" />
                </div>
              </div>
            ) : about?.status === "ready" ? (
              <p className="text-muted-foreground">
                Answers use “{about.title}” first when it answers your question, and the rest of the reviewed
                library beside it. They are not a diagnosis: for anything urgent, call your local emergency
                number.
              </p>
            ) : (
              <p className="text-muted-foreground">
                Answers come only from the reviewed library, with the articles they use. They are not a
                diagnosis: for anything urgent, call your local emergency number.
              </p>
            )}
            {suggestions.length > 0 && !newChatBlocked && !aboutBlocked ? (
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

        {status === "ready" && (about?.status === "ready" || about?.status === "loading") ? (
          <div
            data-slot="ask-about"
            aria-busy={about.status === "loading" || undefined}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-border bg-muted/40 px-3 py-2 text-sm"
          >
            <p className="flex min-w-0 items-center gap-2">
              <BookOpen aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 break-words">
                About:{" "}
                {about.status === "ready" ? (
                  <ScreenLink to={about.href} className={LINK}>
                    {about.title}
                  </ScreenLink>
                ) : (
                  <span className="text-muted-foreground">Loading the article…</span>
                )}
              </span>
            </p>
            {leaveAboutHref && newChat && !asking ? (
              <ScreenLink to={leaveAboutHref} className={LINK}>
                Ask about anything instead
              </ScreenLink>
            ) : null}
          </div>
        ) : null}

        {status === "ready" && !(aboutBlocked && aboutStatus !== "loading") ? (
          <form
            noValidate
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              ask(question);
            }}
          >
            {newChat && !about && kindChoices.includes("personalized") ? (
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
            {newChat && !about && kindChoices.includes("learning") ? (
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
              <Button type="submit" loading={asking} disabled={newChatBlocked || aboutBlocked}>
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
