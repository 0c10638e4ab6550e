import { ROLE_IDS } from "@pkg/contracts";
import type { RouteObject } from "react-router";

import { coachStepPaths } from "../../../app/onboarding-steps";
import { paths } from "../../../app/paths";
import { flowRoutes } from "../flow-step-routes";
import { OnboardingFor } from "../onboarding-for";

const steps = async () => import("./practitioner-step-routes");
const filesSteps = async () => import("./practitioner-file-routes");

/** The practitioner onboarding's pages (spec section 2), each loaded when first opened. */
export const practitionerOnboardingRoutes: RouteObject[] = [
  {
    element: <OnboardingFor roleID={ROLE_IDS.practitioner} />,
    children: flowRoutes(coachStepPaths, {
      intro: steps,
      practitionerType: steps,
      focusAreas: steps,
      aboutPractice: filesSteps,
      subscriptionPlan: steps,
      profileSetup: filesSteps,
      inviteClients: async () => import("./invite-clients-route"),
    }),
  },
];

/**
 * The finish page. It stays open while its submission turns the guest into a Practitioner, for
 * the thank-you; its own guard (`practitionerFinish`) allows both.
 */
export const practitionerFinishRoutes: RouteObject[] = [
  {
    element: <OnboardingFor roleID={ROLE_IDS.practitioner} />,
    children: [
      {
        path: paths.onboardingFinish,
        lazy: async () => ({ Component: (await import("./finish-route")).PractitionerFinishRoute }),
      },
    ],
  },
];
