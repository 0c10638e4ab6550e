import { valuesStepSchema } from "@pkg/contracts";

import { checkChoices, type ChoicesAnswer, type ChoicesField, type ChoicesValues } from "../shared";
import { useStepForm, type StepCheck } from "../../shared";

/** Values: at most this many (spec section 9). */
export const MAX_VALUES = 3;

export const emptyValuesValues: ChoicesValues = { choices: [], otherText: "" };

/** 1 to 3 values; 'Other' needs its text (spec section 5). */
export function validateValues(values: ChoicesValues): StepCheck<ChoicesAnswer, ChoicesField> {
  return checkChoices(values, (input) => valuesStepSchema.safeParse(input), "values");
}

/** The Values step's answers and rule. */
export function useValuesForm(initialValues: ChoicesValues = emptyValuesValues) {
  return useStepForm(initialValues, validateValues);
}
