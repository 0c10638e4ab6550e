import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { DatabaseLockedError, openDatabase, type DatabaseHandle } from "./client";

describe("the embedded database", () => {
  const opened: DatabaseHandle[] = [];
  let dataDir: string | undefined;

  afterEach(async () => {
    for (const handle of opened.splice(0)) await handle.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("keeps a second opener of the same data directory out, then lets it in once closed", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "haven-db-"));
    const first = await openDatabase({ kind: "pglite", dataDir });
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(openDatabase({ kind: "pglite", dataDir })).rejects.toThrow(
      /already open in another Haven process/,
    );
    await first.close();
    const second = await openDatabase({ kind: "pglite", dataDir });
    opened.push(second);
    expect(await second.migrations()).toBe(4);
  }, 60_000);
});
