import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { linkRequests, oneTimeTokens, uploadedFiles, users } from "../db/schema";
import { BackgroundWork } from "../lib/background";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";

const signupBody = {
  name: "Ada Lovelace",
  email: "Ada@Example.com",
  phone_number: "15551234567",
  password: "correct horse battery",
  roleID: 3,
};

describe("accounts", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers });

  describe("POST /api/user/signup", () => {
    it("creates an unverified account and mails a verification link", async () => {
      const response = await post("/api/user/signup", signupBody);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ success: true });
      const mail = await t.lastMailTo("ada@example.com");
      expect(mail.subject).toBe("Verify your email for Haven");
      expect(mail.text).toContain("Haven");
      const link = new URL(mail.links[0]!);
      expect(link.origin + link.pathname).toBe("http://haven.test/verify-email");
      expect(link.searchParams.get("email")).toBe("ada@example.com");
      expect(link.searchParams.get("token")).toMatch(/^[0-9a-f]{64}$/);
      expect(mail.html).toContain(link.searchParams.get("token"));
      // Only the hash is stored.
      const stored = await t.database.db.select().from(oneTimeTokens);
      expect(stored.map((row) => row.tokenHash)).not.toContain(link.searchParams.get("token"));
      const [user] = await t.database.db.select().from(users).where(eq(users.email, "ada@example.com"));
      expect(user?.emailVerifiedAt).toBeNull();
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it("answers 409 for an e-mail already in use, whatever its case", async () => {
      const response = await post("/api/user/signup", { ...signupBody, email: " ADA@example.com " });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: "Email already exists", code: "EMAIL_EXISTS" });
    });

    it.each([
      [{ name: "" }, "name", "Full name is required"],
      [{ email: "not-an-email" }, "email", "The email format is incorrect"],
      [{ phone_number: "123" }, "phone_number", "Phone number is too short"],
      [{ phone_number: "1234567890123456" }, "phone_number", "Phone number is too long"],
      [{ phone_number: "+1 555 123 4567" }, "phone_number", "Phone number must contain digits only"],
      [{ password: "short" }, "password", "Password must be at least 8 characters"],
      [{ roleID: 1 }, "roleID", "Account type is required"],
      [{ roleID: undefined }, "roleID", "Account type is required"],
      [{ dob: "yesterday" }, "dob", "Date of birth must be a date (YYYY-MM-DD)"],
    ])("rejects %o with the rule's message", async (change, field, message) => {
      const response = await post("/api/user/signup", {
        ...signupBody,
        email: "rule@example.com",
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", fieldErrors: { [field]: message } });
    });

    it("answers 400, not 500, for a body that is not JSON", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/user/signup",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty("message");
    });
  });

  describe("POST /api/user/complete-signup", () => {
    it("verifies once and signs in without a role name before onboarding", async () => {
      await post("/api/user/signup", { ...signupBody, email: "grace@example.com", roleID: 2 });
      const token = await t.tokenFromMail("grace@example.com");

      const wrongEmail = await post("/api/user/complete-signup", { email: "ada@example.com", token });
      expect(wrongEmail.statusCode).toBe(400);

      const response = await post("/api/user/complete-signup", { email: "grace@example.com", token });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toEqual({
        id: expect.any(String),
        roleID: 2,
        email: "grace@example.com",
        name: "Ada Lovelace",
        onboardingCompleted: false,
      });
      expect(body.user).not.toHaveProperty("roleName");
      expect(body.accessToken.split(".")).toHaveLength(3);

      const reused = await post("/api/user/complete-signup", { email: "grace@example.com", token });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().code).toBe("INVALID_OR_EXPIRED_TOKEN");
    });

    it("refuses an expired verification link", async () => {
      await post("/api/user/signup", { ...signupBody, email: "late@example.com" });
      const token = await t.tokenFromMail("late@example.com");
      const [user] = await t.database.db.select().from(users).where(eq(users.email, "late@example.com"));
      await t.database.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.userId, user!.id));
      const response = await post("/api/user/complete-signup", { email: "late@example.com", token });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/invalid or has expired/);
    });

    it("asks for both fields", async () => {
      const response = await post("/api/user/complete-signup", { email: "a@example.com" });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty("token");
    });
  });

  describe("POST /api/user/resend-verification", () => {
    /** Every cooldown so far is over, as if the requests were made a minute ago. */
    const cooldownsOver = () =>
      t.database.db.update(linkRequests).set({ requestedAt: new Date(Date.now() - 60_000) });

    it("says that nothing was sent right after sign-up, then mails a new working link", async () => {
      const email = "resend@example.com";
      expect((await post("/api/user/signup", { ...signupBody, email })).statusCode).toBe(201);
      const first = await t.lastMailTo(email);
      // The sign-up's e-mail started the 30 s cooldown: the answer says nothing went out.
      const soon = await post("/api/user/resend-verification", { email });
      expect(soon.statusCode).toBe(200);
      expect(soon.json()).toEqual({
        status: "cooldown",
        retryAfterSeconds: expect.any(Number),
        message: expect.stringMatching(/less than 30 seconds ago, so no new one was sent/),
      });
      expect(soon.json().retryAfterSeconds).toBeGreaterThan(0);
      expect(soon.json().retryAfterSeconds).toBeLessThanOrEqual(30);
      expect((await t.lastMailTo(email)).links[0]).toBe(first.links[0]);

      await cooldownsOver();
      const later = await post("/api/user/resend-verification", { email });
      expect(later.json()).toEqual({
        status: "accepted",
        retryAfterSeconds: 30,
        message: "If an account with this email still needs verifying, we have sent it a new link.",
      });
      const second = await t.lastMailTo(email);
      expect(second.subject).toBe("Verify your email for Haven");
      expect(second.links[0]).not.toBe(first.links[0]);
      const token = new URL(second.links[0]!).searchParams.get("token");
      const verified = await post("/api/user/complete-signup", { email, token });
      expect(verified.statusCode).toBe(200);
    });

    it("answers unknown and already verified addresses as any other, cooldown included, and sends nothing", async () => {
      const person = await t.signUp(3);
      await cooldownsOver();
      const before = (await t.app.outbox.list()).length;
      const unknown = await post("/api/user/resend-verification", { email: "nobody@example.com" });
      const verified = await post("/api/user/resend-verification", { email: person.email });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toMatchObject({ status: "accepted", retryAfterSeconds: 30 });
      expect(verified.json()).toEqual(unknown.json());
      // Asked again at once: both held back alike.
      const unknownAgain = await post("/api/user/resend-verification", { email: "nobody@example.com" });
      const verifiedAgain = await post("/api/user/resend-verification", { email: person.email });
      expect(unknownAgain.json().status).toBe("cooldown");
      expect(verifiedAgain.json().status).toBe("cooldown");
      await t.app.background.settled();
      await t.app.outbox.flush();
      expect((await t.app.outbox.list()).length).toBe(before);
      // Only the address's hash is kept for the cooldown.
      const kept = await t.database.db.select().from(linkRequests);
      expect(JSON.stringify(kept)).not.toContain("nobody@example.com");
      const bad = await post("/api/user/resend-verification", { email: "nope" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ email: "The email format is incorrect" });
    });

    it("keeps the cooldowns of verification and password reset apart", async () => {
      await cooldownsOver();
      expect((await post("/api/user/resend-verification", { email: "both@example.com" })).json().status).toBe(
        "accepted",
      );
      expect((await post("/api/user/forgot-password", { email: "both@example.com" })).json().status).toBe(
        "accepted",
      );
      expect((await post("/api/user/forgot-password", { email: "both@example.com" })).json().status).toBe(
        "cooldown",
      );
    });
  });

  describe("POST /api/user/login and /api/user/signout", () => {
    it("signs in with the right password only, and only once verified", async () => {
      const person = await t.signUp(3);
      const ok = await post("/api/user/login", {
        email: person.email.toUpperCase(),
        password: person.password,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user).toMatchObject({ email: person.email, roleID: 3, onboardingCompleted: false });

      const wrong = await post("/api/user/login", { email: person.email, password: "wrong password" });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: "Invalid email or password", code: "INVALID_CREDENTIALS" });

      const unknown = await post("/api/user/login", { email: "nobody@example.com", password: "whatever123" });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());

      const unverified = await post("/api/user/login", {
        email: "ada@example.com",
        password: signupBody.password,
      });
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json().code).toBe("EMAIL_NOT_VERIFIED");
    });

    it("revokes the token on sign-out and leaves other sessions alive", async () => {
      const person = await t.signUp(3);
      const second = (
        await post("/api/user/login", { email: person.email, password: person.password })
      ).json().accessToken as string;

      const out = await post("/api/user/signout", {}, bearer(person.accessToken));
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: "Signed out" });

      const rejected = await t.app.inject({ url: "/api/user/profile", headers: bearer(person.accessToken) });
      expect(rejected.statusCode).toBe(401);
      expect(rejected.json().code).toBe("UNAUTHORIZED");
      const again = await post("/api/user/signout", {}, bearer(person.accessToken));
      expect(again.statusCode).toBe(401);

      const other = await t.app.inject({ url: "/api/user/profile", headers: bearer(second) });
      expect(other.statusCode).toBe(200);
    });

    it("refuses missing, malformed and forged tokens", async () => {
      expect((await t.app.inject({ url: "/api/user/profile" })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: "/api/user/profile", headers: bearer("abc.def.ghi") })).statusCode,
      ).toBe(401);
      const person = await t.signUp(3);
      const [header, payload] = person.accessToken.split(".");
      const forged = `${header}.${payload}.${"A".repeat(43)}`;
      expect((await t.app.inject({ url: "/api/user/profile", headers: bearer(forged) })).statusCode).toBe(
        401,
      );
    });
  });

  describe("GET /api/user-exist/{email}", () => {
    it("says whether an account uses the address", async () => {
      const yes = await t.app.inject({ url: "/api/user-exist/ADA%40example.com" });
      expect(yes.json()).toEqual({ exists: true });
      const no = await t.app.inject({ url: "/api/user-exist/nobody%40example.com" });
      expect(no.json()).toEqual({ exists: false });
      const bad = await t.app.inject({ url: "/api/user-exist/not-an-email" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ email: "The email format is incorrect" });
    });
  });

  describe("GET and PUT /api/user/profile", () => {
    it("reads and changes the signed-in person's profile", async () => {
      const person = await t.signUp(2, { dob: "1975-04-01" });
      const read = await t.app.inject({ url: "/api/user/profile", headers: bearer(person.accessToken) });
      expect(read.statusCode).toBe(200);
      expect(read.json().user).toMatchObject({
        email: person.email,
        phone_number: "15551234567",
        dob: "1975-04-01",
        roleID: 2,
        emailVerified: true,
        onboardingCompleted: false,
      });

      const changed = await t.app.inject({
        method: "PUT",
        url: "/api/user/profile",
        headers: bearer(person.accessToken),
        payload: { name: "New Name", phone_number: "447700900123", dob: null },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().user).toMatchObject({
        name: "New Name",
        phone_number: "447700900123",
        dob: null,
      });
    });

    it("validates the changes", async () => {
      const person = await t.signUp(3);
      const put = (payload: object) =>
        t.app.inject({
          method: "PUT",
          url: "/api/user/profile",
          headers: bearer(person.accessToken),
          payload,
        });
      expect((await put({ phone_number: "12ab" })).json().fieldErrors).toEqual({
        phone_number: "Phone number must contain digits only",
      });
      expect((await put({ name: " " })).json().fieldErrors).toEqual({ name: "Full name is required" });
      expect((await put({})).statusCode).toBe(400);
    });
  });

  describe("password reset", () => {
    it("answers the same for unknown addresses and sends nothing", async () => {
      const before = (await t.app.outbox.list()).length;
      const response = await post("/api/user/forgot-password", { email: "nobody@example.com" });
      expect(response.statusCode).toBe(200);
      await t.app.background.settled();
      await t.app.outbox.flush();
      expect((await t.app.outbox.list()).length).toBe(before);
      const known = await post("/api/user/forgot-password", { email: "ada@example.com" });
      expect(known.json()).toEqual(response.json());
    });

    it("resets the password with a single-use link and revokes every session", async () => {
      const person = await t.signUp(3);
      const forgot = await post("/api/user/forgot-password", { email: person.email });
      expect(forgot.statusCode).toBe(200);
      const mail = await t.lastMailTo(person.email);
      expect(mail.subject).toBe("Reset your Haven password");
      expect(new URL(mail.links[0]!).pathname).toBe("/verify-email-pass");
      const token = new URL(mail.links[0]!).searchParams.get("token")!;

      const check = await post("/api/user/verify-reset-token", { email: person.email, token });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({ valid: true });
      const wrong = await post("/api/user/verify-reset-token", {
        email: person.email,
        token: "0".repeat(64),
      });
      expect(wrong.statusCode).toBe(400);

      const tooShort = await post("/api/user/reset-password", {
        email: person.email,
        token,
        new_password: "short",
      });
      expect(tooShort.json().fieldErrors).toEqual({ new_password: "Password must be at least 8 characters" });

      const reset = await post("/api/user/reset-password", {
        email: person.email,
        token,
        new_password: "a brand new password",
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().message).toMatch(/Password updated/);

      const oldSession = await t.app.inject({
        url: "/api/user/profile",
        headers: bearer(person.accessToken),
      });
      expect(oldSession.statusCode).toBe(401);
      const oldPassword = await post("/api/user/login", { email: person.email, password: person.password });
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await post("/api/user/login", {
        email: person.email,
        password: "a brand new password",
      });
      expect(newPassword.statusCode).toBe(200);

      const reused = await post("/api/user/reset-password", {
        email: person.email,
        token,
        new_password: "yet another password",
      });
      expect(reused.statusCode).toBe(400);
      expect((await post("/api/user/verify-reset-token", { email: person.email, token })).statusCode).toBe(
        400,
      );
    });

    it("refuses an expired reset link and sends no second mail within the cooldown", async () => {
      const person = await t.signUp(3);
      await post("/api/user/forgot-password", { email: person.email });
      const token = await t.tokenFromMail(person.email);
      const count = (await t.app.outbox.list()).length;
      await post("/api/user/forgot-password", { email: person.email });
      await t.app.background.settled();
      await t.app.outbox.flush();
      expect((await t.app.outbox.list()).length).toBe(count);

      await t.database.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(oneTimeTokens.userId, person.userId));
      const response = await post("/api/user/reset-password", {
        email: person.email,
        token,
        new_password: "a brand new password",
      });
      expect(response.statusCode).toBe(400);
    });

    it("verifies the address of an unverified account that resets its password", async () => {
      await post("/api/user/forgot-password", { email: "late@example.com" });
      const token = await t.tokenFromMail("late@example.com");
      await post("/api/user/reset-password", {
        email: "late@example.com",
        token,
        new_password: "finally in 123",
      });
      const login = await post("/api/user/login", { email: "late@example.com", password: "finally in 123" });
      expect(login.statusCode).toBe(200);
    });
  });

  describe("DELETE /api/user/delete-account", () => {
    it("needs the password, then removes the person and their sessions", async () => {
      const person = await t.signUp(3);
      const del = (payload: object) =>
        t.app.inject({
          method: "DELETE",
          url: "/api/user/delete-account",
          headers: bearer(person.accessToken),
          payload,
        });
      const wrong = await del({ password: "not my password" });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe("INVALID_PASSWORD");
      expect((await del({})).statusCode).toBe(400);

      const ok = await del({ password: person.password });
      expect(ok.statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: "/api/user/profile", headers: bearer(person.accessToken) })).statusCode,
      ).toBe(401);
      expect(
        (await post("/api/user/login", { email: person.email, password: person.password })).statusCode,
      ).toBe(401);
      expect((await t.app.inject({ url: `/api/user-exist/${person.email}` })).json()).toEqual({
        exists: false,
      });
      expect((await t.app.outbox.list()).some((row) => row.toAddress === person.email)).toBe(false);
    });

    it("leaves no file behind that names them: no mail copy, no upload, no folder", async () => {
      const person = await t.signUp(3);
      await post("/api/user/forgot-password", { email: person.email });
      await t.lastMailTo(person.email); // written to the mail folder
      const mailFolder = path.join(t.dataDir, "mail");
      const mentions = async () => {
        const names = await readdir(mailFolder);
        const texts = await Promise.all(names.map((name) => readFile(path.join(mailFolder, name), "utf8")));
        return texts.filter((text) => text.includes(person.email)).length;
      };
      expect(await mentions()).toBe(2); // verification and reset
      const folder = path.join(t.dataDir, "uploads", person.userId);
      await mkdir(folder, { recursive: true });
      await writeFile(path.join(folder, "me.png"), "picture");
      await t.database.db.insert(uploadedFiles).values({
        ownerId: person.userId,
        purpose: "profile_picture",
        originalName: "me.png",
        mimeType: "image/png",
        size: 7,
        storageKey: `${person.userId}/me.png`,
      });

      const deleted = await t.app.inject({
        method: "DELETE",
        url: "/api/user/delete-account",
        headers: bearer(person.accessToken),
        payload: { password: person.password },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await mentions()).toBe(0);
      expect(existsSync(folder)).toBe(false);
    });
  });
});

