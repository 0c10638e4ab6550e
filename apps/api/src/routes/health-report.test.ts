import {
  CONTENT_TOPICS,
  fhirBundleSchema,
  HEALTH_DATA_MESSAGES,
  HEALTH_REPORT_MESSAGES,
  localDateOf,
  MRS_ITEM_SLUGS,
  MRS_ITEMS,
  ROLE_IDS,
  type ContentTopic,
} from "@pkg/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentItems, contentRevisions } from "../db/schema";
import { DEFAULT_PDF_TEXT_LIMITS, readPdfTextInWorker } from "../lib/pdf-text";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { makePerson, signIn, type Person } from "../test/people";

let t: TestApp;
const lines: string[] = [];
const tokens = new Map<Person, string>();
let ann: Person;
let bea: Person;
let practitioner: Person;

async function call(who: Person, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens.get(who)!) } });
}

async function person(roleId: (typeof ROLE_IDS)[keyof typeof ROLE_IDS]) {
  const someone = await makePerson(t, roleId, true);
  tokens.set(someone, await signIn(t, someone));
  return someone;
}

const ZONE = "Europe/London";
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const daysAgo = (days: number) => hoursAgo(days * 24);

const answers = (value: number, changes: Record<string, number> = {}) => ({
  ...Object.fromEntries(MRS_ITEM_SLUGS.map((slug) => [slug, value])),
  ...changes,
});

