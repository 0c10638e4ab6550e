import { describe, expect, it } from "vitest";

import { caretAfterDigits, formatPhone, phoneDigits } from "./phone";

describe("phoneDigits", () => {
  it("keeps digits only", () => {
    expect(phoneDigits("+1 (415) 555-0123")).toBe("14155550123");
    expect(phoneDigits("abc")).toBe("");
  });

  it("keeps at most 15 digits", () => {
    expect(phoneDigits("1234567890123456789")).toBe("123456789012345");
  });
});

describe("formatPhone", () => {
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

  it("formats from digits whatever the input's punctuation", () => {
    expect(formatPhone("+1 (415) 555-0123")).toBe("+1 (415) 555-0123");
    expect(formatPhone("1-415-555-0123")).toBe("+1 (415) 555-0123");
  });

  it("groups international numbers", () => {
    expect(formatPhone("447911123456")).toBe("+44 791 112 3456");
    expect(formatPhone("4915123456789")).toBe("+49 151 234 567 89");
    expect(formatPhone("33123456789")).toBe("+33 123 456 789");
  });

  it("groups numbers that start with 1 but are longer than 11 digits", () => {
    expect(formatPhone("123456789012")).toBe("+12 345 678 9012");
  });

  it("groups international numbers as they are typed", () => {
    expect(formatPhone("4")).toBe("+4");
    expect(formatPhone("44")).toBe("+44");
    expect(formatPhone("447")).toBe("+44 7");
    expect(formatPhone("4479111")).toBe("+44 791 11");
  });

  it("caps the number at 15 digits", () => {
    expect(formatPhone("4412345678901234567")).toBe("+44 123 456 789 0123");
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

  it("puts the caret before the first digit for zero digits", () => {
    expect(caretAfterDigits("+1 (415)", 0)).toBe(1);
    expect(caretAfterDigits("", 0)).toBe(0);
  });
});
