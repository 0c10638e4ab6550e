import { localDateOf } from "@pkg/contracts";
import { AskScreen, ChatHistoryPanel } from "@pkg/screens";
import {
  assistantApi,
  useAskMutation,
  useChatHistoryQuery,
  useChatSessionQuery,
  useDeleteChatMutation,
  useRateAnswerMutation,
  useRenameChatMutation,
  useReportAnswerMutation,
  type SerializedApiError,
} from "@pkg/stores";
import { skipToken } from "@reduxjs/toolkit/query";
import * as React from "react";
import { useNavigate, useParams } from "react-router";

import { askChatPath, libraryItemPath, paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { browserTimeZone } from "../../app/use-browser-time-zone";
import { suggestedQuestions } from "./suggested-questions";

injectServerApi(assistantApi);

const LOAD_FAILED = "Check your connection and try again.";
/** The history shows this many chats (newest first); the search finds older ones. */
const HISTORY_PAGE_SIZE = 50;
/** How long the search waits for typing to pause before it asks the server. */
const SEARCH_DELAY_MS = 250;

const messageOf = (error: unknown) => (error as SerializedApiError | undefined)?.message || LOAD_FAILED;

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
 */
export function AskRoute() {
  const { chatId } = useParams<{ chatId?: string }>();
  const navigate = useNavigate();
  const timeZone = React.useMemo(() => browserTimeZone(), []);
  const suggestions = React.useMemo(
    () => suggestedQuestions(localDateOf(new Date(), timeZone ?? "UTC")),
    [timeZone],
  );

  const [question, setQuestion] = React.useState("");
  const [pending, setPending] = React.useState<string | null>(null);
  const [askError, setAskError] = React.useState<string | null>(null);
  const [lastAsked, setLastAsked] = React.useState<string | null>(null);
  const [search, setSearch] = React.useState("");
  const settledSearch = useSettled(search.trim());

  const session = useChatSessionQuery(chatId ?? skipToken);
  const history = useChatHistoryQuery({ q: settledSearch || undefined, pageSize: HISTORY_PAGE_SIZE });
  const [askQuestion] = useAskMutation();
  const [rate] = useRateAnswerMutation();
  const [report] = useReportAnswerMutation();
  const [rename] = useRenameChatMutation();
  const [remove] = useDeleteChatMutation();

  // Another chat opened (or a new one started): the previous one's failure does not follow it.
  const [shownChat, setShownChat] = React.useState(chatId);
  if (shownChat !== chatId) {
    setShownChat(chatId);
    setAskError(null);
  }

  const ask = async (text: string) => {
    setLastAsked(text);
    setPending(text);
    setAskError(null);
    const result = await askQuestion({ question: text, chatId });
    setPending(null);
    if (result.error) {
      setAskError(messageOf(result.error));
      return;
    }
    setQuestion("");
    if (result.data.chat.id !== chatId) void navigate(askChatPath(result.data.chat.id), { replace: true });
  };

  const sessionStatus = !chatId
    ? "ready"
    : session.isError && !session.isFetching
      ? "error"
      : session.data
        ? "ready"
        : "loading";

  return (
    <AskScreen
      messages={chatId && session.data ? session.data.messages : []}
      chatTitle={chatId ? session.data?.chat.title : null}
      suggestions={suggestions}
      question={question}
      onQuestionChange={setQuestion}
      onAsk={(text) => void ask(text)}
      pendingQuestion={pending}
      askError={askError}
      onRetryAsk={() => void ask(lastAsked ?? question)}
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
  );
}
