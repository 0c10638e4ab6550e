import { GLUCOSE_MESSAGES, HEALTH_DATA_MESSAGES, localDateOf } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { glucoseBandRanges, bandRangeText } from "./glucose-bands";
import {
  emptyGlucoseDraft,
  instantOfLocal,
  localDateTimeOf,
  parseGlucoseValue,
  typedSeekCare,
  validateGlucoseDraft,
} from "./glucose-form";
import { checkGlucoseImportRows, guessGlucoseImportMapping } from "./glucose-import";
import { meterExport } from "./glucose.fixtures";

const now = "2026-05-12T09:30:00.000Z";

describe("local dates and times", () => {
  it("reads a local time in the person's zone, across summer time", () => {
    expect(instantOfLocal("2026-05-12T10:30", "Europe/London")).toBe("2026-05-12T09:30:00.000Z");
    expect(instantOfLocal("2026-01-12T10:30", "Europe/London")).toBe("2026-01-12T10:30:00.000Z");
    expect(instantOfLocal("2026-05-12T10:30", "America/New_York")).toBe("2026-05-12T14:30:00.000Z");
    expect(instantOfLocal("2026-05-12 23:30:15", "Asia/Kolkata")).toBe("2026-05-12T18:00:15.000Z");
  });

  it("keeps a reading at 23:30 local time on that local day", () => {
    const instant = instantOfLocal("2026-03-14T23:30", "America/Los_Angeles")!;
    expect(instant).toBe("2026-03-15T06:30:00.000Z");
    expect(localDateOf(instant, "America/Los_Angeles")).toBe("2026-03-14");
  });

  it("moves a time skipped by the clock change forward with the clock", () => {
    // 01:30 on the last Sunday of March does not exist in London: it is 02:30 summer time.
    expect(localDateTimeOf(instantOfLocal("2026-03-29T01:30", "Europe/London")!, "Europe/London")).toBe(
      "2026-03-29T02:30",
    );
  });

  it("refuses texts that are not a date and time", () => {
    expect(instantOfLocal("2026-02-30T10:00", "UTC")).toBeNull();
    expect(instantOfLocal("12/05/2026 10:00", "UTC")).toBeNull();
    expect(instantOfLocal("2026-05-12T24:10", "UTC")).toBeNull();
  });

  it("writes an instant on the zone's clock", () => {
    expect(localDateTimeOf(now, "Europe/London")).toBe("2026-05-12T10:30");
    expect(localDateTimeOf(now, "Pacific/Auckland")).toBe("2026-05-12T21:30");
  });
});

describe("the glucose draft", () => {
  const options = { unit: "mg/dL" as const, timeZone: "Europe/London", now };

  it("reads numbers with a point or a comma, and nothing else", () => {
    expect(parseGlucoseValue(" 5,5 ")).toBe(5.5);
    expect(parseGlucoseValue("126")).toBe(126);
    expect(parseGlucoseValue("12a")).toBeNull();
    expect(parseGlucoseValue("-5")).toBeNull();
  });

  it("sends a valid draft in its unit at now on the person's clock", () => {
    expect(
      validateGlucoseDraft(
        { ...emptyGlucoseDraft, glucoseValue: "5.5", measurementType: "fasting" },
        {
          ...options,
          unit: "mmol/L",
        },
      ),
    ).toEqual({
      ok: true,
      data: {
        value: 5.5,
        unit: "mmol/L",
        measurementType: "fasting",
        takenAt: "2026-05-12T09:30:00.000Z",
        timeZone: "Europe/London",
        notes: null,
      },
    });
  });

  it("names every problem at once, the range among them", () => {
    expect(validateGlucoseDraft(emptyGlucoseDraft, options)).toEqual({
      ok: false,
      errors: { value: GLUCOSE_MESSAGES.valueRequired, measurementType: GLUCOSE_MESSAGES.typeRequired },
    });
    expect(validateGlucoseDraft({ ...emptyGlucoseDraft, glucoseValue: "2000" }, options)).toEqual({
      ok: false,
      errors: { value: GLUCOSE_MESSAGES.valueRange("mg/dL"), measurementType: GLUCOSE_MESSAGES.typeRequired },
    });
    expect(
      validateGlucoseDraft(
        { glucoseValue: "99", measurementType: "fasting", date: "2026-05-1", notes: "" },
        options,
      ),
    ).toEqual({ ok: false, errors: { takenAt: HEALTH_DATA_MESSAGES.dateFormat } });
  });

  it("advises on extreme values only once they are values the product accepts", () => {
    expect(typedSeekCare("53", "mg/dL")).toBe("very-low");
    expect(typedSeekCare("54", "mg/dL")).toBe("very-low");
    expect(typedSeekCare("55", "mg/dL")).toBeNull();
    expect(typedSeekCare("301", "mg/dL")).toBe("very-high");
    expect(typedSeekCare("2.9", "mmol/L")).toBe("very-low");
    expect(typedSeekCare("2000", "mg/dL")).toBeNull();
    expect(typedSeekCare("", "mg/dL")).toBeNull();
  });
});

