import { HEALTH_PAGE_SIZE_MAX } from "@pkg/contracts";
import { MoodScreen } from "@pkg/screens";
import { useDeleteMoodMutation, useMoodsQuery, type SerializedApiError } from "@pkg/stores";
import * as React from "react";

import { moodRangeFrom } from "./health-requests";
import { useDeleteEntry } from "./use-delete-entry";
import { useHealthZone } from "./use-health-zone";
import { useLogMood } from "./use-log-mood";

/**
 * `/mood`: one tap from Awful to Great with a note and tags, the streak, the month calendar, the
 * last 90 days as a chart and the recent entries with Delete.
 */
export function MoodRoute() {
  const { timeZone, today, ready } = useHealthZone();
  const [month, setMonth] = React.useState(() => today.slice(0, 7));
  const list = useMoodsQuery({ from: moodRangeFrom(today, month), pageSize: HEALTH_PAGE_SIZE_MAX, timeZone });
  const mood = useLogMood(timeZone);
  const [remove] = useDeleteMoodMutation();
  const deleting = useDeleteEntry(remove, "The mood was not deleted");

  const status = list.isError ? "error" : !list.data || !ready ? "loading" : "ready";
  return (
    <MoodScreen
      today={today}
      entries={list.data?.items ?? []}
      streak={list.data?.streak ?? { days: 0, lastLocalDate: null }}
      initialMonth={month}
      onMonthChange={setMonth}
      status={status}
      loadError={list.isError ? (list.error as SerializedApiError).message : null}
      onRetry={() => void list.refetch()}
      submitting={mood.logging}
      fieldErrors={mood.fieldErrors}
      submitError={mood.error}
      onLog={(values) => void mood.log(values)}
      onDelete={(entry) => deleting.onDelete(entry.id)}
      deletingId={deleting.deletingId}
    />
  );
}
