import { randomBytes } from "node:crypto";

import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { inject } from "vitest";

import { createPglite, openDatabase, type DatabaseHandle } from "../db/client";
import { migrationsFolder } from "../paths";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new PostgreSQL
 * database (created here, dropped by `close`) when the run was started for PostgreSQL.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.HAVEN_TEST_DB !== "postgres") {
    // Migrations still run on it (they find nothing to do), so a changed migration is never missed.
    return openDatabase({ kind: "pglite", dataDir: undefined, loadDataDir: await migratedPglite() });
  }
  // A copy of the run's migrated database (test/postgres-template.ts); migrating finds it done.
  const database = await createPostgresDatabase(inject("postgresTemplate"));
  const handle = await openDatabase({ kind: "postgres", url: database.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

let template: Promise<Blob | File> | undefined;

/**
 * A migrated, empty embedded database as an archive, made once per test worker (the files of a
 * worker share their modules): starting PGlite from it skips its initdb and the migrations, about
 * three seconds of every test file's database on a busy two-core machine.
 */
function migratedPglite(): Promise<Blob | File> {
  template ??= (async () => {
    const client = await createPglite();
    try {
      await migrate(drizzle(client), { migrationsFolder });
      // Uncompressed: a gzipped archive costs more time to unpack than it saves.
      return await client.dumpDataDir("none");
    } finally {
      await client.close();
    }
  })();
  return template;
}

/**
 * A new PostgreSQL database on the server of DATABASE_URL, empty or a copy of `template`, for a
 * test that hands its URL to something else (a server process); `drop` removes it, closing
 * whatever is still connected.
 */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("HAVEN_TEST_DB=postgres needs DATABASE_URL");
  const name = `haven_test_${randomBytes(6).toString("hex")}`;
  if (template !== undefined && !/^haven_test_[0-9a-f]{12}$/.test(template))
    throw new Error(`not a test database: ${template}`);
  const from = template === undefined ? "" : ` template ${template}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}${from}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
