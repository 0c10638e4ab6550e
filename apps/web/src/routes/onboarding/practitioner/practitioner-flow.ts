import { coachStepPaths } from "../../../app/onboarding-steps";
import { paths } from "../../../app/paths";
import { onboardingFlow } from "../onboarding-flow";

/**
 * The practitioner onboarding's order (spec section 4 "Practitioner flow order"): the intro
 * carousel, then six numbered steps.
 */
export const practitionerFlow = onboardingFlow(coachStepPaths, {
  finish: paths.onboardingFinish,
  steps: 6,
  before: 1,
});
