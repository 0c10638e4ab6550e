import { buildApp } from "./app";
import { ensureJwtSecret } from "./auth/secret";
import { ConfigError, loadConfig, type Config } from "./config";
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from "./db/client";
import { DEMO_CLIENT_EMAIL, DEMO_PRACTITIONER_EMAIL, describeDemoAccounts, seedDemoAccounts } from "./seed";
import { seedDemoAssistant } from "./seed/demo-assistant";
import { seedDemoAdministration } from "./seed/demo-administration";
import { seedDemoCare } from "./seed/demo-care";
import { seedContentLibrary } from "./seed/seed-library";
import { S3FileStorage } from "./storage/s3-file-storage";
import { describeS3 } from "./storage/s3-settings";

/** Starts Haven's server: the API under /api and the built web app, on one port. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: DatabaseHandle;
  try {
    database = await openDatabase(
      config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "pglite", dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DatabaseLockedError) fail(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    fail(`Could not open the database: ${reason}`);
  }

  // The embedded database's single instance keeps its key in the data directory; with PostgreSQL
  // and no JWT_SECRET(S), every instance shares the keys kept in the database (create-services).
  let jwtSecret = config.jwtSecret;
  try {
    if (!jwtSecret && !config.jwtSecrets && database.kind === "pglite")
      jwtSecret = await ensureJwtSecret(config.dataDir);
  } catch (error) {
    await database.close();
    const reason = error instanceof Error ? error.message : String(error);
    fail(`Could not read or create the JWT secret in ${config.dataDir}: ${reason}`);
  }

  if (config.s3) {
    const storage = new S3FileStorage(config.s3);
    try {
      await storage.check();
    } catch (error) {
      await database.close();
      fail(`${error instanceof Error ? error.message : String(error)} (${describeS3(config.s3)})`);
    } finally {
      storage.close();
    }
  }

  let demoClientCreated = false;
  let demoPractitionerCreated = false;
  if (config.seedDemo) {
    try {
      const report = await seedDemoAccounts(database.db);
      demoClientCreated = report.some((row) => row.email === DEMO_CLIENT_EMAIL && row.created);
      demoPractitionerCreated = report.some((row) => row.email === DEMO_PRACTITIONER_EMAIL && row.created);
    } catch (error) {
      await database.close();
      const reason = error instanceof Error ? error.message : String(error);
      fail(`Could not create the demo accounts: ${reason}`);
    }
    try {
      // The seed library's items are written and reviewed by the demo accounts.
      await seedContentLibrary(database.db);
    } catch (error) {
      await database.close();
      const reason = error instanceof Error ? error.message : String(error);
      fail(`Could not load the seed library: ${reason}`);
    }
    if (demoPractitionerCreated) {
      try {
        // Her clients, handouts (made from the library's items), a record and an invitation.
        await seedDemoCare(database.db);
        // The mail and audit rows that history wrote, for the Super Admin's Mail and Audit log.
        await seedDemoAdministration(database.db, config);
      } catch (error) {
        await database.close();
        const reason = error instanceof Error ? error.message : String(error);
        fail(`Could not create the demo practitioner's clients: ${reason}`);
      }
    }
  }

  const app = await buildApp({ config: { ...config, jwtSecret }, database, startMailer: true });
  if (demoClientCreated) {
    try {
      // Her chats and folders are made through the API, once the library they answer from is in.
      await seedDemoAssistant(app, database.db, DEMO_CLIENT_EMAIL);
    } catch (error) {
      await app.close();
      await database.close();
      const reason = error instanceof Error ? error.message : String(error);
      fail(`Could not create the demo client's chats: ${reason}`);
    }
  }
  if (config.nodeEnv === "production" && !config.smtpUrl) {
    app.log.warn("SMTP_URL is not set: e-mails are only written as files to the data directory");
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The app first: its mail sender may be half-way through a batch, which would fail (and log an
    // error besides the one clear line) if the database closed under it.
    await app.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
      fail(`Port ${config.port} is already in use: stop what runs there, or set PORT to another port.`);
    }
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const where = [
    database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL",
    config.s3 ? `files in ${describeS3(config.s3)}` : undefined,
  ]
    .filter(Boolean)
    .join(", ");
  console.log(`${config.productName} is running at http://localhost:${port} (${where})`);
  if (config.seedDemo) console.log(describeDemoAccounts());
  if (config.nodeEnv !== "production") {
    console.log(
      `E-mails: http://localhost:${port}/dev/mailbox · API reference: http://localhost:${port}/api/docs`,
    );
    console.log(demoModeNotice(config.host));
  }
}

/**
 * Development mode has demo accounts with a published password and a mailbox page whose links
 * sign people in: it is for one's own machine. Say so, louder when it listens beyond loopback.
 */
function demoModeNotice(host: string): string {
  const loopback = host === "localhost" || host === "::1" || host.startsWith("127.");
  return loopback
    ? `Development mode is for your own machine: it listens on ${host} only. Set NODE_ENV=production to serve others.`
    : `WARNING: development mode is listening on ${host}. Anyone who reaches this address can sign in to the demo accounts with their published password. Use NODE_ENV=production to serve others.`;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

await main();
