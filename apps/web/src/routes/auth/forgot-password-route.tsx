import { ForgotPasswordScreen, useForgotPasswordForm } from "@pkg/screens";
import { forgotPassword, useAppDispatch } from "@pkg/stores";
import * as React from "react";
import { useLocation, useNavigate } from "react-router";

import { paths } from "../../app/paths";
import { dismissToast, toast } from "../../app/toast-store";
import { useAbortOnUnmount } from "../../app/use-abort-on-unmount";
import { resendAfterIn, useResend } from "./use-resend";

const sendFailed = { title: "Error", description: "We couldn't send the reset email. Please try again." };
const missingEmail = { title: "Missing email", description: "Please enter your email before submitting." };

/** `/forgot-password` (spec sections 2, 4, 5 and 8; decisions.md: Resend with a 30 s cooldown). */
export function ForgotPasswordRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const track = useAbortOnUnmount();
  const form = useForgotPasswordForm();
  const [sending, setSending] = React.useState(false);

  const send = React.useCallback(
    async (email: string) => {
      const action = await track(dispatch(forgotPassword(email)));
      return forgotPassword.fulfilled.match(action)
        ? { ok: true as const, answer: action.payload }
        : { ok: false as const, aborted: Boolean(action.meta.aborted), error: action.payload };
    },
    [dispatch, track],
  );
  const { resend, resending, notice, resendCooldown } = useResend(send, sendFailed);

  const onSend = async (email: string) => {
    setSending(true);
    const result = await send(email);
    if (!result.ok && result.aborted) return;
    setSending(false);
    if (result.ok) {
      clearMissing();
      // A link is being sent (or went out moments ago): Resend there waits out the cooldown.
      const resendAfter = resendAfterIn(result.answer.retryAfterSeconds);
      void navigate(paths.verifyEmailPass, { state: { email, resendAfter } });
    } else toast({ variant: "destructive", ...sendFailed });
  };
  // A send that succeeds takes the 'Missing email' toast away: it no longer applies.
  const [missingToast, setMissingToast] = React.useState<string | null>(null);
  const onMissing = () => setMissingToast(toast(missingEmail));
  const clearMissing = () => {
    if (missingToast) dismissToast(missingToast);
    setMissingToast(null);
  };

  return (
    <ForgotPasswordScreen
      {...form}
      onSubmit={form.handleSubmit((email) => void onSend(email), onMissing)}
      onResend={form.handleSubmit(
        (email) =>
          void resend(email).then((outcome) => {
            if (outcome === "sent") clearMissing();
          }),
        onMissing,
      )}
      onBack={() => {
        // Opened directly there is no previous page in the app: Log in is the way back.
        if (location.key === "default") void navigate(paths.auth);
        else void navigate(-1);
      }}
      sending={sending}
      resending={resending}
      resendCooldown={resendCooldown}
      notice={notice?.text ?? null}
      loginHref={paths.auth}
    />
  );
}
