import * as React from "react";

type Errors = Record<string, string | undefined>;

/**
 * A form's field messages: its own check's, replaced by the server's whenever new ones come in.
 * After each check (`checked`), and when the server's messages arrive, the focus goes to the
 * field that `firstInvalid` finds; typing in a field does not move it.
 */
export function useFormErrors<E extends Errors>(
  fieldErrors: E | undefined,
  firstInvalid: (form: HTMLFormElement, errors: E) => HTMLElement | null | undefined,
) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [errors, setErrors] = React.useState<E>(fieldErrors ?? ({} as E));
  const [focusKey, setFocusKey] = React.useState(fieldErrors && Object.keys(fieldErrors).length > 0 ? 1 : 0);

  // New messages from the server replace the form's own, and take the focus to the first.
  const [shownServerErrors, setShownServerErrors] = React.useState(fieldErrors);
  if (fieldErrors !== shownServerErrors) {
    setShownServerErrors(fieldErrors);
    if (fieldErrors) {
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length > 0) setFocusKey((key) => key + 1);
    }
  }

  React.useEffect(() => {
    if (focusKey === 0 || !formRef.current) return;
    firstInvalid(formRef.current, errors)?.focus();
    // Only a new check moves the focus: typing in a field must not.
  }, [focusKey]);

  /** Shows a check's messages and moves the focus to the first. */
  const checked = (next: E) => {
    setErrors(next);
    setFocusKey((key) => key + 1);
  };

  return { formRef, errors, setErrors, checked };
}
