import { ROLE_IDS } from "@pkg/contracts";
import { LinkVerificationScreen, type LinkVerificationMode } from "@pkg/screens";
import {
  acceptCoachInvite,
  completeSignup,
  forgotPassword,
  resendVerification,
  useAppDispatch,
  verifyResetLink,
  type AppDispatch,
} from "@pkg/stores";
import * as React from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

import { errorCode } from "../../app/api-errors";
import { paths } from "../../app/paths";
import { takeInvitation } from "../../app/pending-invitation";
import { toast } from "../../app/toast-store";
import { useAbortOnUnmount } from "../../app/use-abort-on-unmount";
import { config } from "../../config";
import { secondsUntil, useResend } from "./use-resend";

type Outcome = { ok: true; roleID?: number } | { ok: false };

/**
 * Link checks under way, by link. A link works once, so a check is never aborted or repeated:
 * a screen mounted twice (React's StrictMode in development) waits for the same answer.
 */
const checks = new Map<string, Promise<Outcome>>();

function checkLink(dispatch: AppDispatch, mode: LinkVerificationMode, email: string, token: string) {
  const key = `${mode}:${email}:${token}`;
  let check = checks.get(key);
  if (!check) {
    check =
      mode === "register"
        ? dispatch(completeSignup({ email, token })).then(async (action): Promise<Outcome> => {
            if (!completeSignup.fulfilled.match(action)) return { ok: false };
            const { user } = action.payload;
            const invitation = takeInvitation(user.email);
            if (invitation && user.roleID === ROLE_IDS.client) {
              // The server has linked an invited client already; this confirms it, or explains
              // a refusal that is the person's to act on.
              const accepted = await dispatch(acceptCoachInvite(invitation));
              if (acceptCoachInvite.rejected.match(accepted)) {
                if (errorCode(accepted.payload) === "INVITATION_FOR_OTHER_EMAIL") {
                  toast({
                    variant: "destructive",
                    title: "Invitation not accepted",
                    description: accepted.payload?.message ?? "",
                  });
                } else {
                  console.warn("The coach invitation could not be accepted", accepted.payload);
                }
              }
            }
            return { ok: true, roleID: user.roleID };
          })
        : dispatch(verifyResetLink({ email, token })).then((action): Outcome => ({
            ok: verifyResetLink.fulfilled.match(action),
          }));
    checks.set(key, check);
  }
  return check;
}

const failureMessages: Record<LinkVerificationMode, string> = {
  register: "We couldn't verify your email. Please try again or request a new link.",
  reset: "We couldn't verify your reset link. Please try again or request a new one.",
};

function LinkVerificationRoute({ mode }: { mode: LinkVerificationMode }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const track = useAbortOnUnmount();
  const token = searchParams.get("token");
  const linkEmail = searchParams.get("email");
  const arrival = location.state as { email?: unknown; resendAfter?: unknown } | null;
  const stateEmail = arrival?.email;
  const email = linkEmail ?? (typeof stateEmail === "string" ? stateEmail : null);
  // Arriving from the page that sent the first e-mail: the server's cooldown has begun.
  const [initialCooldown] = React.useState(() => (token ? 0 : secondsUntil(arrival?.resendAfter)));
  const [failed, setFailed] = React.useState(false);

  React.useEffect(() => {
    if (!token || !linkEmail) return;
    let active = true;
    void checkLink(dispatch, mode, linkEmail, token).then((outcome) => {
      if (!active) return;
      if (!outcome.ok) {
        toast({ title: "Verification failed", description: failureMessages[mode] });
        setFailed(true);
      } else if (mode === "reset") {
        void navigate(paths.newPassword, { replace: true });
      } else {
        void navigate(outcome.roleID === ROLE_IDS.client ? paths.welcomeClient : paths.welcomePractitioner, {
          replace: true,
        });
      }
    });
    return () => {
      active = false;
    };
  }, [dispatch, navigate, mode, token, linkEmail]);

  const send = React.useCallback(
    async (address: string) => {
      const thunk = mode === "register" ? resendVerification : forgotPassword;
      const action = await track(dispatch(thunk(address)));
      return thunk.fulfilled.match(action)
        ? { ok: true as const, answer: action.payload }
        : { ok: false as const, aborted: Boolean(action.meta.aborted), error: action.payload };
    },
    [dispatch, mode, track],
  );
  const { resend, resending, notice, resendCooldown } = useResend(send, undefined, initialCooldown);

  return (
    <LinkVerificationScreen
      mode={mode}
      status={token && linkEmail ? (failed ? "failed" : "verifying") : "check-inbox"}
      email={email}
      onResend={email ? () => void resend(email) : undefined}
      resending={resending}
      resendCooldown={resendCooldown}
      notice={notice?.text ?? null}
      noticeTone={notice?.tone}
      restartHref={mode === "register" ? paths.register : paths.forgotPassword}
      supportHref={config.supportUrl}
    />
  );
}

/** `/verify-email`: the verification link of a new account, or the note to check the inbox. */
export function VerifyEmailRoute() {
  return <LinkVerificationRoute mode="register" />;
}

/** `/verify-email-pass`: the password-reset link, or the note to check the inbox. */
export function VerifyResetLinkRoute() {
  return <LinkVerificationRoute mode="reset" />;
}
