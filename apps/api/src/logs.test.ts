import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestApp, SETUP_TIMEOUT, type TestApp } from "./test/app";

/** The log is read by operators and shipped to other systems: no secrets, tokens or health data. */
describe("the log", () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ logLines: lines });
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it("never holds a link's token, only where to read the mail", async () => {
    const email = "log-reader@example.com";
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/user/signup",
      payload: { name: "Lena Log", email, phone_number: "15551234567", password: "p4ssword!", roleID: 3 },
    });
    expect(signup.statusCode).toBe(201);
    const verifyToken = await t.tokenFromMail(email);
    await t.app.inject({ method: "POST", url: "/api/user/forgot-password", payload: { email } });
    const { links } = await t.lastMailTo(email);
    const resetToken = new URL(links[0]!).searchParams.get("token")!;

    const log = lines.join("");
    expect(log).toContain("open /dev/mailbox");
    expect(verifyToken).toMatch(/^[0-9a-f]{64}$/);
    expect(log).not.toContain(verifyToken);
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain("token=");
  });

  it("logs a failed query by its code and statement, never its parameters or the values it quotes", async () => {
    const email = "private.person@example.com";
    const name = "Parameter Person";
    // A schema fault the request cannot know about: the insert of a sign-up fails in the database.
    await t.database.db.execute(
      sql`alter table users add constraint probe_refuses_all check (false) not valid`,
    );
    try {
      const signup = await t.app.inject({
        method: "POST",
        url: "/api/user/signup",
        payload: { name, email, phone_number: "15557654321", password: "a secret passphrase", roleID: 3 },
      });
      expect(signup.statusCode).toBe(500);
      expect(signup.json()).toEqual({
        message: "Something went wrong on our side. Please try again.",
        code: "INTERNAL_ERROR",
      });
    } finally {
      await t.database.db.execute(sql`alter table users drop constraint probe_refuses_all`);
    }

    const failure = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.err);
    expect(failure).toBeDefined();
    expect(failure!.err).toMatchObject({
      type: "DatabaseQueryError",
      code: "23514",
      statement: 'insert into "users"',
      constraint: "probe_refuses_all",
    });
    const log = lines.join("");
    for (const secret of [email, name, "15557654321", "a secret passphrase", "$argon2", "params"]) {
      expect(log).not.toContain(secret);
    }
  });
});
