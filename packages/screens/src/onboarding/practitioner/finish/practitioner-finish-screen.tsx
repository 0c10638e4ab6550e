import type { InviteClientsResponse } from "@pkg/contracts";
import { Button, formatPhone } from "@pkg/ui";
import { PartyPopper } from "lucide-react";
import * as React from "react";

import { PRACTITIONER_ONBOARDING_STEPS, PractitionerOnboardingPage } from "../shared";
import { SubmitFailure, SubmittingNotice } from "../../shared";

export type PractitionerFinishStatus = "submitting" | "success" | "failure";

/** Someone on the invite list who was not sent an invitation, and why (as the API says it). */
export type NotInvitedClient = InviteClientsResponse["notSent"][number];

export type PractitionerFinishScreenProps = {
  status: PractitionerFinishStatus;
  /** Invitations sent with the onboarding (said on success when there were any). */
  invitationsSent?: number;
  /** The people on the invite list who were not invited, each with the reason (listed on success). */
  notInvited?: readonly NotInvitedClient[];
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
  notInvited = [],
  apiError,
  onGoToDashboard,
  onRetry,
  onBack,
  onLogoClick,
  onSignOut,
}: PractitionerFinishScreenProps) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  const notInvitedHeading = React.useId();
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
          ) : notInvited.length > 0 ? (
            <p className="text-base font-medium">No invitations were sent.</p>
          ) : null}
          {notInvited.length > 0 ? (
            <section
              aria-labelledby={notInvitedHeading}
              data-slot="not-invited"
              className="flex w-full flex-col gap-2 rounded-md border border-border bg-muted p-4 text-left text-sm"
            >
              <h2 id={notInvitedHeading} className="font-semibold">
                {notInvited.length === 1
                  ? "1 person was not invited"
                  : `${notInvited.length} people were not invited`}
              </h2>
              <ul className="flex flex-col gap-2">
                {notInvited.map((client, index) => (
                  <li key={`${index}-${client.name}`}>
                    <p>
                      <span className="font-medium">{client.name}</span>
                      {client.phone_number ? (
                        <span className="text-muted-foreground"> · {formatPhone(client.phone_number)}</span>
                      ) : null}
                    </p>
                    <p className="text-muted-foreground">{client.reason}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <Button size="lg" onClick={onGoToDashboard}>
            Go to My Dashboard
          </Button>
        </div>
      ) : null}

      {status === "failure" ? (
        <SubmitFailure
          heading={
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-display font-semibold tracking-tight text-balance outline-none"
            >
              We couldn&apos;t finish your onboarding
            </h1>
          }
          apiError={apiError}
          kept="Everything you entered is kept. You can try again now."
          backLabel="Back"
          onBack={onBack}
          onRetry={onRetry}
        />
      ) : null}
    </PractitionerOnboardingPage>
  );
}
