import { clientOnboardingStepSaved, selectClientOnboarding, type ClientStepAnswers } from "@pkg/stores";
import type * as React from "react";

import type { OnboardingFlowTable } from "../onboarding-flow";
import { clientFlow } from "./client-flow";
import { ClientStepHeader } from "./client-step-header";

type ClientPage = Exclude<keyof typeof clientFlow, "finish">;
/** Each saved step's answers, as the flow's one step-saved event takes them. */
type ClientAnswers = {
  [Step in ClientStepAnswers["step"]]: Extract<ClientStepAnswers, { step: Step }>["answers"];
};

/**
 * The client onboarding's table: its pages (`clientFlow`), the record kept in the browser, one
 * event for every step's answers, the design system's step header on every page, and 'Skip this
 * for now' on every step. The pages after the personality step keep its trail (history state).
 */
export const clientOnboarding: OnboardingFlowTable<
  ClientPage,
  ReturnType<typeof selectClientOnboarding>,
  ClientAnswers,
  { stepHeader: React.ReactNode },
  { onSkip: () => void }
> = {
  pages: clientFlow,
  selectDraft: selectClientOnboarding,
  save: (dispatch, step, answers) => {
    dispatch(clientOnboardingStepSaved({ step, answers } as ClientStepAnswers));
  },
  frame: (chrome) => ({ stepHeader: <ClientStepHeader {...chrome} /> }),
  stepProps: ({ onSkip }) => ({ onSkip }),
  keepTrail: ["chooseTest", "readiness"],
};
