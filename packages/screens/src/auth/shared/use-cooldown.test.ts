import { describe, expect, it } from "vitest";

import { secondsLeft } from "./use-cooldown";

describe("the Resend cooldown", () => {
  it("counts whole seconds down to zero", () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(30_000, 0)).toBe(30);
    expect(secondsLeft(30_000, 100)).toBe(30);
    expect(secondsLeft(30_000, 29_001)).toBe(1);
    expect(secondsLeft(30_000, 30_000)).toBe(0);
    expect(secondsLeft(30_000, 31_000)).toBe(0);
  });
});
