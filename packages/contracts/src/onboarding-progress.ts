import { z } from "zod";

import { MAX_INVITEES_PER_REQUEST } from "./invitations";
import { MAX_IMPORTED_INVITEES } from "./invitee-import";
import { clientOnboardingDataSchema } from "./onboarding";
import {
  CLIENT_ONBOARDING_STEP_IDS,
  COACH_ONBOARDING_STEP_IDS,
  MAX_ONBOARDING_PAGE,
} from "./onboarding-steps";
import {
  CLIENT_COUNT_RANGES,
  GENDER_OPTIONS,
  LABS_SUPPLEMENTS_OPTIONS,
  PRACTITIONER_CATEGORIES,
  RECOVERY_QUESTIONS,
  SCHOOL_OPTIONS,
  TIME_ZONE_OPTIONS,
  TWO_FACTOR_METHODS,
} from "./options";
import { PLAN_IDS } from "./plans";
import { singleLineText } from "./validation";

/** A choice of a draft: one of the options, or '' while nothing is chosen. */
const draftChoice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.literal(""), z.enum(options)]);
const draftText = singleLineText().max(200);

/**
 * The practitioner's draft as the server keeps it while they move through the steps: the
 * `CoachOnboardingDraft` without its files and recovery answer (`COACH_PROGRESS_LOCAL_FIELDS`).
 * A draft is unfinished, so every field is optional and a choice may be '' (nothing chosen yet);
 * the finish step's `coachOnboardingDataSchema` checks the answers in full.
 */
export const coachOnboardingProgressDraftSchema = z
  .object({
    practitioner_types: z.array(draftText).max(PRACTITIONER_CATEGORIES.length),
    primary_niches: z.array(draftText).max(20),
    school: z.array(draftText).max(SCHOOL_OPTIONS.length),
    recent_client_count: draftChoice(CLIENT_COUNT_RANGES),
    target_client_count: draftChoice(CLIENT_COUNT_RANGES),
    uses_labs_supplements: draftChoice(LABS_SUPPLEMENTS_OPTIONS),
    subscription_plan: draftChoice(PLAN_IDS),
    first_name: draftText,
    last_name: draftText,
    age: z.number().int().min(0).max(120).nullable(),
    gender: draftChoice(GENDER_OPTIONS),
    timezone: draftChoice(TIME_ZONE_OPTIONS),
    two_factor_enabled: z.boolean(),
    two_factor_method: draftChoice(TWO_FACTOR_METHODS),
    security_questions: draftChoice(RECOVERY_QUESTIONS),
    invitees: z
      .array(z.object({ name: draftText, contact: singleLineText().max(320) }))
      .max(MAX_IMPORTED_INVITEES + MAX_INVITEES_PER_REQUEST),
  })
  .partial();
export type CoachOnboardingProgressDraft = z.infer<typeof coachOnboardingProgressDraftSchema>;

/** The carousel page of the step (the practitioner intro), null for a step without pages. */
const pageSchema = z.number().int().min(0).max(MAX_ONBOARDING_PAGE).nullable().default(null);

/** `PUT /api/client/onboarding/progress`: the page the client is on and the draft so far. */
export const clientOnboardingProgressSchema = z.object({
  step: z.enum(CLIENT_ONBOARDING_STEP_IDS),
  page: pageSchema,
  draft: clientOnboardingDataSchema,
});
export type ClientOnboardingProgress = z.input<typeof clientOnboardingProgressSchema>;

/** `PUT /api/coach/onboarding/progress`: the page the practitioner is on and the draft so far. */
export const coachOnboardingProgressSchema = z.object({
  step: z.enum(COACH_ONBOARDING_STEP_IDS),
  page: pageSchema,
  draft: coachOnboardingProgressDraftSchema,
});
export type CoachOnboardingProgress = z.input<typeof coachOnboardingProgressSchema>;

/** The saved position and draft (null before the first save and once the onboarding is submitted). */
export const clientOnboardingProgressResponseSchema = z.object({
  progress: clientOnboardingProgressSchema.extend({ updatedAt: z.string() }).nullable(),
});
export type ClientOnboardingProgressResponse = z.infer<typeof clientOnboardingProgressResponseSchema>;

export const coachOnboardingProgressResponseSchema = z.object({
  progress: coachOnboardingProgressSchema.extend({ updatedAt: z.string() }).nullable(),
});
export type CoachOnboardingProgressResponse = z.infer<typeof coachOnboardingProgressResponseSchema>;
