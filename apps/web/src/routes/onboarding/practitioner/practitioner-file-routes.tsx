import {
  AboutPracticeScreen,
  aboutPracticeValuesFrom,
  ProfileSetupScreen,
  profileSetupValuesFrom,
  useAboutPracticeForm,
  useProfileSetupForm,
} from "@pkg/screens";
import { saveCoachCertificates, saveCoachProfilePicture } from "@pkg/stores";
import * as React from "react";

import { LoadingScreen } from "../../../app/loading-screen";
import { toast } from "../../../app/toast-store";
import { practitionerFlow } from "./practitioner-flow";
import { useDraftFiles, type DraftFiles } from "./use-draft-files";
import { usePractitionerStep } from "./use-practitioner-step";

type Kept = { ok: true } | { ok: false; message?: string };

/**
 * Next on a step with files: the files are kept in the browser first, then `then` saves the
 * answers; when the browser cannot keep them, a toast says so and the step stays.
 */
function useKeepFiles() {
  const [saving, setSaving] = React.useState(false);
  const keepThen = async (keep: () => Promise<Kept>, then: () => void) => {
    setSaving(true);
    const kept = await keep();
    if (!kept.ok) {
      setSaving(false);
      toast({
        variant: "destructive",
        title: "Your files could not be kept",
        description: kept.message ?? "Please try again",
      });
      return;
    }
    then();
  };
  return { saving, keepThen };
}

/** Shows a step once the draft's files have been read back from the browser. */
function WithDraftFiles({ children }: { children: (files: DraftFiles) => React.ReactNode }) {
  const files = useDraftFiles();
  return files ? children(files) : <LoadingScreen />;
}

/** `/about-your-practice`, step 2: the certificates are kept in the browser until the finish. */
export function AboutPracticeRoute() {
  return <WithDraftFiles>{(files) => <AboutPracticeStep files={files} />}</WithDraftFiles>;
}

function AboutPracticeStep({ files }: { files: DraftFiles }) {
  const { draft, dispatch, saveAnswers, formProps } = usePractitionerStep(practitionerFlow.aboutPractice);
  const form = useAboutPracticeForm(aboutPracticeValuesFrom(draft, files.certificates));
  const { saving, keepThen } = useKeepFiles();
  const keep = async (certificates: File[]): Promise<Kept> => {
    const action = await dispatch(saveCoachCertificates(certificates));
    return saveCoachCertificates.fulfilled.match(action)
      ? { ok: true }
      : { ok: false, message: action.payload?.message };
  };
  return (
    <AboutPracticeScreen
      {...formProps(
        form,
        ({ certificates, ...answers }) =>
          void keepThen(
            () => keep(certificates),
            () => saveAnswers(answers),
          ),
      )}
      submitting={saving}
    />
  );
}

/** `/profile-setup`, step 4: the picture is kept in the browser until the finish. */
export function ProfileSetupRoute() {
  return <WithDraftFiles>{(files) => <ProfileSetupStep files={files} />}</WithDraftFiles>;
}

function ProfileSetupStep({ files }: { files: DraftFiles }) {
  const { draft, dispatch, saveAnswers, formProps } = usePractitionerStep(practitionerFlow.profileSetup);
  const form = useProfileSetupForm(profileSetupValuesFrom(draft, files.picture));
  const { saving, keepThen } = useKeepFiles();
  const keep = async (picture: File | null): Promise<Kept> => {
    const action = await dispatch(saveCoachProfilePicture(picture));
    return saveCoachProfilePicture.fulfilled.match(action)
      ? { ok: true }
      : { ok: false, message: action.payload?.message };
  };
  return (
    <ProfileSetupScreen
      {...formProps(
        form,
        ({ picture, ...answers }) =>
          void keepThen(
            () => keep(picture),
            () => saveAnswers(answers),
          ),
      )}
      submitting={saving}
    />
  );
}
