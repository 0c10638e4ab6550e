import type { GlucoseDailyAverageRow, MoodEntry, SymptomEntry } from "@pkg/contracts";
import { glucoseValueSet, notesSet } from "@pkg/stores";
import { describe, expect, it } from "vitest";

import {
  draftChanges,
  failureOf,
  glucoseRequestOf,
  instantOfDay,
  moodRangeFrom,
  quickLogRequest,
  symptomEditRequest,
  timelineDaysFrom,
} from "./health-requests";

const NOW = new Date("2026-05-12T09:15:00.000Z");
const ZONE = "America/Toronto";

const checkIn = (id: string, localDate: string, takenAt: string, total: number): SymptomEntry =>
  ({
    id,
    kind: "check-in",
    answers: {},
    score: { total, band: "moderate", subscales: { somatic: 0, psychological: 0, urogenital: 0 } },
    takenAt,
    timeZone: ZONE,
    localDate,
    createdAt: takenAt,
    updatedAt: takenAt,
  }) as SymptomEntry;

describe("the health pages' requests", () => {
  it("shows a 400's messages on the fields, and any other failure above the form", () => {
    const fieldErrors = { value: "Enter a value between 20 and 600 mg/dL" };
    expect(failureOf({ status: 400, message: "Validation failed", data: { fieldErrors } })).toEqual({
      fieldErrors,
      message: null,
    });
    expect(failureOf({ status: 500, message: "Network Error", data: undefined })).toEqual({
      fieldErrors: {},
      message: "Network Error",
    });
  });

  it("logs a symptom now for today, and at midday in the person's zone for an earlier day", () => {
    expect(instantOfDay("2026-05-12", "2026-05-12", ZONE, NOW)).toBe(NOW.toISOString());
    expect(
      quickLogRequest(
        { symptom: "anxiety", value: 3, date: "2026-05-10" },
        { today: "2026-05-12", timeZone: ZONE, now: NOW },
      ),
    ).toEqual({
      kind: "quick-log",
      symptom: "anxiety",
      value: 3,
      takenAt: "2026-05-10T16:00:00.000Z",
      timeZone: ZONE,
    });
  });

  it("keeps an edited entry's instant and zone unless its day changed", () => {
    const entry = checkIn("c1", "2026-05-01", "2026-05-01T13:00:00.000Z", 12);
    const answers = { "hot-flushes-sweating": 2 } as never;
    expect(
      symptomEditRequest(entry, { kind: "check-in", answers }, { today: "2026-05-12", now: NOW }),
    ).toEqual({
      kind: "check-in",
      answers,
      takenAt: entry.takenAt,
      timeZone: ZONE,
    });
    const quick = { ...entry, kind: "quick-log" as const };
    const same = symptomEditRequest(
      quick,
      { kind: "quick-log", symptom: "anxiety", value: 1, date: "2026-05-01" },
      { today: "2026-05-12", now: NOW },
    );
    expect(same.takenAt).toBe(entry.takenAt);
    const moved = symptomEditRequest(
      quick,
      { kind: "quick-log", symptom: "anxiety", value: 1, date: "2026-05-02" },
      { today: "2026-05-12", now: NOW },
    );
    expect(moved.takenAt).toBe("2026-05-02T16:00:00.000Z");
  });

  it("puts the three kinds on one axis of local days", () => {
    const symptoms = [
      checkIn("a", "2026-05-10", "2026-05-10T12:00:00.000Z", 12),
      checkIn("b", "2026-05-10", "2026-05-10T20:00:00.000Z", 9),
      {
        ...checkIn("q", "2026-05-11", "2026-05-11T12:00:00.000Z", 0),
        kind: "quick-log",
        score: null,
      } as SymptomEntry,
    ];
    const glucose: GlucoseDailyAverageRow[] = [
      { localDate: "2026-05-10", averageMgDl: 97.5, count: 2 },
      { localDate: "2026-05-11", averageMgDl: 54, count: 1 },
    ];
    const moods = [
      { localDate: "2026-05-11", mood: 4 },
      { localDate: "2026-05-11", mood: 3 },
    ] as MoodEntry[];
    expect(timelineDaysFrom(symptoms, glucose, moods)).toEqual([
      { localDate: "2026-05-10", mrsTotal: 9, glucoseAverageMgDl: 97.5, mood: null },
      { localDate: "2026-05-11", mrsTotal: null, glucoseAverageMgDl: 54, mood: 3.5 },
    ]);
  });

  it("loads the mood chart's 90 days, or from the first of an earlier month in the calendar", () => {
    expect(moodRangeFrom("2026-05-12", "2026-05")).toBe("2026-02-12");
    expect(moodRangeFrom("2026-05-12", "2025-12")).toBe("2025-12-01");
  });

  it("sets only the glucose draft's fields that changed", () => {
    const draft = { glucoseValue: "5", measurementType: "fasting", date: "", notes: "" };
    expect(draftChanges(draft, { ...draft, glucoseValue: "5.4", notes: "after a walk" })).toEqual([
      glucoseValueSet("5.4"),
      notesSet("after a walk"),
    ]);
    expect(draftChanges(draft, draft)).toEqual([]);
  });

  it("sends a checked reading without the empty notes the API refuses", () => {
    const reading = {
      value: 5.4,
      unit: "mmol/L" as const,
      measurementType: "fasting" as const,
      takenAt: "2026-05-12T08:00:00.000Z",
      timeZone: ZONE,
    };
    expect(glucoseRequestOf({ ...reading, notes: null })).toEqual(reading);
    expect(glucoseRequestOf({ ...reading, notes: "After a walk" })).toEqual({
      ...reading,
      notes: "After a walk",
    });
  });
});
