import * as React from "react";

/** A step's check: the answers to save, or the message per field. */
export type StepCheck<Data, Field extends string> =
  { ok: true; data: Data } | { ok: false; errors: Partial<Record<Field, string>> };

export type StepFormController<Values, Data, Field extends string> = {
  values: Values;
  errors: Partial<Record<Field, string>>;
  /** Changes one answer and clears its message. */
  setValue: <K extends keyof Values>(field: K, value: Values[K]) => void;
  /**
   * Whether the step's answers are complete: a practitioner step enables its button only then, a
   * client step shows Continue as the main action.
   */
  complete: boolean;
  /** Continue (the practitioner steps' Next): runs `onValid` with the checked answers, or shows the messages. */
  handleContinue: (onValid: (data: Data) => void) => () => void;
};

/**
 * The state of one onboarding step's answers and the check that Continue runs, for both flows.
 * Messages show after Continue and clear as the person changes the answer. `isComplete` says when
 * the answers are complete (the step's rule of spec section 5); without it, when they pass the check.
 */
export function useStepForm<Values extends object, Data, Field extends string>(
  initialValues: Values,
  validate: (values: Values) => StepCheck<Data, Field>,
  isComplete: (values: Values) => boolean = (values) => validate(values).ok,
): StepFormController<Values, Data, Field> {
  const [values, setValues] = React.useState(initialValues);
  const [errors, setErrors] = React.useState<Partial<Record<Field, string>>>({});
  const complete = React.useMemo(() => isComplete(values), [isComplete, values]);
  const valuesRef = React.useRef(values);
  React.useEffect(() => {
    valuesRef.current = values;
  });

  const setValue = React.useCallback(<K extends keyof Values>(field: K, value: Values[K]) => {
    const before = valuesRef.current[field];
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => {
      // The field's own message, and those of its parts that changed (`invitees.2.contact`).
      const prefix = `${String(field)}.`;
      const stale = Object.keys(previous).filter(
        (key) =>
          key === field ||
          (key.startsWith(prefix) &&
            partAt(before, key.slice(prefix.length)) !== partAt(value, key.slice(prefix.length))),
      );
      if (stale.length === 0) return previous;
      const next = { ...previous };
      for (const key of stale) delete next[key as Field];
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

  return { values, errors, setValue, complete, handleContinue };
}

/** The value at a dotted path (`2.contact`) inside a list or record, if there is one. */
function partAt(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (part, key) =>
        part !== null && typeof part === "object" ? (part as Record<string, unknown>)[key] : undefined,
      value,
    );
}
