import type { InviteClientsResponse } from "@pkg/contracts";
import { PractitionerFinishScreen, type PractitionerFinishStatus } from "@pkg/screens";
import { selectRole, submitCoachOnboarding, useAppDispatch, useAppSelector } from "@pkg/stores";
import * as React from "react";
import { Navigate, useNavigate } from "react-router";

import { homeRouteFor } from "../../../app/access";
import { paths } from "../../../app/paths";
import { toast } from "../../../app/toast-store";
import { useSignOut } from "../../../app/use-sign-out";
import { useOnboardingStep } from "../use-onboarding-step";
import { practitionerFlow } from "./practitioner-flow";

const onboardingFailed = {
  variant: "destructive",
  title: "Error during onboarding",
  description: "Error during onboarding. Please try again",
} as const;

/**
 * `/onboarding-finish`: submits the whole record with its files to `POST /api/coach/onboarding`
 * and then the invitations (decisions.md). Success: the spec's 'Onboarding successful' toast, the
 * thank-you, the invitations sent and who was not invited and why, and 'Go to My Dashboard' (the
 * practitioner's home route). Failure: the spec's destructive toast; everything entered is kept
 * and can be sent again.
 */
export function PractitionerFinishRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { onBack } = useOnboardingStep(practitionerFlow.finish);
  const role = useAppSelector(selectRole);
  // Someone who already finished has nothing to submit: they go home.
  const [arrivedFinished] = React.useState(() => role !== "guest");
  const [status, setStatus] = React.useState<PractitionerFinishStatus>("submitting");
  const [invitationsSent, setInvitationsSent] = React.useState(0);
  const [notInvited, setNotInvited] = React.useState<InviteClientsResponse["notSent"]>([]);
  const [apiError, setApiError] = React.useState<string | null>(null);
  const started = React.useRef(false);
  const { onSignOut } = useSignOut();

  const submit = React.useCallback(async () => {
    setStatus("submitting");
    setApiError(null);
    const action = await dispatch(submitCoachOnboarding());
    if (submitCoachOnboarding.fulfilled.match(action)) {
      const { invitations, invitationError } = action.payload;
      // Only what was really sent is counted; the others are listed with the reason.
      setInvitationsSent(invitations?.invitations.length ?? 0);
      setNotInvited(invitations?.notSent ?? []);
      setStatus("success");
      toast({ variant: "success", title: "Onboarding successful" });
      if (invitationError) {
        toast({
          variant: "destructive",
          title: "Your invitations were not sent",
          description: invitationError.message,
        });
      }
    } else {
      setApiError(action.payload?.message ?? null);
      setStatus("failure");
      toast(onboardingFailed);
    }
  }, [dispatch]);

  React.useEffect(() => {
    // Once per visit, also when React mounts the page twice in development.
    if (arrivedFinished || started.current) return;
    started.current = true;
    void submit();
  }, [arrivedFinished, submit]);

  if (arrivedFinished) return <Navigate to={homeRouteFor(role)} replace />;
  return (
    <PractitionerFinishScreen
      status={status}
      invitationsSent={invitationsSent}
      notInvited={notInvited}
      apiError={apiError}
      onGoToDashboard={() => void navigate(homeRouteFor("Practitioner"), { replace: true })}
      onRetry={() => void submit()}
      onBack={onBack}
      onLogoClick={() => void navigate(paths.root)}
      onSignOut={onSignOut}
    />
  );
}
