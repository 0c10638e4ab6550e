export {
  aboutYouSaved,
  barriersSaved,
  clientOnboardingReplaced,
  clientOnboardingReset,
  clientOnboardingSlice,
  initialClientOnboardingState,
  personalityTypeSaved,
  readinessSaved,
  resolveOtherChoice,
  resolveOtherChoices,
  supportSaved,
  valuesSaved,
  whatBringsYouHereSaved,
  type AboutYouAnswers,
  type ChoiceAnswer,
  type ChoicesAnswer,
  type ClientOnboardingState,
} from "./client-onboarding-slice";
export { clientOnboardingMigrations, persistClientOnboarding } from "./client-onboarding-persistence";
export { selectClientOnboarding } from "./client-onboarding-selectors";
export { submitClientOnboarding } from "./client-onboarding-thunks";
