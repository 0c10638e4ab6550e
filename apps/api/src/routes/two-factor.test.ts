import { TWO_FACTOR_MESSAGES } from "@pkg/contracts";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { makePerson, signIn, type Person } from "../test/people";

/** The code an authenticator app shows for this secret, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe("two-factor sign-in", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const practitioner = () => makePerson(t, 2, true);
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: "POST", url, payload, ...(token ? { headers: bearer(token) } : {}) });
  const login = (person: Person) =>
    post("/api/user/login", { email: person.email, password: person.password });
  const secondFactor = (payload: object) => post("/api/user/login/second-factor", payload);

  /** Turns the authenticator app on; answers its secret and the recovery codes. */
  const withTotp = async (person: Person) => {
    const token = await signIn(t, person);
    const setup = await post("/api/user/two-factor/totp/setup", {}, token);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.json<{
      secret: string;
      otpauthUrl: string;
      qrDataUrl: string;
    }>();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // The previous step's code: the next sign-in uses the current one (a code is never used twice).
    const confirmed = await post("/api/user/two-factor/totp/confirm", { code: codeOf(secret, -1) }, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    return { token, secret, recoveryCodes };
  };

  const challengeOf = async (person: Person) => {
    const answer = await login(person);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<{ twoFactorRequired?: boolean; challenge: string; method: string }>();
    expect(body.twoFactorRequired).toBe(true);
    expect(answer.json()).not.toHaveProperty("accessToken");
    return body;
  };

  it("reports the state: off, SMS unavailable by default", async () => {
    const person = await practitioner();
    const token = await signIn(t, person);
    const state = await t.app.inject({ url: "/api/user/two-factor", headers: bearer(token) });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toMatchObject({ enabled: false, method: null, smsAvailable: false });
  });

  it("sets up the authenticator app, then login asks for a code and accepts the right one", async () => {
    const person = await practitioner();
    const { token, secret, recoveryCodes } = await withTotp(person);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const state = await t.app.inject({ url: "/api/user/two-factor", headers: bearer(token) });
    expect(state.json()).toMatchObject({ enabled: true, method: "totp", recoveryCodesLeft: 10 });

    const { challenge, method } = await challengeOf(person);
    expect(method).toBe("totp");
    const done = await secondFactor({ challenge, code: codeOf(secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ user: { email: person.email } });
    expect(done.json<{ accessToken: string }>().accessToken).toEqual(expect.any(String));
    // The challenge is spent.
    const again = await secondFactor({ challenge, code: codeOf(secret) });
    expect(again.statusCode).toBe(401);
  });

  it("refuses a wrong set-up code and keeps the method off", async () => {
    const person = await practitioner();
    const token = await signIn(t, person);
    await post("/api/user/two-factor/totp/setup", {}, token);
    const wrong = await post("/api/user/two-factor/totp/confirm", { code: "000000" }, token);
    // A 000000 that happens to be right is one in a million: the test would say so plainly.
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json()).toMatchObject({ fieldErrors: { code: TWO_FACTOR_MESSAGES.codeWrong } });
    expect((await login(person)).json()).toHaveProperty("accessToken");
  });

  it("refuses wrong codes and answers 429 on the 6th try of a challenge", async () => {
    const person = await practitioner();
    const { secret } = await withTotp(person);
    const { challenge } = await challengeOf(person);
    const right = codeOf(secret);
    const wrongCode = right === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i += 1) {
      const wrong = await secondFactor({ challenge, code: wrongCode });
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json()).toMatchObject({ code: "INVALID_CODE" });
    }
    const sixth = await secondFactor({ challenge, code: right });
    expect(sixth.statusCode, sixth.body).toBe(429);
    // A fresh password sign-in does not buy fresh guesses: the account is slowed down too.
    const next = await challengeOf(person);
    expect((await secondFactor({ challenge: next.challenge, code: wrongCode })).statusCode).toBe(429);
  });

  it("accepts each recovery code once", async () => {
    const person = await practitioner();
    const { recoveryCodes, token } = await withTotp(person);
    const code = recoveryCodes[0]!;
    const first = await challengeOf(person);
    const used = await secondFactor({ challenge: first.challenge, recoveryCode: code.toLowerCase() });
    expect(used.statusCode, used.body).toBe(200);

    const second = await challengeOf(person);
    const reused = await secondFactor({ challenge: second.challenge, recoveryCode: code });
    expect(reused.statusCode, reused.body).toBe(400);
    expect(reused.json()).toMatchObject({
      fieldErrors: { recoveryCode: TWO_FACTOR_MESSAGES.recoveryCodeWrong },
    });
    const other = await secondFactor({ challenge: second.challenge, recoveryCode: recoveryCodes[1]! });
    expect(other.statusCode, other.body).toBe(200);
    const state = await t.app.inject({ url: "/api/user/two-factor", headers: bearer(token) });
    expect(state.json()).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it("turns on codes by email and mails a code at each sign-in", async () => {
    const person = await practitioner();
    const token = await signIn(t, person);
    const started = await post("/api/user/two-factor/email/enable", {}, token);
    expect(started.statusCode, started.body).toBe(200);
    const codeIn = async () => /\b(\d{6})\b/.exec((await t.lastMailTo(person.email)).text)![1]!;
    const confirmed = await post("/api/user/two-factor/email/confirm", { code: await codeIn() }, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);

    const { challenge, method } = await challengeOf(person);
    expect(method).toBe("email");
    const mailed = await codeIn();
    const wrong = await secondFactor({ challenge, code: mailed === "111111" ? "222222" : "111111" });
    expect(wrong.statusCode).toBe(400);
    const done = await secondFactor({ challenge, code: mailed });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toHaveProperty("accessToken");
  });

  it("turns off only with the password", async () => {
    const person = await practitioner();
    const { token } = await withTotp(person);
    const off = (password: string) =>
      t.app.inject({
        method: "DELETE",
        url: "/api/user/two-factor",
        headers: bearer(token),
        payload: { password },
      });
    const refused = await off("not the password");
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await login(person)).json()).toHaveProperty("twoFactorRequired", true);

    const done = await off(person.password);
    expect(done.statusCode, done.body).toBe(200);
    const plain = await login(person);
    expect(plain.json()).toHaveProperty("accessToken");
    expect(plain.json()).not.toHaveProperty("twoFactorRequired");
  });

  it("refuses an unknown challenge", async () => {
    const unknown = await secondFactor({ challenge: "3f1c1d2e-0000-4000-8000-000000000000", code: "123456" });
    expect(unknown.statusCode).toBe(401);
    const malformed = await secondFactor({ challenge: "nope", code: "123456" });
    expect(malformed.statusCode).toBe(401);
  });
});
