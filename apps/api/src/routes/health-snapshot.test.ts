import {
  HEALTH_DATA_MESSAGES,
  localDateOf,
  MRS_ITEM_SLUGS,
  ROLE_IDS,
  type HealthSnapshot,
} from "@pkg/contracts";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { makePerson, signIn, type Person } from "../test/people";

let t: TestApp;
const tokens = new Map<Person, string>();

async function call(who: Person, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens.get(who)!) } });
}

async function client(): Promise<Person> {
  const person = await makePerson(t, ROLE_IDS.client, true);
  tokens.set(person, await signIn(t, person));
  return person;
}

async function snapshotOf(who: Person, query = ""): Promise<HealthSnapshot> {
  const response = await call(who, { url: `/api/health/snapshot${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HealthSnapshot>();
}

const ZONE = "America/Toronto";
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

async function post(who: Person, url: string, payload: Record<string, unknown>) {
  const response = await call(who, { method: "POST", url, payload });
  expect(response.statusCode, response.body).toBe(url === "/api/health-history" ? 200 : 201);
  return response.json<{ id: string }>();
}

const checkIn = (value: number, at: Date) => ({
  kind: "check-in",
  answers: Object.fromEntries(MRS_ITEM_SLUGS.map((slug) => [slug, value])),
  takenAt: at.toISOString(),
  timeZone: ZONE,
});

beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

describe("the health snapshot", () => {
  it("is a first run, in the person's zone, before anything was logged", async () => {
    const ann = await client();
    const snapshot = await snapshotOf(ann);
    expect(snapshot).toEqual({
      today: localDateOf(new Date(), "UTC"),
      preferences: { glucoseUnit: "mg/dL", hasDiabetes: false, timeZone: null },
      checkIn: { latest: null, previous: null, change: null, todayDone: false },
      trend: [],
      mood: { streak: { days: 0, lastLocalDate: null }, latest: null, todayLogged: false },
      glucose: { latest: null, last7DaysAverageMgDl: null },
      firstRun: true,
    });
    // A health history alone is something logged.
    await post(ann, "/api/health-history", { heightCm: 165 });
    expect((await snapshotOf(ann)).firstRun).toBe(false);
  });

  it("shows the latest check-ins and their change, the 90-day trend, the mood streak and glucose", async () => {
    const bea = await client();
    const preferences = await call(bea, {
      method: "PUT",
      url: "/api/user/preferences",
      payload: { timeZone: ZONE, glucoseUnit: "mmol/L" },
    });
    expect(preferences.statusCode).toBe(200);
    const now = new Date();
    const today = localDateOf(now, ZONE);
    const day = (at: Date) => localDateOf(at, ZONE);

    // Check-ins: 120 days ago (outside the trend), 3 days ago twice (the later one counts), today.
    // 10:00 and 12:00 at UTC−5 are the same day in Toronto, with or without daylight saving.
    const earlier = day(daysAgo(3));
    await post(bea, "/api/menopause/save-symptoms", checkIn(3, daysAgo(120)));
    await post(bea, "/api/menopause/save-symptoms", checkIn(1, new Date(`${earlier}T10:00:00-05:00`)));
    const threeDaysAgo = await post(
      bea,
      "/api/menopause/save-symptoms",
      checkIn(2, new Date(`${earlier}T12:00:00-05:00`)),
    );
    // A quick log is not a check-in.
    await post(bea, "/api/menopause/save-symptoms", {
      kind: "quick-log",
      symptom: "anxiety",
      value: 4,
      takenAt: now.toISOString(),
      timeZone: ZONE,
    });
    const first = await snapshotOf(bea);
    expect(first.checkIn).toMatchObject({ latest: { id: threeDaysAgo.id }, todayDone: false });
    expect(first.checkIn.previous?.score?.total).toBe(11);
    expect(first.checkIn.change).toBe(11);

    const todays = await post(bea, "/api/menopause/save-symptoms", checkIn(1, now));
    await post(bea, "/api/mood", { mood: 2, loggedAt: daysAgo(1).toISOString(), timeZone: ZONE });
    const mood = await post(bea, "/api/mood", { mood: 4, loggedAt: now.toISOString(), timeZone: ZONE });
    await post(bea, "/api/glucose", {
      value: 200,
      unit: "mg/dL",
      measurementType: "random",
      takenAt: daysAgo(10).toISOString(),
      timeZone: ZONE,
    });
    await post(bea, "/api/glucose", {
      value: 100,
      unit: "mg/dL",
      measurementType: "fasting",
      takenAt: daysAgo(3).toISOString(),
      timeZone: ZONE,
    });
    const glucose = await post(bea, "/api/glucose", {
      value: 6.7,
      unit: "mmol/L",
      measurementType: "fasting",
      takenAt: now.toISOString(),
      timeZone: ZONE,
    });

    const snapshot = await snapshotOf(bea);
    expect(snapshot.today).toBe(today);
    expect(snapshot.preferences).toEqual({ glucoseUnit: "mmol/L", hasDiabetes: false, timeZone: ZONE });
    expect(snapshot.checkIn).toMatchObject({
      latest: { id: todays.id, score: { total: 11, band: "moderate" } },
      previous: { id: threeDaysAgo.id, score: { total: 22 } },
      change: -11,
      todayDone: true,
    });
    expect(snapshot.checkIn.latest?.answers).toHaveProperty("vaginal-dryness", 1);
    expect(snapshot.trend).toEqual([
      { localDate: earlier, total: 22, somatic: 8, psychological: 8, urogenital: 6 },
      { localDate: today, total: 11, somatic: 4, psychological: 4, urogenital: 3 },
    ]);
    expect(snapshot.mood).toMatchObject({
      streak: { days: 2, lastLocalDate: today },
      latest: { id: mood.id, mood: 4 },
      todayLogged: true,
    });
    expect(snapshot.glucose).toEqual({
      latest: expect.objectContaining({ id: glucose.id, valueMgDl: 121, value: 6.7, band: "raised" }),
      last7DaysAverageMgDl: 110.5,
    });
    expect(snapshot.firstRun).toBe(false);

    // Another client's snapshot has none of it.
    const cleo = await client();
    expect((await snapshotOf(cleo)).firstRun).toBe(true);
  });

  it("takes today from the zone asked for, and refuses an unknown zone", async () => {
    const dana = await client();
    const zone = "Pacific/Kiritimati";
    expect((await snapshotOf(dana, `?timeZone=${encodeURIComponent(zone)}`)).today).toBe(
      localDateOf(new Date(), zone),
    );
    const bad = await call(dana, { url: "/api/health/snapshot?timeZone=Mars%2FBase" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.timeZone).toBe(HEALTH_DATA_MESSAGES.timeZoneRequired);
  });

  it("has no streak when the latest mood is older than yesterday", async () => {
    const edith = await client();
    await post(edith, "/api/mood", { mood: 3, loggedAt: daysAgo(4).toISOString(), timeZone: "UTC" });
    await post(edith, "/api/mood", { mood: 3, loggedAt: daysAgo(5).toISOString(), timeZone: "UTC" });
    const snapshot = await snapshotOf(edith);
    expect(snapshot.mood).toMatchObject({
      streak: { days: 0, lastLocalDate: localDateOf(daysAgo(4), "UTC") },
      todayLogged: false,
    });
  });

  it("is refused to other roles", async () => {
    for (const role of [ROLE_IDS.practitioner, ROLE_IDS.reviewer, ROLE_IDS.superAdmin]) {
      const person = await makePerson(t, role, true);
      const response = await t.app.inject({
        url: "/api/health/snapshot",
        headers: bearer(await signIn(t, person)),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});
