import { FINISH_REDIRECT_SECONDS, FinishScreen, type FinishStatus } from "@pkg/screens";
import { submitClientOnboarding, useAppDispatch, useAppStore } from "@pkg/stores";
import * as React from "react";
import { Navigate, useNavigate } from "react-router";

import { homeRouteFor } from "../../../app/access";
import { toast } from "../../../app/toast-store";
import { onboardingFailed, useFinishSubmission } from "../use-finish-submission";
import { useOnboardingStep } from "../use-onboarding-step";
import { clientOnboarding } from "./client-onboarding";

/**
 * `/finish`: submits the draft to `POST /api/client/onboarding` (decisions.md). On success the
 * session is a Client's: a thank-you, a visible 5 second countdown, then the client's home route.
 * On failure the spec's destructive toast; the draft is kept and can be sent again.
 */
export function FinishRoute() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { frame, onBack } = useOnboardingStep(clientOnboarding, "finish");
  const [status, setStatus] = React.useState<FinishStatus>("submitting");
  const [secondsLeft, setSecondsLeft] = React.useState(FINISH_REDIRECT_SECONDS);
  const homeHref = homeRouteFor("Client");

  const submit = React.useCallback(async () => {
    setStatus("submitting");
    // The draft as it is now: a submission is never aborted, so a reload cannot half-send it.
    const action = await dispatch(submitClientOnboarding(store.getState().clientOnboarding));
    if (submitClientOnboarding.fulfilled.match(action)) {
      setSecondsLeft(FINISH_REDIRECT_SECONDS);
      setStatus("success");
    } else {
      toast(onboardingFailed);
      setStatus("failure");
    }
  }, [dispatch, store]);

  const alreadyFinishedHome = useFinishSubmission(submit);

  React.useEffect(() => {
    if (status !== "success") return;
    if (secondsLeft <= 0) {
      void navigate(homeHref, { replace: true });
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [status, secondsLeft, navigate, homeHref]);

  if (alreadyFinishedHome) return <Navigate to={alreadyFinishedHome} replace />;
  return (
    <FinishScreen
      status={status}
      secondsLeft={Math.max(0, secondsLeft)}
      homeHref={homeHref}
      onRetry={() => void submit()}
      onBack={onBack}
      {...frame}
    />
  );
}
