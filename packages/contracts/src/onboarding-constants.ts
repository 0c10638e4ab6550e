/**
 * The onboarding values the web app needs before any schema: the "not answered" marker, the client
 * record's starting values and the multipart field name. Kept free of zod so that the store, which
 * is part of every page's first load, does not pull the schemas in with them; `contracts.test.ts`
 * proves the defaults equal what `clientOnboardingDataSchema` fills in.
 */
import type { ClientOnboardingDefaults } from "./onboarding";
import { NOT_ANSWERED } from "./draft-options";

export { NOT_ANSWERED };

/** The multipart field that carries the JSON answers, wrapped as `{ data: … }`. */
export const ONBOARDING_DATA_FIELD = "onboarding_data";

/** The multipart file fields of the onboarding submissions. */
export const ONBOARDING_FILE_FIELDS = {
  certificate: "certificate_file",
  profilePicture: "profile_picture",
} as const;

/** The multipart field of `POST /api/coach/invitees/import`. */
export const INVITEE_IMPORT_FIELD = "file";

/**
 * The client record's starting values (spec section 3 table): nothing answered. Readiness too is
 * '-' until the step is answered; the slider only starts at 2.
 */
export const CLIENT_ONBOARDING_DEFAULTS: ClientOnboardingDefaults = {
  age: 0,
  menopauseStatus: NOT_ANSWERED,
  country: NOT_ANSWERED,
  ZIP: NOT_ANSWERED,
  language: [],
  race: NOT_ANSWERED,
  household: NOT_ANSWERED,
  education: NOT_ANSWERED,
  occupation: NOT_ANSWERED,
  whatBringsYouHere: NOT_ANSWERED,
  values: [],
  barriers: NOT_ANSWERED,
  support: [],
  personalityType: NOT_ANSWERED,
  readiness: NOT_ANSWERED,
};
