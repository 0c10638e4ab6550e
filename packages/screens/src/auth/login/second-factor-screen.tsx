import type { TwoFactorMethod } from "@pkg/contracts";
import { Alert, AlertDescription, Button, Field, Input } from "@pkg/ui";
import * as React from "react";

import { AuthLayout } from "../auth-layout";
import { FormMessage } from "../shared";
import { lazyModule, useLoadOnFirstInteraction } from "../../shared/lazy-module";
import type { SecondFactorAnswer } from "./second-factor-validation";

export type { SecondFactorAnswer };

/** The answer's check (zod), fetched at the first interaction and awaited by an earlier submit. */
const loadSecondFactorValidation = lazyModule(() => import("./second-factor-validation"));

export type SecondFactorScreenProps = {
  /** The method the account uses: an authenticator app's code, or a code mailed or texted just now. */
  method: TwoFactorMethod;
  /** The e-mail address the code went to (the e-mail method). */
  email?: string;
  /** The texted code could not be sent: the step opens on the recovery code and says why. */
  codeNotSent?: boolean;
  /** The last two digits of the phone number the texted code went to. */
  phoneEnding?: string;
  onSubmit: (answer: SecondFactorAnswer) => void;
  submitting?: boolean;
  /** The server's refusal of the last code, shown on the field. */
  codeError?: string | null;
  /** Anything else that went wrong (an expired sign-in, too many tries). */
  failure?: string | null;
  /** Back to the password step (a new sign-in). */
  onStartOver: () => void;
};

/** Said when the texted code could not be sent (the sign-in answered `codeSent: false`). */
const SMS_NOT_SENT =
  "We could not send the text message with your code. Use one of your recovery codes, or start over to try again.";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** Log in, second step: the 6-digit code of the second factor, or one recovery code. */
export function SecondFactorScreen({
  method,
  email,
  codeNotSent = false,
  phoneEnding,
  onSubmit,
  submitting = false,
  codeError,
  failure,
  onStartOver,
}: SecondFactorScreenProps) {
  const [useRecovery, setUseRecovery] = React.useState(codeNotSent);
  const [value, setValue] = React.useState("");
  const [localError, setLocalError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const error = localError ?? codeError ?? null;
  useLoadOnFirstInteraction(loadSecondFactorValidation);

  React.useEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  const switchMode = () => {
    setUseRecovery((current) => !current);
    setValue("");
    setLocalError(null);
    inputRef.current?.focus();
  };

  const submit = () => {
    void loadSecondFactorValidation().then(({ checkSecondFactorAnswer }) => {
      const result = checkSecondFactorAnswer(value, useRecovery);
      if (!result.ok) return setLocalError(result.error);
      setLocalError(null);
      onSubmit(result.answer);
    });
  };

  const description = useRecovery
    ? "Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once."
    : method === "totp"
      ? "Open your authenticator app and enter the 6-digit code it shows for this account."
      : method === "sms"
        ? `We sent a 6-digit code by text message to ${phoneEnding ? `your phone number ending in ${phoneEnding}` : "your phone"}. It works for 10 minutes.`
        : `We sent a 6-digit code to ${email ?? "your email"}. It works for 10 minutes.`;

  return (
    <AuthLayout title="Two-factor sign-in" description={description}>
      <form
        noValidate
        aria-label="Two-factor sign-in"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {failure ? <FormMessage title="We couldn't log you in">{failure}</FormMessage> : null}
        {codeNotSent ? (
          <Alert>
            <AlertDescription>{SMS_NOT_SENT}</AlertDescription>
          </Alert>
        ) : null}
        <Field label={useRecovery ? "Recovery code" : "Code"} error={error ?? undefined}>
          <Input
            ref={inputRef}
            value={value}
            autoComplete={useRecovery ? "off" : "one-time-code"}
            inputMode={useRecovery ? "text" : "numeric"}
            autoCapitalize={useRecovery ? "characters" : undefined}
            spellCheck={false}
            onChange={(event) => {
              setValue(event.target.value);
              if (localError) setLocalError(null);
            }}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={submitting}>
          Verify
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button type="button" className={linkClass} onClick={switchMode}>
            {useRecovery ? "Use a code instead" : "Use a recovery code"}
          </button>
          <button type="button" className={linkClass} onClick={onStartOver}>
            Start over
          </button>
        </div>
      </form>
    </AuthLayout>
  );
}
