import { z } from "zod";

import { authUserSchema } from "./auth";
import { storedFileSchema } from "./files";
import {
  CLIENT_COUNT_RANGES,
  COUNTRY_OPTIONS,
  EDUCATION_OPTIONS,
  GENDER_OPTIONS,
  HOUSEHOLD_OPTIONS,
  LABS_SUPPLEMENTS_OPTIONS,
  LANGUAGE_OPTIONS,
  MAX_FOCUS_AREAS,
  NOT_ANSWERED,
  OCCUPATION_OPTIONS,
  PERIOD_STATUS_OPTIONS,
  PERSONALITY_TYPE_OPTIONS,
  PRACTITIONER_CATEGORIES,
  READINESS_MAX,
  READINESS_MIN,
  RECOVERY_QUESTIONS,
  SCHOOL_OPTIONS,
  SUPPORT_NO_ONE,
  SUPPORT_OPTIONS,
  TIME_ZONE_OPTIONS,
  TWO_FACTOR_METHODS,
} from "./options";
import { planIdSchema } from "./plans";
import { multiLineText, singleLineText } from "./validation";

export const ONBOARDING_MESSAGES = {
  ageRange: "Age must be between 0 and 120",
  focusAreasRequired: "Choose at least one focus area",
  focusAreasMax: `Choose at most ${MAX_FOCUS_AREAS} focus areas`,
  otherRequired: "Please specify",
  practitionerTypesRequired: "Choose an answer in each of the 5 categories",
  schoolRequired: "Choose at least one school",
  clientCountRequired: "Choose a client count",
  labsRequired: "Choose whether you use labs or supplements",
  certificateRequired: "Upload at least one certificate or licence",
  planRequired: "Choose a plan",
  firstNameRequired: "First name is required",
  lastNameRequired: "Alternative name is required",
  genderRequired: "Choose a gender",
  timezoneRequired: "Choose a time zone",
  recoveryQuestionRequired: "Choose a recovery question",
  recoveryAnswerRequired: "Recovery answer is required",
  twoFactorMethod: "Choose SMS, Authenticator App or Email",
  periodStatusRequired: "Choose your period status",
  countryRequired: "Choose your country",
  zipRequired: "ZIP is required",
  zipTooLong: "ZIP must be at most 5 characters",
  languageRequired: "Choose at least one language",
  householdRequired: "Choose your household",
  mainGoalRequired: "Choose what brings you here",
  valuesRequired: "Choose at least one value",
  valuesMax: "Choose at most 3 values",
  barrierRequired: "Choose your main barrier",
  personalityTypeRequired: "Choose your personality type",
  readinessRange: "Readiness must be between 0 and 10",
  notAnOption: "Choose one of the listed options",
  supportNoOneAlone: "'No one right now' cannot be chosen with other answers",
} as const;

const M = ONBOARDING_MESSAGES;

/** A free-text answer (also what 'Other' is replaced by): one line, non-blank after trimming. */
const answerText = (message: string = M.otherRequired) =>
  singleLineText(message).trim().min(1, message).max(200);
/** An optional one-line answer. */
const optionalText = (max = 200) => singleLineText().trim().max(max).optional();
/** An optional answer of several lines. */
const optionalFreeText = (max = 2000) => multiLineText().trim().max(max).optional();
const ageSchema = z.number({ error: M.ageRange }).int(M.ageRange).min(0, M.ageRange).max(120, M.ageRange);

/* ---------- Practitioner (coach) onboarding ---------- */

/** Focus areas step: 1 to 5 chips; a custom niche replaces 'Other'. */
export const focusAreasStepSchema = z.object({
  primary_niches: z
    .array(answerText(), { error: M.focusAreasRequired })
    .min(1, M.focusAreasRequired)
    .max(MAX_FOCUS_AREAS, M.focusAreasMax)
    .refine((niches) => !niches.includes("Other"), M.otherRequired),
});

