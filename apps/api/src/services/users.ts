import { roleNameOf, type AuthUser, type RoleId, type UserProfile } from "@pkg/contracts";

import type { users } from "../db/schema";

export type UserRow = typeof users.$inferSelect;

/** The session's user: no `roleName` until onboarding is submitted (decisions.md). */
export function toAuthUser(user: UserRow): AuthUser {
  const roleID = user.roleId as RoleId;
  const onboardingCompleted = user.onboardingCompletedAt !== null;
  return {
    id: user.id,
    roleID,
    ...(onboardingCompleted ? { roleName: roleNameOf(roleID) } : {}),
    email: user.email,
    name: user.name,
    onboardingCompleted,
  };
}

export function toProfile(user: UserRow): UserProfile {
  return {
    ...toAuthUser(user),
    phone_number: user.phoneNumber,
    dob: user.dob,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
