import { Button, Spinner } from "@pkg/ui";

import { ScreenLink } from "../../environment";
import { AuthLayout } from "../auth-layout";
import { FormMessage } from "../shared";

export type LinkVerificationMode = "register" | "reset";
/** verifying: the link's token and e-mail are being checked; check-inbox: no link yet; failed. */
export type LinkVerificationStatus = "verifying" | "check-inbox" | "failed";

export type LinkVerificationScreenProps = {
  mode: LinkVerificationMode;
  status: LinkVerificationStatus;
  /** The address the e-mail went to, when known. */
  email?: string | null;
  /** Sends the e-mail again (offered when the address is known). */
  onResend?: () => void;
  resending?: boolean;
  /** Seconds before the e-mail may be sent again. */
  resendCooldown?: number;
  /** A note after a resend. */
  notice?: string | null;
  /** `info` for a resend that sent nothing (the cooldown held it back); `success` by default. */
  noticeTone?: "success" | "info";
  /** Where to start over after a failed link. */
  restartHref: string;
  /** The Support link (an e-mail address or a help page). */
  supportHref: string;
};

function ResendButton({
  onResend,
  resending,
  resendCooldown = 0,
}: Pick<LinkVerificationScreenProps, "onResend" | "resending" | "resendCooldown">) {
  if (!onResend) return null;
  const coolingDown = resendCooldown > 0;
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full"
      onClick={onResend}
      loading={resending}
      disabled={coolingDown}
    >
      {coolingDown ? `Resend in ${resendCooldown}s` : "Resend email"}
    </Button>
  );
}

/**
 * Link verification (`/verify-email`, `/verify-email-pass`): 'Just a moment...' while a link is
 * checked, 'Check your inbox' before one is opened, and a way forward when a link fails.
 */
export function LinkVerificationScreen({
  mode,
  status,
  email,
  onResend,
  resending = false,
  resendCooldown = 0,
  notice,
  noticeTone = "success",
  restartHref,
  supportHref,
}: LinkVerificationScreenProps) {
  const support = (
    <p className="text-center text-sm text-muted-foreground">
      Need help?{" "}
      <a href={supportHref} className="font-medium text-primary underline-offset-4 hover:underline">
        Support
      </a>
    </p>
  );

  if (status === "verifying") {
    return (
      <AuthLayout title="Just a moment..." description="We're verifying your link">
        <div className="flex justify-center py-6 text-primary">
          <Spinner className="size-10" label="Verifying your link" />
        </div>
        {support}
      </AuthLayout>
    );
  }

  if (status === "failed") {
    return (
      <AuthLayout
        title="This link didn't work"
        description={
          mode === "register"
            ? "The link may have expired or already been used. Ask for a new verification email, or sign up again."
            : "The link may have expired or already been used. Ask for a new link to reset your password."
        }
      >
        {notice ? <FormMessage tone={noticeTone}>{notice}</FormMessage> : null}
        <div className="flex flex-col gap-3">
          <ResendButton onResend={onResend} resending={resending} resendCooldown={resendCooldown} />
          <Button asChild size="lg" variant={onResend ? "ghost" : "primary"} className="w-full">
            <ScreenLink to={restartHref}>
              {mode === "register" ? "Back to sign up" : "Reset my password"}
            </ScreenLink>
          </Button>
        </div>
        {support}
      </AuthLayout>
    );
  }

  const to = email ? <strong className="font-semibold text-foreground">{email}</strong> : "your email";
  return (
    <AuthLayout
      title="Check your inbox"
      description={
        mode === "register" ? (
          <>We sent a verification link to {to}. Open it to verify your account.</>
        ) : (
          <>We sent a link to reset your password to {to}. Open it to choose a new password.</>
        )
      }
    >
      <FormMessage tone="info">
        Can&apos;t find it? Check your spam or promotions folder, or wait a minute and look again.
      </FormMessage>
      {notice ? <FormMessage tone={noticeTone}>{notice}</FormMessage> : null}
      <ResendButton onResend={onResend} resending={resending} resendCooldown={resendCooldown} />
      {support}
    </AuthLayout>
  );
}
