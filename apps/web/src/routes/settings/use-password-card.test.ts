import { describe, expect, it } from "vitest";

import { changePasswordRequestFrom } from "./use-password-card";

describe("changePasswordRequestFrom", () => {
  it("sends the current and the new password", () => {
    expect(
      changePasswordRequestFrom({
        currentPassword: "old secret 1",
        newPassword: "a new secret 22",
        repeatPassword: "a new secret 22",
      }),
    ).toEqual({ request: { currentPassword: "old secret 1", newPassword: "a new secret 22" } });
  });

  it("names every field in error with the exact messages", () => {
    expect(
      changePasswordRequestFrom({ currentPassword: "", newPassword: "short", repeatPassword: "other" }),
    ).toEqual({
      errors: {
        currentPassword: "Enter your current password",
        newPassword: "Password must be at least 8 characters",
        repeatPassword: "Passwords do not match",
      },
    });
    expect(
      changePasswordRequestFrom({
        currentPassword: "old secret 1",
        newPassword: "a new secret 22",
        repeatPassword: "a new secret 2",
      }),
    ).toEqual({ errors: { repeatPassword: "Passwords do not match" } });
    expect(
      changePasswordRequestFrom({
        currentPassword: "same secret 1",
        newPassword: "same secret 1",
        repeatPassword: "same secret 1",
      }),
    ).toEqual({ errors: { newPassword: "The new password must be different from the current one" } });
  });
});
