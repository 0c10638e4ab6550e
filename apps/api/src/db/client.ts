import { mkdir } from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import lockfile from "proper-lockfile";

import type { DatabaseKind } from "@pkg/contracts";

import { migrationsFolder } from "../paths";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** How many migrations the database has applied. */
  migrations: () => Promise<number>;
  close: () => Promise<void>;
};

/** Thrown when a second process tries to open a data directory that one already holds. */
export class DatabaseLockedError extends Error {
  constructor(readonly directory: string) {
    super(
      `The database in ${directory} is already open in another Haven process: stop that one, or set DATA_DIR to another directory.`,
    );
    this.name = "DatabaseLockedError";
  }
}

export type OpenOptions =
  | { kind: "postgres"; url: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir: string | undefined };

/** Opens the database, takes the data directory's lock when embedded, and applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection that the server ends (restart, failover, a dropped database) is emitted
    // as an 'error' on the pool, which would crash the process; the pool replaces the connection
    // and the next query that cannot run fails on its own, as a normal error.
    pool.on("error", () => undefined);
    try {
      const db = drizzleNodePg(pool, { schema });
      await migrateNodePg(db, { migrationsFolder });
      return handle(db, "postgres", () => pool.end());
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  if (options.dataDir === undefined) {
    const client = await PGlite.create();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return handle(db, "pglite", () => client.close());
  }

  const directory = path.join(options.dataDir, "pgdata");
  await mkdir(directory, { recursive: true });
  // PGlite silently loses writes when two processes share a directory: hold an exclusive lock.
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(directory, { stale: 15_000, update: 5_000, retries: 0 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DatabaseLockedError(directory);
    throw error;
  }
  try {
    const client = await PGlite.create({ dataDir: directory });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return handle(db, "pglite", async () => {
      await client.close();
      await release();
    });
  } catch (error) {
    await release();
    throw error;
  }
}

function handle(db: Database, kind: DatabaseKind, close: () => Promise<void>): DatabaseHandle {
  return {
    db,
    kind,
    close,
    migrations: async () => {
      // Both drivers answer raw queries with `{ rows }`.
      const result = (await db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
