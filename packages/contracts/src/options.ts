/**
 * Option lists of spec section 3. Values are the labels shown, so a stored answer reads as the
 * person chose it. Lists the spec leaves open are ours and marked as such.
 */

import { LANGUAGE_OPTIONS, NOT_ANSWERED, OTHER_PLEASE_SPECIFY } from "./draft-options";

export { LANGUAGE_OPTIONS, NOT_ANSWERED, OTHER_PLEASE_SPECIFY };

export const PERIOD_STATUS_OPTIONS = [
  "Still menstruating",
  "Irregular cycles",
  "No periods for 12+ months",
  "Postmenopausal",
  "Not sure",
] as const;

export const COUNTRY_OPTIONS = [
  "United States",
  "Canada",
  "Germany",
  "Japan",
  "Brazil",
  "Australia",
  "South Africa",
  "India",
] as const;

/**
 * Race or ethnicity: the spec names 14 options but shows only 'Prefer not to say' and 'Other
 * (please specify)'. The other twelve are our choice, broad self-identification groups.
 */
export const RACE_OPTIONS = [
  "American Indian or Alaska Native",
  "East Asian",
  "South Asian",
  "Southeast Asian",
  "Black or African American",
  "African",
  "Caribbean",
  "Hispanic or Latina",
  "Middle Eastern or North African",
  "Native Hawaiian or Pacific Islander",
  "White",
  "Multiracial",
  "Prefer not to say",
  "Other (please specify)",
] as const;

export const HOUSEHOLD_OPTIONS = [
  "Single",
  "Living with partner",
  "Living with spouse",
  "Living with parents",
  "With children",
  "Caregiver",
  "Other",
] as const;

export const EDUCATION_OPTIONS = [
  "High school or less",
  "Some college",
  "Bachelor's",
  "Master's",
  "Doctorate / Professional",
  "Prefer not to say",
] as const;

/** Occupation: the spec counts 9 options without naming them; this list is our choice. */
export const OCCUPATION_OPTIONS = [
  "Employed full-time",
  "Employed part-time",
  "Self-employed / Business owner",
  "Healthcare or wellness professional",
  "Homemaker / Caregiver",
  "Student",
  "Retired",
  "Between jobs",
  "Prefer not to say",
] as const;

/** What brings you here (the main goal). 'Other' is replaced by the typed text. */
export const MAIN_GOAL_OPTIONS = [
  "Quick fix",
  "Natural remedies",
  "Get to the bottom of the problem",
  "Understand my options",
  "Feel like myself again",
  "Personalized plan",
  "Other",
] as const;

/** Values: 'Peace', not the original's 'Piece' (decisions.md). */
export const VALUE_OPTIONS = [
  "Independence",
  "Balance",
  "Confidence",
  "Energy",
  "Clarity",
  "Connection",
  "Peace",
  "Longevity",
  "Other",
] as const;

/** Barriers: the spec counts 6 options without naming them; this list is our choice. */
export const BARRIER_OPTIONS = [
  "Not enough time",
  "Cost of care",
  "Conflicting information",
  "Low energy or motivation",
  "Not feeling heard by providers",
  "Other",
] as const;

export const SUPPORT_OPTIONS = [
  "Partner",
  "Doctor",
  "Therapist",
  "Coach",
  "Friends / Community",
  "Online groups",
  "No one right now",
] as const;

/** The support answer that excludes the others. */
export const SUPPORT_NO_ONE = "No one right now" satisfies (typeof SUPPORT_OPTIONS)[number];
export type SupportOption = (typeof SUPPORT_OPTIONS)[number];
/** Whether a chosen label is one of the support options (a choice list hands labels on as strings). */
export const isSupportOption = (value: string): value is SupportOption =>
  (SUPPORT_OPTIONS as readonly string[]).includes(value);

/**
 * Personality types. The step links to two tests (spec section 2), so both kinds of result are
 * offered: the sixteen four-letter types of the 16-personalities test (the spec counts 16 without
 * naming them) and the nine enneagram types.
 */
export const SIXTEEN_PERSONALITY_TYPES = [
  "INTJ",
  "INTP",
  "ENTJ",
  "ENTP",
  "INFJ",
  "INFP",
  "ENFJ",
  "ENFP",
  "ISTJ",
  "ISFJ",
  "ESTJ",
  "ESFJ",
  "ISTP",
  "ISFP",
  "ESTP",
  "ESFP",
] as const;

export const ENNEAGRAM_TYPES = [
  "Enneagram 1 (Reformer)",
  "Enneagram 2 (Helper)",
  "Enneagram 3 (Achiever)",
  "Enneagram 4 (Individualist)",
  "Enneagram 5 (Investigator)",
  "Enneagram 6 (Loyalist)",
  "Enneagram 7 (Enthusiast)",
  "Enneagram 8 (Challenger)",
  "Enneagram 9 (Peacemaker)",
] as const;

export const PERSONALITY_TYPE_OPTIONS = [...SIXTEEN_PERSONALITY_TYPES, ...ENNEAGRAM_TYPES] as const;
export type PersonalityType = (typeof PERSONALITY_TYPE_OPTIONS)[number];
/** Whether a chosen label is one of the personality types. */
export const isPersonalityType = (value: string): value is PersonalityType =>
  (PERSONALITY_TYPE_OPTIONS as readonly string[]).includes(value);

/** Readiness labels (10) for the 0–10 slider. */
export const READINESS_LABELS = [
  "I'm just exploring right now",
  "Thinking about it",
  "Planning to start",
  "Getting ready",
  "Starting soon",
  "Taking first steps",
  "Building habits",
  "Feeling confident",
  "Seeing progress",
  "Fully committed",
] as const;
export const READINESS_MIN = 0;
export const READINESS_MAX = 10;
export const READINESS_DEFAULT = 2;

