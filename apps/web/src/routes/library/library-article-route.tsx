import { LibraryArticleScreen, type LibraryArticleStatus } from "@pkg/screens";
import { contentApi, usePublishedQuery } from "@pkg/stores";
import { useParams } from "react-router";

import { paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { useOpenAttachment } from "../content/use-open-attachment";
import { SaveToFolder } from "../folders/save-to-folder";

injectServerApi(contentApi);

const ARTICLE_FAILED = "Check your connection and try again.";

/** The status of an error answer, when the server gave one. */
const statusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === "number" ? status : undefined;
};

/**
 * `/library/:id`: one published article. A 404 (unpublished, written for practitioners, never
 * there) and a 400 (an id that cannot exist) show the not-found state. Save keeps the article in
 * one of the person's folders.
 */
export function LibraryArticleRoute() {
  const { id = "" } = useParams();
  // `currentData`: while another article loads, the last one does not stay on the page.
  const { currentData, error, isFetching, refetch } = usePublishedQuery(id, { skip: !id });
  const openAttachment = useOpenAttachment(id);

  let status: LibraryArticleStatus = "loading";
  if (!id) status = "not-found";
  else if (currentData) status = "ready";
  else if (error && !isFetching) {
    const code = statusOf(error);
    status = code === 404 || code === 400 ? "not-found" : "error";
  }

  return (
    <LibraryArticleScreen
      status={status}
      article={currentData ?? null}
      libraryHref={paths.library}
      onAttachmentOpen={(attachment) => void openAttachment(attachment)}
      error={status === "error" ? error?.message || ARTICLE_FAILED : null}
      onRetry={() => void refetch()}
      actions={
        currentData ? (
          <SaveToFolder target={{ kind: "content", contentId: currentData.id }} what={currentData.title} />
        ) : null
      }
    />
  );
}
