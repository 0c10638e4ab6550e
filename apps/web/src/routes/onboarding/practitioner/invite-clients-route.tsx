import type { DraftInvitee } from "@pkg/contracts";
import { InviteClientsScreen, inviteClientsValuesFrom, useInviteClientsForm } from "@pkg/screens";
import { importInvitees, useAppDispatch } from "@pkg/stores";
import * as React from "react";

import { useAbortOnUnmount } from "../../../app/use-abort-on-unmount";
import { useOnboardingStep } from "../use-onboarding-step";
import { practitionerOnboarding } from "./practitioner-onboarding";

/** The invite template, a real PDF served with the app (apps/web/public/template.pdf). */
export const INVITE_TEMPLATE_HREF = "/template.pdf";

type ImportState = {
  file: File | null;
  importing: boolean;
  message: string | null;
  error: string | null;
};
const noImport: ImportState = { file: null, importing: false, message: null, error: null };

const added = (count: number, fileName: string) =>
  `${count} ${count === 1 ? "client" : "clients"} added from ${fileName}. Check them before you continue.`;

/** The rows of the invite form, as the import reads and replaces them. */
type InviteeRows = {
  values: { invitees: DraftInvitee[] };
  setValue: (field: "invitees", value: DraftInvitee[]) => void;
};

/**
 * One CSV or PDF file of invitees, read by the API (`POST /api/coach/invitees/import`): its people
 * join the form's rows to review (blank rows give way; rows already typed stay first). Answers the
 * invite screen's import props. Used by the onboarding step and by `/coaches/invite`.
 */
export function useInviteeImport(form: InviteeRows) {
  const dispatch = useAppDispatch();
  const [imported, setImported] = React.useState<ImportState>(noImport);
  const track = useAbortOnUnmount();

  const onImportFile = async (file: File) => {
    setImported({ file, importing: true, message: null, error: null });
    const action = await track(dispatch(importInvitees(file)));
    if (importInvitees.fulfilled.match(action)) {
      const typed = form.values.invitees.filter((row) => row.name.trim() || row.contact.trim());
      form.setValue("invitees", [...typed, ...action.payload.invitees]);
      setImported({
        file,
        importing: false,
        message: added(action.payload.invitees.length, action.payload.fileName),
        error: null,
      });
    } else if (!action.meta.aborted) {
      setImported({ file, importing: false, message: null, error: action.payload?.message ?? null });
    }
  };

  return {
    importing: imported.importing,
    importProps: {
      onImportFile: (file: File) => void onImportFile(file),
      importing: imported.importing,
      importFile: imported.file,
      onImportFileRemove: () => setImported(noImport),
      importMessage: imported.message,
      importError: imported.error,
      templateHref: INVITE_TEMPLATE_HREF,
    },
  };
}

/**
 * `/invite-clients`, step 5: people typed in or imported from one CSV or PDF file (read by the
 * API) become rows to review; Next keeps them for the finish step, which sends the invitations.
 * Skip moves on with nobody to invite.
 */
export function InviteClientsRoute() {
  const { draft, save, formProps } = useOnboardingStep(practitionerOnboarding, "inviteClients");
  const form = useInviteClientsForm(inviteClientsValuesFrom(draft));
  const { importing, importProps } = useInviteeImport(form);

  return (
    <InviteClientsScreen
      {...formProps(form, save)}
      continueEnabled={form.complete && !importing}
      onSkip={() => save({ invitees: [] })}
      {...importProps}
    />
  );
}

/** The invite step's container, by its key in the flow table. */
export const stepRoutes = { inviteClients: InviteClientsRoute };
