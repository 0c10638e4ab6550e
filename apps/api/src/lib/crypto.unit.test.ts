import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import {
  hashPassword,
  PASSWORD_HASH_COST,
  TEST_PASSWORD_HASH_COST,
  setPasswordHashCost,
  verifyPassword,
} from "./crypto";

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));

describe("password hashes", () => {
  it("are Argon2id at OWASP's cost outside a test run, which cannot lower it", async () => {
    // A process of its own, as the server runs: no test setup, no VITEST in its environment.
    const { VITEST: _vitest, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env;
    const script = `
      const crypto = await import("./src/lib/crypto.ts");
      console.log(await crypto.hashPassword("correct horse"));
      try { crypto.setPasswordHashCost(crypto.TEST_PASSWORD_HASH_COST); console.log("lowered"); }
      catch (error) { console.log(error.message); }
      crypto.setPasswordHashCost({ ...crypto.PASSWORD_HASH_COST, timeCost: 3 });
      console.log(await crypto.hashPassword("correct horse"));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { cwd: apiRoot, env },
    );
    const [hash, lowering, raised] = stdout.trim().split("\n");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(lowering).toBe("password hashes below the real cost are for test runs only");
    // A higher cost is anyone's choice.
    expect(raised).toMatch(/^\$argon2id\$v=19\$m=19456,t=3,p=1\$/);
  });

  it("are made at the test cost in the API's tests, and verify whatever cost they were made at", async () => {
    const cheap = await hashPassword("correct horse");
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    setPasswordHashCost(PASSWORD_HASH_COST);
    let real: string;
    try {
      real = await hashPassword("correct horse");
    } finally {
      setPasswordHashCost(TEST_PASSWORD_HASH_COST);
    }
    expect(real).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const hash of [cheap, real]) {
      expect(await verifyPassword(hash, "correct horse")).toBe(true);
      expect(await verifyPassword(hash, "correct horsE")).toBe(false);
    }
  });
});
