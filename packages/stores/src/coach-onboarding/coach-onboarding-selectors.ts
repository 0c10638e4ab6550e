import type { CoachOnboardingState } from "./coach-onboarding-slice";

export const selectCoachOnboarding = (state: { coachOnboarding: CoachOnboardingState }) =>
  state.coachOnboarding;
