import { ROLE_IDS, type RoleId } from "@pkg/contracts";
import { eq } from "drizzle-orm";

import { users } from "../db/schema";
import type { TestApp } from "./app";

export type Person = {
  roleID: RoleId;
  onboarded: boolean;
  email: string;
  password: string;
  userId: string;
};

/**
 * A verified person of any role, with onboarding finished or not. Sign-up makes Practitioners
 * and Clients; a Super Admin or a Reviewer is a signed-up person whose role is then changed in
 * the database (as the seed does), before any token of theirs is used.
 */
export async function makePerson(t: TestApp, roleID: RoleId, onboarded: boolean): Promise<Person> {
  const signedUp = await t.signUp(roleID === ROLE_IDS.client ? ROLE_IDS.client : ROLE_IDS.practitioner);
  await t.database.db
    .update(users)
    .set({ roleId: roleID, onboardingCompletedAt: onboarded ? new Date() : null })
    .where(eq(users.id, signedUp.userId));
  return { roleID, onboarded, email: signedUp.email, password: signedUp.password, userId: signedUp.userId };
}

/** A new access token for the person (each sign-in has its own, revocable on its own). */
export async function signIn(t: TestApp, person: Person): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email: person.email, password: person.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}