/** Practitioner type step: one answer per category, 'Other (please specify)' replaced by text. */
export const practitionerTypeStepSchema = z.object({
  practitioner_types: z
    .array(answerText(M.practitionerTypesRequired), { error: M.practitionerTypesRequired })
    .length(PRACTITIONER_CATEGORIES.length, M.practitionerTypesRequired)
    .refine((types) => !types.includes("Other (please specify)"), M.otherRequired),
});

/** About your practice step (certificate files travel beside the JSON, see files.ts). */
export const aboutPracticeStepSchema = z.object({
  school: z
    .array(z.enum(SCHOOL_OPTIONS, { error: M.notAnOption }), { error: M.schoolRequired })
    .min(1, M.schoolRequired),
  recent_client_count: z.enum(CLIENT_COUNT_RANGES, { error: M.clientCountRequired }),
  target_client_count: z.enum(CLIENT_COUNT_RANGES, { error: M.clientCountRequired }),
  uses_labs_supplements: z.enum(LABS_SUPPLEMENTS_OPTIONS, { error: M.labsRequired }),
});

export const subscriptionPlanStepSchema = z.object({
  subscription_plan: planIdSchema,
});

/** Profile setup step. */
export const profileSetupStepSchema = z.object({
  first_name: answerText(M.firstNameRequired),
  /** Labelled 'Alternative name for your practice profile'. */
  last_name: answerText(M.lastNameRequired),
  age: ageSchema,
  gender: z.enum(GENDER_OPTIONS, { error: M.genderRequired }),
  timezone: z.enum(TIME_ZONE_OPTIONS, { error: M.timezoneRequired }),
  two_factor_enabled: z.boolean().default(false),
  two_factor_method: z.enum(TWO_FACTOR_METHODS, { error: M.twoFactorMethod }).optional(),
  /** The chosen recovery question. */
  security_questions: z.enum(RECOVERY_QUESTIONS, { error: M.recoveryQuestionRequired }),
  /** The answer; stored hashed and never answered back. */
  security_answers: answerText(M.recoveryAnswerRequired),
});

/** Fields of the record that no step requires. */
const coachOptionalFields = {
  display_credentials: optionalText(200),
  location: optionalText(200),
  years_experience: z.number().int().min(0).max(80).optional(),
  personal_story: optionalFreeText(5000),
  uses_ai: optionalText(200),
  practice_management_software: optionalText(200),
  supplement_dispensing_method: optionalText(200),
  biometrics_monitoring_method: optionalText(200),
  lab_ordering_method: optionalText(200),
  supplement_ordering_method: optionalText(200),
  expertise_areas: z.array(answerText()).max(50).default([]),
  certifications: z.array(answerText()).max(50).default([]),
  content_specialties: z.array(answerText()).max(50).default([]),
  business_challenges: z.array(answerText()).max(50).default([]),
  coach_admin_privacy_accepted: z.boolean().default(false),
  independent_contractor_accepted: z.boolean().default(false),
  content_licensing_accepted: z.boolean().default(false),
  affiliate_terms_accepted: z.boolean().default(false),
  confidentiality_accepted: z.boolean().default(false),
  terms_of_use_accepted: z.boolean().default(false),
  media_release_accepted: z.boolean().default(false),
};

/**
 * The practitioner onboarding answers as submitted in `onboarding_data` (`{ data: … }`) to
 * `POST /api/coach/onboarding`. Certificate files (`certificate_file`, at least one) and the
 * profile picture (`profile_picture`) are multipart file fields beside it.
 */
export const coachOnboardingDataSchema = z.object({
  ...focusAreasStepSchema.shape,
  ...practitionerTypeStepSchema.shape,
  ...aboutPracticeStepSchema.shape,
  ...subscriptionPlanStepSchema.shape,
  ...profileSetupStepSchema.shape,
  ...coachOptionalFields,
});
export type CoachOnboardingData = z.input<typeof coachOnboardingDataSchema>;