describe("the band scale", () => {
  it("lists the bands of a type with their ranges in the person's unit", () => {
    expect(glucoseBandRanges("fasting", false).map((range) => bandRangeText(range, "mg/dL"))).toEqual([
      "below 70 mg/dL",
      "70–99 mg/dL",
      "100–125 mg/dL",
      "126 mg/dL or more",
    ]);
    expect(glucoseBandRanges("before-meal", true).map((range) => range.band)).toEqual([
      "low",
      "below-target",
      "in-range",
      "high",
    ]);
    expect(bandRangeText(glucoseBandRanges("random", true)[1]!, "mmol/L")).toBe("3.9–9.9 mmol/L");
  });
});

describe("the CSV import", () => {
  it("guesses the columns from the header and checks each row", () => {
    const mapping = guessGlucoseImportMapping(meterExport.columns, "mmol/L");
    expect(mapping).toEqual({
      value: "column:1",
      unit: "fixed:mg/dL",
      measurementType: "column:2",
      date: "column:0",
      time: "",
    });
    const rows = checkGlucoseImportRows(meterExport, mapping, "Europe/London");
    expect(rows.map((row) => (row.ok ? "ok" : row.message))).toEqual([
      "ok",
      "ok",
      GLUCOSE_MESSAGES.valueRange("mg/dL"),
      "ok",
      HEALTH_DATA_MESSAGES.dateFormat,
      GLUCOSE_MESSAGES.typeRequired,
      "ok",
    ]);
    expect(rows[1]).toMatchObject({
      line: 3,
      reading: {
        value: 154,
        unit: "mg/dL",
        measurementType: "after-meal-2h",
        takenAt: "2026-05-01T12:40:00.000Z",
        timeZone: "Europe/London",
      },
    });
  });

  it("reads units and separate time columns, and keeps offsets as given", () => {
    const preview = {
      columns: ["Day", "Time", "Reading", "Units"],
      rows: [
        ["2026/05/01", "07:12", "5,4", "mmol/l"],
        ["2026-05-01T07:12:00+02:00", "", "99", "mg/dL"],
        ["2026-05-01", "08:00", "99", "g/L"],
      ],
    };
    const mapping = {
      value: "column:2",
      unit: "column:3",
      measurementType: "fixed:cgm",
      date: "column:0",
      time: "",
    };
    const withTime = checkGlucoseImportRows(preview, { ...mapping, time: "column:1" }, "UTC");
    expect(withTime[0]).toMatchObject({
      ok: true,
      reading: { value: 5.4, unit: "mmol/L", takenAt: "2026-05-01T07:12:00.000Z" },
    });
    expect(withTime[2]).toMatchObject({ ok: false, message: GLUCOSE_MESSAGES.unitRequired });
    const withoutTime = checkGlucoseImportRows(preview, mapping, "UTC");
    expect(withoutTime[1]).toMatchObject({ ok: true, reading: { takenAt: "2026-05-01T05:12:00.000Z" } });
  });
});
