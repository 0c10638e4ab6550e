import {
  glucoseBand,
  glucoseSeekCare,
  glucoseSummary,
  localDateOf,
  toMgDl,
  type GlucoseEntry,
  type GlucoseListResponse,
  type GlucoseMeasurementType,
  type GlucoseUnit,
} from "@pkg/contracts";

import { dailyMeansMgDl } from "./glucose-format";
import type { GlucoseDailyAverage } from "./glucose-history";

/** The stories' clock: no story reads the real one. */
export const STORY_NOW = "2026-05-12T09:30:00.000Z";
export const STORY_TODAY = "2026-05-12";
export const STORY_TIME_ZONE = "Europe/London";

/** A small seeded generator (mulberry32), so every run draws the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A stable UUID (version 4 layout) for the nth fixture entry. */
export const fixtureId = (prefix: number, index: number) =>
  `${pad(prefix).padStart(8, "0")}-0000-4000-8000-${String(index).padStart(12, "0")}`;

export type GlucoseEntryOptions = {
  index?: number;
  value: number;
  unit?: GlucoseUnit;
  measurementType: GlucoseMeasurementType;
  takenAt: string;
  timeZone?: string;
  notes?: string | null;
  hasDiabetes?: boolean;
};

/** One saved reading as the API returns it. */
export function glucoseEntry({
  index = 1,
  value,
  unit = "mg/dL",
  measurementType,
  takenAt,
  timeZone = STORY_TIME_ZONE,
  notes = null,
  hasDiabetes = false,
}: GlucoseEntryOptions): GlucoseEntry {
  const valueMgDl = toMgDl(value, unit);
  return {
    id: fixtureId(1, index),
    valueMgDl,
    value,
    unit,
    measurementType,
    notes,
    takenAt,
    timeZone,
    localDate: localDateOf(takenAt, timeZone),
    band: glucoseBand(valueMgDl, measurementType, hasDiabetes),
    seekCare: glucoseSeekCare(valueMgDl),
    createdAt: takenAt,
    updatedAt: takenAt,
  };
}

/** The list response for readings (newest first), one page of them, with the summary of all. */
export function glucoseList(
  entries: GlucoseEntry[],
  {
    page = 1,
    pageSize = 20,
    hasDiabetes = false,
  }: { page?: number; pageSize?: number; hasDiabetes?: boolean } = {},
): GlucoseListResponse {
  const sorted = [...entries].sort((a, b) => b.takenAt.localeCompare(a.takenAt));
  return {
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: sorted.length,
    page,
    pageSize,
    summary: glucoseSummary(sorted, hasDiabetes),
  };
}

/** The daily averages of readings, for the chart. */
export function glucoseDailyAverages(entries: GlucoseEntry[]): GlucoseDailyAverage[] {
  return dailyMeansMgDl(entries).map(([localDate, mean]) => ({
    localDate,
    averageMgDl: Math.round(mean * 10) / 10,
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A year of a person's readings ending on `today`: a fasting reading most mornings, a reading two
 * hours after a meal most days, a bedtime one now and then, and a CGM week each month; values
 * drift with the seasons and a few are high.
 */
export function yearOfGlucose({
  days = 365,
  today = STORY_TODAY,
  seed = 16,
  hasDiabetes = false,
}: { days?: number; today?: string; seed?: number; hasDiabetes?: boolean } = {}): GlucoseEntry[] {
  const random = seededRandom(seed);
  const entries: GlucoseEntry[] = [];
  const end = Date.parse(`${today}T00:00:00Z`);
  let index = 1;
  const add = (
    day: number,
    hour: number,
    minute: number,
    measurementType: GlucoseMeasurementType,
    mgDl: number,
  ) => {
    const time = end - day * DAY_MS + (hour * 60 + minute) * 60 * 1000;
    // The stories' zone is an hour ahead of UTC in summer: the times are near enough for fixtures.
    const takenAt = new Date(time).toISOString().replace(/\.\d{3}Z$/, ".000Z");
    if (Date.parse(takenAt) > Date.parse(STORY_NOW)) return;
    const value = Math.max(40, Math.min(420, Math.round(mgDl)));
    entries.push(glucoseEntry({ index: index++, value, measurementType, takenAt, hasDiabetes }));
  };
  for (let day = days - 1; day >= 0; day -= 1) {
    const season = Math.sin((day / 365) * 2 * Math.PI) * 6;
    if (random() < 0.85)
      add(day, 7, Math.floor(random() * 50), "fasting", 92 + season + (random() - 0.5) * 22);
    if (random() < 0.7)
      add(day, 13, 30 + Math.floor(random() * 25), "after-meal-2h", 128 + season + (random() - 0.4) * 60);
    if (random() < 0.25) add(day, 21, Math.floor(random() * 50), "bedtime", 112 + (random() - 0.5) * 30);
    if (day % 30 < 3) {
      for (let hour = 0; hour < 24; hour += 4) add(day, hour, 5, "cgm", 110 + season + (random() - 0.5) * 70);
    }
  }
  return entries;
}

/** Six readings across a morning and an afternoon, for the table and the bands. */
export function someReadings(hasDiabetes = false): GlucoseEntry[] {
  return [
    glucoseEntry({
      index: 1,
      value: 94,
      measurementType: "fasting",
      takenAt: "2026-05-12T06:40:00.000Z",
      hasDiabetes,
    }),
    glucoseEntry({
      index: 2,
      value: 10.2,
      unit: "mmol/L",
      measurementType: "after-meal-2h",
      takenAt: "2026-05-11T12:55:00.000Z",
      notes: "Pasta lunch",
      hasDiabetes,
    }),
    glucoseEntry({
      index: 3,
      value: 108,
      measurementType: "fasting",
      takenAt: "2026-05-11T06:35:00.000Z",
      hasDiabetes,
    }),
    glucoseEntry({
      index: 4,
      value: 131,
      measurementType: "cgm",
      takenAt: "2026-05-10T22:00:00.000Z",
      hasDiabetes,
    }),
    glucoseEntry({
      index: 5,
      value: 66,
      measurementType: "before-meal",
      takenAt: "2026-05-10T11:20:00.000Z",
      hasDiabetes,
    }),
    glucoseEntry({
      index: 6,
      value: 88,
      measurementType: "cgm",
      takenAt: "2026-05-10T04:00:00.000Z",
      hasDiabetes,
    }),
  ];
}

/** A meter's CSV export as the web shell reads it: a header and rows, three of them with problems. */
export const meterExport = {
  columns: ["Timestamp", "Glucose (mg/dL)", "Meal", "Comment"],
  rows: [
    ["2026-05-01 07:12", "96", "Fasting", ""],
    ["2026-05-01 13:40", "154", "After a meal (2 h)", "Lunch out"],
    ["2026-05-02 07:05", "2000", "Fasting", "Meter error"],
    ["2026-05-02 13:30", "142", "after-meal-2h", ""],
    ["yesterday", "101", "Fasting", ""],
    ["2026-05-03 07:20", "99", "Snack", ""],
    ["2026-05-03 21:50", "118", "Bedtime", ""],
  ],
};
