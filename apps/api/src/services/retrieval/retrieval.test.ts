/**
 * The retrieval engine against the seed library, on PGlite and (in the api-postgres project) on
 * PostgreSQL: the same SQL must find the same passages in the same order on both. Questions are
 * written the way people write them: long, misspelt, US and UK words, particulars mixed in.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { answerFromLibrary } from "../../ai/answer";
import type { DatabaseHandle } from "../../db/client";
import { selectRows } from "../../db/rows";
import { seedDemoAccounts } from "../../seed";
import { loadSeedLibrary } from "../../seed/library";
import { seedContentLibrary } from "../../seed/seed-library";
import { SETUP_TIMEOUT } from "../../test/app";
import { createTestDatabase } from "../../test/database";
import { RetrievalEngine, type RetrievalAudience } from "./engine";
import { marksOf, searchMatches } from "./highlight";

let database: DatabaseHandle;
let engine: RetrievalEngine;
/** Seed article slugs to item ids, and back. */
const idOf = new Map<string, string>();
const slugOf = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoAccounts(database.db);
  await seedContentLibrary(database.db);
  const rows = await selectRows<{ id: string; title: string }>(
    database.db,
    sql`select i.id, r.title from content_items i join content_revisions r on r.id = i.published_revision_id`,
  );
  const byTitle = new Map(rows.map((row) => [row.title, row.id]));
  for (const item of await loadSeedLibrary()) {
    const id = byTitle.get(item.title);
    if (!id) continue;
    idOf.set(item.slug, id);
    slugOf.set(id, item.slug);
  }
  engine = new RetrievalEngine(database.db);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await database?.close();
});

/** The slugs of the items of the best passages, in order, each once. */
async function itemsFor(question: string, audience: RetrievalAudience = "clients", earlier: string[] = []) {
  const { passages } = await engine.retrieve({ question, audience, limit: 8, earlier });
  return [...new Set(passages.map((passage) => slugOf.get(passage.contentId)!))];
}

/** The slugs an answer cites, in order. */
async function citedFor(question: string, earlier: string[] = [], referenceItem?: string) {
  const { composed } = await answerFromLibrary(engine, {
    question,
    earlier,
    audience: "clients",
    referenceItem: referenceItem ? idOf.get(referenceItem)! : null,
  });
  return { ...composed, slugs: composed.citations.map((citation) => slugOf.get(citation.contentId)!) };
}

