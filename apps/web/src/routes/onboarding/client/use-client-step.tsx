import {
  clientOnboardingStepSaved,
  selectClientOnboarding,
  useAppDispatch,
  useAppSelector,
  type ClientStepAnswers,
} from "@pkg/stores";

import { useOnboardingStep } from "../use-onboarding-step";
import { clientFlow } from "./client-flow";
import { ClientStepHeader } from "./client-step-header";

type ClientPage = keyof typeof clientFlow;
type SavedStep = ClientStepAnswers["step"];
type AnswersOf<Page> = Extract<ClientStepAnswers, { step: Extract<Page, SavedStep> }>["answers"];

/**
 * One page of the client flow: the onboarding step of its flow-table row, the step header, the
 * record so far, and `saveStep`, which keeps the page's answers (one event for the whole flow,
 * named by the step) and goes on.
 */
export function useClientStep<Page extends ClientPage>(page: Page, options?: { keepTrail?: boolean }) {
  const dispatch = useAppDispatch();
  const record = useAppSelector(selectClientOnboarding);
  const step = useOnboardingStep(clientFlow[page], options);
  const saveStep = (answers: AnswersOf<Page>) => {
    dispatch(clientOnboardingStepSaved({ step: page, answers } as ClientStepAnswers));
    step.goNext();
  };
  return { ...step, record, saveStep, stepHeader: <ClientStepHeader step={step.step} /> };
}
