import { ROLE_IDS } from "@pkg/contracts";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { makePerson, signIn, type Person } from "../test/people";

const NICE = {
  title: "Menopause: identification and management",
  publisher: "NICE",
  year: 2024,
  url: "https://www.nice.org.uk/guidance/ng23",
};
const BMS = {
  title: "Tools for clinicians",
  publisher: "British Menopause Society",
  year: 2023,
  url: "https://thebms.org.uk/publications/tools-for-clinicians/",
};
const DRAFT_ONLY = {
  title: "Sleep and the menopause",
  publisher: "Sleep Foundation",
  year: 2022,
  url: "https://www.sleepfoundation.org/menopause",
};

type Source = {
  url: string;
  title: string;
  publisher: string;
  year: number | null;
  publishedItems: number;
  items: number;
  markedAt: string | null;
  markedBy: { id: string; name: string } | null;
};

describe("the sources the library cites (Super Admin)", () => {
  let t: TestApp;
  let writer: Person;
  let reviewer: Person;
  let admin: Person;
  const tokens = new Map<Person, string>();

  const call = (who: Person, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens.get(who)!) } });

  async function write(sources: object[], title: string): Promise<string> {
    const created = await call(writer, {
      method: "POST",
      url: "/api/content",
      payload: { title, documentText: "## About\n\nText.", sources },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ id: string }>().id;
  }

  async function publish(sources: object[], title: string): Promise<string> {
    const id = await write(sources, title);
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

  const sources = async (query = "") => {
    const response = await call(admin, { url: `/api/admin/sources${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: Source[]; total: number; page: number; pageSize: number }>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    [writer, reviewer, admin] = await Promise.all([
      makePerson(t, ROLE_IDS.practitioner, true),
      makePerson(t, ROLE_IDS.reviewer, true),
      makePerson(t, ROLE_IDS.superAdmin, true),
    ]);
    for (const person of [writer, reviewer, admin]) tokens.set(person, await signIn(t, person));
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  it("answers an empty list before anything cites a source", async () => {
    expect(await sources()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
  });

  it("lists each URL once, with the items citing it (published ones and all)", async () => {
    await publish([NICE, BMS], "Hot flushes");
    const edited = await publish([NICE], "Night sweats");
    // A new working revision of a live item cites another source: drafts count in 'all'.
    const edit = await call(writer, {
      method: "PUT",
      url: `/api/content/${edited}`,
      payload: { title: "Night sweats", documentText: "## About\n\nRevised.", sources: [NICE, DRAFT_ONLY] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await write([{ ...BMS, title: "Tools (draft title)" }], "Joint pain");

    const list = await sources();
    expect(list.total).toBe(3);
    // Ordered by title.
    expect(list.items.map((source) => source.url)).toEqual([NICE.url, DRAFT_ONLY.url, BMS.url]);
    expect(list.items[0]).toEqual({
      ...NICE,
      publishedItems: 2,
      items: 2,
      markedAt: null,
      markedBy: null,
    });
    expect(list.items[1]).toMatchObject({ url: DRAFT_ONLY.url, publishedItems: 0, items: 1 });
    // A published revision's title wins over a draft's.
    expect(list.items[2]).toMatchObject({ title: BMS.title, publishedItems: 1, items: 2 });
  });

  it("searches titles, publishers and URLs (a `%` is a letter), and pages with a total", async () => {
    expect((await sources("?search=british+menopause")).items.map((s) => s.url)).toEqual([BMS.url]);
    expect((await sources("?search=SLEEPFOUNDATION.org")).items.map((s) => s.url)).toEqual([DRAFT_ONLY.url]);
    expect((await sources("?search=identification")).total).toBe(1);
    expect(await sources("?search=%25")).toMatchObject({ total: 0, items: [] });
    const first = await sources("?pageSize=2&page=1");
    const second = await sources("?pageSize=2&page=2");
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(second.items.map((s) => s.url)).toEqual([BMS.url]);
    expect((await sources("?page=9")).items).toEqual([]);
  });

  it("shows when and by whom a source was marked as updated, and audits the mark", async () => {
    const marked = await call(admin, {
      method: "POST",
      url: "/api/library/sources/updated",
      payload: { url: NICE.url },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ url: NICE.url, citingItems: 2 });

    const [nice] = (await sources("?search=nice")).items;
    expect(nice?.markedAt).toBe(marked.json().markedAt);
    expect(nice?.markedBy).toEqual({ id: admin.userId, name: expect.any(String) });

    const log = await call(admin, { url: "/api/admin/audit-log?action=admin.source-marked-updated" });
    expect(log.json()).toMatchObject({
      total: 1,
      items: [
        {
          action: "admin.source-marked-updated",
          actor: { id: admin.userId },
          subject: null,
          targetType: "source",
          targetId: NICE.url,
          details: { citingItems: 2 },
        },
      ],
    });
  });

  it("answers field errors for a bad query, and 403 to every other role", async () => {
    const long = await call(admin, { url: `/api/admin/sources?search=${"a".repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toHaveProperty("search");
    expect((await call(admin, { url: "/api/admin/sources?page=0" })).statusCode).toBe(400);
    for (const roleId of [ROLE_IDS.practitioner, ROLE_IDS.reviewer, ROLE_IDS.client]) {
      const other = await makePerson(t, roleId, true);
      const answer = await t.app.inject({
        url: "/api/admin/sources",
        headers: bearer(await signIn(t, other)),
      });
      expect(answer.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: "/api/admin/sources" })).statusCode).toBe(401);
  });
});
