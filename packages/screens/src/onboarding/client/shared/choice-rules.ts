import { ONBOARDING_MESSAGES, type ChoiceAnswer, type ChoicesAnswer } from "@pkg/contracts";

import type { StepCheck } from "../../shared/use-step-form";

/** The saved answers are typed in the contracts, shared with the store. */
export type { ChoiceAnswer, ChoicesAnswer };

/** The option whose typed text replaces it (spec section 4). */
export const OTHER_OPTION = "Other";

/** A single choice with the text typed for 'Other'. */
export type ChoiceValues = { choice: string; otherText: string };
export type ChoiceField = "choice" | "otherText";

/** A multiple choice with the text typed for 'Other'. */
export type ChoicesValues = { choices: string[]; otherText: string };
export type ChoicesField = "choices" | "otherText";

/** What is saved for a choice: the typed text for 'Other', else the option. */
export const resolveChoice = (choice: string, otherText: string) =>
  choice === OTHER_OPTION ? otherText.trim() : choice;

type Issue = { path: PropertyKey[]; message: string };
type SafeParse = (input: unknown) => { success: true } | { success: false; error: { issues: Issue[] } };

/**
 * Checks a single choice with its step's schema (`key` is the record field): nothing chosen gives
 * the schema's required message under the choices, 'Other' with blank text 'Please specify'
 * under the text.
 */
export function checkChoice(
  values: ChoiceValues,
  safeParse: SafeParse,
  key: string,
  requiredMessage: string,
): StepCheck<ChoiceAnswer, ChoiceField> {
  if (!values.choice) return { ok: false, errors: { choice: requiredMessage } };
  const result = safeParse({ [key]: resolveChoice(values.choice, values.otherText) });
  if (result.success) {
    return values.choice === OTHER_OPTION
      ? { ok: true, data: { choice: values.choice, otherText: values.otherText.trim() } }
      : { ok: true, data: { choice: values.choice } };
  }
  const message = result.error.issues[0]?.message ?? requiredMessage;
  return values.choice === OTHER_OPTION
    ? { ok: false, errors: { otherText: ONBOARDING_MESSAGES.otherRequired } }
    : { ok: false, errors: { choice: message } };
}

/**
 * Checks a multiple choice with its step's schema: the list's own messages (at least one, at most
 * three…) go under the choices; a blank 'Other' text gives 'Please specify' under the text.
 */
export function checkChoices(
  values: ChoicesValues,
  safeParse: SafeParse,
  key: string,
): StepCheck<ChoicesAnswer, ChoicesField> {
  const hasOther = values.choices.includes(OTHER_OPTION);
  const resolved = values.choices.map((choice) => resolveChoice(choice, values.otherText));
  const result = safeParse({ [key]: resolved });
  if (result.success) {
    return hasOther
      ? { ok: true, data: { choices: [...values.choices], otherText: values.otherText.trim() } }
      : { ok: true, data: { choices: [...values.choices] } };
  }
  const errors: Partial<Record<ChoicesField, string>> = {};
  for (const issue of result.error.issues) {
    // An issue on one item is the blank 'Other' text; anything else is about the list.
    const field: ChoicesField = issue.path.length > 1 ? "otherText" : "choices";
    errors[field] ??= field === "otherText" ? ONBOARDING_MESSAGES.otherRequired : issue.message;
  }
  if (hasOther && values.otherText.trim() === "") errors.otherText = ONBOARDING_MESSAGES.otherRequired;
  return { ok: false, errors };
}

/**
 * A multiple choice with one answer that excludes the rest ('No one right now'): choosing it
 * clears the others, and choosing another answer clears it.
 */
export function withExclusiveChoice(
  previous: readonly string[],
  next: readonly string[],
  exclusive: string,
): string[] {
  if (!next.includes(exclusive)) return [...next];
  if (!previous.includes(exclusive)) return [exclusive];
  return next.filter((choice) => choice !== exclusive);
}
