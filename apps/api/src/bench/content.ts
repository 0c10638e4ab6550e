/**
 * The content library over 10,000 generated items (BENCH_CONTENT_ITEMS): one page of the library
 * list, the published list and `content/retrieve`, p50 / p99 of sequential requests (one client,
 * so the figures are latencies, not throughput) on PGlite and, when DATABASE_URL is set, on
 * PostgreSQL. Goal (issue 15): p50 ≤ 20 ms for the list page and retrieval on PostgreSQL.
 * The items recombine the seed library's articles (src/seed/library), so the words and how often
 * they occur are a real library's; each case first prints how many rows it matches.
 * Run alone with `npx tsx src/bench/content.ts`; `npm run bench` runs it last.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { CONTENT_STATUSES, type ContentStatus, type ContentTopic } from "@pkg/contracts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

import type { DatabaseHandle } from "../db/client";
import { contentItems, contentPassages, contentReviewers, contentRevisions, users } from "../db/schema";
import { DEMO_PASSWORD, seedDemoAccounts } from "../seed";
import { loadSeedLibrary } from "../seed/library";
import { answerFromLibrary } from "../ai/answer";
import { loadEvalSet } from "../ai/eval";
import { conceptTsQuery, RetrievalEngine } from "../services/retrieval/engine";
import { splitIntoPassages } from "../services/content-passages";
import { seededRandom } from "../lib/seeded-random";
import { buildBenchApp, latencyCases, latencyOnEachDatabase, type LatencyCase } from "./support";

const itemCount = Number(process.env.BENCH_CONTENT_ITEMS ?? 10_000);
const requests = Number(process.env.BENCH_CONTENT_REQUESTS ?? 100);
const warmUp = 10;
const batchSize = 250;

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A seed article cut into what generated items recombine. */
type SourceArticle = {
  title: string;
  /** The title before its colon ("Hot flushes and night sweats"). */
  subject: string;
  summarySentences: string[];
  topics: ContentTopic[];
  sections: { heading: string; paragraphs: string[] }[];
  /** Sentences of its prose paragraphs (not lists or tables). */
  sentences: string[];
};

/** Not a list, a table or a quote (a paragraph that opens in bold is prose). */
const isProse = (paragraph: string) => !/^(?:[-+*]\s|\d+\.\s|[|>])/.test(paragraph);
const sentencesOf = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z*])/)
    .filter((sentence) => sentence.trim() !== "");
/** "Hot flushes" → "hot flushes", but "HRT" and "CBT" stay as they are. */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/** The seed library's articles (src/seed/library), read as the seed reads them, cut into sections. */
async function sourceArticles(): Promise<SourceArticle[]> {
  return (await loadSeedLibrary()).map((item) => {
    const sections: SourceArticle["sections"] = [];
    for (const block of item.body.split(/\n\s*\n/)) {
      const text = block.trim();
      const heading = /^#{2,6}\s+(.*)$/.exec(text);
      if (heading) sections.push({ heading: heading[1]!.trim(), paragraphs: [] });
      else if (text) {
        if (sections.length === 0) sections.push({ heading: item.title, paragraphs: [] });
        sections.at(-1)!.paragraphs.push(text);
      }
    }
    const filled = sections.filter((section) => section.paragraphs.length > 0);
    return {
      title: item.title,
      subject: item.title.split(":")[0]!.trim(),
      summarySentences: sentencesOf(item.summary),
      topics: item.topics,
      sections: filled,
      sentences: filled.flatMap((section) => section.paragraphs.filter(isProse).flatMap(sentencesOf)),
    };
  });
}

/**
 * One generated item: sections of a main seed article (and some of a second one), their real
 * headings and paragraphs, a prose paragraph now and then with one sentence swapped for another
 * of its article's; a title and summary recombined from theirs, and their topics. The words and
 * their frequencies are a real library's, not a short list drawn at random.
 */
