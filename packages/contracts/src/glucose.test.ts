import { describe, expect, it } from "vitest";

import {
  fromMgDl,
  GLUCOSE_MESSAGES,
  glucoseBand,
  glucoseImportRequestSchema,
  glucoseRequestSchema,
  glucoseSeekCare,
  glucoseSummary,
  formatGlucose,
  formatGlucoseValue,
  HEALTH_DATA_MESSAGES,
  healthPreferencesSchema,
  healthPreferencesUpdateSchema,
  preferredTimeZone,
  toFieldErrors,
  toMgDl,
} from "./index";

function errorsOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]);
}

const reading = {
  value: 99,
  unit: "mg/dL",
  measurementType: "fasting",
  takenAt: "2026-05-01T08:30:00Z",
  timeZone: "America/Toronto",
};

describe("glucose units", () => {
  it("stores mmol/L as whole mg/dL and shows it back as it was entered", () => {
    expect(toMgDl(5.5, "mmol/L")).toBe(99);
    expect(toMgDl(7.0, "mmol/L")).toBe(126);
    expect(toMgDl(99.4, "mg/dL")).toBe(99);
    for (let tenths = 12; tenths <= 333; tenths += 1) {
      const mmol = tenths / 10;
      expect(fromMgDl(toMgDl(mmol, "mmol/L"), "mmol/L")).toBe(mmol);
    }
    expect(formatGlucose(99, "mmol/L")).toBe("5.5 mmol/L");
    expect(formatGlucose(126, "mmol/L")).toBe("7.0 mmol/L");
    expect(formatGlucose(99, "mg/dL")).toBe("99 mg/dL");
    expect(formatGlucoseValue(126, "mmol/L")).toBe("7.0");
    expect(formatGlucoseValue(139.5, "mg/dL")).toBe("140");
  });
});

describe("glucose bands (decisions.md, settled questions)", () => {
  it("uses the diagnostic bands without diabetes", () => {
    expect(glucoseBand(69, "fasting", false)).toBe("low");
    expect(glucoseBand(70, "fasting", false)).toBe("in-range");
    expect(glucoseBand(99, "before-meal", false)).toBe("in-range");
    expect(glucoseBand(100, "fasting", false)).toBe("raised");
    expect(glucoseBand(125, "fasting", false)).toBe("raised");
    expect(glucoseBand(126, "fasting", false)).toBe("high");
    for (const type of ["after-meal-1h", "after-meal-2h", "bedtime", "random", "cgm"] as const) {
      expect(glucoseBand(139, type, false)).toBe("in-range");
      expect(glucoseBand(140, type, false)).toBe("raised");
      expect(glucoseBand(199, type, false)).toBe("raised");
      expect(glucoseBand(200, type, false)).toBe("high");
      expect(glucoseBand(65, type, false)).toBe("low");
    }
  });

  it("uses the treatment targets with diabetes", () => {
    expect(glucoseBand(69, "fasting", true)).toBe("low");
    expect(glucoseBand(75, "fasting", true)).toBe("below-target");
    expect(glucoseBand(80, "before-meal", true)).toBe("in-range");
    expect(glucoseBand(130, "fasting", true)).toBe("in-range");
    expect(glucoseBand(131, "fasting", true)).toBe("high");
    expect(glucoseBand(179, "after-meal-2h", true)).toBe("in-range");
    expect(glucoseBand(180, "cgm", true)).toBe("high");
  });

  it("asks to seek care at or below 54 and above 300 mg/dL only", () => {
    expect(glucoseSeekCare(53)).toBe("very-low");
    expect(glucoseSeekCare(54)).toBe("very-low");
    expect(glucoseSeekCare(55)).toBeNull();
    expect(glucoseSeekCare(300)).toBeNull();
    expect(glucoseSeekCare(301)).toBe("very-high");
  });
});

