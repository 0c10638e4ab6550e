import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { createTestApp, SETUP_TIMEOUT, type SignedUp, type TestApp } from "../test/app";
import { LoginThrottle } from "./login-throttle";

describe("login throttling per account", () => {
  let t: TestApp;
  let person: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    person = await t.signUp(3);
    // The throttle's clock is the Date: only it is held, so timers and the database run as usual.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    vi.useRealTimers();
    await t?.close();
  });
  const pass = (ms: number) => vi.setSystemTime(Date.now() + ms);

  const login = (password: string, email = person.email, address = "198.51.100.1") =>
    t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email, password },
      remoteAddress: address,
    });

  it("makes guesses from many addresses wait, with a growing delay, and lets the owner in after it", async () => {
    // Five wrong passwords from five addresses: each is simply wrong.
    for (let i = 0; i < 5; i += 1) {
      expect((await login("wrong password", person.email, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    // From now on the account must wait, whatever address asks, even with the right password.
    const waiting = await login(person.password, person.email, "203.0.113.9");
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({
      code: "ACCOUNT_THROTTLED",
      message:
        "Too many wrong passwords for this account. Please wait 1 second and try again, or reset your password.",
    });
    expect(waiting.headers["retry-after"]).toBe("1");

    // Each further failure doubles the wait.
    pass(1_000);
    expect((await login("wrong again")).statusCode).toBe(401);
    expect((await login(person.password)).headers["retry-after"]).toBe("2");
    pass(2_000);
    expect((await login("and again")).statusCode).toBe(401);
    expect((await login(person.password)).headers["retry-after"]).toBe("4");

    // After the wait the right password works, and the account starts afresh.
    pass(4_000);
    expect((await login(person.password)).statusCode).toBe(200);
    expect((await login("one slip")).statusCode).toBe(401);
    expect((await login(person.password)).statusCode).toBe(200);
  });

  it("throttles unknown addresses the same way, and never another account", async () => {
    for (let i = 0; i < 5; i += 1) expect((await login("guess", "nobody@example.com")).statusCode).toBe(401);
    expect((await login("guess", "nobody@example.com")).statusCode).toBe(429);
    expect((await login(person.password)).statusCode).toBe(200);
  });

  it("is lifted by a password reset, so nobody can keep the owner out", async () => {
    for (let i = 0; i < 12; i += 1) await login("attacker guess");
    expect((await login(person.password)).statusCode).toBe(429);
    await t.app.inject({
      method: "POST",
      url: "/api/user/forgot-password",
      payload: { email: person.email },
    });
    const token = await t.tokenFromMail(person.email);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/user/reset-password",
      payload: { email: person.email, token, new_password: "a brand new passphrase" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login("a brand new passphrase")).statusCode).toBe(200);
  });
});

describe("LoginThrottle", () => {
  afterEach(() => vi.useRealTimers());

  it("never waits longer than its ceiling", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const throttle = new LoginThrottle({ maxDelayMs: 60_000 });
    for (let i = 0; i < 40; i += 1) await throttle.failed("a@example.com");
    await expect(throttle.check("a@example.com")).rejects.toThrow("Please wait 60 seconds");
    vi.setSystemTime(Date.now() + 60_000);
    await expect(throttle.check("a@example.com")).resolves.toBeUndefined();
  });

  it("forgets an account a day after its first failure, and never throttles another", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const throttle = new LoginThrottle({ freeFailures: 1 });
    await throttle.failed("a@example.com");
    await expect(throttle.check("a@example.com")).rejects.toThrow();
    await expect(throttle.check("b@example.com")).resolves.toBeUndefined();
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000 + 1);
    await expect(throttle.check("a@example.com")).resolves.toBeUndefined();
    // The count started afresh: one failure is free again... and the next one waits.
    await throttle.failed("a@example.com");
    await expect(throttle.check("a@example.com")).rejects.toThrow("Please wait 1 second");
  });
});
