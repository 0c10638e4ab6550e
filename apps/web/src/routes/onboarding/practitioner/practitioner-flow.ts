import { paths } from "../../../app/paths";

/**
 * The practitioner onboarding's order (spec section 4 "Practitioner flow order"): each page's step
 * in the header, where Back goes and where Next leads. The intro carousel leads to the type step.
 */
export const practitionerFlow = {
  intro: { step: 0, next: paths.selectType },
  practitionerType: { step: 0, back: paths.welcomePractitioner, next: paths.onboardingWelcome },
  focusAreas: { step: 1, back: paths.selectType, next: paths.aboutYourPractice },
  aboutPractice: { step: 2, back: paths.onboardingWelcome, next: paths.subscriptionPlan },
  subscriptionPlan: { step: 3, back: paths.aboutYourPractice, next: paths.profileSetup },
  profileSetup: { step: 4, back: paths.subscriptionPlan, next: paths.inviteClients },
  inviteClients: { step: 5, back: paths.profileSetup, next: paths.onboardingFinish },
  /** After the six steps: every step shows completed. */
  finish: { step: 6, back: paths.inviteClients },
} as const;
