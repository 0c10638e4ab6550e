import { describe, expect, it } from "vitest";

import { filterOptions, normalizeSearchText, type SelectOption } from "./filter-options";

const options: SelectOption[] = [
  { value: "np", label: "Nurse Practitioner (NP)" },
  { value: "md", label: "Medical Doctor (MD)", keywords: ["physician"] },
  { value: "ayurvedic", label: "Ayurvédic practitioner" },
  { value: "pt", label: "Pelvic floor PT", disabled: true },
];

describe("normalizeSearchText", () => {
  it("ignores case, accents and extra spaces", () => {
    expect(normalizeSearchText("  Ayurvédic   PRACTITIONER ")).toBe("ayurvedic practitioner");
  });
});

describe("filterOptions", () => {
  it("keeps every option for an empty or blank query", () => {
    expect(filterOptions(options, "")).toEqual(options);
    expect(filterOptions(options, "   ")).toEqual(options);
  });

  it("matches a part of the label, whatever its case", () => {
    expect(filterOptions(options, "practi").map((option) => option.value)).toEqual(["np", "ayurvedic"]);
  });

  it("ignores accents on either side", () => {
    expect(filterOptions(options, "ayurvedic").map((option) => option.value)).toEqual(["ayurvedic"]);
    expect(filterOptions(options, "AYURVÉD").map((option) => option.value)).toEqual(["ayurvedic"]);
  });

  it("needs every word of the query, in any order", () => {
    expect(filterOptions(options, "practitioner nurse").map((option) => option.value)).toEqual(["np"]);
    expect(filterOptions(options, "nurse doctor")).toEqual([]);
  });

  it("searches keywords too", () => {
    expect(filterOptions(options, "physician").map((option) => option.value)).toEqual(["md"]);
  });

  it("keeps disabled options that match", () => {
    expect(filterOptions(options, "pelvic").map((option) => option.value)).toEqual(["pt"]);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterOptions(options, "astrologer")).toEqual([]);
  });
});
