import { ROLE_IDS } from "@pkg/contracts";
import type { RouteObject } from "react-router";

import { paths } from "../../../app/paths";
import { OnboardingFor } from "../onboarding-for";

const steps = async () => import("./practitioner-step-routes");
const filesSteps = async () => import("./practitioner-file-routes");

/** The practitioner onboarding's pages (spec section 2), each loaded when first opened. */
export const practitionerOnboardingRoutes: RouteObject[] = [
  {
    element: <OnboardingFor roleID={ROLE_IDS.practitioner} />,
    children: [
      { path: paths.welcomePractitioner, lazy: async () => ({ Component: (await steps()).IntroRoute }) },
      { path: paths.selectType, lazy: async () => ({ Component: (await steps()).PractitionerTypeRoute }) },
      { path: paths.onboardingWelcome, lazy: async () => ({ Component: (await steps()).FocusAreasRoute }) },
      {
        path: paths.aboutYourPractice,
        lazy: async () => ({ Component: (await filesSteps()).AboutPracticeRoute }),
      },
      {
        path: paths.subscriptionPlan,
        lazy: async () => ({ Component: (await steps()).SubscriptionPlanRoute }),
      },
      { path: paths.profileSetup, lazy: async () => ({ Component: (await filesSteps()).ProfileSetupRoute }) },
      {
        path: paths.inviteClients,
        lazy: async () => ({ Component: (await import("./invite-clients-route")).InviteClientsRoute }),
      },
    ],
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
