import { createServer } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DatabaseHandle } from "../db/client";
import { createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { createTestDatabase } from "../test/database";
import { startS3Server, type TestS3Server } from "../test/s3-server";

/** A loopback port nothing listens on. */
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

const ready = (t: TestApp) => t.app.inject({ method: "GET", url: "/api/ready" });
const live = (t: TestApp) => t.app.inject({ method: "GET", url: "/api/health" });

describe("GET /api/ready: readiness, beside /api/health's liveness", () => {
  let database: DatabaseHandle;
  const opened: TestApp[] = [];
  const open = async (config: Parameters<typeof createTestApp>[0] = {}) => {
    const t = await createTestApp({ ...config, database });
    opened.push(t);
    return t;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    for (const t of opened) await t.close();
    await database?.close();
  });

  it("is ready with the database alone, saying what is not configured", async () => {
    const t = await open();
    const response = await ready(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      status: "ready",
      checks: { database: "ok", redis: "not configured", objectStore: "not configured" },
    });
  });

  it(
    "answers 503 naming Redis when Redis cannot be reached, while liveness still answers 200",
    async () => {
      const port = await closedPort();
      const t = await open({
        config: {
          redis: { url: `redis://:a-redis-password@127.0.0.1:${port}`, keyPrefix: "haven:ready-test:" },
        },
      });
      const response = await ready(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: "Not ready: Redis cannot be reached",
        code: "NOT_READY",
        status: "not ready",
        checks: { database: "ok", redis: "failed", objectStore: "not configured" },
      });
      // Nothing of the settings in the answer: no address, no password.
      expect(response.body).not.toContain(String(port));
      expect(response.body).not.toContain("a-redis-password");
      expect((await live(t)).statusCode).toBe(200);
    },
    SETUP_TIMEOUT,
  );

  it.skipIf(!process.env.REDIS_URL)("is ready with a reachable Redis (needs REDIS_URL)", async () => {
    const t = await open({
      config: { redis: { url: process.env.REDIS_URL!, keyPrefix: "haven:ready-test:" } },
    });
    const response = await ready(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ checks: { redis: "ok" } });
  });

  describe("with files in an object store", () => {
    let s3: TestS3Server | undefined;
    afterAll(async () => s3?.close());

    it(
      "is ready while the bucket answers, and answers 503 naming the object store once it stops",
      async () => {
        s3 = await startS3Server();
        const t = await open({ config: { s3: s3.settings } });
        const before = await ready(t);
        expect(before.statusCode).toBe(200);
        expect(before.json()).toEqual({
          status: "ready",
          checks: { database: "ok", redis: "not configured", objectStore: "ok" },
        });

        await s3.close();
        s3 = undefined;
        const after = await ready(t);
        expect(after.statusCode).toBe(503);
        expect(after.json()).toEqual({
          message: "Not ready: the object store cannot be reached",
          code: "NOT_READY",
          status: "not ready",
          checks: { database: "ok", redis: "not configured", objectStore: "failed" },
        });
        // The S3 server's access key is its secret too: never in the answer.
        expect(after.body).not.toContain("S3RVER");
        expect((await live(t)).statusCode).toBe(200);
      },
      SETUP_TIMEOUT,
    );
  });
});
