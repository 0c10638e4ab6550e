export {
  clientOnboardingReplaced,
  clientOnboardingStepSaved,
  clientOnboardingReset,
  clientOnboardingSlice,
  initialClientOnboardingState,
  resolveOtherChoice,
  resolveOtherChoices,
  type ClientStepAnswers,
  type ClientOnboardingState,
} from "./client-onboarding-slice";
export { clientOnboardingMigrations, persistClientOnboarding } from "./client-onboarding-persistence";
export { selectClientOnboarding } from "./client-onboarding-selectors";
export { submitClientOnboarding } from "./client-onboarding-thunks";
