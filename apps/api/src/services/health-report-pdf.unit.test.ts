import { glucoseSummary, mrsScore, MRS_ITEM_SLUGS, type MrsAnswers } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { readPdfTextInWorker, DEFAULT_PDF_TEXT_LIMITS } from "../lib/pdf-text";
import {
  buildHealthReportPdf,
  pdfSafeText,
  REPORT_TEXT,
  type HealthReportPdfData,
  type ReportCheckIn,
} from "./health-report-pdf";

const answers = (value: number, changes: Partial<MrsAnswers> = {}) =>
  ({ ...Object.fromEntries(MRS_ITEM_SLUGS.map((slug) => [slug, value])), ...changes }) as MrsAnswers;

const checkIn = (localDate: string, value: number, changes: Partial<MrsAnswers> = {}): ReportCheckIn => ({
  localDate,
  score: mrsScore(answers(value, changes)),
});

const fixture = (changes: Partial<HealthReportPdfData> = {}): HealthReportPdfData => ({
  person: { name: "Margaret Oduya", dob: "1972-09-14" },
  period: { from: "2026-02-01", to: "2026-05-01" },
  generatedAt: new Date("2026-05-01T16:00:00Z"),
  timeZone: "Europe/London",
  checkIns: [
    checkIn("2026-02-03", 2, { "hot-flushes-sweating": 4 }),
    checkIn("2026-03-10", 1, { "sleep-problems": 4 }),
    // 18, severe: somatic 4 + 1 + 3 + 1 = 9, psychological 1 + 1 + 2 + 2 = 6, urogenital 3.
    checkIn("2026-04-28", 1, { "hot-flushes-sweating": 4, "sleep-problems": 3, anxiety: 2, exhaustion: 2 }),
  ],
  quickLogCount: 2,
  moods: [
    { localDate: "2026-04-01", mood: 2 },
    { localDate: "2026-04-02", mood: 4 },
    { localDate: "2026-04-02", mood: 5 },
  ],
  history: {
    conditions: ["Hypothyroidism"],
    medications: [
      {
        name: "Estradiol gel",
        dose: "1 mg daily",
        startDate: "2025-11-01",
        hormoneTherapy: { type: "estrogen", route: "gel" },
      },
      { name: "Levothyroxine", dose: "50 mcg" },
    ],
    allergies: ["Penicillin"],
    surgeries: { hysterectomy: false, oophorectomy: "none" },
    familyHistory: { breastCancer: true, osteoporosis: false },
    lastMenstrualPeriod: "2025-08-20",
    smoking: "former",
    alcoholUnitsPerWeek: 6,
    heightCm: 165,
    weightKg: 68.5,
    updatedAt: "2026-04-15T10:00:00.000Z",
  },
  ...changes,
});

const textOf = async (pdf: Buffer) =>
  readPdfTextInWorker(pdf, { ...DEFAULT_PDF_TEXT_LIMITS, maxPages: 100, timeLimitMs: 60_000 });

