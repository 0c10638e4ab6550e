import type { ClientOnboardingState } from "./client-onboarding-slice";

type WithClientOnboarding = { clientOnboarding: ClientOnboardingState };

export const selectClientOnboarding = (state: WithClientOnboarding) => state.clientOnboarding;
