import { randomUUID } from "node:crypto";

import { GLUCOSE_MESSAGES, HEALTH_DATA_MESSAGES, ROLE_IDS } from "@pkg/contracts";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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

async function client(): Promise<Person> {
  const person = await makePerson(t, ROLE_IDS.client, true);
  tokens.set(person, await signIn(t, person));
  return person;
}

const ZONE = "America/Toronto";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const reading = (changes: Record<string, unknown> = {}) => ({
  value: 92,
  unit: "mg/dL",
  measurementType: "fasting",
  takenAt: hoursAgo(2),
  timeZone: ZONE,
  ...changes,
});

type Entry = { id: string; localDate: string; valueMgDl: number; band: string; seekCare: string | null };

beforeAll(async () => {
  t = await createTestApp({ logLines: lines });
  ann = await client();
  bea = await client();
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

describe("glucose readings", () => {
  it("logs a reading, lists it, changes it and deletes it", async () => {
    const saved = await call(ann, {
      method: "POST",
      url: "/api/glucose",
      payload: reading({ notes: "  Before the morning walk  " }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      valueMgDl: 92,
      value: 92,
      unit: "mg/dL",
      measurementType: "fasting",
      notes: "Before the morning walk",
      timeZone: ZONE,
      band: "in-range",
      seekCare: null,
    });
    const url = `/api/glucose/${saved.json().id}`;

    const listed = await call(ann, { url: "/api/glucose" });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, page: 1, pageSize: 100 });
    expect(listed.json().items[0]).toEqual(saved.json());

    const edited = await call(ann, {
      method: "PUT",
      url,
      payload: reading({ value: 165, measurementType: "after-meal-2h", notes: "" }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: saved.json().id,
      valueMgDl: 165,
      measurementType: "after-meal-2h",
      notes: null,
      band: "raised",
    });

    expect((await call(ann, { method: "DELETE", url })).statusCode).toBe(200);
    expect((await call(ann, { method: "DELETE", url })).statusCode).toBe(404);
    const missing = await call(ann, {
      method: "PUT",
      url: `/api/glucose/${randomUUID()}`,
      payload: reading(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
    expect((await call(ann, { url: "/api/glucose" })).json().total).toBe(0);
  });

  it("stores mmol/L as mg/dL and answers the value as it was entered", async () => {
    const carla = await client();
    const saved = await call(carla, {
      method: "POST",
      url: "/api/glucose",
      payload: reading({ value: 5.5, unit: "mmol/L" }),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ valueMgDl: 99, value: 5.5, unit: "mmol/L", band: "in-range" });
    const listed = await call(carla, { url: "/api/glucose" });
    expect(listed.json().items[0]).toMatchObject({ valueMgDl: 99, value: 5.5, unit: "mmol/L" });
    expect(listed.json().summary.averageMgDl).toBe(99);
  });

  it("refuses bad readings with 400 and the field's message, and loses nothing already saved", async () => {
    const dora = await client();
    const kept = await call(dora, { method: "POST", url: "/api/glucose", payload: reading({ value: 104 }) });
    expect(kept.statusCode).toBe(201);
    const cases: [Record<string, unknown>, string, string][] = [
      [reading({ value: 2000 }), "value", GLUCOSE_MESSAGES.valueRange("mg/dL")],
      [reading({ value: 0.5, unit: "mmol/L" }), "value", GLUCOSE_MESSAGES.valueRange("mmol/L")],
      [reading({ value: 19 }), "value", "Enter a value between 20 and 600 mg/dL"],
      [reading({ value: 33.4, unit: "mmol/L" }), "value", "Enter a value between 1.2 and 33.3 mmol/L"],
      [reading({ unit: undefined }), "unit", GLUCOSE_MESSAGES.unitRequired],
      [reading({ unit: "mg" }), "unit", GLUCOSE_MESSAGES.unitRequired],
      [reading({ value: undefined }), "value", GLUCOSE_MESSAGES.valueRequired],
      [reading({ value: "92" }), "value", GLUCOSE_MESSAGES.valueRequired],
      [reading({ measurementType: "lunch" }), "measurementType", GLUCOSE_MESSAGES.typeRequired],
      [
        reading({ takenAt: new Date(Date.now() + 86_400_000).toISOString() }),
        "takenAt",
        HEALTH_DATA_MESSAGES.dateInFuture,
      ],
      [reading({ timeZone: "Mars/Olympus_Mons" }), "timeZone", HEALTH_DATA_MESSAGES.timeZoneRequired],
      [reading({ notes: "x".repeat(501) }), "notes", GLUCOSE_MESSAGES.notesTooLong],
    ];
    for (const [payload, field, message] of cases) {
      const created = await call(dora, { method: "POST", url: "/api/glucose", payload });
      expect(created.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(created.json().fieldErrors?.[field], created.body).toBe(message);
      // The same refusal when an existing reading is changed, which then stays as it was.
      const edited = await call(dora, { method: "PUT", url: `/api/glucose/${kept.json().id}`, payload });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().fieldErrors?.[field], edited.body).toBe(message);
    }
    const after = await call(dora, { url: "/api/glucose" });
    expect(after.json().total).toBe(1);
    expect(after.json().items[0]).toEqual(kept.json());
  });

  it("gives the seek-care advice from 54 mg/dL (3.0 mmol/L) down, and not at 55", async () => {
    const emma = await client();
    const post = async (payload: Record<string, unknown>) =>
      (await call(emma, { method: "POST", url: "/api/glucose", payload })).json<Entry>();
    expect(await post(reading({ value: 55 }))).toMatchObject({ band: "low", seekCare: null });
    expect(await post(reading({ value: 54 }))).toMatchObject({ band: "low", seekCare: "very-low" });
    expect(await post(reading({ value: 3.0, unit: "mmol/L" }))).toMatchObject({
      valueMgDl: 54,
      seekCare: "very-low",
    });
    expect(await post(reading({ value: 300, measurementType: "random" }))).toMatchObject({
      band: "high",
      seekCare: null,
    });
    expect(await post(reading({ value: 301, measurementType: "random" }))).toMatchObject({
      band: "high",
      seekCare: "very-high",
    });
  });

  it("counts a reading at 23:30 local time for that local day", async () => {
    const fay = await client();
    // 23:30 in Toronto in January (UTC−5) is 04:30 UTC on the next day.
    const takenAt = "2026-01-15T23:30:00-05:00";
    const saved = await call(fay, { method: "POST", url: "/api/glucose", payload: reading({ takenAt }) });
    expect(saved.json()).toMatchObject({ localDate: "2026-01-15", takenAt: "2026-01-16T04:30:00.000Z" });
    const thatDay = await call(fay, { url: "/api/glucose?from=2026-01-15&to=2026-01-15" });
    expect(thatDay.json().total).toBe(1);
    const nextDay = await call(fay, { url: "/api/glucose?from=2026-01-16&to=2026-01-16" });
    expect(nextDay.json().total).toBe(0);
  });

  it("pages newest first, and summarises the whole range and type, not only the page", async () => {
    const gia = await client();
    const days = ["2026-02-01", "2026-02-02", "2026-02-03", "2026-02-04"];
    const values = [90, 110, 150, 60];
    for (const [index, day] of days.entries()) {
      const saved = await call(gia, {
        method: "POST",
        url: "/api/glucose",
        payload: reading({ value: values[index], takenAt: `${day}T08:00:00-05:00` }),
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    for (const value of [150, 130, 200]) {
      await call(gia, {
        method: "POST",
        url: "/api/glucose",
        payload: reading({ value, measurementType: "cgm", takenAt: "2026-02-02T12:00:00-05:00" }),
      });
    }

    const page = await call(gia, { url: "/api/glucose?measurementType=fasting&pageSize=2" });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items.map((entry: Entry) => entry.localDate)).toEqual(["2026-02-04", "2026-02-03"]);
    expect(page.json()).toMatchObject({ total: 4, pageSize: 2 });
    expect(page.json().summary).toEqual({
      count: 4,
      averageMgDl: 102.5,
      byType: [{ measurementType: "fasting", count: 4, averageMgDl: 102.5 }],
      byBand: { low: 1, "below-target": 0, "in-range": 1, raised: 1, high: 1 },
      timeInRange: null,
    });
    const second = await call(gia, { url: "/api/glucose?measurementType=fasting&pageSize=2&page=2" });
    expect(second.json().items.map((entry: Entry) => entry.valueMgDl)).toEqual([110, 90]);

    const range = await call(gia, { url: "/api/glucose?from=2026-02-02&to=2026-02-03" });
    expect(range.json().total).toBe(5);
    expect(range.json().summary.byType).toEqual([
      { measurementType: "fasting", count: 2, averageMgDl: 130 },
      { measurementType: "cgm", count: 3, averageMgDl: 160 },
    ]);
    expect(range.json().summary.timeInRange).toEqual({ percent: 33.3, readings: 3, low: 70, high: 140 });

    const backwards = await call(gia, { url: "/api/glucose?from=2026-03-01&to=2026-02-01" });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors.from).toBe(HEALTH_DATA_MESSAGES.rangeOrder);
    const unknownType = await call(gia, { url: "/api/glucose?measurementType=lunch" });
    expect(unknownType.json().fieldErrors.measurementType).toBe(GLUCOSE_MESSAGES.typeRequired);

    // The chart's daily means: every day of the range and type, oldest first, no paging.
    const daily = await call(gia, { url: "/api/glucose/daily-averages?from=2026-02-02" });
    expect(daily.statusCode, daily.body).toBe(200);
    expect(daily.json().days).toEqual([
      { localDate: "2026-02-02", averageMgDl: 147.5, count: 4 },
      { localDate: "2026-02-03", averageMgDl: 150, count: 1 },
      { localDate: "2026-02-04", averageMgDl: 60, count: 1 },
    ]);
    const cgmDaily = await call(gia, { url: "/api/glucose/daily-averages?measurementType=cgm" });
    expect(cgmDaily.json().days).toEqual([{ localDate: "2026-02-02", averageMgDl: 160, count: 3 }]);
    const dailyBackwards = await call(gia, {
      url: "/api/glucose/daily-averages?from=2026-03-01&to=2026-02-01",
    });
    expect(dailyBackwards.statusCode).toBe(400);
    expect(dailyBackwards.json().fieldErrors.from).toBe(HEALTH_DATA_MESSAGES.rangeOrder);
  });

  it("bands readings with the person's current 'I have diabetes' setting", async () => {
    const hana = await client();
    await call(hana, { method: "POST", url: "/api/glucose", payload: reading({ value: 110 }) });
    await call(hana, {
      method: "POST",
      url: "/api/glucose",
      payload: reading({ value: 170, measurementType: "after-meal-2h" }),
    });
    const bands = async () =>
      (await call(hana, { url: "/api/glucose" })).json<{ items: Entry[]; summary: { byBand: object } }>();

    const without = await bands();
    expect(without.items.map((entry) => [entry.valueMgDl, entry.band])).toEqual([
      [170, "raised"],
      [110, "raised"],
    ]);

    const switched = await call(hana, {
      method: "PUT",
      url: "/api/user/preferences",
      payload: { hasDiabetes: true },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json()).toMatchObject({ glucoseUnit: "mg/dL", hasDiabetes: true, timeZone: null });
    const withDiabetes = await bands();
    expect(withDiabetes.items.map((entry) => entry.band)).toEqual(["in-range", "in-range"]);
    expect(withDiabetes.summary.byBand).toMatchObject({ "in-range": 2, raised: 0 });
    // A reading made now is banded the same way.
    const made = await call(hana, { method: "POST", url: "/api/glucose", payload: reading({ value: 75 }) });
    expect(made.json().band).toBe("below-target");
  });
});

describe("importing readings", () => {
  it("saves all of them, or none with the bad reading's field named", async () => {
    const ida = await client();
    const readings = [
      reading({ value: 95, takenAt: hoursAgo(30) }),
      reading({ value: 7.8, unit: "mmol/L", measurementType: "after-meal-2h", takenAt: hoursAgo(26) }),
      reading({ value: 101, takenAt: hoursAgo(6) }),
    ];
    const bad = await call(ida, {
      method: "POST",
      url: "/api/glucose/import",
      payload: { readings: [readings[0], { ...readings[1], value: 45 }, readings[2]] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ "readings.1.value": GLUCOSE_MESSAGES.valueRange("mmol/L") });
    expect((await call(ida, { url: "/api/glucose" })).json().total).toBe(0);

    const future = await call(ida, {
      method: "POST",
      url: "/api/glucose/import",
      payload: {
        readings: [...readings, reading({ takenAt: new Date(Date.now() + 86_400_000).toISOString() })],
      },
    });
    expect(future.json().fieldErrors).toEqual({ "readings.3.takenAt": HEALTH_DATA_MESSAGES.dateInFuture });
    const empty = await call(ida, { method: "POST", url: "/api/glucose/import", payload: { readings: [] } });
    expect(empty.json().fieldErrors).toEqual({ readings: GLUCOSE_MESSAGES.importEmpty });
    expect((await call(ida, { url: "/api/glucose" })).json().total).toBe(0);

    const good = await call(ida, { method: "POST", url: "/api/glucose/import", payload: { readings } });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json()).toEqual({ imported: 3 });
    const listed = await call(ida, { url: "/api/glucose" });
    expect(listed.json().items.map((entry: Entry) => entry.valueMgDl)).toEqual([101, 140, 95]);
  });

  it("saves a large import in one go", async () => {
    const jo = await client();
    const start = Date.now() - 40 * 86_400_000;
    const readings = Array.from({ length: 2500 }, (_, index) =>
      reading({
        value: 80 + (index % 60),
        measurementType: "cgm",
        takenAt: new Date(start + index * 900_000).toISOString(),
      }),
    );
    const imported = await call(jo, { method: "POST", url: "/api/glucose/import", payload: { readings } });
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(201);
    expect(imported.json()).toEqual({ imported: 2500 });
    const listed = await call(jo, { url: "/api/glucose?pageSize=1" });
    expect(listed.json()).toMatchObject({ total: 2500, summary: { count: 2500 } });
  });
});

describe("a client's glucose readings", () => {
  it("cannot be read, changed or deleted by another client", async () => {
    const saved = await call(ann, {
      method: "POST",
      url: "/api/glucose",
      payload: reading({ value: 123, notes: "An unmistakable private note" }),
    });
    const url = `/api/glucose/${saved.json().id}`;
    const others = await call(bea, { url: "/api/glucose" });
    expect(others.json().total).toBe(0);
    expect(others.body).not.toContain("unmistakable");
    expect((await call(bea, { method: "PUT", url, payload: reading({ value: 80 }) })).statusCode).toBe(404);
    expect((await call(bea, { method: "DELETE", url })).statusCode).toBe(404);
    const own = await call(ann, { url: "/api/glucose" });
    expect(own.json().items.find((entry: Entry) => entry.id === saved.json().id)).toMatchObject({
      valueMgDl: 123,
    });
  });

  it("are refused to practitioners and reviewers (403)", async () => {
    for (const role of [ROLE_IDS.practitioner, ROLE_IDS.reviewer, ROLE_IDS.superAdmin]) {
      const person = await makePerson(t, role, true);
      const headers = bearer(await signIn(t, person));
      const requests: InjectOptions[] = [
        { url: "/api/glucose" },
        { method: "POST", url: "/api/glucose", payload: reading() },
        { method: "PUT", url: `/api/glucose/${randomUUID()}`, payload: reading() },
        { method: "DELETE", url: `/api/glucose/${randomUUID()}` },
        { method: "POST", url: "/api/glucose/import", payload: { readings: [reading()] } },
      ];
      for (const request of requests) {
        const response = await t.app.inject({ ...request, headers });
        expect(response.statusCode, `${request.method ?? "GET"} ${request.url} as ${role}`).toBe(403);
      }
    }
  });

  it("never reach the log", () => {
    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(0);
    for (const value of ["unmistakable", "morning walk", "valueMgDl", '"value"', "mmol/L"]) {
      expect(log).not.toContain(value);
    }
  });
});

describe("the person's preferences", () => {
  it("start at mg/dL, no diabetes and no zone, and change a part at a time for any role", async () => {
    const coach = await makePerson(t, ROLE_IDS.practitioner, true);
    const headers = bearer(await signIn(t, coach));
    const read = await t.app.inject({ url: "/api/user/preferences", headers });
    expect(read.statusCode).toBe(200);
    // No zone until one is set (the browser's at the first sign-in): days count in UTC till then.
    expect(read.json()).toEqual({
      glucoseUnit: "mg/dL",
      hasDiabetes: false,
      timeZone: null,
      theme: "system",
      emailOptOuts: [],
    });

    const zone = await t.app.inject({
      method: "PUT",
      url: "/api/user/preferences",
      headers,
      payload: { timeZone: "Europe/Paris" },
    });
    expect(zone.json()).toMatchObject({ glucoseUnit: "mg/dL", hasDiabetes: false, timeZone: "Europe/Paris" });
    const unit = await t.app.inject({
      method: "PUT",
      url: "/api/user/preferences",
      headers,
      payload: { glucoseUnit: "mmol/L" },
    });
    expect(unit.json()).toMatchObject({
      glucoseUnit: "mmol/L",
      hasDiabetes: false,
      timeZone: "Europe/Paris",
    });
    // The next request, on the same session, reads the new values.
    expect((await t.app.inject({ url: "/api/user/preferences", headers })).json()).toEqual(unit.json());
  });

  it("refuses an unknown zone, unit or a non-boolean setting with the field's message", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ timeZone: "Mars/Olympus_Mons" }, "timeZone", HEALTH_DATA_MESSAGES.timeZoneRequired],
      // A zone once set cannot be unset.
      [{ timeZone: null }, "timeZone", HEALTH_DATA_MESSAGES.timeZoneRequired],
      [{ timeZone: "" }, "timeZone", HEALTH_DATA_MESSAGES.timeZoneRequired],
      [{ glucoseUnit: "mmol" }, "glucoseUnit", GLUCOSE_MESSAGES.unitRequired],
      [{ hasDiabetes: "yes" }, "hasDiabetes", "Choose whether you have diabetes"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call(ann, { method: "PUT", url: "/api/user/preferences", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors?.[field], response.body).toBe(message);
    }
    expect((await call(ann, { url: "/api/user/preferences" })).json()).toMatchObject({
      glucoseUnit: "mg/dL",
      hasDiabetes: false,
      timeZone: null,
    });
    expect((await t.app.inject({ url: "/api/user/preferences" })).statusCode).toBe(401);
  });
});
