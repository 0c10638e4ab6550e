import * as React from "react";

/** A form's messages by field, as the contracts' schema and the API's `fieldErrors` name them. */
export type ClientsFormErrors = Partial<Record<string, string>>;

/** What a form's check gives: the request to send, or the messages to show. */
export type ClientsFormCheck<Request> =
  { ok: true; data: Request } | { ok: false; errors: ClientsFormErrors };

export type UseClientsFormOptions<Values, Request> = {
  initialValues: Values;
  initialErrors?: ClientsFormErrors;
  /** Checks the values with the contracts' schema. */
  check: (values: Values) => ClientsFormCheck<Request>;
};

/**
 * The values and messages of a care form, shared by the web app's routes and the stories:
 * a field's message clears when it changes; a check (or the server's messages) shows new ones and
 * grows `errorFocusKey`, so the screen moves the focus to the first field in error.
 */
export function useClientsForm<Values extends Record<string, unknown>, Request>({
  initialValues,
  initialErrors,
  check,
}: UseClientsFormOptions<Values, Request>) {
  const [values, setValues] = React.useState<Values>(initialValues);
  const [errors, setErrorsState] = React.useState<ClientsFormErrors>(initialErrors ?? {});
  const [errorFocusKey, setErrorFocusKey] = React.useState(0);
  const valuesRef = React.useRef(values);
  React.useEffect(() => {
    valuesRef.current = values;
  });

  const onChange = React.useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrorsState((current) => {
      const name = String(field);
      const stale = Object.keys(current).filter((key) => key === name || key.startsWith(`${name}.`));
      if (stale.length === 0) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => !stale.includes(key)));
    });
  }, []);

  /** Shows messages (the server's, say) and moves the focus to the first. */
  const setErrors = React.useCallback((next: ClientsFormErrors) => {
    setErrorsState(next);
    if (Object.keys(next).length > 0) setErrorFocusKey((key) => key + 1);
  }, []);

  /** A submit handler: checks the values and calls `onValid` with the request when they pass. */
  const handleSubmit = React.useCallback(
    (onValid: (data: Request, values: Values) => void) => () => {
      const result = check(valuesRef.current);
      setErrors(result.ok ? {} : result.errors);
      if (result.ok) onValid(result.data, valuesRef.current);
    },
    [check, setErrors],
  );

  const reset = React.useCallback((next: Values) => {
    setValues(next);
    setErrorsState({});
  }, []);

  return { values, errors, errorFocusKey, onChange, setErrors, handleSubmit, reset };
}

/**
 * Moves the focus to the first field in error (in `order`, found by its `name`) each time
 * `errorFocusKey` grows; typing in a field does not move it.
 */
export function useFocusFirstError(
  formRef: React.RefObject<HTMLFormElement | null>,
  errors: ClientsFormErrors,
  order: readonly string[],
  errorFocusKey: number,
) {
  const latest = React.useRef({ errors, order });
  React.useEffect(() => {
    latest.current = { errors, order };
  });
  React.useEffect(() => {
    if (errorFocusKey === 0 || !formRef.current) return;
    const { errors: current, order: fields } = latest.current;
    const first = fields.find((field) =>
      Object.keys(current).some((key) => key === field || key.startsWith(`${field}.`)),
    );
    if (first) formRef.current.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errorFocusKey, formRef]);
}

/** The first message about a field or any of its parts (`tags`, `tags.2`). */
export function fieldError(errors: ClientsFormErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const part = Object.keys(errors).find((key) => key.startsWith(`${field}.`));
  return part ? errors[part] : undefined;
}
