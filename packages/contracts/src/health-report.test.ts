import { describe, expect, it } from "vitest";

import {
  CONTENT_TOPIC_SLUGS,
  CONTENT_TOPICS,
  HEALTH_DATA_MESSAGES,
  HEALTH_REPORT_MESSAGES,
  healthExportFileName,
  healthReportFileName,
  healthReportPeriod,
  healthReportQuerySchema,
  MRS_CONTENT_TOPICS,
  MRS_ITEM_SLUGS,
  MRS_ITEMS,
  SYMPTOM_TOPICS,
  toFieldErrors,
  worstSymptoms,
} from "./index";

const errorsOf = (value: unknown) => {
  const result = healthReportQuerySchema.safeParse(value);
  return result.success ? {} : toFieldErrors(result.error);
};

const today = () => new Date().toISOString().slice(0, 10);
const shift = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe("symptoms and library topics", () => {
  it("matches each MRS item with one of the eleven symptom topics, in the scale's order", () => {
    const topics = MRS_ITEM_SLUGS.map((slug) => MRS_CONTENT_TOPICS[slug]);
    expect(new Set(topics).size).toBe(11);
    for (const topic of topics) expect(CONTENT_TOPIC_SLUGS).toContain(topic);
    // The first eleven topics of the list are the symptoms (in their own order).
    expect(new Set(topics)).toEqual(new Set(CONTENT_TOPICS.slice(0, 11).map((topic) => topic.slug)));
    expect(SYMPTOM_TOPICS.map((entry) => entry.symptom)).toEqual(MRS_ITEM_SLUGS);
    expect(SYMPTOM_TOPICS[0]).toEqual({
      symptom: "hot-flushes-sweating",
      topic: "hot-flushes-and-sweating",
      label: "Hot flushes and sweating",
    });
    expect(SYMPTOM_TOPICS.at(-1)?.topic).toBe("joint-and-muscle-discomfort");
  });

  it("picks the symptoms at 2 or more, worst first, ties in the scale's order", () => {
    const symptoms = worstSymptoms({
      "joint-muscle-discomfort": 3,
      "sleep-problems": 2,
      anxiety: 4,
      "hot-flushes-sweating": 3,
      irritability: 1,
      "vaginal-dryness": 0,
    });
    expect(symptoms).toEqual([
      { slug: "anxiety", label: "Anxiety", value: 4 },
      { slug: "hot-flushes-sweating", label: "Hot flushes and sweating", value: 3 },
      { slug: "joint-muscle-discomfort", label: "Joint and muscle discomfort", value: 3 },
      { slug: "sleep-problems", label: "Sleep problems", value: 2 },
    ]);
    expect(worstSymptoms(Object.fromEntries(MRS_ITEMS.map((item) => [item.slug, 1])))).toEqual([]);
  });
});

describe("the report's period", () => {
  it("accepts no dates, one of them, or a period of up to 3 years", () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ from: "2025-01-01" })).toEqual({});
    expect(errorsOf({ to: "2025-01-01" })).toEqual({});
    expect(errorsOf({ from: "2022-03-01", to: "2025-03-01", timeZone: "Europe/London" })).toEqual({});
    expect(errorsOf({ from: "2025-03-01", to: "2025-03-01" })).toEqual({});
  });

  it("refuses a bad day, a start after the end, a day in the future, a period over 3 years, an unknown zone", () => {
    expect(errorsOf({ from: "2025-13-01" })).toEqual({ from: HEALTH_DATA_MESSAGES.dayFormat });
    expect(errorsOf({ to: "yesterday" })).toEqual({ to: HEALTH_DATA_MESSAGES.dayFormat });
    expect(errorsOf({ from: "2025-03-02", to: "2025-03-01" })).toEqual({
      from: HEALTH_DATA_MESSAGES.rangeOrder,
    });
    expect(errorsOf({ to: shift(today(), 3) })).toEqual({ to: HEALTH_DATA_MESSAGES.dateInFuture });
    expect(errorsOf({ from: shift(today(), 3) })).toEqual({ from: HEALTH_DATA_MESSAGES.dateInFuture });
    expect(errorsOf({ from: "2022-02-28", to: "2025-03-01" })).toEqual({
      from: HEALTH_REPORT_MESSAGES.rangeTooLong,
    });
    expect(errorsOf({ from: shift(today(), -3 * 366) })).toEqual({
      from: HEALTH_REPORT_MESSAGES.rangeTooLong,
    });
    expect(Object.keys(errorsOf({ timeZone: "Mars/Olympus" }))).toEqual(["timeZone"]);
  });

  it("fills a missing end with today and a missing start with the 90th day before the end", () => {
    expect(healthReportPeriod({}, "2026-05-01")).toEqual({ from: "2026-02-01", to: "2026-05-01" });
    expect(healthReportPeriod({ from: "2026-04-20" }, "2026-05-01")).toEqual({
      from: "2026-04-20",
      to: "2026-05-01",
    });
    expect(healthReportPeriod({ to: "2026-03-31" }, "2026-05-01")).toEqual({
      from: "2026-01-01",
      to: "2026-03-31",
    });
    // A start that is already today somewhere east of the person: the period is that one day.
    expect(healthReportPeriod({ from: "2026-05-02" }, "2026-05-01")).toEqual({
      from: "2026-05-02",
      to: "2026-05-02",
    });
  });

  it("names the files after the period", () => {
    const period = { from: "2026-02-01", to: "2026-05-01" };
    expect(healthReportFileName(period)).toBe("haven-health-report-2026-02-01-to-2026-05-01.pdf");
    expect(healthExportFileName(period)).toBe("haven-health-export-2026-02-01-to-2026-05-01.json");
  });
});
