/**
 * What a visitor really gets from the built server (what `npm start` runs, here in production
 * mode on a fresh data directory and a free port):
 *  1. the bytes transferred for a first visit to /register (fresh browser profile, empty cache),
 *     by kind, compressed as served, and the decoded size beside them;
 *  2. Lighthouse's mobile performance and accessibility scores of /register and /auth (its default
 *     mobile emulation and simulated throttling; the median of LIGHTHOUSE_RUNS runs, default 3);
 *  3. the first load of /health-snapshot for the signed-in demo client (six months of data): every
 *     script the page fetched until the network is idle, lazy chunks included, gzip (level 9) and as
 *     served, and the page's Lighthouse scores. The data directory gets the demo accounts from the
 *     seed command before the server starts (production never creates them itself); the session is
 *     signed in through the API and stored where the web app keeps it (localStorage
 *     `persist:session`) before each measured load, which starts with an empty cache.
 * Run `npm run build` first (the web app and the API).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

import { chromiumPath, chromiumProblem } from "../../../scripts/chromium.mjs";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const serverEntry = path.join(root, "apps/api/dist/main.js");
const apiRoot = path.join(root, "apps/api");
/** The demo client of the seed (apps/api/src/seed.ts), with six months of health data. */
const demoClient = { email: "client@example.com", password: "haven-demo-2024" };
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const goals = { performance: 95, accessibility: 100, jsTransferred: 140 * 1024 };
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (met, missedBy) => (met ? "met" : `MISSED${missedBy ? ` by ${missedBy}` : ""}`);

for (const [what, problem] of [
  ["the built server", existsSync(serverEntry) ? null : `${serverEntry} is missing: run npm run build`],
  ["Chromium", chromiumProblem()],
]) {
  if (problem) {
    console.error(`Cannot measure without ${what}: ${problem}`);
    process.exit(1);
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; rejects with its output when it fails. */
async function run(args, options) {
  const child = spawn(process.execPath, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`${args.join(" ")} exited with ${code}:\n${output}`);
}

/**
 * The built server in production mode, started as a deployment would start it, on a data
 * directory that the seed command (development mode, the only one that creates them) gave the
 * demo accounts.
 */
async function startServer() {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "haven-web-bench-"));
  const { DATABASE_URL: _embedded, NODE_ENV: _mode, ...inherited } = process.env;
  await run(["--import", "tsx", "src/seed-cli.ts"], {
    cwd: apiRoot,
    env: { ...inherited, NODE_ENV: "development", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  }).catch(async (error) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(32).toString("hex"),
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the server did not answer in 2 minutes:\n${output}`);
}

const kinds = { document: "HTML", script: "JS", stylesheet: "CSS", font: "fonts" };

/** Signs the demo client in through the API: the session as the login answers it. */
async function signIn(origin) {
  const response = await fetch(`${origin}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(demoClient),
  });
  if (!response.ok)
    throw new Error(`signing in the demo client: ${response.status} ${await response.text()}`);
  const { user, accessToken } = await response.json();
  return { user, accessToken };
}

/**
 * Stores `session` where the web app keeps it (redux-persist's `persist:session`, each field
 * JSON-encoded), from a page of the same origin that loads none of the app: its next page opens
 * signed in, with nothing of the app in the cache.
 */
