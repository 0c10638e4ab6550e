import {
  aboutYouStepSchema,
  ONBOARDING_MESSAGES,
  OTHER_PLEASE_SPECIFY,
  toFieldErrors,
  type AboutYouAnswers,
} from "@pkg/contracts";

import { useStepForm, type StepCheck } from "../../shared";

/** The About you answers as the form holds them (text until checked). */
export type AboutYouValues = {
  age: string;
  menopauseStatus: string;
  country: string;
  ZIP: string;
  language: string[];
  household: string;
  race: string;
  /** The text that replaces 'Other (please specify)'. */
  raceOther: string;
  education: string;
  occupation: string;
};
export type AboutYouField = keyof AboutYouValues;

export const emptyAboutYouValues: AboutYouValues = {
  age: "",
  menopauseStatus: "",
  country: "",
  ZIP: "",
  language: [],
  household: "",
  race: "",
  raceOther: "",
  education: "",
  occupation: "",
};

const orUndefined = (value: string) => (value === "" ? undefined : value);

/**
 * Spec section 5: age (0 to 120), period status, country, ZIP (at most 5 characters), at least
 * one language and the household are required; race, occupation and education are optional, and
 * 'Other (please specify)' for race needs its text.
 */
export function validateAboutYou(values: AboutYouValues): StepCheck<AboutYouAnswers, AboutYouField> {
  const otherRace = values.race === OTHER_PLEASE_SPECIFY;
  const result = aboutYouStepSchema.safeParse({
    age: values.age.trim() === "" ? undefined : Number(values.age),
    menopauseStatus: orUndefined(values.menopauseStatus),
    country: orUndefined(values.country),
    ZIP: values.ZIP,
    language: values.language,
    household: orUndefined(values.household),
    race: otherRace ? values.raceOther : orUndefined(values.race),
    education: orUndefined(values.education),
    occupation: orUndefined(values.occupation),
  });
  const errors: Partial<Record<AboutYouField, string>> = {};
  if (!result.success) {
    for (const [path, message] of Object.entries(toFieldErrors(result.error))) {
      const field = path.split(".")[0] as AboutYouField;
      errors[field === "race" && otherRace ? "raceOther" : field] ??= message;
    }
  }
  if (otherRace && values.raceOther.trim() === "") errors.raceOther = ONBOARDING_MESSAGES.otherRequired;
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const data = result.data;
  return {
    ok: true,
    data: {
      age: data.age,
      menopauseStatus: data.menopauseStatus,
      country: data.country,
      ZIP: data.ZIP,
      language: [...data.language],
      household: data.household,
      ...(values.race ? { race: values.race } : {}),
      ...(otherRace ? { raceOther: values.raceOther.trim() } : {}),
      ...(data.education ? { education: data.education } : {}),
      ...(data.occupation ? { occupation: data.occupation } : {}),
    },
  };
}

/** The About you step's answers and rules. */
export function useAboutYouForm(initialValues: AboutYouValues = emptyAboutYouValues) {
  return useStepForm(initialValues, validateAboutYou);
}
