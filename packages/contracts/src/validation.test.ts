import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  acceptCoachInviteRequestSchema,
  clientOnboardingEnvelopeSchema,
  clientOnboardingProgressSchema,
  coachOnboardingEnvelopeSchema,
  coachOnboardingProgressSchema,
  completeSignupRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordFormSchema,
  forgotPasswordRequestSchema,
  fullNameSchema,
  invitationTokenParamsSchema,
  inviteClientsRequestSchema,
  loginRequestSchema,
  multiLineText,
  NAME_MAX_LENGTH,
  newPasswordFormSchema,
  resetPasswordRequestSchema,
  signUpFormSchema,
  signupRequestSchema,
  singleLineText,
  toFieldErrors,
  toSingleLineText,
  updateProfileRequestSchema,
  userExistParamsSchema,
  VALIDATION_MESSAGES,
  verifyResetTokenRequestSchema,
} from "./index";

const REFUSED = VALIDATION_MESSAGES.controlCharacters;
const TOKEN = "a".repeat(64);

describe("the text rule", () => {
  const controls = [
    ["NUL", "\u0000"],
    ["BEL", "\u0007"],
    ["ESC", "\u001B"],
    ["DEL", "\u007F"],
    ["NEL (C1)", "\u0085"],
    ["CSI (C1)", "\u009B"],
    ["a lone high surrogate", "\uD800"],
    ["a lone low surrogate", "\uDC00"],
  ] as const;
  const lineBreaks = [
    ["LF", "\n"],
    ["CR", "\r"],
    ["TAB", "\t"],
    ["LINE SEPARATOR", "\u2028"],
    ["PARAGRAPH SEPARATOR", "\u2029"],
  ] as const;

  it.each([...controls, ...lineBreaks])("refuses %s inside a one-line text", (_name, char) => {
    const result = singleLineText().safeParse(`Ann${char}Lee`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REFUSED]);
  });

  it.each(controls)("refuses %s inside free text", (_name, char) => {
    expect(multiLineText().safeParse(`Line one${char}`).error?.issues[0]?.message).toBe(REFUSED);
  });

  it("keeps line breaks and tabs in free text, and every printable character in both", () => {
    expect(multiLineText().parse("One\r\nTwo\n\tThree")).toBe("One\r\nTwo\n\tThree");
    for (const text of [
      "Zoë O'Brien-Łukasiewicz",
      "李小龙",
      "سارة\u200F",
      "Ann 😀",
      "\u202Eevil",
      "a".repeat(100_000),
    ]) {
      expect(singleLineText().parse(text)).toBe(text);
      expect(multiLineText().parse(text)).toBe(text);
    }
  });

  it("checks nothing more of a name that is too long (the link check backtracks on long text)", () => {
    const long = `www.${"x".repeat(NAME_MAX_LENGTH)}.com`;
    expect(fullNameSchema.safeParse(long).error?.issues.map((issue) => issue.message)).toEqual([
      VALIDATION_MESSAGES.nameTooLong,
    ]);
  });

  it("says a value that is not text is missing, with the field's own message", () => {
    expect(singleLineText("Full name is required").safeParse(42).error?.issues[0]?.message).toBe(
      "Full name is required",
    );
  });

  it("turns an uploaded file's name into one line of text", () => {
    expect(toSingleLineText("report\u0000\u0000.pdf")).toBe("report .pdf");
    expect(toSingleLineText("two\r\nlines.csv\n")).toBe("two lines.csv");
    expect(toSingleLineText("half\uD83D.png")).toBe("half .png");
    expect(toSingleLineText("Ann 😀 list.csv")).toBe("Ann 😀 list.csv");
    expect(toSingleLineText("\u0000\t")).toBe("");
  });
});

