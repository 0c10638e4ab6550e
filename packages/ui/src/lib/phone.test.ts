import { beforeAll, describe, expect, it } from "vitest";

import {
  caretAfterDigits,
  formatPhone,
  hasImpliedCountryCode,
  isPhoneFormatterLoaded,
  loadPhoneFormatter,
  needsPhoneFormatter,
  phoneDigits,
} from "./phone";

describe("phoneDigits", () => {
  it("keeps digits only", () => {
    expect(phoneDigits("+1 (415) 555-0123")).toBe("14155550123");
    expect(phoneDigits("abc")).toBe("");
  });

  it("keeps at most 15 digits", () => {
    expect(phoneDigits("1234567890123456789")).toBe("123456789012345");
  });
});

describe("formatPhone before the international formatter has loaded", () => {
  it("shows North American numbers masked and other numbers as bare digits", () => {
    expect(isPhoneFormatterLoaded()).toBe(false);
    expect(formatPhone("5551234567")).toBe("+1 (555) 123-4567");
    expect(needsPhoneFormatter("5551234567")).toBe(false);
    expect(needsPhoneFormatter("353871234567")).toBe(true);
    expect(formatPhone("353871234567")).toBe("+353871234567");
  });
});

describe("formatPhone", () => {
  beforeAll(() => loadPhoneFormatter());

  it("masks a complete North American number", () => {
    expect(formatPhone("14155550123")).toBe("+1 (415) 555-0123");
  });

  it("masks a North American number as it is typed", () => {
    expect(formatPhone("1")).toBe("+1");
    expect(formatPhone("14")).toBe("+1 (4");
    expect(formatPhone("1415")).toBe("+1 (415");
    expect(formatPhone("14155")).toBe("+1 (415) 5");
    expect(formatPhone("1415555")).toBe("+1 (415) 555");
    expect(formatPhone("14155550")).toBe("+1 (415) 555-0");
  });

  it("takes 10 digits as a North American number without its country code", () => {
    expect(formatPhone("5551234567")).toBe("+1 (555) 123-4567");
    expect(formatPhone("(555) 123-4567")).toBe("+1 (555) 123-4567");
    expect(hasImpliedCountryCode("5551234567")).toBe(true);
    expect(hasImpliedCountryCode("15551234567")).toBe(false);
    expect(hasImpliedCountryCode("")).toBe(false);
  });

  it("masks a number without its country code as it is typed", () => {
    expect(formatPhone("5")).toBe("+1 (5");
    expect(formatPhone("5551")).toBe("+1 (555) 1");
    expect(formatPhone("5551234")).toBe("+1 (555) 123-4");
  });

  it("formats from digits whatever the input's punctuation", () => {
    expect(formatPhone("+1 (415) 555-0123")).toBe("+1 (415) 555-0123");
    expect(formatPhone("1-415-555-0123")).toBe("+1 (415) 555-0123");
  });

  it("groups international numbers by their country's own format", () => {
    expect(formatPhone("447911123456")).toBe("+44 7911 123456");
    expect(formatPhone("353871234567")).toBe("+353 87 123 4567");
    expect(formatPhone("33123456789")).toBe("+33 1 23 45 67 89");
  });

  it("groups international numbers as they are typed, once they are longer than 10 digits", () => {
    expect(formatPhone("35387123456")).toBe("+353 87 123 456");
    expect(formatPhone("4479111234")).toBe("+1 (447) 911-1234");
    expect(formatPhone("44791112345")).toBe("+44 7911 12345");
  });

  it("caps the number at 15 digits", () => {
    expect(phoneDigits(formatPhone("4412345678901234567"))).toBe("441234567890123");
  });

  it("formats nothing as nothing", () => {
    expect(formatPhone("")).toBe("");
    expect(formatPhone("()- ")).toBe("");
  });
});

describe("caretAfterDigits", () => {
  it("finds the position after the n-th digit", () => {
    const formatted = "+1 (415) 555-0123";
    expect(caretAfterDigits(formatted, 1)).toBe(2);
    expect(caretAfterDigits(formatted, 4)).toBe(7);
    expect(caretAfterDigits(formatted, 5)).toBe(10);
    expect(caretAfterDigits(formatted, 11)).toBe(formatted.length);
  });

  it("does not count a shown +1 that was not typed", () => {
    const formatted = "+1 (555) 123-4567";
    expect(caretAfterDigits(formatted, 0, 1)).toBe(4);
    expect(caretAfterDigits(formatted, 3, 1)).toBe(7);
    expect(caretAfterDigits(formatted, 10, 1)).toBe(formatted.length);
  });

  it("puts the caret before the first digit for zero digits", () => {
    expect(caretAfterDigits("+1 (415)", 0)).toBe(1);
    expect(caretAfterDigits("", 0)).toBe(0);
  });
});