async function storeSession(context, origin, session) {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/api/health`);
    const persisted = JSON.stringify({
      user: JSON.stringify(session.user),
      accessToken: JSON.stringify(session.accessToken),
      resetToken: "null",
      resetEmail: "null",
      firstVisit: "false",
      _persist: JSON.stringify({ version: 1, rehydrated: true }),
    });
    await page.evaluate((value) => window.localStorage.setItem("persist:session", value), persisted);
  } finally {
    await page.close();
  }
}

/**
 * One first visit in a fresh profile (signed in as `session` when given) until `ready` and an
 * idle network: every response, its encoded and decoded size and its decoded bytes' gzip size.
 */
async function firstVisit(url, ready, session) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromeFlags.slice(1) });
  try {
    const context = await browser.newContext();
    if (session) await storeSession(context, new URL(url).origin, session);
    const page = await context.newPage();
    const responses = [];
    page.on("response", (response) => responses.push(response));
    await page.goto(url, { waitUntil: "networkidle" });
    await ready(page);
    await page.waitForLoadState("networkidle");
    const rows = [];
    for (const response of responses) {
      const request = response.request();
      const sizes = await request.sizes();
      const body = await response.body().catch(() => Buffer.alloc(0));
      rows.push({
        url: new URL(response.url()).pathname,
        kind: kinds[request.resourceType()] ?? "other",
        encoding: (await response.headerValue("content-encoding")) ?? "identity",
        body: sizes.responseBodySize,
        headers: sizes.responseHeadersSize,
        decoded: body.length,
        gzip: body.length === 0 ? 0 : gzipSync(body, { level: 9 }).length,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

function printTransfer(rows) {
  console.log("First visit to /register: bytes transferred (fresh profile, empty cache)");
  console.log(
    `  ${"".padEnd(8)} ${"requests".padStart(8)} ${"body".padStart(10)} ${"+ headers".padStart(10)} ${"decoded".padStart(10)}  encodings`,
  );
  const sum = (list, key) => list.reduce((total, row) => total + row[key], 0);
  for (const kind of ["HTML", "JS", "CSS", "fonts", "other"]) {
    const list = rows.filter((row) => row.kind === kind);
    if (list.length === 0) continue;
    const encodings = [...new Set(list.map((row) => row.encoding))].join(", ");
    console.log(
      `  ${kind.padEnd(8)} ${String(list.length).padStart(8)} ${kb(sum(list, "body")).padStart(10)} ${kb(sum(list, "body") + sum(list, "headers")).padStart(10)} ${kb(sum(list, "decoded")).padStart(10)}  ${encodings}`,
    );
  }
  console.log(
    `  ${"total".padEnd(8)} ${String(rows.length).padStart(8)} ${kb(sum(rows, "body")).padStart(10)} ${kb(sum(rows, "body") + sum(rows, "headers")).padStart(10)} ${kb(sum(rows, "decoded")).padStart(10)}`,
  );
  // Over HTTP/2 or HTTP/3 (any TLS proxy in front of the server) repeated headers are sent once
  // and then referenced, so the goal is on the bodies; the headers column is HTTP/1.1's worst case.
  const js = sum(
    rows.filter((row) => row.kind === "JS"),
    "body",
  );
  console.log(
    `  JS transferred for the first visit (bodies, as served): ${kb(js)} (goal ≤ ${kb(goals.jsTransferred)}): ${verdict(js <= goals.jsTransferred, kb(js - goals.jsTransferred))}`,
  );
  const uncompressed = rows.filter((row) => row.kind !== "fonts" && row.encoding === "identity");
  if (uncompressed.length > 0)
    console.log(
      `  sent as they are (a compressed copy would not be smaller): ${uncompressed.map((row) => `${row.url} ${row.body} B`).join(", ")}`,
    );
}

/** Every script of a first visit: its path, gzip size (level 9) and size as served. */
function printScripts(pathname, rows) {
  const scripts = rows.filter((row) => row.kind === "JS");
  console.log(`First load of ${pathname}, signed in: every script fetched until the network is idle`);
  for (const row of scripts)
    console.log(
      `  ${row.url.padEnd(48)} ${kb(row.gzip).padStart(9)} gzip ${kb(row.body).padStart(9)} as served`,
    );
  const sum = (key) => scripts.reduce((total, row) => total + row[key], 0);
  console.log(
    `  JS of the first load: ${kb(sum("gzip"))} gzip, ${kb(sum("body"))} as served (${[...new Set(scripts.map((row) => row.encoding))].join(", ")}), ${kb(sum("decoded"))} decoded, ${scripts.length} files`,
  );
}

/** Lighthouse ran but could not measure the page (`lhr.runtimeError`). */
class LighthouseRuntimeError extends Error {
  constructor({ code, message }) {
    super(`Lighthouse: ${message} (${code})`);
    this.name = "LighthouseRuntimeError";
  }
}

/**
 * Lighthouse's default run: mobile form factor, simulated slow 4G and a 4× slower CPU. With a
 * session, the fresh profile is signed in first and Lighthouse leaves its storage alone (its cache
 * is still empty: only /api/health was visited); a run that does not end on `url` is refused.
 */
async function audit(url, session) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags });
  try {
    if (session) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      try {
        await storeSession(browser.contexts()[0], new URL(url).origin, session);
      } finally {
        await browser.close();
      }
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      disableStorageReset: Boolean(session),
    });
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new LighthouseRuntimeError(result.lhr.runtimeError);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse measured ${result.lhr.finalDisplayedUrl}, not ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * `audit`, run again once when Lighthouse itself fails to record the load (it sometimes misses the
 * trace's start, NO_NAVSTART, and asks to be run again); a second failure ends the bench.
 */
async function auditOnceMore(url, session) {
  try {
    return await audit(url, session);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError)) throw error;
    console.log(`  (${error.message}; measuring ${new URL(url).pathname} again)`);
    return audit(url, session);
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);

function printAudit(pathname, reports) {
  const sorted = [...reports].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const lhr = sorted[Math.floor(sorted.length / 2)];
  const performance = score(lhr, "performance");
  const accessibility = score(lhr, "accessibility");
  const all = reports.map((report) => score(report, "performance")).join(", ");
  console.log(`Lighthouse, mobile: ${pathname} (median of ${reports.length}; performance runs: ${all})`);
  console.log(
    `  performance ${String(performance).padStart(3)} (goal ≥ ${goals.performance}): ${verdict(performance >= goals.performance)}`,
  );
  console.log(
    `  accessibility ${String(accessibility).padStart(3)} (goal ${goals.accessibility}): ${verdict(accessibility >= goals.accessibility)}`,
  );
  const metrics = {
    FCP: "first-contentful-paint",
    LCP: "largest-contentful-paint",
    TBT: "total-blocking-time",
    CLS: "cumulative-layout-shift",
    SI: "speed-index",
  };
  console.log(
    `  ${Object.entries(metrics)
      .map(([label, id]) => `${label} ${lhr.audits[id].displayValue}`)
      .join(" · ")}`,
  );
  console.log(`  this machine's benchmark index: ${lhr.environment.benchmarkIndex}`);
  // Where the points went, so a miss names its cause.
  for (const category of ["performance", "accessibility"]) {
    const lost = lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry.score !== null && entry.score < 1);
    for (const entry of lost)
      console.log(`    ${category}: ${entry.title}${entry.displayValue ? ` (${entry.displayValue})` : ""}`);
  }
  if (performance < goals.performance) {
    // The largest paint: which element it was and where its time went (simulated throttling).
    const [element, phases] = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
    const node = element?.items?.[0]?.node;
    if (node)
      console.log(`    largest paint: <${node.snippet?.match(/^<(\w+)/)?.[1] ?? "?"}> "${node.nodeLabel}"`);
    for (const phase of phases?.items ?? [])
      console.log(`      ${phase.phase} ${Math.round(phase.timing)} ms (${phase.percent})`);
    const bootup = lhr.audits["bootup-time"]?.details?.items ?? [];
    for (const item of bootup.slice(0, 4))
      console.log(
        `    script time: ${URL.canParse(item.url) ? new URL(item.url).pathname : item.url} ${Math.round(item.total)} ms (evaluate ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms)`,
      );
  }
}

const server = await startServer();
try {
  printTransfer(
    await firstVisit(`${server.url}/register`, (page) => page.locator("form input").first().waitFor()),
  );
  const session = await signIn(server.url);
  const snapshot = "/health-snapshot";
  // Ready once the demo client's 90-day chart is drawn: its library is a lazy chunk of its own.
  const drawn = (page) => page.locator('[data-slot="chart-plot"] .recharts-surface').first().waitFor();
  printScripts(snapshot, await firstVisit(`${server.url}${snapshot}`, drawn, session));
  for (const [pathname, signedIn] of [
    ["/register", null],
    ["/auth", null],
    [snapshot, session],
  ]) {
    const reports = [];
    for (let round = 0; round < runs; round++)
      reports.push(await auditOnceMore(`${server.url}${pathname}`, signedIn ?? undefined));
    printAudit(signedIn ? `${pathname} (signed in)` : pathname, reports);
  }
} finally {
  await server.stop();
}
