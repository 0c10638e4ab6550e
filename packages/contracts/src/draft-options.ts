/**
 * The answers the stores check a saved onboarding draft against from the first page on, apart
 * from the other option lists (options.ts, which re-exports these): loading the app does not
 * load every list of the onboardings.
 */

/** The value of a field the person has not answered (the spec's defaults). */
export const NOT_ANSWERED = "-";

/** The choice that opens a field to write one's own answer. */
export const OTHER_PLEASE_SPECIFY = "Other (please specify)";

export const LANGUAGE_OPTIONS = [
  "English",
  "Spanish",
  "French",
  "German",
  "Portuguese",
  "Italian",
  "Dutch",
  "Polish",
  "Ukrainian",
  "Chinese",
] as const;
