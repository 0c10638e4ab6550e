import { SummaryScreen, type InsightsAnswers } from "@pkg/screens";
import {
  aboutYouSaved,
  barriersSaved,
  personalityTypeSaved,
  readinessSaved,
  selectClientOnboarding,
  supportSaved,
  useAppDispatch,
  useAppSelector,
  valuesSaved,
  whatBringsYouHereSaved,
  type AboutYouAnswers,
  type ClientOnboardingState,
} from "@pkg/stores";
import { useNavigate } from "react-router";

import { clientFlow } from "./client-flow";
import { ClientStepHeader } from "./client-step-header";

/**
 * `/summary` ('Summary Confirmation Page'): a card's Save writes its answers to the draft (spec
 * section 4); 'Create My Personalized Dashboard' goes on to finish, which submits.
 */
export function SummaryRoute() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const record = useAppSelector(selectClientOnboarding);

  const saveInsights = (answers: InsightsAnswers) => {
    // Each answer passed its step's rule, over the contracts' option lists.
    dispatch(whatBringsYouHereSaved(answers.whatBringsYouHere));
    dispatch(valuesSaved(answers.values));
    dispatch(barriersSaved(answers.barriers));
    dispatch(supportSaved(answers.support as ClientOnboardingState["support"]));
    dispatch(personalityTypeSaved(answers.personalityType as ClientOnboardingState["personalityType"]));
    dispatch(readinessSaved(answers.readiness));
  };

  return (
    <SummaryScreen
      record={record}
      stepHeader={<ClientStepHeader step={clientFlow.summary.step} />}
      onSavePersonalInfo={(answers) => dispatch(aboutYouSaved(answers as AboutYouAnswers))}
      onSaveInsights={saveInsights}
      onBack={() => void navigate(clientFlow.summary.back)}
      onCreate={() => void navigate(clientFlow.summary.next)}
    />
  );
}
