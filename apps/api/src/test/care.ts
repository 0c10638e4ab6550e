import { randomUUID } from "node:crypto";

import { ROLE_IDS, type RoleId } from "@pkg/contracts";

import { chats, coachClients } from "../db/schema";
import { bearer, type TestApp } from "./app";
import { signIn, type Person } from "./people";

/** A word only the first practitioner's records hold: another person's answer must never show it. */
export const PRIVATE_CARE_WORD = "confidential";

export type CareSetup = {
  coach: Person;
  coachToken: string;
  client: Person;
  clientToken: string;
  handoutId: string;
  recordId: string;
  invitationId: string;
  chatId: string;
};

/**
 * A practitioner with one client (sharing, with a shared chat), a handout shared with that client,
 * a client record and an open invitation: everything another person must not reach.
 */
export async function careSetup(
  t: TestApp,
  person: (roleID: RoleId, onboarded?: boolean) => Promise<Person>,
): Promise<CareSetup> {
  const coach = await person(ROLE_IDS.practitioner, true);
  const coachToken = await signIn(t, coach);
  const client = await person(ROLE_IDS.client, true);
  const clientToken = await signIn(t, client);
  await t.database.db
    .insert(coachClients)
    .values({ clientId: client.userId, coachId: coach.userId, notes: `A ${PRIVATE_CARE_WORD} note` });
  const call = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: bearer(coachToken), payload });
  const handout = await call("/api/handout/create", {
    title: `A ${PRIVATE_CARE_WORD} handout`,
    body: "Text",
  });
  const handoutId = handout.json().handout.id as string;
  await call("/api/coach/content-share", {
    kind: "handout",
    targetId: handoutId,
    clientIds: [client.userId],
  });
  const record = await call("/api/practitioner/create-client", { name: "Recorded Person" });
  const invited = await call("/api/coach/invite-client", {
    invitees: [{ name: "Invited Person", email: `invited-${randomUUID()}@example.com` }],
  });
  const [chat] = await t.database.db
    .insert(chats)
    .values({ userId: client.userId, title: `A ${PRIVATE_CARE_WORD} chat`, sharedAt: new Date() })
    .returning({ id: chats.id });
  return {
    coach,
    coachToken,
    client,
    clientToken,
    handoutId,
    recordId: record.json().record.id,
    invitationId: invited.json().invitations[0].id,
    chatId: chat!.id,
  };
}
