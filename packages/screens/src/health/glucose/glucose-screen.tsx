import {
  formatGlucose,
  glucoseBandLabel,
  glucoseMeasurementTypeLabel,
  type GlucoseEntry,
  type GlucoseListResponse,
  type GlucoseReadingInput,
  type GlucoseUnit,
} from "@pkg/contracts";
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Skeleton,
} from "@pkg/ui";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { SectionCard } from "../shared/section-card";
import { GlucoseBandBadge, GlucoseBandScale, GlucoseSeekCareAlert } from "./glucose-bands";
import { draftOfEntry, type GlucoseDraft, type GlucoseFieldErrors } from "./glucose-form";
import { formatTakenAt } from "./glucose-format";
import {
  GlucoseChart,
  GlucoseReadingsTable,
  GlucoseSummaryPanel,
  type GlucoseDailyAverage,
} from "./glucose-history";
import { GlucoseImportPanel, type GlucoseImportPanelProps } from "./glucose-import-panel";
import { GlucoseReadingForm } from "./glucose-reading-form";

export type GlucoseScreenProps = {
  /** The person's unit: readings show in it and new ones are typed in it unless changed. */
  unit: GlucoseUnit;
  /** The person's 'I have diabetes' setting (it sets the bands). */
  hasDiabetes: boolean;
  /** The person's time zone: dates and times are typed and shown on its clock. */
  timeZone: string;
  /** The date and time a new reading has until the person changes it. */
  now: Date | string;

  /** The reading being typed (the persisted `glucoseDraft` slice). */
  draft: GlucoseDraft;
  onDraftChange: (draft: GlucoseDraft) => void;
  /** Log the checked reading. */
  onSubmit: (reading: GlucoseReadingInput) => void;
  saving?: boolean;
  /** The server's field messages for the last save. */
  fieldErrors?: GlucoseFieldErrors;
  /** Saving failed for another reason than a field. */
  saveError?: string | null;
  /** The reading just saved: its band in words and colour, and the advice when it is extreme. */
  savedEntry?: GlucoseEntry | null;

  /** The readings of the period, a page at a time, with the summary of all of them. */
  history: GlucoseListResponse | null;
  /** The daily averages of the whole period for the chart; the page's readings are charted without it. */
  dailyAverages?: GlucoseDailyAverage[];
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  onPageChange?: (page: number) => void;

  /** The reading open in the edit dialog. */
  editingId?: string | null;
  onEditingChange: (id: string | null) => void;
  onUpdate: (id: string, reading: GlucoseReadingInput) => void;
  updating?: boolean;
  updateErrors?: GlucoseFieldErrors;
  updateError?: string | null;
  onDelete: (id: string) => void;
  deletingId?: string | null;

  /** The CSV import; the panel shows when `onImportFile` is given. */
  importPreview?: GlucoseImportPanelProps["preview"];
  importMapping?: GlucoseImportPanelProps["mapping"];
  onImportMappingChange?: GlucoseImportPanelProps["onMappingChange"];
  onImportFile?: GlucoseImportPanelProps["onFile"];
  importFileError?: string | null;
  onImportConfirm?: GlucoseImportPanelProps["onConfirm"];
  onImportCancel?: () => void;
  importing?: boolean;
  importResult?: { imported: number } | null;
  importError?: string | null;
};

type EditDialogProps = {
  entry: GlucoseEntry;
  timeZone: string;
  now: Date | string;
  onUpdate: (id: string, reading: GlucoseReadingInput) => void;
  onClose: () => void;
  updating: boolean;
  fieldErrors?: GlucoseFieldErrors;
  error: string | null;
};

function EditReading({
  entry,
  timeZone,
  now,
  onUpdate,
  onClose,
  updating,
  fieldErrors,
  error,
}: EditDialogProps) {
  const initial = React.useMemo(() => draftOfEntry(entry), [entry]);
  const [draft, setDraft] = React.useState(initial.draft);
  const [unit, setUnit] = React.useState(initial.unit);
  return (
    <GlucoseReadingForm
      idPrefix="edit"
      label="Edit reading"
      draft={draft}
      onDraftChange={setDraft}
      unit={unit}
      onUnitChange={setUnit}
      timeZone={entry.timeZone || timeZone}
      now={now}
      onSubmit={(reading) => onUpdate(entry.id, reading)}
      submitLabel="Save changes"
      saving={updating}
      fieldErrors={fieldErrors}
      saveError={error}
      secondaryAction={
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
      }
    />
  );
}

/** The reading just saved: its value, its band in words on the band scale, and the advice. */
function SavedReading({
  entry,
  unit,
  hasDiabetes,
}: {
  entry: GlucoseEntry;
  unit: GlucoseUnit;
  hasDiabetes: boolean;
}) {
  return (
    <section
      aria-labelledby="glucose-saved-title"
      className="flex flex-col gap-3 rounded-lg border border-border p-4"
    >
      <h3 id="glucose-saved-title" className="font-medium">
        Reading saved
      </h3>
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          {formatGlucose(entry.valueMgDl, unit)}, {glucoseMeasurementTypeLabel(entry.measurementType)},{" "}
          {formatTakenAt(entry)}: {glucoseBandLabel(entry.band).toLowerCase()}.
        </span>
        <GlucoseBandBadge band={entry.band} />
      </p>
      <GlucoseBandScale
        band={entry.band}
        measurementType={entry.measurementType}
        hasDiabetes={hasDiabetes}
        unit={unit}
      />
      {entry.seekCare ? <GlucoseSeekCareAlert seekCare={entry.seekCare} /> : null}
    </section>
  );
}

