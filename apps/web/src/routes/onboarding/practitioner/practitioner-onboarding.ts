import type { CoachOnboardingDraft, CoachOnboardingStepId } from "@pkg/contracts";
import { coachOnboardingStepSaved, selectCoachOnboarding } from "@pkg/stores";

import type { OnboardingFlowTable } from "../onboarding-flow";
import { practitionerFlow } from "./practitioner-flow";

export type PractitionerDraft = ReturnType<typeof selectCoachOnboarding>;
/** The practitioner screens' own step header: the logo (home) and Sign out. */
export type PractitionerFrame = { onLogoClick: () => void; onSignOut: () => void };
/** Next, enabled once the step is complete, with its spinner while the step is being saved. */
export type PractitionerStepProps = { continueEnabled: boolean; submitting: boolean };

/**
 * The practitioner onboarding's table: its pages (`practitionerFlow`), the draft kept in the
 * browser, one event for every step's answers, the screens' own step header with the logo (home)
 * and Sign out, and Next enabled once a step is complete (with its spinner while saving).
 */
export const practitionerOnboarding: OnboardingFlowTable<
  CoachOnboardingStepId,
  PractitionerDraft,
  Record<CoachOnboardingStepId, Partial<CoachOnboardingDraft>>,
  PractitionerFrame,
  PractitionerStepProps
> = {
  pages: practitionerFlow,
  selectDraft: selectCoachOnboarding,
  save: (dispatch, _page, answers) => {
    dispatch(coachOnboardingStepSaved(answers));
  },
  frame: ({ onLogoClick, onSignOut }) => ({ onLogoClick, onSignOut }),
  stepProps: ({ complete, saving }) => ({ continueEnabled: complete, submitting: saving }),
};
