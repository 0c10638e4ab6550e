import {
  readCsvTable,
  type GlucoseEntry,
  type GlucoseReadingInput,
  type GlucoseRequest,
} from "@pkg/contracts";
import {
  emptyGlucoseImportMapping,
  GlucoseScreen,
  guessGlucoseImportMapping,
  type GlucoseImportMapping,
  type GlucoseImportPreview,
} from "@pkg/screens";
import {
  glucoseDraftCleared,
  selectGlucoseDraft,
  useAppDispatch,
  useAppSelector,
  useDeleteGlucoseMutation,
  useGlucoseDailyAveragesQuery,
  useGlucoseQuery,
  useImportGlucoseMutation,
  useLogGlucoseMutation,
  useUpdateGlucoseMutation,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { draftChanges, failureOf, glucoseRequestOf, NO_FAILURE, type SaveFailure } from "./health-requests";
import { useDeleteEntry } from "./use-delete-entry";
import { useHealthZone } from "./use-health-zone";

/** Said when a chosen file has no header row to map. */
export const GLUCOSE_FILE_UNREADABLE = "This file could not be read: choose a CSV file with a header row.";

/**
 * `/glucose`: log a reading (the draft survives a refresh), its band in words and the seek-care
 * advice, the history with edit and delete, and a meter's CSV export mapped and checked before
 * it is saved.
 */
export function GlucoseRoute() {
  const dispatch = useAppDispatch();
  const { preferences, timeZone } = useHealthZone();
  // A new reading is taken now unless the person says when: now moves on after each save.
  const [now, setNow] = React.useState(() => new Date());
  const draft = useAppSelector(selectGlucoseDraft);
  const [page, setPage] = React.useState(1);
  const history = useGlucoseQuery({ page });
  // The chart draws every day's mean, not only the readings of the page on show.
  const daily = useGlucoseDailyAveragesQuery({});
  const [logGlucose, logging] = useLogGlucoseMutation();
  const [updateGlucose, updating] = useUpdateGlucoseMutation();
  const [deleteGlucose] = useDeleteGlucoseMutation();
  const deleting = useDeleteEntry(deleteGlucose, "The reading was not deleted");
  const [importGlucose, importing] = useImportGlucoseMutation();

  const [saved, setSaved] = React.useState<GlucoseEntry | null>(null);
  const [logFailure, setLogFailure] = React.useState<SaveFailure>(NO_FAILURE);
  const [editingId, setEditingId] = React.useState<string | null>(null);
  const [updateFailure, setUpdateFailure] = React.useState<SaveFailure>(NO_FAILURE);
  const [preview, setPreview] = React.useState<GlucoseImportPreview | null>(null);
  const [mapping, setMapping] = React.useState<GlucoseImportMapping>(emptyGlucoseImportMapping);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const [importResult, setImportResult] = React.useState<{ imported: number } | null>(null);
  const [importError, setImportError] = React.useState<string | null>(null);

  const onSubmit = async (reading: GlucoseReadingInput) => {
    setLogFailure(NO_FAILURE);
    setSaved(null);
    const result = await logGlucose(glucoseRequestOf(reading));
    if ("data" in result && result.data) {
      setSaved(result.data);
      setNow(new Date());
      dispatch(glucoseDraftCleared());
      return;
    }
    setLogFailure(failureOf(result.error as SerializedApiError));
  };

  const onUpdate = async (id: string, reading: GlucoseReadingInput) => {
    setUpdateFailure(NO_FAILURE);
    const result = await updateGlucose({ id, body: glucoseRequestOf(reading) });
    if ("data" in result && result.data) setEditingId(null);
    else setUpdateFailure(failureOf(result.error as SerializedApiError));
  };

  const onImportFile = async (file: File) => {
    setFileError(null);
    setImportResult(null);
    setImportError(null);
    const table = readCsvTable(await file.text());
    if (!table) {
      setFileError(GLUCOSE_FILE_UNREADABLE);
      return;
    }
    setPreview(table);
    setMapping(guessGlucoseImportMapping(table.columns, preferences.glucoseUnit));
  };

  const onImportConfirm = async (readings: GlucoseRequest[]) => {
    setImportError(null);
    const result = await importGlucose({ readings });
    if ("data" in result && result.data) {
      setImportResult(result.data);
      setPreview(null);
      return;
    }
    const failure = failureOf(result.error as SerializedApiError);
    setImportError(failure.message ?? Object.values(failure.fieldErrors)[0] ?? null);
  };

  return (
    <GlucoseScreen
      unit={preferences.glucoseUnit}
      hasDiabetes={preferences.hasDiabetes}
      timeZone={timeZone}
      now={now}
      draft={draft}
      onDraftChange={(next) => {
        for (const action of draftChanges(draft, next)) dispatch(action);
      }}
      onSubmit={(reading) => void onSubmit(reading)}
      saving={logging.isLoading}
      fieldErrors={logFailure.fieldErrors}
      saveError={logFailure.message}
      savedEntry={saved}
      history={history.data ?? null}
      dailyAverages={daily.data?.days}
      loading={history.isLoading}
      loadError={history.isError ? (history.error as SerializedApiError).message : null}
      onRetry={() => void history.refetch()}
      onPageChange={setPage}
      editingId={editingId}
      onEditingChange={(id) => {
        setEditingId(id);
        setUpdateFailure(NO_FAILURE);
      }}
      onUpdate={(id, reading) => void onUpdate(id, reading)}
      updating={updating.isLoading}
      updateErrors={updateFailure.fieldErrors}
      updateError={updateFailure.message}
      onDelete={deleting.onDelete}
      deletingId={deleting.deletingId}
      importPreview={preview}
      importMapping={mapping}
      onImportMappingChange={setMapping}
      onImportFile={(file) => void onImportFile(file)}
      importFileError={fileError}
      onImportConfirm={(readings) => void onImportConfirm(readings)}
      onImportCancel={() => {
        setPreview(null);
        setFileError(null);
      }}
      importing={importing.isLoading}
      importResult={importResult}
      importError={importError}
    />
  );
}
