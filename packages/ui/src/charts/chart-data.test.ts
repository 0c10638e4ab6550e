import { describe, expect, it } from "vitest";

import { chartSummary, dayToTime, formatChartDay, styleSeries, timeTicks, timeToDay } from "./chart-data";

describe("chart days", () => {
  it("reads a local day the same in every time zone and back", () => {
    expect(timeToDay(dayToTime("2026-03-29"))).toBe("2026-03-29");
    expect(formatChartDay("2026-10-12")).toBe("12 Oct 2026");
    expect(formatChartDay("2026-10-12", false)).toBe("12 Oct");
  });

  it("ticks month starts over long ranges and whole days over short ones", () => {
    const year = timeTicks(dayToTime("2025-05-01"), dayToTime("2026-04-30"));
    expect(year.ticks.map(timeToDay)).toEqual([
      "2025-05-01",
      "2025-07-01",
      "2025-09-01",
      "2025-11-01",
      "2026-01-01",
      "2026-03-01",
    ]);
    expect(year.label(year.ticks[0]!)).toBe("May 25");

    const fortnight = timeTicks(dayToTime("2026-03-02"), dayToTime("2026-03-15"));
    expect(fortnight.ticks.map(timeToDay)).toEqual([
      "2026-03-02",
      "2026-03-05",
      "2026-03-08",
      "2026-03-11",
      "2026-03-14",
    ]);
    expect(timeTicks(dayToTime("2026-03-02"), dayToTime("2026-03-02")).ticks).toHaveLength(1);
  });
});

describe("styleSeries", () => {
  it("gives each series its own colour token, marker and dash", () => {
    const styled = styleSeries([
      { key: "a", label: "A" },
      { key: "b", label: "B", color: 5 },
    ]);
    expect(styled.map(({ stroke, marker, dash }) => ({ stroke, marker, dash }))).toEqual([
      { stroke: "var(--chart-1)", marker: "circle", dash: "" },
      { stroke: "var(--chart-5)", marker: "square", dash: "6 3" },
    ]);
  });
});

describe("chartSummary", () => {
  const series = [{ key: "value", label: "Fasting", unit: "mg/dL" }];

  it("names the range, the points and each series' lowest, highest and latest", () => {
    const rows = [
      { date: "2026-03-02", value: 96 },
      { date: "2026-03-03", value: null },
      { date: "2026-03-04", value: 104.25 },
      { date: "2026-03-05", value: 90 },
    ];
    expect(
      chartSummary({
        title: "Glucose",
        kind: "line",
        rows,
        xKey: "date",
        series,
        band: { from: 70, to: 99, label: "In range" },
      }),
    ).toBe(
      "Glucose: line chart from 2 Mar 2026 to 5 Mar 2026, 4 points. Fasting: lowest 90 mg/dL, highest 104.3 mg/dL, latest 90 mg/dL. Shaded band: In range, 70 to 99.",
    );
  });

  it("lists a bar chart's numbers and says when there is nothing", () => {
    const rows = [
      { category: "Fasting", value: 96 },
      { category: "Bedtime", value: 117 },
    ];
    expect(chartSummary({ title: "Averages", kind: "bar", rows, xKey: "category", series })).toBe(
      "Averages: bar chart of 2 categories. Fasting: Fasting 96 mg/dL, Bedtime 117 mg/dL.",
    );
    expect(chartSummary({ title: "Averages", kind: "bar", rows: [], xKey: "category", series })).toBe(
      "Averages: no data yet.",
    );
  });
});
