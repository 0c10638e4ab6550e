/** Every route of the web app, in one typed place (spec section 2). */
export const paths = {
  root: "/",
  register: "/register",
  acceptInvite: "/accept-invite/:token",
  verifyEmail: "/verify-email",
  verifyEmailPass: "/verify-email-pass",
  forgotPassword: "/forgot-password",
  newPassword: "/new-password",
  auth: "/auth",

  welcomePractitioner: "/welcome/practitioner",
  welcomeClient: "/welcome/client",
  selectType: "/select-type",
  onboardingWelcome: "/onboarding-welcome",
  aboutYourPractice: "/about-your-practice",
  subscriptionPlan: "/subscription-plan",
  profileSetup: "/profile-setup",
  inviteClients: "/invite-clients",
  onboardingFinish: "/onboarding-finish",
  aboutYou: "/about-you",
  whatBringsYouHere: "/what-brings-you-here",
  values: "/values",
  barriers: "/barriers",
  support: "/support",
  personalityType: "/personality-type",
  chooseTest: "/choose-test",
  readiness: "/readiness",
  summary: "/summary",
  finish: "/finish",

  admin: "/admin",
  /** A reported chat read by a Super Admin (the API's `/admin-session/{chat_id}`; the read is audited). */
  adminReportedChat: "/admin/reported-chats/:chatId",
  /** People: search, role, deactivation and verification mail (Super Admin). */
  adminPeople: "/admin/people",
  /** The audit log, filtered, paged and exported as CSV (Super Admin). */
  adminAuditLog: "/admin/audit-log",
  /** The mail outbox's state, with Retry for failed mail (Super Admin). */
  adminMail: "/admin/mail",
  /** The sources the library cites, each marked as updated when it changes (Super Admin). */
  adminSources: "/admin/sources",
  /** A practitioner's clients (and a Super Admin's own). */
  coaches: "/coaches",
  /** Invite more clients, as in onboarding (manual rows, CSV or PDF). */
  coachesInvite: "/coaches/invite",
  /** One client's page; `?tab=` keeps the tab. */
  coachesClient: "/coaches/clients/:clientId",
  /** The practitioner's own record of a client (`edit-info`). */
  coachesClientEdit: "/coaches/clients/:clientId/edit",
  /** A chat the client shared (the API's `/coach/session/{chat_id}`). */
  coachesClientChat: "/coaches/clients/:clientId/chats/:chatId",
  /** Record a client to invite later. */
  createClient: "/practitioner/create-client",
  handouts: "/coaches/handouts",
  handoutNew: "/coaches/handouts/new",
  handoutEdit: "/coaches/handouts/:id",
  /** A handout shared with the client, in the reader. */
  sharedHandout: "/shared/handouts/:id",
  contentLibrary: "/content-manager/library",
  contentNew: "/content-manager/library/new",
  contentItem: "/content-manager/library/:id",
  healthSnapshot: "/health-snapshot",
  healthTimeline: "/health-snapshot/timeline",
  symptoms: "/symptoms",
  glucose: "/glucose",
  mood: "/mood",
  healthHistory: "/health-history",
  library: "/library",
  libraryItem: "/library/:id",
  ask: "/ask",
  /** A new chat at `/ask`, a chat reopened from the history at `/ask/{chatId}` (the API's `/session/{chat_id}`). */
  askChat: "/ask/:chatId?",
  /** The person's folders of saved answers and library items; `?folder={id}` opens one. */
  saved: "/saved",
  settings: "/settings",
} as const;

export type PathKey = keyof typeof paths;
export type AppPath = (typeof paths)[PathKey];

/** `/accept-invite/{token}` for one token. */
export const acceptInvitePath = (token: string) => `/accept-invite/${encodeURIComponent(token)}`;

/** `/content-manager/library/{id}`: one item in the editor and review panel. */
export const contentItemPath = (id: string) => `/content-manager/library/${encodeURIComponent(id)}`;

/** `/library/{id}`: one published item in the reader. */
export const libraryItemPath = (id: string) => `/library/${encodeURIComponent(id)}`;

/** `/admin/reported-chats/{chatId}`: a reported chat, read-only, for a Super Admin. */
export const adminReportedChatPath = (chatId: string) =>
  `/admin/reported-chats/${encodeURIComponent(chatId)}`;

/** `/coaches/clients/{id}`, optionally on one tab. */
export const coachesClientPath = (clientId: string, tab?: string) =>
  `/coaches/clients/${encodeURIComponent(clientId)}${tab ? `?tab=${encodeURIComponent(tab)}` : ""}`;

/** `/coaches/clients/{id}/edit` */
export const coachesClientEditPath = (clientId: string) =>
  `/coaches/clients/${encodeURIComponent(clientId)}/edit`;

/** `/coaches/clients/{clientId}/chats/{chatId}` */
export const coachesClientChatPath = (clientId: string, chatId: string) =>
  `/coaches/clients/${encodeURIComponent(clientId)}/chats/${encodeURIComponent(chatId)}`;

/** `/coaches/handouts/{id}`: a handout in the editor. */
export const handoutEditPath = (id: string) => `/coaches/handouts/${encodeURIComponent(id)}`;

/** `/shared/handouts/{id}`: a handout shared with the client. */
export const sharedHandoutPath = (id: string) => `/shared/handouts/${encodeURIComponent(id)}`;

/** `/saved?folder={id}`: one of the person's folders on the Saved page. */
export const savedFolderPath = (folderId: string) => `/saved?folder=${encodeURIComponent(folderId)}`;

/** `/ask/{chatId}`: one of the person's chats with the assistant. */
export const askChatPath = (chatId: string) => `/ask/${encodeURIComponent(chatId)}`;

/** The query parameter of `/ask` that starts a new chat about one library item. */
export const ABOUT_PARAM = "about";

/** `/ask?about={id}`: "Ask about this article", a new chat that starts from one published item. */
export const askAboutPath = (contentId: string) =>
  `${paths.ask}?${ABOUT_PARAM}=${encodeURIComponent(contentId)}`;

/** The query parameter that remembers where a signed-out visitor was going. */
export const NEXT_PARAM = "next";

/** A path to return to after login, when it is a safe in-app path (never another origin). */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}

/** `/register` or `/auth`, remembering `next` when there is somewhere to return to. */
export function withNext(path: string, next: string | null | undefined): string {
  const safe = safeNextPath(next);
  return safe ? `${path}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : path;
}
