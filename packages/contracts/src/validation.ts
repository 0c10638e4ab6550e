import { z } from "zod";

import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  VALIDATION_MESSAGES,
} from "./validation-messages";

export {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  VALIDATION_MESSAGES,
};

/*
 * The one text rule of every request: no control characters. They cannot be typed, PostgreSQL
 * refuses NUL in text and JSON, and line breaks in a name or an address end up in e-mail headers.
 * Refused everywhere: C0 controls (NUL included) except the three below, DEL, C1 controls
 * (U+0080–U+009F), and lone UTF-16 surrogates (half a character, which no encoding can store).
 * Free text (several lines) keeps TAB, LF and CR; one-line text refuses them too, and the Unicode
 * line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cs}]*$/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\p{Cs}]*$/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_SINGLE_LINE_TEXT = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\p{Cs}]+/gu;

/**
 * A one-line text (names, e-mails, phones, titles, answers): refuses control characters, line
 * breaks and tabs with `VALIDATION_MESSAGES.controlCharacters`. `error` is the message for a value
 * that is not a string. Chain `.trim()`, `.min()`… after it.
 */
export const singleLineText = (error?: string) =>
  (error === undefined ? z.string() : z.string({ error })).regex(
    SINGLE_LINE_TEXT,
    VALIDATION_MESSAGES.controlCharacters,
  );

/** Free text of several lines (notes, stories): like `singleLineText`, but TAB, LF and CR are kept. */
export const multiLineText = (error?: string) =>
  (error === undefined ? z.string() : z.string({ error })).regex(
    MULTI_LINE_TEXT,
    VALIDATION_MESSAGES.controlCharacters,
  );

/**
 * A text that no person typed in a form (an uploaded file's name) made one-line: each run of
 * refused characters becomes one space, and the ends are trimmed.
 */
export function toSingleLineText(value: string): string {
  return value.replace(NOT_SINGLE_LINE_TEXT, " ").trim();
}

/**
 * Text that a mail program would show as a link or read as markup: a scheme (`https://`,
 * `javascript:`), `www.`, a bare domain of a common top-level domain (`example.com`), or `<` / `>`. People's names are quoted in
 * e-mails sent to other people, so a name must not be a way to put a link in front of them.
 */
const LINK_OR_MARKUP =
  /[<>]|[a-z][a-z0-9+.-]*:\/\/|\b(?:javascript|data|mailto):|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|uk|de|fr|ru|cn|xyz|top|site|online|app|link|ly|me|us|click)\b/i;

export function looksLikeLinkOrMarkup(value: string): boolean {
  return LINK_OR_MARKUP.test(value);
}

export const fullNameSchema = singleLineText(VALIDATION_MESSAGES.nameRequired)
  .trim()
  .min(1, VALIDATION_MESSAGES.nameRequired)
  // Stops here when too long: the link pattern backtracks, and a megabyte of name took minutes.
  .max(NAME_MAX_LENGTH, { error: VALIDATION_MESSAGES.nameTooLong, abort: true })
  .refine((name) => !looksLikeLinkOrMarkup(name), VALIDATION_MESSAGES.nameLinkOrMarkup);

export const emailSchema = singleLineText(VALIDATION_MESSAGES.emailFormat)
  .trim()
  .max(254, VALIDATION_MESSAGES.emailFormat)
  .pipe(z.email(VALIDATION_MESSAGES.emailFormat))
  // Said again for the OpenAPI document, which describes what a request may send (the pipe's input).
  .meta({ format: "email" });

/**
 * Digits only (checked first), then 10 to 15 of them (E.164). Ten digits are a North American
 * number and are kept with its country code, 1 (decisions.md); 11 to 15 digits are kept as given.
 */
export const phoneNumberSchema = singleLineText(VALIDATION_MESSAGES.phoneTooShort)
  .regex(/^\d*$/, { error: VALIDATION_MESSAGES.phoneDigitsOnly, abort: true })
  .min(PHONE_MIN_DIGITS, VALIDATION_MESSAGES.phoneTooShort)
  .max(PHONE_MAX_DIGITS, VALIDATION_MESSAGES.phoneTooLong)
  .transform((digits) => (digits.length === PHONE_MIN_DIGITS ? `1${digits}` : digits));

/** A new password. (Signing in and confirming take any password: see `loginRequestSchema`.) */
export const passwordSchema = singleLineText(VALIDATION_MESSAGES.passwordTooShort)
  .min(PASSWORD_MIN_LENGTH, VALIDATION_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.passwordTooLong);

/** A calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date(VALIDATION_MESSAGES.dobFormat);

/** A date of birth: a real calendar date, after 1900 and not after today (9999-12-31 is not one). */
export const dobSchema = isoDateSchema.refine((value) => {
  const today = new Date().toISOString().slice(0, 10);
  return value >= "1900-01-01" && value <= today;
}, VALIDATION_MESSAGES.dobRange);

/** One-time tokens from e-mailed links (hex, 64 characters when made by the API). */
export const linkTokenSchema = singleLineText(VALIDATION_MESSAGES.tokenRequired)
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