/**
 * The label for a slider value. The slider has eleven positions (0–10) and the spec ten labels:
 * 0 and 1 both read as the first label, 10 as the last.
 */
export function readinessLabel(value: number): (typeof READINESS_LABELS)[number] {
  const index = Math.min(READINESS_LABELS.length - 1, Math.max(0, Math.round(value) - 1));
  return READINESS_LABELS[index] ?? READINESS_LABELS[0];
}

/**
 * Time zones: the spec counts 32 GMT offsets. These are every whole hour from GMT-12:00 to
 * GMT+14:00 (27) plus the five most used half-hour offsets.
 */
export const TIME_ZONE_OPTIONS = [
  "GMT-12:00",
  "GMT-11:00",
  "GMT-10:00",
  "GMT-09:00",
  "GMT-08:00",
  "GMT-07:00",
  "GMT-06:00",
  "GMT-05:00",
  "GMT-04:00",
  "GMT-03:30",
  "GMT-03:00",
  "GMT-02:00",
  "GMT-01:00",
  "GMT+00:00",
  "GMT+01:00",
  "GMT+02:00",
  "GMT+03:00",
  "GMT+03:30",
  "GMT+04:00",
  "GMT+04:30",
  "GMT+05:00",
  "GMT+05:30",
  "GMT+06:00",
  "GMT+07:00",
  "GMT+08:00",
  "GMT+09:00",
  "GMT+09:30",
  "GMT+10:00",
  "GMT+11:00",
  "GMT+12:00",
  "GMT+13:00",
  "GMT+14:00",
] as const;

export const SCHOOL_OPTIONS = [
  "Functional Medicine Coaching Academy",
  "Functional Nutrition Alliance",
  "Nutritional Therapy Association",
  "Nutrition Therapy Institute",
  "Health Coach Institute",
] as const;

export const CLIENT_COUNT_RANGES = ["0-5", "6-15", "16-30", "31-50", "50+"] as const;

export const LABS_SUPPLEMENTS_OPTIONS = ["Yes", "No", "Planning to"] as const;

/** Gender as the practitioner profile screen offers it (spec section 3). */
export const GENDER_OPTIONS = ["women", "men"] as const;

export const TWO_FACTOR_METHODS = ["SMS", "Authenticator App", "Email"] as const;

/** Recovery questions: the spec counts 4 without naming them; this list is our choice. */
export const RECOVERY_QUESTIONS = [
  "What was the name of your first school?",
  "In which city were you born?",
  "What was the name of your first pet?",
  "What is the title of your favourite book?",
] as const;

/** Focus areas (primary niches); at most 5. 'Other' is replaced by typed niches. */
export const FOCUS_AREA_OPTIONS = [
  "Perimenopause & Menopause",
  "Gut Health",
  "Thyroid & Autoimmune",
  "Weight & Metabolic Health",
  "Blood Sugar & Insulin Resistance",
  "Fertility & Hormones",
  "Chronic Fatigue / Long COVID",
  "Anxiety & Sleep",
  "Mold / Lyme / MCAS",
  "Inflammation & Pain",
  "Postpartum / Pelvic Floor",
  "Cancer Support",
  "Other",
] as const;
export const MAX_FOCUS_AREAS = 5;
export const MAX_CUSTOM_NICHES = 3;

/**
 * The five practitioner-type dropdowns, one per category; `practitioner_types` holds one answer
 * per category in this order. The spec shows example options; each list ends with 'Other
 * (please specify)', replaced by the typed text.
 */
export const PRACTITIONER_CATEGORIES = [
  {
    id: "clinical",
    label: "Clinical & Licensed Healthcare Providers",
    tooltip: "Licensed clinicians who diagnose, treat or prescribe.",
    options: [
      "Nurse Practitioner (NP)",
      "Physician Assistant (PA)",
      "Registered Nurse (RN)",
      "Medical Doctor (MD)",
      "Doctor of Osteopathy (DO)",
      "Pelvic Floor Physical Therapist",
      "Licensed Clinical Social Worker (LCSW)",
      "Midwife",
      "Chiropractor",
      OTHER_PLEASE_SPECIFY,
    ],
  },
  {
    id: "functional",
    label: "Functional & Holistic Health Practitioners",
    tooltip: "Practitioners who work with root causes, nutrition and traditional systems.",
    options: [
      "Functional Health Coach",
      "Nutritionist",
      "Herbalist",
      "Ayurvedic Practitioner",
      "Homeopath",
      OTHER_PLEASE_SPECIFY,
    ],
  },
  {
    id: "lifestyle",
    label: "Lifestyle Mind-Body and Wellness Coaches",
    tooltip: "Coaches who support movement, mindset, stress and habits.",
    options: ["Yoga Teacher", "Meditation Teacher", "Trauma-Informed Coach", OTHER_PLEASE_SPECIFY],
  },
  {
    id: "womens-health",
    label: "Women's Health & Specialty Coaches",
    tooltip: "Coaches who specialise in a stage or condition of women's health.",
    options: ["Menopause Specialist", "Fertility Coach", "PCOS Coach", OTHER_PLEASE_SPECIFY],
  },
  {
    id: "other",
    label: "Other",
    tooltip: "Roles that support care without being a clinician or coach.",
    options: ["Genetic Counselor", "Patient Advocate", "Course Creator", OTHER_PLEASE_SPECIFY],
  },
] as const;
