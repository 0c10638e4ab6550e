import { VALIDATION_MESSAGES } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { validateSignUp, type SignUpValues } from "./sign-up-validation";
import { canSubmitSignUp, emptySignUpValues, signUpReducer, type SignUpState } from "./use-sign-up-form";

const filled: SignUpValues = {
  accountType: "practitioner",
  name: "Pat Lee",
  email: "pat@example.com",
  phone: "15551234567",
  password: "longenough",
  newPassword: "longenough",
};

const start: SignUpState = { step: "account-type", values: emptySignUpValues, errors: {} };

describe("the account-type step", () => {
  it("asks for a type when Proceed is pressed without one, and shows the form once one is chosen", () => {
    const refused = signUpReducer(start, { type: "proceeded" });
    expect(refused.step).toBe("account-type");
    expect(refused.errors.accountType).toBe("Account type is required");

    const chosen = signUpReducer(refused, { type: "accountTypeChosen", accountType: "client" });
    expect(chosen.errors.accountType).toBeUndefined();
    expect(signUpReducer(chosen, { type: "proceeded" }).step).toBe("form");
  });
});

describe("sign-up validation on submit (spec section 5)", () => {
  it.each([
    ["name", "", "Full name is required"],
    ["name", "   ", "Full name is required"],
    ["email", "pat@", "The email format is incorrect"],
    ["phone", "555123", "Phone number is too short"],
    ["phone", "1234567890123456", "Phone number is too long"],
    ["phone", "555-123-4567", "Phone number must contain digits only"],
    ["password", "short", "Password must be at least 8 characters"],
    ["newPassword", "short", "Password must be at least 8 characters"],
    ["newPassword", "different1", "Passwords do not match"],
  ] as const)("%s = %j shows '%s'", (field, value, message) => {
    const result = validateSignUp({ ...filled, [field]: value });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field]).toBe(message);
  });

  it("passes a complete form, trimmed", () => {
    const result = validateSignUp({ ...filled, name: " Pat Lee ", email: " pat@example.com " });
    expect(result).toEqual({ ok: true, data: { ...filled, name: "Pat Lee", email: "pat@example.com" } });
  });
});

describe("clearing errors", () => {
  const withErrors: SignUpState = {
    step: "form",
    values: filled,
    errors: { email: VALIDATION_MESSAGES.emailFormat, password: "x", newPassword: "y", phone: "z" },
  };

  it("clears a field's error when that field is edited, and only that one", () => {
    const next = signUpReducer(withErrors, {
      type: "fieldChanged",
      field: "email",
      value: "pat@example.org",
    });
    expect(next.errors).toEqual({ password: "x", newPassword: "y", phone: "z" });
    expect(next.values.email).toBe("pat@example.org");
  });

  it("clears the repeat-password error too when the password is edited", () => {
    const next = signUpReducer(withErrors, { type: "fieldChanged", field: "password", value: "newpassword" });
    expect(next.errors).toEqual({ email: VALIDATION_MESSAGES.emailFormat, phone: "z" });
  });

  it("does not clear the password error when the repeat field is edited", () => {
    const next = signUpReducer(withErrors, { type: "fieldChanged", field: "newPassword", value: "abc" });
    expect(next.errors.password).toBe("x");
    expect(next.errors.newPassword).toBeUndefined();
  });
});

describe("Proceed on the form", () => {
  it("is disabled until every field is filled", () => {
    expect(canSubmitSignUp({ values: filled, errors: {} })).toBe(true);
    for (const field of ["name", "email", "phone", "password", "newPassword"] as const) {
      expect(canSubmitSignUp({ values: { ...filled, [field]: "" }, errors: {} })).toBe(false);
    }
    expect(canSubmitSignUp({ values: { ...filled, accountType: "" }, errors: {} })).toBe(false);
  });

  it("is disabled while any error shows", () => {
    expect(canSubmitSignUp({ values: filled, errors: { phone: "Phone number is too short" } })).toBe(false);
  });
});
