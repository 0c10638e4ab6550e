/*
 * The validation messages and limits without the schemas: the forms show and check them before
 * zod has loaded (the schemas load after the first paint), so this module imports nothing.
 */

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
  controlCharacters: "Remove the control characters from this text",
  nameLinkOrMarkup: "A name cannot contain a web address or the characters < and >",
  dobRange: "Date of birth must be a past date after 1900",
} as const;

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 200;

/** Keeps only the digits a person typed into a phone field. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, "");
}