async function saveCheckIn(who: Person, takenAt: string, changes: Record<string, number>, value = 0) {
  const saved = await call(who, {
    method: "POST",
    url: "/api/menopause/save-symptoms",
    payload: { kind: "check-in", answers: answers(value, changes), takenAt, timeZone: ZONE },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return saved.json<{ id: string; localDate: string; score: { total: number } }>();
}

async function quickLog(who: Person, symptom: string, value: number, takenAt: string) {
  const saved = await call(who, {
    method: "POST",
    url: "/api/menopause/save-symptoms",
    payload: { kind: "quick-log", symptom, value, takenAt, timeZone: ZONE },
  });
  expect(saved.statusCode, saved.body).toBe(201);
}

let published = 0;
/** A published item of the library, straight into the tables (the workflow has its own tests). */
async function publish(
  title: string,
  topics: ContentTopic[],
  audience: "clients" | "practitioners" = "clients",
) {
  published += 1;
  const db = t.database.db;
  const [item] = await db
    .insert(contentItems)
    .values({ status: "live", everPublished: true })
    .returning({ id: contentItems.id });
  const [revision] = await db
    .insert(contentRevisions)
    .values({ contentId: item!.id, number: 1, title, summary: `About ${title}`, topics, audience })
    .returning({ id: contentRevisions.id });
  // Later items are newer: the order of the lists is the order they were made in here.
  await db
    .update(contentItems)
    .set({ publishedRevisionId: revision!.id, publishedAt: new Date(Date.UTC(2026, 0, 1, 0, published)) })
    .where(eq(contentItems.id, item!.id));
  return item!.id;
}

const pdfText = (data: Buffer) =>
  readPdfTextInWorker(data, { ...DEFAULT_PDF_TEXT_LIMITS, maxPages: 100, timeLimitMs: 60_000 });

beforeAll(async () => {
  t = await createTestApp({ logLines: lines });
  ann = await person(ROLE_IDS.client);
  bea = await person(ROLE_IDS.client);
  practitioner = await person(ROLE_IDS.practitioner);
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

describe("recommendations and symptom folders", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.sleepOld = await publish("Sleep basics", ["sleep-problems"]);
    ids.flushes = await publish("Cooling hot flushes", ["hot-flushes-and-sweating", "sleep-problems"]);
    ids.sleepNew = await publish("Night waking", ["sleep-problems"]);
    ids.forStaff = await publish("Prescribing for insomnia", ["sleep-problems"], "practitioners");
    ids.anxiety = await publish("Calming anxiety", ["anxiety"]);
    ids.anxietyStaff = await publish("Anxiety screening tools", ["anxiety"], "practitioners");
    ids.joints = await publish("Aching joints", ["joint-and-muscle-discomfort"]);
    ids.joints2 = await publish("Moving with stiff joints", ["joint-and-muscle-discomfort", "exercise"]);
    ids.dryness = await publish("Vaginal dryness", ["vaginal-dryness"]);
    ids.sleep3 = await publish("Sleep and alcohol", ["sleep-problems"]);
    ids.sleep4 = await publish("Sleep hygiene", ["sleep-problems"]);
  });

  it("answers empty lists before the first check-in, even with quick logs", async () => {
    const carla = await person(ROLE_IDS.client);
    await quickLog(carla, "anxiety", 4, hoursAgo(2));
    const response = await call(carla, { url: "/api/menopause/recommendations" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ symptoms: [], items: [] });
  });

  it("recommends up to 6 items for clients for the worst symptoms, worst first, each symptom in turn", async () => {
    await saveCheckIn(ann, daysAgo(30), { "hot-flushes-sweating": 4 });
    // The latest check-in counts, the older one not at all.
    await saveCheckIn(ann, daysAgo(3), {
      "sleep-problems": 4,
      "joint-muscle-discomfort": 3,
      anxiety: 1,
      "vaginal-dryness": 2,
      irritability: 1,
    });
    // Newer quick logs of the last 14 days change the values; an older one does not.
    await quickLog(ann, "anxiety", 3, daysAgo(1));
    await quickLog(ann, "vaginal-dryness", 1, hoursAgo(5));
    await quickLog(ann, "irritability", 4, daysAgo(4));

    const response = await call(ann, { url: "/api/menopause/recommendations" });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      symptoms: { slug: string; label: string; value: number }[];
      items: { id: string; title: string; summary: string; topics: string[]; matchedSymptom: string }[];
    }>();
    // Anxiety and joints tie at 3: the scale's order puts anxiety first.
    expect(body.symptoms).toEqual([
      { slug: "sleep-problems", label: "Sleep problems", value: 4 },
      { slug: "anxiety", label: "Anxiety", value: 3 },
      { slug: "joint-muscle-discomfort", label: "Joint and muscle discomfort", value: 3 },
    ]);
    expect(body.items.map((item) => [item.id, item.matchedSymptom])).toEqual([
      [ids.sleep4, "sleep-problems"],
      [ids.anxiety, "anxiety"],
      [ids.joints2, "joint-muscle-discomfort"],
      [ids.sleep3, "sleep-problems"],
      [ids.joints, "joint-muscle-discomfort"],
      [ids.sleepNew, "sleep-problems"],
    ]);
    expect(body.items[0]).toMatchObject({
      title: "Sleep hygiene",
      summary: "About Sleep hygiene",
      topics: ["sleep-problems"],
    });
    expect(response.body).not.toContain(ids.forStaff);
    expect(response.body).not.toContain(ids.anxietyStaff);
  });

  it("answers symptoms without items when the library has nothing on them", async () => {
    await saveCheckIn(bea, hoursAgo(2), { "bladder-problems": 2, "heart-discomfort": 2 });
    const response = await call(bea, { url: "/api/menopause/recommendations" });
    expect(response.json()).toEqual({
      symptoms: [
        { slug: "heart-discomfort", label: "Heart discomfort", value: 2 },
        { slug: "bladder-problems", label: "Bladder problems", value: 2 },
      ],
      items: [],
    });
  });

  it("lists the eleven symptom folders in the scale's order, counting only what the caller may read", async () => {
    const folders = async (who: Person) => {
      const response = await call(who, { url: "/api/folders/symptoms-subfolders" });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ folders: { slug: string; label: string; count: number }[] }>().folders;
    };
    const forClient = await folders(ann);
    expect(forClient.map((folder) => folder.label)).toEqual(MRS_ITEMS.map((item) => item.name));
    for (const folder of forClient) {
      expect(CONTENT_TOPICS.find((topic) => topic.slug === folder.slug)?.label).toBe(folder.label);
    }
    const count = (list: typeof forClient, slug: string) =>
      list.find((folder) => folder.slug === slug)?.count;
    expect(count(forClient, "sleep-problems")).toBe(5);
    expect(count(forClient, "anxiety")).toBe(1);
    expect(count(forClient, "hot-flushes-and-sweating")).toBe(1);
    expect(count(forClient, "joint-and-muscle-discomfort")).toBe(2);
    expect(count(forClient, "bladder-problems")).toBe(0);

    const forStaff = await folders(practitioner);
    expect(count(forStaff, "sleep-problems")).toBe(6);
    expect(count(forStaff, "anxiety")).toBe(2);
  });
});