/** The stored practitioner record as the API answers it: no recovery answer, file references. */
export const coachOnboardingRecordSchema = coachOnboardingDataSchema.omit({ security_answers: true }).extend({
  certificate_file: z.array(storedFileSchema),
  profile_picture: storedFileSchema.nullable(),
  completedAt: z.string(),
});
export type CoachOnboardingRecord = z.infer<typeof coachOnboardingRecordSchema>;

/* ---------- Client onboarding ---------- */

const notAnswered = z.literal(NOT_ANSWERED);
const choiceOrUnanswered = <T extends readonly [string, ...string[]]>(options: T) =>
  z.union([notAnswered, z.enum(options)], { error: M.notAnOption });
const textOrUnanswered = z.union([notAnswered, answerText()]);

/** About you step. Race, occupation and education are optional. */
export const aboutYouStepSchema = z.object({
  age: ageSchema,
  menopauseStatus: z.enum(PERIOD_STATUS_OPTIONS, { error: M.periodStatusRequired }),
  country: z.enum(COUNTRY_OPTIONS, { error: M.countryRequired }),
  ZIP: singleLineText(M.zipRequired).trim().min(1, M.zipRequired).max(5, M.zipTooLong),
  language: z
    .array(z.enum(LANGUAGE_OPTIONS, { error: M.notAnOption }), { error: M.languageRequired })
    .min(1, M.languageRequired),
  household: z.enum(HOUSEHOLD_OPTIONS, { error: M.householdRequired }),
  /** One of RACE_OPTIONS, or the typed text that replaces 'Other (please specify)'. */
  race: textOrUnanswered.optional(),
  occupation: choiceOrUnanswered(OCCUPATION_OPTIONS).optional(),
  education: choiceOrUnanswered(EDUCATION_OPTIONS).optional(),
});

/** What brings you here: one of MAIN_GOAL_OPTIONS, or the typed text that replaces 'Other'. */
export const whatBringsYouHereStepSchema = z.object({
  whatBringsYouHere: answerText(M.mainGoalRequired).refine((value) => value !== "Other", M.otherRequired),
});

/** Values: 1 to 3 of VALUE_OPTIONS ('Other' replaced by the typed text). */
export const valuesStepSchema = z.object({
  values: z
    .array(answerText(), { error: M.valuesRequired })
    .min(1, M.valuesRequired)
    .max(3, M.valuesMax)
    .refine((values) => !values.includes("Other"), M.otherRequired),
});

/** Barriers: one of BARRIER_OPTIONS, or the typed text that replaces 'Other'. */
export const barriersStepSchema = z.object({
  barriers: answerText(M.barrierRequired).refine((value) => value !== "Other", M.otherRequired),
});

/** Support: any number of SUPPORT_OPTIONS, or 'No one right now' alone (Continue is never disabled). */
const supportAnswer = z
  .array(z.enum(SUPPORT_OPTIONS, { error: M.notAnOption }))
  .max(SUPPORT_OPTIONS.length)
  .refine((support) => !support.includes(SUPPORT_NO_ONE) || support.length === 1, M.supportNoOneAlone);

export const supportStepSchema = z.object({ support: supportAnswer });

/** 'I already know my type' needs a chosen type. */
export const personalityTypeStepSchema = z.object({
  personalityType: z.enum(PERSONALITY_TYPE_OPTIONS, { error: M.personalityTypeRequired }),
});

export const readinessStepSchema = z.object({
  readiness: z
    .number({ error: M.readinessRange })
    .int(M.readinessRange)
    .min(READINESS_MIN, M.readinessRange)
    .max(READINESS_MAX, M.readinessRange),
});

type AboutYouStep = z.output<typeof aboutYouStepSchema>;

/**
 * The client steps' answers as a step hands them to the draft, typed once for screens and store.
 * About you: optional answers left empty are left out; race is as chosen, with the text typed for
 * 'Other (please specify)' in `raceOther`.
 */
export type AboutYouAnswers = Omit<AboutYouStep, "race"> & { race?: string; raceOther?: string };
/** A single choice with the text typed for 'Other'. */
export type ChoiceAnswer = { choice: string; otherText?: string };
/** A multiple choice with the text typed for 'Other'. */
export type ChoicesAnswer = { choices: string[]; otherText?: string };
/** The Support step's choices. */
export type SupportAnswer = z.output<typeof supportStepSchema>["support"];

