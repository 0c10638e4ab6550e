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

export const selectResetCredentials = createSelector(
  [(state: WithSession) => state.session.resetEmail, (state: WithSession) => state.session.resetToken],
  (email, token) => ({ email, token }),
);
