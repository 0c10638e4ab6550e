import { FINISH_REDIRECT_SECONDS, FinishScreen, type FinishStatus } from "@pkg/screens";
import { selectRole, submitClientOnboarding, useAppDispatch, useAppSelector, useAppStore } from "@pkg/stores";
import * as React from "react";
import { Navigate, useNavigate } from "react-router";

import { homeRouteFor } from "../../../app/access";
import { toast } from "../../../app/toast-store";
import { useClientStep } from "./use-client-step";

const onboardingFailed = {
  variant: "destructive",
  title: "Error during onboarding",
  description: "Error during onboarding. Please try again",
} as const;

/**
 * `/finish`: submits the draft to `POST /api/client/onboarding` (decisions.md). On success the
 * session is a Client's: a thank-you, a visible 5 second countdown, then the client's home route.
 * On failure the spec's destructive toast; the draft is kept and can be sent again.
 */
export function FinishRoute() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { stepHeader, onBack } = useClientStep("finish");
  const role = useAppSelector(selectRole);
  // Someone who already finished has nothing to submit: they go home.
  const [arrivedFinished] = React.useState(() => role !== "guest");
  const [status, setStatus] = React.useState<FinishStatus>("submitting");
  const [secondsLeft, setSecondsLeft] = React.useState(FINISH_REDIRECT_SECONDS);
  const started = React.useRef(false);
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

  React.useEffect(() => {
    // Once per visit, also when React mounts the page twice in development.
    if (arrivedFinished || started.current) return;
    started.current = true;
    void submit();
  }, [arrivedFinished, submit]);

  React.useEffect(() => {
    if (status !== "success") return;
    if (secondsLeft <= 0) {
      void navigate(homeHref, { replace: true });
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [status, secondsLeft, navigate, homeHref]);

  if (arrivedFinished) return <Navigate to={homeRouteFor(role)} replace />;
  return (
    <FinishScreen
      status={status}
      secondsLeft={Math.max(0, secondsLeft)}
      homeHref={homeHref}
      onRetry={() => void submit()}
      onBack={onBack}
      stepHeader={stepHeader}
    />
  );
}
