import { SourcesSection } from "@pkg/screens";
import { adminApi, useAdminSourcesQuery, useMarkSourceMutation, type SerializedApiError } from "@pkg/stores";
import { useSearchParams } from "react-router";

import { paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { browserTimeZone } from "../../app/use-browser-time-zone";

injectServerApi(adminApi);

const PAGE_SIZE = 20;

/**
 * `/admin/sources`: the sources the library cites, searched and paged (both kept in the
 * address); marking one as updated refreshes the list, which then shows when.
 */
export function SourcesRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const sources = useAdminSourcesQuery(
    { search: search || undefined, page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const [markSource] = useMarkSourceMutation();

  return (
    <SourcesSection
      sources={sources.currentData}
      loading={sources.isFetching && !sources.currentData}
      loadError={
        sources.isError && !sources.isFetching ? (sources.error as SerializedApiError).message : null
      }
      onRetry={() => void sources.refetch()}
      search={search}
      onSearch={(next) => setParams(next ? { search: next } : {})}
      onPageChange={(next) => {
        const query = new URLSearchParams(params);
        query.set("page", String(next));
        setParams(query);
      }}
      onMarkUpdated={async (source) => {
        try {
          const marked = await markSource({ url: source.url }).unwrap();
          toast({
            title: "Source marked as updated",
            description:
              marked.citingItems === 1
                ? "1 published item now needs re-review."
                : `${marked.citingItems} published items now need re-review.`,
          });
          return { ok: true };
        } catch (error) {
          return { ok: false, message: (error as SerializedApiError).message };
        }
      }}
      backHref={paths.admin}
      timeZone={browserTimeZone()}
    />
  );
}
