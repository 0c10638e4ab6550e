import type { RouteObject } from "react-router";

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

/** The signed-in pages, each in its route group (decisions.md "Route access"); each loads lazily. */
const signedInPages: { group: RouteGroup; path: string; lazy: RouteObject["lazy"] }[] = [
  {
    group: "healthSnapshot",
    path: paths.healthSnapshot,
    lazy: async () => ({
      Component: (await import("../routes/health/health-snapshot-route")).HealthSnapshotRoute,
    }),
  },
  {
    group: "healthSnapshot",
    path: paths.healthTimeline,
    lazy: async () => ({
      Component: (await import("../routes/health/health-timeline-route")).HealthTimelineRoute,
    }),
  },
  {
    group: "healthSnapshot",
    path: paths.symptoms,
    lazy: async () => ({ Component: (await import("../routes/health/symptoms-route")).SymptomsRoute }),
  },
  {
    group: "healthSnapshot",
    path: paths.glucose,
    lazy: async () => ({ Component: (await import("../routes/health/glucose-route")).GlucoseRoute }),
  },
  {
    group: "healthSnapshot",
    path: paths.mood,
    lazy: async () => ({ Component: (await import("../routes/health/mood-route")).MoodRoute }),
  },
  {
    group: "healthSnapshot",
    path: paths.healthHistory,
    lazy: async () => ({
      Component: (await import("../routes/health/health-history-route")).HealthHistoryRoute,
    }),
  },
  {
    group: "contentManager",
    path: paths.contentLibrary,
    lazy: async () => ({
      Component: (await import("../routes/content/content-library-route")).ContentLibraryRoute,
    }),
  },
  // `new` before `:id`: the router ranks the static segment first anyway, but readers read in order.
  {
    group: "contentManager",
    path: paths.contentNew,
    lazy: async () => ({
      Component: (await import("../routes/content/content-editor-route")).ContentEditorRoute,
    }),
  },
  {
    group: "contentManager",
    path: paths.contentItem,
    lazy: async () => ({
      Component: (await import("../routes/content/content-editor-route")).ContentEditorRoute,
    }),
  },
  {
    group: "signedIn",
    path: paths.library,
    lazy: async () => ({ Component: (await import("../routes/library/library-route")).LibraryRoute }),
  },
  {
    group: "signedIn",
    path: paths.libraryItem,
    lazy: async () => ({
      Component: (await import("../routes/library/library-article-route")).LibraryArticleRoute,
    }),
  },
  {
    group: "signedIn",
    path: paths.askChat,
    lazy: async () => ({ Component: (await import("../routes/assistant/ask-route")).AskRoute }),
  },
  {
    group: "signedIn",
    path: paths.saved,
    lazy: async () => ({ Component: (await import("../routes/folders/saved-route")).SavedRoute }),
  },
  {
    group: "signedIn",
    path: paths.settings,
    lazy: async () => ({ Component: (await import("../routes/settings/settings-route")).SettingsRoute }),
  },
  {
    group: "coaches",
    path: paths.coaches,
    lazy: async () => ({ Component: (await import("../routes/care/clients-route")).ClientsRoute }),
  },
  {
    group: "coaches",
    path: paths.coachesInvite,
    lazy: async () => ({
      Component: (await import("../routes/care/invite-clients-route")).InviteMoreClientsRoute,
    }),
  },
  {
    group: "coaches",
    path: paths.createClient,
    lazy: async () => ({ Component: (await import("../routes/care/create-client-route")).CreateClientRoute }),
  },
  {
    group: "coaches",
    path: paths.coachesClient,
    lazy: async () => ({ Component: (await import("../routes/care/client-page-route")).ClientPageRoute }),
  },
  {
    group: "coaches",
    path: paths.coachesClientEdit,
    lazy: async () => ({
      Component: (await import("../routes/care/edit-client-info-route")).EditClientInfoRoute,
    }),
  },
  {
    group: "coaches",
    path: paths.coachesClientChat,
    lazy: async () => ({ Component: (await import("../routes/care/coach-session-route")).CoachSessionRoute }),
  },
  {
    group: "coaches",
    path: paths.handouts,
    lazy: async () => ({ Component: (await import("../routes/care/handouts-route")).HandoutsRoute }),
  },
  {
    group: "coaches",
    path: paths.handoutNew,
    lazy: async () => ({
      Component: (await import("../routes/care/handout-editor-route")).HandoutEditorRoute,
    }),
  },
  {
    group: "coaches",
    path: paths.handoutEdit,
    lazy: async () => ({
      Component: (await import("../routes/care/handout-editor-route")).HandoutEditorRoute,
    }),
  },
  {
    group: "healthSnapshot",
    path: paths.sharedHandout,
    lazy: async () => ({
      Component: (await import("../routes/care/handout-reader-route")).HandoutReaderRoute,
    }),
  },
  {
    group: "admin",
    path: paths.admin,
    lazy: async () => ({ Component: (await import("../routes/app/admin-route")).AdminRoute }),
  },
  {
    group: "admin",
    path: paths.adminReportedChat,
    lazy: async () => ({
      Component: (await import("../routes/admin/reported-chat-route")).ReportedChatRoute,
    }),
  },
  {
    group: "admin",
    path: paths.adminPeople,
    lazy: async () => ({ Component: (await import("../routes/admin/people-route")).PeopleRoute }),
  },
  {
    group: "admin",
    path: paths.adminAuditLog,
    lazy: async () => ({ Component: (await import("../routes/admin/audit-log-route")).AuditLogRoute }),
  },
  {
    group: "admin",
    path: paths.adminMail,
    lazy: async () => ({ Component: (await import("../routes/admin/mail-route")).MailRoute }),
  },
  {
    group: "admin",
    path: paths.adminSources,
    lazy: async () => ({ Component: (await import("../routes/admin/sources-route")).SourcesRoute }),
  },
];

/** The app's routes: the browser's router (app.tsx) and the build's prerendering (src/prerender.tsx). */
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
