import { LoginScreen, useLoginForm, type LoginFailure, type LoginValues } from "@pkg/screens";
import { logIn, resendVerification, selectRole, useAppDispatch, useAppStore } from "@pkg/stores";
import * as React from "react";
import { useNavigate, useSearchParams } from "react-router";

import { homeRouteFor } from "../../app/access";
import { errorCode } from "../../app/api-errors";
import { NEXT_PARAM, paths, safeNextPath, withNext } from "../../app/paths";
import { useAbortOnUnmount } from "../../app/use-abort-on-unmount";
import { useResend } from "./use-resend";

/**
 * `/auth`: log in, then the remembered path or the role's home route; a person whose onboarding
 * is not finished goes back to it (the guards send a guest there from anywhere else).
 */
export function LoginRoute() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const track = useAbortOnUnmount();
  const next = safeNextPath(searchParams.get(NEXT_PARAM));
  const form = useLoginForm();
  const [submitting, setSubmitting] = React.useState(false);
  const [failure, setFailure] = React.useState<LoginFailure | null>(null);
  const [verificationSentTo, setVerificationSentTo] = React.useState<string | null>(null);

  const send = React.useCallback(
    async (email: string) => {
      const action = await track(dispatch(resendVerification(email)));
      return resendVerification.fulfilled.match(action)
        ? { ok: true as const }
        : { ok: false as const, aborted: Boolean(action.meta.aborted), error: action.payload };
    },
    [dispatch, track],
  );
  const { resend, resending, resendCooldown } = useResend(send);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setFailure(null);
    setVerificationSentTo(null);
    const action = await track(dispatch(logIn(values)));
    if (logIn.fulfilled.match(action)) {
      const role = selectRole(store.getState());
      void navigate(next ?? homeRouteFor(role, action.payload.user.roleID), { replace: true });
      return;
    }
    if (action.meta.aborted) return;
    setSubmitting(false);
    const error = action.payload;
    const code = errorCode(error);
    if (code === "EMAIL_NOT_VERIFIED" || (!code && error?.status === 403)) setFailure({ kind: "unverified" });
    else if (code === "INVALID_CREDENTIALS" || (!code && error?.status === 401))
      setFailure({ kind: "invalid-credentials" });
    else
      setFailure({ kind: "other", message: error?.message ?? action.error.message ?? "Please try again." });
  };

  return (
    <LoginScreen
      {...form}
      onSubmit={form.handleSubmit((values) => void submit(values))}
      submitting={submitting}
      failure={failure}
      onResendVerification={() => {
        const email = form.values.email.trim();
        void resend(email).then((sent) => sent && setVerificationSentTo(email));
      }}
      resendingVerification={resending}
      resendCooldown={resendCooldown}
      verificationSentTo={verificationSentTo}
      forgotPasswordHref={paths.forgotPassword}
      signUpHref={withNext(paths.register, next)}
    />
  );
}
