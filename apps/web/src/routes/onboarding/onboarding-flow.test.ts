import { describe, expect, it } from "vitest";

import { paths } from "../../app/paths";
import { clientFlow } from "./client/client-flow";
import { practitionerFlow } from "./practitioner/practitioner-flow";

describe("the onboarding flow tables", () => {
  it("walk the client flow in the spec's order, with the test chooser beside the personality step", () => {
    expect(clientFlow).toEqual({
      welcome: { step: 0, back: undefined, next: paths.aboutYou },
      aboutYou: { step: 1, back: paths.welcomeClient, next: paths.whatBringsYouHere },
      whatBringsYouHere: { step: 2, back: paths.aboutYou, next: paths.values },
      values: { step: 3, back: paths.whatBringsYouHere, next: paths.barriers },
      barriers: { step: 4, back: paths.values, next: paths.support },
      support: { step: 5, back: paths.barriers, next: paths.personalityType },
      personalityType: { step: 6, back: paths.support, next: paths.readiness },
      chooseTest: { step: 6, back: paths.personalityType, next: paths.readiness },
      readiness: { step: 7, back: paths.personalityType, next: paths.summary },
      summary: { step: 8, back: paths.readiness, next: paths.finish },
      finish: { step: 8, back: paths.summary, next: undefined },
    });
  });

  it("walk the practitioner flow from the intro carousel to the finish", () => {
    expect(practitionerFlow).toEqual({
      intro: { step: 0, back: undefined, next: paths.selectType },
      practitionerType: { step: 0, back: paths.welcomePractitioner, next: paths.onboardingWelcome },
      focusAreas: { step: 1, back: paths.selectType, next: paths.aboutYourPractice },
      aboutPractice: { step: 2, back: paths.onboardingWelcome, next: paths.subscriptionPlan },
      subscriptionPlan: { step: 3, back: paths.aboutYourPractice, next: paths.profileSetup },
      profileSetup: { step: 4, back: paths.subscriptionPlan, next: paths.inviteClients },
      inviteClients: { step: 5, back: paths.profileSetup, next: paths.onboardingFinish },
      finish: { step: 6, back: paths.inviteClients, next: undefined },
    });
  });
});
