import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { coachClients, invitations, users } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type SignedUp, type TestApp } from "../test/app";

const OTHER_EMAIL =
  "This invitation was sent to another email address. Sign in with the address it was sent to, or ask your practitioner to invite this one.";
const NO_TEXT_MESSAGES =
  "Text-message invitations are not available yet: add an email address to invite this person.";

describe("invitations", () => {
  let t: TestApp;
  let coach: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await t.signUp(2);
    // Room for every test's invitees: the Starter plan's limit has tests of its own below.
    await t.database.db.update(users).set({ plan: "professional" }).where(eq(users.id, coach.userId));
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const invite = (token: string, invitees: object[]) =>
    t.app.inject({
      method: "POST",
      url: "/api/coach/invite-client",
      headers: bearer(token),
      payload: { invitees },
    });
  const accept = (accessToken: string, token: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/client/accept-coach-invite",
      headers: bearer(accessToken),
      payload: { token },
    });
  const coachOf = async (clientId: string) => {
    const [row] = await t.database.db.select().from(coachClients).where(eq(coachClients.clientId, clientId));
    return row?.coachId ?? null;
  };
  const invitationTo = async (email: string, coachId: string) => {
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.email, email), eq(invitations.coachId, coachId)));
    return row!;
  };
  /** Signs a person up without opening the verification link. */
  const signUpUnverified = async (email: string, roleID: 2 | 3 = 3) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/signup",
      payload: {
        name: "Test Person",
        email,
        phone_number: "15551234567",
        password: "correct horse battery",
        roleID,
      },
    });
    expect(response.statusCode).toBe(201);
  };
  /** Proves the address with a password reset, as someone who lost the verification mail would. */
  const resetPassword = async (email: string) => {
    await t.app.inject({ method: "POST", url: "/api/user/forgot-password", payload: { email } });
    const token = await t.tokenFromMail(email);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/user/reset-password",
      payload: { email, token, new_password: "a brand new password" },
    });
    expect(reset.statusCode).toBe(200);
  };

  it("mails the invited address a link; verifying that address links the client to the practitioner", async () => {
    const response = await invite(coach.accessToken, [{ name: "Nora Client", email: "Nora@Example.com" }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: "Invitation sent",
      invitations: [{ name: "Nora Client", email: "nora@example.com", phone_number: null }],
      notSent: [],
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

    // Verification alone links her (in whatever browser the link is opened): no call with the token.
    const client = await t.signUp(3, { email: "NORA@example.com" });
    expect(await coachOf(client.userId)).toBe(coach.userId);
    expect(await invitationTo("nora@example.com", coach.userId)).toMatchObject({ acceptedBy: client.userId });
    expect((await t.app.inject({ url: `/api/client/invitation-details/${token}` })).statusCode).toBe(404);

    // The web app's call after verification still succeeds, as often as it is made.
    for (let call = 0; call < 2; call += 1) {
      const accepted = await accept(client.accessToken, token);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toEqual({
        message: "Invitation accepted",
        coach: { id: coach.userId, name: "Test Person" },
      });
    }
    expect(await coachOf(client.userId)).toBe(coach.userId);
  });

  it("accepts with the token when the invited client was verified before the invitation", async () => {
    const client = await t.signUp(3);
    await invite(coach.accessToken, [{ name: "Early Client", email: client.email }]);
    const token = await t.tokenFromMail(client.email);
    expect(await coachOf(client.userId)).toBeNull();
    const accepted = await accept(client.accessToken, token);
    expect(accepted.statusCode).toBe(200);
    expect(await coachOf(client.userId)).toBe(coach.userId);
  });

  it("refuses the invitation to a client signed in with another address, and keeps it for its invitee", async () => {
    await invite(coach.accessToken, [{ name: "Ada Invited", email: "ada.invited@example.com" }]);
    const token = await t.tokenFromMail("ada.invited@example.com");
    const stranger = await t.signUp(3);
    const refused = await accept(stranger.accessToken, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: OTHER_EMAIL, code: "INVITATION_FOR_OTHER_EMAIL" });
    expect(await coachOf(stranger.userId)).toBeNull();

    // Still open for the person it was sent to.
    expect((await t.app.inject({ url: `/api/client/invitation-details/${token}` })).statusCode).toBe(200);
    const invited = await t.signUp(3, { email: "ada.invited@example.com" });
    expect(await coachOf(invited.userId)).toBe(coach.userId);
    // Accepted by its invitee: to anyone else it no longer exists.
    expect((await accept(stranger.accessToken, token)).statusCode).toBe(404);
  });

  it("links an invited client whose password reset proves the address, and only a Client", async () => {
    await signUpUnverified("reset.client@example.com");
    await invite(coach.accessToken, [
      { name: "Reset Client", email: "reset.client@example.com" },
      { name: "Not A Client", email: "colleague@example.com" },
    ]);
    await resetPassword("reset.client@example.com");
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: "reset.client@example.com", password: "a brand new password" },
    });
    expect(login.statusCode).toBe(200);
    expect(await coachOf(login.json().user.id)).toBe(coach.userId);

    // A practitioner who registers with an invited address is nobody's client.
    const colleague = await t.signUp(2, { email: "colleague@example.com" });
    expect(await coachOf(colleague.userId)).toBeNull();
    expect((await invitationTo("colleague@example.com", coach.userId)).acceptedAt).toBeNull();
  });

  it("links to the newest invitation with a free place when several practitioners invited the address", async () => {
    const older = await t.signUp(2);
    const newer = await t.signUp(2);
    const newestButFull = await t.signUp(2);
    await invite(older.accessToken, [{ name: "Popular", email: "popular@example.com" }]);
    await invite(newer.accessToken, [{ name: "Popular", email: "popular@example.com" }]);
    await invite(newestButFull.accessToken, [{ name: "Popular", email: "popular@example.com" }]);
    // The newest practitioner's Starter plan fills up after the invitation went out.
    for (let i = 0; i < 3; i += 1) {
      const other = await t.signUp(3);
      await t.database.db
        .insert(coachClients)
        .values({ clientId: other.userId, coachId: newestButFull.userId });
    }

    const client = await t.signUp(3, { email: "popular@example.com" });
    expect(await coachOf(client.userId)).toBe(newer.userId);
    expect((await invitationTo("popular@example.com", newer.userId)).acceptedBy).toBe(client.userId);
    expect((await invitationTo("popular@example.com", older.userId)).acceptedAt).toBeNull();
    expect((await invitationTo("popular@example.com", newestButFull.userId)).acceptedAt).toBeNull();
  });

  it("leaves a client who already has a practitioner where they are", async () => {
    const client = await t.signUp(3);
    const first = await t.signUp(2);
    await t.database.db.insert(coachClients).values({ clientId: client.userId, coachId: first.userId });
    await invite(coach.accessToken, [{ name: "Settled", email: client.email }]);
    const token = await t.tokenFromMail(client.email);

    await resetPassword(client.email);
    expect(await coachOf(client.userId)).toBe(first.userId);
    expect((await invitationTo(client.email, coach.userId)).acceptedAt).toBeNull();

    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: client.email, password: "a brand new password" },
    });
    const accepted = await accept(login.json().accessToken, token);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().code).toBe("ALREADY_LINKED");
  });

  it("answers 404 for unknown and expired invitations", async () => {
    const unknown = await t.app.inject({ url: `/api/client/invitation-details/${"a".repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Invalid or expired invitation");

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
    // Nor does an expired invitation link its invitee at verification.
    const late = await t.signUp(3, { email: "late@example.com" });
    expect(await coachOf(late.userId)).toBeNull();
    expect((await accept(late.accessToken, token)).statusCode).toBe(404);
  });

  it("lets only practitioners invite, and only clients accept", async () => {
    const client = await t.signUp(3);
    const asClient = await invite(client.accessToken, [{ name: "X", email: "x@example.com" }]);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toEqual({
      message: "Only a Practitioner or Super Admin can do this",
      code: "FORBIDDEN",
    });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/coach/invite-client", payload: {} })).statusCode,
    ).toBe(401);

    const asCoach = await accept(coach.accessToken, "a".repeat(64));
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
    const client = await t.signUp(3);
    await t.database.db.insert(coachClients).values({ clientId: client.userId, coachId: coach.userId });
    expect((await invite(other.accessToken, [{ name: "Torn Client", email: client.email }])).statusCode).toBe(
      201,
    );
    const token = await t.tokenFromMail(client.email);
    const accepted = await accept(client.accessToken, token);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().code).toBe("ALREADY_LINKED");
  });

  it("invites no one by phone alone: no invitation, no seat, and the answer says why", async () => {
    const starter = await t.signUp(2);
    const phoneOnly = await invite(starter.accessToken, [
      { name: "Phone Only", phone_number: "15550001111" },
    ]);
    expect(phoneOnly.statusCode).toBe(201);
    expect(phoneOnly.json()).toEqual({
      message: "No invitations sent; 1 person was not invited (no email address)",
      invitations: [],
      notSent: [{ name: "Phone Only", phone_number: "15550001111", reason: NO_TEXT_MESSAGES }],
    });

    const mixed = await invite(starter.accessToken, [
      { name: "One", email: "one@example.com" },
      { name: "Two", email: "two@example.com", phone_number: "15550002222" },
      { name: "Three", phone_number: "15550003333" },
      { name: "Four", phone_number: "447700900123" },
    ]);
    expect(mixed.statusCode).toBe(201);
    expect(mixed.json()).toMatchObject({
      message: "2 invitations sent; 2 people were not invited (no email address)",
      invitations: [
        { name: "One", email: "one@example.com", phone_number: null },
        { name: "Two", email: "two@example.com", phone_number: "15550002222" },
      ],
      notSent: [
        { name: "Three", phone_number: "15550003333", reason: NO_TEXT_MESSAGES },
        { name: "Four", phone_number: "447700900123", reason: NO_TEXT_MESSAGES },
      ],
    });
    const rows = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.coachId, starter.userId));
    expect(rows.map((row) => row.name).sort()).toEqual(["One", "Two"]);

    // Two seats of three are taken: the third goes to the one invitee with an address.
    const third = await invite(starter.accessToken, [
      { name: "Five", phone_number: "15550005555" },
      { name: "Six", email: "six@example.com" },
    ]);
    expect(third.statusCode).toBe(201);
    expect(third.json().message).toBe("Invitation sent; 1 person was not invited (no email address)");
  });

  it("enforces the Starter plan's limit of 3 active clients, pending invitations included", async () => {
    const starter = await t.signUp(2);
    // An invitation kept from before phone-only invitees were refused was never sent: it takes no seat.
    await t.database.db.insert(invitations).values({
      coachId: starter.userId,
      name: "Old Phone Only",
      phoneNumber: "15550009999",
      tokenHash: "f".repeat(64),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const three = await invite(starter.accessToken, [
      { name: "One", email: "one@example.com" },
      { name: "Two", email: "two@example.com" },
      { name: "Three", email: "three@example.com" },
    ]);
    expect(three.statusCode).toBe(201);
    expect(three.json().message).toBe("3 invitations sent");
    const fourth = await invite(starter.accessToken, [{ name: "Four", email: "four@example.com" }]);
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json()).toEqual({
      code: "PLAN_LIMIT_REACHED",
      message:
        "Your Starter plan allows up to 3 active clients (pending invitations and client records count). You have no places left.",
    });
    // Nothing to send needs no place: with the plan full, the answer still says who was not invited.
    const phoneOnly = await invite(starter.accessToken, [{ name: "Five", phone_number: "15550005555" }]);
    expect(phoneOnly.statusCode).toBe(201);
    expect(phoneOnly.json().notSent).toEqual([
      { name: "Five", phone_number: "15550005555", reason: NO_TEXT_MESSAGES },
    ]);
  });
});
