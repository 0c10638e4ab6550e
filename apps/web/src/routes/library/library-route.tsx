import { LibraryScreen } from "@pkg/screens";
import { contentApi, usePublishedListQuery } from "@pkg/stores";
import { useSearchParams } from "react-router";

import { injectServerApi } from "../../app/store";
import {
  LIBRARY_PAGE_SIZE,
  libraryArticlePath,
  readLibraryParams,
  writeLibraryParams,
  type LibraryParams,
} from "./library-params";

injectServerApi(contentApi);

const LIST_FAILED = "Check your connection and try again.";

/**
 * `/library`: the published library for everyone signed in. The search, topic and page live in
 * the address (`?q=&topic=&page=`), so a reload, Back and a shared link show the same list. With
 * a search the API answers the most relevant first, with the words that matched; each article's
 * link carries the list, so the article's back link returns to it.
 */
export function LibraryRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readLibraryParams(searchParams);
  const { q, topic, page } = params;
  const { data, error, isFetching, refetch } = usePublishedListQuery({
    page,
    pageSize: LIBRARY_PAGE_SIZE,
    topic: topic ?? undefined,
    q: q || undefined,
  });

  const show = (next: Partial<LibraryParams>) => setSearchParams(writeLibraryParams({ ...params, ...next }));
  // While a retry runs, the error gives way to the loading state.
  const failed = error && !isFetching ? error.message || LIST_FAILED : null;

  return (
    <LibraryScreen
      items={data?.items ?? []}
      total={data?.total ?? 0}
      page={page}
      pageSize={LIBRARY_PAGE_SIZE}
      query={q}
      topic={topic}
      onSearch={(next) => show({ q: next, page: 1 })}
      onTopicChange={(next) => show({ topic: next, page: 1 })}
      onPageChange={(next) => show({ page: next })}
      articleHref={(id) => libraryArticlePath(id, params)}
      loading={!data && !failed}
      refreshing={Boolean(data) && isFetching}
      error={failed}
      onRetry={() => void refetch()}
    />
  );
}
