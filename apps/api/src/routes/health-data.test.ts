import { randomUUID } from "node:crypto";

import { localDateOf, MRS_ITEM_SLUGS, previousDay, ROLE_IDS } from "@pkg/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { glucoseEntries, healthHistories, moodEntries, symptomEntries } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { makePerson, signIn, type Person } from "../test/people";

let t: TestApp;
const lines: string[] = [];
let ann: Person;
let bea: Person;
const tokens = new Map<Person, string>();

async function call(who: Person, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens.get(who)!) } });
}

const ZONE = "America/Phoenix"; // UTC−7 all year: 23:30 there is 06:30 UTC on the next day.
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
/** The instant of a local wall-clock time in Phoenix. */
const phoenix = (day: string, time: string) => new Date(`${day}T${time}:00-07:00`).toISOString();

/** Every item at `value`, with one item changed. */
const answers = (value: number, changes: Record<string, number> = {}) => ({
  ...Object.fromEntries(MRS_ITEM_SLUGS.map((slug) => [slug, value])),
  ...changes,
});

const checkIn = (value: number, takenAt = hoursAgo(1), changes: Record<string, number> = {}) => ({
  kind: "check-in",
  answers: answers(value, changes),
  takenAt,
  timeZone: ZONE,
});

beforeAll(async () => {
  t = await createTestApp({ logLines: lines });
  ann = await makePerson(t, ROLE_IDS.client, true);
  bea = await makePerson(t, ROLE_IDS.client, true);
  for (const person of [ann, bea]) tokens.set(person, await signIn(t, person));
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

describe("MRS check-ins and quick logs", () => {
  it("saves a full check-in with its score, and a quick log without one", async () => {
    const full = await call(ann, {
      method: "POST",
      url: "/api/menopause/save-symptoms",
      payload: checkIn(1, hoursAgo(2), { "hot-flushes-sweating": 4, "vaginal-dryness": 3 }),
    });
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json()).toMatchObject({
      kind: "check-in",
      timeZone: ZONE,
      score: { total: 16, band: "severe", subscales: { somatic: 7, psychological: 4, urogenital: 5 } },
    });
    expect(Object.keys(full.json().answers)).toHaveLength(11);

    const quick = await call(ann, {
      method: "POST",
      url: "/api/menopause/save-symptoms",
      payload: {
        kind: "quick-log",
        symptom: "sleep-problems",
        value: 3,
        takenAt: hoursAgo(1),
        timeZone: ZONE,
      },
    });
    expect(quick.statusCode, quick.body).toBe(201);
    expect(quick.json()).toMatchObject({ kind: "quick-log", answers: { "sleep-problems": 3 }, score: null });
  });

  it("lists the caller's own entries in a range of local days, newest first, one page at a time", async () => {
    const days = ["2026-01-05", "2026-01-12", "2026-01-19"];
    for (const day of days) {
      const saved = await call(bea, {
        method: "POST",
        url: "/api/menopause/save-symptoms",
        payload: checkIn(2, phoenix(day, "23:30")),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      // 23:30 in Phoenix is the next day in UTC; the entry belongs to the local day.
      expect(saved.json().localDate).toBe(day);
    }
    const all = await call(bea, { url: "/api/menopause/symptoms" });
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((entry: { localDate: string }) => entry.localDate)).toEqual(
      [...days].reverse(),
    );
    expect(all.json()).toMatchObject({ total: 3, page: 1, pageSize: 100 });

    const range = await call(bea, {
      url: "/api/menopause/symptoms?from=2026-01-06&to=2026-01-19&pageSize=1",
    });
    expect(range.json()).toMatchObject({ total: 2, pageSize: 1 });
    expect(range.json().items.map((entry: { localDate: string }) => entry.localDate)).toEqual(["2026-01-19"]);
    const second = await call(bea, {
      url: "/api/menopause/symptoms?from=2026-01-06&to=2026-01-19&pageSize=1&page=2",
    });
    expect(second.json().items[0].localDate).toBe("2026-01-12");

    const others = await call(ann, { url: "/api/menopause/symptoms?to=2026-01-31" });
    expect(others.json().total).toBe(0);
    const backwards = await call(bea, { url: "/api/menopause/symptoms?from=2026-02-01&to=2026-01-01" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.from).toBe("The start date must be on or before the end date");
    const tooBig = await call(bea, { url: "/api/menopause/symptoms?pageSize=100000" });
    expect(tooBig.statusCode).toBe(400);
  });

  it("edits and deletes only the caller's own entries (404 otherwise)", async () => {
    const saved = await call(ann, {
      method: "POST",
      url: "/api/menopause/save-symptoms",
      payload: checkIn(1),
    });
    const url = `/api/menopause/symptoms/${saved.json().id}`;

    const stolenEdit = await call(bea, { method: "PUT", url, payload: checkIn(4) });
    expect(stolenEdit.statusCode).toBe(404);
    const stolenDelete = await call(bea, { method: "DELETE", url });
    expect(stolenDelete.statusCode).toBe(404);

    const edited = await call(ann, { method: "PUT", url, payload: checkIn(2) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().score).toMatchObject({ total: 22, band: "severe" });
    const asQuickLog = await call(ann, {
      method: "PUT",
      url,
      payload: { kind: "quick-log", symptom: "anxiety", value: 1, takenAt: hoursAgo(3), timeZone: "UTC" },
    });
    expect(asQuickLog.json()).toMatchObject({ kind: "quick-log", answers: { anxiety: 1 }, score: null });

    expect((await call(ann, { method: "DELETE", url })).statusCode).toBe(200);
    expect((await call(ann, { method: "DELETE", url })).statusCode).toBe(404);
    const missing = await call(ann, {
      method: "PUT",
      url: `/api/menopause/symptoms/${randomUUID()}`,
      payload: checkIn(1),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
  });

  it("refuses bad input with 400 and the field's message, and saves nothing", async () => {
    const before = await call(ann, { url: "/api/menopause/symptoms" });
    const cases: [Record<string, unknown>, string, string][] = [
      [
        checkIn(1, hoursAgo(1), { "hot-flushes-sweating": 5 }),
        "answers.hot-flushes-sweating",
        "Choose a value from 0 to 4 for Hot flushes and sweating",
      ],
      [
        checkIn(1, hoursAgo(1), { anxiety: 1.5 }),
        "answers.anxiety",
        "Choose a value from 0 to 4 for Anxiety",
      ],
      [
        checkIn(1, new Date(Date.now() + 86_400_000).toISOString()),
        "takenAt",
        "The date cannot be in the future",
      ],
      [{ ...checkIn(1), timeZone: undefined }, "timeZone", "Choose your time zone (e.g. Europe/London)"],
      [
        { ...checkIn(1), timeZone: "Mars/Olympus_Mons" },
        "timeZone",
        "Choose your time zone (e.g. Europe/London)",
      ],
      [
        { ...checkIn(1), takenAt: "yesterday" },
        "takenAt",
        "Enter a date and time (ISO 8601, e.g. 2026-05-01T08:30:00Z)",
      ],
      [
        { kind: "quick-log", symptom: "headache", value: 1, takenAt: hoursAgo(1), timeZone: ZONE },
        "symptom",
        "Choose a symptom from the list",
      ],
      [
        { kind: "quick-log", symptom: "anxiety", value: 5, takenAt: hoursAgo(1), timeZone: ZONE },
        "value",
        "Choose a value from 0 to 4",
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(ann, { method: "POST", url: "/api/menopause/save-symptoms", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors?.[field], response.body).toBe(message);
    }
    const after = await call(ann, { url: "/api/menopause/symptoms" });
    expect(after.json().total).toBe(before.json().total);
  });
});

describe("mood", () => {
  it("logs moods, counts an entry at 23:30 local time for that local day, and keeps the streak in local days", async () => {
    const carla = await makePerson(t, ROLE_IDS.client, true);
    tokens.set(carla, await signIn(t, carla));
    const today = localDateOf(new Date(), ZONE);
    const yesterday = previousDay(today);
    const dayBefore = previousDay(yesterday);

    const late = await call(carla, {
      method: "POST",
      url: "/api/mood",
      payload: {
        mood: 2,
        note: "Woke at three, again",
        tags: ["sleep"],
        loggedAt: phoenix(dayBefore, "23:30"),
        timeZone: ZONE,
      },
    });
    expect(late.statusCode, late.body).toBe(201);
    expect(late.json()).toMatchObject({
      mood: 2,
      note: "Woke at three, again",
      tags: ["sleep"],
      localDate: dayBefore,
    });
    // In UTC it is the next day: only the local day gives two days in a row below.
    expect(late.json().loggedAt.slice(0, 10)).toBe(yesterday);

    const morning = await call(carla, {
      method: "POST",
      url: "/api/mood",
      payload: { mood: 4, loggedAt: phoenix(yesterday, "10:00"), timeZone: ZONE },
    });
    expect(morning.json()).toMatchObject({ note: null, tags: [], localDate: yesterday });

    const listed = await call(carla, { url: "/api/mood" });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().streak).toEqual({ days: 2, lastLocalDate: yesterday });
    expect(listed.json().items.map((entry: { mood: number }) => entry.mood)).toEqual([4, 2]);

    const todays = await call(carla, {
      method: "POST",
      url: "/api/mood",
      payload: { mood: 5, loggedAt: new Date().toISOString(), timeZone: ZONE },
    });
    expect(todays.json().localDate).toBe(today);
    const withToday = await call(carla, { url: `/api/mood?timeZone=${encodeURIComponent(ZONE)}` });
    expect(withToday.json().streak).toEqual({ days: 3, lastLocalDate: today });
    const ranged = await call(carla, { url: `/api/mood?from=${yesterday}&to=${yesterday}` });
    expect(ranged.json()).toMatchObject({ total: 1, streak: { days: 3 } });

    // A gap breaks the run: without the middle day, only today counts.
    expect((await call(carla, { method: "DELETE", url: `/api/mood/${morning.json().id}` })).statusCode).toBe(
      200,
    );
    expect((await call(carla, { url: "/api/mood" })).json().streak).toEqual({
      days: 1,
      lastLocalDate: today,
    });
    // Another person's mood is not theirs to delete.
    expect((await call(ann, { method: "DELETE", url: `/api/mood/${todays.json().id}` })).statusCode).toBe(
      404,
    );
    expect((await call(ann, { url: "/api/mood" })).json()).toMatchObject({
      items: [],
      total: 0,
      streak: { days: 0, lastLocalDate: null },
    });
  });

  it("has no streak when the latest mood is older than yesterday", async () => {
    const dora = await makePerson(t, ROLE_IDS.client, true);
    tokens.set(dora, await signIn(t, dora));
    await call(dora, {
      method: "POST",
      url: "/api/mood",
      payload: { mood: 3, loggedAt: hoursAgo(24 * 5), timeZone: "UTC" },
    });
    expect((await call(dora, { url: "/api/mood" })).json().streak.days).toBe(0);
  });

  it("refuses a mood out of range, a long note, unknown or too many tags and a future date", async () => {
    const base = { mood: 3, loggedAt: hoursAgo(1), timeZone: ZONE };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, mood: 6 }, "mood", "Choose a mood from 1 (Awful) to 5 (Great)"],
      [{ ...base, mood: 0 }, "mood", "Choose a mood from 1 (Awful) to 5 (Great)"],
      [{ ...base, note: "x".repeat(501) }, "note", "The note must be at most 500 characters"],
      [{ ...base, tags: ["gardening"] }, "tags.0", "Choose a tag from the list"],
      [
        { ...base, tags: ["sleep", "work", "family", "social", "exercise", "food"] },
        "tags",
        "Choose at most 5 tags",
      ],
      [{ ...base, tags: ["sleep", "sleep"] }, "tags", "Choose each tag once"],
      [
        { ...base, loggedAt: new Date(Date.now() + 3_600_000).toISOString() },
        "loggedAt",
        "The date cannot be in the future",
      ],
      [{ mood: 3, loggedAt: hoursAgo(1) }, "timeZone", "Choose your time zone (e.g. Europe/London)"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(ann, { method: "POST", url: "/api/mood", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors?.[field], response.body).toBe(message);
    }
  });
});

describe("health history", () => {
  const history = {
    conditions: ["Hypothyroidism"],
    medications: [
      {
        name: "Estradiol",
        dose: "50 mcg",
        startDate: "2025-09-01",
        hormoneTherapy: { type: "estrogen", route: "patch" },
      },
      { name: "Levothyroxine", dose: "75 mcg" },
    ],
    allergies: ["Penicillin"],
    surgeries: { hysterectomy: false, oophorectomy: "none" },
    familyHistory: { breastCancer: true, heartDisease: false, osteoporosis: true },
    lastMenstrualPeriod: "2025-11-20",
    smoking: "former",
    alcoholUnitsPerWeek: 4,
    heightCm: 165,
    weightKg: 68.5,
  };

  it("is empty before the first save, then saved and read back as a whole", async () => {
    const empty = await call(bea, { url: "/api/health-history" });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ updatedAt: null });

    const saved = await call(bea, { method: "POST", url: "/api/health-history", payload: history });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(history);
    expect(Date.parse(saved.json().updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await call(bea, { url: "/api/health-history" })).json()).toEqual(saved.json());

    // Saved as a whole: what the new history leaves out is gone.
    const replaced = await call(bea, {
      method: "POST",
      url: "/api/health-history",
      payload: { heightCm: 166 },
    });
    expect(replaced.json()).toEqual({ heightCm: 166, updatedAt: expect.any(String) });
    expect((await call(ann, { url: "/api/health-history" })).json()).toEqual({ updatedAt: null });
  });

  it("refuses values out of bounds with the field's message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ heightCm: 500 }, "heightCm", "Enter a height between 100 and 250 cm"],
      [{ weightKg: 5 }, "weightKg", "Enter a weight between 25 and 350 kg"],
      [{ alcoholUnitsPerWeek: -1 }, "alcoholUnitsPerWeek", "Enter between 0 and 100 units of alcohol a week"],
      [{ lastMenstrualPeriod: "2999-01-01" }, "lastMenstrualPeriod", "Enter a past date (YYYY-MM-DD)"],
      [{ smoking: "sometimes" }, "smoking", "Choose never, former or current"],
      [
        { medications: [{ name: "HRT", hormoneTherapy: { type: "estrogen", route: "nasal" } }] },
        "medications.0.hormoneTherapy.route",
        "Choose how the hormone therapy is taken",
      ],
      [
        { conditions: Array.from({ length: 31 }, (_, i) => `Condition ${i}`) },
        "conditions",
        "Add at most 30 items",
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(ann, { method: "POST", url: "/api/health-history", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors?.[field], response.body).toBe(message);
    }
  });
});

describe("a client's health data", () => {
  it("is refused to other roles", async () => {
    const coach = await makePerson(t, ROLE_IDS.practitioner, true);
    const token = await signIn(t, coach);
    for (const url of ["/api/menopause/symptoms", "/api/mood", "/api/health-history"]) {
      expect((await t.app.inject({ url, headers: bearer(token) })).statusCode).toBe(403);
    }
  });

  it("goes with the account when it is deleted", async () => {
    const eve = await makePerson(t, ROLE_IDS.client, true);
    tokens.set(eve, await signIn(t, eve));
    await call(eve, { method: "POST", url: "/api/menopause/save-symptoms", payload: checkIn(2) });
    await call(eve, {
      method: "POST",
      url: "/api/mood",
      payload: { mood: 3, loggedAt: hoursAgo(1), timeZone: ZONE },
    });
    await call(eve, { method: "POST", url: "/api/health-history", payload: { heightCm: 170 } });
    await call(eve, {
      method: "POST",
      url: "/api/glucose",
      payload: {
        value: 5.4,
        unit: "mmol/L",
        measurementType: "fasting",
        takenAt: hoursAgo(1),
        timeZone: ZONE,
      },
    });
    const rows = async () => {
      const db = t.database.db;
      return [
        (await db.select().from(symptomEntries).where(eq(symptomEntries.userId, eve.userId))).length,
        (await db.select().from(moodEntries).where(eq(moodEntries.userId, eve.userId))).length,
        (await db.select().from(healthHistories).where(eq(healthHistories.userId, eve.userId))).length,
        (await db.select().from(glucoseEntries).where(eq(glucoseEntries.userId, eve.userId))).length,
      ];
    };
    expect(await rows()).toEqual([1, 1, 1, 1]);
    const deleted = await call(eve, {
      method: "DELETE",
      url: "/api/user/delete-account",
      payload: { password: eve.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rows()).toEqual([0, 0, 0, 0]);
  });

  it("never reaches the log", () => {
    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(0);
    for (const value of [
      "Woke at three",
      "Estradiol",
      "Hypothyroidism",
      "hot-flushes-sweating",
      "heightCm",
      '"mood"',
    ]) {
      expect(log).not.toContain(value);
    }
  });
});
