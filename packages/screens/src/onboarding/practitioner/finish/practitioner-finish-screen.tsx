import { Button } from "@pkg/ui";
import { PartyPopper } from "lucide-react";
import * as React from "react";

import { FormMessage } from "../../../auth/shared";
import { PRACTITIONER_ONBOARDING_STEPS, PractitionerOnboardingPage } from "../shared";
import { SubmittingNotice } from "../../shared";

export type PractitionerFinishStatus = "submitting" | "success" | "failure";

export type PractitionerFinishScreenProps = {
  status: PractitionerFinishStatus;
  /** Invitations sent with the onboarding (said on success when there were any). */
  invitationsSent?: number;
  /** The failure's message. */
  apiError?: string | null;
  /** 'Go to My Dashboard': the practitioner's home route (decisions.md). */
  onGoToDashboard: () => void;
  /** Failure: send everything again. */
  onRetry: () => void;
  /** Failure: back to the invite step, everything kept. */
  onBack: () => void;
  onLogoClick?: () => void;
  onSignOut?: () => void;
};

/**
 * Onboarding finish (`/onboarding-finish`): the record is submitted; on success a thank-you and
 * 'Go to My Dashboard'; on failure everything entered is kept and can be sent again.
 */
export function PractitionerFinishScreen({
  status,
  invitationsSent = 0,
  apiError,
  onGoToDashboard,
  onRetry,
  onBack,
  onLogoClick,
  onSignOut,
}: PractitionerFinishScreenProps) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (status !== "submitting") heading.current?.focus();
  }, [status]);

  return (
    <PractitionerOnboardingPage
      step={PRACTITIONER_ONBOARDING_STEPS}
      onLogoClick={onLogoClick}
      onSignOut={onSignOut}
      className="items-center text-center"
    >
      {status === "submitting" ? <SubmittingNotice>Setting up your practice…</SubmittingNotice> : null}

      {status === "success" ? (
        <div className="flex max-w-xl flex-col items-center gap-4 py-6">
          <span
            aria-hidden
            className="inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary"
          >
            <PartyPopper className="size-8" />
          </span>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-display font-semibold tracking-tight text-balance outline-none"
          >
            Thank you! Your practice is ready.
          </h1>
          <p className="text-base text-muted-foreground">
            Your profile and answers are saved. Your dashboard is set up for your focus areas and your plan.
          </p>
          {invitationsSent > 0 ? (
            <p className="text-base font-medium">
              We sent {invitationsSent} {invitationsSent === 1 ? "invitation" : "invitations"} to your
              clients.
            </p>
          ) : null}
          <Button size="lg" onClick={onGoToDashboard}>
            Go to My Dashboard
          </Button>
        </div>
      ) : null}

      {status === "failure" ? (
        <div className="flex w-full max-w-xl flex-col gap-4">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-display font-semibold tracking-tight text-balance outline-none"
          >
            We couldn&apos;t finish your onboarding
          </h1>
          <FormMessage title="Error during onboarding">
            {apiError || "Error during onboarding. Please try again"}
          </FormMessage>
          <p className="text-sm text-muted-foreground">
            Everything you entered is kept. You can try again now.
          </p>
          <div className="flex flex-col-reverse gap-3 md:flex-row md:justify-center">
            <Button variant="outline" size="lg" onClick={onBack}>
              <span aria-hidden="true">←</span> Back
            </Button>
            <Button size="lg" onClick={onRetry}>
              Try again
            </Button>
          </div>
        </div>
      ) : null}
    </PractitionerOnboardingPage>
  );
}
