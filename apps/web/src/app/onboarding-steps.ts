import {
  ROLE_IDS,
  type ClientOnboardingStepId,
  type CoachOnboardingStepId,
  type OnboardingStepId,
} from "@pkg/contracts";

import { paths } from "./paths";

/** Each client onboarding page by the name the server keeps it under, in the flow's order. */
export const clientStepPaths = {
  welcome: paths.welcomeClient,
  aboutYou: paths.aboutYou,
  whatBringsYouHere: paths.whatBringsYouHere,
  values: paths.values,
  barriers: paths.barriers,
  support: paths.support,
  personalityType: paths.personalityType,
  chooseTest: paths.chooseTest,
  readiness: paths.readiness,
  summary: paths.summary,
} as const satisfies Record<ClientOnboardingStepId, string>;

/** Each practitioner onboarding page by the name the server keeps it under, in the flow's order. */
export const coachStepPaths = {
  intro: paths.welcomePractitioner,
  practitionerType: paths.selectType,
  focusAreas: paths.onboardingWelcome,
  aboutPractice: paths.aboutYourPractice,
  subscriptionPlan: paths.subscriptionPlan,
  profileSetup: paths.profileSetup,
  inviteClients: paths.inviteClients,
} as const satisfies Record<CoachOnboardingStepId, string>;

/** The query parameter of the practitioner intro's carousel page. */
export const INTRO_PAGE_PARAM = "page";

const stepsOf = (roleID: number | undefined): Record<string, string> | null =>
  roleID === ROLE_IDS.client ? clientStepPaths : roleID === ROLE_IDS.practitioner ? coachStepPaths : null;

/** The onboarding page at this address (and the carousel page), or null for any other page. */
export function onboardingStepAt(
  roleID: number | undefined,
  pathname: string,
  search: string,
): { step: OnboardingStepId; page: number | null } | null {
  const steps = stepsOf(roleID);
  const entry = steps && Object.entries(steps).find(([, path]) => path === pathname);
  if (!entry) return null;
  const step = entry[0] as OnboardingStepId;
  if (step !== "intro") return { step, page: null };
  const page = Number(new URLSearchParams(search).get(INTRO_PAGE_PARAM) ?? 0);
  return { step, page: Number.isInteger(page) && page > 0 ? page : null };
}

/**
 * Where an unfinished onboarding resumes: the page the person was last on, when it is a page of
 * their flow; else null (their flow's first page).
 */
export function onboardingResumePath(
  roleID: number | undefined,
  progress: { step: string | null; page: number | null },
): string | null {
  const steps = stepsOf(roleID);
  const path = steps && progress.step ? steps[progress.step] : undefined;
  if (!path) return null;
  return progress.step === "intro" && progress.page ? `${path}?${INTRO_PAGE_PARAM}=${progress.page}` : path;
}
