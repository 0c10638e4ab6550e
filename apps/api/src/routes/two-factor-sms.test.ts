import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { TWO_FACTOR_MESSAGES } from "@pkg/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { users } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { makePerson, signIn, type Person } from "../test/people";

type Texted = { to: string; body: string; headers: IncomingHttpHeaders };

/** A stand-in for an SMS provider's webhook: keeps each message, or answers `failWith`. */
async function startSmsWebhook() {
  const messages: Texted[] = [];
  const state = { failWith: 0 };
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      if (state.failWith) {
        response.writeHead(state.failWith).end();
        return;
      }
      const { to, body } = JSON.parse(raw) as { to: string; body: string };
      messages.push({ to, body, headers: request.headers });
      response.writeHead(202, { "content-type": "application/json" }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    messages,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeIn = (message: Texted | undefined) => /\b(\d{6})\b/.exec(message?.body ?? "")?.[1] ?? "";

describe("two-factor codes by SMS, with an SMS provider configured", () => {
  let t: TestApp;
  let webhook: Awaited<ReturnType<typeof startSmsWebhook>>;
  const logLines: string[] = [];

  beforeAll(async () => {
    webhook = await startSmsWebhook();
    t = await createTestApp({
      config: { sms: { webhookUrl: webhook.url, token: "sms-token-0123456789" } },
      logLines,
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await webhook?.close();
  });

  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: "POST", url, payload, ...(token ? { headers: bearer(token) } : {}) });
  const withPhone = async (phone: string): Promise<Person> => {
    const person = await makePerson(t, 2, true);
    await t.database.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, person.userId));
    return person;
  };

  it("offers SMS, texts a code to the profile's phone, and signs in with the code it texted", async () => {
    const person = await withPhone("+14165550123");
    const token = await signIn(t, person);
    const state = await t.app.inject({ url: "/api/user/two-factor", headers: bearer(token) });
    expect(state.json()).toMatchObject({ enabled: false, smsAvailable: true });

    const started = await post("/api/user/two-factor/sms/enable", {}, token);
    expect(started.statusCode, started.body).toBe(200);
    const setupText = webhook.messages.at(-1);
    expect(setupText).toMatchObject({ to: "+14165550123" });
    expect(setupText?.headers.authorization).toBe("Bearer sms-token-0123456789");
    expect(setupText?.headers["content-type"]).toContain("application/json");

    const wrong = await post("/api/user/two-factor/sms/confirm", { code: "000000" }, token);
    expect(wrong.statusCode).toBe(codeIn(setupText) === "000000" ? 200 : 400);
    const confirmed = await post("/api/user/two-factor/sms/confirm", { code: codeIn(setupText) }, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().recoveryCodes).toHaveLength(10);
    const on = await t.app.inject({ url: "/api/user/two-factor", headers: bearer(token) });
    expect(on.json()).toMatchObject({ enabled: true, method: "sms" });

    const login = await post("/api/user/login", { email: person.email, password: person.password });
    // Before the second factor, only the number's last two digits are told.
    expect(login.json()).toMatchObject({ twoFactorRequired: true, method: "sms", phoneEnding: "23" });
    expect(login.body).not.toContain("0123");
    const loginText = webhook.messages.at(-1);
    expect(loginText).not.toBe(setupText);
    expect(loginText?.body).toContain("sign-in code");
    const signedIn = await post("/api/user/login/second-factor", {
      challenge: login.json().challenge,
      code: codeIn(loginText),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toHaveProperty("accessToken");

    // The log holds neither a code nor the phone number.
    const log = logLines.join("\n");
    expect(log).not.toContain("4165550123");
    expect(log).not.toContain(codeIn(setupText));
    expect(log).not.toContain(codeIn(loginText));
    expect(log).not.toContain("sms-token-0123456789");
  });

  it("asks for a phone number in Profile when the profile has none", async () => {
    const person = await withPhone("");
    const before = webhook.messages.length;
    const answer = await post("/api/user/two-factor/sms/enable", {}, await signIn(t, person));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: "NO_PHONE", message: TWO_FACTOR_MESSAGES.smsNoPhone });
    expect(webhook.messages).toHaveLength(before);
  });

  it("says clearly when the provider does not take the message, and no code is waiting", async () => {
    const person = await withPhone("+442071234567");
    const token = await signIn(t, person);
    webhook.state.failWith = 503;
    try {
      const answer = await post("/api/user/two-factor/sms/enable", {}, token);
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({ code: "SMS_NOT_SENT", message: TWO_FACTOR_MESSAGES.smsNotSent });
    } finally {
      webhook.state.failWith = 0;
    }
    const confirm = await post("/api/user/two-factor/sms/confirm", { code: "123456" }, token);
    expect(confirm.statusCode).toBe(409);
    expect(logLines.join("\n")).not.toContain("2071234567");
  });

  it("lets a person sign in with a recovery code when the texted code cannot be sent", async () => {
    const person = await withPhone("+13125550188");
    const token = await signIn(t, person);
    await post("/api/user/two-factor/sms/enable", {}, token);
    const confirmed = await post(
      "/api/user/two-factor/sms/confirm",
      { code: codeIn(webhook.messages.at(-1)) },
      token,
    );
    const [recoveryCode] = confirmed.json().recoveryCodes as string[];

    webhook.state.failWith = 500;
    let challenge: string;
    try {
      const login = await post("/api/user/login", { email: person.email, password: person.password });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json()).toMatchObject({ twoFactorRequired: true, method: "sms", codeSent: false });
      expect(login.json()).not.toHaveProperty("phoneEnding");
      challenge = login.json().challenge as string;
    } finally {
      webhook.state.failWith = 0;
    }
    // No code was made for this challenge: no six digits answer it.
    const guessed = await post("/api/user/login/second-factor", { challenge, code: "123456" });
    expect(guessed.statusCode).toBe(400);
    const recovered = await post("/api/user/login/second-factor", { challenge, recoveryCode });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(recovered.json()).toHaveProperty("accessToken");
  });
});

describe("two-factor codes by SMS, without an SMS provider", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it("shows SMS as unavailable and refuses to set it up", async () => {
    const token = await signIn(t, await makePerson(t, 2, true));
    const state = await t.app.inject({ url: "/api/user/two-factor", headers: bearer(token) });
    expect(state.json().smsAvailable).toBe(false);
    for (const url of ["/api/user/two-factor/sms/enable", "/api/user/two-factor/sms/confirm"]) {
      const answer = await t.app.inject({
        method: "POST",
        url,
        headers: bearer(token),
        payload: url.endsWith("confirm") ? { code: "123456" } : {},
      });
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: "SMS_UNAVAILABLE",
        message: TWO_FACTOR_MESSAGES.smsUnavailable,
      });
    }
  });
});
