import { parseArgs } from "node:util";

import { ConfigError, loadConfig } from "./config";
import { DatabaseLockedError, openDatabase } from "./db/client";

const USAGE = `Usage: npm run migrate -w @app/api

Applies this release's database migrations (apps/api/drizzle) and exits, so that they can run ahead
of a deploy instead of at the first instance's start. Uses the server's DATABASE_URL (or DATA_DIR
for the embedded database, which no server may hold meanwhile). On PostgreSQL it takes the same
advisory lock as the instances, so it is safe while they run or start.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({ options: { help: { type: "boolean" } } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  let database;
  try {
    // Opening the database applies what it has not applied yet (under the advisory lock on PostgreSQL).
    database = config.databaseUrl
      ? await openDatabase({ kind: "postgres", url: config.databaseUrl })
      : await openDatabase({ kind: "pglite", dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DatabaseLockedError) fail(error.message);
    fail(`Could not migrate the database: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    console.log(`The database (${database.kind}) has applied ${await database.migrations()} migrations.`);
  } finally {
    await database.close();
  }
}

await main();
