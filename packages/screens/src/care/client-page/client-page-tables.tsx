import {
  formatGlucose,
  glucoseMeasurementTypeLabel,
  moodLabel,
  MRS_ITEMS,
  MRS_VALUE_LABELS,
  type GlucoseEntry,
  type GlucoseUnit,
  type MoodEntry,
  type SymptomEntry,
} from "@pkg/contracts";
import {
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@pkg/ui";
import type * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { GlucoseBandBadge } from "../../health/glucose";
import { formatCareDateTime, formatCareDay } from "../shared/care-dates";
import { bandLabel } from "../../health/symptoms";
import { newestFirst } from "../../health/symptoms/symptom-history";
import { moodTagLabel } from "./client-page-format";

/** One of the client's lists as the page loads it: the rows, or that they load, or why they failed. */
export type ClientPageList<T> = {
  items: T[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
};

const TABLE_CONTAINER = "max-h-[32rem] rounded-md border border-border";

type ListPanelProps<T> = {
  list: ClientPageList<T>;
  /** What the list holds, for the loading, failed and empty states ('check-ins'). */
  what: string;
  empty: string;
  children: (items: T[]) => React.ReactNode;
};

/** A list's states around its table: loading, failed (with Try again), empty, or the table. */
function ListPanel<T>({ list, what, empty, children }: ListPanelProps<T>) {
  if (list.error)
    return (
      <LoadFailedAlert
        title={`The ${what} could not be loaded`}
        message={list.error}
        onRetry={list.onRetry}
      />
    );
  if (list.loading)
    return (
      <div role="status" aria-busy="true" aria-label={`Loading the ${what}`} className="flex flex-col gap-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-9" />
        ))}
      </div>
    );
  if (list.items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return <>{children(list.items)}</>;
}

/** A check-in's result or a quick log's one symptom, in words. */
function entrySummary(entry: SymptomEntry): string {
  if (entry.score) return `${entry.score.total} of 44, ${bandLabel(entry.score.band)}`;
  const [slug, value] = Object.entries(entry.answers)[0] ?? [];
  const item = MRS_ITEMS.find((candidate) => candidate.slug === slug);
  if (!item || typeof value !== "number") return "";
  return `${item.name}: ${value} ${MRS_VALUE_LABELS[value]}`;
}

/** The client's check-ins and quick logs, newest first. */
export function CheckInsTable({ list, name }: { list: ClientPageList<SymptomEntry>; name: string }) {
  return (
    <ListPanel list={list} what="check-ins" empty={`${name} has no check-ins or quick logs yet.`}>
      {(items) => (
        <Table size="sm" stickyHeader containerClassName={TABLE_CONTAINER}>
          <TableCaption className="sr-only">Check-ins and quick logs of {name}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Entry</TableHead>
              <TableHead>Result</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {newestFirst(items).map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="whitespace-nowrap">{formatCareDay(entry.localDate)}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {entry.kind === "check-in" ? "Check-in" : "Quick log"}
                </TableCell>
                <TableCell>{entrySummary(entry)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ListPanel>
  );
}

/** The client's glucose readings in their unit, newest first, each with its band. */
export function GlucoseTable({
  list,
  unit,
  name,
}: {
  list: ClientPageList<GlucoseEntry>;
  unit: GlucoseUnit;
  name: string;
}) {
  return (
    <ListPanel list={list} what="glucose readings" empty={`${name} has no glucose readings yet.`}>
      {(items) => (
        <Table size="sm" stickyHeader containerClassName={TABLE_CONTAINER}>
          <TableCaption className="sr-only">Glucose readings of {name}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Taken</TableHead>
              <TableHead>Type</TableHead>
              <TableHead className="text-right">Value ({unit})</TableHead>
              <TableHead>Band</TableHead>
              <TableHead>Notes</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {[...items]
              .sort((a, b) => b.takenAt.localeCompare(a.takenAt))
              .map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap">
                    {formatCareDateTime(entry.takenAt, entry.timeZone)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {glucoseMeasurementTypeLabel(entry.measurementType)}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatGlucose(entry.valueMgDl, unit)}
                  </TableCell>
                  <TableCell>
                    <GlucoseBandBadge band={entry.band} />
                  </TableCell>
                  <TableCell className="min-w-40 break-words">{entry.notes ?? ""}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      )}
    </ListPanel>
  );
}

/** The client's moods, newest first: the number and its word, the note and the tags. */
export function MoodTable({ list, name }: { list: ClientPageList<MoodEntry>; name: string }) {
  return (
    <ListPanel list={list} what="moods" empty={`${name} has not logged a mood yet.`}>
      {(items) => (
        <Table size="sm" stickyHeader containerClassName={TABLE_CONTAINER}>
          <TableCaption className="sr-only">Moods of {name}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Mood</TableHead>
              <TableHead>Note</TableHead>
              <TableHead>Tags</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {[...items]
              .sort((a, b) =>
                a.localDate === b.localDate
                  ? b.loggedAt.localeCompare(a.loggedAt)
                  : b.localDate.localeCompare(a.localDate),
              )
              .map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap">{formatCareDay(entry.localDate)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <span className="tabular-nums">{entry.mood}</span> {moodLabel(entry.mood)}
                  </TableCell>
                  <TableCell className="min-w-48 break-words">{entry.note ?? ""}</TableCell>
                  <TableCell>{entry.tags.map(moodTagLabel).join(", ")}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      )}
    </ListPanel>
  );
}
