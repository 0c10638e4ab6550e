import { ONBOARDING_MESSAGES, whatBringsYouHereStepSchema } from "@pkg/contracts";

import { checkChoice, type ChoiceAnswer, type ChoiceField, type ChoiceValues } from "../shared";
import { useStepForm, type StepCheck } from "../../shared";

export const emptyWhatBringsYouHereValues: ChoiceValues = { choice: "", otherText: "" };

/** One main goal is required; with 'Other' the typed text must be non-empty (spec section 5). */
export function validateWhatBringsYouHere(values: ChoiceValues): StepCheck<ChoiceAnswer, ChoiceField> {
  return checkChoice(
    values,
    (input) => whatBringsYouHereStepSchema.safeParse(input),
    "whatBringsYouHere",
    ONBOARDING_MESSAGES.mainGoalRequired,
  );
}

/** The What brings you here step's answers and rule. */
export function useWhatBringsYouHereForm(initialValues: ChoiceValues = emptyWhatBringsYouHereValues) {
  return useStepForm(initialValues, validateWhatBringsYouHere);
}
