/**
 * A practitioner's onboarding answers as `coach_onboarding.data` keeps them: every step answered,
 * two-factor sign-in off. The recovery answer is never kept (only its hash): see
 * `practitionerAnswers` for what the onboarding sends.
 */
export const practitionerRecord = {
  primary_niches: ["Perimenopause & Menopause", "My custom niche"],
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
  two_factor_enabled: false,
  security_questions: "What was the name of your first pet?",
  personal_story: "Twenty years of care.",
};

/** The practitioner onboarding's answers as the app sends them: the record and the recovery answer. */
export const practitionerAnswers = { ...practitionerRecord, security_answers: "Biscuit" };
