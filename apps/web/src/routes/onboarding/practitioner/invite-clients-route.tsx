import { InviteClientsScreen, inviteClientsValuesFrom, useInviteClientsForm } from "@pkg/screens";
import { importInvitees } from "@pkg/stores";
import * as React from "react";

import { useAbortOnUnmount } from "../../../app/use-abort-on-unmount";
import { practitionerFlow } from "./practitioner-flow";
import { usePractitionerStep } from "./use-practitioner-step";

/** The invite template, a real PDF served with the app (apps/web/public/template.pdf). */
const TEMPLATE_HREF = "/template.pdf";

type ImportState = {
  file: File | null;
  importing: boolean;
  message: string | null;
  error: string | null;
};
const noImport: ImportState = { file: null, importing: false, message: null, error: null };

const added = (count: number, fileName: string) =>
  `${count} ${count === 1 ? "client" : "clients"} added from ${fileName}. Check them before you continue.`;

/**
 * `/invite-clients`, step 5: people typed in or imported from one CSV or PDF file (read by the
 * API) become rows to review; Next keeps them for the finish step, which sends the invitations.
 * Skip moves on with nobody to invite.
 */
export function InviteClientsRoute() {
  const { draft, dispatch, saveAnswers, formProps } = usePractitionerStep(practitionerFlow.inviteClients);
  const form = useInviteClientsForm(inviteClientsValuesFrom(draft));
  const [imported, setImported] = React.useState<ImportState>(noImport);
  const track = useAbortOnUnmount();

  const onImportFile = async (file: File) => {
    setImported({ file, importing: true, message: null, error: null });
    const action = await track(dispatch(importInvitees(file)));
    if (importInvitees.fulfilled.match(action)) {
      // Blank rows give way to the imported people; rows already typed stay first.
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

  return (
    <InviteClientsScreen
      {...formProps(form, saveAnswers)}
      continueEnabled={form.complete && !imported.importing}
      onSkip={() => saveAnswers({ invitees: [] })}
      onImportFile={(file) => void onImportFile(file)}
      importing={imported.importing}
      importFile={imported.file}
      onImportFileRemove={() => setImported(noImport)}
      importMessage={imported.message}
      importError={imported.error}
      templateHref={TEMPLATE_HREF}
    />
  );
}
