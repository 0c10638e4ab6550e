import { SummaryScreen, type InsightsAnswers } from "@pkg/screens";
import {
  clientOnboardingStepSaved,
  selectClientOnboarding,
  useAppDispatch,
  useAppSelector,
} from "@pkg/stores";

import { useClientStep } from "./use-client-step";

/**
 * `/summary` ('Summary Confirmation Page'): a card's Save writes its answers to the draft (spec
 * section 4); 'Create My Personalized Dashboard' goes on to finish, which submits.
 */
export function SummaryRoute() {
  const dispatch = useAppDispatch();
  const record = useAppSelector(selectClientOnboarding);
  const { stepHeader, onBack, goNext } = useClientStep("summary");

  const saveInsights = (answers: InsightsAnswers) => {
    dispatch(clientOnboardingStepSaved({ step: "whatBringsYouHere", answers: answers.whatBringsYouHere }));
    dispatch(clientOnboardingStepSaved({ step: "values", answers: answers.values }));
    dispatch(clientOnboardingStepSaved({ step: "barriers", answers: answers.barriers }));
    dispatch(
      clientOnboardingStepSaved({
        step: "support",
        answers: answers.support,
      }),
    );
    dispatch(
      clientOnboardingStepSaved({
        step: "personalityType",
        answers: answers.personalityType,
      }),
    );
    dispatch(clientOnboardingStepSaved({ step: "readiness", answers: answers.readiness }));
  };

  return (
    <SummaryScreen
      record={record}
      stepHeader={stepHeader}
      onSavePersonalInfo={(answers) => dispatch(clientOnboardingStepSaved({ step: "aboutYou", answers }))}
      onSaveInsights={saveInsights}
      onBack={onBack}
      onCreate={goNext}
    />
  );
}
