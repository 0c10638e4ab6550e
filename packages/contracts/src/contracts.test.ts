import { describe, expect, it } from "vitest";

import {
  CLIENT_ONBOARDING_DEFAULTS,
  clientOnboardingDataSchema,
  coachOnboardingDataSchema,
  newPasswordFormSchema,
  ONBOARDING_MESSAGES,
  PERSONALITY_TYPE_OPTIONS,
  RACE_OPTIONS,
  readinessLabel,
  signUpFormSchema,
  signupRequestSchema,
  TIME_ZONE_OPTIONS,
  toFieldErrors,
  VALUE_OPTIONS,
  OCCUPATION_OPTIONS,
  BARRIER_OPTIONS,
  RECOVERY_QUESTIONS,
  phoneNumberSchema,
  supportStepSchema,
} from "./index";

const validForm = {
  accountType: "client",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "15551234567",
  password: "correct horse",
  newPassword: "correct horse",
};

function errorsOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return toFieldErrors(result.error as Parameters<typeof toFieldErrors>[0]);
}

describe("the sign-up rules", () => {
  it("accepts a complete form", () => {
    expect(signUpFormSchema.safeParse(validForm).success).toBe(true);
  });

  it.each([
    [{ accountType: undefined }, "accountType", "Account type is required"],
    [{ accountType: "" }, "accountType", "Account type is required"],
    [{ name: "  " }, "name", "Full name is required"],
    [{ email: "ada@" }, "email", "The email format is incorrect"],
    [{ phone: "123456789" }, "phone", "Phone number is too short"],
    [{ phone: "1234567890123456" }, "phone", "Phone number is too long"],
    [{ phone: "555-123-4567" }, "phone", "Phone number must contain digits only"],
    [{ password: "short" }, "password", "Password must be at least 8 characters"],
    [{ newPassword: "short" }, "newPassword", "Password must be at least 8 characters"],
    [{ newPassword: "something else" }, "newPassword", "Passwords do not match"],
  ])("rejects %o with the spec's message on %s", (change, field, message) => {
    expect(errorsOf(signUpFormSchema, { ...validForm, ...change })[field]).toBe(message);
  });

  it("uses the same messages for the API payload, and takes roleID 2 or 3 only", () => {
    const payload = {
      name: "Ada",
      email: "ada@example.com",
      phone_number: "15551234567",
      password: "correct horse",
      roleID: 3,
    };
    expect(signupRequestSchema.safeParse(payload).success).toBe(true);
    expect(errorsOf(signupRequestSchema, { ...payload, roleID: 1 }).roleID).toBe("Account type is required");
    expect(errorsOf(signupRequestSchema, { ...payload, phone_number: "12ab" }).phone_number).toBe(
      "Phone number must contain digits only",
    );
    expect(errorsOf(signupRequestSchema, { ...payload, dob: "1970-02-30" }).dob).toBeDefined();
  });

  it("checks the new-password match on the repeat field", () => {
    expect(
      errorsOf(newPasswordFormSchema, { newPassword: "aaaaaaaa", newPasswordRepeat: "bbbbbbbb" }),
    ).toEqual({
      newPasswordRepeat: "Passwords do not match",
    });
  });
});

describe("the option lists", () => {
  it("have the sizes the spec gives, and Peace instead of Piece", () => {
    expect(RACE_OPTIONS).toHaveLength(14);
    expect(OCCUPATION_OPTIONS).toHaveLength(9);
    expect(BARRIER_OPTIONS).toHaveLength(6);
    // The 16-personalities types and the nine enneagram types: the step links to both tests.
    expect(PERSONALITY_TYPE_OPTIONS).toHaveLength(16 + 9);
    expect(RECOVERY_QUESTIONS).toHaveLength(4);
    expect(TIME_ZONE_OPTIONS).toHaveLength(32);
    expect(new Set(TIME_ZONE_OPTIONS).size).toBe(32);
    expect(VALUE_OPTIONS).toContain("Peace");
    expect(VALUE_OPTIONS).not.toContain("Piece");
  });

  it("labels every readiness position", () => {
    expect(readinessLabel(0)).toBe("I'm just exploring right now");
    expect(readinessLabel(2)).toBe("Thinking about it");
    expect(readinessLabel(10)).toBe("Fully committed");
  });
});

describe("the onboarding records", () => {
  it("start the client record at the spec's defaults and accept it as submitted", () => {
    expect(CLIENT_ONBOARDING_DEFAULTS).toMatchObject({
      age: 0,
      menopauseStatus: "-",
      values: [],
      // Skipped readiness is not answered (spec: skipping saves nothing), not the slider's 2.
      readiness: "-",
    });
    expect(clientOnboardingDataSchema.safeParse(CLIENT_ONBOARDING_DEFAULTS).success).toBe(true);
    // The literal defaults (kept free of zod for the first load) are exactly what the schema fills in.
    expect(clientOnboardingDataSchema.parse({})).toEqual(CLIENT_ONBOARDING_DEFAULTS);
  });

  it("holds client answers to their step's rule", () => {
    const errors = errorsOf(clientOnboardingDataSchema, {
      age: 121,
      ZIP: "123456",
      values: ["Balance", "Peace", "Energy", "Clarity"],
      country: "Atlantis",
      readiness: 11,
    });
    expect(errors).toMatchObject({
      age: ONBOARDING_MESSAGES.ageRange,
      ZIP: ONBOARDING_MESSAGES.zipTooLong,
      values: ONBOARDING_MESSAGES.valuesMax,
      country: ONBOARDING_MESSAGES.notAnOption,
      readiness: ONBOARDING_MESSAGES.readinessRange,
    });
  });

  it("requires the practitioner's steps", () => {
    const errors = errorsOf(coachOnboardingDataSchema, { primary_niches: ["a", "b", "c", "d", "e", "f"] });
    expect(errors).toMatchObject({
      primary_niches: ONBOARDING_MESSAGES.focusAreasMax,
      practitioner_types: ONBOARDING_MESSAGES.practitionerTypesRequired,
      school: ONBOARDING_MESSAGES.schoolRequired,
      subscription_plan: ONBOARDING_MESSAGES.planRequired,
      first_name: ONBOARDING_MESSAGES.firstNameRequired,
      security_answers: ONBOARDING_MESSAGES.recoveryAnswerRequired,
    });
  });
});

describe("phoneNumberSchema", () => {
  it("keeps 10 digits as a North American number, with its country code 1", () => {
    expect(phoneNumberSchema.parse("5551234567")).toBe("15551234567");
  });

  it("keeps 11 to 15 digits as given", () => {
    expect(phoneNumberSchema.parse("15551234567")).toBe("15551234567");
    expect(phoneNumberSchema.parse("353871234567")).toBe("353871234567");
  });
});

describe("supportStepSchema", () => {
  it("takes 'No one right now' alone only", () => {
    expect(supportStepSchema.safeParse({ support: ["No one right now"] }).success).toBe(true);
    expect(supportStepSchema.safeParse({ support: ["Partner", "Doctor"] }).success).toBe(true);
    expect(errorsOf(supportStepSchema, { support: ["Partner", "No one right now"] })).toEqual({
      support: ONBOARDING_MESSAGES.supportNoOneAlone,
    });
  });
});
