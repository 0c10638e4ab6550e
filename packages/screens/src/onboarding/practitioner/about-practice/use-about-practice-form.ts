import {
  aboutPracticeStepSchema,
  CLIENT_COUNT_RANGES,
  LABS_SUPPLEMENTS_OPTIONS,
  ONBOARDING_MESSAGES,
  SCHOOL_OPTIONS,
  type CoachOnboardingDraft,
} from "@pkg/contracts";

import type { StepCheck } from "../../shared";
import { useStepForm } from "../../shared";
import { messagesByField } from "../shared/practitioner-step";

export type AboutPracticeValues = {
  school: string[];
  /** '' until chosen: both counts start empty (the original's defect fixed, decisions.md). */
  recentClientCount: string;
  targetClientCount: string;
  labs: string;
  certificates: File[];
};
export type AboutPracticeField = keyof AboutPracticeValues;
export type AboutPracticeData = {
  school: string[];
  recent_client_count: string;
  target_client_count: string;
  uses_labs_supplements: string;
  certificates: File[];
};

export const emptyAboutPracticeValues: AboutPracticeValues = {
  school: [],
  recentClientCount: "",
  targetClientCount: "",
  labs: "",
  certificates: [],
};

const known = (options: readonly string[], value: string) => (options.includes(value) ? value : "");

/** The saved answers back as form values; the certificates come from the browser's file store. */
export function aboutPracticeValuesFrom(
  draft: Pick<
    CoachOnboardingDraft,
    "school" | "recent_client_count" | "target_client_count" | "uses_labs_supplements"
  >,
  certificates: File[] = [],
): AboutPracticeValues {
  return {
    school: draft.school.filter((school) => (SCHOOL_OPTIONS as readonly string[]).includes(school)),
    recentClientCount: known(CLIENT_COUNT_RANGES, draft.recent_client_count),
    targetClientCount: known(CLIENT_COUNT_RANGES, draft.target_client_count),
    labs: known(LABS_SUPPLEMENTS_OPTIONS, draft.uses_labs_supplements),
    certificates,
  };
}

/**
 * Spec section 5: at least one school, both client counts, the labs answer and at least one
 * certificate file.
 */
export function isAboutPracticeComplete(values: AboutPracticeValues): boolean {
  return (
    values.school.length > 0 &&
    values.recentClientCount !== "" &&
    values.targetClientCount !== "" &&
    values.labs !== "" &&
    values.certificates.length > 0
  );
}

export function validateAboutPractice(
  values: AboutPracticeValues,
): StepCheck<AboutPracticeData, AboutPracticeField> {
  const parsed = aboutPracticeStepSchema.safeParse({
    school: values.school,
    recent_client_count: values.recentClientCount,
    target_client_count: values.targetClientCount,
    uses_labs_supplements: values.labs,
  });
  const errors = parsed.success
    ? {}
    : messagesByField<AboutPracticeField>(parsed.error.issues, {
        recent_client_count: "recentClientCount",
        target_client_count: "targetClientCount",
        uses_labs_supplements: "labs",
      });
  if (values.certificates.length === 0) errors.certificates = ONBOARDING_MESSAGES.certificateRequired;
  if (!parsed.success || errors.certificates) return { ok: false, errors };
  return { ok: true, data: { ...parsed.data, certificates: values.certificates } };
}

export function useAboutPracticeForm(initialValues: AboutPracticeValues = emptyAboutPracticeValues) {
  return useStepForm(initialValues, validateAboutPractice, isAboutPracticeComplete);
}