function generatedItem(random: Random, articles: SourceArticle[]) {
  const main = pick(random, articles);
  const other = pick(random, articles);
  const sectionCount = 3 + Math.floor(random() * 4);
  const sections: { heading: string; paragraphs: string[] }[] = [];
  const used = new Set<SourceArticle["sections"][number]>();
  for (let index = 0; index < sectionCount; index += 1) {
    const source = random() < 0.7 ? main : other;
    const section = pick(random, source.sections);
    if (used.has(section)) continue;
    used.add(section);
    let take = Math.min(section.paragraphs.length, 1 + Math.floor(random() * 4));
    const first = Math.floor(random() * (section.paragraphs.length - take + 1));
    // A paragraph that introduces a list ("See a clinician if:") keeps its list.
    while (first + take < section.paragraphs.length && section.paragraphs[first + take - 1]!.endsWith(":")) {
      take += 1;
    }
    const paragraphs = section.paragraphs.slice(first, first + take).map((paragraph) => {
      if (!isProse(paragraph) || random() >= 0.3) return paragraph;
      const sentences = sentencesOf(paragraph);
      const swapped = pick(random, source.sentences);
      if (sentences.includes(swapped)) return paragraph;
      sentences[Math.floor(random() * sentences.length)] = swapped;
      return sentences.join(" ");
    });
    sections.push({ heading: section.heading, paragraphs });
  }
  const heading = sections[0]!.heading;
  const titles = [
    main.title,
    `${heading}: ${lowerFirst(main.subject)}`,
    `${main.subject}: ${lowerFirst(heading)}`,
    `${main.subject} and ${lowerFirst(other.subject)}`,
  ];
  const summary = [
    ...main.summarySentences.slice(0, 1 + Math.floor(random() * main.summarySentences.length)),
    ...(random() < 0.5 ? [pick(random, other.summarySentences)] : []),
  ].join(" ");
  const topics = [...new Set([...main.topics, ...(random() < 0.3 ? other.topics.slice(0, 1) : [])])];
  return {
    title: pick(random, titles),
    summary,
    body: sections
      .map((section) => [`## ${section.heading}`, ...section.paragraphs].join("\n\n"))
      .join("\n\n"),
    topics: topics.slice(0, 4),
  };
}

/**
 * Adds `count` generated items (`itemCount` unless given) to the library, dated `offset` minutes
 * and more before now; `seed` picks another run of the generator, so that a library can be grown
 * with items it does not yet hold. The seed accounts must exist (seedDemoAccounts).
 */
export async function generateLibrary(
  database: DatabaseHandle,
  { count = itemCount, offset = 0, seed = 15 }: { count?: number; offset?: number; seed?: number } = {},
): Promise<void> {
  const random = seededRandom(seed);
  const articles = await sourceArticles();
  const [author] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = 'practitioner@example.com'`);
  const [reviewer] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = 'reviewer@example.com'`);
  const now = Date.now();
  for (let start = offset; start < offset + count; start += batchSize) {
    const items: (typeof contentItems.$inferInsert)[] = [];
    const revisions: (typeof contentRevisions.$inferInsert)[] = [];
    const passages: (typeof contentPassages.$inferInsert)[] = [];
    const reviewers: (typeof contentReviewers.$inferInsert)[] = [];
    for (let index = start; index < Math.min(offset + count, start + batchSize); index += 1) {
      const id = randomUUID();
      const live = random() < 0.7;
      const status: ContentStatus = live ? "live" : CONTENT_STATUSES[Math.floor(random() * 5)]!;
      const audience = random() < 0.8 ? "clients" : "practitioners";
      const at = new Date(now - index * 60_000);
      const { title, summary, body, topics } = generatedItem(random, articles);
      items.push({
        id,
        status,
        authorId: author!.id,
        everPublished: live,
        publishedAt: live ? at : null,
        reviewedAt: live ? at : null,
        reviewDueAt: live ? new Date(at.getTime() + 365 * 86_400_000) : null,
        createdAt: at,
        updatedAt: at,
      });
      revisions.push({
        contentId: id,
        number: 1,
        title,
        summary,
        body,
        topics,
        audience,
        sources: [
          { title: "Guidance", publisher: "NICE", year: 2024, url: `https://example.org/${index % 50}` },
        ],
      });
      if (status !== "raw" && status !== "ready-for-review") {
        reviewers.push({
          contentId: id,
          revisionNumber: 1,
          reviewerId: reviewer!.id,
          round: "first",
          approvedAt: at,
        });
      }
      if (live) {
        splitIntoPassages(body).forEach((passage, position) =>
          passages.push({
            contentId: id,
            position,
            audience,
            title,
            summary: position === 0 ? summary : "",
            heading: passage.heading,
            text: passage.text,
          }),
        );
      }
    }
    await database.db.transaction(async (tx) => {
      await tx.insert(contentItems).values(items);
      await tx.insert(contentRevisions).values(revisions);
      if (reviewers.length > 0) await tx.insert(contentReviewers).values(reviewers);
      if (passages.length > 0) await tx.insert(contentPassages).values(passages);
    });
  }
  await database.db.execute(sql`
    update content_items set working_revision_id = r.id,
      published_revision_id = case when content_items.status = 'live' then r.id end
    from content_revisions r
    where r.content_id = content_items.id and r.number = 1 and content_items.working_revision_id is null`);
  // A bulk load leaves its rows in the full-text indexes' pending lists (GIN `fastupdate`), which
  // every search then reads in full; a running database has them merged by autovacuum. Vacuum
  // here, so the figures are those of a library at rest, not of one just loaded.
  await database.db.execute(sql`vacuum analyze`);
}

