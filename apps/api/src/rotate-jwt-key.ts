import { readDataDirSecret, RETIRED_KEY_KEEP_SECONDS, rotateDatabaseKey } from "./auth/signing-keys";
import { fail, loadCommandConfig, parseCommandLine, withCommandDatabase } from "./lib/command-line";

const USAGE = `Usage: npm run rotate-jwt-key -w @app/api

Adds a new key for signing access tokens to the keys that the API instances share in PostgreSQL
(DATABASE_URL set, JWT_SECRET and JWT_SECRETS unset). The new key signs from now on; the previous
keys still verify for ${RETIRED_KEY_KEEP_SECONDS / 3600} hours (the longest ACCESS_TOKEN_TTL), so nobody is signed out;
keys replaced longer ago are dropped. Running instances take the new key up within a minute.
Two-factor secrets are encrypted with a key of their own, which rotation leaves alone.`;

async function main() {
  if (!parseCommandLine(USAGE, { options: { help: { type: "boolean" } } })) return;
  const config = loadCommandConfig();
  if (config.jwtSecret || config.jwtSecrets)
    fail(
      "The signing keys come from the environment (JWT_SECRET or JWT_SECRETS): rotate them there, with JWT_SECRETS=<new key>,<old key> and DATA_ENCRYPTION_KEY set, then drop the old key after ACCESS_TOKEN_TTL.",
    );
  if (!config.databaseUrl)
    fail(
      "Shared signing keys are kept in PostgreSQL (DATABASE_URL). The embedded database's single instance keeps its key in DATA_DIR/jwt-secret: set JWT_SECRETS to rotate it.",
    );
  await withCommandDatabase(config, async (database) => {
    // An install that kept its key in the data directory keeps it as the first of the shared ones.
    const report = await rotateDatabaseKey(database.db, {
      initialSecret: await readDataDirSecret(config.dataDir),
    });
    console.log(
      `New signing key ${report.newKid} added. Keys that still verify: ${report.keptKids.join(", ")}` +
        (report.droppedCount > 0 ? `; ${report.droppedCount} replaced more than a day ago dropped.` : "."),
    );
  });
}

await main();