/**
 * `/glucose`: log a reading (value, unit, type, date and time, notes) and see its band; the
 * history as a chart with the target band, the averages, the CGM time in range and the list of
 * readings (edit, delete); import a meter's CSV export.
 */
export function GlucoseScreen({
  unit,
  hasDiabetes,
  timeZone,
  now,
  draft,
  onDraftChange,
  onSubmit,
  saving = false,
  fieldErrors,
  saveError = null,
  savedEntry = null,
  history,
  dailyAverages,
  loading = false,
  loadError = null,
  onRetry,
  onPageChange,
  editingId = null,
  onEditingChange,
  onUpdate,
  updating = false,
  updateErrors,
  updateError = null,
  onDelete,
  deletingId = null,
  importPreview = null,
  importMapping,
  onImportMappingChange,
  onImportFile,
  importFileError = null,
  onImportConfirm,
  onImportCancel,
  importing = false,
  importResult = null,
  importError = null,
}: GlucoseScreenProps) {
  // The unit a reading is typed in starts as the person's, and follows it when the setting changes.
  const [entryUnit, setEntryUnit] = React.useState(unit);
  const [personUnit, setPersonUnit] = React.useState(unit);
  if (unit !== personUnit) {
    setPersonUnit(unit);
    setEntryUnit(unit);
  }
  const editing = editingId ? (history?.items.find((entry) => entry.id === editingId) ?? null) : null;
  const entries = history?.items ?? [];

  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Glucose</h1>
        <p className="text-muted-foreground">
          Log your readings and see them against the ranges for{" "}
          {hasDiabetes ? "people with diabetes" : "people without diabetes"}.
        </p>
      </header>

      <SectionCard title="Log a reading" contentClassName="flex flex-col gap-6">
        <GlucoseReadingForm
          idPrefix="log"
          label="Log a reading"
          draft={draft}
          onDraftChange={onDraftChange}
          unit={entryUnit}
          onUnitChange={setEntryUnit}
          timeZone={timeZone}
          now={now}
          onSubmit={onSubmit}
          submitLabel="Save reading"
          saving={saving}
          fieldErrors={fieldErrors}
          saveError={saveError}
        />
        {savedEntry ? <SavedReading entry={savedEntry} unit={unit} hasDiabetes={hasDiabetes} /> : null}
      </SectionCard>

      <SectionCard
        title="Your readings"
        description={<>Shown in {unit}. Change your unit in Settings.</>}
        contentClassName="flex flex-col gap-6"
      >
        {loadError ? (
          <LoadFailedAlert title="Your readings could not be loaded" message={loadError} onRetry={onRetry} />
        ) : loading || !history ? (
          <Skeleton className="h-72" aria-busy="true" aria-label="Loading your readings" />
        ) : history.total === 0 ? (
          <EmptyState
            title="No readings yet"
            description="Log your first reading above, or import your meter's export below."
          />
        ) : (
          <>
            <GlucoseChart entries={entries} days={dailyAverages} unit={unit} hasDiabetes={hasDiabetes} />
            <GlucoseSummaryPanel summary={history.summary} unit={unit} />
            <GlucoseReadingsTable
              entries={entries}
              unit={unit}
              total={history.total}
              page={history.page}
              pageSize={history.pageSize}
              onPageChange={onPageChange}
              onEdit={(entry) => onEditingChange(entry.id)}
              onDelete={onDelete}
              deletingId={deletingId}
            />
          </>
        )}
      </SectionCard>

      {onImportFile && onImportMappingChange && onImportConfirm && onImportCancel && importMapping ? (
        <SectionCard
          role="region"
          aria-labelledby="glucose-import-title"
          title="Import from a meter or CGM"
          titleProps={{ id: "glucose-import-title" }}
        >
          <GlucoseImportPanel
            preview={importPreview}
            mapping={importMapping}
            onMappingChange={onImportMappingChange}
            onFile={onImportFile}
            fileError={importFileError}
            onConfirm={onImportConfirm}
            onCancel={onImportCancel}
            timeZone={timeZone}
            importing={importing}
            result={importResult}
            error={importError}
          />
        </SectionCard>
      ) : null}

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : onEditingChange(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit reading</DialogTitle>
            <DialogDescription>{editing ? `Taken ${formatTakenAt(editing)}.` : null}</DialogDescription>
          </DialogHeader>
          {editing ? (
            <EditReading
              key={editing.id}
              entry={editing}
              timeZone={timeZone}
              now={now}
              onUpdate={onUpdate}
              onClose={() => onEditingChange(null)}
              updating={updating}
              fieldErrors={updateErrors}
              error={updateError}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
