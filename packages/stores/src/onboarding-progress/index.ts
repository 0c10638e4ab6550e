export {
  initialOnboardingProgressState,
  onboardingProgressSlice,
  onboardingStepVisited,
  selectOnboardingProgress,
  type OnboardingProgressState,
} from "./onboarding-progress-slice";
export { resumeOnboarding, type ResumedPosition } from "./onboarding-progress-thunks";
export { coachDraftForServer, createOnboardingProgressSync } from "./onboarding-progress-sync";
