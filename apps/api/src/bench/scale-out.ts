/**
 * Scale-out figures on PostgreSQL (issue 20), printed for the capacity plan in docs/operations.md:
 *
 * - the profile read (GET /api/user/profile, signed in) on one API instance, then on two behind a
 *   round-robin (autocannon spreads its connections over both addresses), one database, in
 *   alternating rounds (BENCH_SCALE_ROUNDS, default 2; medians) and their ratio. Both instances,
 *   PostgreSQL and the load generator share this machine's cores, so the ratio is a same-machine
 *   ceiling (it measures contention), not how the product scales over machines;
 * - the CPU time per request: the instance processes' own (process.cpuUsage, every thread) and
 *   their PostgreSQL backends' (from /proc, when the server runs on this machine) over the
 *   measured window, divided by the requests answered, for the profile read, a sign-in and a
 *   library retrieval;
 * - the database connections per instance: the pool's maximum and the peak open and in use
 *   during the load (sampled from pg_stat_activity every 100 ms);
 * - the latency (p50 / p95 / p99 of sequential requests) of library retrieval, and its CPU time
 *   per request, at each library size of BENCH_SCALE_PASSAGES (passages, default "10000,100000";
 *   "10000" alone skips the 100,000-passage library, about a minute and a half here), the library
 *   generated as the content bench generates it (about 2.5 passages an item). PostgreSQL only:
 *   two instances cannot share a PGlite data directory, and PGlite is the single-machine database.
 *
 * Each instance is a process of its own (bench/scale-out-instance.ts). Run alone with
 * `npx tsx src/bench/scale-out.ts`; `npm run bench` runs it after the main table.
 */
import { fork } from "node:child_process";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";

import { POSTGRES_POOL_MAX, type DatabaseHandle } from "../db/client";
import { contentPassages } from "../db/schema";
import { DEMO_PASSWORD, seedDemoAccounts } from "../seed";
import { generateLibrary } from "./content";
import { buildBenchApp, onPostgres, POSTGRES_SKIPPED } from "./support";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_SCALE_ROUNDS ?? 2);
const warmUpSeconds = 2;
const connections = 20;
const latencyRequests = Number(process.env.BENCH_CONTENT_REQUESTS ?? 100);
const passageTargets = (process.env.BENCH_SCALE_PASSAGES ?? "10000,100000")
  .split(",")
  .map(Number)
  .filter((count) => count > 0)
  .sort((a, b) => a - b);
if (passageTargets.length === 0) passageTargets.push(10_000);

/** Every instance's connections carry this name (plus its number) in pg_stat_activity. */
const INSTANCE_NAME = "haven-bench-instance-";

type Instance = {
  name: string;
  url: string;
  /** The CPU time its process has used so far, in milliseconds. */
  cpuMs: () => Promise<number>;
  stop: () => Promise<void>;
};

/** Starts one instance in a process of its own on `databaseUrl`, its connections named `name`. */
async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const url = new URL(databaseUrl);
  url.searchParams.set("application_name", name);
  // fork passes this process's execArgv on, so the child runs TypeScript through tsx as this one does.
  const child = fork(fileURLToPath(new URL("./scale-out-instance.ts", import.meta.url)), [], {
    env: { ...process.env, BENCH_INSTANCE_DATABASE_URL: url.toString() },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const next = <T>(kind: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { kind: string }) => {
        if (message.kind !== kind) return;
        cleanUp();
        resolve(message as T);
      };
      const onExit = (code: number | null) => {
        cleanUp();
        reject(new Error(`${name} ended (exit code ${code}) before it answered "${kind}"`));
      };
      const cleanUp = () => {
        child.off("message", onMessage);
        child.off("exit", onExit);
      };
      child.on("message", onMessage);
      child.on("exit", onExit);
    });
  const { url: address } = await next<{ url: string }>("ready");
  return {
    name,
    url: address,
    cpuMs: async () => {
      const answer = next<{ usage: NodeJS.CpuUsage }>("cpu");
      child.send("cpu");
      const { usage } = await answer;
      return (usage.user + usage.system) / 1000;
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      const ended = new Promise((resolve) => child.once("exit", resolve));
      child.send("stop");
      await ended;
    },
  };
}

