import {
  FOCUS_AREA_OPTIONS,
  focusAreasStepSchema,
  MAX_CUSTOM_NICHES,
  MAX_FOCUS_AREAS,
  ONBOARDING_MESSAGES,
  type CoachOnboardingDraft,
} from "@pkg/contracts";
import * as React from "react";

import type { StepCheck } from "../../shared";
import { useStepForm } from "../../shared";

export const OTHER_NICHE = "Other";

export type FocusAreasValues = {
  /** The chosen chips, possibly 'Other' while a niche is being typed. */
  chips: string[];
  /** Custom niches added for 'Other', shown as pills. */
  customNiches: string[];
  /** The text of 'Please specify your niche'. */
  nicheText: string;
  /** The search box's text. */
  search: string;
};
export type FocusAreasField = "chips" | "nicheText";
export type FocusAreasData = { primary_niches: string[] };

export const emptyFocusAreasValues: FocusAreasValues = {
  chips: [],
  customNiches: [],
  nicheText: "",
  search: "",
};

/** How many focus areas are chosen: the chips other than 'Other', and the custom niches. */
export function focusAreaCount(values: FocusAreasValues): number {
  return values.chips.filter((chip) => chip !== OTHER_NICHE).length + values.customNiches.length;
}

/**
 * How many of the 5 places are taken: every chosen chip, 'Other' included (it holds the place of
 * the niche being added), and the custom niches. The count shown and the chips disabled at the
 * maximum both follow it, so they always agree.
 */
export function focusAreaPlacesTaken(values: Pick<FocusAreasValues, "chips" | "customNiches">): number {
  return values.chips.length + values.customNiches.length;
}

/** The saved niches back as chips and custom pills. */
export function focusAreasValuesFrom(draft: Pick<CoachOnboardingDraft, "primary_niches">): FocusAreasValues {
  const options: readonly string[] = FOCUS_AREA_OPTIONS;
  return {
    ...emptyFocusAreasValues,
    chips: draft.primary_niches.filter((niche) => options.includes(niche) && niche !== OTHER_NICHE),
    customNiches: draft.primary_niches.filter((niche) => !options.includes(niche)),
  };
}

/** Spec section 5: 1 to 5 focus areas, and 'Other' only once its niche is added. */
export function isFocusAreasComplete(values: FocusAreasValues): boolean {
  const count = focusAreaCount(values);
  return count >= 1 && count <= MAX_FOCUS_AREAS && !values.chips.includes(OTHER_NICHE);
}

export function validateFocusAreas(values: FocusAreasValues): StepCheck<FocusAreasData, FocusAreasField> {
  if (values.chips.includes(OTHER_NICHE))
    return { ok: false, errors: { nicheText: ONBOARDING_MESSAGES.otherRequired } };
  const parsed = focusAreasStepSchema.safeParse({
    primary_niches: [...values.chips.filter((chip) => chip !== OTHER_NICHE), ...values.customNiches],
  });
  if (!parsed.success) return { ok: false, errors: { chips: parsed.error.issues[0]?.message } };
  return { ok: true, data: parsed.data };
}

export type AddNicheResult = { ok: true; values: FocusAreasValues } | { ok: false; error: string };

export const NICHE_MESSAGES = {
  tooManyNiches: `You can add up to ${MAX_CUSTOM_NICHES} niches of your own`,
  duplicate: "This focus area is already chosen",
  full: `Choose at most ${MAX_FOCUS_AREAS} focus areas`,
} as const;

/**
 * 'Add niche': the trimmed text becomes a pill and replaces the 'Other' choice (spec section 2).
 * Blank text, a fourth pill, a niche already chosen or a sixth focus area are refused.
 */
export function addNiche(values: FocusAreasValues): AddNicheResult {
  const niche = values.nicheText.trim();
  if (!niche) return { ok: false, error: ONBOARDING_MESSAGES.otherRequired };
  if (values.customNiches.length >= MAX_CUSTOM_NICHES)
    return { ok: false, error: NICHE_MESSAGES.tooManyNiches };
  const chosen = [...values.chips, ...values.customNiches].map((item) => item.toLowerCase());
  if (chosen.includes(niche.toLowerCase())) return { ok: false, error: NICHE_MESSAGES.duplicate };
  if (focusAreaCount(values) >= MAX_FOCUS_AREAS) return { ok: false, error: NICHE_MESSAGES.full };
  return {
    ok: true,
    values: {
      ...values,
      chips: values.chips.filter((chip) => chip !== OTHER_NICHE),
      customNiches: [...values.customNiches, niche],
      nicheText: "",
    },
  };
}

/** The focus areas step's answers and rule, with 'Add niche'. */
export function useFocusAreasForm(initialValues: FocusAreasValues = emptyFocusAreasValues) {
  const form = useStepForm(initialValues, validateFocusAreas, isFocusAreasComplete);
  const [nicheError, setNicheError] = React.useState<string | undefined>();
  const { setValue, values } = form;
  const onChange = React.useCallback(
    <K extends keyof FocusAreasValues>(field: K, value: FocusAreasValues[K]) => {
      if (field === "nicheText") setNicheError(undefined);
      setValue(field, value);
    },
    [setValue],
  );
  const onAddNiche = React.useCallback(() => {
    const result = addNiche(values);
    if (!result.ok) {
      setNicheError(result.error);
      return false;
    }
    setNicheError(undefined);
    setValue("chips", result.values.chips);
    setValue("customNiches", result.values.customNiches);
    setValue("nicheText", "");
    return true;
  }, [setValue, values]);
  return {
    ...form,
    setValue: onChange,
    errors: nicheError ? { ...form.errors, nicheText: nicheError } : form.errors,
    onAddNiche,
  };
}
