export { OnboardingPendingScreen, type OnboardingPendingScreenProps } from "./onboarding-pending-screen";
