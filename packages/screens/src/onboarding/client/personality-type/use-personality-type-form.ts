import { personalityTypeStepSchema, toFieldErrors, type PersonalityType } from "@pkg/contracts";

import { useStepForm, type StepCheck } from "../../shared";

/** The three ways through the personality step (spec section 2). */
export const PERSONALITY_PATHS = [
  { value: "test", label: "Take a quick test" },
  { value: "known", label: "I already know my type" },
  { value: "later", label: "I'll do it later" },
] as const;
export type PersonalityPath = (typeof PERSONALITY_PATHS)[number]["value"];

export type PersonalityTypeValues = { path: PersonalityPath | ""; personalityType: string };
export type PersonalityTypeField = "personalityType";

/**
 * Where Continue leads: the test chooser, the chosen type saved, or on to readiness. Nothing
 * chosen moves on like 'I'll do it later'.
 */
export type PersonalityTypeAnswer =
  { path: "test" } | { path: "known"; personalityType: PersonalityType } | { path: "later" };

export const emptyPersonalityTypeValues: PersonalityTypeValues = { path: "", personalityType: "" };

/** 'I already know my type' needs one of the 16 types (spec section 5). */
export function validatePersonalityType(
  values: PersonalityTypeValues,
): StepCheck<PersonalityTypeAnswer, PersonalityTypeField> {
  if (values.path === "test") return { ok: true, data: { path: "test" } };
  if (values.path !== "known") return { ok: true, data: { path: "later" } };
  const result = personalityTypeStepSchema.safeParse({ personalityType: values.personalityType });
  if (result.success)
    return { ok: true, data: { path: "known", personalityType: result.data.personalityType } };
  return { ok: false, errors: { personalityType: toFieldErrors(result.error).personalityType } };
}

/** The personality step's answers and rule. */
export function usePersonalityTypeForm(initialValues: PersonalityTypeValues = emptyPersonalityTypeValues) {
  return useStepForm(initialValues, validatePersonalityType);
}
