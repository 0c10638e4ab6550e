import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog, users } from "../db/schema";
import { createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { createSuperAdmin } from "./super-admin";

describe("createSuperAdmin (the create-admin command)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it("refuses a bad address, name or password with each field's message", async () => {
    const outcome = await createSuperAdmin(t.database.db, { email: "nope", name: "", password: "short" });
    expect(outcome).toEqual({
      kind: "invalid",
      errors: {
        email: "The email format is incorrect",
        name: "Full name is required",
        password: expect.stringMatching(/8/),
      },
    });
  });

  it("promotes an existing account with the new password, and audits it as the system's action", async () => {
    const person = await t.signUp(3);
    const outcome = await createSuperAdmin(t.database.db, {
      email: person.email.toUpperCase(),
      name: "Grace Hopper",
      password: "another long passphrase",
    });
    expect(outcome).toEqual({ kind: "promoted", id: person.userId, email: person.email });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.userId));
    expect(row).toMatchObject({ roleId: 1, name: "Grace Hopper" });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: person.email, password: "another long passphrase" },
    });
    expect(login.json().user.roleName).toBe("Super Admin");
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, person.userId));
    expect(audit).toMatchObject({
      actorId: null,
      action: "admin.super-admin-made",
      details: { how: "promoted" },
    });
  });
});
