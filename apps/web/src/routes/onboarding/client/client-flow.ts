import { paths } from "../../../app/paths";

/**
 * The client onboarding's order (spec section 4 "Client flow"): each step's page, with Back and
 * the step Continue and 'Skip this for now' lead to. Choose test sits beside the personality step.
 */
export const clientFlow = {
  welcome: { step: 0, next: paths.aboutYou },
  aboutYou: { step: 1, back: paths.welcomeClient, next: paths.whatBringsYouHere },
  whatBringsYouHere: { step: 2, back: paths.aboutYou, next: paths.values },
  values: { step: 3, back: paths.whatBringsYouHere, next: paths.barriers },
  barriers: { step: 4, back: paths.values, next: paths.support },
  support: { step: 5, back: paths.barriers, next: paths.personalityType },
  personalityType: { step: 6, back: paths.support, next: paths.readiness },
  chooseTest: { step: 6, back: paths.personalityType, next: paths.readiness },
  readiness: { step: 7, back: paths.personalityType, next: paths.summary },
  /** Summary and finish come after the eight steps: every step shows completed. */
  summary: { step: 8, back: paths.readiness, next: paths.finish },
  finish: { step: 8, back: paths.summary },
} as const;
