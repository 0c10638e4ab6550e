import {
  OTHER_PLEASE_SPECIFY,
  PRACTITIONER_CATEGORIES,
  practitionerTypeStepSchema,
  type CoachOnboardingDraft,
} from "@pkg/contracts";

import type { StepCheck } from "../../shared";
import { useStepForm } from "../../shared";

/** One answer per category (PRACTITIONER_CATEGORIES order); '' while unchosen. */
export type PractitionerTypeValues = {
  types: string[];
  /** The text typed for 'Other (please specify)', per category. */
  otherTexts: string[];
};
/** `type.N` or `other.N` for category N. */
export type PractitionerTypeField = `type.${number}` | `other.${number}`;
export type PractitionerTypeData = { practitioner_types: string[] };

const CATEGORY_COUNT = PRACTITIONER_CATEGORIES.length;
const blank = () => Array.from({ length: CATEGORY_COUNT }, () => "");

export const emptyPractitionerTypeValues: PractitionerTypeValues = { types: blank(), otherTexts: blank() };

/** The saved answers back as choices: a value that is not one of its category's options was typed for 'Other'. */
export function practitionerTypeValuesFrom(
  draft: Pick<CoachOnboardingDraft, "practitioner_types">,
): PractitionerTypeValues {
  const values = { types: blank(), otherTexts: blank() };
  PRACTITIONER_CATEGORIES.forEach((category, index) => {
    const saved = draft.practitioner_types[index]?.trim() ?? "";
    if (!saved) return;
    if ((category.options as readonly string[]).includes(saved) && saved !== OTHER_PLEASE_SPECIFY) {
      values.types[index] = saved;
    } else {
      values.types[index] = OTHER_PLEASE_SPECIFY;
      values.otherTexts[index] = saved === OTHER_PLEASE_SPECIFY ? "" : saved;
    }
  });
  return values;
}

/** Each category's answer as saved: 'Other (please specify)' replaced by the typed text, trimmed. */
export function resolvePractitionerTypes(values: PractitionerTypeValues): string[] {
  return values.types.map((type, index) =>
    type === OTHER_PLEASE_SPECIFY ? (values.otherTexts[index] ?? "").trim() : type,
  );
}

/** Spec section 5: all five dropdowns filled, and 'Other' replaced by non-blank text. */
export function isPractitionerTypeComplete(values: PractitionerTypeValues): boolean {
  return resolvePractitionerTypes(values).every((type) => type.trim() !== "");
}

export function validatePractitionerType(
  values: PractitionerTypeValues,
): StepCheck<PractitionerTypeData, PractitionerTypeField> {
  const errors: Partial<Record<PractitionerTypeField, string>> = {};
  values.types.forEach((type, index) => {
    if (!type) errors[`type.${index}`] = "Choose an answer";
    else if (type === OTHER_PLEASE_SPECIFY && !(values.otherTexts[index] ?? "").trim())
      errors[`other.${index}`] = "Please specify";
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = practitionerTypeStepSchema.safeParse({
    practitioner_types: resolvePractitionerTypes(values),
  });
  if (!parsed.success)
    return { ok: false, errors: { "type.0": parsed.error.issues[0]?.message ?? "Please specify" } };
  return { ok: true, data: parsed.data };
}

/** The practitioner type step's answers and rule. */
export function usePractitionerTypeForm(initialValues: PractitionerTypeValues = emptyPractitionerTypeValues) {
  return useStepForm(initialValues, validatePractitionerType, isPractitionerTypeComplete);
}
