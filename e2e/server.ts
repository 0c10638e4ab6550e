import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { inject } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverEntry = path.join(root, "apps/api/dist/main.js");

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A Redis key prefix of one server start's own. The servers run with the run's Redis (REDIS_URL)
 * when it has one, as CI does: each counts its rate limits and sign-in throttles under its own
 * prefix, so no file's counts carry into the next. Servers meant to share their limits are given
 * one prefix (`REDIS_KEY_PREFIX` in `env`).
 */
export const uniqueRedisKeyPrefix = () => `haven:e2e-${randomBytes(6).toString("hex")}:`;

export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Runs the built server (what `npm start` runs) on a fresh port and data directory. Inside the
 * end-to-end tests the directory starts as a copy of the one seeded once for the run
 * (e2e/global-setup.ts): the same database a first start makes, without making it again.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; keepDataDir?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await newDataDir());
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(
    () => output.includes(`http://localhost:${port}`),
    child,
    () => output,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      await stopProcess(child);
      if (!options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs the server with the given environment until it exits; answers its exit code and output. */
export async function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...inherited, LOG_LEVEL: "warn", REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(), ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) =>
    child.on("exit", (exitCode) => resolve(exitCode)),
  );
  return { code, output };
}

async function waitFor(ready: () => boolean, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const started = Date.now();
  while (!ready()) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    if (Date.now() - started > timeoutMs) throw new Error(`the server did not start in time:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * A new data directory for a server: a copy of the run's seeded one inside the end-to-end tests,
 * else empty. The caller removes it.
 */
export async function newDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "haven-e2e-"));
  const seeded = seededDataDir();
  if (seeded) await cp(seeded, dataDir, { recursive: true });
  return dataDir;
}

/** The seeded data directory of this run, inside the end-to-end tests (undefined elsewhere). */
function seededDataDir(): string | undefined {
  try {
    return inject("e2eSeededDataDir");
  } catch {
    return undefined;
  }
}
