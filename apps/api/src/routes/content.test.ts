import { CONTENT_MESSAGES, ROLE_IDS } from "@pkg/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentItems } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
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
    // The title matches on every passage; the summary (weight B) is on the first one.
    expect(passages.map((passage) => passage.heading)).toEqual(["Why they happen", "What helps"]);
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
