import * as React from "react";

/** A step's check: the answers to save, or the message per field. */
export type StepCheck<Data, Field extends string> =
  { ok: true; data: Data } | { ok: false; errors: Partial<Record<Field, string>> };

export type StepFormController<Values, Data, Field extends string> = {
  values: Values;
  errors: Partial<Record<Field, string>>;
  /** Changes one answer and clears its message. */
  setValue: <K extends keyof Values>(field: K, value: Values[K]) => void;
  /** Continue: runs `onValid` with the checked answers, or shows the messages. */
  handleContinue: (onValid: (data: Data) => void) => () => void;
};

/**
 * The state of one onboarding step's answers and the check that Continue runs. Messages show after
 * Continue and clear as the person changes the answer.
 */
export function useStepForm<Values extends object, Data, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => StepCheck<Data, Field>,
  initialErrors: Partial<Record<Field, string>> = {},
): StepFormController<Values, Data, Field> {
  const [values, setValues] = React.useState(initialValues);
  const [errors, setErrors] = React.useState(initialErrors);
  const valuesRef = React.useRef(values);
  React.useEffect(() => {
    valuesRef.current = values;
  });

  const setValue = React.useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field as unknown as Field];
      return next;
    });
  }, []);

  const handleContinue = React.useCallback(
    (onValid: (data: Data) => void) => () => {
      const check = validate(valuesRef.current);
      if (check.ok) {
        setErrors({});
        onValid(check.data);
      } else {
        setErrors(check.errors);
      }
    },
    [validate],
  );

  return { values, errors, setValue, handleContinue };
}
