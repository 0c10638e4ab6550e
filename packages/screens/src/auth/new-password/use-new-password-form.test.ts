import { describe, expect, it } from "vitest";

import { canCreatePassword, changeNewPasswordField, validateNewPassword } from "./use-new-password-form";

const mismatch = {
  values: { newPassword: "longenough", newPasswordRepeat: "longenougx" },
  errors: { newPasswordRepeat: "Passwords do not match" },
};

describe("Create new password (spec sections 4 and 5)", () => {
  it("shows 'Passwords do not match' on the confirm field when they differ", () => {
    const result = validateNewPassword(mismatch.values);
    expect(result).toEqual({ ok: false, errors: { newPasswordRepeat: "Passwords do not match" } });
  });

  it("passes matching passwords", () => {
    const values = { newPassword: "longenough", newPasswordRepeat: "longenough" };
    expect(validateNewPassword(values)).toEqual({ ok: true, data: values });
  });

  it("clears the mismatch error when either field is edited", () => {
    expect(changeNewPasswordField(mismatch, "newPassword", "longenougx").errors).toEqual({});
    expect(changeNewPasswordField(mismatch, "newPasswordRepeat", "longenough").errors).toEqual({});
  });

  it("keeps another field's error when one field is edited", () => {
    const state = {
      values: mismatch.values,
      errors: { newPassword: "Password must be at least 8 characters" },
    };
    expect(changeNewPasswordField(state, "newPasswordRepeat", "abc").errors).toEqual(state.errors);
  });

  it("looks active only with 8 or more characters in both fields and no mismatch", () => {
    expect(
      canCreatePassword({ values: { newPassword: "12345678", newPasswordRepeat: "12345678" }, errors: {} }),
    ).toBe(true);
    expect(
      canCreatePassword({ values: { newPassword: "1234567", newPasswordRepeat: "12345678" }, errors: {} }),
    ).toBe(false);
    expect(
      canCreatePassword({ values: { newPassword: "12345678", newPasswordRepeat: "1234567" }, errors: {} }),
    ).toBe(false);
    expect(canCreatePassword(mismatch)).toBe(false);
  });
});
