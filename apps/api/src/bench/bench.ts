/**
 * `npm run bench -w @app/api`: requests per second and p99 latency of GET /api/user/profile and
 * POST /api/user/login on PGlite and (when DATABASE_URL is set) on PostgreSQL, beside a bare
 * fastify + pg route that reads one row. Loopback only; BENCH_SECONDS per case (default 5), each
 * after a 2 s warm-up that is not counted.
 *
 * On a shared machine throughput drifts by tens of per cent within a minute, so the profile read
 * and the bare route are measured in BENCH_ROUNDS alternating rounds (default 3), both servers
 * running, and compared by their medians. The profile read is also measured once with the session
 * cache off, which shows what checking every session in the database costs. Then 200 connections
 * mix profile reads and sign-ins (bench/load.ts), and forgot-password is timed for a known and an
 * unknown address. Then, on PostgreSQL, the profile read on one instance against two, the CPU time
 * per request and the connections per instance, and retrieval at 10,000 and 100,000 passages
 * (bench/scale-out.ts). Then the content library over 10,000 items (bench/content.ts), and last
 * the health snapshot of a client with three years of data (bench/health.ts).
 */
import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";

import type { DatabaseHandle } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { contentBench } from "./content";
import { healthBench } from "./health";
import { pdfImportUnderAttack } from "./pdf-import";
import { forgotPasswordTiming, mixedLoad } from "./load";
import { scaleOutBench } from "./scale-out";
import { buildBenchApp, onPglite, onPostgres, POSTGRES_SKIPPED } from "./support";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const warmUpSeconds = 2;
const connections = 10;
const email = "bench@example.com";
const password = "bench password 123";

type Row = { name: string; rps: number; p99: number; failures: number };
const rows: Row[] = [];

async function measure(name: string, options: Parameters<typeof autocannon>[0]) {
  // An unmeasured warm-up first, so that every case is measured after the JIT has compiled its
  // path and the pool has opened its connections, not half of it during.
  await autocannon({ connections, duration: warmUpSeconds, ...options });
  const result = await autocannon({ connections, duration: seconds, ...options });
  const row = {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
  console.log(`  ${name}: ${Math.round(row.rps)} req/s, p99 ${row.p99} ms`);
  return row;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Alternates two cases round by round (the order flipping each round) and keeps their medians. */
async function compare(cases: Array<{ name: string; options: Parameters<typeof autocannon>[0] }>) {
  const results = new Map(cases.map(({ name }) => [name, [] as Row[]]));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? cases : [...cases].reverse();
    for (const { name, options } of order)
      results.get(name)!.push(await measure(`${name} (round ${round + 1})`, options));
  }
  for (const [name, runs] of results) {
    rows.push({
      name,
      rps: median(runs.map((run) => run.rps)),
      p99: median(runs.map((run) => run.p99)),
      failures: runs.reduce((sum, run) => sum + run.failures, 0),
    });
  }
}

type Case = { name: string; options: Parameters<typeof autocannon>[0] };

/**
 * Seeds the bench user, serves the app and measures its profile read (beside `floor`, when given,
 * in alternating rounds) and its login.
 */
async function benchApp(
  label: string,
  database: DatabaseHandle,
  floor?: (userId: string) => Promise<{ case: Case; close: () => Promise<void> }>,
) {
  const [user] = await database.db
    .insert(users)
    .values({
      email,
      name: "Bench Person",
      phoneNumber: "15551234567",
      roleId: 3,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .returning();
  const serve = async (sessionCacheSeconds?: number) => {
    const app = await buildBenchApp(database, {
      jwtSecret: "the bench's secret, shared by its instances",
      ...(sessionCacheSeconds === undefined ? {} : { sessionCacheSeconds }),
    });
    return { app, url: await app.listen({ port: 0, host: "127.0.0.1" }) };
  };
  const { app, url } = await serve();
  const bare = floor ? await floor(user!.id) : undefined;
  try {
    const login = await fetch(`${url}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const profile: Case = {
      name: `${label}: GET /api/user/profile`,
      options: { url: `${url}/api/user/profile`, headers: { authorization: `Bearer ${accessToken}` } },
    };
    if (bare) await compare([profile, bare.case]);
    else rows.push(await measure(profile.name, profile.options));
    // What the same read costs when every request asks the database (the session cache off).
    const uncached = await serve(0);
    try {
      rows.push(
        await measure(`${label}: GET /api/user/profile, SESSION_CACHE_SECONDS=0`, {
          ...profile.options,
          url: `${uncached.url}/api/user/profile`,
        }),
      );
    } finally {
      await uncached.app.close();
    }
    rows.push(
      await measure(`${label}: POST /api/user/login`, {
        url: `${url}/api/user/login`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      }),
    );
    rows.push(...(await mixedLoad(label, url, accessToken, { email, password })));
    await forgotPasswordTiming(label, url, email);
  } finally {
    await bare?.close();
    await app.close();
  }
}

/** The floor: fastify and pg with nothing else, reading the same row. */
async function serveBare(databaseUrl: string, userId: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on("error", () => undefined);
  const app = Fastify({ logger: false });
  app.get("/bare", async () => {
    const result = await pool.query({
      name: "bare_read",
      text: "select id, email, name from users where id = $1",
      values: [userId],
    });
    return result.rows[0];
  });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    case: { name: "PostgreSQL: bare fastify + pg, one row", options: { url: `${address}/bare` } },
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

async function main() {
  console.log(
    `${seconds} s per case, ${connections} connections, loopback; on PostgreSQL the profile read and the bare route alternate over ${rounds} rounds (medians).`,
  );

  await onPglite("bench", async (pglite) => {
    console.log("PGlite (data directory):");
    await benchApp("PGlite", pglite);
    // Issue 12: the health check while hostile PDF uploads are refused (bench/pdf-import.ts).
    rows.push(await pdfImportUnderAttack("PGlite", pglite, seconds));
  });

  const ranOnPostgres = await onPostgres("bench", async (postgres, url) => {
    console.log("PostgreSQL:");
    await benchApp("PostgreSQL", postgres, (userId) => serveBare(url, userId));
    return true;
  });
  if (!ranOnPostgres) console.log(POSTGRES_SKIPPED);

  console.log("\n| case | req/s (median where rounds) | p99 (ms) | failed |");
  console.log("|---|---:|---:|---:|");
  for (const row of rows)
    console.log(`| ${row.name} | ${Math.round(row.rps)} | ${row.p99} | ${row.failures} |`);
  const profile = rows.find((row) => row.name === "PostgreSQL: GET /api/user/profile");
  const bare = rows.find((row) => row.name.startsWith("PostgreSQL: bare"));
  if (profile && bare) {
    console.log(
      `\nProfile read on PostgreSQL: ${(profile.rps / bare.rps).toFixed(2)} × the bare route (goal ≥ 0.90).`,
    );
  }
  // Issue 20: two instances against one, CPU per request, connections, retrieval at 100 k passages.
  await scaleOutBench();
  // Issue 15: the content library's list page and retrieval over 10,000 items (bench/content.ts).
  await contentBench();
  // Issue 16: the health snapshot of a client with three years of data (bench/health.ts).
  await healthBench();
}

await main();
