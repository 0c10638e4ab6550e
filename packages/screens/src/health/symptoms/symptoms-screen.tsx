import type { MrsAnswers, MrsItem, SymptomEntry } from "@pkg/contracts";
import { Button, Skeleton } from "@pkg/ui";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { formatDay } from "../shared/health-format";
import type { LoadStatusProps } from "../shared/page-props";
import { SectionCard } from "../shared/section-card";
import { QuickLogForm, type QuickLogValues } from "./quick-log-form";
import { SymptomCheckInForm, type CheckInLayout } from "./symptom-check-in-form";
import { entryName, newestFirst, SymptomHistory } from "./symptom-history";
import { SymptomResult } from "./symptom-result";

/** A change to a saved entry: a check-in's new answers, or a quick log's new symptom, value or day. */
export type SymptomEdit =
  { kind: "check-in"; answers: MrsAnswers } | ({ kind: "quick-log" } & QuickLogValues);

export type SymptomsScreenProps = LoadStatusProps & {
  /** Today's local day (`YYYY-MM-DD`) in the person's time zone. */
  today: string;
  /** The person's check-ins and quick logs, in any order. */
  entries: SymptomEntry[];
  /** One question per step (phones, below 640 px) or one form; the shell picks it from the width. */
  layout: CheckInLayout;
  /** A check-in (new or edited) is being saved. */
  submitting?: boolean;
  /** The API's field errors for the check-in (`answers.<item>`). */
  fieldErrors?: Record<string, string>;
  /** Why saving the check-in failed; the answers are kept. */
  submitError?: string | null;
  /** A quick log (new or edited) is being saved. */
  quickLogSubmitting?: boolean;
  /** The API's field errors for the quick log (`symptom`, `value`, `takenAt`). */
  quickLogFieldErrors?: Record<string, string>;
  /** Why saving the quick log failed; the values are kept. */
  quickLogError?: string | null;
  /** The entry being deleted. */
  deletingId?: string | null;
  /** A new check-in with all eleven answers. */
  onSubmit: (answers: MrsAnswers) => void;
  /** A new quick log. */
  onQuickLog: (values: QuickLogValues) => void;
  /** A saved entry changed. */
  onEdit: (entry: SymptomEntry, change: SymptomEdit) => void;
  /** A saved entry, deleted after confirming. */
  onDelete: (entry: SymptomEntry) => void;
};

