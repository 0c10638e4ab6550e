/**
 * What the API bench's parts share: the app as a bench serves it, the databases a bench runs on
 * (a fresh PGlite data directory, and a fresh PostgreSQL database when DATABASE_URL is set), and
 * the p50 / p99 of sequential requests printed as one table per part.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import pg from "pg";

import { buildApp, type AppConfig } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/client";

export const POSTGRES_SKIPPED =
  "PostgreSQL: skipped (set DATABASE_URL to a PostgreSQL server to include it).";

/** The app without the web app, logs or a rate limit in the way; `config` adds to that. */
export function buildBenchApp(
  database: DatabaseHandle,
  config: Pick<AppConfig, "jwtSecret" | "sessionCacheSeconds"> = {},
): Promise<FastifyInstance> {
  return buildApp({
    config: {
      productName: "Haven",
      logLevel: "silent",
      webDistDir: path.join(tmpdir(), "haven-bench-no-web"),
      nodeEnv: "test",
      rateLimit: { max: 1_000_000_000, windowMs: 60_000 },
      ...config,
    },
    database,
    logger: false,
  });
}

/** Runs `bench` on PGlite in a new data directory (`haven-<name>-…`), removed after. */
export async function onPglite<T>(name: string, bench: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `haven-${name}-`));
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await bench(database);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `bench` on a new database (`haven_<name>_…`, dashes as underscores) of the PostgreSQL
 * server at DATABASE_URL, dropped after; `undefined` without DATABASE_URL.
 */
export async function onPostgres<T>(
  name: string,
  bench: (database: DatabaseHandle, url: string) => Promise<T>,
): Promise<T | undefined> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const database = `haven_${name.replaceAll("-", "_")}_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  try {
    const postgres = await openDatabase({ kind: "postgres", url: url.toString() });
    try {
      return await bench(postgres, url.toString());
    } finally {
      await postgres.close();
    }
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}

/** The value below which `p` per cent of `sorted` (ascending) lie, nearest rank. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export type Sequence = { warmUp: number; requests: number };

/** A case: its name, who asks (an access token) and the address; `note` is printed before it. */
export type LatencyCase = { name: string; token: string; url: string; note?: () => Promise<string> };

/**
 * Times each case's `requests` GETs one after another (after `warmUp` untimed ones), prints their
 * p50 and p99 and answers them as the rows of the part's table. Any answer but 200 stops the bench.
 */
export async function latencyCases(
  app: FastifyInstance,
  label: string,
  cases: LatencyCase[],
  { warmUp, requests }: Sequence,
): Promise<string[]> {
  const rows: string[] = [];
  for (const { name, token, url, note } of cases) {
    if (note) console.log(`  ${label}: ${name}: ${await note()}`);
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
    const [p50, p99] = [percentile(times, 50), percentile(times, 99)];
    console.log(`  ${label}: ${name}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
    rows.push(`| ${label} | ${name} | ${p50.toFixed(1)} | ${p99.toFixed(1)} |`);
  }
  return rows;
}

/**
 * Runs `bench` on PGlite and (with DATABASE_URL) on PostgreSQL, then prints the rows it answered
 * as one table.
 */
export async function latencyOnEachDatabase(
  name: string,
  bench: (label: string, database: DatabaseHandle) => Promise<string[]>,
): Promise<void> {
  const rows = await onPglite(name, (database) => bench("PGlite", database));
  const postgres = await onPostgres(name, (database) => bench("PostgreSQL", database));
  if (postgres) rows.push(...postgres);
  else console.log(`  ${POSTGRES_SKIPPED}`);
  console.log("\n| database | case | p50 (ms) | p99 (ms) |");
  console.log("|---|---|---:|---:|");
  for (const row of rows) console.log(row);
}
