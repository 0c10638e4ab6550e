import { describe, expect, it } from "vitest";

import { mrsScore, type MrsAnswers } from "@pkg/contracts";

import { demoHealthData } from "./demo-health-data";

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
