import { createBrowserRouter, type RouteObject } from "react-router";

import { clientFinishRoutes, clientOnboardingRoutes } from "../routes/onboarding/client/client-routes";
import {
  practitionerFinishRoutes,
  practitionerOnboardingRoutes,
} from "../routes/onboarding/practitioner/practitioner-routes";
import type { RouteGroup } from "./access";
import { HomeRedirect, RequireGroup, SignedOutOnly } from "./guards";
import { LoadingScreen } from "./loading-screen";
import { paths } from "./paths";
import { RootLayout, type RouteHandle } from "./root-layout";

/** The onboarding pages' toasts: 2 s at the top right (spec section 9). */
const onboardingHandle: RouteHandle = { toaster: "onboarding" };

const lazyAppFrame = async () => ({
  Component: (await import("../routes/app/app-frame-route")).AppFrameRoute,
});

/** The signed-in home pages, each in its route group (decisions.md "Route access"). */
const signedInPages: { group: RouteGroup; path: string; lazy: RouteObject["lazy"] }[] = [
  {
    group: "healthSnapshot",
    path: paths.healthSnapshot,
    lazy: async () => ({ Component: (await import("../routes/app/home-routes")).HealthSnapshotRoute }),
  },
  {
    group: "contentManager",
    path: paths.contentLibrary,
    lazy: async () => ({ Component: (await import("../routes/app/home-routes")).ContentLibraryRoute }),
  },
  {
    group: "coaches",
    path: paths.coaches,
    lazy: async () => ({ Component: (await import("../routes/app/home-routes")).CoachesRoute }),
  },
  {
    group: "admin",
    path: paths.admin,
    lazy: async () => ({ Component: (await import("../routes/app/home-routes")).AdminRoute }),
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Shown while the first page's lazy module loads.
    HydrateFallback: LoadingScreen,
    children: [
      // Spec: "/" and any unknown path go to /register; a signed-in person goes home instead.
      { path: paths.root, element: <HomeRedirect /> },
      {
        element: <SignedOutOnly />,
        children: [
          {
            path: paths.register,
            lazy: async () => ({ Component: (await import("../routes/auth/register-route")).RegisterRoute }),
          },
        ],
      },
      {
        path: paths.acceptInvite,
        lazy: async () => ({ Component: (await import("../routes/auth/register-route")).RegisterRoute }),
      },
      {
        path: paths.verifyEmail,
        lazy: async () => ({
          Component: (await import("../routes/auth/verify-email-route")).VerifyEmailRoute,
        }),
      },
      {
        path: paths.verifyEmailPass,
        lazy: async () => ({
          Component: (await import("../routes/auth/verify-email-route")).VerifyResetLinkRoute,
        }),
      },
      {
        path: paths.forgotPassword,
        lazy: async () => ({
          Component: (await import("../routes/auth/forgot-password-route")).ForgotPasswordRoute,
        }),
      },
      {
        path: paths.newPassword,
        lazy: async () => ({
          Component: (await import("../routes/auth/new-password-route")).NewPasswordRoute,
        }),
      },
      {
        path: paths.auth,
        lazy: async () => ({ Component: (await import("../routes/auth/login-route")).LoginRoute }),
      },
      {
        element: <RequireGroup group="onboarding" />,
        handle: onboardingHandle,
        children: [...practitionerOnboardingRoutes, ...clientOnboardingRoutes],
      },
      {
        element: <RequireGroup group="clientFinish" />,
        handle: onboardingHandle,
        children: clientFinishRoutes,
      },
      {
        element: <RequireGroup group="practitionerFinish" />,
        handle: onboardingHandle,
        children: practitionerFinishRoutes,
      },
      ...signedInPages.map(({ group, path, lazy }) => ({
        // The guard runs before the frame: no one sees a frame their role may not use.
        element: <RequireGroup group={group} />,
        children: [{ lazy: lazyAppFrame, children: [{ path, lazy }] }],
      })),
      { path: "*", element: <HomeRedirect /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
