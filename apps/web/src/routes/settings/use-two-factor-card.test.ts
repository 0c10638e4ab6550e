import { TWO_FACTOR_MESSAGES } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { secondFactorFailure } from "../auth/second-factor-failure";
import { twoFactorFailure } from "./use-two-factor-card";

const refused = (status: number, message: string, data: object) => ({ status, message, data });

describe("twoFactorFailure (Settings' two-factor card)", () => {
  it("puts a wrong code under the code field", () => {
    expect(
      twoFactorFailure(
        refused(400, "That code is not right. Check it and try again.", {
          code: "INVALID_CODE",
          fieldErrors: { code: "That code is not right. Check it and try again." },
        }),
      ),
    ).toEqual({ fieldError: "That code is not right. Check it and try again." });
  });

  it("puts a wrong password of 'Turn off' under the password field", () => {
    expect(
      twoFactorFailure(
        refused(403, "The password is not correct", {
          code: "INVALID_PASSWORD",
          fieldErrors: { password: "The password is not correct" },
        }),
      ),
    ).toEqual({ fieldError: "The password is not correct" });
  });

  it("says anything else above the buttons, with the server's message", () => {
    expect(
      twoFactorFailure(
        refused(409, "Start the set-up again: no set-up is waiting for a code.", {
          code: "NO_PENDING_SETUP",
        }),
      ),
    ).toEqual({ error: "Start the set-up again: no set-up is waiting for a code." });
    expect(twoFactorFailure(undefined)).toEqual({ error: "Something went wrong. Try again." });
  });
});

describe("twoFactorFailure for codes by SMS", () => {
  it("says a missing phone number with a way to the Profile card's field", () => {
    expect(twoFactorFailure(refused(409, TWO_FACTOR_MESSAGES.smsNoPhone, { code: "NO_PHONE" }))).toEqual({
      error: TWO_FACTOR_MESSAGES.smsNoPhone,
      needsPhone: true,
    });
  });

  it("says a message the provider did not take, or a server without a provider, as the server words it", () => {
    expect(
      twoFactorFailure(refused(502, TWO_FACTOR_MESSAGES.smsNotSent, { code: "SMS_NOT_SENT" })),
    ).toStrictEqual({ error: TWO_FACTOR_MESSAGES.smsNotSent });
    expect(
      twoFactorFailure(refused(409, TWO_FACTOR_MESSAGES.smsUnavailable, { code: "SMS_UNAVAILABLE" })),
    ).toStrictEqual({ error: TWO_FACTOR_MESSAGES.smsUnavailable });
  });

  it("puts a wrong texted code under the code field", () => {
    expect(
      twoFactorFailure(
        refused(400, TWO_FACTOR_MESSAGES.codeWrong, {
          code: "INVALID_CODE",
          fieldErrors: { code: TWO_FACTOR_MESSAGES.codeWrong },
        }),
      ),
    ).toEqual({ fieldError: TWO_FACTOR_MESSAGES.codeWrong });
  });
});

describe("secondFactorFailure (the login's second step)", () => {
  it("puts a wrong code or recovery code under the field", () => {
    expect(
      secondFactorFailure(
        refused(400, "That code is not right. Check it and try again.", {
          code: "INVALID_CODE",
          fieldErrors: { code: "That code is not right. Check it and try again." },
        }),
      ),
    ).toEqual({ codeError: "That code is not right. Check it and try again." });
    expect(
      secondFactorFailure(
        refused(400, "That recovery code is not right or was already used.", {
          code: "INVALID_CODE",
          fieldErrors: { recoveryCode: "That recovery code is not right or was already used." },
        }),
      ),
    ).toEqual({ codeError: "That recovery code is not right or was already used." });
    expect(secondFactorFailure(refused(400, "Wrong", { code: "INVALID_CODE" }))).toEqual({
      codeError: "Wrong",
    });
  });

  it("says an expired sign-in or too many codes above the form", () => {
    expect(
      secondFactorFailure(
        refused(401, "This sign-in has expired. Please sign in again.", { code: "CHALLENGE_EXPIRED" }),
      ),
    ).toEqual({ failure: "This sign-in has expired. Please sign in again." });
    expect(
      secondFactorFailure(
        refused(429, "Too many wrong codes. Please wait a moment and sign in again.", {
          code: "TOO_MANY_ATTEMPTS",
        }),
      ),
    ).toEqual({ failure: "Too many wrong codes. Please wait a moment and sign in again." });
  });

  it("falls back on the transport's message, then on a plain one", () => {
    expect(secondFactorFailure(undefined, "Network Error")).toEqual({ failure: "Network Error" });
    expect(secondFactorFailure(undefined)).toEqual({ failure: "Please try again." });
  });
});
