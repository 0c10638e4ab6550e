import type { RoleName } from "@pkg/contracts";
import { createSelector } from "@reduxjs/toolkit";

import type { SessionState } from "./session-slice";

/** A route role: the API's role names, the legacy names the routes still accept, and guest. */
export type Role = RoleName | "Coach" | "admin" | "coaches" | "guest";

type WithSession = { session: SessionState };

export const selectSession = (state: WithSession) => state.session;
export const selectUser = (state: WithSession) => state.session.user;
export const selectAccessToken = (state: WithSession) => state.session.accessToken;
export const selectIsSignedIn = (state: WithSession) =>
  Boolean(state.session.accessToken && state.session.user);

/**
 * The role routing uses (spec section 4 "Session", decisions.md): taken from roleName when the
 * user has a roleID; guest without a roleID, and guest until onboarding is submitted (the API
 * sends no roleName before that).
 */
export function selectRole(state: WithSession): Role | null {
  const user = state.session.user;
  if (!user) return null;
  if (!user.roleID || !user.roleName || user.onboardingCompleted === false) return "guest";
  return user.roleName;
}

/** Words that may open a full name without being the first name ('Dr. Paula Smith'). */
const TITLES = new Set(["dr", "mr", "mrs", "ms", "mx", "miss", "prof", "sir", "dame", "rev"]);

/**
 * The name to greet the person by: the first name given in the onboarding, else the first word of
 * the full name that is not a title; undefined when there is none.
 */
export function selectFirstName(state: WithSession): string | undefined {
  const user = state.session.user;
  if (!user) return undefined;
  if (user.firstName?.trim()) return user.firstName.trim();
  const words = (user.name ?? "").trim().split(/\s+/).filter(Boolean);
  return words.find((word) => !TITLES.has(word.replace(/\.$/, "").toLowerCase()));
}

/** Whether this is the person's first visit to the signed-in app (since their onboarding). */
export const selectFirstVisit = (state: WithSession) => state.session.firstVisit;
/** The server refused the session (it ended elsewhere): the guards send the person to Log in. */
export const selectSessionEndedByServer = (state: WithSession) => state.session.endedByServer;

export const selectResetCredentials = createSelector(
  [(state: WithSession) => state.session.resetEmail, (state: WithSession) => state.session.resetToken],
  (email, token) => ({ email, token }),
);
