/**
 * The health snapshot (`GET /api/health/snapshot`) of a client with three years of daily data:
 * about 3,000 check-ins and quick logs, 3,000 moods and 3,000 glucose readings
 * (BENCH_HEALTH_DAYS, default 1,095). p50 / p99 of sequential requests (one client, so the
 * figures are latencies, not throughput) on PGlite and, when DATABASE_URL is set, on PostgreSQL.
 * Goal (issue 16): p50 ≤ 15 ms on PostgreSQL. The list of glucose readings with its summary
 * over the whole history is timed beside it, and a one-row read (the health history) for scale: on
 * a busy machine every figure grows with it.
 * Run alone with `npx tsx src/bench/health.ts`; `npm run bench` runs it after the others.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
  GLUCOSE_MEASUREMENT_TYPE_SLUGS,
  MOOD_TAG_SLUGS,
  MRS_ITEM_SLUGS,
  type GlucoseMeasurementType,
  type MrsItem,
} from "@pkg/contracts";
import { sql } from "drizzle-orm";

import type { DatabaseHandle } from "../db/client";
import { glucoseEntries, healthHistories, moodEntries, symptomEntries, users } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { seededRandom } from "../lib/seeded-random";
import { glucoseValues } from "../services/glucose";
import { moodValues, symptomValues, type SymptomInput } from "../services/health-data";
import { buildBenchApp, latencyCases, latencyOnEachDatabase } from "./support";

const days = Number(process.env.BENCH_HEALTH_DAYS ?? 1095);
const requests = Number(process.env.BENCH_HEALTH_REQUESTS ?? 200);
const warmUp = 20;
const chunk = 1000;
const timeZone = "America/Toronto";
const email = "health-bench@example.com";
const password = "health bench password";
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Rows per table for one client: each day a check-in, quick logs, moods and glucose readings. */
function generate(userId: string, now: number) {
  const random = seededRandom(16);
  const symptoms: (typeof symptomEntries.$inferInsert)[] = [];
  const moods: (typeof moodEntries.$inferInsert)[] = [];
  const glucose: (typeof glucoseEntries.$inferInsert)[] = [];
  const level = () => Math.min(4, Math.floor(random() * 3 + random() * 2));
  // Spread over each day, from 07:00 to 22:00 (about, in the client's zone), never after now.
  const at = (daysAgo: number) =>
    new Date(Math.min(now - 60_000, now - daysAgo * DAY_MS - Math.floor(random() * 15 * HOUR_MS)));
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
    const answers = Object.fromEntries(MRS_ITEM_SLUGS.map((slug) => [slug, level()])) as Record<
      MrsItem,
      number
    >;
    const entries: SymptomInput[] = [
      { kind: "check-in", answers, takenAt: at(daysAgo).toISOString(), timeZone },
    ];
    const quickLogs = random() < 0.7 ? 2 : 1;
    for (let log = 0; log < quickLogs; log += 1) {
      entries.push({
        kind: "quick-log",
        symptom: MRS_ITEM_SLUGS[Math.floor(random() * MRS_ITEM_SLUGS.length)]!,
        value: level(),
        takenAt: at(daysAgo).toISOString(),
        timeZone,
      });
    }
    for (const entry of entries) symptoms.push({ userId, ...symptomValues(entry) });
    const moodCount = random() < 0.7 ? 3 : 2;
    for (let mood = 0; mood < moodCount; mood += 1) {
      moods.push({
        userId,
        ...moodValues({
          mood: 1 + Math.floor(random() * 5),
          note: random() < 0.2 ? "A day like any other" : null,
          tags: random() < 0.3 ? [MOOD_TAG_SLUGS[Math.floor(random() * MOOD_TAG_SLUGS.length)]!] : [],
          loggedAt: at(daysAgo).toISOString(),
          timeZone,
        }),
      });
    }
    const readings = random() < 0.7 ? 3 : 2;
    for (let reading = 0; reading < readings; reading += 1) {
      const measurementType: GlucoseMeasurementType =
        GLUCOSE_MEASUREMENT_TYPE_SLUGS[Math.floor(random() * GLUCOSE_MEASUREMENT_TYPE_SLUGS.length)]!;
      glucose.push({
        userId,
        ...glucoseValues({
          value: Math.round(75 + random() * 90),
          unit: "mg/dL",
          measurementType,
          notes: null,
          takenAt: at(daysAgo).toISOString(),
          timeZone,
        }),
      });
    }
  }
  return { symptoms, moods, glucose };
}

/** The bench client, with three years of data loaded in a few multi-row inserts. */
async function seedClient(database: DatabaseHandle) {
  const [user] = await database.db
    .insert(users)
    .values({
      email,
      name: "Health Bench",
      phoneNumber: "15551234567",
      roleId: 3,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      onboardingCompletedAt: new Date(),
      timeZone,
    })
    .returning({ id: users.id });
  const rows = generate(user!.id, Date.now());
  await database.db.transaction(async (tx) => {
    for (const [table, values] of [
      [symptomEntries, rows.symptoms],
      [moodEntries, rows.moods],
      [glucoseEntries, rows.glucose],
    ] as const) {
      for (let start = 0; start < values.length; start += chunk) {
        await tx.insert(table).values(values.slice(start, start + chunk) as never);
      }
    }
    await tx.insert(healthHistories).values({ userId: user!.id, data: { heightCm: 165 } });
  });
  // The planner's statistics and the visibility map of a database at rest, not one just loaded.
  await database.db.execute(sql`vacuum analyze`);
  return { symptoms: rows.symptoms.length, moods: rows.moods.length, glucose: rows.glucose.length };
}

async function benchDatabase(label: string, database: DatabaseHandle): Promise<string[]> {
  const started = Date.now();
  const counts = await seedClient(database);
  console.log(
    `  ${label}: ${counts.symptoms} check-ins and quick logs, ${counts.moods} moods, ${counts.glucose} glucose readings loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = await buildBenchApp(database, { jwtSecret: "the health bench's secret" });
  try {
    const login = await app.inject({ method: "POST", url: "/api/user/login", payload: { email, password } });
    const token = login.json<{ accessToken: string }>().accessToken;
    const cases = [
      { name: "GET /api/health/snapshot", token, url: "/api/health/snapshot" },
      { name: "GET /api/glucose (one page, summary of 3 years)", token, url: "/api/glucose?pageSize=50" },
      // One primary-key read through the same stack, for scale: what any request costs right now.
      { name: "GET /api/health-history (one row, for scale)", token, url: "/api/health-history" },
    ];
    return await latencyCases(app, label, cases, { warmUp, requests });
  } finally {
    await app.close();
  }
}

/** Runs the health bench on PGlite and (with DATABASE_URL) on a fresh PostgreSQL database. */
export async function healthBench(): Promise<void> {
  console.log(
    `\nHealth snapshot: a client with ${days} days of data, ${requests} sequential requests per case (after ${warmUp}).`,
  );
  await latencyOnEachDatabase("health-bench", benchDatabase);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await healthBench();
}
