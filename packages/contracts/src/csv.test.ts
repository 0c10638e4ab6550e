import { describe, expect, it } from "vitest";

import { readCsvTable } from "./csv";

describe("reading a CSV table", () => {
  it("gives the header's names and the rows, whatever the separator", () => {
    expect(
      readCsvTable('\uFEFFTimestamp;Glucose (mg/dL)\n2026-05-01 07:12; 96 \n\n"2026-05-02 08:00";101\n'),
    ).toEqual({
      columns: ["Timestamp", "Glucose (mg/dL)"],
      rows: [
        ["2026-05-01 07:12", "96"],
        ["2026-05-02 08:00", "101"],
      ],
    });
  });

  it("answers null without a header", () => {
    expect(readCsvTable("")).toBeNull();
    expect(readCsvTable(",,\n")).toBeNull();
  });
});
