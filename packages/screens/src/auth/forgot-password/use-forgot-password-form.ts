import { forgotPasswordFormSchema, toFieldErrors } from "@pkg/contracts";
import * as React from "react";

export type ForgotPasswordCheck =
  | { ok: true; email: string }
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "invalid"; error: string };

/** An empty e-mail is 'missing' (the spec's toast); a malformed one an inline error. */
export function checkForgotPasswordEmail(email: string): ForgotPasswordCheck {
  if (email.trim() === "") return { ok: false, reason: "missing" };
  const result = forgotPasswordFormSchema.safeParse({ email });
  if (result.success) return { ok: true, email: result.data.email };
  return { ok: false, reason: "invalid", error: toFieldErrors(result.error).email ?? "" };
}

/** Send looks active only when an e-mail is entered (spec section 4). */
export const canSendResetEmail = (email: string) => email.trim() !== "";

export type UseForgotPasswordFormOptions = { initialEmail?: string; initialError?: string };

/** The Forgot Password form's state and rules. */
export function useForgotPasswordForm({
  initialEmail = "",
  initialError,
}: UseForgotPasswordFormOptions = {}) {
  const [email, setEmail] = React.useState(initialEmail);
  const [error, setError] = React.useState<string | undefined>(initialError);
  const emailRef = React.useRef(email);
  React.useEffect(() => {
    emailRef.current = email;
  });

  return {
    email,
    error,
    canSend: canSendResetEmail(email),
    onEmailChange: React.useCallback((value: string) => {
      setEmail(value);
      setError(undefined);
    }, []),
    /** Runs `onValid` with a well-formed e-mail, `onMissing` when none was entered. */
    handleSubmit: React.useCallback(
      (onValid: (email: string) => void, onMissing: () => void) => () => {
        const check = checkForgotPasswordEmail(emailRef.current);
        if (check.ok) {
          setError(undefined);
          onValid(check.email);
        } else if (check.reason === "missing") {
          onMissing();
        } else {
          setError(check.error);
        }
      },
      [],
    ),
  };
}
