import { inviteeFromDraft } from "@pkg/contracts";
import { InviteClientsScreen, useInviteClientsForm } from "@pkg/screens";
import { careApi, useInviteClientsMutation } from "@pkg/stores";
import * as React from "react";
import { useNavigate } from "react-router";

import { paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { useInviteeImport } from "../onboarding/practitioner/invite-clients-route";
import { failureOf, inviteFailureMessage } from "./care-form-errors";

injectServerApi(careApi);

const DESCRIPTION =
  "Each person gets an e-mail invitation with a link to join you. Type them in, or import a CSV or PDF list to check before you send.";

/**
 * `/coaches/invite`: more clients invited the onboarding's ways (typed in, or imported from one CSV
 * or PDF file read by the API), inside the app frame. Sent, the Clients page opens with the API's
 * message (what was sent, what was not and why); refused, the API's message shows on the form (a
 * full plan's exactly as it is) and the rows stay.
 */
export function InviteMoreClientsRoute() {
  const navigate = useNavigate();
  const form = useInviteClientsForm();
  const { importing, importProps } = useInviteeImport(form);
  const [inviteClients, sending] = useInviteClientsMutation();
  const [apiError, setApiError] = React.useState<string | null>(null);
  const backToClients = () => void navigate(paths.coaches);

  const onSend = form.handleContinue(({ invitees }) => {
    setApiError(null);
    void inviteClients({ invitees: invitees.map(inviteeFromDraft) })
      .unwrap()
      .then(({ message, notSent }) => {
        // Someone not invited: the message says who and why, so it stays long enough to read.
        toast(
          notSent.length > 0 ? { title: message, duration: 10_000 } : { variant: "success", title: message },
        );
        backToClients();
      })
      .catch((error: unknown) => setApiError(inviteFailureMessage(failureOf(error))));
  });

  return (
    <InviteClientsScreen
      hideSteps
      nextLabel="Send invitations"
      description={DESCRIPTION}
      values={form.values}
      errors={form.errors}
      onChange={form.setValue}
      continueEnabled={form.complete && !importing && !sending.isLoading}
      onContinue={onSend}
      onBack={backToClients}
      submitting={sending.isLoading}
      apiError={apiError}
      {...importProps}
    />
  );
}