/**
 * How many rows a case matches, printed once so its figures can be judged: a list's total, or the
 * passages a retrieval ranks (those naming any of the question's concepts).
 */
async function selectivity(
  database: DatabaseHandle,
  app: FastifyInstance,
  token: string,
  url: string,
  retrieve: { q: string; clientsOnly: boolean } | undefined,
): Promise<string> {
  if (!retrieve) {
    const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    return `${response.json<{ total: number }>().total} items match`;
  }
  const engine = new RetrievalEngine(database.db);
  const query = await engine.weigh(retrieve.q);
  const concepts = query.concepts.filter((concept) => concept.weight > 0);
  const any = sql.join(concepts.map(conceptTsQuery), sql` || `);
  const audience = retrieve.clientsOnly ? sql`${contentPassages.audience} = 'clients'` : sql`true`;
  const [row] = await database.db
    .select({
      any: sql<number>`count(*) filter (where ${contentPassages.search} @@ (${any}))`,
      total: sql<number>`count(*)`,
    })
    .from(contentPassages)
    .where(audience);
  const named = concepts.map((concept) => concept.key).join(", ");
  return `of ${Number(row!.total)} passages, ${Number(row!.any)} name any of its concepts (${named})`;
}

/** The generated library's size: passages and distinct lexemes (words after stemming). */
async function librarySize(database: DatabaseHandle): Promise<string> {
  const [row] = await database.db
    .select({
      passages: sql<number>`count(*)`,
      lexemes: sql<number>`(select count(*) from ts_stat('select search from content_passages'))`,
    })
    .from(contentPassages);
  return `${Number(row!.passages)} passages, ${Number(row!.lexemes)} distinct lexemes`;
}