/** A valid example of every request schema (and the forms that share their rules). */
const requests: {
  name: string;
  schema: z.ZodType;
  valid: unknown;
  multiLine?: string[];
  exempt?: string[];
}[] = [
  {
    name: "sign-up",
    schema: signupRequestSchema,
    valid: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone_number: "15551234567",
      password: "correct horse",
      roleID: 3,
      dob: "1970-01-01",
    },
  },
  {
    name: "the sign-up form",
    schema: signUpFormSchema,
    valid: {
      accountType: "client",
      name: "Ada",
      email: "ada@example.com",
      phone: "15551234567",
      password: "correct horse",
      newPassword: "correct horse",
    },
    // The repeat field is compared with the first: a control character there shows as a mismatch too.
  },
  { name: "complete-signup", schema: completeSignupRequestSchema, valid: { email: "a@b.co", token: TOKEN } },
  {
    name: "login",
    schema: loginRequestSchema,
    valid: { email: "a@b.co", password: "anything" },
    // Signing in takes the password as it was set: refusing characters here could only lock someone out.
    exempt: ["password"],
  },
  { name: "user-exist", schema: userExistParamsSchema, valid: { email: "a@b.co" } },
  { name: "forgot-password", schema: forgotPasswordRequestSchema, valid: { email: "a@b.co" } },
  { name: "the forgot-password form", schema: forgotPasswordFormSchema, valid: { email: "a@b.co" } },
  {
    name: "verify-reset-token",
    schema: verifyResetTokenRequestSchema,
    valid: { email: "a@b.co", token: TOKEN },
  },
  {
    name: "reset-password",
    schema: resetPasswordRequestSchema,
    valid: { email: "a@b.co", token: TOKEN, new_password: "correct horse" },
  },
  {
    name: "the new-password form",
    schema: newPasswordFormSchema,
    valid: { newPassword: "correct horse", newPasswordRepeat: "correct horse" },
  },
  {
    name: "profile update",
    schema: updateProfileRequestSchema,
    valid: { name: "Ada", phone_number: "15551234567", dob: "1970-01-01" },
  },
  {
    name: "delete-account",
    schema: deleteAccountRequestSchema,
    valid: { password: "anything" },
    exempt: ["password"],
  },
  {
    name: "invite-client",
    schema: inviteClientsRequestSchema,
    valid: { invitees: [{ name: "Nora", email: "nora@example.com", phone_number: "15551234567" }] },
  },
  { name: "invitation-details", schema: invitationTokenParamsSchema, valid: { token: TOKEN } },
  { name: "accept-coach-invite", schema: acceptCoachInviteRequestSchema, valid: { token: TOKEN } },
  {
    name: "practitioner onboarding",
    schema: coachOnboardingEnvelopeSchema,
    valid: {
      data: {
        primary_niches: ["Perimenopause & Menopause", "My niche"],
        practitioner_types: ["Midwife", "Herbalist", "Yoga Teacher", "Fertility Coach", "Patient Advocate"],
        school: ["Health Coach Institute"],
        recent_client_count: "0-5",
        target_client_count: "16-30",
        uses_labs_supplements: "Planning to",
        subscription_plan: "professional",
        first_name: "Priya",
        last_name: "Priya Wellness",
        age: 44,
        gender: "women",
        timezone: "GMT+05:30",
        security_questions: "What was the name of your first pet?",
        security_answers: "Biscuit",
        display_credentials: "RN",
        location: "Leeds",
        years_experience: 5,
        personal_story: "Twenty years of care.",
        uses_ai: "No",
        practice_management_software: "None",
        supplement_dispensing_method: "None",
        biometrics_monitoring_method: "None",
        lab_ordering_method: "None",
        supplement_ordering_method: "None",
        expertise_areas: ["Sleep"],
        certifications: ["RN"],
        content_specialties: ["Writing"],
        business_challenges: ["Time"],
      },
    },
    multiLine: ["data.personal_story"],
  },
  {
    name: "practitioner onboarding progress",
    schema: coachOnboardingProgressSchema,
    valid: {
      step: "focusAreas",
      page: null,
      draft: {
        practitioner_types: ["Midwife"],
        primary_niches: ["My niche"],
        school: ["Health Coach Institute"],
        first_name: "Priya",
        last_name: "Priya Wellness",
        invitees: [{ name: "Nora", contact: "nora@example.com" }],
      },
    },
  },
  {
    name: "client onboarding progress",
    schema: clientOnboardingProgressSchema,
    valid: { step: "aboutYou", page: null, draft: { race: "My own words", values: ["Peace"] } },
  },
  {
    name: "client onboarding",
    schema: clientOnboardingEnvelopeSchema,
    valid: {
      data: {
        age: 52,
        ZIP: "10115",
        race: "My own words",
        whatBringsYouHere: "Feel like myself again",
        values: ["Peace"],
        barriers: "Night shifts",
      },
    },
  },
];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/**
 * The dotted paths of every free-text field of a schema (strings that are not a fixed choice or a
 * date), found from its JSON Schema so that a field added later is checked without editing this test.
 */
function textPaths(schema: JsonSchema, path: string[] = []): string[][] {
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (branches.length > 0) {
    const found = branches.flatMap((branch) => textPaths(branch, path));
    return [...new Map(found.map((each) => [each.join("."), each])).values()];
  }
  if (schema.type === "object") {
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) =>
      textPaths(value, [...path, key]),
    );
  }
  if (schema.type === "array" && schema.items) return textPaths(schema.items, [...path, "0"]);
  if (schema.type === "string" && !schema.enum && schema.const === undefined && schema.format !== "date") {
    return [path];
  }
  return [];
}

function withValue(valid: unknown, path: string[], value: string): unknown {
  const copy = structuredClone(valid) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  path.slice(0, -1).forEach((key, index) => {
    node[key] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[path.at(-1)!] = value;
  return copy;
}

describe("every text field of every request", () => {
  it.each(requests)("of $name refuses control characters with the text rule's message", (request) => {
    expect(request.schema.safeParse(request.valid).error).toBeUndefined();
    const paths = textPaths(z.toJSONSchema(request.schema, { io: "input" }) as JsonSchema);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const field = path.join(".");
      if (request.exempt?.includes(field)) continue;
      const existing = path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
        request.valid,
      );
      const base = typeof existing === "string" ? existing : "x";
      for (const bad of [`${base}\u0000`, `\u0007${base}`, `${base.slice(0, 1)}\u0085${base.slice(1)}`]) {
        const result = request.schema.safeParse(withValue(request.valid, path, bad));
        expect(result.success, `${field} took ${JSON.stringify(bad)}`).toBe(false);
        expect(toFieldErrors(result.error!)[field], field).toBe(REFUSED);
      }
      const twoLines = request.schema.safeParse(withValue(request.valid, path, `${base}\n${base}`));
      if (request.multiLine?.includes(field)) expect(twoLines.error, field).toBeUndefined();
      else expect(toFieldErrors(twoLines.error!)[field], field).toBe(REFUSED);
    }
  });
});
