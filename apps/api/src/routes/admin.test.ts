import { ADMIN_MESSAGES, AUDIT_CSV_COLUMNS, readCsvCells, ROLE_IDS } from "@pkg/contracts";
import { and, eq, isNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { mailOutbox, users } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { makePerson, signIn, type Person } from "../test/people";

const { superAdmin, practitioner, client, reviewer } = ROLE_IDS;

describe("administration (Super Admin)", () => {
  let t: TestApp;
  let admin: Person;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makePerson(t, superAdmin, true);
    adminToken = await signIn(t, admin);
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const as = (token: string) => bearer(token);
  const get = (url: string, token = adminToken) => t.app.inject({ url, headers: as(token) });
  const post = (url: string, token = adminToken, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: as(token), ...(payload ? { payload } : {}) });
  const putRole = (id: string, roleId: number, token = adminToken) =>
    t.app.inject({
      method: "PUT",
      url: `/api/admin/people/${id}/role`,
      headers: as(token),
      payload: { roleId },
    });
  const login = (person: Person) =>
    t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: person.email, password: person.password },
    });

  it("lists people, searched and filtered by role and state, paged with a total", async () => {
    const named = await t.signUp(client, { name: "Zelda Quartermaine" });
    const other = await makePerson(t, practitioner, true);
    const found = await get("/api/admin/people?q=quartermaine");
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, page: 1, items: [{ id: named.userId, state: "active" }] });
    // `%` is a letter in a search, not a wildcard.
    expect((await get("/api/admin/people?q=%25")).json().total).toBe(0);

    const practitioners = (await get(`/api/admin/people?role=${practitioner}&pageSize=100`)).json();
    expect(practitioners.items.map((p: { id: string }) => p.id)).toContain(other.userId);
    expect(practitioners.items.every((p: { roleId: number }) => p.roleId === practitioner)).toBe(true);

    const pageOne = (await get("/api/admin/people?pageSize=1&page=1")).json();
    const pageTwo = (await get("/api/admin/people?pageSize=1&page=2")).json();
    expect(pageOne.total).toBeGreaterThanOrEqual(3);
    expect(pageOne.items).toHaveLength(1);
    expect(pageTwo.items[0].id).not.toBe(pageOne.items[0].id);

    const person = await get(`/api/admin/people/${other.userId}`);
    expect(person.json()).toMatchObject({ id: other.userId, email: other.email, roleId: practitioner });
    expect(person.body).not.toContain("password");
    expect((await get("/api/admin/people/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("makes a person a Reviewer, at once, and writes it to the audit log", async () => {
    const person = await makePerson(t, practitioner, true);
    const token = await signIn(t, person);
    expect((await get("/api/user/profile", token)).json().user.roleID).toBe(practitioner);

    const changed = await putRole(person.userId, reviewer);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().roleId).toBe(reviewer);
    expect((await get("/api/user/profile", token)).json().user.roleID).toBe(reviewer);

    const log = (await get(`/api/admin/audit-log?subject=${person.userId}&action=admin.role-changed`)).json();
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      action: "admin.role-changed",
      actor: { id: admin.userId, email: admin.email },
      subject: { id: person.userId },
      details: { from: practitioner, to: reviewer },
    });
  });

  it("deactivates a person: sign-in refused, sessions ended; reactivation lets them sign in again", async () => {
    const person = await makePerson(t, client, true);
    const token = await signIn(t, person);
    expect((await get("/api/user/profile", token)).statusCode).toBe(200);

    const deactivated = await post(`/api/admin/people/${person.userId}/deactivate`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({ state: "deactivated" });
    expect((await get("/api/user/profile", token)).statusCode).toBe(401);
    const refused = await login(person);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "ACCOUNT_DEACTIVATED",
      message: "This account is deactivated. Contact your administrator.",
    });
    expect((await get("/api/admin/people?state=deactivated&pageSize=100")).json().items).toContainEqual(
      expect.objectContaining({ id: person.userId }),
    );

    const reactivated = await post(`/api/admin/people/${person.userId}/reactivate`);
    expect(reactivated.json()).toMatchObject({ state: "active", deactivatedAt: null });
    expect((await login(person)).statusCode).toBe(200);
    // The session that ended stays ended.
    expect((await get("/api/user/profile", token)).statusCode).toBe(401);

    const actions = (await get(`/api/admin/audit-log?subject=${person.email}`))
      .json()
      .items.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(["admin.person-reactivated", "admin.person-deactivated"]);
  });

  it("never removes the last active Super Admin", async () => {
    // Only `admin` is an active Super Admin in this test.
    await t.database.db
      .update(users)
      .set({ roleId: client })
      .where(and(eq(users.roleId, superAdmin), ne(users.id, admin.userId), isNull(users.deactivatedAt)));
    const demoted = await putRole(admin.userId, practitioner);
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json()).toMatchObject({
      code: "LAST_SUPER_ADMIN",
      message: ADMIN_MESSAGES.lastSuperAdmin,
    });
    const deactivated = await post(`/api/admin/people/${admin.userId}/deactivate`);
    expect(deactivated.statusCode).toBe(409);

    // With a second one, either may go, but not both.
    const second = await makePerson(t, client, true);
    expect((await putRole(second.userId, superAdmin)).statusCode).toBe(200);
    const secondToken = await signIn(t, second);
    expect((await post(`/api/admin/people/${admin.userId}/deactivate`, secondToken)).statusCode).toBe(200);
    expect((await putRole(second.userId, client, secondToken)).statusCode).toBe(409);
    expect((await post(`/api/admin/people/${admin.userId}/reactivate`, secondToken)).statusCode).toBe(200);
    adminToken = await signIn(t, admin);
    expect((await putRole(second.userId, client)).statusCode).toBe(200);
  });

  it("resends a verification e-mail only while the address is unverified", async () => {
    const email = "unverified-person@example.com";
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/user/signup",
      payload: {
        name: "Una Verified",
        email,
        phone_number: "15551234567",
        password: "correct horse battery",
        roleID: 3,
      },
    });
    expect(signup.statusCode).toBe(201);
    const first = await t.tokenFromMail(email);
    const [person] = await t.database.db.select().from(users).where(eq(users.email, email));
    const listed = (await get("/api/admin/people?state=unverified&q=una")).json();
    expect(listed.items).toEqual([expect.objectContaining({ id: person!.id, state: "unverified" })]);

    const resent = await post(`/api/admin/people/${person!.id}/resend-verification`);
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await t.tokenFromMail(email);
    expect(second).not.toBe(first);
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/user/complete-signup",
      payload: { email, token: second },
    });
    expect(verified.statusCode).toBe(200);
    const again = await post(`/api/admin/people/${person!.id}/resend-verification`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("ALREADY_VERIFIED");
    expect(
      (await get(`/api/admin/audit-log?action=admin.verification-resent&subject=${email}`)).json().total,
    ).toBe(1);
  });

  it("filters the audit log by who, whose, what and when, and exports it as CSV (audited)", async () => {
    const person = await makePerson(t, practitioner, true);
    await putRole(person.userId, reviewer);
    const today = new Date().toISOString().slice(0, 10);
    const byActor = (await get(`/api/admin/audit-log?actor=${admin.email}&subject=${person.userId}`)).json();
    expect(byActor.total).toBe(1);
    expect(
      (await get(`/api/admin/audit-log?subject=${person.userId}&from=${today}&to=${today}`)).json().total,
    ).toBe(1);
    expect((await get(`/api/admin/audit-log?subject=${person.userId}&to=2000-01-01`)).json().total).toBe(0);
    expect((await get(`/api/admin/audit-log?from=2030-01-02&to=2030-01-01`)).statusCode).toBe(400);

    const csv = await get(`/api/admin/audit-log.csv?subject=${person.userId}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = readCsvCells(csv.body);
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual([
      expect.stringMatching(/^\d{4}-/),
      "admin.role-changed",
      admin.userId,
      admin.email,
      person.userId,
      person.email,
      "account",
      person.userId,
      expect.any(String),
    ]);
    expect(JSON.parse(rows[0]![8]!)).toEqual({ from: practitioner, to: reviewer });

    const exported = (
      await get(`/api/admin/audit-log?action=admin.audit-exported&actor=${admin.userId}`)
    ).json();
    expect(exported.items[0]).toMatchObject({ details: { rows: 1 } });
  });

  it("has no route that changes or deletes the audit log", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/admin/audit-log", headers: as(adminToken) });
      expect([404, 405]).toContain(response.statusCode);
    }
  });

  it("shows the outbox without bodies, and retries a failed message (audited)", async () => {
    const person = await t.signUp(client);
    const [message] = await t.database.db
      .update(mailOutbox)
      .set({ status: "failed", attempts: 5, lastError: "connection refused" })
      .where(eq(mailOutbox.toAddress, person.email))
      .returning();
    const failed = await get("/api/admin/mail?status=failed");
    expect(failed.statusCode).toBe(200);
    expect(failed.json().items).toContainEqual(
      expect.objectContaining({
        id: message!.id,
        kind: "verify_email",
        attempts: 5,
        lastError: "connection refused",
      }),
    );
    const all = await get("/api/admin/mail?pageSize=100");
    expect(all.body).not.toContain("token=");
    expect(all.body).not.toContain(message!.textBody.slice(0, 40));
    expect(Object.keys(all.json().items[0]).sort()).toEqual(
      [
        "attempts",
        "createdAt",
        "id",
        "kind",
        "lastError",
        "nextAttemptAt",
        "sentAt",
        "status",
        "subject",
        "to",
      ].sort(),
    );

    const retried = await post(`/api/admin/mail/${message!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect((await post(`/api/admin/mail/${message!.id}/retry`)).statusCode).toBe(409);
    await t.app.outbox.flush();
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, message!.id));
    expect(sent!.status).toBe("sent");
    const log = (await get(`/api/admin/audit-log?action=admin.mail-retried&subject=${person.userId}`)).json();
    expect(log.items).toEqual([
      expect.objectContaining({ targetId: message!.id, details: { kind: "verify_email" } }),
    ]);
  });

  it("refuses the other roles", async () => {
    for (const role of [practitioner, client, reviewer]) {
      const token = await signIn(t, await makePerson(t, role, true));
      expect((await get("/api/admin/people", token)).statusCode).toBe(403);
    }
  });
});

/** Two API instances on one database: a deactivation ends the person's sessions on both at once. */
describe("a deactivation across instances", () => {
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

  it("a deactivated person's token stops working on a second instance at once", async () => {
    const admin = await makePerson(first, superAdmin, true);
    const person = await makePerson(first, client, true);
    const token = await signIn(first, person);
    const profileOn = (t: TestApp) => t.app.inject({ url: "/api/user/profile", headers: bearer(token) });
    // Remembered by the second instance.
    expect((await profileOn(second)).statusCode).toBe(200);
    expect((await profileOn(second)).statusCode).toBe(200);

    const deactivated = await first.app.inject({
      method: "POST",
      url: `/api/admin/people/${person.userId}/deactivate`,
      headers: bearer(await signIn(first, admin)),
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await profileOn(second)).statusCode).toBe(401);
    expect((await profileOn(first)).statusCode).toBe(401);
  });
});
