import { roleNameOf, type AuthUser, type RoleId, type UserProfile } from "@pkg/contracts";

import type { users } from "../db/schema";

export type UserRow = typeof users.$inferSelect;

/**
 * The user a signed-in request carries: every column but the password hash, which only the
 * few calls that check a password read, so it never travels with a request.
 */
export type SessionUser = Omit<UserRow, "passwordHash">;

/** The session's user: no `roleName` until onboarding is submitted (decisions.md). */
export function toAuthUser(user: SessionUser): AuthUser {
  const roleID = user.roleId as RoleId;
  const onboardingCompleted = user.onboardingCompletedAt !== null;
  return {
    id: user.id,
    roleID,
    ...(onboardingCompleted ? { roleName: roleNameOf(roleID) } : {}),
    email: user.email,
    name: user.name,
    ...(user.firstName ? { firstName: user.firstName } : {}),
    onboardingCompleted,
  };
}

export function toProfile(user: SessionUser): UserProfile {
  // Extends the session's user in place: spreading an object with an optional key is several
  // times slower, and this runs on every profile read.
  return Object.assign(toAuthUser(user), {
    phone_number: user.phoneNumber,
    dob: user.dob,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  });
}
