import { parseArgs, type ParseArgsConfig } from "node:util";

import { ConfigError, loadConfig, type Config } from "../config";
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from "../db/client";

/** The small commands beside the server (`migrate`, `create-admin`, `rotate-jwt-key`, `seed`). */

/** Says why on stderr and ends the command with exit code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * The command's options: null once `--help` printed the usage; an unknown or malformed option
 * ends the command with the usage.
 */
export function parseCommandLine<T extends ParseArgsConfig>(
  usage: string,
  config: T,
): ReturnType<typeof parseArgs<T>>["values"] | null {
  let values;
  try {
    ({ values } = parseArgs(config));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    return null;
  }
  return values;
}

/** The server's configuration; a wrong setting ends the command with its message. */
export function loadCommandConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/**
 * Opens the server's database (PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR),
 * which applies the migrations it has not applied yet, runs `work` with it and closes it. What
 * stops it from opening ends the command: "Could not <action> the database: …".
 */
export async function withCommandDatabase(
  config: Pick<Config, "databaseUrl" | "dataDir">,
  work: (database: DatabaseHandle) => Promise<void>,
  action = "open",
): Promise<void> {
  let database;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "pglite", dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DatabaseLockedError) fail(error.message);
    fail(`Could not ${action} the database: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    await work(database);
  } finally {
    await database.close();
  }
}