describe("forgot-password's timing", () => {
  let t: TestApp;
  const held: (() => void)[] = [];

  beforeAll(async () => {
    // Background work waits until the test lets it run, so the answer is seen before the work.
    const background = new BackgroundWork(
      (error) => {
        throw error;
      },
      (start) => held.push(start),
    );
    t = await createTestApp({ background });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    held.splice(0).forEach((start) => start());
    await t?.close();
  });

  it("answers before it looks the address up, the same way for known and unknown addresses", async () => {
    const person = await t.signUp(3);
    const before = (await t.app.outbox.list()).length;
    const ask = (email: string) =>
      t.app.inject({ method: "POST", url: "/api/user/forgot-password", payload: { email } });

    const known = await ask(person.email);
    const unknown = await ask("nobody-here@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    // Both were answered while their work had not even started: nothing the answer's timing
    // could depend on (the look-up, the token, the mail) had run.
    expect(held).toHaveLength(2);
    expect(t.app.background.size).toBe(2);
    expect((await t.app.outbox.list()).length).toBe(before);

    held.splice(0).forEach((start) => start());
    await t.app.background.settled();
    const mail = await t.lastMailTo(person.email);
    expect(mail.subject).toMatch(/reset/i);
    expect((await t.app.outbox.list()).length).toBe(before + 1);
  });
});
