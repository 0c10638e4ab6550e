import {
  newPasswordFormSchema,
  PASSWORD_MIN_LENGTH,
  toFieldErrors,
  VALIDATION_MESSAGES,
} from "@pkg/contracts";
import * as React from "react";

export type NewPasswordValues = { newPassword: string; newPasswordRepeat: string };
export type NewPasswordField = keyof NewPasswordValues;
export type NewPasswordErrors = Partial<Record<NewPasswordField, string>>;
export type NewPasswordState = { values: NewPasswordValues; errors: NewPasswordErrors };

/**
 * Editing a field clears its own error, and editing either field clears the mismatch error
 * (spec section 4 "Password reset flow").
 */
export function changeNewPasswordField(
  state: NewPasswordState,
  field: NewPasswordField,
  value: string,
): NewPasswordState {
  const errors = { ...state.errors };
  delete errors[field];
  if (errors.newPasswordRepeat === VALIDATION_MESSAGES.passwordsDoNotMatch) delete errors.newPasswordRepeat;
  return { values: { ...state.values, [field]: value }, errors };
}

export function validateNewPassword(
  values: NewPasswordValues,
): { ok: true; data: NewPasswordValues } | { ok: false; errors: NewPasswordErrors } {
  const result = newPasswordFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: toFieldErrors(result.error) as NewPasswordErrors };
}

/** Create looks active once both fields have at least 8 characters and no mismatch shows. */
export function canCreatePassword({ values, errors }: NewPasswordState): boolean {
  return (
    values.newPassword.length >= PASSWORD_MIN_LENGTH &&
    values.newPasswordRepeat.length >= PASSWORD_MIN_LENGTH &&
    errors.newPasswordRepeat !== VALIDATION_MESSAGES.passwordsDoNotMatch
  );
}

export type UseNewPasswordFormOptions = {
  initialValues?: Partial<NewPasswordValues>;
  initialErrors?: NewPasswordErrors;
};

/** The Create new password form's state and rules. */
export function useNewPasswordForm({ initialValues, initialErrors }: UseNewPasswordFormOptions = {}) {
  const [state, setState] = React.useState<NewPasswordState>(() => ({
    values: { newPassword: "", newPasswordRepeat: "", ...initialValues },
    errors: initialErrors ?? {},
  }));
  const stateRef = React.useRef(state);
  React.useEffect(() => {
    stateRef.current = state;
  });

  return {
    values: state.values,
    errors: state.errors,
    canSubmit: canCreatePassword(state),
    onFieldChange: React.useCallback(
      (field: NewPasswordField, value: string) =>
        setState((current) => changeNewPasswordField(current, field, value)),
      [],
    ),
    handleSubmit: React.useCallback(
      (onValid: (data: NewPasswordValues) => void) => () => {
        const result = validateNewPassword(stateRef.current.values);
        setState((current) => ({ ...current, errors: result.ok ? {} : result.errors }));
        if (result.ok) onValid(result.data);
      },
      [],
    ),
  };
}