// Reading a PDF's text starts a worker with pdf.js: seconds on a busy machine.
describe("the clinician report PDF", { timeout: 30_000 }, () => {
  it("is a PDF whose text holds the person, the period, the MRS totals and every section", async () => {
    const data = fixture();
    const latest = data.checkIns.at(-1)!.score.total;
    expect(latest).toBe(18);
    const pdf = await buildHealthReportPdf(data);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const text = await textOf(pdf);
    expect(text).toContain("Haven health report");
    expect(text).toContain("Margaret Oduya");
    expect(text).toContain("14 Sept 1972");
    expect(text).toContain("1 Feb 2026 to 1 May 2026");
    expect(text).toContain(`Latest MRS total: ${latest} (Severe) on 28 Apr 2026`);
    expect(text).toContain("MRS total");
    expect(text).toMatch(/28 Apr 2026 18 Severe 9 6 3/);
    // The first is 24, the lowest 14 (Moderate).
    expect(text).toContain("Change from first to latest: -6");
    expect(text).toContain("Lowest MRS total: 14 (Moderate) on 10 Mar 2026");
    expect(text).toContain("Highest MRS total: 24 (Severe) on 3 Feb 2026");
    expect(text).toContain("2 quick logs of single symptoms");
    // Mood: (2 + 4 + 5) / 3 = 3.7, on two days.
    expect(text).toContain("Average mood: 3.7 of 5 (Good)");
    expect(text).toContain("Days with a mood: 2");
    expect(text).toContain(REPORT_TEXT.noGlucose);
    expect(text).toContain("Conditions: Hypothyroidism");
    expect(text).toContain("Family history of breast cancer: Yes");
    expect(text).toContain("Family history of heart disease: Not answered");
    expect(text).toContain("Smoking: Former smoker");
    expect(text).toContain("Weight: 68.5 kg");
    expect(text).toContain("Estradiol gel");
    expect(text).toContain("Estrogen only, Gel");
    expect(text).toContain("Levothyroxine");
    expect(text).toContain("page 1 of");
  });

  it("summarises glucose in the person's unit, then the other, with the readings out of range", async () => {
    const summary = glucoseSummary(
      [
        { valueMgDl: 90, measurementType: "fasting" },
        { valueMgDl: 110, measurementType: "fasting" },
        { valueMgDl: 150, measurementType: "after-meal-2h" },
        { valueMgDl: 120, measurementType: "cgm" },
      ],
      false,
    );
    const text = await textOf(
      await buildHealthReportPdf(fixture({ glucose: { ...summary, hasDiabetes: false, unit: "mg/dL" } })),
    );
    expect(text).not.toContain(REPORT_TEXT.noGlucose);
    expect(text).toContain("Readings: 4");
    // Mean 117.5 mg/dL is 6.5 mmol/L.
    expect(text).toContain("Average: 118 mg/dL (6.5 mmol/L)");
    expect(text).toContain("Readings out of range: 2 of 4");
    expect(text).toMatch(/Fasting 2 100 5\.6/);
    expect(text).toContain("CGM time in range: 100.0% of 1 readings within 70-140 mg/dL");

    // A person who reads mmol/L sees it first, the time in range included.
    const inMmol = await textOf(
      await buildHealthReportPdf(fixture({ glucose: { ...summary, hasDiabetes: false, unit: "mmol/L" } })),
    );
    expect(inMmol).toContain("Average: 6.5 mmol/L (118 mg/dL)");
    expect(inMmol).toMatch(/Average mmol\/L\s+Average mg\/dL/);
    expect(inMmol).toMatch(/Fasting 2 5\.6 100/);
    expect(inMmol).toContain("CGM time in range: 100.0% of 1 readings within 3.9-7.8 mmol/L");
  });

  it("says what is missing for a person without any data, and writes unknown characters as ?", async () => {
    const text = await textOf(
      await buildHealthReportPdf(
        fixture({
          person: { name: "Sára 山田", dob: null },
          checkIns: [],
          quickLogCount: 0,
          moods: [],
          history: { updatedAt: null },
        }),
      ),
    );
    expect(text).toContain("Sára ??");
    expect(text).toContain("Date of birth: Not answered");
    expect(text).toContain(REPORT_TEXT.noCheckIns);
    expect(text).toContain(REPORT_TEXT.noMoods);
    expect(text).toContain(REPORT_TEXT.noHistory);
    expect(text).toContain(REPORT_TEXT.noMedications);
    expect(pdfSafeText("a\u0000b\tc – d 👩")).toBe("ab c – d ?");
  });

  it(
    "lays out three years of daily check-ins on many pages, giving the event loop turns while it works",
    { timeout: 60_000 },
    async () => {
      const start = Date.parse("2023-05-02T00:00:00Z");
      const checkIns = Array.from({ length: 1096 }, (_, day) =>
        checkIn(new Date(start + day * 86_400_000).toISOString().slice(0, 10), day % 5),
      );
      let turns = 0;
      let building = true;
      const tick = () => {
        if (!building) return;
        turns += 1;
        setImmediate(tick);
      };
      setImmediate(tick);
      const pdf = await buildHealthReportPdf(
        fixture({ period: { from: "2023-05-02", to: "2026-05-01" }, checkIns }),
      );
      building = false;
      // Other work ran while the tables were laid out: the build never held the loop throughout.
      expect(turns).toBeGreaterThan(10);
      const text = await textOf(pdf);
      const pages = Number(/page 1 of (\d+)/.exec(text)?.[1]);
      expect(pages).toBeGreaterThan(20);
      expect(text).toContain("Check-ins: 1096");
    },
  );
});
