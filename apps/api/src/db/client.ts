import { mkdir } from "node:fs/promises";
import path from "node:path";

import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import type { DatabaseKind } from "@pkg/contracts";

import { migrationsFolder } from "../paths";
import { tryLockFile } from "./data-dir-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** How many migrations the database has applied. */
  migrations: () => Promise<number>;
  /**
   * Calls `onPayload` for each NOTIFY on `channel` until the returned function is called.
   * `onLost` is called once if the subscription breaks (its connection ended); nothing more
   * arrives after it.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onLost: () => void,
  ) => Promise<() => Promise<void>>;
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

/** The file whose OS lock holds an embedded data directory; it names the holder for people. */
export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, "pgdata.owner");
}

export type OpenOptions =
  | { kind: "postgres"; url: string }
  /**
   * `dataDir` undefined keeps the database in memory (tests), started from `loadDataDir` (a
   * `dumpDataDir` archive) when given.
   */
  | { kind: "pglite"; dataDir: string | undefined; loadDataDir?: Blob | File | undefined };

/**
 * An embedded PostgreSQL with the extensions the migrations create (the retrieval engine's
 * trigram similarity and accent folding); PostgreSQL servers ship them as contrib modules.
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, unaccent } });
}

/** How many connections one instance's PostgreSQL pool opens at most (its LISTEN adds one). */
export const POSTGRES_POOL_MAX = 10;

/** Opens the database, takes the data directory's lock when embedded, and applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: POSTGRES_POOL_MAX });
    // An idle connection that the server ends (restart, failover, a dropped database) is emitted
    // as an 'error' on the pool, which would crash the process; the pool replaces the connection
    // and the next query that cannot run fails on its own, as a normal error.
    pool.on("error", () => undefined);
    try {
      await migrateOnce(pool);
      const db = drizzleNodePg(pool, { schema });
      return handle(db, "postgres", () => pool.end(), listenOnPostgres(options.url));
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  if (options.dataDir === undefined) {
    const client = await createPglite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return handle(db, "pglite", () => client.close(), listenOnPglite(client));
  }

  const directory = path.join(options.dataDir, "pgdata");
  await mkdir(directory, { recursive: true });
  // PGlite silently loses writes when two processes share a directory: hold an exclusive OS lock,
  // which a crash frees at once and a paused owner keeps.
  const lock = await tryLockFile(lockFilePath(options.dataDir));
  if (!lock) throw new DatabaseLockedError(directory);
  const release = lock.release;
  try {
    const client = await createPglite({ dataDir: directory });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return handle(
      db,
      "pglite",
      async () => {
        await client.close();
        await release();
      },
      listenOnPglite(client),
    );
  } catch (error) {
    await release();
    throw error;
  }
}

/** The advisory lock's key: "haven" in ASCII, fixed so every instance asks for the same lock. */
export const MIGRATION_LOCK_KEY = "448345040238";

/**
 * Applies the migrations once however many instances start together: each takes a PostgreSQL
 * advisory lock on its connection first, so they migrate one after another, and those after the
 * first find nothing left to do. The lock goes with the session if an instance dies meanwhile.
 * (PGlite needs none: one process holds its data directory.)
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("select pg_advisory_lock($1::bigint)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1::bigint)", [MIGRATION_LOCK_KEY]).catch(() => {
        // A connection that cannot unlock is closed instead, which frees the lock too.
        broken = true;
      });
    }
  } finally {
    client.release(broken);
  }
}

/** LISTEN on a connection of its own, outside the pool: a pooled one would be handed to queries. */
function listenOnPostgres(url: string): DatabaseHandle["listen"] {
  return async (channel, onPayload, onLost) => {
    const client = new pg.Client({ connectionString: url });
    let ended = false;
    const end = async () => {
      if (ended) return;
      ended = true;
      await client.end().catch(() => undefined);
    };
    const lost = () => {
      if (ended) return;
      void end();
      onLost();
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await end();
      throw error;
    }
    return end;
  };
}

/** PGlite delivers a notification as soon as the query that raised it has finished. */
function listenOnPglite(client: PGlite): DatabaseHandle["listen"] {
  return async (channel, onPayload) => client.listen(channel, onPayload);
}

function handle(
  db: Database,
  kind: DatabaseKind,
  close: () => Promise<void>,
  listen: DatabaseHandle["listen"],
): DatabaseHandle {
  return {
    db,
    kind,
    close,
    listen,
    migrations: async () => {
      // Both drivers answer raw queries with `{ rows }`.
      const result = (await db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
