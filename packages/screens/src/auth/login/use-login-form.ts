import { loginRequestSchema, toFieldErrors } from "@pkg/contracts";
import * as React from "react";

export type LoginValues = { email: string; password: string };
export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

export function validateLogin(
  values: LoginValues,
): { ok: true; data: LoginValues } | { ok: false; errors: LoginErrors } {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: toFieldErrors(result.error) as LoginErrors };
}

/** Log in is enabled once both fields are filled and no error shows. */
export function canLogIn(values: LoginValues, errors: LoginErrors): boolean {
  return values.email.trim() !== "" && values.password !== "" && !errors.email && !errors.password;
}

export type UseLoginFormOptions = { initialValues?: Partial<LoginValues>; initialErrors?: LoginErrors };

/** The Log in form's state and rules. */
export function useLoginForm({ initialValues, initialErrors }: UseLoginFormOptions = {}) {
  const [values, setValues] = React.useState<LoginValues>(() => ({
    email: "",
    password: "",
    ...initialValues,
  }));
  const [errors, setErrors] = React.useState<LoginErrors>(initialErrors ?? {});
  const valuesRef = React.useRef(values);
  React.useEffect(() => {
    valuesRef.current = values;
  });

  return {
    values,
    errors,
    canSubmit: canLogIn(values, errors),
    onFieldChange: React.useCallback((field: LoginField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    }, []),
    handleSubmit: React.useCallback(
      (onValid: (data: LoginValues) => void) => () => {
        const result = validateLogin(valuesRef.current);
        setErrors(result.ok ? {} : result.errors);
        if (result.ok) onValid(result.data);
      },
      [],
    ),
  };
}
