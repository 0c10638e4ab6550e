import {
  HEALTH_DATA_MESSAGES,
  MOOD_LABELS,
  MOOD_NOTE_MAX,
  MOOD_TAGS,
  MOOD_TAGS_MAX,
  moodLabel,
  type MoodEntry,
  type MoodStreak,
  type MoodTag,
} from "@pkg/contracts";
import { Button, ChipGroup, ChipGroupItem, cn, Field, Skeleton, Textarea } from "@pkg/ui";
import { LineChart, type ChartRow } from "@pkg/ui/charts";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { ConfirmDeleteDialog, DeleteEntryButton } from "../shared/confirm-delete-dialog";
import { NO_ERRORS, SaveFailedAlert } from "../shared/form-parts";
import { addDays, formatDay, formatShortDay } from "../shared/health-format";
import type { LoadStatusProps } from "../shared/page-props";
import { SectionCard } from "../shared/section-card";
import { MOOD_TINTS, MoodCalendar } from "./mood-calendar";

/** A mood as the screen sends it; the shell adds the instant and the time zone. */
export type MoodLogValues = { mood: number; note: string; tags: MoodTag[] };

export type MoodScreenProps = LoadStatusProps & {
  /** Today's local day (`YYYY-MM-DD`) in the person's time zone. */
  today: string;
  /** The moods of the last months (at least the 90 days of the chart and the month shown), any order. */
  entries: MoodEntry[];
  /** The streak, as the API counts it. */
  streak: MoodStreak;
  /** The calendar's first month (`YYYY-MM`); today's by default. */
  initialMonth?: string;
  /** Another month is shown (the shell may load its moods). */
  onMonthChange?: (month: string) => void;
  /** A mood is being saved. */
  submitting?: boolean;
  /** The API's field errors (`mood`, `note`, `tags`). */
  fieldErrors?: Record<string, string>;
  /** Why the save failed; the note and tags are kept. */
  submitError?: string | null;
  /** A mood was tapped: it is logged with the note and tags. */
  onLog: (values: MoodLogValues) => void;
  /** An entry, deleted after confirming. */
  onDelete: (entry: MoodEntry) => void;
  deletingId?: string | null;
};

/** Newest first. */
const newestFirst = (entries: readonly MoodEntry[]) =>
  [...entries].sort((a, b) =>
    a.localDate === b.localDate
      ? b.loggedAt.localeCompare(a.loggedAt)
      : b.localDate.localeCompare(a.localDate),
  );

/** What changed since the day before the latest: 'Up from Okay on 18 Apr'. */
function changeText(latest: MoodEntry, before: MoodEntry | undefined, today: string): string | null {
  if (!before) return null;
  const when =
    before.localDate === addDays(today, -1) ? "yesterday" : `on ${formatShortDay(before.localDate)}`;
  if (latest.mood === before.mood) return `The same as ${when}`;
  return `${latest.mood > before.mood ? "Up" : "Down"} from ${moodLabel(before.mood)} ${when}`;
}

const tagLabel = (slug: MoodTag) => MOOD_TAGS.find((tag) => tag.slug === slug)?.label ?? slug;

/**
 * Mood (`/mood`): one tap from Awful to Great (with an optional note and tags), today's mood and
 * what changed, the streak, a month calendar of moods, the last 90 days as a chart, and the
 * recent entries with Delete.
 */
