import { MRS_ITEM_SLUGS } from "@pkg/contracts";
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  auditLog,
  chats,
  coachClients,
  contentItems,
  contentRevisions,
  redFlagAlerts,
  users,
} from "../db/schema";
import { seedDemoAccounts } from "../seed";
import { seedContentLibrary } from "../seed/seed-library";
import { bearer, createTestApp, SETUP_TIMEOUT, type SignedUp, type TestApp } from "../test/app";

const NOT_SHARING =
  "This client has stopped sharing their health data with you. They can turn sharing back on in their Settings.";

describe("care: a practitioner and their clients", () => {
  let t: TestApp;
  let coach: SignedUp;
  let otherCoach: SignedUp;
  let publishedForClients: { id: string; title: string };
  let forPractitioners: string;

  const call = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  /** A verified, onboarded client linked to the practitioner (as an accepted invitation leaves them). */
  const linkedClient = async (to: SignedUp, name = "Client Person"): Promise<SignedUp> => {
    const client = await t.signUp(3, { name });
    await t.database.db
      .update(users)
      .set({ onboardingCompletedAt: new Date(), timeZone: "Europe/London" })
      .where(eq(users.id, client.userId));
    await t.database.db.insert(coachClients).values({ clientId: client.userId, coachId: to.userId });
    return client;
  };
  let minutes = 0;
  /** A full check-in, each a minute after the last (so the newest is the latest). */
  const checkIn = (client: SignedUp, score: number) => {
    minutes += 1;
    return call(client.accessToken, "POST", "/api/menopause/save-symptoms", {
      kind: "check-in",
      answers: Object.fromEntries(MRS_ITEM_SLUGS.map((slug, index) => [slug, index < 3 ? score : 1])),
      takenAt: new Date(Date.now() - 3_600_000 + minutes * 60_000).toISOString(),
      timeZone: "Europe/London",
    });
  };
  const auditRows = (actorId: string, subjectId: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, actorId), eq(auditLog.subjectId, subjectId)));

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoAccounts(t.database.db);
    await seedContentLibrary(t.database.db);
    coach = await t.signUp(2, { name: "Paula Practitioner" });
    otherCoach = await t.signUp(2);
    for (const person of [coach, otherCoach]) {
      await t.database.db
        .update(users)
        .set({ onboardingCompletedAt: new Date(), roleId: 2 })
        .where(eq(users.id, person.userId));
    }
    const items = await t.database.db
      .select({ id: contentItems.id, title: contentRevisions.title, audience: contentRevisions.audience })
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(isNotNull(contentItems.publishedRevisionId));
    publishedForClients = items.find((item) => item.audience === "clients")!;
    forPractitioners = items.find((item) => item.audience === "practitioners")!.id;
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it("lists the practitioner's clients with their last check-in and trend, and audits each read", async () => {
    const client = await linkedClient(coach, "Maya Client");
    expect((await checkIn(client, 3)).statusCode).toBe(201);
    expect((await checkIn(client, 2)).statusCode).toBe(201);
    const response = await call(coach.accessToken, "GET", "/api/coach/managed-clients?q=maya");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const maya = body.clients.find((row: { id: string }) => row.id === client.userId);
    expect(maya).toMatchObject({ name: "Maya Client", sharingHealthData: true, openAlerts: 0 });
    expect(maya.trend).toHaveLength(2);
    expect(maya.lastCheckIn.change).toBe(maya.trend[1].total - maya.trend[0].total);
    expect(body.usage).toMatchObject({ planName: "Starter", limit: 3 });
    const audit = await auditRows(coach.userId, client.userId);
    expect(audit.map((row) => row.targetId)).toContain("client-list");
    expect(JSON.stringify(audit)).not.toContain("hot-flushes-sweating");

    // Someone else's list never holds this client.
    const other = await call(otherCoach.accessToken, "GET", "/api/coach/managed-clients");
    expect(other.body).not.toContain(client.userId);
  });

  it("answers 404 for another practitioner's client on every client route, and audits nothing", async () => {
    const client = await linkedClient(coach);
    const urls = [
      ["GET", `/api/coach/client/${client.userId}/profile`],
      ["GET", `/api/coach/client/${client.userId}/symptoms`],
      ["GET", `/api/coach/client/${client.userId}/glucose`],
      ["GET", `/api/coach/client/${client.userId}/mood`],
      ["GET", `/api/coach/managed-client/get-info/${client.userId}`],
      ["POST", `/api/coach/client/${client.userId}/alerts/seen`],
      ["DELETE", `/api/coach/client/${client.userId}`],
    ] as const;
    for (const [method, url] of urls) {
      const response = await call(otherCoach.accessToken, method, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: "CLIENT_NOT_FOUND", message: "No such client" });
    }
    expect(await auditRows(otherCoach.userId, client.userId)).toEqual([]);
  });

  it("shows the client's page with cautions from their history, and each read is audited", async () => {
    const client = await linkedClient(coach, "Ines Client");
    await checkIn(client, 3);
    const history = await call(client.accessToken, "POST", "/api/health-history", {
      conditions: ["Blood clot (DVT) in 2019"],
      familyHistory: { breastCancer: true },
    });
    expect(history.statusCode).toBe(200);
    const response = await call(coach.accessToken, "GET", `/api/coach/client/${client.userId}/profile`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.snapshot.checkIn.latest).not.toBeNull();
    expect(body.cautions.map((caution: { id: string }) => caution.id)).toEqual([
      "blood-clots",
      "family-breast-cancer",
    ]);
    const symptoms = await call(coach.accessToken, "GET", `/api/coach/client/${client.userId}/symptoms`);
    expect(symptoms.statusCode).toBe(200);
    expect(symptoms.json().items).toHaveLength(1);
    const audit = await auditRows(coach.userId, client.userId);
    expect(audit.map((row) => row.targetId).sort()).toEqual(["client-profile", "symptoms"]);
    expect(audit.every((row) => row.action === "care.read-health-data")).toBe(true);
  });

  it("reads nothing of a client who stopped sharing, at once, until they share again", async () => {
    const client = await linkedClient(coach);
    await checkIn(client, 4);
    const stop = await call(client.accessToken, "PUT", "/api/client/care/sharing", {
      sharingHealthData: false,
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({
      practitioner: { name: "Paula Practitioner" },
      sharingHealthData: false,
    });

    const profile = await call(coach.accessToken, "GET", `/api/coach/client/${client.userId}/profile`);
    expect(profile.json()).toMatchObject({ sharingHealthData: false, snapshot: null, history: null });
    for (const part of ["symptoms", "glucose", "mood"]) {
      const response = await call(coach.accessToken, "GET", `/api/coach/client/${client.userId}/${part}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(NOT_SHARING);
    }
    const list = await call(coach.accessToken, "GET", "/api/coach/managed-clients");
    const row = list.json().clients.find((entry: { id: string }) => entry.id === client.userId);
    expect(row).toMatchObject({ sharingHealthData: false, lastCheckIn: null, trend: [], lastMood: null });
    expect(await auditRows(coach.userId, client.userId)).toEqual([]);

    await call(client.accessToken, "PUT", "/api/client/care/sharing", { sharingHealthData: true });
    const again = await call(coach.accessToken, "GET", `/api/coach/client/${client.userId}/symptoms`);
    expect(again.statusCode).toBe(200);
  });

  it("client records hold a seat; the plan's limit is refused with its message; revoking frees a seat", async () => {
    const starter = await t.signUp(2);
    await t.database.db
      .update(users)
      .set({ onboardingCompletedAt: new Date() })
      .where(eq(users.id, starter.userId));
    await linkedClient(starter);
    const record = await call(starter.accessToken, "POST", "/api/practitioner/create-client", {
      name: "Later Person",
      email: "later.person@example.com",
    });
    expect(record.statusCode).toBe(201);
    const invite = await call(starter.accessToken, "POST", "/api/coach/invite-client", {
      invitees: [{ name: "Third Person", email: "third.person@example.com" }],
    });
    expect(invite.statusCode).toBe(201);
    const full = await call(starter.accessToken, "POST", "/api/practitioner/create-client", {
      name: "Fourth",
    });
    expect(full.statusCode).toBe(402);
    expect(full.json().message).toBe(
      "Your Starter plan allows up to 3 active clients (pending invitations and client records count). You have no places left.",
    );

    // Inviting the record moves its seat to the invitation: still 3 of 3.
    const recordId = record.json().record.id;
    const sent = await call(
      starter.accessToken,
      "POST",
      `/api/practitioner/client-records/${recordId}/invite`,
    );
    expect(sent.statusCode).toBe(200);
    expect((await t.lastMailTo("later.person@example.com")).subject).toMatch(/invit/i);
    const list = (await call(starter.accessToken, "GET", "/api/coach/managed-clients")).json();
    expect(list.usage).toMatchObject({ used: 3, clients: 1, invitations: 2, records: 0 });

    const invitationId = list.invitations.find((row: { name: string }) => row.name === "Third Person").id;
    const oldToken = await t.tokenFromMail("third.person@example.com");
    const resent = await call(starter.accessToken, "POST", `/api/coach/invitations/${invitationId}/resend`);
    expect(resent.statusCode).toBe(200);
    const newToken = await t.tokenFromMail("third.person@example.com");
    expect(newToken).not.toBe(oldToken);
    const oldLink = await t.app.inject({ url: `/api/client/invitation-details/${oldToken}` });
    expect(oldLink.statusCode).toBe(404);

    const revoked = await call(starter.accessToken, "DELETE", `/api/coach/invitations/${invitationId}`);
    expect(revoked.statusCode).toBe(200);
    const revokedLink = await t.app.inject({ url: `/api/client/invitation-details/${newToken}` });
    expect(revokedLink.statusCode).toBe(404);
    const after = (await call(starter.accessToken, "GET", "/api/coach/managed-clients")).json();
    expect(after.usage.used).toBe(2);
    expect(after.invitations.map((row: { id: string }) => row.id)).not.toContain(invitationId);
  });

  it("edits the practitioner's record of a client, never the account", async () => {
    const client = await linkedClient(coach, "Account Name");
    const edit = await call(
      coach.accessToken,
      "PUT",
      `/api/coach/managed-client/edit-info/${client.userId}`,
      {
        displayName: "Annie",
        notes: "Prefers mornings",
        tags: ["sleep", "sleep", "HRT questions"],
      },
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      accountName: "Account Name",
      displayName: "Annie",
      tags: ["sleep", "HRT questions"],
    });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, client.userId));
    expect(account!.name).toBe("Account Name");
    const tooLong = await call(
      coach.accessToken,
      "PUT",
      `/api/coach/managed-client/edit-info/${client.userId}`,
      {
        tags: ["x".repeat(41)],
      },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors["tags.0"]).toBe("A tag must be at most 40 characters");
  });

  it("shares a handout made from a library item; the client reads it once opened; revoking closes it", async () => {
    const client = await linkedClient(coach, "Reader Client");
    const created = await call(coach.accessToken, "POST", "/api/handout/create", {
      title: "Your sleep plan",
      body: "## Tonight\n\nKeep the room cool.",
      sourceContentId: publishedForClients.id,
    });
    expect(created.statusCode).toBe(201);
    const handout = created.json().handout;
    expect(handout.source).toEqual({ id: publishedForClients.id, title: publishedForClients.title });

    const refused = await call(otherCoach.accessToken, "GET", `/api/handout/${handout.id}`);
    expect(refused.statusCode).toBe(404);
    const notTheirs = await call(coach.accessToken, "POST", "/api/coach/content-share", {
      kind: "handout",
      targetId: handout.id,
      clientIds: [otherCoach.userId],
    });
    expect(notTheirs.statusCode).toBe(404);

    const shared = await call(coach.accessToken, "POST", "/api/coach/content-share", {
      kind: "handout",
      targetId: handout.id,
      clientIds: [client.userId],
    });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({
      message: "Shared with Reader Client",
      access: [{ openedAt: null }],
    });

    const care = (await call(client.accessToken, "GET", "/api/client/care")).json();
    expect(care.shared).toEqual([
      expect.objectContaining({ kind: "handout", targetId: handout.id, openedAt: null }),
    ]);
    const read = await call(client.accessToken, "GET", `/api/client/handouts/${handout.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().handout).toMatchObject({
      title: "Your sleep plan",
      practitionerName: "Paula Practitioner",
    });
    const access = (await call(coach.accessToken, "GET", `/api/coach/${handout.id}/shared-access`)).json();
    expect(access.access[0].openedAt).not.toBeNull();

    const revoked = await call(coach.accessToken, "POST", "/api/coach/revoke-content-access", {
      kind: "handout",
      targetId: handout.id,
      clientId: client.userId,
    });
    expect(revoked.json().access).toEqual([]);
    const gone = await call(client.accessToken, "GET", `/api/client/handouts/${handout.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("This is no longer shared with you");
  });

  it("shares published items for clients only, and records when the client opens one", async () => {
    const client = await linkedClient(coach);
    const practitionersOnly = await call(coach.accessToken, "POST", "/api/coach/content-share", {
      kind: "content",
      targetId: forPractitioners,
      clientIds: [client.userId],
    });
    expect(practitionersOnly.statusCode).toBe(400);
    const share = await call(coach.accessToken, "POST", "/api/coach/content-share", {
      kind: "content",
      targetId: publishedForClients.id,
      clientIds: [client.userId],
    });
    expect(share.statusCode).toBe(200);
    const open = await call(client.accessToken, "GET", `/api/content/published/${publishedForClients.id}`);
    expect(open.statusCode).toBe(200);
    const access = (
      await call(coach.accessToken, "GET", `/api/coach/${publishedForClients.id}/shared-access`)
    ).json();
    const row = access.access.find((entry: { clientId: string }) => entry.clientId === client.userId);
    expect(row.openedAt).not.toBeNull();
  });

  it("shapes the practitioner's answers by the client they work for, while that client shares, and audits it", async () => {
    const client = await linkedClient(coach, "Hana Client");
    await checkIn(client, 4);
    const ask = () =>
      call(coach.accessToken, "POST", "/api/ai-search", { question: "What helps with hot flushes?" });
    const before = (await ask()).json();
    expect(before.message.answer.text).not.toContain("Personalised for");

    const switched = await call(coach.accessToken, "PUT", "/api/practitioner/switch-client", {
      clientId: client.userId,
    });
    expect(switched.json()).toEqual({ activeClient: { id: client.userId, name: "Hana Client" } });
    const answer = (await ask()).json().message.answer;
    expect(answer.text).toMatch(
      /^Personalised for Hana Client: .*hot flushes.* from their latest check-in\./,
    );
    expect(answer.personalizedFor).toContain("Hot flushes (Hana Client's latest check-in)");
    const audit = await auditRows(coach.userId, client.userId);
    expect(audit.map((row) => row.targetId)).toContain("assistant-personalisation");

    // Stopping sharing stops it at once.
    await call(client.accessToken, "PUT", "/api/client/care/sharing", { sharingHealthData: false });
    expect((await ask()).json().message.answer.text).not.toContain("Personalised for");
    await call(coach.accessToken, "PUT", "/api/practitioner/switch-client", { clientId: null });
  });

  it("reads a chat only while the client shares it; ending care keeps the client's account", async () => {
    const client = await linkedClient(coach);
    const [chat] = await t.database.db
      .insert(chats)
      .values({ userId: client.userId, title: "Night sweats" })
      .returning();
    const before = await call(coach.accessToken, "GET", `/api/coach/session/${chat!.id}`);
    expect(before.statusCode).toBe(404);
    const share = await call(client.accessToken, "PUT", `/api/chat/${chat!.id}/share`, { shared: true });
    expect(share.statusCode).toBe(200);
    expect(share.json().sharedAt).not.toBeNull();
    const read = await call(coach.accessToken, "GET", `/api/coach/session/${chat!.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().chat.title).toBe("Night sweats");
    expect((await auditRows(coach.userId, client.userId)).map((row) => row.action)).toContain(
      "chat.read-shared",
    );
    const stranger = await call(otherCoach.accessToken, "GET", `/api/coach/session/${chat!.id}`);
    expect(stranger.statusCode).toBe(404);

    await t.database.db
      .insert(redFlagAlerts)
      .values({ practitionerId: coach.userId, clientId: client.userId, ruleIds: ["chest-pain"] });
    const profile = (
      await call(coach.accessToken, "GET", `/api/coach/client/${client.userId}/profile`)
    ).json();
    expect(profile.alerts).toEqual([expect.objectContaining({ rules: ["chest pain"], seenAt: null })]);
    expect(profile.sharedChats).toEqual([expect.objectContaining({ chatId: chat!.id })]);
    const seen = await call(coach.accessToken, "POST", `/api/coach/client/${client.userId}/alerts/seen`);
    expect(seen.json().message).toBe("Alert marked as seen");

    await call(coach.accessToken, "PUT", "/api/practitioner/switch-client", { clientId: client.userId });
    const ended = await call(coach.accessToken, "DELETE", `/api/coach/client/${client.userId}`);
    expect(ended.statusCode).toBe(200);
    expect((await call(coach.accessToken, "GET", `/api/coach/session/${chat!.id}`)).statusCode).toBe(404);
    const list = (await call(coach.accessToken, "GET", "/api/coach/managed-clients")).json();
    expect(list.activeClient).toBeNull();
    const care = (await call(client.accessToken, "GET", "/api/client/care")).json();
    expect(care).toEqual({ practitioner: null, sharingHealthData: false, shared: [] });
    const profileOfClient = await call(client.accessToken, "GET", "/api/user/profile");
    expect(profileOfClient.statusCode).toBe(200);
  });
});
