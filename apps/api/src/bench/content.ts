/**
 * The content library over 10,000 generated items (BENCH_CONTENT_ITEMS): one page of the library
 * list, the published list and `content/retrieve`, p50 / p99 of sequential requests (one client,
 * so the figures are latencies, not throughput) on PGlite and, when DATABASE_URL is set, on
 * PostgreSQL. Goal (issue 15): p50 ≤ 20 ms for the list page and retrieval on PostgreSQL.
 * Run alone with `npx tsx src/bench/content.ts`; `npm run bench` runs it last.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { CONTENT_STATUSES, CONTENT_TOPIC_SLUGS, type ContentStatus } from "@pkg/contracts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";

import { buildApp } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { contentItems, contentPassages, contentReviewers, contentRevisions, users } from "../db/schema";
import { DEMO_PASSWORD, seedDemoAccounts } from "../seed";
import { splitIntoPassages } from "../services/content-passages";

const itemCount = Number(process.env.BENCH_CONTENT_ITEMS ?? 10_000);
const requests = Number(process.env.BENCH_CONTENT_REQUESTS ?? 100);
const warmUp = 10;
const batchSize = 250;

const WORDS = (
  "menopause perimenopause oestrogen progesterone hot flush sweats night sleep mood anxiety brain fog " +
  "bone density heart blood pressure weight metabolism insulin glucose exercise walking strength diet " +
  "calcium vitamin protein fibre alcohol caffeine HRT patch gel tablet risk benefit breast cancer clot " +
  "stroke vaginal dryness bladder libido joints skin hair doctor nurse symptoms treatment guidance " +
  "evidence review women years months changes cycle periods bleeding pain relief support talk therapy"
).split(" ");

/** A small seeded generator, so every run writes the same library. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function textOf(random: () => number, words: number): string {
  const out: string[] = [];
  for (let index = 0; index < words; index += 1) out.push(WORDS[Math.floor(random() * WORDS.length)]!);
  return `${out.join(" ")}.`;
}

async function generateLibrary(database: DatabaseHandle): Promise<void> {
  const random = generator(15);
  const [author] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = 'practitioner@example.com'`);
  const [reviewer] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = 'reviewer@example.com'`);
  const now = Date.now();
  for (let start = 0; start < itemCount; start += batchSize) {
    const items: (typeof contentItems.$inferInsert)[] = [];
    const revisions: (typeof contentRevisions.$inferInsert)[] = [];
    const passages: (typeof contentPassages.$inferInsert)[] = [];
    const reviewers: (typeof contentReviewers.$inferInsert)[] = [];
    for (let index = start; index < Math.min(itemCount, start + batchSize); index += 1) {
      const id = randomUUID();
      const live = random() < 0.7;
      const status: ContentStatus = live ? "live" : CONTENT_STATUSES[Math.floor(random() * 5)]!;
      const audience = random() < 0.8 ? "clients" : "practitioners";
      const at = new Date(now - index * 60_000);
      const title = `${textOf(random, 5).slice(0, -1)} ${index}`;
      const summary = textOf(random, 30);
      const body = [1, 2, 3]
        .map((part) => `## Part ${part}\n\n${textOf(random, 60)}\n\n${textOf(random, 40)}`)
        .join("\n\n");
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
        topics: [CONTENT_TOPIC_SLUGS[index % CONTENT_TOPIC_SLUGS.length]!],
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
    from content_revisions r where r.content_id = content_items.id and r.number = 1`);
  await database.db.execute(sql`analyze`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed(app: FastifyInstance, token: string, url: string) {
  const run = async () => {
    const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  for (let index = 0; index < warmUp; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function benchDatabase(label: string, database: DatabaseHandle) {
  await seedDemoAccounts(database.db);
  const started = Date.now();
  await generateLibrary(database);
  console.log(`  ${label}: ${itemCount} items generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({
    config: {
      productName: "Haven",
      logLevel: "silent",
      webDistDir: path.join(tmpdir(), "haven-bench-no-web"),
      nodeEnv: "test",
      rateLimit: { max: 1_000_000_000, windowMs: 60_000 },
      jwtSecret: "the content bench's secret",
    },
    database,
    logger: false,
  });
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
    const cases: [string, string, string][] = [
      ["library list, one page (published)", admin, "/api/content/by-status/published?page=1&pageSize=20"],
      ["library list, one page (in-review, text search)", admin, "/api/content/by-status/in-review?q=sleep"],
      ["published list, one page (client)", client, "/api/content/published?page=1&pageSize=20"],
      ["published list, text search (client)", client, "/api/content/published?q=hot%20flash"],
      ["retrieve 'hot flash at night' (client)", client, "/api/content/retrieve?q=hot%20flash%20at%20night"],
      [
        "retrieve 'HRT breast cancer risk' (admin)",
        admin,
        "/api/content/retrieve?q=HRT%20breast%20cancer%20risk",
      ],
    ];
    const rows: string[] = [];
    for (const [name, token, url] of cases) {
      const { p50, p99 } = await timed(app, token, url);
      rows.push(`| ${label} | ${name} | ${p50.toFixed(1)} | ${p99.toFixed(1)} |`);
      console.log(`  ${label}: ${name}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    }
    return rows;
  } finally {
    await app.close();
  }
}

/** Runs the content bench on PGlite and (with DATABASE_URL) on a fresh PostgreSQL database. */
export async function contentBench(): Promise<void> {
  console.log(
    `\nContent library: ${itemCount} items, ${requests} sequential requests per case (after ${warmUp}).`,
  );
  const rows: string[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), "haven-content-bench-"));
  const pglite = await openDatabase({ kind: "pglite", dataDir });
  try {
    rows.push(...(await benchDatabase("PGlite", pglite)));
  } finally {
    await pglite.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const name = `haven_content_bench_${process.pid}`;
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const postgres = await openDatabase({ kind: "postgres", url: url.toString() });
      try {
        rows.push(...(await benchDatabase("PostgreSQL", postgres)));
      } finally {
        await postgres.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log("  PostgreSQL: skipped (set DATABASE_URL to a PostgreSQL server to include it).");
  }
  console.log("\n| database | case | p50 (ms) | p99 (ms) |");
  console.log("|---|---|---:|---:|");
  for (const row of rows) console.log(row);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await contentBench();
}
