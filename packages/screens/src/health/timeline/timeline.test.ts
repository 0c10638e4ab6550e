import { describe, expect, it } from "vitest";

import { daysWithData, periodStart, timelineRows } from "./timeline";
import { yearOfTimeline } from "./timeline.fixtures";

const days = [
  { localDate: "2026-05-12", mrsTotal: null, glucoseAverageMgDl: 99, mood: 4 },
  { localDate: "2026-05-10", mrsTotal: 18, glucoseAverageMgDl: null, mood: null },
  { localDate: "2026-05-09", mrsTotal: null, glucoseAverageMgDl: null, mood: null },
  { localDate: "2026-04-01", mrsTotal: 9, glucoseAverageMgDl: 140.4, mood: 2 },
];

describe("the timeline", () => {
  it("starts a period so that it holds its number of days, today included", () => {
    expect(periodStart("2026-05-12", 30)).toBe("2026-04-13");
    expect(periodStart("2026-05-12", 365)).toBe("2025-05-13");
    expect(periodStart("2024-03-01", 30)).toBe("2024-02-01");
  });

  it("has a row for every day of the period, gaps included, glucose in the person's unit", () => {
    const rows = timelineRows(days, "2026-05-12", 30, "mmol/L");
    expect(rows).toHaveLength(30);
    expect(rows[0]!.date).toBe("2026-04-13");
    expect(rows.at(-1)).toEqual({ date: "2026-05-12", mrs: null, glucose: 5.5, mood: 4 });
    expect(rows.at(-3)).toEqual({ date: "2026-05-10", mrs: 18, glucose: null, mood: null });
    expect(rows.filter((row) => row.mrs !== null || row.glucose !== null || row.mood !== null)).toHaveLength(
      2,
    );
  });

  it("lists the days with data in the period, newest first", () => {
    expect(daysWithData(days, "2026-05-12", 30).map((day) => day.localDate)).toEqual([
      "2026-05-12",
      "2026-05-10",
    ]);
    expect(daysWithData(days, "2026-05-12", 90).map((day) => day.localDate)).toEqual([
      "2026-05-12",
      "2026-05-10",
      "2026-04-01",
    ]);
  });

  it("draws the same year of fixture data on every run", () => {
    const year = yearOfTimeline();
    expect(year).toEqual(yearOfTimeline());
    expect(year.at(-1)!.localDate).toBe("2026-05-12");
    expect(year.filter((day) => day.mrsTotal !== null)).toHaveLength(52);
  });
});
