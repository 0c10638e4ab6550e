import { describe, expect, it } from "vitest";

import {
  glucoseBand,
  glucoseRequestSchema,
  glucoseSeekCare,
  localDateOf,
  mrsScore,
  toMgDl,
  type GlucoseMeasurementType,
  type MrsAnswers,
} from "@pkg/contracts";

import {
  DEMO_CLIENT_PROFILE,
  DEMO_TIME_ZONE,
  demoHealthData,
  healthDataOf,
  type DemoHealthProfile,
} from "./demo-health-data";

describe("the demo client's health data", () => {
  const now = new Date("2026-06-15T15:00:00Z");

  it("is the same on every run", () => {
    expect(demoHealthData(now)).toEqual(demoHealthData(now));
  });

  it("drifts from moderate to mild, with no entry after now", () => {
    const { symptoms, moods } = demoHealthData(now);
    const checkIns = symptoms.flatMap((entry) => (entry.kind === "check-in" ? [entry] : []));
    expect(checkIns).toHaveLength(26);
    expect(mrsScore(checkIns[0]!.answers as MrsAnswers).band).toBe("moderate");
    expect(mrsScore(checkIns.at(-1)!.answers as MrsAnswers).band).toMatch(/^(none|mild)$/);
    expect(symptoms.filter((entry) => entry.kind === "quick-log").length).toBeGreaterThanOrEqual(5);
    expect(moods.length).toBeGreaterThan(140);
    for (const entry of [...symptoms.map((each) => each.takenAt), ...moods.map((each) => each.loggedAt)]) {
      expect(Date.parse(entry)).toBeLessThanOrEqual(now.getTime());
    }
  });
});

describe("the demo client's glucose readings", () => {
  const now = new Date("2026-06-15T15:00:00Z");
  const { glucose } = demoHealthData(now);
  const mgDl = (reading: (typeof glucose)[number]) => toMgDl(reading.value, reading.unit);
  const ofType = (type: GlucoseMeasurementType) =>
    glucose.filter((reading) => reading.measurementType === type);

  it("are those of a person without diabetes, valid, and none after now", () => {
    for (const reading of glucose) {
      expect(glucoseRequestSchema.safeParse(reading).success, JSON.stringify(reading)).toBe(true);
      expect(Date.parse(reading.takenAt)).toBeLessThanOrEqual(now.getTime());
      expect(glucoseSeekCare(mgDl(reading))).toBeNull();
    }
    const bands = glucose.map((reading) => glucoseBand(mgDl(reading), reading.measurementType, false));
    const inRange = bands.filter((band) => band === "in-range").length;
    const raised = bands.filter((band) => band === "raised").length;
    expect(inRange / glucose.length).toBeGreaterThan(0.85);
    expect(raised).toBeGreaterThanOrEqual(3);
    expect(bands.filter((band) => band === "high")).toHaveLength(0);
  });

  it("have a fasting reading most mornings, some after meals, three CGM days and two in mmol/L", () => {
    const fastingDays = new Set(
      ofType("fasting").map((reading) => localDateOf(reading.takenAt, DEMO_TIME_ZONE)),
    );
    expect(fastingDays.size).toBeGreaterThan(130);
    expect(ofType("fasting").length).toBe(fastingDays.size);
    expect(ofType("after-meal-2h").length).toBeGreaterThan(50);
    const cgm = ofType("cgm");
    expect(cgm).toHaveLength(3 * 96);
    expect(new Set(cgm.map((reading) => localDateOf(reading.takenAt, DEMO_TIME_ZONE))).size).toBe(3);
    expect(glucose.filter((reading) => reading.unit === "mmol/L")).toHaveLength(2);
  });
});

describe("a demo person's health data from a profile", () => {
  const now = new Date("2026-06-15T15:00:00Z");

  it("gives the demo client's data for her profile", () => {
    expect(healthDataOf(DEMO_CLIENT_PROFILE, now)).toEqual(demoHealthData(now));
  });

  it("follows the profile's weeks, direction, zone, glucose and period", () => {
    const timeZone = "Asia/Tokyo";
    const profile: DemoHealthProfile = {
      ...DEMO_CLIENT_PROFILE,
      seed: 7,
      timeZone,
      weeks: 4,
      mrs: { start: 6, end: 20 },
      glucose: null,
      lastPeriodDaysAgo: null,
    };
    const { symptoms, moods, glucose, history } = healthDataOf(profile, now);
    const checkIns = symptoms.flatMap((entry) => (entry.kind === "check-in" ? [entry] : []));
    expect(checkIns).toHaveLength(4);
    const totals = checkIns.map((entry) => mrsScore(entry.answers as MrsAnswers).total);
    expect(totals.at(-1)!).toBeGreaterThan(totals[0]!);
    expect(new Set([...symptoms, ...moods].map((entry) => entry.timeZone))).toEqual(new Set([timeZone]));
    expect(moods.length).toBeGreaterThan(20);
    expect(glucose).toEqual([]);
    expect(history.lastMenstrualPeriod).toBeUndefined();
    expect(history.conditions).toEqual(DEMO_CLIENT_PROFILE.history.conditions);
  });
});
