import { randomBytes } from "node:crypto";
import { createServer } from "node:net";

import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { connectRedis, type SharedRedis } from "../lib/redis";
import { createTestApp, SETUP_TIMEOUT, type SignedUp, type TestApp } from "../test/app";
import { LoginThrottle } from "./login-throttle";

const REDIS_URL = process.env.REDIS_URL;
const RATE_LIMIT = 4;
const quiet = { info: () => {}, warn: () => {} };

/** A prefix of this run's own, so test files running side by side never count each other's keys. */
const testPrefix = () => `haven:test-${randomBytes(6).toString("hex")}:`;

async function keysUnder(client: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = "0";
  do {
    const [next, batch] = await client.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
    cursor = next;
    keys.push(...batch);
  } while (cursor !== "0");
  return keys;
}

describe.skipIf(!REDIS_URL)("limits shared through Redis by two instances (needs REDIS_URL)", () => {
  const keyPrefix = testPrefix();
  let one: TestApp;
  let two: TestApp;
  let person: SignedUp;
  let inspector: Redis;

  beforeAll(async () => {
    const config = {
      redis: { url: REDIS_URL!, keyPrefix },
      rateLimit: { max: RATE_LIMIT, windowMs: 60_000 },
    };
    one = await createTestApp({ config });
    two = await createTestApp({ config, database: one.database });
    inspector = new Redis(REDIS_URL!);
    person = await one.signUp(3);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    if (inspector) {
      const keys = await keysUnder(inspector, keyPrefix);
      if (keys.length > 0) await inspector.del(...keys);
      await inspector.quit();
    }
    await two?.close();
    await one?.close();
  });

  const login = (app: TestApp, password: string, address: string) =>
    app.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: person.email, password },
      remoteAddress: address,
    });

  it("lets five wrong passwords through in total across both instances, not five each", async () => {
    // Five wrong passwords, alternating instances and addresses: each is simply wrong.
    for (let i = 0; i < 5; i += 1) {
      const instance = i % 2 === 0 ? one : two;
      expect((await login(instance, "wrong password", `198.51.100.${i + 1}`)).statusCode).toBe(401);
    }
    // Either instance now makes the account wait, even for the right password.
    for (const instance of [one, two]) {
      const waiting = await login(instance, person.password, "203.0.113.7");
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json()).toMatchObject({ code: "ACCOUNT_THROTTLED" });
    }
  });

  it("counts a route's rate limit across both instances", async () => {
    const ask = (instance: TestApp) =>
      instance.app.inject({
        method: "GET",
        url: "/api/user-exist/someone%40example.com",
        remoteAddress: "192.0.2.44",
      });
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i += 1)
      statuses.push((await ask(i % 2 === 0 ? one : two)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another address has its own count.
    expect(
      (
        await one.app.inject({
          method: "GET",
          url: "/api/user-exist/someone%40example.com",
          remoteAddress: "192.0.2.45",
        })
      ).statusCode,
    ).toBe(200);
  });

  it("keeps every key under the prefix, with no e-mail address in any of them", async () => {
    const keys = await keysUnder(inspector, keyPrefix);
    expect(keys.some((key) => key.startsWith(`${keyPrefix}login-failures:`))).toBe(true);
    expect(keys.some((key) => key.startsWith(`${keyPrefix}rate-limit:`))).toBe(true);
    for (const key of keys) expect(key).not.toMatch(/@|example\.com/);
  });

  it("shares the two-factor throttle's count the same way", async () => {
    const first = await connectRedis({ url: REDIS_URL!, keyPrefix }, quiet);
    const second = await connectRedis({ url: REDIS_URL!, keyPrefix }, quiet);
    try {
      const a = new LoginThrottle({ name: "two-factor", redis: first });
      const b = new LoginThrottle({ name: "two-factor", redis: second });
      const account = randomBytes(8).toString("hex");
      for (let i = 0; i < 5; i += 1) await (i % 2 === 0 ? a : b).failed(account);
      await expect(a.check(account)).rejects.toThrow(/Please wait/);
      await expect(b.check(account)).rejects.toThrow(/Please wait/);
      await b.succeeded(account);
      await expect(a.check(account)).resolves.toBeUndefined();
    } finally {
      await first.close();
      await second.close();
    }
  });
});

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("when Redis cannot be reached", () => {
  let t: TestApp;
  let person: SignedUp;
  let redis: SharedRedis | undefined;

  beforeAll(async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    t = await createTestApp({
      config: { redis: { url, keyPrefix: testPrefix() }, rateLimit: { max: 2, windowMs: 60_000 } },
    });
    person = await t.signUp(3);
    redis = await connectRedis({ url, keyPrefix: "haven:" }, quiet, 500);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await redis?.close();
    await t?.close();
  });

  it("keeps answering: rate-limited routes let requests through instead of failing", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      const answer = await t.app.inject({
        method: "GET",
        url: "/api/user-exist/someone%40example.com",
        remoteAddress: "192.0.2.80",
      });
      expect(answer.statusCode).toBe(200);
    }
  });

  it("still throttles sign-in per account, counting on this instance", async () => {
    const login = (password: string, i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { email: person.email, password },
        remoteAddress: `198.51.100.${i + 1}`,
      });
    for (let i = 0; i < 5; i += 1) expect((await login("wrong password", i)).statusCode).toBe(401);
    expect((await login(person.password, 10)).statusCode).toBe(429);
  });

  it("falls back for the two-factor throttle too, and a right code clears it", async () => {
    const throttle = new LoginThrottle({ name: "two-factor", redis });
    for (let i = 0; i < 5; i += 1) await throttle.failed("user-1");
    await expect(throttle.check("user-1")).rejects.toThrow(/Please wait/);
    await throttle.succeeded("user-1");
    await expect(throttle.check("user-1")).resolves.toBeUndefined();
  });
});
