/**
 * The pages of the two onboardings by name, as the server keeps the page a person left on (so a
 * sign-in anywhere resumes there). Kept free of zod like `onboarding-constants.ts`: the store
 * records the step on every page.
 */

/** The client flow's pages in order (spec section 4 "Client flow"); finish is not a resting place. */
export const CLIENT_ONBOARDING_STEP_IDS = [
  "welcome",
  "aboutYou",
  "whatBringsYouHere",
  "values",
  "barriers",
  "support",
  "personalityType",
  "chooseTest",
  "readiness",
  "summary",
] as const;
export type ClientOnboardingStepId = (typeof CLIENT_ONBOARDING_STEP_IDS)[number];

/** The practitioner flow's pages in order (spec section 4); the intro carousel has pages of its own. */
export const COACH_ONBOARDING_STEP_IDS = [
  "intro",
  "practitionerType",
  "focusAreas",
  "aboutPractice",
  "subscriptionPlan",
  "profileSetup",
  "inviteClients",
] as const;
export type CoachOnboardingStepId = (typeof COACH_ONBOARDING_STEP_IDS)[number];

export type OnboardingStepId = ClientOnboardingStepId | CoachOnboardingStepId;

/** The highest carousel page a saved position may name. */
export const MAX_ONBOARDING_PAGE = 20;

/**
 * What of the practitioner's draft is not kept on the server while they move through the steps:
 * the files (they stay in the browser that chose them until the finish step sends them) and the
 * recovery answer (stored only hashed, at the finish step).
 */
export const COACH_PROGRESS_LOCAL_FIELDS = [
  "certificate_file",
  "profile_picture",
  "security_answers",
] as const;
