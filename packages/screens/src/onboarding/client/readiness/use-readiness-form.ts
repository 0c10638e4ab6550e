import { READINESS_DEFAULT, readinessStepSchema, toFieldErrors } from "@pkg/contracts";

import { useStepForm, type StepCheck } from "../../shared";

export type ReadinessValues = { readiness: number };
export type ReadinessField = "readiness";

export const defaultReadinessValues: ReadinessValues = { readiness: READINESS_DEFAULT };

/** A whole number from 0 to 10 (spec section 5); the slider cannot leave that range. */
export function validateReadiness(values: ReadinessValues): StepCheck<number, ReadinessField> {
  const result = readinessStepSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data.readiness };
  return { ok: false, errors: { readiness: toFieldErrors(result.error).readiness } };
}

/** The Readiness step's answer, 2 unless one was saved. */
export function useReadinessForm(initialValues: ReadinessValues = defaultReadinessValues) {
  return useStepForm(initialValues, validateReadiness);
}
