import { describe, expect, it } from "vitest";

import { progressValueText } from "./progress";

describe("progressValueText", () => {
  it("rounds the share of the maximum", () => {
    expect(progressValueText(40, 100)).toBe("40%");
    expect(progressValueText(1, 3)).toBe("33%");
    expect(progressValueText(3, 8)).toBe("38%");
  });

  it("keeps the value between nothing and all", () => {
    expect(progressValueText(-5, 100)).toBe("0%");
    expect(progressValueText(150, 100)).toBe("100%");
    expect(progressValueText(5, 0)).toBe("0%");
  });
});
