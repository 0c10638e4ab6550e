import { describe, expect, it } from "vitest";

import { validateLogin } from "./login-validation";
import { canLogIn } from "./use-login-form";

describe("Log in form", () => {
  it("needs both fields, and no error showing, to be enabled", () => {
    expect(canLogIn({ email: "pat@example.com", password: "x" }, {})).toBe(true);
    expect(canLogIn({ email: "", password: "x" }, {})).toBe(false);
    expect(canLogIn({ email: "pat@example.com", password: "" }, {})).toBe(false);
    expect(
      canLogIn({ email: "pat@example.com", password: "x" }, { email: "The email format is incorrect" }),
    ).toBe(false);
  });

  it("checks the email format with the shared message", () => {
    expect(validateLogin({ email: "pat@", password: "x" })).toEqual({
      ok: false,
      errors: { email: "The email format is incorrect" },
    });
    expect(validateLogin({ email: " pat@example.com", password: "x" })).toEqual({
      ok: true,
      data: { email: "pat@example.com", password: "x" },
    });
  });
});
