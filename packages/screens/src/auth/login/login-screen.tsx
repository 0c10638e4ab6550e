import { Button, Field, Input, PasswordInput } from "@pkg/ui";

import { ScreenLink } from "../../environment";
import { AuthLayout } from "../auth-layout";
import { FormMessage } from "../shared";
import type { LoginErrors, LoginField, LoginValues } from "./use-login-form";

/** Why the last attempt failed: wrong credentials, an unverified account, or anything else. */
export type LoginFailure =
  { kind: "invalid-credentials" } | { kind: "unverified" } | { kind: "other"; message: string };

export type LoginScreenProps = {
  values: LoginValues;
  errors: LoginErrors;
  canSubmit: boolean;
  onFieldChange: (field: LoginField, value: string) => void;
  onSubmit: () => void;
  submitting?: boolean;
  failure?: LoginFailure | null;
  /** Sends a new verification e-mail (offered for an unverified account). */
  onResendVerification: () => void;
  resendingVerification?: boolean;
  /** Seconds before the verification e-mail may be sent again. */
  resendCooldown?: number;
  /** The address a new verification e-mail went to, once sent. */
  verificationSentTo?: string | null;
  forgotPasswordHref: string;
  signUpHref: string;
};

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

function Failure({
  failure,
  onResendVerification,
  resendingVerification,
  resendCooldown,
  verificationSentTo,
}: Pick<
  LoginScreenProps,
  "onResendVerification" | "resendingVerification" | "resendCooldown" | "verificationSentTo"
> & { failure: LoginFailure }) {
  if (failure.kind === "invalid-credentials") {
    return (
      <FormMessage title="Wrong email or password">
        Check your email and password and try again, or reset your password.
      </FormMessage>
    );
  }
  if (failure.kind === "other")
    return <FormMessage title="We couldn't log you in">{failure.message}</FormMessage>;
  const coolingDown = (resendCooldown ?? 0) > 0;
  return (
    <FormMessage title="Verify your email first">
      <div className="flex flex-col items-start gap-2">
        <span>
          Your email address is not verified yet. Open the link we sent you when you signed up, or get a new
          one.
        </span>
        {verificationSentTo ? (
          <span role="status" className="font-medium">
            We sent a new verification link to {verificationSentTo}.
          </span>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          onClick={onResendVerification}
          loading={resendingVerification}
          disabled={coolingDown}
        >
          {coolingDown ? `Resend in ${resendCooldown}s` : "Resend verification email"}
        </Button>
      </div>
    </FormMessage>
  );
}

/** Log in (`/auth`): not shown in the spec, built in the account screens' visual language. */
export function LoginScreen({
  values,
  errors,
  canSubmit,
  onFieldChange,
  onSubmit,
  submitting = false,
  failure,
  onResendVerification,
  resendingVerification = false,
  resendCooldown = 0,
  verificationSentTo,
  forgotPasswordHref,
  signUpHref,
}: LoginScreenProps) {
  return (
    <AuthLayout
      title="Log in"
      description="Welcome back. Log in with the email and password of your account."
    >
      <form
        noValidate
        aria-label="Log in"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {failure ? (
          <Failure
            failure={failure}
            onResendVerification={onResendVerification}
            resendingVerification={resendingVerification}
            resendCooldown={resendCooldown}
            verificationSentTo={verificationSentTo}
          />
        ) : null}
        <Field label="Email" error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => onFieldChange("email", event.target.value)}
          />
        </Field>
        <Field label="Password" error={errors.password}>
          <PasswordInput
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => onFieldChange("password", event.target.value)}
          />
        </Field>
        <div className="-mt-1 flex justify-end">
          <ScreenLink to={forgotPasswordHref} className={`text-sm ${linkClass}`}>
            Forgot password?
          </ScreenLink>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!canSubmit && !submitting}
          loading={submitting}
        >
          Log in
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          New here?{" "}
          <ScreenLink to={signUpHref} className={linkClass}>
            Sign up
          </ScreenLink>
        </p>
      </form>
    </AuthLayout>
  );
}
