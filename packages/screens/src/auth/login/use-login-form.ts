import * as React from "react";

import { lazyModule, useLoadOnFirstInteraction } from "../../shared/lazy-module";
import type { LoginErrors, LoginField, LoginValues } from "./login-validation";

export type { LoginErrors, LoginField, LoginValues };

/**
 * The submit check and the contracts' schema behind it (zod), in a chunk of their own: fetched
 * at the person's first interaction with the page, and awaited by a submit that comes first.
 */
const loadLoginValidation = lazyModule(() => import("./login-validation"));

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
  useLoadOnFirstInteraction(loadLoginValidation);
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
        void loadLoginValidation().then(({ validateLogin }) => {
          const result = validateLogin(valuesRef.current);
          setErrors(result.ok ? {} : result.errors);
          if (result.ok) onValid(result.data);
        });
      },
      [],
    ),
  };
}
