import type { CoachOnboardingDraft } from "@pkg/contracts";
import { coachOnboardingStepSaved, selectCoachOnboarding, useAppDispatch, useAppSelector } from "@pkg/stores";
import { useNavigate } from "react-router";

import { useGoHome } from "../../../app/use-home-route";
import { useSignOut } from "../../../app/use-sign-out";

/** A step's form as the screens' hooks give it. */
type StepForm<Values, Data, Field extends string> = {
  values: Values;
  errors: Partial<Record<Field, string>>;
  setValue: <K extends keyof Values>(field: K, value: Values[K]) => void;
  complete: boolean;
  handleContinue: (onValid: (data: Data) => void) => () => void;
};

/**
 * One step of the practitioner flow: the draft, Back, the logo (home), and `formProps`, which
 * wires a step's form to its screen so that Next runs `save` (usually `saveAnswers`: keep the
 * answers in the draft and go on).
 */
export function usePractitionerStep(flow: { back: string; next: string }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const draft = useAppSelector(selectCoachOnboarding);
  const { onSignOut } = useSignOut();
  const goHome = useGoHome();
  const goNext = () => void navigate(flow.next);
  /** Keeps a step's answers in the draft and goes on. */
  const saveAnswers = (answers: Partial<CoachOnboardingDraft>) => {
    dispatch(coachOnboardingStepSaved(answers));
    goNext();
  };

  function formProps<Values, Data, Field extends string>(
    form: StepForm<Values, Data, Field>,
    save: (data: Data) => void,
  ) {
    return {
      values: form.values,
      errors: form.errors,
      onChange: form.setValue,
      continueEnabled: form.complete,
      onContinue: form.handleContinue(save),
      onBack: () => void navigate(flow.back),
      onLogoClick: goHome,
      onSignOut,
    };
  }

  return { draft, dispatch, goNext, saveAnswers, formProps };
}
