import { HEALTH_PAGE_SIZE_MAX } from "@pkg/contracts";
import { SymptomsScreen } from "@pkg/screens";
import {
  useDeleteSymptomsMutation,
  useSaveSymptomsMutation,
  useSymptomsQuery,
  useUpdateSymptomsMutation,
  type SerializedApiError,
} from "@pkg/stores";
import { useBreakpoint } from "@pkg/ui";
import * as React from "react";

import {
  failureOf,
  NO_FAILURE,
  quickLogRequest,
  symptomEditRequest,
  type SaveFailure,
} from "./health-requests";
import { useDeleteEntry } from "./use-delete-entry";
import { useHealthZone } from "./use-health-zone";

/**
 * `/symptoms`: the Menopause Rating Scale check-in (one question a screen on a phone), its
 * result, quick logs of one symptom, and the history with Edit and Delete.
 */
export function SymptomsRoute() {
  const { timeZone, today, ready } = useHealthZone();
  const { isMobile } = useBreakpoint();
  const list = useSymptomsQuery({ pageSize: HEALTH_PAGE_SIZE_MAX });
  const [save, saving] = useSaveSymptomsMutation();
  const [update, updating] = useUpdateSymptomsMutation();
  const [remove] = useDeleteSymptomsMutation();
  const deleting = useDeleteEntry(remove, "The entry was not deleted");
  const [checkIn, setCheckIn] = React.useState<SaveFailure>(NO_FAILURE);
  const [quickLog, setQuickLog] = React.useState<SaveFailure>(NO_FAILURE);

  /** Sends a save; a refusal's messages go to the form that sent it, which keeps its values. */
  const send = async (
    request: ReturnType<typeof save> | ReturnType<typeof update>,
    setSaveFailure: (outcome: SaveFailure) => void,
  ) => {
    setSaveFailure(NO_FAILURE);
    const result = await request;
    if ("error" in result && result.error) setSaveFailure(failureOf(result.error as SerializedApiError));
  };

  const status = list.isError ? "error" : list.isLoading || !ready ? "loading" : "ready";
  const context = () => ({ today, timeZone, now: new Date() });
  return (
    <SymptomsScreen
      today={today}
      entries={list.data?.items ?? []}
      layout={isMobile ? "steps" : "form"}
      status={status}
      loadError={list.isError ? (list.error as SerializedApiError).message : null}
      onRetry={() => void list.refetch()}
      submitting={
        (saving.isLoading && saving.originalArgs?.kind === "check-in") ||
        (updating.isLoading && updating.originalArgs?.body.kind === "check-in")
      }
      fieldErrors={checkIn.fieldErrors}
      submitError={checkIn.message}
      quickLogSubmitting={
        (saving.isLoading && saving.originalArgs?.kind === "quick-log") ||
        (updating.isLoading && updating.originalArgs?.body.kind === "quick-log")
      }
      quickLogFieldErrors={quickLog.fieldErrors}
      quickLogError={quickLog.message}
      deletingId={deleting.deletingId}
      onSubmit={(answers) =>
        void send(
          save({ kind: "check-in", answers, takenAt: new Date().toISOString(), timeZone }),
          setCheckIn,
        )
      }
      onQuickLog={(values) => void send(save(quickLogRequest(values, context())), setQuickLog)}
      onEdit={(entry, change) =>
        void send(
          update({ id: entry.id, body: symptomEditRequest(entry, change, context()) }),
          change.kind === "check-in" ? setCheckIn : setQuickLog,
        )
      }
      onDelete={(entry) => deleting.onDelete(entry.id)}
    />
  );
}