describe("the clinician report and the FHIR export", () => {
  let dora: Person;
  const glucoseTakenAt: string[] = [];
  const today = () => localDateOf(new Date(), ZONE);

  beforeAll(async () => {
    dora = await person(ROLE_IDS.client);
    await saveCheckIn(dora, daysAgo(40), { "hot-flushes-sweating": 4, "sleep-problems": 3 }, 1);
    await saveCheckIn(dora, daysAgo(10), { "hot-flushes-sweating": 3, anxiety: 2 }, 1);
    // Outside the default 90 days.
    await saveCheckIn(dora, daysAgo(200), {}, 4);
    await quickLog(dora, "anxiety", 3, daysAgo(2));
    const mood = await call(dora, {
      method: "POST",
      url: "/api/mood",
      payload: { mood: 2, note: "A private worry", tags: ["sleep"], loggedAt: daysAgo(5), timeZone: ZONE },
    });
    expect(mood.statusCode, mood.body).toBe(201);
    const history = await call(dora, {
      method: "POST",
      url: "/api/health-history",
      payload: {
        conditions: ["Hypothyroidism"],
        medications: [
          {
            name: "Estradiol patch",
            dose: "50 micrograms",
            startDate: "2025-10-01",
            hormoneTherapy: { type: "estrogen", route: "patch" },
          },
        ],
        heightCm: 170,
      },
    });
    expect(history.statusCode, history.body).toBe(200);
    // Dora reads glucose in mmol/L: a meter reading entered so, and a CGM reading in mg/dL.
    const unit = await call(dora, {
      method: "PUT",
      url: "/api/user/preferences",
      payload: { glucoseUnit: "mmol/L" },
    });
    expect(unit.statusCode, unit.body).toBe(200);
    glucoseTakenAt.push(daysAgo(6), daysAgo(4));
    for (const [index, payload] of [
      { value: 5.5, unit: "mmol/L", measurementType: "fasting", notes: "Before the school run" },
      { value: 180, unit: "mg/dL", measurementType: "cgm" },
    ].entries()) {
      const saved = await call(dora, {
        method: "POST",
        url: "/api/glucose",
        payload: { ...payload, takenAt: glucoseTakenAt[index], timeZone: ZONE },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
  });

  it(
    "sends a PDF of the last 90 days by default, with the MRS total in its text",
    { timeout: 60_000 },
    async () => {
      const response = await call(dora, {
        url: `/api/health/report.pdf?timeZone=${encodeURIComponent(ZONE)}`,
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      const to = today();
      const from = localDateOf(new Date(Date.parse(`${to}T12:00:00Z`) - 89 * 86_400_000), "UTC");
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="haven-health-report-${from}-to-${to}.pdf"`,
      );
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const text = await pdfText(response.rawPayload);
      // The latest check-in: 11 at 1, hot flushes 3 (+2), anxiety 2 (+1) = 14.
      expect(text).toContain("Latest MRS total: 14 (Moderate)");
      expect(text).toContain("Check-ins: 2");
      expect(text).toContain("1 quick log of single symptoms");
      expect(text).toContain("Average mood: 2.0 of 5 (Bad)");
      expect(text).toContain("Hypothyroidism");
      expect(text).toContain("Estradiol patch");
      // Glucose in Dora's unit first: 99 and 180 mg/dL average 139.5 mg/dL, 7.8 mmol/L.
      expect(text).not.toContain("No glucose readings in this period.");
      expect(text).toContain("Readings: 2");
      expect(text).toContain("Average: 7.8 mmol/L (140 mg/dL)");
      expect(text).toMatch(/Fasting 1 5\.5 99/);
      // CGM time in range without diabetes: 70-140 mg/dL, which 180 is not in.
      expect(text).toContain("CGM time in range: 0.0% of 1 readings within 3.9-7.8 mmol/L");
      expect(text).not.toContain("A private worry");
      expect(text).not.toContain("Before the school run");
    },
  );

  it("covers the period asked for and only the caller's data", { timeout: 60_000 }, async () => {
    const from = localDateOf(new Date(Date.now() - 365 * 86_400_000), ZONE);
    const to = today();
    const response = await call(dora, { url: `/api/health/report.pdf?from=${from}&to=${to}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(`haven-health-report-${from}-to-${to}.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Check-ins: 3");
    expect(text).toContain("Highest MRS total: 44 (Severe)");

    const other = await call(bea, { url: `/api/health/report.pdf?from=${from}&to=${to}` });
    const otherText = await pdfText(other.rawPayload);
    expect(otherText).not.toContain("Estradiol patch");
    expect(otherText).not.toContain("Check-ins: 3");
    expect(otherText).toContain("No glucose readings in this period.");
  });

  it("sends the period as a FHIR R4 Bundle", async () => {
    const from = localDateOf(new Date(Date.now() - 60 * 86_400_000), ZONE);
    const to = today();
    const response = await call(dora, { url: `/api/health/export.json?from=${from}&to=${to}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/fhir\+json/);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="haven-health-export-${from}-to-${to}.json"`,
    );
    const bundle = fhirBundleSchema.parse(response.json());
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });
    const types = bundle.entry.map((entry) => entry.resource.resourceType);
    expect(types).toEqual([
      "Patient",
      "QuestionnaireResponse",
      "QuestionnaireResponse",
      "Observation",
      "Observation",
      "Observation",
    ]);
    expect(bundle.entry[0]!.resource).toMatchObject({
      id: dora.userId,
      name: [{ text: expect.any(String) }],
    });
    const responses = bundle.entry.flatMap((entry) =>
      entry.resource.resourceType === "QuestionnaireResponse" ? [entry.resource] : [],
    );
    expect(responses.map((each) => each.item.at(-1))).toEqual([
      { linkId: "mrs-total", text: "MRS total", answer: [{ valueInteger: 16 }] },
      { linkId: "mrs-total", text: "MRS total", answer: [{ valueInteger: 14 }] },
    ]);
    // Glucose in mg/dL (UCUM) whatever the unit it was entered in, at the instant in UTC, oldest first.
    const glucose = bundle.entry.flatMap((entry) =>
      entry.resource.resourceType === "Observation" && entry.resource.valueQuantity ? [entry.resource] : [],
    );
    expect(
      glucose.map((each) => [each.code.coding?.[0], each.valueQuantity, each.effectiveDateTime]),
    ).toEqual([
      [
        {
          system: "http://loinc.org",
          code: "41653-7",
          display: "Glucose [Mass/volume] in Capillary blood by Glucometer",
        },
        { value: 99, unit: "mg/dL", system: "http://unitsofmeasure.org", code: "mg/dL" },
        glucoseTakenAt[0],
      ],
      [
        {
          system: "http://loinc.org",
          code: "99504-3",
          display: "Glucose [Mass/volume] in Interstitial fluid",
        },
        { value: 180, unit: "mg/dL", system: "http://unitsofmeasure.org", code: "mg/dL" },
        glucoseTakenAt[1],
      ],
    ]);
    for (const each of glucose) expect(each.effectiveDateTime).toMatch(/Z$/);
    for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);

    // A period before the readings has none of them.
    const early = localDateOf(new Date(Date.now() - 8 * 86_400_000), ZONE);
    const before = await call(dora, { url: `/api/health/export.json?from=${from}&to=${early}` });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.body).not.toContain("41653-7");
    expect(before.body).not.toContain("99504-3");
  });

  it("counts today in the person's zone when the query has none, and in UTC before one is set", async () => {
    const erin = await person(ROLE_IDS.client);
    const fileTo = async () => {
      const response = await call(erin, { url: "/api/health/export.json" });
      expect(response.statusCode, response.body).toBe(200);
      return /-to-(\d{4}-\d{2}-\d{2})\.json"$/.exec(response.headers["content-disposition"] as string)?.[1];
    };
    expect(await fileTo()).toBe(localDateOf(new Date(), "UTC"));
    // UTC+14: a day ahead of UTC for most of each UTC day.
    const zone = "Pacific/Kiritimati";
    const set = await call(erin, {
      method: "PUT",
      url: "/api/user/preferences",
      payload: { timeZone: zone },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await fileTo()).toBe(localDateOf(new Date(), zone));
  });

  it("refuses a bad period with 400 and the field's message", async () => {
    const future = localDateOf(new Date(Date.now() + 3 * 86_400_000), "UTC");
    const cases: [string, string, string][] = [
      ["from=2026-02-30", "from", HEALTH_DATA_MESSAGES.dayFormat],
      ["to=tomorrow", "to", HEALTH_DATA_MESSAGES.dayFormat],
      [`to=${future}`, "to", HEALTH_DATA_MESSAGES.dateInFuture],
      ["from=2025-03-02&to=2025-03-01", "from", HEALTH_DATA_MESSAGES.rangeOrder],
      ["from=2021-01-01&to=2025-01-01", "from", HEALTH_REPORT_MESSAGES.rangeTooLong],
      ["timeZone=Mars%2FOlympus", "timeZone", HEALTH_DATA_MESSAGES.timeZoneRequired],
    ];
    for (const path of ["/api/health/report.pdf", "/api/health/export.json"]) {
      for (const [query, field, message] of cases) {
        const response = await call(dora, { url: `${path}?${query}` });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json().fieldErrors?.[field], response.body).toBe(message);
      }
    }
  });

  it("documents the downloads' media types and the period's query in the OpenAPI document", async () => {
    type Operation = {
      parameters: { name: string; in: string }[];
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json<{
      paths: Record<string, { get: Operation }>;
    }>();
    const report = document.paths["/api/health/report.pdf"]!.get;
    const exported = document.paths["/api/health/export.json"]!.get;
    expect(Object.keys(report.responses["200"]!.content ?? {})).toEqual(["application/pdf"]);
    expect(Object.keys(exported.responses["200"]!.content ?? {})).toEqual(["application/fhir+json"]);
    for (const operation of [report, exported]) {
      expect(operation.parameters.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual([
        "query from",
        "query to",
        "query timeZone",
      ]);
      expect(Object.keys(operation.responses).sort()).toEqual(["200", "400", "401", "403"]);
    }
  });

  it("never writes health values to the log", () => {
    const log = lines.join("");
    expect(lines.length).toBeGreaterThan(0);
    for (const value of [
      "A private worry",
      "Estradiol",
      "Hypothyroidism",
      "Sleep basics",
      "mrs-total",
      "Before the school run",
    ]) {
      expect(log).not.toContain(value);
    }
  });
});
