import { describe, expect, it } from "vitest";

import { canSendResetEmail, checkForgotPasswordEmail } from "./use-forgot-password-form";

describe("Forgot Password (spec sections 4 and 5)", () => {
  it("looks active only when an email is entered", () => {
    expect(canSendResetEmail("")).toBe(false);
    expect(canSendResetEmail("   ")).toBe(false);
    expect(canSendResetEmail("p")).toBe(true);
  });

  it("reports a missing email (the spec's toast) apart from a malformed one", () => {
    expect(checkForgotPasswordEmail(" ")).toEqual({ ok: false, reason: "missing" });
    expect(checkForgotPasswordEmail("pat@")).toEqual({
      ok: false,
      reason: "invalid",
      error: "The email format is incorrect",
    });
    expect(checkForgotPasswordEmail(" pat@example.com ")).toEqual({ ok: true, email: "pat@example.com" });
  });
});
