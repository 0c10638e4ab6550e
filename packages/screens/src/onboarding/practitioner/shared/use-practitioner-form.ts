import * as React from "react";

import { useStepForm, type StepCheck } from "../../shared/use-step-form";

export type PractitionerFormController<Values, Data, Field extends string> = {
  values: Values;
  errors: Partial<Record<Field, string>>;
  /** Changes one answer and clears its message. */
  setValue: <K extends keyof Values>(field: K, value: Values[K]) => void;
  /** Whether Next is enabled: the step's rule of spec section 5 holds. */
  nextEnabled: boolean;
  /** Next: runs `onValid` with the checked answers, or shows the messages. */
  handleNext: (onValid: (data: Data) => void) => () => void;
};

/**
 * A practitioner step's answers: the client steps' form state, plus whether Next is enabled
 * (`isComplete`); Next still runs the full check, whose messages show under the fields.
 */
export function usePractitionerForm<Values extends object, Data, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => StepCheck<Data, Field>,
  isComplete: (values: Values) => boolean,
): PractitionerFormController<Values, Data, Field> {
  const form = useStepForm(initialValues, validate);
  const nextEnabled = React.useMemo(() => isComplete(form.values), [isComplete, form.values]);
  return {
    values: form.values,
    errors: form.errors,
    setValue: form.setValue,
    nextEnabled,
    handleNext: form.handleContinue,
  };
}

/** The first message per field of a failed zod parse, keyed by the top-level field. */
export function messagesByField<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rename: Partial<Record<string, Field>> = {},
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    const field = (rename[key] ?? key) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The props every practitioner step screen takes. */
export type PractitionerStepScreenProps<Values, Field extends string> = {
  values: Values;
  errors?: Partial<Record<Field, string>>;
  onChange: <K extends keyof Values>(field: K, value: Values[K]) => void;
  nextEnabled: boolean;
  onNext: () => void;
  onBack: () => void;
  onLogoClick?: () => void;
  onSignOut?: () => void;
  submitting?: boolean;
  apiError?: string | null;
};
