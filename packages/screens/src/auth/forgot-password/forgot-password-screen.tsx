import { Button, Field, Input } from "@pkg/ui";

import { ScreenLink } from "../../environment";
import { AuthLayout } from "../auth-layout";
import { FormMessage } from "../shared";

export type ForgotPasswordScreenProps = {
  email: string;
  /** The inline error under Email. */
  error?: string;
  /** An e-mail is entered: Send looks active. */
  canSend: boolean;
  onEmailChange: (email: string) => void;
  /** Send: the caller checks the e-mail and sends the reset link. */
  onSubmit: () => void;
  /** Back to the previous page. */
  onBack: () => void;
  /** Resend the reset link. */
  onResend: () => void;
  /** Seconds before Resend may be used again (0: now). */
  resendCooldown?: number;
  sending?: boolean;
  resending?: boolean;
  /** A note after a resend ('We sent a new link…'). */
  notice?: string | null;
  apiError?: string | null;
  loginHref: string;
};

/** Forgot Password (`/forgot-password`, spec sections 2, 4 and 5). */
export function ForgotPasswordScreen({
  email,
  error,
  canSend,
  onEmailChange,
  onSubmit,
  onBack,
  onResend,
  resendCooldown = 0,
  sending = false,
  resending = false,
  notice,
  apiError,
  loginHref,
}: ForgotPasswordScreenProps) {
  const coolingDown = resendCooldown > 0;
  return (
    <AuthLayout
      title="Forgot Password"
      description="Enter the email of your account and we will send you a link to reset your password."
      headerAction={
        <Button variant="ghost" size="sm" onClick={onBack}>
          <span aria-hidden="true">←</span> Back
        </Button>
      }
    >
      <form
        noValidate
        aria-label="Forgot Password"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {apiError ? <FormMessage>{apiError}</FormMessage> : null}
        {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
        <Field label="Email" error={error}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => onEmailChange(event.target.value)}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="mt-2 w-full"
          variant={canSend ? "primary" : "secondary"}
          loading={sending}
        >
          Send
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Didn&apos;t get the email?{" "}
          <Button
            variant="link"
            className="h-auto p-0 text-sm"
            onClick={onResend}
            disabled={coolingDown || sending}
            loading={resending}
          >
            {coolingDown ? `Resend in ${resendCooldown}s` : "Resend"}
          </Button>
        </p>
        <p className="text-center text-sm text-muted-foreground">
          Remember your password?{" "}
          <ScreenLink to={loginHref} className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </ScreenLink>
        </p>
      </form>
    </AuthLayout>
  );
}
