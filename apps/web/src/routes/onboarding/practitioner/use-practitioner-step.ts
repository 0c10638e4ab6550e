import type { CoachOnboardingDraft } from "@pkg/contracts";
import type { StepFormController } from "@pkg/screens";
import { coachOnboardingStepSaved, selectCoachOnboarding, useAppDispatch, useAppSelector } from "@pkg/stores";

import { useGoHome } from "../../../app/use-home-route";
import { useSignOut } from "../../../app/use-sign-out";
import type { FlowPage } from "../onboarding-flow";
import { useOnboardingStep } from "../use-onboarding-step";

/**
 * One step of the practitioner flow: the onboarding step of its flow-table row, the draft, the
 * logo (home) and Sign out. Next is enabled once the step is complete; `saveAnswers` keeps a
 * step's answers in the draft and goes on.
 */
export function usePractitionerStep(page: FlowPage) {
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectCoachOnboarding);
  const { onSignOut } = useSignOut();
  const goHome = useGoHome();
  const step = useOnboardingStep(page);
  const saveAnswers = (answers: Partial<CoachOnboardingDraft>) => {
    dispatch(coachOnboardingStepSaved(answers));
    step.goNext();
  };

  function formProps<Values, Data, Field extends string>(
    form: StepFormController<Values, Data, Field>,
    save: (data: Data) => void,
  ) {
    return {
      ...step.formProps(form, save),
      continueEnabled: form.complete,
      onLogoClick: goHome,
      onSignOut,
    };
  }

  return { draft, dispatch, goNext: step.goNext, onBack: step.onBack, saveAnswers, formProps };
}
