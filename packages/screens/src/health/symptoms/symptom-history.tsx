import { MRS_ITEMS, MRS_VALUE_LABELS, type SymptomEntry } from "@pkg/contracts";
import { Button, TableCell, TableRow } from "@pkg/ui";
import { LineChart, type ChartRow } from "@pkg/ui/charts";
import * as React from "react";

import { ConfirmDeleteDialog, DeleteEntryButton } from "../shared/confirm-delete-dialog";
import { EntriesTable, RowActionsCell } from "../shared/entries-table";
import { formatDay } from "../shared/health-format";
import { bandLabel } from "./symptom-result";

const MRS_SERIES = [
  { key: "total", label: "Total" },
  { key: "somatic", label: "Somatic" },
  { key: "psychological", label: "Psychological" },
  { key: "urogenital", label: "Urogenital" },
];

const HISTORY_COLUMNS = [{ label: "Day" }, { label: "Entry" }, { label: "Result" }];

/** Newest first: by local day, then by the instant. */
export function newestFirst(entries: readonly SymptomEntry[]): SymptomEntry[] {
  return [...entries].sort((a, b) =>
    a.localDate === b.localDate ? b.takenAt.localeCompare(a.takenAt) : b.localDate.localeCompare(a.localDate),
  );
}

/** The chart's rows: each day's latest check-in, its total and subscales. */
export function checkInRows(entries: readonly SymptomEntry[]): ChartRow[] {
  const byDay = new Map<string, ChartRow>();
  for (const entry of newestFirst(entries)) {
    if (!entry.score || byDay.has(entry.localDate)) continue;
    byDay.set(entry.localDate, { date: entry.localDate, total: entry.score.total, ...entry.score.subscales });
  }
  return [...byDay.values()].reverse();
}

/** What an entry is, in words: 'Check-in' or 'Quick log'. */
const kindLabel = (entry: SymptomEntry) => (entry.kind === "check-in" ? "Check-in" : "Quick log");

/** An entry's numbers in words: the total and band, or the one symptom and its value. */
function entrySummary(entry: SymptomEntry): string {
  if (entry.score) return `${entry.score.total} of 44, ${bandLabel(entry.score.band)}`;
  const [slug, value] = Object.entries(entry.answers)[0] ?? [];
  const item = MRS_ITEMS.find((candidate) => candidate.slug === slug);
  if (!item || typeof value !== "number") return "";
  return `${item.name}: ${value} ${MRS_VALUE_LABELS[value]}`;
}

/** The entry's name in buttons and the dialog: 'the check-in of 12 Oct 2026'. */
export const entryName = (entry: SymptomEntry) =>
  `the ${entry.kind === "check-in" ? "check-in" : "quick log"} of ${formatDay(entry.localDate)}`;

export type SymptomHistoryProps = {
  entries: SymptomEntry[];
  /** Edit is pressed on an entry. */
  onEdit: (entry: SymptomEntry) => void;
  /** Delete is confirmed for an entry. */
  onDelete: (entry: SymptomEntry) => void;
  /** The entry being deleted (its Delete button shows it). */
  deletingId?: string | null;
};

/** The history: the check-ins' totals and subscales over time (chart and table), and every entry with Edit and Delete. */
export function SymptomHistory({ entries, onEdit, onDelete, deletingId }: SymptomHistoryProps) {
  const [confirming, setConfirming] = React.useState<SymptomEntry | null>(null);
  const rows = React.useMemo(() => checkInRows(entries), [entries]);
  const sorted = React.useMemo(() => newestFirst(entries), [entries]);

  return (
    <section aria-labelledby="symptom-history" className="flex flex-col gap-5">
      <h2 id="symptom-history" className="text-xl font-semibold">
        History
      </h2>
      <LineChart
        title="Symptom score over time"
        description="Menopause Rating Scale: the total (0–44) and its three parts"
        series={MRS_SERIES}
        rows={rows}
        yDomain={[0, 44]}
        emptyText="Your check-ins will show here as a chart."
      />
      {sorted.length > 0 ? (
        <EntriesTable
          size="sm"
          stickyHeader
          containerClassName="max-h-96 rounded-md border border-border"
          caption="Your check-ins and quick logs"
          columns={HISTORY_COLUMNS}
        >
          {sorted.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="whitespace-nowrap">{formatDay(entry.localDate)}</TableCell>
              <TableCell>{kindLabel(entry)}</TableCell>
              <TableCell>{entrySummary(entry)}</TableCell>
              <RowActionsCell>
                <Button variant="ghost" size="sm" onClick={() => onEdit(entry)}>
                  Edit<span className="sr-only"> {entryName(entry)}</span>
                </Button>
                <DeleteEntryButton
                  name={entryName(entry)}
                  deleting={deletingId === entry.id}
                  onClick={() => setConfirming(entry)}
                />
              </RowActionsCell>
            </TableRow>
          ))}
        </EntriesTable>
      ) : null}
      <ConfirmDeleteDialog
        entry={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={onDelete}
        title={<>Delete {confirming ? entryName(confirming) : "this entry"}?</>}
        description="It is removed from your history and charts. This cannot be undone."
        keepLabel="Keep it"
        deleteLabel="Delete"
      />
    </section>
  );
}
