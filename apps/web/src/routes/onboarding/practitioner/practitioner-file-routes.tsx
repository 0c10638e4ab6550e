import type { CoachOnboardingDraft } from "@pkg/contracts";
import {
  AboutPracticeScreen,
  aboutPracticeValuesFrom,
  ProfileSetupScreen,
  profileSetupValuesFrom,
  useAboutPracticeForm,
  useProfileSetupForm,
  type StepFormController,
} from "@pkg/screens";
import { saveCoachCertificates, saveCoachProfilePicture, type AppDispatch } from "@pkg/stores";
import type * as React from "react";

import { LoadingScreen } from "../../../app/loading-screen";
import type { FormStepScreenProps } from "../flow-step-routes";
import { useOnboardingStep, type Kept } from "../use-onboarding-step";
import {
  practitionerOnboarding,
  type PractitionerDraft,
  type PractitionerFrame,
  type PractitionerStepProps,
} from "./practitioner-onboarding";
import { useDraftFiles, type DraftFiles } from "./use-draft-files";

/** A step whose answers hold files: the files are kept in the browser until the finish. */
type FilesStep<Values, Data, Field extends string> = {
  Screen: React.ComponentType<FormStepScreenProps<Values, Field> & PractitionerFrame & PractitionerStepProps>;
  useForm: (initialValues: Values) => StepFormController<Values, Data, Field>;
  valuesFrom: (draft: PractitionerDraft, files: DraftFiles) => Values;
  /** The checked answers split: keeping the files, and the rest for the draft. */
  split: (
    data: Data,
    dispatch: AppDispatch,
  ) => { keep: () => Promise<Kept>; answers: Partial<CoachOnboardingDraft> };
};

/**
 * The container of a step with files. It shows the step once the draft's files have been read
 * back from the browser. Next keeps the files first, then saves the answers; when the browser
 * cannot keep them, a toast says so and the step stays.
 */
function filesStepRoute<Values, Data, Field extends string>(
  page: "aboutPractice" | "profileSetup",
  { Screen, useForm, valuesFrom, split }: FilesStep<Values, Data, Field>,
): React.ComponentType {
  function FilesStep({ files }: { files: DraftFiles }) {
    const { draft, dispatch, saveAfter, formProps } = useOnboardingStep(practitionerOnboarding, page);
    const form = useForm(valuesFrom(draft, files));
    const onValid = (data: Data) => {
      const { keep, answers } = split(data, dispatch);
      void saveAfter(keep, answers, "Your files could not be kept");
    };
    return <Screen {...formProps(form, onValid)} />;
  }
  return function FilesStepRoute() {
    const files = useDraftFiles();
    return files ? <FilesStep files={files} /> : <LoadingScreen />;
  };
}

/**
 * `/about-your-practice` (step 2, with the certificates) and `/profile-setup` (step 4, with the
 * picture), by the page's key in the flow table.
 */
export const stepRoutes = {
  aboutPractice: filesStepRoute("aboutPractice", {
    Screen: AboutPracticeScreen,
    useForm: useAboutPracticeForm,
    valuesFrom: (draft, files) => aboutPracticeValuesFrom(draft, files.certificates),
    split: ({ certificates, ...answers }, dispatch) => ({
      keep: async () => dispatch(saveCoachCertificates(certificates)),
      answers,
    }),
  }),
  profileSetup: filesStepRoute("profileSetup", {
    Screen: ProfileSetupScreen,
    useForm: useProfileSetupForm,
    valuesFrom: (draft, files) => profileSetupValuesFrom(draft, files.picture),
    split: ({ picture, ...answers }, dispatch) => ({
      keep: async () => dispatch(saveCoachProfilePicture(picture)),
      answers,
    }),
  }),
};
