import {
  CONTENT_MESSAGES,
  ROLE_IDS,
  type ContentListResponse,
  type PublishedContentListResponse,
  type PublishedListItem,
  type TextMarks,
} from "@pkg/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentItems } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { seedAndSignIn } from "../test/assistant";
import { makePerson, signIn, type Person } from "../test/people";

let t: TestApp;
let writer: Person;
let reviewer: Person;
let admin: Person;
let client: Person;
const tokens = new Map<Person, string>();

async function call(who: Person, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens.get(who)!) } });
}

const NICE = {
  title: "Menopause: identification and management",
  publisher: "NICE",
  year: 2024,
  url: "https://www.nice.org.uk/guidance/ng23",
};

/** Writes an item as `writer`, and walks it through review to Live. */
async function publish(item: Record<string, unknown>): Promise<string> {
  const created = await call(writer, {
    method: "POST",
    url: "/api/content",
    payload: { sources: [NICE], ...item },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: string }>().id;
  const steps: [Person, Record<string, unknown>][] = [
    [writer, { action: "submit" }],
    [reviewer, { action: "assign", reviewerId: reviewer.userId }],
    [reviewer, { action: "approve", comment: "Clear and correct." }],
    [writer, { action: "publish" }],
  ];
  for (const [who, payload] of steps) {
    const response = await call(who, { method: "POST", url: `/api/content/${id}/status`, payload });
    expect(response.statusCode, response.body).toBe(200);
  }
  return id;
}

let forClients: string;
let forPractitioners: string;

beforeAll(async () => {
  t = await createTestApp();
  [writer, reviewer, admin, client] = await Promise.all([
    makePerson(t, ROLE_IDS.practitioner, true),
    makePerson(t, ROLE_IDS.reviewer, true),
    makePerson(t, ROLE_IDS.superAdmin, true),
    makePerson(t, ROLE_IDS.client, true),
  ]);
  for (const person of [writer, reviewer, admin, client]) tokens.set(person, await signIn(t, person));
  forClients = await publish({
    title: "Hot flushes: what helps",
    summary: "Hot flushes are the most common symptom of the menopause.",
    documentText:
      "## Why they happen\n\nFalling oestrogen affects the body's thermostat.\n\n## What helps\n\nLayers, a fan and cutting down on alcohol can help with hot flushes.",
    topics: ["hot-flushes-and-sweating"],
  });
  forPractitioners = await publish({
    title: "Talking about HRT risks with clients",
    summary: "How to explain the absolute risks of hormone therapy.",
    documentText: "## Absolute risk\n\nExplain risks as numbers out of 1,000 women.",
    topics: ["hormone-therapy"],
    audience: "practitioners",
  });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

describe("reading the published library", () => {
  it("shows clients only items for clients, with their reviewers and sources", async () => {
    const list = await call(client, { url: "/api/content/published" });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([forClients]);
    expect(list.json().total).toBe(1);
    const item = await call(client, { url: `/api/content/published/${forClients}` });
    expect(item.json()).toMatchObject({
      title: "Hot flushes: what helps",
      reviewers: [{ id: reviewer.userId }],
      sources: [NICE],
      reviewedAt: expect.any(String),
    });
    const hidden = await call(client, { url: `/api/content/published/${forPractitioners}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain("HRT");
  });

  it("shows practitioners every published item, filtered by topic and text", async () => {
    const all = await call(writer, { url: "/api/content/published" });
    expect(all.json().total).toBe(2);
    const byTopic = await call(writer, { url: "/api/content/published?topic=hormone-therapy" });
    expect(byTopic.json().items.map((item: { id: string }) => item.id)).toEqual([forPractitioners]);
    const byText = await call(writer, { url: `/api/content/published?q=${encodeURIComponent("hot flash")}` });
    expect(byText.json().items.map((item: { id: string }) => item.id)).toEqual([forClients]);
  });

  it("retrieves passages by synonym, and never an item for practitioners for a client", async () => {
    const flash = await call(client, { url: `/api/content/retrieve?q=${encodeURIComponent("hot flash")}` });
    expect(flash.statusCode).toBe(200);
    const passages = flash.json().passages as { contentId: string; heading: string; rank: number }[];
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((passage) => passage.contentId === forClients)).toBe(true);
    // "Hot flushes" is in the item's title, so every passage of it is found; "What helps" names
    // them in its own text too ("can help with hot flushes"), so it answers better and comes first.
    expect(passages.map((passage) => passage.heading)).toEqual(["What helps", "Why they happen"]);
    expect(passages[0]!.rank).toBeGreaterThan(passages[1]!.rank);
    const hrt = await call(client, { url: `/api/content/retrieve?q=${encodeURIComponent("MHT risk")}` });
    expect(hrt.json().passages).toEqual([]);
    const forStaff = await call(writer, { url: `/api/content/retrieve?q=${encodeURIComponent("MHT risk")}` });
    expect(forStaff.json().passages[0].contentId).toBe(forPractitioners);
  });

  it("ranks passages with every concept of the query first, then fills up with the others", async () => {
    const retrieve = async (q: string) => {
      const response = await call(client, { url: `/api/content/retrieve?q=${encodeURIComponent(q)}` });
      expect(response.statusCode).toBe(200);
      return response.json().passages as { heading: string; rank: number }[];
    };
    // "What helps" names hot flushes and alcohol, "Why they happen" only hot flushes (in its title
    // and summary). "and" is a stop-word, not a concept to match.
    const both = await retrieve("hot flashes and alcohol");
    expect(both.map((passage) => passage.heading)).toEqual(["What helps", "Why they happen"]);
    // Concepts that never meet in one passage still find each one's passage.
    const apart = await retrieve("thermostat alcohol");
    expect(apart.map((passage) => passage.heading).sort()).toEqual(["What helps", "Why they happen"]);
    expect(await retrieve("the and at")).toEqual([]);
  });
});

describe("the library for writers and reviewers", () => {
  it("lists by label with counts, filters and paging", async () => {
    const draft = await call(writer, {
      method: "POST",
      url: "/api/content",
      payload: { title: "Sleep and night sweats" },
    });
    expect(draft.json()).toMatchObject({ status: "raw", label: "draft" });
    const counts = await call(writer, { url: "/api/content/status" });
    expect(counts.json()).toEqual({
      "ai-generated": 0,
      draft: 1,
      "in-review": 0,
      approved: 0,
      published: 2,
      archived: 0,
    });
    const published = await call(writer, { url: "/api/content/by-status/published?pageSize=1&page=2" });
    expect(published.json()).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(published.json().items).toHaveLength(1);
    const drafts = await call(reviewer, { url: "/api/content/by-status/draft" });
    expect(drafts.json().total).toBe(0);
    const unknown = await call(writer, { url: "/api/content/by-status/live" });
    expect(unknown.statusCode).toBe(400);

    await call(writer, {
      method: "PUT",
      url: `/api/content/${draft.json().id}`,
      payload: { title: "Sleep and night sweats", sources: [NICE], topics: ["sleep-problems"] },
    });
    await call(writer, {
      method: "POST",
      url: `/api/content/${draft.json().id}/status`,
      payload: { action: "submit" },
    });
    await call(admin, {
      method: "POST",
      url: `/api/content/${draft.json().id}/status`,
      payload: { action: "assign", reviewerId: reviewer.userId },
    });
    const mine = await call(reviewer, { url: "/api/content/by-status/in-review?assignedToMe=true" });
    expect(mine.json().items.map((item: { id: string }) => item.id)).toEqual([draft.json().id]);
    expect(mine.json().items[0].reviewers).toEqual([{ id: reviewer.userId, name: expect.any(String) }]);
    const notAdmins = await call(admin, { url: "/api/content/by-status/in-review?assignedToMe=true" });
    expect(notAdmins.json().total).toBe(0);
    const byText = await call(reviewer, {
      url: "/api/content/by-status/in-review?q=sweats&topic=sleep-problems",
    });
    expect(byText.json().total).toBe(1);
    const otherTopic = await call(reviewer, {
      url: "/api/content/by-status/in-review?q=sweats&topic=anxiety",
    });
    expect(otherTopic.json().total).toBe(0);
  });

  it("answers the reviewers who may be assigned", async () => {
    const response = await call(writer, { url: "/api/user/reviewers" });
    const ids = response.json().reviewers.map((person: { id: string }) => person.id);
    expect(ids).toEqual(expect.arrayContaining([reviewer.userId, admin.userId]));
    expect(ids).not.toContain(writer.userId);
    expect(ids).not.toContain(client.userId);
  });

  it("marks items citing an updated source as needing re-review", async () => {
    const before = await call(reviewer, { url: "/api/library/status" });
    expect(before.json()).toMatchObject({ pastDueReviews: 0, citingUpdatedSources: 0 });
    expect(before.json().byStatus.live).toBe(2);
    const marked = await call(admin, {
      method: "POST",
      url: "/api/library/sources/updated",
      payload: { url: NICE.url },
    });
    expect(marked.json()).toMatchObject({ url: NICE.url, citingItems: 2 });
    const after = await call(reviewer, { url: "/api/library/status" });
    expect(after.json().citingUpdatedSources).toBe(2);
    expect((await call(writer, { url: `/api/content/${forClients}` })).json().needsReReview).toBe(true);
    const list = await call(writer, { url: "/api/content/by-status/published" });
    expect(list.json().items.every((item: { needsReReview: boolean }) => item.needsReReview)).toBe(true);
  });

  it("keeps the live text readable while its next revision is reviewed", async () => {
    const id = await publish({
      title: "Vaginal dryness",
      documentText: "## Treatment\n\nVaginal oestrogen helps.",
    });
    const edit = await call(writer, {
      method: "PUT",
      url: `/api/content/${id}`,
      payload: { title: "Vaginal dryness", sources: [NICE], documentText: "## Treatment\n\nRevised advice." },
    });
    expect(edit.json()).toMatchObject({ status: "raw", working: { number: 2 }, published: { number: 1 } });
    const read = await call(client, { url: `/api/content/published/${id}` });
    expect(read.json().documentText).toContain("Vaginal oestrogen helps.");
    const deleted = await call(writer, { method: "DELETE", url: `/api/content/${id}` });
    expect(deleted.statusCode).toBe(409);
  });
});

describe("reviews past due, the author filter, and what an approved item allows", () => {
  /** A source no other item cites: 'Needs re-review' then comes from the date alone. */
  const WHO = {
    title: "Menopause: fact sheet",
    publisher: "World Health Organization",
    year: 2024,
    url: "https://www.who.int/news-room/fact-sheets/detail/menopause",
  };

  it("shows 'Needs re-review' once an item's review date has passed, and counts it as past due", async () => {
    const id = await publish({ title: "Night sweats and bedding", sources: [WHO] });
    const fresh = await call(writer, { url: `/api/content/${id}` });
    expect(fresh.json()).toMatchObject({ needsReReview: false, reviewDueAt: expect.any(String) });
    expect((await call(reviewer, { url: "/api/library/status" })).json().pastDueReviews).toBe(0);

    // A year and a day later: the review date (12 months after publishing) has passed.
    const dueAt = new Date(Date.now() - 24 * 60 * 60 * 1000);
    await t.database.db.update(contentItems).set({ reviewDueAt: dueAt }).where(eq(contentItems.id, id));

    const item = await call(writer, { url: `/api/content/${id}` });
    expect(item.json()).toMatchObject({ needsReReview: true, reviewDueAt: dueAt.toISOString() });
    const listed = await call(reviewer, {
      url: `/api/content/by-status/published?q=${encodeURIComponent("bedding")}`,
    });
    expect(listed.json().items).toEqual([expect.objectContaining({ id, needsReReview: true })]);
    const status = await call(reviewer, { url: "/api/library/status" });
    expect(status.json().pastDueReviews).toBe(1);
  });

  it("filters the library by author, and answers a bad author id with the field's message", async () => {
    const byWriter = await call(writer, {
      method: "POST",
      url: "/api/content",
      payload: { title: "Written by the practitioner", sources: [NICE] },
    });
    const byAdmin = await call(admin, {
      method: "POST",
      url: "/api/content",
      payload: { title: "Written by the Super Admin", sources: [NICE] },
    });
    const ids = (response: { json: () => { items: { id: string }[] } }) =>
      response.json().items.map((item) => item.id);

    const writers = await call(admin, { url: `/api/content/by-status/draft?author=${writer.userId}` });
    expect(writers.statusCode).toBe(200);
    expect(ids(writers)).toContain(byWriter.json().id);
    expect(
      writers.json().items.every((item: { author: { id: string } }) => item.author.id === writer.userId),
    ).toBe(true);
    const admins = await call(admin, { url: `/api/content/by-status/draft?author=${admin.userId}` });
    expect(ids(admins)).toEqual([byAdmin.json().id]);
    // Someone who wrote nothing: no items, not an error.
    const nobody = await call(admin, { url: `/api/content/by-status/draft?author=${client.userId}` });
    expect(nobody.json()).toMatchObject({ items: [], total: 0 });
    // The filter narrows what the caller may see; it never widens it.
    const others = await call(writer, { url: `/api/content/by-status/draft?author=${admin.userId}` });
    expect(others.json().total).toBe(0);

    const bad = await call(admin, { url: "/api/content/by-status/draft?author=rae" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      fieldErrors: { author: CONTENT_MESSAGES.authorId },
    });
  });

  it("tells the author of an approved item what the workflow allows, and that path works", async () => {
    const created = await call(writer, {
      method: "POST",
      url: "/api/content",
      payload: { title: "Cooling the bedroom", sources: [NICE], documentText: "Keep the room cool." },
    });
    const id = created.json().id as string;
    const act = (who: Person, payload: Record<string, unknown>) =>
      call(who, { method: "POST", url: `/api/content/${id}/status`, payload });
    expect((await act(writer, { action: "submit" })).statusCode).toBe(200);
    expect((await act(reviewer, { action: "assign", reviewerId: reviewer.userId })).statusCode).toBe(200);
    expect((await act(reviewer, { action: "approve" })).statusCode).toBe(200);

    const edit = () =>
      call(writer, {
        method: "PUT",
        url: `/api/content/${id}`,
        payload: {
          title: "Cooling the bedroom",
          sources: [NICE],
          documentText: "Keep the room cool and dark.",
        },
      });
    const refused = await edit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CONTENT_MESSAGES.editApproved);
    // The message offers no way back to the author: the workflow has none from Approved.
    const sentBack = await act(reviewer, { action: "send-back", comment: "One more change." });
    expect(sentBack.statusCode).toBe(409);

    // What it does offer: publish, then edit the live item, which starts a new revision for review.
    expect((await act(writer, { action: "publish" })).statusCode).toBe(200);
    const revised = await edit();
    expect(revised.statusCode).toBe(200);
    expect(revised.json()).toMatchObject({ status: "raw", working: { number: 2 }, published: { number: 1 } });
  });
});

describe("searching the seed library", () => {
  let library: TestApp;
  let libraryTokens: Record<string, string> = {};
  const CLIENT = "client@example.com";
  const PRACTITIONER = "practitioner@example.com";
  const ADMIN = "admin@example.com";

  beforeAll(async () => {
    library = await createTestApp();
    ({ tokens: libraryTokens } = await seedAndSignIn(library));
  }, SETUP_TIMEOUT * 2);
  afterAll(async () => library?.close());

  async function get<T>(email: string, url: string): Promise<T> {
    const response = await library.app.inject({ url, headers: bearer(libraryTokens[email]!) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  }
  const search = (email: string, q: string, paging = "") =>
    get<PublishedContentListResponse>(
      email,
      `/api/content/published?q=${encodeURIComponent(q)}${paging ? `&${paging}` : ""}`,
    );

  /** The words of `text` the marks point at; the marks must be ordered, apart and inside it. */
  function marked(text: string, marks: TextMarks): string[] {
    let end = 0;
    for (const [from, to] of marks) {
      expect(from, JSON.stringify(marks)).toBeGreaterThanOrEqual(end);
      expect(to, JSON.stringify(marks)).toBeGreaterThan(from);
      expect(to, JSON.stringify(marks)).toBeLessThanOrEqual(text.length);
      end = to;
    }
    return marks.map(([from, to]) => text.slice(from, to));
  }
  const titleWords = (item: PublishedListItem) => marked(item.title, item.match!.title);

  it("orders the published list by relevance, with synonyms, and marks the matched words", async () => {
    const flashes = await search(CLIENT, "hot flashes");
    expect(flashes.total).toBeGreaterThan(0);
    const [first] = flashes.items;
    expect(first!.title).toMatch(/^Hot flushes and night sweats/);
    // "hot flashes" found "Hot flushes": the marks point at the words of the title that matched.
    expect(titleWords(first!)).toEqual(["Hot flushes"]);
    expect(marked(first!.summary, first!.match!.summary).map((word) => word.toLowerCase())).toContain(
      "hot flashes",
    );
    for (const item of flashes.items) {
      expect(item.audience).toBe("clients");
      for (const word of titleWords(item)) expect(word, item.title).toMatch(/^hot fl[ua]sh(es)?$/i);
      marked(item.summary, item.match!.summary);
      if (item.match!.excerpt) marked(item.match!.excerpt.text, item.match!.excerpt.marks);
    }
    // The items that name hot flushes in their title come before those that do not.
    const named = flashes.items.map((item) => titleWords(item).length > 0);
    expect(named.slice(0, 2)).toEqual([true, true]);
    expect(named.indexOf(false)).toBeGreaterThan(named.lastIndexOf(true));

    const hrt = await search(CLIENT, "HRT");
    const top = hrt.items.slice(0, 3);
    expect(
      top.some((item) => /\bHRT\b/.test(item.title)),
      top.map((item) => item.title).join("; "),
    ).toBe(true);
    // The synonyms are marked as well as the word typed.
    const whatIs = hrt.items.find((item) => item.title.startsWith("What is hormone therapy"))!;
    expect(titleWords(whatIs)).toEqual(expect.arrayContaining(["hormone therapy", "HRT"]));
  });

  it("reads a misspelt word as the library's word", async () => {
    const peri = await search(CLIENT, "perimenapause");
    expect(peri.items[0]?.title).toMatch(/^Perimenopause/);
    expect(titleWords(peri.items[0]!)).toEqual(["Perimenopause"]);
    const bones = await search(CLIENT, "osteoperosis");
    expect(bones.items.slice(0, 2).map((item) => item.title)).toContain(
      "Bone density scans and osteoporosis treatment",
    );
  });

  it("finds the items on the menopause for 'menapause'", async () => {
    const typo = await search(CLIENT, "menapause");
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.items.length).toBeGreaterThan(0);
    expect(
      typo.items.some((item) => titleWords(item).some((word) => /^menopause$/i.test(word))),
      typo.items.map((item) => item.title).join("; "),
    ).toBe(true);
  });

  it("never lists an item for practitioners to a client, and does to a practitioner", async () => {
    const forClient = await search(CLIENT, "HRT risks", "pageSize=100");
    expect(forClient.items.length).toBeGreaterThan(0);
    expect(forClient.items.every((item) => item.audience === "clients")).toBe(true);
    const forPractitioner = await search(PRACTITIONER, "HRT risks", "pageSize=100");
    expect(forPractitioner.total).toBeGreaterThan(forClient.total);
    expect(forPractitioner.items.map((item) => item.title)).toContain(
      "Talking with clients about HRT risks: a practitioner's guide",
    );
  });

  it("pages through the same order, with the same total on every page", async () => {
    const whole = await search(CLIENT, "hot flashes", "pageSize=100");
    expect(whole.total).toBe(whole.items.length);
    expect(whole.total).toBeGreaterThan(10);
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(whole.total / 4); page += 1) {
      const one = await search(CLIENT, "hot flashes", `pageSize=4&page=${page}`);
      expect(one).toMatchObject({ total: whole.total, page, pageSize: 4 });
      ids.push(...one.items.map((item) => item.id));
    }
    expect(ids).toEqual(whole.items.map((item) => item.id));
    const past = await search(CLIENT, "hot flashes", "pageSize=4&page=100");
    expect(past).toMatchObject({ items: [], total: whole.total });
  });

  it("keeps the newest first, without marks, when no text is typed", async () => {
    const plain = await get<PublishedContentListResponse>(CLIENT, "/api/content/published?pageSize=100");
    const empty = await search(CLIENT, "", "pageSize=100");
    expect(empty.total).toBe(plain.total);
    expect(empty.items.map((item) => item.id)).toEqual(plain.items.map((item) => item.id));
    const times = empty.items.map((item) => Date.parse(item.publishedAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(empty.items.every((item) => item.match === undefined)).toBe(true);
  });

  it("orders the workflow list by relevance to typed text, with synonyms", async () => {
    const titles = async (url: string) =>
      (await get<ContentListResponse>(ADMIN, url)).items.map((item) => item.title);
    const newest = await titles("/api/content/by-status/published?pageSize=100");
    const flashes = await titles(
      `/api/content/by-status/published?pageSize=100&q=${encodeURIComponent("hot flashes")}`,
    );
    expect(flashes.length).toBeGreaterThan(1);
    expect(flashes.length).toBeLessThan(newest.length);
    // The titles naming hot flushes first, the best of them first, whatever their age.
    expect(flashes[0]).toMatch(/^Hot flushes and night sweats/);
    const named = flashes.map((title) => /hot flush/i.test(title));
    expect(named.slice(0, 2)).toEqual([true, true]);
    expect(named.indexOf(false)).toBeGreaterThan(named.lastIndexOf(true));
    expect(newest.indexOf(flashes[0]!)).toBeGreaterThan(0);

    const hrt = await titles("/api/content/by-status/published?pageSize=100&q=HRT");
    expect(hrt[0]).toBe("What is hormone therapy (HRT or MHT)?");
    // Items in review are matched by their summary's words too ("hot flushes" for "hot flashes").
    const inReview = await titles(`/api/content/by-status/in-review?q=${encodeURIComponent("hot flashes")}`);
    expect(inReview).toEqual(["Alcohol and the menopause"]);
  });
});
