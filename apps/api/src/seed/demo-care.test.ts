import type {
  ClientCareResponse,
  ClientProfileResponse,
  Handout,
  HealthPreferences,
  ManagedClientsResponse,
} from "@pkg/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_CLIENT_EMAIL, DEMO_PRACTITIONER_EMAIL, seedDemoAccounts } from "../seed";
import { createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { demoToken, getJson } from "./demo-test-support";
import { DEMO_CARE_CLIENT_EMAILS, seedDemoCare } from "./demo-care";
import { seedContentLibrary } from "./seed-library";

let t: TestApp;
let first: Awaited<ReturnType<typeof seedDemoCare>>;

const tokenOf = (email: string) => demoToken(t, email);
const get = <T>(token: string, url: string) => getJson<T>(t, token, url);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  await seedContentLibrary(t.database.db);
  first = await seedDemoCare(t.database.db);
}, SETUP_TIMEOUT * 3);

afterAll(async () => {
  await t?.close();
});

describe("the demo practitioner's practice", () => {
  it("has five clients on the Professional plan: one not sharing, one with an alert, a record and an invitation", async () => {
    expect(first).toEqual({ created: true, clients: 5 });
    const coach = await tokenOf(DEMO_PRACTITIONER_EMAIL);
    const list = await get<ManagedClientsResponse>(coach, "/api/coach/managed-clients");
    expect(list.clients).toHaveLength(5);
    expect(list.usage).toMatchObject({ planId: "professional", limit: 50, clients: 5, used: 7 });

    const notSharing = list.clients.filter((client) => !client.sharingHealthData);
    expect(notSharing.map((client) => client.email)).toEqual(["aiko.tanaka@example.com"]);
    expect(notSharing[0]).toMatchObject({ lastCheckIn: null, trend: [], lastMood: null });

    const alerted = list.clients.filter((client) => client.openAlerts > 0);
    expect(alerted).toHaveLength(1);
    expect(alerted[0]).toMatchObject({ name: "Maggie Ellis", openAlerts: 1 });
    const alertAge = Date.now() - Date.parse(alerted[0]!.latestAlertAt!);
    expect(alertAge).toBeGreaterThan(23 * 3_600_000);
    expect(alertAge).toBeLessThan(25 * 3_600_000);

    // Every sharing client has her own history: a trend, a last check-in and a mood.
    for (const client of list.clients.filter((each) => each.sharingHealthData)) {
      expect(client.lastCheckIn, client.name).not.toBeNull();
      expect(client.trend.length, client.name).toBeGreaterThanOrEqual(3);
      expect(client.lastMood, client.name).not.toBeNull();
    }
    const byEmail = new Map(list.clients.map((client) => [client.email, client]));
    expect(byEmail.get(DEMO_CLIENT_EMAIL)!.tags).toEqual(["sleep", "HRT"]);
    expect(byEmail.get("maria.santos@example.com")!.tags).toContain("HRT questions");
    // Grace's check-ins went from severe to mild; Maggie's got worse.
    const grace = byEmail.get("grace.okafor@example.com")!;
    expect(grace.trend.at(-1)!.total).toBeLessThan(grace.trend[0]!.total);
    const maggie = byEmail.get("margaret.ellis@example.com")!;
    expect(maggie.trend.at(-1)!.total).toBeGreaterThan(maggie.trend[0]!.total);

    expect(list.records).toMatchObject([
      {
        name: "Dana Whitfield",
        email: "dana.whitfield@example.com",
        notes: "Met at the community menopause café; invite after her GP visit",
      },
    ]);
    expect(list.invitations).toMatchObject([{ name: "Leah Moreno", email: "leah.moreno@example.com" }]);
    const invitedAgo = Date.now() - Date.parse(list.invitations[0]!.createdAt);
    expect(Math.round(invitedAgo / 86_400_000)).toBe(3);

    const { handouts } = await get<{ handouts: Handout[] }>(coach, "/api/handout/all");
    expect(handouts.map((handout) => [handout.title, handout.sharedWith])).toEqual([
      ["Winding down for better sleep", 0],
      ["Your hot flush plan", 2],
    ]);
    expect(handouts.every((handout) => handout.source !== null)).toBe(true);
  });

  it("shows the DVT caution on Maria's profile and the family history on Grace's; Aiko's health data stays hidden", async () => {
    const coach = await tokenOf(DEMO_PRACTITIONER_EMAIL);
    const list = await get<ManagedClientsResponse>(coach, "/api/coach/managed-clients");
    const idOf = (email: string) => list.clients.find((client) => client.email === email)!.id;

    const maria = await get<ClientProfileResponse>(
      coach,
      `/api/coach/client/${idOf("maria.santos@example.com")}/profile`,
    );
    expect(maria.cautions.map((caution) => caution.id)).toEqual(["blood-clots"]);
    expect(maria.cautions[0]!.source).toBe("Blood clot (DVT) in 2015");
    expect(maria.onboarding?.find((answer) => answer.label === "Country")?.value).toBe("Brazil");
    expect(maria.snapshot).not.toBeNull();

    const grace = await get<ClientProfileResponse>(
      coach,
      `/api/coach/client/${idOf("grace.okafor@example.com")}/profile`,
    );
    expect(grace.cautions.map((caution) => caution.id)).toEqual(["family-breast-cancer"]);
    expect(grace.shared).toMatchObject([{ kind: "handout", title: "Your hot flush plan", openedAt: null }]);

    const aiko = await get<ClientProfileResponse>(
      coach,
      `/api/coach/client/${idOf("aiko.tanaka@example.com")}/profile`,
    );
    expect(aiko).toMatchObject({ sharingHealthData: false, snapshot: null, history: null, onboarding: null });
  });

  it("gives each new client an account with the demo password, her time zone and her own data", async () => {
    expect(DEMO_CARE_CLIENT_EMAILS).toHaveLength(4);
    const zones = new Set<string>();
    for (const email of DEMO_CARE_CLIENT_EMAILS) {
      const token = await tokenOf(email);
      const preferences = await get<HealthPreferences>(token, "/api/user/preferences");
      expect(preferences.timeZone).not.toBeNull();
      zones.add(preferences.timeZone!);
      const care = await get<ClientCareResponse>(token, "/api/client/care");
      expect(care.practitioner).toEqual({ name: "Priya Practitioner" });
      expect(care.sharingHealthData).toBe(email !== "aiko.tanaka@example.com");
      const onboarding = await get<{ data: { age: number } }>(token, "/api/client/onboarding");
      expect(onboarding.data.age).toBeGreaterThan(40);
    }
    expect(zones.size).toBe(4);

    // Maggie has diabetes: her readings are mostly within her targets, none needs the seek-care advice.
    const maggie = await tokenOf("margaret.ellis@example.com");
    expect(await get<HealthPreferences>(maggie, "/api/user/preferences")).toMatchObject({
      hasDiabetes: true,
    });
    const glucose = await get<{
      summary: { count: number; byBand: Record<string, number> };
    }>(maggie, "/api/glucose?pageSize=1");
    expect(glucose.summary.count).toBeGreaterThan(60);
    expect(glucose.summary.byBand["in-range"]! / glucose.summary.count).toBeGreaterThan(0.8);
    expect(glucose.summary.byBand.low).toBe(0);
  });

  it("shares the hot flush plan with Carmen, who opened it two days ago", async () => {
    const carmen = await tokenOf(DEMO_CLIENT_EMAIL);
    const care = await get<ClientCareResponse>(carmen, "/api/client/care");
    expect(care.shared).toMatchObject([{ kind: "handout", title: "Your hot flush plan" }]);
    const openedAgo = Date.now() - Date.parse(care.shared[0]!.openedAt!);
    expect(Math.round(openedAgo / 86_400_000)).toBe(2);
    const opened = await get<{ handout: { body: string; practitionerName: string } }>(
      carmen,
      `/api/client/handouts/${care.shared[0]!.targetId}`,
    );
    expect(opened.handout.practitionerName).toBe("Priya Practitioner");
    expect(opened.handout.body).toContain("Get checked sooner");
  });

  it("adds nothing on a second run", async () => {
    const coach = await tokenOf(DEMO_PRACTITIONER_EMAIL);
    const before = await get<ManagedClientsResponse>(coach, "/api/coach/managed-clients");
    const handoutsBefore = await get<{ handouts: Handout[] }>(coach, "/api/handout/all");
    await seedDemoAccounts(t.database.db);
    expect(await seedDemoCare(t.database.db)).toEqual({ created: false, clients: 5 });
    const after = await get<ManagedClientsResponse>(coach, "/api/coach/managed-clients");
    expect(after.clients.map((client) => [client.id, client.trend.length])).toEqual(
      before.clients.map((client) => [client.id, client.trend.length]),
    );
    expect(after.records).toHaveLength(1);
    expect(after.invitations).toHaveLength(1);
    expect(after.usage.used).toBe(before.usage.used);
    const handoutsAfter = await get<{ handouts: Handout[] }>(coach, "/api/handout/all");
    expect(handoutsAfter.handouts).toHaveLength(handoutsBefore.handouts.length);
  });
});
