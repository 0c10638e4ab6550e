import { HealthSnapshotScreen, type ReportFormat, type SnapshotLinks } from "@pkg/screens";
import {
  careApi,
  contentApi,
  fetchHealthFile,
  selectFirstName,
  selectFirstVisit,
  toApiError,
  useAppSelector,
  useClientCareQuery,
  usePublishedListQuery,
  useRecommendationsQuery,
  useSnapshotQuery,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { libraryItemPath, paths, sharedHandoutPath } from "../../app/paths";
import { saveFile } from "../../app/save-file";
import { apiClient, injectServerApi } from "../../app/store";
import { useHealthZone } from "./use-health-zone";
import { useLogMood } from "./use-log-mood";

injectServerApi(contentApi);
injectServerApi(careApi);

/** How many of the newest articles the home page suggests. */
const NEWEST = 3;

const links: SnapshotLinks = {
  symptoms: paths.symptoms,
  glucose: paths.glucose,
  mood: paths.mood,
  history: paths.healthHistory,
  timeline: paths.healthTimeline,
};

const messageOf = (error: unknown) => (error as SerializedApiError | undefined)?.message ?? null;

/**
 * `/health-snapshot`: the client's home. Today's check-in, the trend, mood (one tap), glucose,
 * reading for their worst symptoms, the report and the export of a period, and the newest
 * articles; a client who has logged nothing is guided to the first check-in.
 */
export function HealthSnapshotRoute() {
  const firstName = useAppSelector(selectFirstName);
  const firstVisit = useAppSelector(selectFirstVisit);
  const { timeZone } = useHealthZone();
  const snapshot = useSnapshotQuery();
  const recommendations = useRecommendationsQuery();
  const newest = usePublishedListQuery({ page: 1, pageSize: NEWEST });
  // What the practitioner shared; fetched again on each visit, so a revoked handout is gone.
  const care = useClientCareQuery(undefined, { refetchOnMountOrArgChange: true });
  const mood = useLogMood(timeZone);
  const [downloading, setDownloading] = React.useState<ReportFormat | null>(null);
  const [reportError, setReportError] = React.useState<string | null>(null);

  const onDownloadReport = async (format: ReportFormat, from: string, to: string) => {
    setDownloading(format);
    setReportError(null);
    try {
      const file = await fetchHealthFile(apiClient, format, { from, to, timeZone });
      saveFile(file.blob, file.fileName);
    } catch (error) {
      const failure = toApiError(error);
      setReportError(Object.values(failure.fieldErrors)[0] ?? failure.message);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <HealthSnapshotScreen
      firstName={firstName}
      firstVisit={firstVisit}
      snapshot={snapshot.data ?? null}
      snapshotError={snapshot.isError ? messageOf(snapshot.error) : null}
      onRetrySnapshot={() => void snapshot.refetch()}
      recommendations={recommendations.data ?? null}
      sharedWithYou={
        care.data
          ? {
              practitioner: care.data.practitioner,
              shared: care.data.shared,
              handoutHref: sharedHandoutPath,
              libraryHref: libraryItemPath,
              timeZone,
            }
          : null
      }
      links={links}
      onLogMood={(value) => void mood.log({ mood: value, note: "", tags: [] })}
      loggingMood={mood.logging}
      moodError={mood.error ?? Object.values(mood.fieldErrors)[0] ?? null}
      onDownloadReport={(format, from, to) => void onDownloadReport(format, from, to)}
      downloading={downloading}
      reportError={reportError}
      articles={newest.data?.items ?? []}
      articleHref={libraryItemPath}
      libraryHref={paths.library}
      loading={newest.isLoading}
      error={newest.isError ? messageOf(newest.error) : null}
      onRetry={() => void newest.refetch()}
    />
  );
}
