import { ROLE_IDS } from "@pkg/contracts";
import type { RouteObject } from "react-router";

import { paths } from "../../../app/paths";
import { OnboardingFor } from "../onboarding-for";

const steps = async () => import("./client-step-routes");

/** The client onboarding's pages (spec section 2), each loaded when first opened. */
export const clientOnboardingRoutes: RouteObject[] = [
  {
    element: <OnboardingFor roleID={ROLE_IDS.client} />,
    children: [
      { path: paths.welcomeClient, lazy: async () => ({ Component: (await steps()).WelcomeClientRoute }) },
      { path: paths.aboutYou, lazy: async () => ({ Component: (await steps()).AboutYouRoute }) },
      {
        path: paths.whatBringsYouHere,
        lazy: async () => ({ Component: (await steps()).WhatBringsYouHereRoute }),
      },
      { path: paths.values, lazy: async () => ({ Component: (await steps()).ValuesRoute }) },
      { path: paths.barriers, lazy: async () => ({ Component: (await steps()).BarriersRoute }) },
      { path: paths.support, lazy: async () => ({ Component: (await steps()).SupportRoute }) },
      {
        path: paths.personalityType,
        lazy: async () => ({ Component: (await steps()).PersonalityTypeRoute }),
      },
      { path: paths.chooseTest, lazy: async () => ({ Component: (await steps()).ChooseTestRoute }) },
      { path: paths.readiness, lazy: async () => ({ Component: (await steps()).ReadinessRoute }) },
      {
        path: paths.summary,
        lazy: async () => ({ Component: (await import("./summary-route")).SummaryRoute }),
      },
    ],
  },
];

/**
 * The finish page. It stays open while its submission turns the guest into a Client, for the
 * countdown; its own guard (`clientFinish`) allows both.
 */
export const clientFinishRoutes: RouteObject[] = [
  {
    element: <OnboardingFor roleID={ROLE_IDS.client} />,
    children: [
      { path: paths.finish, lazy: async () => ({ Component: (await import("./finish-route")).FinishRoute }) },
    ],
  },
];
