import { HEALTH_PAGE_SIZE_MAX } from "@pkg/contracts";
import { HealthTimelineScreen, periodStart, type TimelinePeriod } from "@pkg/screens";
import {
  useGlucoseDailyAveragesQuery,
  useMoodsQuery,
  useSymptomsQuery,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { timelineDaysFrom } from "./health-requests";
import { useHealthZone } from "./use-health-zone";

/**
 * `/health-snapshot/timeline`: check-ins, glucose and mood of a period on one time axis, so a
 * client sees whether bad weeks and high readings go together.
 */
export function HealthTimelineRoute() {
  const { preferences, timeZone, today, ready } = useHealthZone();
  const [period, setPeriod] = React.useState<TimelinePeriod>(90);
  const range = { from: periodStart(today, period), to: today, pageSize: HEALTH_PAGE_SIZE_MAX };
  const symptoms = useSymptomsQuery(range);
  // Each day's mean glucose from the server: a CGM records hundreds of readings a day.
  const glucose = useGlucoseDailyAveragesQuery({ from: range.from, to: range.to });
  const moods = useMoodsQuery({ ...range, timeZone });
  const queries = [symptoms, glucose, moods];

  const days = React.useMemo(
    () => timelineDaysFrom(symptoms.data?.items ?? [], glucose.data?.days ?? [], moods.data?.items ?? []),
    [symptoms.data, glucose.data, moods.data],
  );
  const failed = queries.find((query) => query.isError);
  return (
    <HealthTimelineScreen
      days={days}
      period={period}
      onPeriodChange={setPeriod}
      today={today}
      unit={preferences.glucoseUnit}
      hasDiabetes={preferences.hasDiabetes}
      loading={!ready || queries.some((query) => query.isLoading)}
      loadError={failed ? (failed.error as SerializedApiError).message : null}
      onRetry={() => {
        for (const query of queries) if (query.isError) void query.refetch();
      }}
    />
  );
}
