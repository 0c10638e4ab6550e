import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { MRS_ITEM_SLUGS, type PersonalDataExport } from "@pkg/contracts";
import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  auditLog,
  chats,
  coachClients,
  contentShares,
  glucoseEntries,
  handoutAttachments,
  handouts,
  moodEntries,
  redFlagAlerts,
  symptomEntries,
  users,
} from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { careSetup, PRIVATE_CARE_WORD } from "../test/care";
import { makePerson, signIn } from "../test/people";

const NEW_PASSWORD = "a brand new secret 42";

describe("settings: password, personal data, account deletion", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const person = (roleID: 2 | 3, onboarded = true) => makePerson(t, roleID, onboarded);
  const profile = (token: string) => t.app.inject({ url: "/api/user/profile", headers: bearer(token) });
  const changePassword = (token: string, payload: object) =>
    t.app.inject({ method: "POST", url: "/api/user/change-password", headers: bearer(token), payload });
  const exportOf = (token: string) => t.app.inject({ url: "/api/user/export", headers: bearer(token) });

  /** Health entries of every kind for a person, each carrying `word` where text is free. */
  const healthOf = async (userId: string, word: string) => {
    const takenAt = new Date("2026-03-01T08:00:00Z");
    const base = { userId, timeZone: "Europe/London", localDate: "2026-03-01" };
    await t.database.db.insert(symptomEntries).values({
      ...base,
      kind: "check-in",
      answers: Object.fromEntries(MRS_ITEM_SLUGS.map((slug) => [slug, 1])),
      total: MRS_ITEM_SLUGS.length,
      takenAt,
    });
    await t.database.db
      .insert(moodEntries)
      .values({ ...base, mood: 4, note: `${word} mood`, loggedAt: takenAt });
    await t.database.db.insert(glucoseEntries).values({
      ...base,
      valueMgDl: 97,
      enteredValue: 97,
      enteredUnit: "mg/dL",
      measurementType: "fasting",
      notes: `${word} reading`,
      takenAt,
    });
  };

  describe("POST /api/user/change-password", () => {
    it("changes the password, signs every other session out and keeps this one with a new token", async () => {
      const someone = await person(3);
      const here = await signIn(t, someone);
      const elsewhere = await signIn(t, someone);
      expect((await profile(elsewhere)).statusCode).toBe(200);

      const changed = await changePassword(here, {
        currentPassword: someone.password,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const body = changed.json<{ message: string; accessToken: string }>();
      expect(body.message).toBe("Password changed. You were signed out everywhere else.");

      expect((await profile(elsewhere)).statusCode).toBe(401);
      expect((await profile(here)).statusCode).toBe(401);
      expect((await profile(body.accessToken)).statusCode).toBe(200);

      const login = (password: string) =>
        t.app.inject({ method: "POST", url: "/api/user/login", payload: { email: someone.email, password } });
      expect((await login(someone.password)).statusCode).toBe(401);
      expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("refuses a wrong current password with the field's message, and changes nothing", async () => {
      const someone = await person(2);
      const token = await signIn(t, someone);
      const wrong = await changePassword(token, {
        currentPassword: "not the password",
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({
        code: "INVALID_PASSWORD",
        fieldErrors: { currentPassword: "The current password is not correct" },
      });
      expect((await profile(token)).statusCode).toBe(200);
      expect((await signIn(t, someone)).length).toBeGreaterThan(0);
    });

    it.each([
      [{ newPassword: "short" }, "newPassword", "Password must be at least 8 characters"],
      [{ newPassword: "x".repeat(129) }, "newPassword", "Password must be at most 128 characters"],
      [{ currentPassword: "" }, "currentPassword", "Enter your current password"],
      [
        { newPassword: "same as before 1" },
        "newPassword",
        "The new password must be different from the current one",
      ],
    ])("rejects %o with the rule's message", async (change, field, message) => {
      const someone = await person(3);
      const token = await signIn(t, someone);
      const response = await changePassword(token, {
        currentPassword: "same as before 1",
        newPassword: NEW_PASSWORD,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", fieldErrors: { [field]: message } });
    });
  });

  describe("GET /api/user/export", () => {
    it("gives a client their own data as a download, and never another person's", async () => {
      const care = await careSetup(t, (roleID, onboarded) => makePerson(t, roleID, onboarded ?? false));
      const other = await person(3);
      await healthOf(care.client.userId, "mine");
      await healthOf(other.userId, "theirs");

      const response = await exportOf(care.clientToken);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="haven-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const archive = response.json<PersonalDataExport>();
      expect(archive.account).toMatchObject({ id: care.client.userId, email: care.client.email });
      expect(response.body).not.toContain("password");
      expect(response.body).not.toContain("argon2");
      expect(response.body).not.toContain("tokenVersion");
      expect(archive.health.symptoms).toHaveLength(1);
      expect(archive.health.moods.map((mood) => mood.note)).toEqual(["mine mood"]);
      expect(archive.health.glucose.map((reading) => reading.notes)).toEqual(["mine reading"]);
      expect(archive.chats.map((chat) => chat.title)).toEqual([`A ${PRIVATE_CARE_WORD} chat`]);
      expect(archive.care.practitioner?.name).toBeTruthy();
      expect(archive.care.sharedWithMe).toEqual([
        expect.objectContaining({ kind: "handout", title: `A ${PRIVATE_CARE_WORD} handout` }),
      ]);
      // Nothing of anyone else: not the other client, not the practitioner's notes or e-mail.
      expect(response.body).not.toContain("theirs");
      expect(response.body).not.toContain(other.email);
      expect(response.body).not.toContain(other.userId);
      expect(response.body).not.toContain(care.coach.email);
      expect(response.body).not.toContain(care.coach.userId);
      expect(response.body).not.toContain(`A ${PRIVATE_CARE_WORD} note`);
      // Their own data: reading it is not audited.
      const audited = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorId, care.client.userId));
      expect(audited.filter((row) => row.action.includes("export"))).toEqual([]);
    });

    it("gives a practitioner their handouts, records, invitations and their clients' names only", async () => {
      const care = await careSetup(t, (roleID, onboarded) => makePerson(t, roleID, onboarded ?? false));
      await healthOf(care.client.userId, "clienthealth");
      const response = await exportOf(care.coachToken);
      expect(response.statusCode, response.body).toBe(200);
      const archive = response.json<PersonalDataExport>();
      expect(archive.account.email).toBe(care.coach.email);
      expect(archive.care.handouts.map((handout) => handout.title)).toEqual([
        `A ${PRIVATE_CARE_WORD} handout`,
      ]);
      expect(archive.care.clientRecords.map((record) => record.name)).toEqual(["Recorded Person"]);
      expect(archive.care.invitations.map((invitation) => invitation.name)).toEqual(["Invited Person"]);
      expect(archive.care.clients).toHaveLength(1);
      expect(Object.keys(archive.care.clients[0]!)).toEqual(["name"]);
      expect(archive.health).toEqual({ symptoms: [], moods: [], glucose: [], history: null });
      expect(archive.chats).toEqual([]);
      expect(response.body).not.toContain("clienthealth");
      expect(response.body).not.toContain(care.client.email);
      expect(response.body).not.toContain(care.client.userId);
    });
  });

  describe("DELETE /api/user/delete-account removes the care data too", () => {
    it("a client: their health rows, their practitioner link, shares and alerts; the practitioner no longer lists them", async () => {
      const care = await careSetup(t, (roleID, onboarded) => makePerson(t, roleID, onboarded ?? false));
      await healthOf(care.client.userId, "mine");
      await t.database.db
        .insert(redFlagAlerts)
        .values({ practitionerId: care.coach.userId, clientId: care.client.userId, ruleIds: ["chest-pain"] });
      const listed = async () =>
        (
          await t.app.inject({ url: "/api/coach/managed-clients", headers: bearer(care.coachToken) })
        ).body.includes(care.client.userId);
      expect(await listed()).toBe(true);

      const deleted = await t.app.inject({
        method: "DELETE",
        url: "/api/user/delete-account",
        headers: bearer(care.clientToken),
        payload: { password: care.client.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);

      const db = t.database.db;
      const id = care.client.userId;
      expect(await db.select().from(symptomEntries).where(eq(symptomEntries.userId, id))).toEqual([]);
      expect(await db.select().from(moodEntries).where(eq(moodEntries.userId, id))).toEqual([]);
      expect(await db.select().from(glucoseEntries).where(eq(glucoseEntries.userId, id))).toEqual([]);
      expect(await db.select().from(coachClients).where(eq(coachClients.clientId, id))).toEqual([]);
      expect(await db.select().from(contentShares).where(eq(contentShares.clientId, id))).toEqual([]);
      expect(await db.select().from(redFlagAlerts).where(eq(redFlagAlerts.clientId, id))).toEqual([]);
      expect(await db.select().from(chats).where(eq(chats.userId, id))).toEqual([]);
      expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
      expect(await listed()).toBe(false);
      // The practitioner keeps their own handout.
      expect(await db.select().from(handouts).where(eq(handouts.id, care.handoutId))).toHaveLength(1);
    });

    it("a practitioner: their handouts and the files they carry, records, invitations, client links and shares", async () => {
      const care = await careSetup(t, (roleID, onboarded) => makePerson(t, roleID, onboarded ?? false));
      const storageKey = `${care.coach.userId}/handouts/${care.handoutId}/leaflet.pdf`;
      const file = path.join(t.dataDir, "uploads", storageKey);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, "%PDF-1.4 leaflet");
      await t.database.db.insert(handoutAttachments).values({
        handoutId: care.handoutId,
        fileName: "leaflet.pdf",
        contentType: "application/pdf",
        size: 16,
        storageKey,
      });

      const deleted = await t.app.inject({
        method: "DELETE",
        url: "/api/user/delete-account",
        headers: bearer(care.coachToken),
        payload: { password: care.coach.password },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      const db = t.database.db;
      const id = care.coach.userId;
      expect(await db.select().from(handouts).where(eq(handouts.coachId, id))).toEqual([]);
      expect(
        await db.select().from(handoutAttachments).where(eq(handoutAttachments.handoutId, care.handoutId)),
      ).toEqual([]);
      expect(existsSync(file)).toBe(false);
      expect(await db.select().from(coachClients).where(eq(coachClients.coachId, id))).toEqual([]);
      expect(
        await db
          .select()
          .from(contentShares)
          .where(or(eq(contentShares.coachId, id), eq(contentShares.clientId, care.client.userId))),
      ).toEqual([]);
      // The client stays, with their own account.
      expect((await profile(care.clientToken)).statusCode).toBe(200);
    });
  });
});

/** Two API instances on one database: a password change ends the other sessions on both at once. */
describe("a password change across instances", () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const config = { jwtSecret: "one secret shared by both instances of the API" };
    first = await createTestApp({ config });
    second = await createTestApp({ config, database: first.database });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("answers only once the other instance has forgotten the old sessions", async () => {
    const someone = await first.signUp(3);
    const elsewhere = await signIn(first, { ...someone, roleID: 3, onboarded: false });
    const profileOn = (t: TestApp, token: string) =>
      t.app.inject({ url: "/api/user/profile", headers: bearer(token) });
    // Remembered by the second instance.
    expect((await profileOn(second, elsewhere)).statusCode).toBe(200);
    expect((await profileOn(second, elsewhere)).statusCode).toBe(200);

    const changed = await first.app.inject({
      method: "POST",
      url: "/api/user/change-password",
      headers: bearer(someone.accessToken),
      payload: { currentPassword: someone.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await profileOn(second, elsewhere)).statusCode).toBe(401);
    expect((await profileOn(second, someone.accessToken)).statusCode).toBe(401);
    expect((await profileOn(second, changed.json().accessToken)).statusCode).toBe(200);
  });
});
