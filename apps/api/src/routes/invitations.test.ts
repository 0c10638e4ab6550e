import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { coachClients, invitations } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type SignedUp, type TestApp } from "../test/app";

describe("invitations", () => {
  let t: TestApp;
  let coach: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await t.signUp(2);
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const invite = (token: string, invitees: object[]) =>
    t.app.inject({
      method: "POST",
      url: "/api/coach/invite-client",
      headers: bearer(token),
      payload: { invitees },
    });

  it("lets a practitioner invite a client, mails the link, and the client accepts", async () => {
    const response = await invite(coach.accessToken, [{ name: "Nora Client", email: "Nora@Example.com" }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: "Invitation sent",
      invitations: [{ name: "Nora Client", email: "nora@example.com", phone_number: null, emailed: true }],
    });
    const mail = await t.lastMailTo("nora@example.com");
    expect(mail.subject).toBe("Test Person invited you to Haven");
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toMatch(/^\/accept-invite\/[0-9a-f]{64}$/);
    const token = link.pathname.split("/").pop()!;

    const details = await t.app.inject({ url: `/api/client/invitation-details/${token}` });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toEqual({
      client: { full_name: "Nora Client", email: "nora@example.com", phone_number: "" },
    });

    const client = await t.signUp(3);
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/client/accept-coach-invite",
      headers: bearer(client.accessToken),
      payload: { token },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      message: "Invitation accepted",
      coach: { id: coach.userId, name: "Test Person" },
    });
    const [link_] = await t.database.db
      .select()
      .from(coachClients)
      .where(eq(coachClients.clientId, client.userId));
    expect(link_?.coachId).toBe(coach.userId);

    // Used up: neither the details nor a second acceptance work any more.
    expect((await t.app.inject({ url: `/api/client/invitation-details/${token}` })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/client/accept-coach-invite",
      headers: bearer(client.accessToken),
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Invalid or expired invitation", code: "INVITATION_NOT_FOUND" });
  });

  it("answers 404 for unknown and expired invitations", async () => {
    const unknown = await t.app.inject({ url: `/api/client/invitation-details/${"a".repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Invalid or expired invitation");

    const phoneOnly = await invite(coach.accessToken, [{ name: "Phone Only", phone_number: "15550001111" }]);
    expect(phoneOnly.json().invitations[0]).toMatchObject({ emailed: false, phone_number: "15550001111" });

    await invite(coach.accessToken, [{ name: "Late Invitee", email: "late@example.com" }]);
    const token = await t.tokenFromMail("late@example.com");
    expect((await t.app.inject({ url: `/api/client/invitation-details/${token}` })).statusCode).toBe(200);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, "late@example.com"));
    const expired = await t.app.inject({ url: `/api/client/invitation-details/${token}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe("Invalid or expired invitation");
  });

  it("lets only practitioners invite, and only clients accept", async () => {
    const client = await t.signUp(3);
    const asClient = await invite(client.accessToken, [{ name: "X", email: "x@example.com" }]);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({ message: "Only a Practitioner can do this", code: "FORBIDDEN" });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/coach/invite-client", payload: {} })).statusCode,
    ).toBe(401);

    const asCoach = await t.app.inject({
      method: "POST",
      url: "/api/client/accept-coach-invite",
      headers: bearer(coach.accessToken),
      payload: { token: "a".repeat(64) },
    });
    expect(asCoach.statusCode).toBe(403);
  });

  it("checks every invitee", async () => {
    const none = await invite(coach.accessToken, []);
    expect(none.json().fieldErrors).toEqual({ invitees: "Add at least one client to invite" });
    const noContact = await invite(coach.accessToken, [{ name: "Nobody" }]);
    expect(noContact.json().fieldErrors).toEqual({ "invitees.0.email": "Enter an email or a phone number" });
    const bad = await invite(coach.accessToken, [{ name: "", email: "bad", phone_number: "12" }]);
    expect(bad.json().fieldErrors).toMatchObject({
      "invitees.0.name": "Full name is required",
      "invitees.0.email": "The email format is incorrect",
      "invitees.0.phone_number": "Phone number is too short",
    });
  });

  it("keeps a client with the practitioner who linked them first", async () => {
    const other = await t.signUp(2);
    expect(
      (await invite(other.accessToken, [{ name: "Torn Client", email: "torn@example.com" }])).statusCode,
    ).toBe(201);
    const token = await t.tokenFromMail("torn@example.com");
    const client = await t.signUp(3);
    await t.database.db.insert(coachClients).values({ clientId: client.userId, coachId: coach.userId });
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/client/accept-coach-invite",
      headers: bearer(client.accessToken),
      payload: { token },
    });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().code).toBe("ALREADY_LINKED");
  });

  it("enforces the Starter plan's limit of 3 active clients, pending invitations included", async () => {
    const starter = await t.signUp(2);
    const three = await invite(starter.accessToken, [
      { name: "One", email: "one@example.com" },
      { name: "Two", email: "two@example.com" },
      { name: "Three", phone_number: "15550003333" },
    ]);
    expect(three.statusCode).toBe(201);
    expect(three.json().message).toBe("3 invitations sent");
    const fourth = await invite(starter.accessToken, [{ name: "Four", email: "four@example.com" }]);
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json()).toEqual({
      code: "PLAN_LIMIT_REACHED",
      message:
        "Your Starter plan allows up to 3 active clients (pending invitations count). You have no places left.",
    });
  });
});
