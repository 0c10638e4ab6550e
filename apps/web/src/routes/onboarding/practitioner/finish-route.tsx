import type { InviteClientsResponse } from "@pkg/contracts";
import { PractitionerFinishScreen, type PractitionerFinishStatus } from "@pkg/screens";
import { submitCoachOnboarding, useAppDispatch } from "@pkg/stores";
import * as React from "react";
import { Navigate, useNavigate } from "react-router";

import { homeRouteFor } from "../../../app/access";
import { paths } from "../../../app/paths";
import { toast } from "../../../app/toast-store";
import { onboardingFailed, useFinishSubmission } from "../use-finish-submission";
import { useOnboardingStep } from "../use-onboarding-step";
import { practitionerOnboarding } from "./practitioner-onboarding";

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
  const { onBack, frame } = useOnboardingStep(practitionerOnboarding, "finish");
  const [status, setStatus] = React.useState<PractitionerFinishStatus>("submitting");
  const [invitationsSent, setInvitationsSent] = React.useState(0);
  const [notInvited, setNotInvited] = React.useState<InviteClientsResponse["notSent"]>([]);
  const [apiError, setApiError] = React.useState<string | null>(null);

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

  const alreadyFinishedHome = useFinishSubmission(submit);

  if (alreadyFinishedHome) return <Navigate to={alreadyFinishedHome} replace />;
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
      onSignOut={frame.onSignOut}
    />
  );
}
