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

  it("give the demo client six months of health data, loaded once", async () => {
    const client = DEMO_ACCOUNTS.find((account) => account.roleID === 3)!;
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: client.email, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().accessToken as string}` };
    const read = async () => ({
      symptoms: (await t.app.inject({ url: "/api/menopause/symptoms?pageSize=400", headers })).json(),
      mood: (await t.app.inject({ url: "/api/mood?pageSize=400", headers })).json(),
      history: (await t.app.inject({ url: "/api/health-history", headers })).json(),
      glucose: (await t.app.inject({ url: "/api/glucose?pageSize=1", headers })).json(),
      preferences: (await t.app.inject({ url: "/api/user/preferences", headers })).json(),
      snapshot: (await t.app.inject({ url: "/api/health/snapshot", headers })).json(),
    });
    const first = await read();
    type Entry = { kind: string; localDate: string; score: { band: string } | null };
    const checkIns = (first.symptoms.items as Entry[]).filter((entry) => entry.kind === "check-in");
    expect(checkIns.length).toBeGreaterThanOrEqual(25);
    expect(first.symptoms.total - checkIns.length).toBeGreaterThanOrEqual(5);
    // Newest first: mild now, moderate six months ago.
    expect(checkIns[0]!.score!.band).toMatch(/^(none|mild)$/);
    expect(checkIns.at(-1)!.score!.band).toBe("moderate");
    expect(first.mood.total).toBeGreaterThan(120);
    expect(first.mood.streak.days).toBeGreaterThanOrEqual(7);
    expect(first.history).toMatchObject({ heightCm: 164, smoking: "former" });
    expect(first.history.medications[0].hormoneTherapy).toEqual({
      type: "estrogen-progestogen",
      route: "patch",
    });

    // Glucose of a person without diabetes in her zone: fasting most mornings, after meals, three
    // CGM days, some raised readings and none that needs the seek-care advice.
    expect(first.preferences).toEqual({
      glucoseUnit: "mg/dL",
      hasDiabetes: false,
      timeZone: "America/Toronto",
      theme: "system",
      emailOptOuts: [],
    });
    const glucose = first.glucose.summary;
    expect(glucose.count).toBeGreaterThan(400);
    type TypeSummary = { measurementType: string; count: number; averageMgDl: number };
    const ofType = (type: string) =>
      (glucose.byType as TypeSummary[]).find((entry) => entry.measurementType === type) ?? {
        count: 0,
        averageMgDl: 0,
      };
    expect(ofType("fasting").count).toBeGreaterThan(130);
    expect(ofType("fasting").averageMgDl).toBeGreaterThan(80);
    expect(ofType("fasting").averageMgDl).toBeLessThan(99);
    expect(ofType("after-meal-2h").count).toBeGreaterThan(50);
    expect(ofType("cgm").count).toBe(288);
    expect(glucose.byBand.raised).toBeGreaterThanOrEqual(3);
    expect(glucose.byBand.low + glucose.byBand.high).toBe(0);
    expect(glucose.timeInRange.percent).toBeGreaterThan(90);
    expect(first.snapshot).toMatchObject({ firstRun: false, preferences: { timeZone: "America/Toronto" } });
    expect(first.snapshot.trend.length).toBeGreaterThanOrEqual(12);
    expect(first.snapshot.mood.streak.days).toBeGreaterThanOrEqual(7);
    expect(first.snapshot.glucose.latest).not.toBeNull();

    await seedDemoAccounts(t.database.db);
    const second = await read();
    expect(second.symptoms.total).toBe(first.symptoms.total);
    expect(second.mood.total).toBe(first.mood.total);
    expect(second.glucose.total).toBe(first.glucose.total);
    expect(second.history.updatedAt).toBe(first.history.updatedAt);
  });
});
