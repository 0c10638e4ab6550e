import { isPersonalityType, NOT_ANSWERED, type PersonalityType, type SupportAnswer } from "@pkg/contracts";

import { validateBarriers } from "../barriers/use-barriers-form";
import { validateReadiness } from "../readiness/use-readiness-form";
import {
  barriersValuesFrom,
  readinessFrom,
  valuesValuesFrom,
  whatBringsYouHereValuesFrom,
  type ChoiceAnswer,
  type ChoicesAnswer,
  type ChoicesValues,
  type ChoiceValues,
  type ClientOnboardingRecordValues,
} from "../shared";
import { useStepForm, type StepCheck } from "../../shared";
import { validateValues } from "../values/use-values-form";
import { validateWhatBringsYouHere } from "../what-brings-you-here/use-what-brings-you-here-form";

/** The Your insights card's answers while it is edited. */
export type InsightsValues = {
  whatBringsYouHere: ChoiceValues;
  values: ChoicesValues;
  barriers: ChoiceValues;
  support: SupportAnswer;
  /** One of the types, '' for none. */
  personalityType: PersonalityType | "";
  readiness: number;
};
export type InsightsField =
  | "whatBringsYouHere"
  | "whatBringsYouHereOther"
  | "values"
  | "valuesOther"
  | "barriers"
  | "barriersOther"
  | "readiness";

/** What Save gives: each step's answer, in the shape that step saves (unanswered stays so). */
export type InsightsAnswers = {
  whatBringsYouHere: ChoiceAnswer;
  values: ChoicesAnswer;
  barriers: ChoiceAnswer;
  support: SupportAnswer;
  /** A type, or '-' for none. */
  personalityType: PersonalityType | typeof NOT_ANSWERED;
  readiness: number;
};

export function insightsValuesFrom(record: ClientOnboardingRecordValues): InsightsValues {
  return {
    whatBringsYouHere: whatBringsYouHereValuesFrom(record),
    values: valuesValuesFrom(record),
    barriers: barriersValuesFrom(record),
    support: [...record.support],
    personalityType: isPersonalityType(record.personalityType) ? record.personalityType : "",
    readiness: readinessFrom(record),
  };
}

/**
 * The insights card's check: each answer follows its step's rule (spec section 5) once it is
 * given; an answer left empty stays unanswered, as a skipped step does.
 */
export function validateInsights(values: InsightsValues): StepCheck<InsightsAnswers, InsightsField> {
  const errors: Partial<Record<InsightsField, string>> = {};

  let whatBringsYouHere: ChoiceAnswer = { choice: "" };
  if (values.whatBringsYouHere.choice !== "") {
    const check = validateWhatBringsYouHere(values.whatBringsYouHere);
    if (check.ok) whatBringsYouHere = check.data;
    else {
      errors.whatBringsYouHere = check.errors.choice;
      errors.whatBringsYouHereOther = check.errors.otherText;
    }
  }

  let chosenValues: ChoicesAnswer = { choices: [] };
  if (values.values.choices.length > 0) {
    const check = validateValues(values.values);
    if (check.ok) chosenValues = check.data;
    else {
      errors.values = check.errors.choices;
      errors.valuesOther = check.errors.otherText;
    }
  }

  let barriers: ChoiceAnswer = { choice: "" };
  if (values.barriers.choice !== "") {
    const check = validateBarriers(values.barriers);
    if (check.ok) barriers = check.data;
    else {
      errors.barriers = check.errors.choice;
      errors.barriersOther = check.errors.otherText;
    }
  }

  const readiness = validateReadiness({ readiness: values.readiness });
  if (!readiness.ok) errors.readiness = readiness.errors.readiness;

  const messages = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [InsightsField, string] => entry[1] !== undefined),
  ) as Partial<Record<InsightsField, string>>;
  if (Object.keys(messages).length > 0 || !readiness.ok) return { ok: false, errors: messages };
  return {
    ok: true,
    data: {
      whatBringsYouHere,
      values: chosenValues,
      barriers,
      support: [...values.support],
      personalityType: values.personalityType || NOT_ANSWERED,
      readiness: readiness.data,
    },
  };
}

/** The insights card's answers while it is edited, and its check. */
export function useInsightsForm(initialValues: InsightsValues) {
  return useStepForm(initialValues, validateInsights);
}
