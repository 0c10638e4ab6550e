import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "../seed";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { loadSeedLibrary } from "./library";
import { seedContentLibrary, seedHistory } from "./seed-library";

let t: TestApp;
const tokens: Record<string, string> = {};

async function get(email: string, url: string) {
  const response = await t.app.inject({ url, headers: bearer(tokens[email]!) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db);
  for (const account of DEMO_ACCOUNTS) {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: account.email, password: DEMO_PASSWORD },
    });
    tokens[account.email] = login.json().accessToken;
  }
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

// Seeding and reading the library back take seconds alone, many more on a busy machine: a test's
// time is no assertion.
describe("seeding the content library", { timeout: 120_000 }, () => {
  it("loads every item once, and a second run adds nothing", async () => {
    const items = await loadSeedLibrary();
    expect(await seedContentLibrary(t.database.db)).toEqual({ created: items.length, existing: 0 });
    expect(await seedContentLibrary(t.database.db)).toEqual({ created: 0, existing: items.length });
    const counts = await get("admin@example.com", "/api/content/status");
    const byStatus = (status: string) => items.filter((item) => item.status === status).length;
    expect(counts).toEqual({
      "ai-generated": byStatus("raw-ai"),
      draft: byStatus("raw"),
      "in-review": byStatus("ready-for-review") + byStatus("waiting") + byStatus("second-review-requested"),
      approved: byStatus("ready-to-publish"),
      published: byStatus("live"),
      archived: byStatus("archived"),
    });
  });

  it("reads a seeded article back through the API, with its reviewers and history", async () => {
    const items = await loadSeedLibrary();
    const seeded = items.find((item) => item.status === "live" && item.audience === "clients")!;
    const list = await get("client@example.com", `/api/content/published?pageSize=100`);
    expect(list.total).toBe(
      items.filter((item) => item.status === "live" && item.audience === "clients").length,
    );
    const listed = list.items.find((item: { title: string }) => item.title === seeded.title);
    const article = await get("client@example.com", `/api/content/published/${listed.id}`);
    expect(article).toMatchObject({
      title: seeded.title,
      summary: seeded.summary,
      documentText: seeded.body,
      sources: seeded.sources,
      reviewedAt: `${seeded.reviewedOn}T12:00:00.000Z`,
    });
    const names = Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.email, account.name]));
    expect(article.reviewers.map((person: { name: string }) => person.name)).toEqual(
      seeded.reviewers.map((email) => names[email]),
    );
    const full = await get("admin@example.com", `/api/content/${listed.id}`);
    expect(full.history.map((row: { action: string }) => row.action).at(-1)).toBe("publish");
    expect(full.needsReReview).toBe(false);
  });

  it("keeps the comments of a sent-back item in its history", async () => {
    const items = await loadSeedLibrary();
    const sentBack = items.find((item) => item.comments.some((comment) => comment.action === "send-back"))!;
    const drafts = await get("admin@example.com", `/api/content/by-status/draft?pageSize=100`);
    const row = drafts.items.find((item: { title: string }) => item.title === sentBack.title);
    const full = await get("admin@example.com", `/api/content/${row.id}`);
    expect(
      full.history.map((entry: { action: string; comment: string | null }) => [entry.action, entry.comment]),
    ).toEqual(sentBack.comments.map((comment) => [comment.action, comment.text]));
  });

  it("finds hot-flush passages when asked about hot flashes", async () => {
    const { passages } = await get(
      "client@example.com",
      `/api/content/retrieve?q=${encodeURIComponent("hot flash")}`,
    );
    expect(passages.length).toBeGreaterThan(0);
    const items = await loadSeedLibrary();
    const hotFlushTitles = new Set(
      items.filter((item) => item.topics.includes("hot-flushes-and-sweating")).map((item) => item.title),
    );
    expect(hotFlushTitles.has(passages[0].title)).toBe(true);
    expect(passages.some((passage: { text: string }) => /hot flush/i.test(passage.text))).toBe(true);
  });

  it("walks every item's history to its status", async () => {
    for (const item of await loadSeedLibrary()) {
      const events = seedHistory(item);
      const expected = item.status === "raw-ai" ? "raw" : item.status;
      expect(events.at(-1)?.to ?? "raw", item.slug).toBe(expected);
      for (const [index, event] of events.entries()) {
        if (index > 0) expect(event.from, item.slug).toBe(events[index - 1]!.to);
      }
    }
  });
});
