import type { Role } from "@pkg/stores";

import { paths } from "./paths";

/** Groups of guarded routes and the roles each allows (decisions.md "Route access"). */
export const routeAccess = {
  healthSnapshot: ["Client"],
  contentManager: ["Practitioner", "Coach", "Reviewer", "Super Admin"],
  coaches: ["Practitioner", "Coach", "Super Admin", "coaches"],
  admin: ["Super Admin", "admin"],
  /** The reader of the published library, and Settings: everyone who is signed in and onboarded. */
  signedIn: ["Client", "Practitioner", "Coach", "Reviewer", "Super Admin", "admin", "coaches"],
  onboarding: ["guest"],
  /** The client finish page: a guest submits there and is a Client during the countdown. */
  clientFinish: ["guest", "Client"],
  /** The practitioner finish page: a guest submits there and is a Practitioner on the thank-you. */
  practitionerFinish: ["guest", "Practitioner"],
} as const satisfies Record<string, readonly Role[]>;

export type RouteGroup = keyof typeof routeAccess;

export function canAccess(role: Role | null, group: RouteGroup): boolean {
  return role !== null && (routeAccess[group] as readonly Role[]).includes(role);
}

/**
 * Where a role lands (spec section 2 "Home route by role"). A guest is someone whose onboarding
 * is not finished: their home is their onboarding (client or practitioner by roleID), on the page
 * they left it (`resumePath`, see `onboardingResumePath`) or else at its start.
 */
export function homeRouteFor(role: Role | null, roleID?: number, resumePath?: string | null): string {
  switch (role) {
    case "admin":
      return paths.admin;
    case "coaches":
      return paths.coaches;
    case "Practitioner":
    case "Coach":
    case "Reviewer":
    case "Super Admin":
      return paths.contentLibrary;
    case "Client":
      return paths.healthSnapshot;
    case "guest":
      if (resumePath && (roleID === 3 || roleID === 2)) return resumePath;
      if (roleID === 3) return paths.welcomeClient;
      if (roleID === 2) return paths.welcomePractitioner;
      return paths.auth;
    default:
      return paths.auth;
  }
}
