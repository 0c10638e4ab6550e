import { describe, expect, it } from "vitest";

import {
  healthHistorySchema,
  isTimeZone,
  localDateOf,
  moodLabel,
  moodRequestSchema,
  moodStreak,
  MRS_ITEM_SLUGS,
  MRS_ITEMS,
  MRS_SUBSCALE_MAX,
  MRS_VALUE_LABELS,
  mrsBand,
  mrsScore,
  saveSymptomsRequestSchema,
  toFieldErrors,
  type MrsAnswers,
} from "./index";

function errorsOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]);
}

const allAt = (value: number) =>
  Object.fromEntries(MRS_ITEM_SLUGS.map((slug) => [slug, value])) as MrsAnswers;
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

describe("the Menopause Rating Scale", () => {
  it("has 11 items with stable slugs, the scale's words and three subscales", () => {
    expect(MRS_ITEMS).toHaveLength(11);
    expect(new Set(MRS_ITEM_SLUGS).size).toBe(11);
    expect(MRS_ITEMS[0]).toEqual({
      slug: "hot-flushes-sweating",
      name: "Hot flushes and sweating",
      subscale: "somatic",
    });
    expect(MRS_VALUE_LABELS).toEqual(["None", "Mild", "Moderate", "Severe", "Very severe"]);
    expect(MRS_SUBSCALE_MAX).toEqual({ somatic: 16, psychological: 16, urogenital: 12 });
  });

  it("bands totals as decisions.md says", () => {
    expect([0, 4, 5, 8, 9, 15, 16, 44].map(mrsBand)).toEqual([
      "none",
      "none",
      "mild",
      "mild",
      "moderate",
      "moderate",
      "severe",
      "severe",
    ]);
  });

  it("scores a check-in: total, band and subscales", () => {
    expect(mrsScore(allAt(0))).toEqual({
      total: 0,
      band: "none",
      subscales: { somatic: 0, psychological: 0, urogenital: 0 },
    });
    expect(mrsScore(allAt(4))).toEqual({
      total: 44,
      band: "severe",
      subscales: { somatic: 16, psychological: 16, urogenital: 12 },
    });
    const answers = {
      ...allAt(0),
      "hot-flushes-sweating": 3,
      anxiety: 2,
      "vaginal-dryness": 1,
      "joint-muscle-discomfort": 2,
    };
    expect(mrsScore(answers)).toEqual({
      total: 8,
      band: "mild",
      subscales: { somatic: 5, psychological: 2, urogenital: 1 },
    });
  });

  it("accepts a full check-in and a quick log", () => {
    const checkIn = { kind: "check-in", answers: allAt(2), takenAt: anHourAgo(), timeZone: "Europe/London" };
    expect(saveSymptomsRequestSchema.parse(checkIn)).toEqual(checkIn);
    const quick = {
      kind: "quick-log",
      symptom: "sleep-problems",
      value: 4,
      takenAt: "2026-01-01T23:30:00-05:00",
      timeZone: "America/Toronto",
    };
    expect(saveSymptomsRequestSchema.parse(quick)).toEqual(quick);
  });

  it("names the item whose value is out of range, and refuses future dates and missing zones", () => {
    const base = { kind: "check-in", answers: allAt(1), takenAt: anHourAgo(), timeZone: "Europe/London" };
    expect(
      errorsOf(saveSymptomsRequestSchema, { ...base, answers: { ...allAt(1), "hot-flushes-sweating": 5 } }),
    ).toEqual({
      "answers.hot-flushes-sweating": "Choose a value from 0 to 4 for Hot flushes and sweating",
    });
    const { anxiety: _left, ...missing } = allAt(1);
    expect(errorsOf(saveSymptomsRequestSchema, { ...base, answers: missing })).toEqual({
      "answers.anxiety": "Choose a value from 0 to 4 for Anxiety",
    });
    expect(
      errorsOf(saveSymptomsRequestSchema, {
        ...base,
        takenAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    ).toEqual({
      takenAt: "The date cannot be in the future",
    });
    // A phone's clock a minute fast is fine.
    expect(
      errorsOf(saveSymptomsRequestSchema, { ...base, takenAt: new Date(Date.now() + 60_000).toISOString() }),
    ).toEqual({});
    expect(errorsOf(saveSymptomsRequestSchema, { ...base, timeZone: undefined })).toEqual({
      timeZone: "Choose your time zone (e.g. Europe/London)",
    });
    expect(errorsOf(saveSymptomsRequestSchema, { ...base, kind: "weekly" })).toHaveProperty("kind");
    expect(
      errorsOf(saveSymptomsRequestSchema, {
        kind: "quick-log",
        symptom: "anxiety",
        value: -1,
        takenAt: anHourAgo(),
        timeZone: "UTC",
      }),
    ).toEqual({ value: "Choose a value from 0 to 4" });
  });
});

describe("time zones and local days", () => {
  it("knows IANA zones and refuses the rest", () => {
    for (const zone of ["Europe/London", "America/Argentina/Buenos_Aires", "UTC", "Asia/Kolkata"]) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ["", "Mars/Base", "GMT+05:00", "../etc", "x".repeat(100), "Europe/London\n"]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });

  it("gives the local day of an instant: 23:30 in Toronto is that day, not the next UTC day", () => {
    expect(localDateOf("2026-03-01T04:30:00Z", "America/Toronto")).toBe("2026-02-28");
    expect(localDateOf("2026-03-01T04:30:00Z", "UTC")).toBe("2026-03-01");
    expect(localDateOf("2026-02-28T19:00:00Z", "Pacific/Auckland")).toBe("2026-03-01");
  });
});

describe("mood", () => {
  it("labels 1 to 5", () => {
    expect([1, 2, 3, 4, 5].map(moodLabel)).toEqual(["Awful", "Bad", "Okay", "Good", "Great"]);
  });

  it("checks the mood, note, tags and date", () => {
    const base = { mood: 3, loggedAt: anHourAgo(), timeZone: "UTC" };
    expect(moodRequestSchema.parse({ ...base, note: "  " })).toMatchObject({ note: null, tags: [] });
    expect(errorsOf(moodRequestSchema, { ...base, mood: 6 })).toEqual({
      mood: "Choose a mood from 1 (Awful) to 5 (Great)",
    });
    expect(errorsOf(moodRequestSchema, { ...base, note: "x".repeat(501) })).toEqual({
      note: "The note must be at most 500 characters",
    });
    expect(
      errorsOf(moodRequestSchema, { ...base, tags: ["sleep", "work", "family", "social", "food", "pain"] }),
    ).toEqual({
      tags: "Choose at most 5 tags",
    });
    expect(errorsOf(moodRequestSchema, { ...base, tags: ["karaoke"] })).toEqual({
      "tags.0": "Choose a tag from the list",
    });
  });

  it("counts the streak in consecutive local days up to today or yesterday", () => {
    expect(moodStreak([], "2026-03-10")).toEqual({ days: 0, lastLocalDate: null });
    expect(moodStreak(["2026-03-10", "2026-03-09", "2026-03-08", "2026-03-06"], "2026-03-10")).toEqual({
      days: 3,
      lastLocalDate: "2026-03-10",
    });
    expect(moodStreak(["2026-03-09", "2026-03-08"], "2026-03-10")).toEqual({
      days: 2,
      lastLocalDate: "2026-03-09",
    });
    expect(moodStreak(["2026-03-08", "2026-03-07"], "2026-03-10")).toEqual({
      days: 0,
      lastLocalDate: "2026-03-08",
    });
    // Across a month's end, with the same day twice.
    expect(moodStreak(["2026-03-01", "2026-02-28", "2026-02-28", "2026-02-27"], "2026-03-01").days).toBe(3);
  });
});

describe("health history", () => {
  it("takes every part as optional, and bounds them", () => {
    expect(healthHistorySchema.parse({})).toEqual({});
    expect(errorsOf(healthHistorySchema, { heightCm: 500 })).toEqual({
      heightCm: "Enter a height between 100 and 250 cm",
    });
    expect(errorsOf(healthHistorySchema, { weightKg: 0 })).toEqual({
      weightKg: "Enter a weight between 25 and 350 kg",
    });
    expect(errorsOf(healthHistorySchema, { alcoholUnitsPerWeek: 101 })).toEqual({
      alcoholUnitsPerWeek: "Enter between 0 and 100 units of alcohol a week",
    });
    expect(errorsOf(healthHistorySchema, { lastMenstrualPeriod: "2999-01-01" })).toEqual({
      lastMenstrualPeriod: "Enter a past date (YYYY-MM-DD)",
    });
    expect(
      healthHistorySchema.parse({
        medications: [
          {
            name: " Estradiol ",
            startDate: "2025-01-01",
            hormoneTherapy: { type: "estrogen", route: "gel" },
          },
        ],
        surgeries: { hysterectomy: true, oophorectomy: "both" },
        familyHistory: { osteoporosis: true },
      }),
    ).toEqual({
      medications: [
        { name: "Estradiol", startDate: "2025-01-01", hormoneTherapy: { type: "estrogen", route: "gel" } },
      ],
      surgeries: { hysterectomy: true, oophorectomy: "both" },
      familyHistory: { osteoporosis: true },
    });
  });
});