export function MoodScreen({
  today,
  entries,
  streak,
  initialMonth,
  onMonthChange,
  status = "ready",
  loadError,
  onRetry,
  submitting = false,
  fieldErrors = NO_ERRORS,
  submitError,
  onLog,
  onDelete,
  deletingId,
}: MoodScreenProps) {
  const [note, setNote] = React.useState("");
  const [tags, setTags] = React.useState<MoodTag[]>([]);
  const [noteError, setNoteError] = React.useState<string | undefined>();
  const [month, setMonth] = React.useState(initialMonth ?? today.slice(0, 7));
  const [confirming, setConfirming] = React.useState<MoodEntry | null>(null);
  const [edited, setEdited] = React.useState(false);
  // New errors from the API show again until the next change.
  const errorsKey = JSON.stringify(fieldErrors);
  const [errorsSeen, setErrorsSeen] = React.useState(errorsKey);
  if (errorsKey !== errorsSeen) {
    setErrorsSeen(errorsKey);
    setEdited(false);
  }

  const sorted = React.useMemo(() => newestFirst(entries), [entries]);
  // The note and tags start afresh once a new mood has been saved.
  const count = entries.length;
  const [seen, setSeen] = React.useState(count);
  if (count > seen) {
    setSeen(count);
    setNote("");
    setTags([]);
  } else if (count < seen) setSeen(count);

  const byDay = React.useMemo(() => {
    const days = new Map<string, number>();
    for (const entry of sorted) if (!days.has(entry.localDate)) days.set(entry.localDate, entry.mood);
    return days;
  }, [sorted]);
  const chartRows = React.useMemo<ChartRow[]>(() => {
    const from = addDays(today, -89);
    return [...byDay.entries()]
      .filter(([day]) => day >= from && day <= today)
      .map(([day, mood]) => ({ date: day, mood }));
  }, [byDay, today]);

  const latestToday = sorted.find((entry) => entry.localDate === today);
  const before = latestToday ? sorted.find((entry) => entry.localDate < today) : undefined;

  const log = (mood: number) => {
    if (submitting) return;
    if (note.trim().length > MOOD_NOTE_MAX) {
      setNoteError(HEALTH_DATA_MESSAGES.noteTooLong);
      return;
    }
    onLog({ mood, note: note.trim(), tags });
  };

  const noteMessage = noteError ?? (edited ? undefined : fieldErrors.note);
  const tagsMessage = edited ? undefined : fieldErrors.tags;
  const moodMessage = edited ? undefined : fieldErrors.mood;

  let body: React.ReactNode;
  if (status === "loading") {
    body = (
      <div role="group" aria-label="Loading your moods" aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  } else if (status === "error") {
    body = (
      <LoadFailedAlert
        title="Your moods could not be loaded"
        message={loadError ?? "Something went wrong."}
        onRetry={onRetry}
      />
    );
  } else {
    body = (
      <>
        <SectionCard
          title={latestToday ? "Log another mood" : "How are you feeling today?"}
          description="One tap logs it. Add a note or tags first if you like."
          contentClassName="flex flex-col gap-5"
        >
          {latestToday ? (
            <div
              data-slot="mood-today"
              className={cn(
                "flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md px-4 py-3",
                MOOD_TINTS[latestToday.mood],
              )}
            >
              <p className="font-semibold">You logged {moodLabel(latestToday.mood)} today</p>
              {changeText(latestToday, before, today) ? (
                <p className="text-sm">{changeText(latestToday, before, today)}</p>
              ) : null}
            </div>
          ) : null}
          <Field group label="Your mood" error={moodMessage}>
            {({ disabled: _disabled, ...control }) => (
              <div role="group" {...control} className="grid grid-cols-5 gap-2">
                {MOOD_LABELS.map((label, index) => (
                  <Button
                    key={label}
                    variant="outline"
                    disabled={submitting}
                    className={cn("h-auto flex-col gap-0.5 px-1 py-3", MOOD_TINTS[index + 1])}
                    onClick={() => log(index + 1)}
                  >
                    <span aria-hidden="true" className="text-lg font-semibold tabular-nums">
                      {index + 1}
                    </span>
                    <span className="text-sm">{label}</span>
                  </Button>
                ))}
              </div>
            )}
          </Field>
          <Field
            label="Note (optional)"
            description={`Up to ${MOOD_NOTE_MAX} characters.`}
            error={noteMessage}
          >
            <Textarea
              value={note}
              rows={2}
              onChange={(event) => {
                setNote(event.target.value);
                setNoteError(undefined);
                setEdited(true);
              }}
            />
          </Field>
          <Field
            group
            label="Tags (optional)"
            description={`Choose up to ${MOOD_TAGS_MAX}.`}
            error={tagsMessage}
          >
            <ChipGroup
              size="sm"
              perRow={6}
              max={MOOD_TAGS_MAX}
              value={tags}
              onValueChange={(next) => {
                setTags(next as MoodTag[]);
                setEdited(true);
              }}
            >
              {MOOD_TAGS.map((tag) => (
                <ChipGroupItem key={tag.slug} value={tag.slug}>
                  {tag.label}
                </ChipGroupItem>
              ))}
            </ChipGroup>
          </Field>
          <SaveFailedAlert
            message={submitError}
            hint="Your note and tags are kept: tap your mood again to retry."
          />
          {submitting ? (
            <p role="status" className="text-sm text-muted-foreground">
              Saving your mood…
            </p>
          ) : null}
        </SectionCard>

        <section aria-labelledby="mood-streak" className="flex flex-col gap-1">
          <h2 id="mood-streak" className="text-xl font-semibold">
            {streak.days > 0 ? `${streak.days}-day streak` : "No streak yet"}
          </h2>
          <p className="text-sm text-muted-foreground">
            {streak.days > 0
              ? streak.lastLocalDate === today
                ? "You have logged your mood every day up to today."
                : "Log today's mood to keep it going."
              : streak.lastLocalDate
                ? `Your last mood was on ${formatDay(streak.lastLocalDate)}. Log today's to start a streak.`
                : "Log your mood each day to build a streak."}
          </p>
        </section>

        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="mood-month" className="flex flex-col gap-3">
            <h2 id="mood-month" className="text-xl font-semibold">
              Your month
            </h2>
            <MoodCalendar
              month={month}
              today={today}
              moods={byDay}
              onMonthChange={(next) => {
                setMonth(next);
                onMonthChange?.(next);
              }}
            />
          </section>
          <section aria-labelledby="mood-trend" className="flex flex-col gap-3">
            <h2 id="mood-trend" className="text-xl font-semibold">
              Last 90 days
            </h2>
            <LineChart
              title="Mood over the last 90 days"
              titleHidden
              series={[{ key: "mood", label: "Mood (1 Awful – 5 Great)" }]}
              rows={chartRows}
              yDomain={[1, 5]}
              emptyText="Your moods will show here as a chart."
            />
          </section>
        </div>

        {sorted.length > 0 ? (
          <section aria-labelledby="mood-recent" className="flex flex-col gap-3">
            <h2 id="mood-recent" className="text-xl font-semibold">
              Recent moods
            </h2>
            <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
              {sorted.slice(0, 7).map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                  <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <p>
                      <span className="font-medium">{moodLabel(entry.mood)}</span>
                      <span className="text-muted-foreground"> · {formatDay(entry.localDate)}</span>
                    </p>
                    {entry.tags.length > 0 ? (
                      <p className="text-sm text-muted-foreground">{entry.tags.map(tagLabel).join(", ")}</p>
                    ) : null}
                    {entry.note ? <p className="text-sm break-words">{entry.note}</p> : null}
                  </div>
                  <DeleteEntryButton
                    name={`the mood of ${formatDay(entry.localDate)}`}
                    deleting={deletingId === entry.id}
                    onClick={() => setConfirming(entry)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <ConfirmDeleteDialog
          entry={confirming}
          onClose={() => setConfirming(null)}
          onConfirm={onDelete}
          title={<>Delete the mood of {confirming ? formatDay(confirming.localDate) : "this day"}?</>}
          description="It is removed from your calendar, chart and streak. This cannot be undone."
          keepLabel="Keep it"
          deleteLabel="Delete"
        />
      </>
    );
  }

  return (
    <div data-slot="mood" className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Mood</h1>
        <p className="max-w-prose text-muted-foreground">
          A moment a day: how you feel from Awful to Great, and what went with it.
        </p>
      </header>
      {body}
    </div>
  );
}
