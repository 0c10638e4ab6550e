import { ContentLibraryScreen, greetingOf } from "@pkg/screens";
import {
  contentApi,
  selectFirstName,
  selectFirstVisit,
  selectUser,
  useAppSelector,
  useContentCountsQuery,
  useContentListQuery,
  type SerializedApiError,
} from "@pkg/stores";
import { pageCount } from "@pkg/ui";
import * as React from "react";
import { useSearchParams } from "react-router";

import { fieldErrorsOf } from "../../app/api-errors";
import { contentItemPath, paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { canWriteContent } from "./content-editor-access";
import {
  libraryDefaults,
  libraryParamsOf,
  mayFilterAssignedToMe,
  parseLibraryParams,
  type LibraryView,
} from "./content-library-params";

injectServerApi(contentApi);

/** Items a page of the library shows. */
export const LIBRARY_PAGE_SIZE = 20;

const LOAD_FAILED = "Check your connection and try again.";

/** What a failed list call says: a refused filter's own message, else the server's or the transport's. */
function listFailure(error: unknown): string {
  const apiError = error as Partial<SerializedApiError> | undefined;
  const [fieldMessage] = Object.values(fieldErrorsOf(apiError as SerializedApiError | undefined));
  return fieldMessage ?? (apiError?.message || LOAD_FAILED);
}

/**
 * `/content-manager/library`: the library of the people who write and review content. The tab,
 * search, topic, page and 'Assigned to me' live in the address, so back, forward and reload keep
 * them; a Reviewer opens on the items assigned to them.
 */
export function ContentLibraryRoute() {
  const user = useAppSelector(selectUser);
  const greeting = greetingOf(useAppSelector(selectFirstName), useAppSelector(selectFirstVisit));
  const roleID = user?.roleID;
  const defaults = React.useMemo(() => libraryDefaults(roleID), [roleID]);
  const allowMine = mayFilterAssignedToMe(roleID);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseLibraryParams(searchParams, defaults, allowMine);

  const counts = useContentCountsQuery();
  const list = useContentListQuery({
    label: view.label,
    page: view.page,
    pageSize: LIBRARY_PAGE_SIZE,
    topic: view.topic ?? undefined,
    q: view.q || undefined,
    assignedToMe: view.mine || undefined,
  });
  const data = list.currentData;

  /** Shows another view; a new filter or tab starts again at its first page. */
  const show = (change: Partial<LibraryView>) => {
    const next = libraryParamsOf({ ...view, page: 1, ...change }, defaults);
    // The same view again (the same search submitted twice) adds no history entry.
    if (next.toString() === libraryParamsOf(view, defaults).toString()) return;
    setSearchParams(next);
  };

  // A page past the end (items were archived, or an old link): show the last page instead.
  const lastPage = data ? pageCount(data.total, LIBRARY_PAGE_SIZE) : null;
  React.useEffect(() => {
    if (lastPage !== null && data && data.items.length === 0 && view.page > lastPage) {
      setSearchParams(libraryParamsOf({ ...view, page: lastPage }, defaults), { replace: true });
    }
  });

  return (
    <ContentLibraryScreen
      greeting={greeting}
      counts={counts.data ?? null}
      label={view.label}
      items={data?.items ?? []}
      total={data?.total ?? 0}
      page={view.page}
      pageSize={LIBRARY_PAGE_SIZE}
      search={view.q}
      topic={view.topic}
      showAssignedToMe={allowMine}
      assignedToMe={view.mine}
      canCreate={canWriteContent({ id: user?.id, roleID })}
      newHref={paths.contentNew}
      itemHref={contentItemPath}
      loading={!data && !list.isError}
      error={list.isError ? listFailure(list.error) : null}
      onRetry={() => {
        void list.refetch();
        if (counts.isError) void counts.refetch();
      }}
      onLabelChange={(label) => show({ label })}
      onSearch={(q) => show({ q })}
      onTopicChange={(topic) => show({ topic })}
      onAssignedToMeChange={(mine) => show({ mine })}
      onPageChange={(page) => {
        show({ page });
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
