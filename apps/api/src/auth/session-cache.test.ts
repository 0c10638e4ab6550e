import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { DatabaseHandle } from "../db/client";
import { users } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type SignedUp, type TestApp } from "../test/app";

/**
 * Two API instances on one database, as in a deployment with several: what one instance (or
 * anyone writing to the database) changes must reach the sessions the other one remembers.
 */
describe("remembered sessions across instances", () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    // Instances of one deployment share their signing secret.
    const config = { jwtSecret: "one secret shared by both instances of the API" };
    first = await createTestApp({ config });
    second = await createTestApp({ config, database: first.database });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const profileOn = (t: TestApp, person: SignedUp) =>
    t.app.inject({ method: "GET", url: "/api/user/profile", headers: bearer(person.accessToken) });
  /** PostgreSQL delivers a notification a moment after the commit; PGlite at once. */
  const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

  it("uses the cache on both instances while the change feed is live", () => {
    expect(first.app.sessions.active).toBe(true);
    expect(second.app.sessions.active).toBe(true);
  });

  it("stops a token on every instance once it is signed out on one", async () => {
    const person = await first.signUp(3);
    expect((await profileOn(second, person)).statusCode).toBe(200);
    expect((await profileOn(second, person)).statusCode).toBe(200);
    const out = await first.app.inject({
      method: "POST",
      url: "/api/user/signout",
      headers: bearer(person.accessToken),
    });
    expect(out.statusCode).toBe(200);
    expect((await profileOn(first, person)).statusCode).toBe(401);
    await eventually(async () => expect((await profileOn(second, person)).statusCode).toBe(401));
  });

  it("stops every token of a person on every instance after a password reset", async () => {
    const person = await first.signUp(3);
    expect((await profileOn(second, person)).statusCode).toBe(200);
    await first.app.inject({
      method: "POST",
      url: "/api/user/forgot-password",
      payload: { email: person.email },
    });
    const token = await first.tokenFromMail(person.email);
    const reset = await first.app.inject({
      method: "POST",
      url: "/api/user/reset-password",
      payload: { email: person.email, token, new_password: "a whole new password 1" },
    });
    expect(reset.statusCode).toBe(200);
    expect((await profileOn(first, person)).statusCode).toBe(401);
    await eventually(async () => expect((await profileOn(second, person)).statusCode).toBe(401));
  });

  it("shows a change made on another instance, or straight in the database", async () => {
    const person = await first.signUp(3);
    expect((await profileOn(second, person)).json().user.name).toBe("Test Person");
    const renamed = await first.app.inject({
      method: "PUT",
      url: "/api/user/profile",
      headers: bearer(person.accessToken),
      payload: { name: "Renamed Person" },
    });
    expect(renamed.statusCode).toBe(200);
    // The instance that made the change answers with it at once.
    expect((await profileOn(first, person)).json().user.name).toBe("Renamed Person");
    await eventually(async () =>
      expect((await profileOn(second, person)).json().user.name).toBe("Renamed Person"),
    );

    // An administrator's change in the database, through no instance at all.
    await first.database.db.update(users).set({ name: "Changed In SQL" }).where(eq(users.id, person.userId));
    for (const t of [first, second]) {
      await eventually(async () =>
        expect((await profileOn(t, person)).json().user.name).toBe("Changed In SQL"),
      );
    }
  });

  it("lets nobody in once the account is deleted", async () => {
    const person = await first.signUp(3);
    expect((await profileOn(second, person)).statusCode).toBe(200);
    const deleted = await first.app.inject({
      method: "DELETE",
      url: "/api/user/delete-account",
      headers: bearer(person.accessToken),
      payload: { password: person.password },
    });
    expect(deleted.statusCode).toBe(200);
    await eventually(async () => expect((await profileOn(second, person)).statusCode).toBe(401));
  });

  it("asks the database on every request while the feed is down, and resumes once it is back", async () => {
    if (first.database.kind !== "postgres") return; // PGlite's feed runs in-process and cannot drop.
    const person = await first.signUp(3);
    expect((await profileOn(second, person)).statusCode).toBe(200);
    // Cut every listening connection (both instances' feeds) from the server side.
    await first.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await eventually(async () => expect(second.app.sessions.active).toBe(false));
    // Without the feed a change still shows at once: nothing is remembered.
    await first.database.db.update(users).set({ name: "While Down" }).where(eq(users.id, person.userId));
    expect((await profileOn(second, person)).json().user.name).toBe("While Down");
    await eventually(async () => expect(second.app.sessions.active).toBe(true));
    expect((await profileOn(second, person)).json().user.name).toBe("While Down");
  });
});

/**
 * The probe saw a revoked token accepted by another instance a few milliseconds after sign-out:
 * the notification was still in flight. Here the second instance hears everything late, and a
 * sign-out on the first must still be effective there as soon as it is answered.
 */
describe("revocation with a slow instance", () => {
  let first: TestApp;
  let laggy: TestApp;

  beforeAll(async () => {
    const config = { jwtSecret: "one secret shared by both instances of the API" };
    first = await createTestApp({ config });
    const slowFeed: DatabaseHandle["listen"] = (channel, onPayload, onLost) =>
      first.database.listen(channel, (payload) => setTimeout(() => onPayload(payload), 400), onLost);
    laggy = await createTestApp({ config, database: { ...first.database, listen: slowFeed } });
    // The first instance has heard the second one say it is there.
    await vi.waitFor(() => expect(first.app.sessions.livePeers()).toContain(laggy.app.sessions.instanceId), {
      timeout: 10_000,
      interval: 20,
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await laggy?.close();
    await first?.close();
  });

  const profileOn = (t: TestApp, person: SignedUp) =>
    t.app.inject({ method: "GET", url: "/api/user/profile", headers: bearer(person.accessToken) });

  it("answers a sign-out only once every instance has forgotten the session", async () => {
    const person = await first.signUp(3);
    expect((await profileOn(laggy, person)).statusCode).toBe(200); // now remembered there
    const out = await first.app.inject({
      method: "POST",
      url: "/api/user/signout",
      headers: bearer(person.accessToken),
    });
    expect(out.statusCode).toBe(200);
    expect((await profileOn(laggy, person)).statusCode).toBe(401);
  });

  it("does the same for an account deletion", async () => {
    const person = await first.signUp(3);
    expect((await profileOn(laggy, person)).statusCode).toBe(200);
    const deleted = await first.app.inject({
      method: "DELETE",
      url: "/api/user/delete-account",
      headers: bearer(person.accessToken),
      payload: { password: person.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await profileOn(laggy, person)).statusCode).toBe(401);
  });
});
