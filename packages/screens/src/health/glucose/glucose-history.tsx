import {
  formatGlucose,
  glucoseMeasurementTypeLabel,
  timeInRangeTarget,
  type GlucoseEntry,
  type GlucoseSummary,
  type GlucoseUnit,
} from "@pkg/contracts";
import { IconButton, Pagination, TableCell, TableHead, TableRow } from "@pkg/ui";
import { LineChart, type ChartRow } from "@pkg/ui/charts";
import { Pencil, Trash2 } from "lucide-react";
import * as React from "react";

import { ConfirmDeleteDialog } from "../shared/confirm-delete-dialog";
import { EntriesTable, RowActionsCell } from "../shared/entries-table";
import { GlucoseBandBadge } from "./glucose-bands";
import { dailyMeansMgDl, formatTakenAt, glucoseInUnit } from "./glucose-format";

/** One local day's mean of readings, mg/dL. */
export type GlucoseDailyAverage = { localDate: string; averageMgDl: number };

/** The daily averages of readings in the person's unit, one row per local day, oldest first. */
export function dailyGlucoseRows(entries: readonly GlucoseEntry[], unit: GlucoseUnit): ChartRow[] {
  return dailyMeansMgDl(entries)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, mean]) => ({ date, glucose: glucoseInUnit(mean, unit) }));
}

export type GlucoseSummaryPanelProps = { summary: GlucoseSummary; unit: GlucoseUnit };

/** The average of the readings, the average of each type, and the CGM time in range. */
export function GlucoseSummaryPanel({ summary, unit }: GlucoseSummaryPanelProps) {
  const target = summary.timeInRange;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">Averages</h3>
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">All readings ({summary.count})</dt>
          <dd className="text-right font-medium tabular-nums">
            {summary.averageMgDl === null ? "–" : formatGlucose(summary.averageMgDl, unit)}
          </dd>
          {summary.byType.map((type) => (
            <React.Fragment key={type.measurementType}>
              <dt className="text-muted-foreground">
                {glucoseMeasurementTypeLabel(type.measurementType)} ({type.count})
              </dt>
              <dd className="text-right tabular-nums">{formatGlucose(type.averageMgDl, unit)}</dd>
            </React.Fragment>
          ))}
        </dl>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-medium">Time in range (CGM)</h3>
        {target ? (
          <p className="text-sm">
            <span className="text-2xl font-semibold tabular-nums">{target.percent}%</span>{" "}
            <span className="text-muted-foreground">
              of {target.readings} CGM {target.readings === 1 ? "reading" : "readings"} between{" "}
              {formatGlucose(target.low, unit)} and {formatGlucose(target.high, unit)}
            </span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">No CGM readings in this period.</p>
        )}
      </div>
    </div>
  );
}

export type GlucoseChartProps = {
  entries: readonly GlucoseEntry[];
  /** The daily averages of the whole period, when the page has them; else those of `entries`. */
  days?: readonly GlucoseDailyAverage[];
  unit: GlucoseUnit;
  hasDiabetes: boolean;
};

/** The daily average over the period, with the time-in-range target as a shaded band. */
export function GlucoseChart({ entries, days, unit, hasDiabetes }: GlucoseChartProps) {
  const rows = React.useMemo(
    () =>
      days
        ? days.map((day) => ({ date: day.localDate, glucose: glucoseInUnit(day.averageMgDl, unit) }))
        : dailyGlucoseRows(entries, unit),
    [days, entries, unit],
  );
  const target = timeInRangeTarget(hasDiabetes);
  return (
    <LineChart
      title="Daily average glucose"
      description={`In ${unit}; the shaded band is the target range.`}
      rows={rows}
      series={[{ key: "glucose", label: "Daily average", unit }]}
      band={{
        from: glucoseInUnit(target.low, unit),
        to: glucoseInUnit(target.high, unit),
        label: "Target range",
      }}
      emptyText="Your readings will show here once you log some."
    />
  );
}

const READING_COLUMNS = [
  { label: "Taken" },
  { label: "Reading", className: "text-right" },
  { label: "Type" },
  { label: "Band" },
  { label: "Notes" },
];

export type GlucoseReadingsTableProps = {
  entries: readonly GlucoseEntry[];
  unit: GlucoseUnit;
  total: number;
  page: number;
  pageSize: number;
  onPageChange?: (page: number) => void;
  onEdit: (entry: GlucoseEntry) => void;
  onDelete: (id: string) => void;
  /** The reading being deleted. */
  deletingId?: string | null;
};

/** The readings, newest first: when, value, type, band; Edit, and Delete once confirmed. */
export function GlucoseReadingsTable({
  entries,
  unit,
  total,
  page,
  pageSize,
  onPageChange,
  onEdit,
  onDelete,
  deletingId = null,
}: GlucoseReadingsTableProps) {
  const [pending, setPending] = React.useState<GlucoseEntry | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <EntriesTable size="sm" caption="Your glucose readings" columns={READING_COLUMNS}>
        {entries.map((entry) => {
          const when = formatTakenAt(entry);
          return (
            <TableRow key={entry.id}>
              <TableHead scope="row" className="h-auto py-2 font-normal whitespace-nowrap text-foreground">
                {when}
              </TableHead>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatGlucose(entry.valueMgDl, unit)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {glucoseMeasurementTypeLabel(entry.measurementType)}
              </TableCell>
              <TableCell>
                <GlucoseBandBadge band={entry.band} />
              </TableCell>
              <TableCell className="max-w-48 truncate text-muted-foreground">{entry.notes ?? ""}</TableCell>
              <RowActionsCell>
                <IconButton
                  variant="ghost"
                  aria-label={`Edit the reading of ${when}`}
                  onClick={() => onEdit(entry)}
                >
                  <Pencil aria-hidden />
                </IconButton>
                <IconButton
                  variant="ghost"
                  aria-label={`Delete the reading of ${when}`}
                  aria-busy={deletingId === entry.id || undefined}
                  disabled={deletingId === entry.id}
                  onClick={() => setPending(entry)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </RowActionsCell>
            </TableRow>
          );
        })}
      </EntriesTable>
      {onPageChange && total > pageSize ? (
        <Pagination
          aria-label="Pages of readings"
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
        />
      ) : null}
      <ConfirmDeleteDialog
        entry={pending}
        onClose={() => setPending(null)}
        onConfirm={(entry) => onDelete(entry.id)}
        title="Delete this reading?"
        description={
          <>
            {pending
              ? `${formatGlucose(pending.valueMgDl, unit)}, ${glucoseMeasurementTypeLabel(pending.measurementType)}, ${formatTakenAt(pending)}. `
              : null}
            This cannot be undone.
          </>
        }
        keepLabel="Keep the reading"
        deleteLabel="Delete reading"
      />
    </div>
  );
}
