import { z } from "zod";

/** The exact messages of spec section 5 (and 8), shared by the web forms and the API. */
export const VALIDATION_MESSAGES = {
  accountTypeRequired: "Account type is required",
  nameRequired: "Full name is required",
  nameTooLong: "Full name must be at most 200 characters",
  emailFormat: "The email format is incorrect",
  phoneTooShort: "Phone number is too short",
  phoneTooLong: "Phone number is too long",
  phoneDigitsOnly: "Phone number must contain digits only",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  passwordsDoNotMatch: "Passwords do not match",
  missingEmail: "Missing email - Please enter your email before submitting.",
  tokenRequired: "The link is missing its token",
  dobFormat: "Date of birth must be a date (YYYY-MM-DD)",
} as const;

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 200;

export const fullNameSchema = z
  .string({ error: VALIDATION_MESSAGES.nameRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.nameRequired)
  .max(NAME_MAX_LENGTH, VALIDATION_MESSAGES.nameTooLong);

export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.emailFormat })
  .trim()
  .max(254, VALIDATION_MESSAGES.emailFormat)
  .pipe(z.email(VALIDATION_MESSAGES.emailFormat));

/** Digits only (checked first), then 10 to 15 of them (E.164). */
export const phoneNumberSchema = z
  .string({ error: VALIDATION_MESSAGES.phoneTooShort })
  .regex(/^\d*$/, { error: VALIDATION_MESSAGES.phoneDigitsOnly, abort: true })
  .min(PHONE_MIN_DIGITS, VALIDATION_MESSAGES.phoneTooShort)
  .max(PHONE_MAX_DIGITS, VALIDATION_MESSAGES.phoneTooLong);

export const passwordSchema = z
  .string({ error: VALIDATION_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.passwordTooLong);

/** A calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date(VALIDATION_MESSAGES.dobFormat);

/** One-time tokens from e-mailed links (hex, 64 characters when made by the API). */
export const linkTokenSchema = z
  .string({ error: VALIDATION_MESSAGES.tokenRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.tokenRequired)
  .max(256, VALIDATION_MESSAGES.tokenRequired);

/**
 * The first message for each field of a failed parse, keyed by the dotted path: the same shape as
 * the API's `fieldErrors`, so a form shows client-side and server-side errors alike.
 */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/** Keeps only the digits a person typed into a phone field. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, "");
}
