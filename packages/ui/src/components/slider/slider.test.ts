import { describe, expect, it } from "vitest";

import { segmentIndex, stepValueText } from "./slider";

describe("segmentIndex", () => {
  it("cuts the range into equal parts", () => {
    expect(segmentIndex(0, 0, 100, 6)).toBe(0);
    expect(segmentIndex(16, 0, 100, 6)).toBe(0);
    expect(segmentIndex(17, 0, 100, 6)).toBe(1);
    expect(segmentIndex(50, 0, 100, 6)).toBe(3);
    expect(segmentIndex(99, 0, 100, 6)).toBe(5);
  });

  it("puts the maximum in the last segment and clamps values outside the range", () => {
    expect(segmentIndex(100, 0, 100, 6)).toBe(5);
    expect(segmentIndex(140, 0, 100, 6)).toBe(5);
    expect(segmentIndex(-5, 0, 100, 6)).toBe(0);
  });

  it("handles an offset range and degenerate inputs", () => {
    expect(segmentIndex(15, 10, 20, 2)).toBe(1);
    expect(segmentIndex(5, 0, 10, 1)).toBe(0);
    expect(segmentIndex(5, 10, 10, 6)).toBe(0);
  });
});

describe("stepValueText", () => {
  it("reads the number and its words", () => {
    expect(stepValueText(2, "Thinking about it")).toBe("2: Thinking about it");
    expect(stepValueText(4, "")).toBe("4");
  });
});
