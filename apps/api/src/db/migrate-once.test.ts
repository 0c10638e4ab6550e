import { readFile } from "node:fs/promises";
import path from "node:path";

import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { migrationsFolder } from "../paths";
import { createPostgresDatabase } from "../test/database";
import { openDatabase } from "./client";

const onPostgres = process.env.HAVEN_TEST_DB === "postgres";

describe.skipIf(!onPostgres)("migrations when instances start together (PostgreSQL only)", () => {
  it("runs each migration once: two instances on a fresh database both start", async () => {
    const database = await createPostgresDatabase();
    try {
      const [one, two] = await Promise.all([
        openDatabase({ kind: "postgres", url: database.url }),
        openDatabase({ kind: "postgres", url: database.url }),
      ]);
      try {
        const journal = JSON.parse(
          await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
        ) as {
          entries: unknown[];
        };
        const result = (await one.db.execute(
          sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
        )) as unknown as { rows: { hash: string; n: number }[] };
        expect(result.rows).toHaveLength(journal.entries.length);
        expect(result.rows.every((row) => row.n === 1)).toBe(true);
        expect(await two.migrations()).toBe(journal.entries.length);
        // The lock was given back: nobody holds it once both have started.
        const held = (await two.db.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted`,
        )) as unknown as { rows: { n: number }[] };
        expect(held.rows[0]!.n).toBe(0);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    } finally {
      await database.drop();
    }
  }, 120_000);
});
