import type {
  GlucoseDailyAverageRow,
  GlucoseReadingInput,
  GlucoseRequest,
  MoodEntry,
  SaveSymptomsRequest,
  SymptomEntry,
} from "@pkg/contracts";
import {
  instantOfLocal,
  type GlucoseDraft,
  type QuickLogValues,
  type SymptomEdit,
  type TimelineDay,
} from "@pkg/screens";
import { dateSet, glucoseValueSet, measurementTypeSet, notesSet, type SerializedApiError } from "@pkg/stores";

import { fieldErrorsOf } from "../../app/api-errors";

/** What a save left for its form: the fields' messages, or a message above the form. */
export type SaveFailure = { fieldErrors: Record<string, string>; message: string | null };

/** No failure (one object, so that the forms' effects that follow the errors do not rerun). */
export const NO_FAILURE: SaveFailure = { fieldErrors: {}, message: null };

/**
 * What a refused save shows: the fields' messages on the fields when the API named fields (the
 * form keeps what was typed), else the API's message above the form.
 */
export function failureOf(error: SerializedApiError | undefined): SaveFailure {
  const fieldErrors = fieldErrorsOf(error);
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, message: null };
  return { fieldErrors, message: error?.message || "Something went wrong. Try again." };
}

/**
 * The instant a symptom of a local day is logged at: now for today, else midday of that day in
 * the person's zone (a day, not a time, was chosen).
 */
export function instantOfDay(day: string, today: string, timeZone: string, now: Date): string {
  if (day === today) return now.toISOString();
  return instantOfLocal(`${day}T12:00`, timeZone) ?? now.toISOString();
}

/** A new quick log as `POST /api/menopause/save-symptoms` takes it. */
export function quickLogRequest(
  values: QuickLogValues,
  { today, timeZone, now }: { today: string; timeZone: string; now: Date },
): SaveSymptomsRequest {
  return {
    kind: "quick-log",
    symptom: values.symptom,
    value: values.value,
    takenAt: instantOfDay(values.date, today, timeZone, now),
    timeZone,
  };
}

/**
 * A change to a saved entry as `PUT /api/menopause/symptoms/{id}` takes it: a check-in keeps its
 * instant and zone; a quick log keeps them unless its day changed.
 */
export function symptomEditRequest(
  entry: SymptomEntry,
  change: SymptomEdit,
  { today, now }: { today: string; now: Date },
): SaveSymptomsRequest {
  if (change.kind === "check-in") {
    return { kind: "check-in", answers: change.answers, takenAt: entry.takenAt, timeZone: entry.timeZone };
  }
  return {
    kind: "quick-log",
    symptom: change.symptom,
    value: change.value,
    takenAt:
      change.date === entry.localDate ? entry.takenAt : instantOfDay(change.date, today, entry.timeZone, now),
    timeZone: entry.timeZone,
  };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The timeline's days from the three lists: each local day's last full check-in total, its mean
 * glucose (mg/dL, one decimal) and its mean mood; quick logs are not check-ins.
 */
export function timelineDaysFrom(
  symptoms: readonly SymptomEntry[],
  glucoseDays: readonly GlucoseDailyAverageRow[],
  moods: readonly MoodEntry[],
): TimelineDay[] {
  const days = new Map<string, { checkIn?: SymptomEntry; glucose: number | null; moods: number[] }>();
  const day = (localDate: string) => {
    let found = days.get(localDate);
    if (!found) days.set(localDate, (found = { glucose: null, moods: [] }));
    return found;
  };
  for (const entry of symptoms) {
    if (entry.kind !== "check-in" || !entry.score) continue;
    const found = day(entry.localDate);
    if (!found.checkIn || entry.takenAt > found.checkIn.takenAt) found.checkIn = entry;
  }
  for (const glucoseDay of glucoseDays) day(glucoseDay.localDate).glucose = glucoseDay.averageMgDl;
  for (const mood of moods) day(mood.localDate).moods.push(mood.mood);
  return [...days.entries()]
    .map(([localDate, found]) => ({
      localDate,
      mrsTotal: found.checkIn?.score?.total ?? null,
      glucoseAverageMgDl: found.glucose,
      mood: found.moods.length > 0 ? Math.round(mean(found.moods) * 10) / 10 : null,
    }))
    .sort((a, b) => a.localDate.localeCompare(b.localDate));
}

/** How many days the mood chart covers, today included. */
export const MOOD_CHART_DAYS = 90;

/**
 * The first local day the mood page loads: the chart's 90 days, or the first of the month the
 * calendar shows when that is earlier.
 */
export function moodRangeFrom(today: string, month: string): string {
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (MOOD_CHART_DAYS - 1));
  const chart = start.toISOString().slice(0, 10);
  const firstOfMonth = `${month}-01`;
  return firstOfMonth < chart ? firstOfMonth : chart;
}

const DRAFT_SETTERS = {
  glucoseValue: glucoseValueSet,
  measurementType: measurementTypeSet,
  date: dateSet,
  notes: notesSet,
} as const;

/** The glucose draft's fields that changed, each as the `glucoseDraft` slice's setter action. */
export function draftChanges(current: GlucoseDraft, next: GlucoseDraft) {
  return (Object.keys(DRAFT_SETTERS) as (keyof GlucoseDraft)[])
    .filter((field) => current[field] !== next[field])
    .map((field) => DRAFT_SETTERS[field](next[field]));
}

/**
 * A checked reading as the API takes it: the check turns empty notes into null, which the API's
 * schema (a text, or nothing) refuses, so they are left out.
 */
export function glucoseRequestOf({ notes, ...reading }: GlucoseReadingInput): GlucoseRequest {
  return notes ? { ...reading, notes } : reading;
}
