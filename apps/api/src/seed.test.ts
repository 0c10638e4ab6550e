import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "./seed";
import { createTestApp, SETUP_TIMEOUT, type TestApp } from "./test/app";

describe("the demo accounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it("are created once per role, and a second run changes nothing", async () => {
    const first = await seedDemoAccounts(t.database.db);
    expect(first.map((row) => [row.role, row.created])).toEqual([
      ["Super Admin", true],
      ["Practitioner", true],
      ["Client", true],
      ["Reviewer", true],
    ]);
    const second = await seedDemoAccounts(t.database.db);
    expect(second.every((row) => !row.created)).toBe(true);
  });

  it("can log in with their role names, and the demo records read back", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const login = await t.app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ roleID: account.roleID, onboardingCompleted: true });
      expect(login.json().user.roleName).toBeDefined();
      const token = login.json().accessToken as string;
      if (account.roleID === 2 || account.roleID === 3) {
        const url = account.roleID === 2 ? "/api/coach/onboarding" : "/api/client/onboarding";
        const record = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
        expect(record.statusCode).toBe(200);
      }
    }
  });
});