/**
 * The CPU time (ms) each instance backend of the bench database has used, by process id, read
 * from /proc (utime + stime in clock ticks of 1/100 s, Linux's USER_HZ); `undefined` when
 * PostgreSQL does not run on this machine.
 */
async function backendCpuMs(monitor: pg.Client): Promise<Map<number, number> | undefined> {
  const { rows } = await monitor.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and application_name like $1",
    [`${INSTANCE_NAME}%`],
  );
  const times = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      if ((await readFile(`/proc/${pid}/comm`, "utf8")).trim() !== "postgres") return undefined;
      const stat = await readFile(`/proc/${pid}/stat`, "utf8");
      // The fields after the command's closing parenthesis start at field 3 (state).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      times.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      return undefined;
    }
  }
  return times;
}

type Peaks = Map<string, { open: number; inUse: number }>;

/** Samples each instance's connections (open, and not idle) every 100 ms until `stop` is called. */
function sampleConnections(monitor: pg.Client, peaks: Peaks) {
  let running = true;
  const done = (async () => {
    while (running) {
      const { rows } = await monitor.query<{ name: string; open: number; in_use: number }>(
        `select application_name as name, count(*)::int as open,
           count(*) filter (where state <> 'idle')::int as in_use
         from pg_stat_activity where datname = current_database() and application_name like $1
         group by application_name`,
        [`${INSTANCE_NAME}%`],
      );
      for (const row of rows) {
        const peak = peaks.get(row.name) ?? { open: 0, inUse: 0 };
        peaks.set(row.name, { open: Math.max(peak.open, row.open), inUse: Math.max(peak.inUse, row.in_use) });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await done;
  };
}

/** A request to load the instances with: its route (added to each address) and the rest of it. */
type Load = Omit<Parameters<typeof autocannon>[0], "url"> & { route: string };

/** autocannon's options for `load` on `instances`, one address each. */
const loadOn = (instances: Instance[], { route, ...load }: Load, duration: number) => ({
  ...load,
  url: instances.map((instance) => `${instance.url}${route}`),
  connections,
  duration,
});
type Row = {
  name: string;
  rps: number;
  p99: number;
  apiCpuMs: number;
  databaseCpuMs: number | undefined;
  failures: number;
};

/** Loads `instances` (round-robin over their addresses) for `seconds` and answers the figures. */
async function measure(
  name: string,
  instances: Instance[],
  load: Load,
  monitor: pg.Client,
  peaks: Peaks,
): Promise<Row> {
  const apiBefore = await Promise.all(instances.map((instance) => instance.cpuMs()));
  const databaseBefore = await backendCpuMs(monitor);
  const stopSampling = sampleConnections(monitor, peaks);
  const result = await autocannon(loadOn(instances, load, seconds));
  await stopSampling();
  const apiAfter = await Promise.all(instances.map((instance) => instance.cpuMs()));
  const databaseAfter = await backendCpuMs(monitor);
  const requests = Math.max(1, result.requests.total);
  const apiCpu = apiAfter.reduce((sum, after, index) => sum + after - apiBefore[index]!, 0);
  let databaseCpu: number | undefined;
  if (databaseBefore && databaseAfter) {
    databaseCpu = 0;
    for (const [pid, after] of databaseAfter) databaseCpu += after - (databaseBefore.get(pid) ?? 0);
  }
  const row: Row = {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    apiCpuMs: apiCpu / requests,
    databaseCpuMs: databaseCpu === undefined ? undefined : databaseCpu / requests,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  console.log(
    `  ${name}: ${Math.round(row.rps)} req/s, p99 ${row.p99} ms, CPU ${row.apiCpuMs.toFixed(2)} ms API + ${row.databaseCpuMs?.toFixed(2) ?? "?"} ms PostgreSQL per request, ${row.failures} failed`,
  );
  return row;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const medianRow = (name: string, runs: Row[]): Row => ({
  name,
  rps: median(runs.map((run) => run.rps)),
  p99: median(runs.map((run) => run.p99)),
  apiCpuMs: median(runs.map((run) => run.apiCpuMs)),
  databaseCpuMs: runs.some((run) => run.databaseCpuMs === undefined)
    ? undefined
    : median(runs.map((run) => run.databaseCpuMs!)),
  failures: runs.reduce((sum, run) => sum + run.failures, 0),
});

/** How many passages the library holds. */
async function passageCount(database: DatabaseHandle): Promise<number> {
  const [row] = await database.db.select({ count: sql<number>`count(*)` }).from(contentPassages);
  return Number(row!.count);
}

/**
 * Adds generated items until the library holds at least `target` passages (within 3 %); answers
 * how many items it now holds. Each step sizes itself on the passages an item has made so far.
 */
async function growLibrary(database: DatabaseHandle, items: number, target: number): Promise<number> {
  let passages = await passageCount(database);
  const started = Date.now();
  for (let step = 0; passages < target * 0.97; step += 1) {
    const perItem = items > 0 && passages > 0 ? passages / items : 2.5;
    const count = Math.ceil((target - passages) / perItem);
    await generateLibrary(database, { count, offset: items, seed: 15 + items });
    items += count;
    passages = await passageCount(database);
  }
  console.log(
    `  library: ${items} items, ${passages} passages (${((Date.now() - started) / 1000).toFixed(1)} s to generate)`,
  );
  return items;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** p50 / p95 / p99 of `latencyRequests` sequential retrievals (after 10 untimed), in this process. */
async function retrievalLatency(app: FastifyInstance, token: string, query: string, passages: number) {
  const url = `/api/content/retrieve?q=${encodeURIComponent(query)}`;
  const run = async () => {
    const response = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  };
  for (let index = 0; index < 10; index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < latencyRequests; index += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(1));
  console.log(`  ${passages} passages, retrieve '${query}': p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms`);
  return `| ${passages} | retrieve '${query}' | ${p50} | ${p95} | ${p99} |`;
}

async function benchScaleOut(database: DatabaseHandle, databaseUrl: string) {
  await seedDemoAccounts(database.db);
  let items = await growLibrary(database, 0, passageTargets[0]!);
  const app = await buildBenchApp(database);
  const latencyRows: string[] = [];
  const rows: Row[] = [];
  const peaks: Peaks = new Map();
  try {
    const tokenOf = async (email: string) => {
      const login = await app.inject({
        method: "POST",
        url: "/api/user/login",
        payload: { email, password: DEMO_PASSWORD },
      });
      return login.json<{ accessToken: string }>().accessToken;
    };
    const client = await tokenOf("client@example.com");
    const queries = ["hot flash at night", "HRT breast cancer risk"];
    const latencies = async () => {
      const passages = await passageCount(database);
      for (const query of queries) latencyRows.push(await retrievalLatency(app, client, query, passages));
    };
    await latencies();

    const instances = await Promise.all(
      [1, 2].map((number) => startInstance(`${INSTANCE_NAME}${number}`, databaseUrl)),
    );
    const monitor = new pg.Client({ connectionString: databaseUrl, application_name: "haven-bench-monitor" });
    await monitor.connect();
    try {
      const profile: Load = { route: "/api/user/profile", headers: { authorization: `Bearer ${client}` } };
      const one = [instances[0]!];
      const cases = [
        { name: "profile read, one instance", instances: one },
        { name: "profile read, two instances (round-robin)", instances },
      ];
      // Unmeasured warm-ups: the JIT has compiled the path and each pool has opened its connections.
      for (const { instances: targets } of cases) await autocannon(loadOn(targets, profile, warmUpSeconds));
      const runs = new Map(cases.map(({ name }) => [name, [] as Row[]]));
      for (let round = 0; round < rounds; round += 1) {
        for (const { name, instances: targets } of round % 2 === 0 ? cases : [...cases].reverse())
          runs
            .get(name)!
            .push(await measure(`${name} (round ${round + 1})`, targets, profile, monitor, peaks));
      }
      for (const [name, measured] of runs) rows.push(medianRow(name, measured));

      const signIn: Load = {
        route: "/api/user/login",
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "client@example.com", password: DEMO_PASSWORD }),
      };
      const retrieve: Load = {
        route: `/api/content/retrieve?q=${encodeURIComponent(queries[0]!)}`,
        headers: { authorization: `Bearer ${client}` },
      };
      await autocannon(loadOn(one, signIn, warmUpSeconds));
      rows.push(await measure("sign-in, one instance", one, signIn, monitor, peaks));
      const retrievalRow = async () => {
        const name = `retrieval '${queries[0]}' at ${await passageCount(database)} passages, one instance`;
        await autocannon(loadOn(one, retrieve, warmUpSeconds));
        rows.push(await measure(name, one, retrieve, monitor, peaks));
      };
      await retrievalRow();
      // The larger libraries: grown while the instances run, then timed and loaded again.
      for (const target of passageTargets.slice(1)) {
        items = await growLibrary(database, items, target);
        await latencies();
        await retrievalRow();
      }
    } finally {
      await monitor.end();
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  } finally {
    await app.close();
  }
  return { rows, peaks, latencyRows };
}

/** Runs the scale-out bench on a fresh PostgreSQL database (DATABASE_URL) and prints its tables. */
export async function scaleOutBench(): Promise<void> {
  const cores = os.availableParallelism();
  console.log(
    `\nScale-out on PostgreSQL: ${new Date().toISOString().slice(0, 10)}, ${cores} cores (${os.cpus()[0]?.model.trim() ?? "unknown CPU"}), load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(
        " / ",
      )} at the start; ${connections} connections, ${seconds} s per case, the profile read over ${rounds} alternating rounds (medians).`,
  );
  const result = await onPostgres("scale-out", benchScaleOut);
  if (!result) {
    console.log(`  ${POSTGRES_SKIPPED}`);
    return;
  }
  const { rows, peaks, latencyRows } = result;
  const ms = (value: number | undefined) => (value === undefined ? "not measured" : value.toFixed(2));
  console.log(
    "\n| case | req/s | p99 (ms) | API CPU per request (ms) | PostgreSQL CPU per request (ms) | failed |",
  );
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const row of rows)
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p99} | ${ms(row.apiCpuMs)} | ${ms(row.databaseCpuMs)} | ${row.failures} |`,
    );
  const [one, two] = rows;
  if (one && two) {
    console.log(
      `\nProfile read, two instances ÷ one: ${(two.rps / one.rps).toFixed(2)}. A same-machine ceiling on ${cores} cores: both instances, PostgreSQL and the load generator share them, so this measures contention, not scale; plan capacity from the CPU time per request.`,
    );
  }
  for (const row of rows.filter((_, index) => index !== 1)) {
    const name = row.name.replace(/, one instance$/, "");
    const total = row.apiCpuMs + (row.databaseCpuMs ?? 0);
    console.log(
      `  ${name}: ${Math.round(1000 / row.apiCpuMs)} requests per second per API core` +
        (row.databaseCpuMs ? `, ${Math.round(1000 / row.databaseCpuMs)} per PostgreSQL core` : "") +
        ` (${total.toFixed(2)} ms of CPU in all)`,
    );
  }
  console.log(
    `\nDatabase connections per instance: the pool's maximum is ${POSTGRES_POOL_MAX}, plus one for LISTEN (the session cache).`,
  );
  for (const [name, peak] of [...peaks].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${name.replace(INSTANCE_NAME, "instance ")}: peak ${peak.open} open, ${peak.inUse} in use`,
    );
  console.log("\n| passages | case | p50 (ms) | p95 (ms) | p99 (ms) |");
  console.log("|---:|---|---:|---:|---:|");
  for (const row of latencyRows) console.log(row);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await scaleOutBench();
}
