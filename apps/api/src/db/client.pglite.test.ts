import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, it } from "vitest";

import { DatabaseLockedError, lockFilePath, openDatabase, type DatabaseHandle } from "./client";

const apiRoot = fileURLToPath(new URL("../..", import.meta.url));
// Each case starts PGlite once or twice, in this process and in a child: slow on a busy machine.
const CASE_TIMEOUT = 120_000;

const owners: ChildProcessWithoutNullStreams[] = [];

/** Another process that holds the embedded database in `dataDir` (src/test/database-owner.ts). */
type Owner = {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the next stdout line that matches. */
  nextLine: (pattern: RegExp) => Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

async function startOwner(dataDir: string): Promise<Owner> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/test/database-owner.ts", dataDir], {
    cwd: apiRoot,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = once(child, "exit").then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async (pattern: RegExp) => {
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`the database owner ended before printing ${pattern}:\n${errors}`);
      if (pattern.test(value)) return value;
    }
  };
  owners.push(child);
  await nextLine(/^ready$/);
  return { child, nextLine, exited };
}

/** Resolves once the kernel shows the process as stopped (where /proc tells). */
async function stopped(pid: number) {
  for (let i = 0; i < 100; i++) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => undefined);
    if (stat === undefined) return;
    // The state follows the parenthesised command name.
    if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("T")) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`process ${pid} did not stop`);
}

async function lockRecord(dataDir: string) {
  const text = (await readFile(lockFilePath(dataDir), "utf8")).trim();
  return text ? (JSON.parse(text) as { pid: number; host: string; startedAt: string }) : undefined;
}

describe("the embedded database", () => {
  const opened: DatabaseHandle[] = [];
  let dataDir: string | undefined;

  afterEach(async () => {
    for (const child of owners.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGCONT");
        child.kill("SIGKILL");
        await once(child, "exit");
      }
    }
    for (const handle of opened.splice(0)) await handle.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    "keeps a second opener of the same data directory out, then lets it in once closed",
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "haven-db-"));
      const first = await openDatabase({ kind: "pglite", dataDir });
      expect(await lockRecord(dataDir)).toMatchObject({ pid: process.pid, host: hostname() });
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
        /already open in another Haven process/,
      );
      await first.close();
      // Closing empties the record: it never names a holder that has let go.
      expect(await lockRecord(dataDir)).toBeUndefined();
      const second = await openDatabase({ kind: "pglite", dataDir });
      opened.push(second);
      expect(await second.migrations()).toBeGreaterThan(0);
    },
    CASE_TIMEOUT,
  );

  it(
    "opens at once after its owner was killed with SIGKILL",
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "haven-db-"));
      const owner = await startOwner(dataDir);
      expect(await lockRecord(dataDir)).toMatchObject({ pid: owner.child.pid, host: hostname() });
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);

      owner.child.kill("SIGKILL");
      expect((await owner.exited).signal).toBe("SIGKILL");
      // The record still names the dead owner, and the very first attempt gets in: no waiting.
      expect(await lockRecord(dataDir)).toMatchObject({ pid: owner.child.pid });
      const reopened = await openDatabase({ kind: "pglite", dataDir });
      opened.push(reopened);
      expect(await reopened.migrations()).toBeGreaterThan(0);
      expect(await lockRecord(dataDir)).toMatchObject({ pid: process.pid });
    },
    CASE_TIMEOUT,
  );

  it(
    "never gives the directory away while its owner is paused, and the owner works on after it resumes",
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "haven-db-"));
      const owner = await startOwner(dataDir);
      owner.child.kill("SIGSTOP");
      await stopped(owner.child.pid!);
      // Make every entry of the data directory look untouched for an hour: a lock judged by the
      // age of its files (a heartbeat) would count this owner as gone.
      const anHourAgo = new Date(Date.now() - 3_600_000);
      for (const entry of await readdir(dataDir)) {
        await utimes(path.join(dataDir, entry), anHourAgo, anHourAgo);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);

      owner.child.kill("SIGCONT");
      owner.child.stdin.write("query\n");
      expect(await owner.nextLine(/^answered /)).toMatch(/^answered [1-9]\d*$/);
      await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);

      owner.child.stdin.end();
      expect(await owner.exited).toEqual({ code: 0, signal: null });
      const next = await openDatabase({ kind: "pglite", dataDir });
      opened.push(next);
      expect(await next.migrations()).toBeGreaterThan(0);
    },
    CASE_TIMEOUT,
  );

  it(
    "does not count a record naming this process's id with another start time as a holder",
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "haven-db-"));
      await mkdir(dataDir, { recursive: true });
      // What a crash leaves when the process id is later reused, here by this very process.
      const stale = { pid: process.pid, host: hostname(), startedAt: "2001-01-01T00:00:00.000Z" };
      await writeFile(lockFilePath(dataDir), `${JSON.stringify(stale)}\n`);
      const handle = await openDatabase({ kind: "pglite", dataDir });
      opened.push(handle);
      const record = await lockRecord(dataDir);
      expect(record).toMatchObject({ pid: process.pid, host: hostname() });
      expect(record?.startedAt).not.toBe(stale.startedAt);
    },
    CASE_TIMEOUT,
  );
});
