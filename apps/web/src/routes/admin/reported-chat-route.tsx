import { ReportedChatScreen } from "@pkg/screens";
import { adminChatsApi, useReportedChatQuery, type SerializedApiError } from "@pkg/stores";
import { preloadMarkdownView } from "@pkg/ui";
import { useParams } from "react-router";

import { libraryItemPath, paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { browserTimeZone } from "../../app/use-browser-time-zone";

injectServerApi(adminChatsApi);
// The Markdown renderer loads beside the page's request rather than after its answer (a failed
// load is tried again when the text is shown).
void preloadMarkdownView().catch(() => undefined);

/** Said for a chat that is not reported (the API answers it as missing) or no longer exists. */
export const REPORTED_CHAT_MISSING =
  "There is no reported chat at this address: it was never reported, or it has been deleted.";

/** What the page says when the chat could not be read. */
export function reportedChatError(error: SerializedApiError | undefined): string | null {
  if (!error) return null;
  return error.status === 404 || error.status === 400 ? REPORTED_CHAT_MISSING : error.message;
}

/**
 * `/admin/reported-chats/:chatId`: a reported chat read by a Super Admin, read-only. Each visit
 * asks the server again (every read is written to its audit log), never a copy kept from before.
 */
export function ReportedChatRoute() {
  const { chatId = "" } = useParams();
  const { currentData, error, isFetching, refetch } = useReportedChatQuery(chatId, {
    skip: !chatId,
    refetchOnMountOrArgChange: true,
  });
  const loadError = !chatId
    ? REPORTED_CHAT_MISSING
    : isFetching
      ? null
      : reportedChatError(error as SerializedApiError | undefined);
  return (
    <ReportedChatScreen
      session={currentData}
      loading={isFetching && !currentData}
      loadError={loadError}
      onRetry={() => void refetch()}
      backHref={paths.admin}
      citationHref={libraryItemPath}
      timeZone={browserTimeZone()}
    />
  );
}
