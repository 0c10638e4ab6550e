import { SummaryScreen, type InsightsAnswers } from "@pkg/screens";
import { clientOnboardingStepSaved } from "@pkg/stores";

import { useOnboardingStep } from "../use-onboarding-step";
import { clientOnboarding } from "./client-onboarding";

/**
 * `/summary` ('Summary Confirmation Page'): a card's Save writes its answers to the draft (spec
 * section 4); 'Create My Personalized Dashboard' goes on to finish, which submits.
 */
export function SummaryRoute() {
  const { draft: record, dispatch, frame, onBack, goNext } = useOnboardingStep(clientOnboarding, "summary");

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
      {...frame}
      onSavePersonalInfo={(answers) => dispatch(clientOnboardingStepSaved({ step: "aboutYou", answers }))}
      onSaveInsights={saveInsights}
      onBack={onBack}
      onCreate={goNext}
    />
  );
}

/** The summary's container, by its key in the flow table. */
export const stepRoutes = { summary: SummaryRoute };
