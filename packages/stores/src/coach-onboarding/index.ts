export {
  coachOnboardingReplaced,
  coachOnboardingReset,
  coachOnboardingSlice,
  coachOnboardingStepSaved,
  initialCoachOnboardingState,
  type CoachOnboardingState,
} from "./coach-onboarding-slice";
export { coachOnboardingMigrations, persistCoachOnboarding } from "./coach-onboarding-persistence";
export { selectCoachOnboarding } from "./coach-onboarding-selectors";
export {
  coachOnboardingDataFrom,
  importInvitees,
  loadCoachOnboardingFiles,
  saveCoachCertificates,
  saveCoachProfilePicture,
  submitCoachOnboarding,
  type CoachOnboardingSubmitResult,
} from "./coach-onboarding-thunks";