describe("the retrieval engine", { timeout: 60_000 }, () => {
  it("finds the article a long question in lay words is about, its asides set aside", async () => {
    const items = await itemsFor(
      "been getting awful hot flashes at work, my face goes bright red. does this phase ever end?? 51 btw",
    );
    expect(items[0]).toBe("hot-flushes-and-night-sweats");
    const query = await engine.weigh("i'm 52, two years since my last period and wondering about hrt");
    expect(query.context).toEqual({ age: 52, monthsSinceLastPeriod: 24 });
    expect(query.concepts.map((concept) => concept.key)).not.toContain("period");
  });

  it("reads US and UK words alike", async () => {
    expect((await itemsFor("what helps hot flashes"))[0]).toBe("hot-flushes-and-night-sweats");
    expect((await itemsFor("what helps hot flushes"))[0]).toBe("hot-flushes-and-night-sweats");
    const oestrogen = await itemsFor("is oestrogen cream safe for dryness down there");
    const estrogen = await itemsFor("is estrogen cream safe for dryness down there");
    expect(oestrogen.slice(0, 2)).toEqual(estrogen.slice(0, 2));
    expect(estrogen.slice(0, 2)).toContain("vaginal-estrogen-explained");
  });

  it("reads misspelt words as the library's", async () => {
    const query = await engine.weigh("perimenapause insomina and palpatations");
    const keys = query.concepts.map((concept) => concept.key);
    expect(keys).toEqual(expect.arrayContaining(["perimenopause", "sleep", "palpitations"]));
    expect((await itemsFor("heart palpatations at night, is that the menapause?"))[0]).toBe(
      "heart-palpitations-and-menopause",
    );
    // A correct English word is never "corrected" into another ("bright" is not "right").
    const bright = await engine.weigh("my face goes bright red");
    expect(bright.concepts.find((concept) => concept.key === "bright")?.correctedTo).toBeUndefined();
  });

  it("answers what is asked: a 'how long' question with the sentences on how long", async () => {
    const answer = await citedFor("how long do hot flushes go on for?");
    expect(answer.slugs[0]).toBe("hot-flushes-and-night-sweats");
    expect(answer.text).toMatch(/years/);
    const stop = await citedFor("Do I still need contraception? I'm 47");
    expect(stop.slugs[0]).toBe("contraception-in-perimenopause");
    expect(stop.text).toContain("55");
  });

  it("joins what a question names together: HRT with a mother's breast cancer", async () => {
    const items = await itemsFor("Is HRT safe if my mother had breast cancer?");
    expect(["hormone-therapy-risks-in-perspective", "who-should-not-take-hormone-therapy"]).toContain(
      items[0],
    );
  });

  it("keeps a follow-up on the topic of the chat's earlier questions", async () => {
    const earlier = ["thinking of starting hrt for my hot flushes, im 51"];
    const alone = await engine.weigh("how long would i be on it for?");
    expect(alone.concepts.filter((concept) => concept.weight > 0)).toEqual([]);
    const followUp = await citedFor("how long would i be on it for?", earlier);
    expect(followUp.kind).toBe("answer");
    expect(followUp.slugs.some((slug) => /hormone-therapy|hrt/.test(slug))).toBe(true);
  });

  it("says the library has nothing when the question is outside it", async () => {
    for (const question of [
      "How do I fix a leaking kitchen tap?",
      "who won the football last night, i fell asleep at half time",
      "whats a good banana bread recipe without eggs",
    ]) {
      const answer = await citedFor(question);
      expect(answer.kind, question).toBe("no-content");
      expect(answer.citations, question).toEqual([]);
    }
  });

  it("cites the article a chat is about first when it answers the question", async () => {
    const plain = await citedFor("what helps with hot flushes?");
    const about = await citedFor(
      "what helps with hot flushes?",
      [],
      "non-hormonal-medicines-for-hot-flushes",
    );
    expect(about.slugs[0]).toBe("non-hormonal-medicines-for-hot-flushes");
    expect(plain.slugs[0]).toBe("hot-flushes-and-night-sweats");
  });

  it("never finds an item for practitioners for a client, and prefers them for a practitioner", async () => {
    const question = "client is on tamoxifen and asking about supplements for flushes, what should i flag";
    const forClient = await itemsFor(question, "clients");
    expect(forClient.every((slug) => !slug.startsWith("practitioners-"))).toBe(true);
    const { passages } = await engine.retrieve({
      question,
      audience: null,
      limit: 8,
      preferAudience: "practitioners",
    });
    expect(slugOf.get(passages[0]!.contentId)).toMatch(/^practitioners-/);
  });

  it("orders the library's search by relevance, with the total, a page at a time", async () => {
    const first = await engine.searchItems("hot flashes", { audience: "clients", page: 1, pageSize: 3 });
    expect(slugOf.get(first.items[0]!.contentId)).toBe("hot-flushes-and-night-sweats");
    expect(first.total).toBeGreaterThan(3);
    const second = await engine.searchItems("hot flashes", { audience: "clients", page: 2, pageSize: 3 });
    const all = await engine.searchItems("hot flashes", { audience: "clients", page: 1, pageSize: 6 });
    expect([...first.items, ...second.items].map((item) => item.contentId)).toEqual(
      all.items.map((item) => item.contentId),
    );
    const hrt = await engine.searchItems("HRT", { audience: "clients", page: 1, pageSize: 3 });
    expect(hrt.items.map((item) => slugOf.get(item.contentId))).toContain("what-is-hormone-therapy");
    const nothing = await engine.searchItems("brake pads", { audience: "clients", page: 1, pageSize: 3 });
    expect(nothing).toMatchObject({ items: [], total: 0 });
  });

  it("marks the words that matched, synonyms included", async () => {
    const found = await engine.searchItems("hot flashes", { audience: "clients", page: 1, pageSize: 1 });
    const matches = await searchMatches(database.db, found.query, found.items);
    const match = matches.get(found.items[0]!.contentId)!;
    const title = "Hot flushes and night sweats: what they are and what helps";
    expect(match.title.map(([start, end]) => title.slice(start, end))).toContain("Hot flushes");
    expect(match.excerpt?.text).toBeTruthy();
    for (const [start, end] of match.excerpt!.marks) {
      expect(match.excerpt!.text.slice(start, end)).toMatch(/flush|flash|vasomotor/i);
    }
  });

  it("keeps the vocabulary's counts as passages come and go", async () => {
    const count = async (lexeme: string) =>
      Number(
        (
          await selectRows<{ passages: number }>(
            database.db,
            sql`select passages from retrieval_terms where lexeme = ${lexeme}`,
          )
        )[0]?.passages ?? 0,
      );
    const [row] = await selectRows<{ passages: number }>(
      database.db,
      sql`select count(*)::int as passages from content_passages where search @@ to_tsquery('haven_english', 'flush')`,
    );
    expect(await count("flush")).toBe(Number(row!.passages));
    const [corpus] = await selectRows<{ passages: number; actual: number }>(
      database.db,
      sql`select passages, (select count(*)::int from content_passages) as actual from retrieval_corpus`,
    );
    expect(Number(corpus!.passages)).toBe(Number(corpus!.actual));
  });
});

describe("the marks of a highlighted text", () => {
  it("are the offsets of the words between the marks, a phrase as one", () => {
    expect(marksOf("\u0002Hot\u0003 \u0002flushes\u0003 at night")).toEqual({
      text: "Hot flushes at night",
      marks: [[0, 11]],
    });
    expect(marksOf("no marks")).toEqual({ text: "no marks", marks: [] });
    expect(marksOf("a \u0002b\u0003, \u0002c\u0003")).toEqual({
      text: "a b, c",
      marks: [
        [2, 3],
        [5, 6],
      ],
    });
  });
});
