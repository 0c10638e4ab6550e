import { ROLE_IDS, type PublishedContent } from "@pkg/contracts";
import { LibraryArticleScreen, type LibraryArticleStatus } from "@pkg/screens";
import { contentApi, selectUser, useAppSelector, usePublishedQuery } from "@pkg/stores";
import { Button, preloadMarkdownView } from "@pkg/ui";
import { useParams, useSearchParams } from "react-router";

import { askAboutPath } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { useShareDialogs, type ShareTarget } from "../care/use-share-dialogs";
import { useOpenAttachment } from "../content/use-open-attachment";
import { SaveToFolder } from "../folders/save-to-folder";
import { libraryListPath, readLibraryParams } from "./library-params";

injectServerApi(contentApi);
// The Markdown renderer loads beside the page's request rather than after its answer (a failed
// load is tried again when the text is shown).
void preloadMarkdownView().catch(() => undefined);

const ARTICLE_FAILED = "Check your connection and try again.";

/** The status of an error answer, when the server gave one. */
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === "number" ? status : undefined;
};

/** Practitioners and Super Admins share library items with their clients (the care API's rule). */
const canShareWithClients = (roleID: number | undefined) =>
  roleID === ROLE_IDS.practitioner || roleID === ROLE_IDS.superAdmin;

/**
 * `/library/:id`: one published article. A 404 (unpublished, written for practitioners, never
 * there) and a 400 (an id that cannot exist) show the not-found state. Save keeps the article in
 * one of the person's folders; a practitioner (or Super Admin) reading an article written for
 * clients can share it with their clients and see who has it. 'Ask about this article' starts a
 * chat about it (`/ask?about={id}`). Opened from a list (`?q=&topic=&page=`), 'Back to library'
 * returns to that list.
 */
export function LibraryArticleRoute() {
  const { id = "" } = useParams();
  const [searchParams] = useSearchParams();
  const libraryHref = libraryListPath(readLibraryParams(searchParams));
  // `currentData`: while another article loads, the last one does not stay on the page.
  const { currentData, error, isFetching, refetch } = usePublishedQuery(id, { skip: !id });
  const openAttachment = useOpenAttachment(id);
  const user = useAppSelector(selectUser);
  const sharing = useShareDialogs();
  const shareTarget = shareTargetOf(currentData, canShareWithClients(user?.roleID));

  let status: LibraryArticleStatus = "loading";
  if (!id) status = "not-found";
  else if (currentData) status = "ready";
  else if (error && !isFetching) {
    const code = statusOf(error);
    status = code === 404 || code === 400 ? "not-found" : "error";
  }

  return (
    <>
      <LibraryArticleScreen
        status={status}
        article={currentData ?? null}
        libraryHref={libraryHref}
        askHref={currentData ? askAboutPath(currentData.id) : undefined}
        onAttachmentOpen={(attachment) => void openAttachment(attachment)}
        error={status === "error" ? error?.message || ARTICLE_FAILED : null}
        onRetry={() => void refetch()}
        actions={
          currentData ? (
            <>
              <SaveToFolder
                target={{ kind: "content", contentId: currentData.id }}
                what={currentData.title}
              />
              {shareTarget ? (
                <>
                  <Button variant="outline" size="sm" onClick={() => sharing.openShare(shareTarget)}>
                    Share with clients
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => sharing.openAccess(shareTarget)}>
                    Who has access
                  </Button>
                </>
              ) : null}
            </>
          ) : null
        }
      />
      {sharing.dialogs}
    </>
  );
}

/** The article as something to share: only one written for clients, and only for those who may share. */
function shareTargetOf(article: PublishedContent | undefined, mayShare: boolean): ShareTarget | null {
  if (!article || !mayShare || article.audience !== "clients") return null;
  return { kind: "content", id: article.id, title: article.title };
}
