/**
 * `npm run bench -w @app/api`: requests per second and p99 latency of GET /api/user/profile and
 * POST /api/user/login on PGlite and (when DATABASE_URL is set) on PostgreSQL, beside a bare
 * fastify + pg route that reads one row. Loopback only; BENCH_SECONDS per case (default 5), each
 * after a 2 s warm-up that is not counted.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import autocannon from "autocannon";
import Fastify from "fastify";
import pg from "pg";

import { buildApp } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../lib/crypto";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
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
  rows.push({
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  });
  console.log(`  ${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
}

async function benchApp(label: string, database: DatabaseHandle) {
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
  const app = await buildApp({
    config: {
      productName: "Haven",
      logLevel: "silent",
      webDistDir: path.join(tmpdir(), "haven-bench-no-web"),
      nodeEnv: "test",
      rateLimit: { max: 1_000_000_000, windowMs: 60_000 },
    },
    database,
    logger: false,
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const login = await fetch(`${url}/api/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    await measure(`${label}: GET /api/user/profile`, {
      url: `${url}/api/user/profile`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await measure(`${label}: POST /api/user/login`, {
      url: `${url}/api/user/login`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
  } finally {
    await app.close();
  }
  return user!.id;
}

/** The floor: fastify and pg with nothing else, reading the same row. */
async function benchBare(url: string, userId: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
  try {
    await measure("PostgreSQL: bare fastify + pg, one row", { url: `${address}/bare` });
  } finally {
    await app.close();
    await pool.end();
  }
}

async function main() {
  console.log(`${seconds} s per case, ${connections} connections, loopback.`);

  const dataDir = await mkdtemp(path.join(tmpdir(), "haven-bench-"));
  const pglite = await openDatabase({ kind: "pglite", dataDir });
  try {
    console.log("PGlite (data directory):");
    await benchApp("PGlite", pglite);
  } finally {
    await pglite.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log("PostgreSQL: skipped (set DATABASE_URL to a PostgreSQL server to include it).");
  } else {
    const name = `haven_bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const postgres = await openDatabase({ kind: "postgres", url: url.toString() });
      try {
        console.log("PostgreSQL:");
        const userId = await benchApp("PostgreSQL", postgres);
        await benchBare(url.toString(), userId);
      } finally {
        await postgres.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  console.log("\n| case | req/s | p99 (ms) | failed |");
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
}

await main();