async function benchDatabase(label: string, database: DatabaseHandle) {
  await seedDemoAccounts(database.db);
  const started = Date.now();
  await generateLibrary(database);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`  ${label}: ${itemCount} items generated in ${seconds} s (${await librarySize(database)})`);
  const app = await buildBenchApp(database, { jwtSecret: "the content bench's secret" });
  try {
    const tokenOf = async (email: string) => {
      const login = await app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { email, password: DEMO_PASSWORD },
      });
      return login.json<{ accessToken: string }>().accessToken;
    };
    const admin = await tokenOf("admin@example.com");
    const client = await tokenOf("client@example.com");
    /** A case: its name, who asks, the address, and for retrieval the query and whether a client asks. */
    type Case = { name: string; token: string; url: string; retrieve?: { q: string; clientsOnly: boolean } };
    const retrieveCase = (q: string, who: "client" | "admin"): Case => ({
      name: `retrieve '${q}' (${who})`,
      token: who === "client" ? client : admin,
      url: `/api/content/retrieve?q=${encodeURIComponent(q)}`,
      retrieve: { q, clientsOnly: who === "client" },
    });
    const cases: Case[] = [
      {
        name: "library list, one page (published)",
        token: admin,
        url: "/api/content/by-status/published?page=1&pageSize=20",
      },
      {
        name: "library list, one page (in-review, text search)",
        token: admin,
        url: "/api/content/by-status/in-review?q=sleep",
      },
      {
        name: "published list, one page (client)",
        token: client,
        url: "/api/content/published?page=1&pageSize=20",
      },
      {
        name: "published list, text search (client)",
        token: client,
        url: "/api/content/published?q=hot%20flash",
      },
      {
        name: "published list, long misspelt search (client)",
        token: client,
        url: `/api/content/published?q=${encodeURIComponent("cant sleep nite sweats menapause")}`,
      },
      retrieveCase("hot flash at night", "client"),
      retrieveCase("HRT breast cancer risk", "admin"),
    ];
    // Each case first says how many rows it matches.
    const described = cases.map(({ retrieve, ...rest }): LatencyCase => ({
      ...rest,
      note: () => selectivity(database, app, rest.token, rest.url, retrieve),
    }));
    const rows = await latencyCases(app, label, described, { warmUp, requests });
    rows.push(...(await askLatency(label, database)));
    return rows;
  } finally {
    await app.close();
  }
}

/** The goals of issue 30, for PostgreSQL with this library. */
const ASK_GOALS = { retrievalP50Ms: 20, answerP50Ms: 50 } as const;

/**
 * Ask on the large library: every question of the assistant's evaluation (written as people
 * write: long, misspelt, several things at once), as the demo client; the retrieval alone
 * (analysis, vocabulary, the database's ranking, the second look) and the whole answer (red flags,
 * retrieval, composing). One untimed round, then one timed round per question.
 */
async function askLatency(label: string, database: DatabaseHandle): Promise<string[]> {
  const engine = new RetrievalEngine(database.db);
  const questions = (await loadEvalSet()).questions.map((entry) => entry.question);
  const timed = async (run: (question: string) => Promise<unknown>) => {
    for (const question of questions) await run(question);
    const times: number[] = [];
    for (const question of questions) {
      const started = process.hrtime.bigint();
      await run(question);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
    return { p50: at(50), p99: at(99) };
  };
  const retrieval = await timed((question) => engine.retrieve({ question, audience: "clients", limit: 8 }));
  const answer = await timed((question) => answerFromLibrary(engine, { question, audience: "clients" }));
  const goal = (value: number, limit: number) =>
    label === "PostgreSQL" ? (value <= limit ? "met" : "NOT MET") : "(the goal is for PostgreSQL)";
  const rows: string[] = [];
  for (const [name, figures, limit] of [
    [`ask: retrieval, ${questions.length} realistic questions (client)`, retrieval, ASK_GOALS.retrievalP50Ms],
    [`ask: whole answer, ${questions.length} realistic questions (client)`, answer, ASK_GOALS.answerP50Ms],
  ] as const) {
    console.log(
      `  ${label}: ${name}: p50 ${figures.p50.toFixed(1)} ms (goal ≤ ${limit} ms: ${goal(figures.p50, limit)}), p99 ${figures.p99.toFixed(1)} ms`,
    );
    rows.push(`| ${label} | ${name} | ${figures.p50.toFixed(1)} | ${figures.p99.toFixed(1)} |`);
  }
  return rows;
}

/** Runs the content bench on PGlite and (with DATABASE_URL) on a fresh PostgreSQL database. */
export async function contentBench(): Promise<void> {
  console.log(
    `\nContent library: ${itemCount} items, ${requests} sequential requests per case (after ${warmUp}).`,
  );
  await latencyOnEachDatabase("content-bench", benchDatabase);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await contentBench();
}
