import { barriersStepSchema, ONBOARDING_MESSAGES } from "@pkg/contracts";

import { checkChoice, type ChoiceAnswer, type ChoiceField, type ChoiceValues } from "../shared";
import { useStepForm, type StepCheck } from "../../shared";

export const emptyBarriersValues: ChoiceValues = { choice: "", otherText: "" };

/** One barrier is required, with text for 'Other' (spec section 5). */
export function validateBarriers(values: ChoiceValues): StepCheck<ChoiceAnswer, ChoiceField> {
  return checkChoice(
    values,
    (input) => barriersStepSchema.safeParse(input),
    "barriers",
    ONBOARDING_MESSAGES.barrierRequired,
  );
}

/** The Barriers step's answers and rule. */
export function useBarriersForm(initialValues: ChoiceValues = emptyBarriersValues) {
  return useStepForm(initialValues, validateBarriers);
}
