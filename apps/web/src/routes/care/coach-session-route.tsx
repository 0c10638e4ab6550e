import { CoachSessionScreen } from "@pkg/screens";
import { careApi, useCoachSessionQuery } from "@pkg/stores";
import { preloadMarkdownView } from "@pkg/ui";
import { useParams } from "react-router";

import { coachesClientPath, libraryItemPath } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { browserTimeZone } from "../../app/use-browser-time-zone";
import { isMissing, messageOf } from "./care-routes";

injectServerApi(careApi);
// The Markdown renderer loads beside the page's request rather than after its answer (a failed
// load is tried again when the text is shown).
void preloadMarkdownView().catch(() => undefined);

/**
 * `/coaches/clients/:clientId/chats/:chatId`: a chat the client shared with their practitioner,
 * read-only. Each visit asks the server again (the client may have stopped sharing it, and every
 * read is audited), never a copy kept from before.
 */
export function CoachSessionRoute() {
  const { clientId = "", chatId = "" } = useParams();
  const { currentData, error, isError, isFetching, refetch } = useCoachSessionQuery(chatId, {
    skip: !chatId,
    refetchOnMountOrArgChange: true,
  });
  const failed = isError && !isFetching;
  const notFound = !chatId || (failed && isMissing(error));
  // A chat of another client than the one in the address is not this client's.
  const session = currentData && currentData.client.id === clientId ? currentData : undefined;
  return (
    <CoachSessionScreen
      session={session}
      loading={isFetching && !currentData}
      notFound={notFound || (currentData !== undefined && session === undefined)}
      loadError={failed && !notFound ? messageOf(error) : null}
      onRetry={() => void refetch()}
      clientHref={coachesClientPath(clientId)}
      citationHref={libraryItemPath}
      timeZone={browserTimeZone()}
    />
  );
}
