import { describe, expect, it } from "vitest";

import { alertRole } from "./alert";

describe("alertRole", () => {
  it("interrupts only for destructive alerts", () => {
    expect(alertRole("destructive")).toBe("alert");
    for (const variant of ["default", "info", "success", "warning"] as const) {
      expect(alertRole(variant)).toBe("status");
    }
  });
});
