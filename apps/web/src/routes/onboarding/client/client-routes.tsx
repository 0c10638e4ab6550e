import { ROLE_IDS } from "@pkg/contracts";
import type { RouteObject } from "react-router";

import { clientStepPaths } from "../../../app/onboarding-steps";
import { paths } from "../../../app/paths";
import { flowRoutes } from "../flow-step-routes";
import { OnboardingFor } from "../onboarding-for";

const steps = async () => import("./client-step-routes");

/** The client onboarding's pages (spec section 2), each loaded when first opened. */
export const clientOnboardingRoutes: RouteObject[] = [
  {
    element: <OnboardingFor roleID={ROLE_IDS.client} />,
    children: flowRoutes(clientStepPaths, {
      welcome: steps,
      aboutYou: steps,
      whatBringsYouHere: steps,
      values: steps,
      barriers: steps,
      support: steps,
      personalityType: steps,
      chooseTest: steps,
      readiness: steps,
      summary: async () => import("./summary-route"),
    }),
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