describe("glucose readings", () => {
  it("accepts a reading in either unit within the limits", () => {
    expect(glucoseRequestSchema.parse(reading)).toMatchObject({ value: 99, notes: null });
    // A reading read back without notes can be sent again as it is.
    expect(glucoseRequestSchema.parse({ ...reading, notes: null })).toMatchObject({ notes: null });
    expect(glucoseRequestSchema.safeParse({ ...reading, value: 1.2, unit: "mmol/L" }).success).toBe(true);
    expect(glucoseRequestSchema.safeParse({ ...reading, value: 33.3, unit: "mmol/L" }).success).toBe(true);
    expect(glucoseRequestSchema.safeParse({ ...reading, value: 600 }).success).toBe(true);
  });

  it("names the field and its rule for bad input", () => {
    expect(errorsOf(glucoseRequestSchema, { ...reading, value: 2000 })).toEqual({
      value: GLUCOSE_MESSAGES.valueRange("mg/dL"),
    });
    expect(GLUCOSE_MESSAGES.valueRange("mg/dL")).toBe("Enter a value between 20 and 600 mg/dL");
    expect(errorsOf(glucoseRequestSchema, { ...reading, value: 40, unit: "mmol/L" })).toEqual({
      value: "Enter a value between 1.2 and 33.3 mmol/L",
    });
    expect(errorsOf(glucoseRequestSchema, { ...reading, unit: undefined })).toMatchObject({
      unit: GLUCOSE_MESSAGES.unitRequired,
    });
    expect(errorsOf(glucoseRequestSchema, { ...reading, measurementType: "lunch" })).toEqual({
      measurementType: GLUCOSE_MESSAGES.typeRequired,
    });
    expect(errorsOf(glucoseRequestSchema, { ...reading, takenAt: "2999-01-01T00:00:00Z" })).toEqual({
      takenAt: HEALTH_DATA_MESSAGES.dateInFuture,
    });
    expect(errorsOf(glucoseRequestSchema, { ...reading, value: Number.NaN })).toMatchObject({
      value: GLUCOSE_MESSAGES.valueRequired,
    });
    expect(errorsOf(glucoseRequestSchema, { ...reading, notes: "x".repeat(501) })).toEqual({
      notes: GLUCOSE_MESSAGES.notesTooLong,
    });
  });

  it("checks every imported row and names it", () => {
    expect(errorsOf(glucoseImportRequestSchema, { readings: [] })).toEqual({
      readings: GLUCOSE_MESSAGES.importEmpty,
    });
    expect(errorsOf(glucoseImportRequestSchema, { readings: [reading, { ...reading, value: 2 }] })).toEqual({
      "readings.1.value": GLUCOSE_MESSAGES.valueRange("mg/dL"),
    });
  });

  it("takes any part of the preferences", () => {
    expect(healthPreferencesUpdateSchema.parse({ glucoseUnit: "mmol/L" })).toEqual({ glucoseUnit: "mmol/L" });
    expect(healthPreferencesUpdateSchema.safeParse({ timeZone: "Mars/Base" }).success).toBe(false);
  });

  it("has no zone until one is set, counts days in UTC meanwhile, and never unsets one", () => {
    const unset = { glucoseUnit: "mg/dL", hasDiabetes: false, timeZone: null } as const;
    expect(healthPreferencesSchema.parse(unset)).toEqual(unset);
    expect(preferredTimeZone(unset)).toBe("UTC");
    expect(preferredTimeZone({ timeZone: "Asia/Kolkata" })).toBe("Asia/Kolkata");
    expect(errorsOf(healthPreferencesUpdateSchema, { timeZone: null })).toEqual({
      timeZone: HEALTH_DATA_MESSAGES.timeZoneRequired,
    });
  });
});

describe("glucose summary", () => {
  it("averages per type, counts bands and gives CGM time in range", () => {
    const summary = glucoseSummary(
      [
        { valueMgDl: 90, measurementType: "fasting" },
        { valueMgDl: 110, measurementType: "fasting" },
        { valueMgDl: 150, measurementType: "cgm" },
        { valueMgDl: 120, measurementType: "cgm" },
      ],
      false,
    );
    expect(summary.count).toBe(4);
    expect(summary.averageMgDl).toBe(117.5);
    expect(summary.byType).toEqual([
      { measurementType: "fasting", count: 2, averageMgDl: 100 },
      { measurementType: "cgm", count: 2, averageMgDl: 135 },
    ]);
    expect(summary.byBand).toMatchObject({ "in-range": 2, raised: 2, high: 0 });
    expect(summary.timeInRange).toEqual({ percent: 50, readings: 2, low: 70, high: 140 });
    expect(glucoseSummary([{ valueMgDl: 150, measurementType: "cgm" }], true).timeInRange?.percent).toBe(100);
    expect(glucoseSummary([], false)).toMatchObject({ count: 0, averageMgDl: null, timeInRange: null });
  });

  it("gives the same summary for grouped readings (a value and type with its count)", () => {
    const readings = [
      { valueMgDl: 90, measurementType: "fasting" as const },
      { valueMgDl: 90, measurementType: "fasting" as const },
      { valueMgDl: 130, measurementType: "fasting" as const },
      { valueMgDl: 150, measurementType: "cgm" as const },
      { valueMgDl: 150, measurementType: "cgm" as const },
      { valueMgDl: 150, measurementType: "cgm" as const },
      { valueMgDl: 60, measurementType: "cgm" as const },
    ];
    const grouped = [
      { valueMgDl: 90, measurementType: "fasting" as const, count: 2 },
      { valueMgDl: 130, measurementType: "fasting" as const, count: 1 },
      { valueMgDl: 150, measurementType: "cgm" as const, count: 3 },
      { valueMgDl: 60, measurementType: "cgm" as const, count: 1 },
    ];
    for (const hasDiabetes of [false, true]) {
      expect(glucoseSummary(grouped, hasDiabetes)).toEqual(glucoseSummary(readings, hasDiabetes));
    }
    expect(glucoseSummary(grouped, false)).toMatchObject({
      count: 7,
      byBand: { low: 1, "in-range": 2, high: 1, raised: 3 },
      timeInRange: { percent: 0, readings: 4 },
    });
  });
});
