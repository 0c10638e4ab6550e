import { loadCommandConfig, parseCommandLine, withCommandDatabase } from "./lib/command-line";

const USAGE = `Usage: npm run migrate -w @app/api

Applies this release's database migrations (apps/api/drizzle) and exits, so that they can run ahead
of a deploy instead of at the first instance's start. Uses the server's DATABASE_URL (or DATA_DIR
for the embedded database, which no server may hold meanwhile). On PostgreSQL it takes the same
advisory lock as the instances, so it is safe while they run or start.`;

async function main() {
  if (!parseCommandLine(USAGE, { options: { help: { type: "boolean" } } })) return;
  const config = loadCommandConfig();
  // Opening the database applies what it has not applied yet (under the advisory lock on PostgreSQL).
  await withCommandDatabase(
    config,
    async (database) => {
      console.log(`The database (${database.kind}) has applied ${await database.migrations()} migrations.`);
    },
    "migrate",
  );
}

await main();
