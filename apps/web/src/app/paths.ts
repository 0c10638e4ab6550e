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
  coaches: "/coaches",
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

/** `/saved?folder={id}`: one of the person's folders on the Saved page. */
export const savedFolderPath = (folderId: string) => `/saved?folder=${encodeURIComponent(folderId)}`;

/** `/ask/{chatId}`: one of the person's chats with the assistant. */
export const askChatPath = (chatId: string) => `/ask/${encodeURIComponent(chatId)}`;

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
