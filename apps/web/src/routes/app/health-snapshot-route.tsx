import { HealthSnapshotScreen } from "@pkg/screens";
import {
  contentApi,
  selectFirstName,
  selectFirstVisit,
  useAppSelector,
  usePublishedListQuery,
  type SerializedApiError,
} from "@pkg/stores";

import { libraryItemPath, paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";

injectServerApi(contentApi);

/** How many of the newest articles the home page suggests. */
const NEWEST = 3;

/** `/health-snapshot`: the client's home, greeting them and suggesting the newest reviewed articles. */
export function HealthSnapshotRoute() {
  const firstName = useAppSelector(selectFirstName);
  const firstVisit = useAppSelector(selectFirstVisit);
  const newest = usePublishedListQuery({ page: 1, pageSize: NEWEST });
  return (
    <HealthSnapshotScreen
      firstName={firstName}
      firstVisit={firstVisit}
      articles={newest.data?.items ?? []}
      articleHref={libraryItemPath}
      libraryHref={paths.library}
      loading={newest.isLoading}
      error={newest.isError ? (newest.error as SerializedApiError).message : null}
      onRetry={() => void newest.refetch()}
    />
  );
}
