import { localDateOf, ROLE_IDS, type ChatKind, type ChatMessage } from "@pkg/contracts";
import { AskScreen, ChatHistoryPanel, type AnswerDraftState, type AskAboutArticle } from "@pkg/screens";
import {
  assistantApi,
  careApi,
  contentApi,
  healthApi,
  selectUser,
  useAppSelector,
  useArticleChatStartQuery,
  useAskStream,
  useAssistantUsageQuery,
  useChatHistoryQuery,
  useChatSessionQuery,
  useDeleteChatMutation,
  useDraftFromAnswerMutation,
  useManagedClientsQuery,
  useRateAnswerMutation,
  useRenameChatMutation,
  useReportAnswerMutation,
  useSymptomsQuery,
  type SerializedApiError,
} from "@pkg/stores";
import { preloadMarkdownView } from "@pkg/ui";
import { skipToken } from "@reduxjs/toolkit/query";
import * as React from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";

import { askChatPath, contentItemPath, libraryItemPath, paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { browserTimeZone } from "../../app/use-browser-time-zone";
import { SaveToFolderDialogContainer } from "../folders/save-to-folder";
import { askWithoutAbout, readAboutParam } from "./ask-about";
import { askFailureOf, askOptionsFor, type AskFailure } from "./ask-options";
import { ShareChatControl } from "./share-chat-control";
import { suggestedQuestions } from "./suggested-questions";

injectServerApi(assistantApi);
// A client's latest check-in decides whether a new chat starts personalised (the health area's API);
// a draft made from an answer refreshes the library's lists (the content library's API).
injectServerApi(healthApi);
injectServerApi(contentApi);
// A practitioner's library answers are shaped by the client they work for (the care area's API).
injectServerApi(careApi);
// The Markdown renderer loads beside the page's request rather than after its answer (a failed
// load is tried again when the text is shown).
void preloadMarkdownView().catch(() => undefined);

const LOAD_FAILED = "Check your connection and try again.";
/** The history shows this many chats (newest first); the search finds older ones. */
const HISTORY_PAGE_SIZE = 50;
/** How long the search waits for typing to pause before it asks the server. */
const SEARCH_DELAY_MS = 250;

const messageOf = (error: unknown) => (error as SerializedApiError | undefined)?.message || LOAD_FAILED;

/** The status of an error answer, when the server gave one. */
const statusOf = (error: unknown) => (error as SerializedApiError | undefined)?.status;

function failed(title: string, error: unknown) {
  toast({ title, description: messageOf(error), variant: "destructive" });
}

/** The search once typing has paused. */
function useSettled(value: string): string {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * `/ask` (a new chat) and `/ask/{chatId}` (a chat reopened from the history): questions answered
 * from the reviewed library with citations that open the reader, the person's chats beside them.
 * A new chat's first answer moves the address to the chat's own.
 *
 * `/ask?about={id}` ("Ask about this article") starts a new chat from one published item: the
 * API's `/personalized-session/{id}` says which kind of chat its questions go to and offers
 * questions to start with; the first question carries the item's id, and the chat keeps it (its
 * `reference`, named on the reopened chat too). An item that is not published or not for the
 * person (404, or an id that cannot be one) is said to be unavailable.
 */
export function AskRoute() {
  const { chatId } = useParams<{ chatId?: string }>();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const options = React.useMemo(() => askOptionsFor(user?.roleID), [user?.roleID]);
  const timeZone = React.useMemo(() => browserTimeZone(), []);
  const suggestions = React.useMemo(
    () => suggestedQuestions(localDateOf(new Date(), timeZone ?? "UTC")),
    [timeZone],
  );

  const [question, setQuestion] = React.useState("");
  /** The answer being saved into a folder (its dialog is open). */
  const [saving, setSaving] = React.useState<ChatMessage | null>(null);
  const [askFailure, setAskFailure] = React.useState<AskFailure | null>(null);
  const [stopped, setStopped] = React.useState(false);
  const [replacedId, setReplacedId] = React.useState<string | null>(null);
  const [lastAsked, setLastAsked] = React.useState<string | null>(null);
  const [search, setSearch] = React.useState("");
  const [chosenKind, setChosenKind] = React.useState<ChatKind | null>(null);
  const [drafts, setDrafts] = React.useState<Record<string, AnswerDraftState>>({});
  const settledSearch = useSettled(search.trim());

  const session = useChatSessionQuery(chatId ?? skipToken);
  // A follow-up keeps its chat's article: `about` counts only for a new chat.
  const aboutParam = chatId ? ({ kind: "none" } as const) : readAboutParam(searchParams);
  const aboutId = aboutParam.kind === "article" ? aboutParam.id : null;
  // `currentData`: while another article is looked up, the last one does not stay on the page.
  const articleStart = useArticleChatStartQuery(aboutId ?? skipToken);
  const start = aboutId ? articleStart.currentData : undefined;
  const history = useChatHistoryQuery({ q: settledSearch || undefined, pageSize: HISTORY_PAGE_SIZE });
  const usage = useAssistantUsageQuery(options.countsSessions ? undefined : skipToken);
  const offersPersonal = options.kindChoices.includes("personalized");
  const checkIns = useSymptomsQuery(offersPersonal ? { pageSize: 1 } : skipToken);
  const worksForClients = user?.roleID === ROLE_IDS.practitioner || user?.roleID === ROLE_IDS.superAdmin;
  const managed = useManagedClientsQuery(worksForClients ? { sort: "name" } : skipToken);
  const stream = useAskStream();
  const [rate] = useRateAnswerMutation();
  const [report] = useReportAnswerMutation();
  const [rename] = useRenameChatMutation();
  const [remove] = useDeleteChatMutation();
  const [draftFromAnswer] = useDraftFromAnswerMutation();

  // A new chat is personalised by default once the client has a check-in; they can switch it off.
  const hasCheckIn = (checkIns.data?.total ?? 0) > 0;
  const newChatKind: ChatKind = chosenKind ?? (offersPersonal && hasCheckIn ? "personalized" : "search");
  const chatKind: ChatKind = chatId ? (session.data?.chat.kind ?? "search") : (start?.kind ?? newChatKind);

  const reference = chatId ? session.data?.chat.reference : null;
  let about: AskAboutArticle | null = null;
  if (reference) about = { status: "ready", title: reference.title, href: libraryItemPath(reference.id) };
  else if (aboutParam.kind === "invalid") about = { status: "unavailable" };
  else if (start) about = { status: "ready", title: start.item.title, href: libraryItemPath(start.item.id) };
  else if (aboutId && articleStart.isError && !articleStart.isFetching) {
    const code = statusOf(articleStart.error);
    about =
      code === 404 || code === 400 || code === 403
        ? { status: "unavailable" }
        : { status: "error", message: messageOf(articleStart.error) };
  } else if (aboutId) about = { status: "loading" };

  // The API shapes a practitioner's library answers (not their learning chats) by the client they
  // work for, while that client shares their health data.
  const activeClient = managed.data?.activeClient ?? null;
  const activeSharing = managed.data?.clients.some(
    (client) => client.id === activeClient?.id && client.sharingHealthData,
  );
  const workingFor =
    activeClient && activeSharing && chatKind === "search"
      ? { name: activeClient.name, changeHref: paths.coaches }
      : null;

  // Another chat opened (or a new one started): the previous one's failure does not follow it, and
  // an answer still being written for it is stopped.
  const [shownChat, setShownChat] = React.useState(chatId);
  if (shownChat !== chatId) {
    setShownChat(chatId);
    setAskFailure(null);
    setStopped(false);
  }
  const currentChat = React.useRef(chatId);
  const { stop } = stream;
  React.useEffect(() => {
    currentChat.current = chatId;
    return () => stop();
  }, [chatId, stop]);

  const ask = async (text: string) => {
    const askedIn = chatId;
    setLastAsked(text);
    setAskFailure(null);
    setStopped(false);
    setReplacedId(null);
    const result = await stream.ask({
      kind: chatKind,
      question: text,
      chatId: askedIn,
      // A new chat about an article starts from it; a follow-up keeps its chat's.
      ...(!askedIn && start ? { referenceContentId: start.item.id } : {}),
    });
    // The person went to another chat meanwhile: this one's ending is not theirs to see there.
    if (currentChat.current !== askedIn) return;
    if (result.status === "stopped") {
      setStopped(true);
      return;
    }
    if (result.status === "failed") {
      const failure = askFailureOf(result.error);
      setAskFailure(failure);
      if (failure.kind === "session-limit" && options.countsSessions) void usage.refetch();
      return;
    }
    const { done } = result;
    setQuestion("");
    if (done.replaced) setReplacedId(done.message.id);
    if (done.chat.id !== askedIn) void navigate(askChatPath(done.chat.id), { replace: true });
  };

  const turnIntoDraft = async (message: ChatMessage) => {
    setDrafts((current) => ({ ...current, [message.id]: { status: "creating" } }));
    const result = await draftFromAnswer({ messageId: message.id });
    setDrafts((current) => ({
      ...current,
      [message.id]: result.error
        ? { status: "failed", error: messageOf(result.error) }
        : { status: "created", href: contentItemPath(result.data.id) },
    }));
  };

  const sessionStatus = !chatId
    ? "ready"
    : session.isError && !session.isFetching
      ? "error"
      : session.data
        ? "ready"
        : "loading";

  return (
    <>
      <AskScreen
        messages={chatId && session.data ? session.data.messages : []}
        chatTitle={chatId ? session.data?.chat.title : null}
        chatActions={
          chatId && session.data && user?.roleName === "Client" ? (
            <ShareChatControl chatId={chatId} sharedAt={session.data.chat.sharedAt} />
          ) : null
        }
        suggestions={about ? (start?.suggestions ?? []) : suggestions}
        question={question}
        onQuestionChange={setQuestion}
        onAsk={(text) => void ask(text)}
        pendingQuestion={stream.streaming?.question ?? null}
        streamingText={stream.streaming?.text ?? null}
        onStop={stream.stop}
        stopped={stopped}
        askError={askFailure?.message ?? null}
        askErrorKind={askFailure?.kind}
        retryAfterSeconds={askFailure?.retryAfterSeconds ?? null}
        onRetryAsk={() => void ask(lastAsked ?? question)}
        replacedMessageId={replacedId}
        chatKind={chatKind}
        kindChoices={about ? [] : options.kindChoices}
        onChatKindChange={setChosenKind}
        usage={options.countsSessions ? (usage.data ?? null) : null}
        timeZone={timeZone}
        workingFor={workingFor}
        about={about}
        leaveAboutHref={aboutParam.kind !== "none" ? askWithoutAbout(searchParams) : undefined}
        onRetryAbout={() => void articleStart.refetch()}
        status={sessionStatus}
        loadError={session.isError ? messageOf(session.error) : null}
        onReload={() => void session.refetch()}
        newChatHref={paths.ask}
        citationHref={libraryItemPath}
        onRate={(messageId, rating, reason) =>
          void rate({ messageId, rating, reason }).then((result) => {
            if (result.error) failed("The rating was not saved", result.error);
          })
        }
        onReport={(messageId, reason) =>
          void report({ messageId, reason }).then((result) => {
            if (result.error) failed("The report was not sent", result.error);
            else toast({ title: "Thank you: the answer was reported" });
          })
        }
        onSave={setSaving}
        onTurnIntoDraft={options.canDraft ? (message) => void turnIntoDraft(message) : undefined}
        drafts={drafts}
        history={
          <ChatHistoryPanel
            chats={history.data?.items ?? []}
            status={history.isError && !history.isFetching ? "error" : history.data ? "ready" : "loading"}
            loadError={history.isError ? messageOf(history.error) : null}
            onRetry={() => void history.refetch()}
            search={search}
            onSearch={setSearch}
            currentChatId={chatId ?? null}
            chatHref={askChatPath}
            timeZone={timeZone}
            onRename={(id, title) =>
              void rename({ chatId: id, title }).then((result) => {
                if (result.error) failed("The chat was not renamed", result.error);
              })
            }
            onDelete={(id) =>
              void remove(id).then((result) => {
                if (result.error) failed("The chat was not deleted", result.error);
                else if (id === chatId) void navigate(paths.ask, { replace: true });
              })
            }
          />
        }
      />
      {saving ? (
        <SaveToFolderDialogContainer
          target={{ kind: "answer", messageId: saving.id }}
          what={saving.question}
          open
          onOpenChange={(open) => {
            if (!open) setSaving(null);
          }}
        />
      ) : null}
    </>
  );
}