/**
 * The client onboarding answers as submitted in `onboarding_data` (`{ data: … }`) to
 * `POST /api/client/onboarding`. Every step may be skipped ('Skip this for now'), so each field is
 * either the spec's default ('-', 0, empty list) or an answer that follows its step's rule.
 */
export const clientOnboardingDataSchema = z.object({
  age: ageSchema.default(0),
  menopauseStatus: choiceOrUnanswered(PERIOD_STATUS_OPTIONS).default(NOT_ANSWERED),
  country: choiceOrUnanswered(COUNTRY_OPTIONS).default(NOT_ANSWERED),
  ZIP: z
    .union([notAnswered, singleLineText().trim().min(1, M.zipRequired).max(5, M.zipTooLong)])
    .default(NOT_ANSWERED),
  language: z
    .array(z.enum(LANGUAGE_OPTIONS, { error: M.notAnOption }))
    .max(LANGUAGE_OPTIONS.length)
    .default([]),
  race: textOrUnanswered.default(NOT_ANSWERED),
  household: choiceOrUnanswered(HOUSEHOLD_OPTIONS).default(NOT_ANSWERED),
  education: choiceOrUnanswered(EDUCATION_OPTIONS).default(NOT_ANSWERED),
  occupation: choiceOrUnanswered(OCCUPATION_OPTIONS).default(NOT_ANSWERED),
  whatBringsYouHere: textOrUnanswered.default(NOT_ANSWERED),
  values: z.array(answerText()).max(3, M.valuesMax).default([]),
  barriers: textOrUnanswered.default(NOT_ANSWERED),
  support: supportAnswer.default([]),
  personalityType: choiceOrUnanswered(PERSONALITY_TYPE_OPTIONS).default(NOT_ANSWERED),
  readiness: z
    .union([notAnswered, readinessStepSchema.shape.readiness], { error: M.readinessRange })
    .default(NOT_ANSWERED),
});
export type ClientOnboardingData = z.input<typeof clientOnboardingDataSchema>;

/** The shape of the client record's starting values (`CLIENT_ONBOARDING_DEFAULTS`). */
export type ClientOnboardingDefaults = z.output<typeof clientOnboardingDataSchema>;

/** The stored client record as the API answers it. */
export const clientOnboardingRecordSchema = clientOnboardingDataSchema.extend({
  profile_picture: storedFileSchema.nullable(),
  completedAt: z.string(),
});
export type ClientOnboardingRecord = z.infer<typeof clientOnboardingRecordSchema>;

/* ---------- Requests and answers ---------- */

export const coachOnboardingEnvelopeSchema = z.object({ data: coachOnboardingDataSchema });
export const clientOnboardingEnvelopeSchema = z.object({ data: clientOnboardingDataSchema });

/** Answer of a submitted onboarding: the full user, now with `roleName`, and the stored record. */
export const coachOnboardingSubmitResponseSchema = z.object({
  message: z.string(),
  user: authUserSchema,
  data: coachOnboardingRecordSchema,
});
export type CoachOnboardingSubmitResponse = z.infer<typeof coachOnboardingSubmitResponseSchema>;

export const clientOnboardingSubmitResponseSchema = z.object({
  message: z.string(),
  user: authUserSchema,
  data: clientOnboardingRecordSchema,
});
export type ClientOnboardingSubmitResponse = z.infer<typeof clientOnboardingSubmitResponseSchema>;

export const coachOnboardingResponseSchema = z.object({ data: coachOnboardingRecordSchema });
export type CoachOnboardingResponse = z.infer<typeof coachOnboardingResponseSchema>;
export const clientOnboardingResponseSchema = z.object({ data: clientOnboardingRecordSchema });
export type ClientOnboardingResponse = z.infer<typeof clientOnboardingResponseSchema>;
