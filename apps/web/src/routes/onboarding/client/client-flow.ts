import { clientStepPaths } from "../../../app/onboarding-steps";
import { paths } from "../../../app/paths";
import { onboardingFlow } from "../onboarding-flow";

/**
 * The client onboarding's order (spec section 4 "Client flow"): eight numbered steps after the
 * welcome. Choose test sits beside the personality step; readiness comes back to the personality step.
 */
export const clientFlow = onboardingFlow(clientStepPaths, {
  finish: paths.finish,
  steps: 8,
  beside: ["chooseTest"],
});
