import { isTwoFactorChallenge, type AuthUser, type TwoFactorChallenge } from "@pkg/contracts";
import {
  LoginScreen,
  SecondFactorScreen,
  useLoginForm,
  type LoginFailure,
  type LoginValues,
  type SecondFactorAnswer,
} from "@pkg/screens";
import {
  logIn,
  logInSecondFactor,
  resendVerification,
  resumeOnboarding,
  selectAccessToken,
  selectOnboardingProgress,
  selectRole,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from "@pkg/stores";
import * as React from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";

import { homeRouteFor } from "../../app/access";
import { errorCode } from "../../app/api-errors";
import { onboardingResumePath } from "../../app/onboarding-steps";
import { NEXT_PARAM, paths, safeNextPath, withNext } from "../../app/paths";
import { toast } from "../../app/toast-store";
import { useAbortOnUnmount } from "../../app/use-abort-on-unmount";
import { useHomeRoute } from "../../app/use-home-route";
import { secondFactorFailure } from "./second-factor-failure";
import { heldBackNotice, useResend } from "./use-resend";

/** A remembered path that is not itself a sign-in page (which would lead back here). */
function nextPathFrom(value: string | null): string | null {
  const next = safeNextPath(value);
  if (!next) return null;
  const pathname = next.split(/[?#]/)[0];
  return pathname === paths.auth || pathname === paths.register ? null : next;
}

/**
 * `/auth`: log in, then the remembered path or the role's home route; a person whose onboarding
 * is not finished resumes it on the page they left, as the server kept it (the guards send a
 * guest there from anywhere else). Someone already signed in goes straight on.
 */
export function LoginRoute() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const track = useAbortOnUnmount();
  const next = nextPathFrom(searchParams.get(NEXT_PARAM));
  const token = useAppSelector(selectAccessToken);
  const home = useHomeRoute();
  const form = useLoginForm();
  const [submitting, setSubmitting] = React.useState(false);
  const [failure, setFailure] = React.useState<LoginFailure | null>(null);
  const [verificationSentTo, setVerificationSentTo] = React.useState<string | null>(null);
  // With two-factor sign-in on, the password earns a challenge; the second step answers it.
  const [challenge, setChallenge] = React.useState<TwoFactorChallenge | null>(null);
  const [codeError, setCodeError] = React.useState<string | null>(null);
  const [secondFailure, setSecondFailure] = React.useState<string | null>(null);
  // Sign out leads here while the session is still on (it ends once this page shows).
  const signingOut = (location.state as { signOut?: unknown } | null)?.signOut === true;

  const send = React.useCallback(
    async (email: string) => {
      const action = await track(dispatch(resendVerification(email)));
      return resendVerification.fulfilled.match(action)
        ? { ok: true as const, answer: action.payload }
        : { ok: false as const, aborted: Boolean(action.meta.aborted), error: action.payload };
    },
    [dispatch, track],
  );
  const { resend, resending, resendCooldown } = useResend(send);

  if (token && home && !submitting && !signingOut) return <Navigate to={next ?? home} replace />;

  /** Resumes a guest's onboarding, then the remembered path or the role's home route. */
  const signedIn = async (user: AuthUser) => {
    const { roleID } = user;
    if (selectRole(store.getState()) === "guest") {
      // A failure leaves the flow at its start; the draft in this browser is kept either way.
      const resumed = await track(dispatch(resumeOnboarding()));
      if (resumeOnboarding.rejected.match(resumed) && resumed.meta.aborted) return;
    }
    const state = store.getState();
    const resumePath = onboardingResumePath(roleID, selectOnboardingProgress(state));
    void navigate(next ?? homeRouteFor(selectRole(state), roleID, resumePath), { replace: true });
  };

  const submitSecondFactor = async (current: TwoFactorChallenge, answer: SecondFactorAnswer) => {
    setSubmitting(true);
    setCodeError(null);
    setSecondFailure(null);
    const action = await track(dispatch(logInSecondFactor({ challenge: current.challenge, ...answer })));
    if (logInSecondFactor.fulfilled.match(action)) {
      await signedIn(action.payload.user);
      return;
    }
    if (action.meta.aborted) return;
    setSubmitting(false);
    const failure = secondFactorFailure(action.payload, action.error.message);
    if ("codeError" in failure) setCodeError(failure.codeError);
    else setSecondFailure(failure.failure);
  };

  if (challenge) {
    return (
      <SecondFactorScreen
        method={challenge.method}
        email={form.values.email.trim()}
        codeNotSent={challenge.codeSent === false}
        phoneEnding={challenge.phoneEnding}
        submitting={submitting}
        codeError={codeError}
        failure={secondFailure}
        onSubmit={(answer) => void submitSecondFactor(challenge, answer)}
        onStartOver={() => {
          setChallenge(null);
          setCodeError(null);
          setSecondFailure(null);
        }}
      />
    );
  }

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setFailure(null);
    setVerificationSentTo(null);
    const action = await track(dispatch(logIn(values)));
    if (logIn.fulfilled.match(action)) {
      if (isTwoFactorChallenge(action.payload)) {
        setChallenge(action.payload);
        setSubmitting(false);
        return;
      }
      await signedIn(action.payload.user);
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
        void resend(email).then((outcome) => {
          if (outcome === "sent") setVerificationSentTo(email);
          if (outcome === "cooldown")
            toast({ title: "No new email yet", description: heldBackNotice(email) });
        });
      }}
      resendingVerification={resending}
      resendCooldown={resendCooldown}
      verificationSentTo={verificationSentTo}
      forgotPasswordHref={paths.forgotPassword}
      signUpHref={withNext(paths.register, next)}
    />
  );
}
