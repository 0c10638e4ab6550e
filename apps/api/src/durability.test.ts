import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createPostgresDatabase } from "./test/database";
import { startServerProcess, type ServerProcess } from "./test/server-process";

/** Kill rounds: each kills the server mid-stream, restarts it on the same data and checks. */
const ROUNDS = 3;
/** Sign-ups in flight at once. */
const WRITERS = 6;
/** A round kills the server as soon as this many of its sign-ups were acknowledged. */
const KILL_AFTER = 8;
/** The most sign-ups one round sends, should the kill never come. */
const ROUND_LIMIT = 60;
// Four server starts (tsx, then PGlite with its extensions, or a PostgreSQL pool) on a machine that
// may be busy: a CI run with the load near 10 took over 180 s on PGlite (alone, 30 s). A bound on a
// load, not a timed assertion: a server that never comes back still fails.
const TEST_TIMEOUT = 300_000;

describe("kill -9 durability", () => {
  let dataDir: string;
  let postgres: { url: string; drop: () => Promise<void> } | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "haven-durability-"));
    if (process.env.HAVEN_TEST_DB === "postgres") postgres = await createPostgresDatabase();
  });

  afterAll(async () => {
    await server?.kill();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  });

  const start = () =>
    startServerProcess({
      DATA_DIR: dataDir,
      // Every sign-up comes from one address: keep the auth rate limit out of the way.
      RATE_LIMIT_MAX: "100000",
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    });

  it(
    "keeps every acknowledged sign-up when the server is killed mid-stream and restarted",
    async () => {
      const acknowledged: string[] = [];
      let sent = 0;
      server = await start();

      for (let round = 1; round <= ROUNDS; round++) {
        const running = server;
        let acknowledgedThisRound = 0;
        let sentThisRound = 0;
        let killed: Promise<void> | undefined;

        const writer = async () => {
          while (!killed && sentThisRound < ROUND_LIMIT) {
            sentThisRound++;
            const email = `durable-${++sent}@example.com`;
            try {
              const response = await fetch(`${running.url}/api/user/signup`, {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify({
                  name: "Durable Writer",
                  email,
                  phone_number: "15551234567",
                  password: "correct horse battery",
                  roleID: 3,
                }),
              });
              // A 201 is sent only after the transaction committed: from here on it must survive.
              if (response.status === 201) {
                acknowledged.push(email);
                acknowledgedThisRound++;
              }
              const body = await response.text();
              if (response.status !== 201 && !killed) {
                throw new Error(`sign-up answered ${response.status}: ${body}`);
              }
            } catch (error) {
              // Once the kill is under way, a request that got no answer may or may not have been
              // written: it was never acknowledged, so nothing is asked of it.
              if (!killed) throw error;
            }
            if (!killed && acknowledgedThisRound >= KILL_AFTER) killed = running.kill();
          }
        };
        await Promise.all(Array.from({ length: WRITERS }, writer));
        expect(killed, `round ${round} ended before its kill`).toBeDefined();
        await killed;

        // The same data again: an embedded database is opened at once, its crashed owner is gone.
        server = await start();
        const missing: string[] = [];
        for (const email of acknowledged) {
          const response = await fetch(`${server.url}/api/user-exist/${encodeURIComponent(email)}`);
          expect(response.status).toBe(200);
          const { exists } = (await response.json()) as { exists: boolean };
          if (!exists) missing.push(email);
        }
        expect(missing, `acknowledged sign-ups lost in round ${round}`).toEqual([]);
      }

      expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * KILL_AFTER);
      expect(await server.stop()).toBe(0);
      server = undefined;
    },
    TEST_TIMEOUT,
  );
});
