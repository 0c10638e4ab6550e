import { fail, loadCommandConfig, withCommandDatabase } from "./lib/command-line";
import { DEMO_PRACTITIONER_EMAIL, describeDemoAccounts, seedDemoAccounts } from "./seed";
import { seedDemoAdministration } from "./seed/demo-administration";
import { DEMO_CARE_CLIENT_EMAILS, seedDemoCare } from "./seed/demo-care";
import { seedContentLibrary } from "./seed/seed-library";

/**
 * `npm run seed -w @app/api`: creates the demo accounts, loads the seed library and, when it created
 * the demo practitioner, her clients and handouts, in the configured database.
 */
async function main() {
  const config = loadCommandConfig();
  if (config.nodeEnv === "production") fail("The demo accounts are never created when NODE_ENV=production.");
  await withCommandDatabase(config, async (database) => {
    const report = await seedDemoAccounts(database.db);
    const created = report.filter((account) => account.created).length;
    console.log(`${created} demo account(s) created, ${report.length - created} already there.`);
    console.log(describeDemoAccounts());
    const library = await seedContentLibrary(database.db);
    console.log(`${library.created} seed library item(s) loaded, ${library.existing} already there.`);
    // The demo practitioner's clients and handouts, once: when this run created her account.
    if (report.some((row) => row.email === DEMO_PRACTITIONER_EMAIL && row.created)) {
      const care = await seedDemoCare(database.db);
      if (care.created) {
        console.log(
          `The demo practitioner has ${care.clients} clients; besides the demo client, with the same password: ${DEMO_CARE_CLIENT_EMAILS.join(", ")}`,
        );
      }
      const administration = await seedDemoAdministration(database.db, config);
      if (administration.created) {
        console.log(
          `Mail and the audit log hold ${administration.mail} and ${administration.audit} rows of history.`,
        );
      }
    }
  });
}

await main();