function LoadingState() {
  return (
    <div role="group" aria-label="Loading your check-ins" aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * Symptom check-in (`/symptoms`): the latest result, today's Menopause Rating Scale check-in,
 * a quick log of one symptom on any day, and the history as a chart and a table with Edit and
 * Delete.
 */
export function SymptomsScreen({
  today,
  entries,
  layout,
  status = "ready",
  loadError,
  onRetry,
  submitting = false,
  fieldErrors,
  submitError,
  quickLogSubmitting = false,
  quickLogFieldErrors,
  quickLogError,
  deletingId,
  onSubmit,
  onQuickLog,
  onEdit,
  onDelete,
}: SymptomsScreenProps) {
  const sorted = React.useMemo(() => newestFirst(entries), [entries]);
  const checkIns = sorted.filter((entry) => entry.kind === "check-in");
  const quickLogs = sorted.length - checkIns.length;
  const latest = checkIns[0] ?? null;
  const checkedInToday = latest?.localDate === today;

  // Check in again after today's; closes when the new check-in arrives.
  const [again, setAgain] = React.useState(false);
  const [editing, setEditing] = React.useState<{ entry: SymptomEntry; sent: boolean } | null>(null);
  const editHeading = React.useRef<HTMLHeadingElement>(null);
  const [checkInsSeen, setCheckInsSeen] = React.useState(checkIns.length);
  if (checkIns.length !== checkInsSeen) {
    setCheckInsSeen(checkIns.length);
    setAgain(false);
  }

  // An edit closes once the saved entry comes back changed (or is gone).
  const editedNow = editing ? entries.find((entry) => entry.id === editing.entry.id) : undefined;
  const editSettled = editing?.sent && (!editedNow || editedNow.updatedAt !== editing.entry.updatedAt);
  if (editSettled) setEditing(null);
  React.useEffect(() => {
    if (editing && !editing.sent) editHeading.current?.focus();
  }, [editing]);

  const editingCheckIn = editing?.entry.kind === "check-in" ? editing.entry : null;
  const editingQuickLog = editing?.entry.kind === "quick-log" ? editing.entry : null;
  const formOpen = editingCheckIn !== null || !checkedInToday || again;

  let body: React.ReactNode;
  if (status === "loading") body = <LoadingState />;
  else if (status === "error")
    body = (
      <LoadFailedAlert
        title="Your check-ins could not be loaded"
        message={loadError ?? "Something went wrong."}
        onRetry={onRetry}
      />
    );
  else
    body = (
      <>
        {latest && !editingCheckIn ? <SymptomResult entry={latest} previous={checkIns[1] ?? null} /> : null}

        <SectionCard
          title={editingCheckIn ? `Edit ${entryName(editingCheckIn)}` : "Check in today"}
          titleProps={{
            ref: editingCheckIn ? editHeading : undefined,
            tabIndex: -1,
            className: "outline-none",
          }}
          description={
            !latest && !editingCheckIn ? (
              <>
                Your first check-in: eleven questions about how you have felt lately. It takes about two
                minutes, and each one after shows what changed.
              </>
            ) : undefined
          }
        >
          {formOpen ? (
            <SymptomCheckInForm
              key={editingCheckIn ? `edit-${editingCheckIn.id}` : `new-${checkIns.length}`}
              layout={layout}
              initialAnswers={editingCheckIn ? (editingCheckIn.answers as Partial<MrsAnswers>) : undefined}
              fieldErrors={fieldErrors}
              submitting={submitting}
              submitError={submitError}
              submitLabel={editingCheckIn ? "Save changes" : "Save check-in"}
              onSubmit={(answers) => {
                if (editingCheckIn) {
                  setEditing({ entry: editingCheckIn, sent: true });
                  onEdit(editingCheckIn, { kind: "check-in", answers });
                } else onSubmit(answers);
              }}
              onCancel={
                editingCheckIn ? () => setEditing(null) : checkedInToday ? () => setAgain(false) : undefined
              }
            />
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p>You have checked in today.</p>
              <Button variant="outline" onClick={() => setAgain(true)}>
                Check in again
              </Button>
            </div>
          )}
        </SectionCard>

        <SectionCard
          title={editingQuickLog ? `Edit ${entryName(editingQuickLog)}` : "Quick log"}
          titleProps={{
            ref: editingQuickLog ? editHeading : undefined,
            tabIndex: -1,
            className: "outline-none",
          }}
          description="One symptom on any day, today or before."
        >
          <QuickLogForm
            key={editingQuickLog ? `edit-${editingQuickLog.id}` : `new-${quickLogs}`}
            today={today}
            initialValues={editingQuickLog ? quickLogValues(editingQuickLog) : undefined}
            fieldErrors={quickLogFieldErrors}
            submitting={quickLogSubmitting}
            submitError={quickLogError}
            submitLabel={editingQuickLog ? "Save changes" : "Log symptom"}
            onSubmit={(values) => {
              if (editingQuickLog) {
                setEditing({ entry: editingQuickLog, sent: true });
                onEdit(editingQuickLog, { kind: "quick-log", ...values });
              } else onQuickLog(values);
            }}
            onCancel={editingQuickLog ? () => setEditing(null) : undefined}
          />
        </SectionCard>

        <SymptomHistory
          entries={entries}
          deletingId={deletingId}
          onEdit={(entry) => setEditing({ entry, sent: false })}
          onDelete={onDelete}
        />
      </>
    );

  return (
    <div data-slot="symptoms" className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Symptom check-in</h1>
        <p className="max-w-prose text-muted-foreground">
          The Menopause Rating Scale: eleven symptoms, each from 0 (none) to 4 (very severe).
          {latest ? ` Last check-in: ${formatDay(latest.localDate)}.` : ""}
        </p>
      </header>
      {body}
    </div>
  );
}

/** A quick log's values for its form. */
function quickLogValues(entry: SymptomEntry): Partial<QuickLogValues> {
  const [symptom, value] = Object.entries(entry.answers)[0] ?? [];
  return { symptom: symptom as MrsItem | undefined, value, date: entry.localDate };
}
