import { createInterface } from "node:readline/promises";
import { fail, loadCommandConfig, parseCommandLine, withCommandDatabase } from "./lib/command-line";
import { createSuperAdmin } from "./services/super-admin";

const USAGE = `Usage: npm run create-admin -w @app/api -- --email <address> --name "<full name>"

Makes the first Super Admin of an install (or makes an existing account one). The password is read
from the ADMIN_PASSWORD environment variable, or asked for when the terminal is interactive; it is
never a default. Uses the same DATABASE_URL / DATA_DIR as the server (stop a PGlite server first).`;

/** The password: ADMIN_PASSWORD, else asked for (not echoed) on an interactive terminal. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) fail(`No password: set ADMIN_PASSWORD.\n\n${USAGE}`);
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Typed characters are not shown: the prompt is written once, then output is muted.
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write("Password for the Super Admin: ");
  (process.stdout as { write: unknown }).write = () => true;
  try {
    return await prompt.question("");
  } finally {
    (process.stdout as { write: unknown }).write = write;
    process.stdout.write("\n");
    prompt.close();
  }
}

async function main() {
  const values = parseCommandLine(USAGE, {
    options: { email: { type: "string" }, name: { type: "string" }, help: { type: "boolean" } },
  });
  if (!values) return;
  const { email, name } = values;
  if (!email || !name) fail(USAGE);
  const config = loadCommandConfig();
  const password = await readPassword();
  await withCommandDatabase(config, async (database) => {
    const outcome = await createSuperAdmin(database.db, { email, name, password });
    if (outcome.kind === "invalid") {
      fail(
        Object.entries(outcome.errors)
          .map(([field, message]) => `${field}: ${message}`)
          .join("\n"),
      );
    }
    console.log(
      outcome.kind === "created"
        ? `Super Admin ${outcome.email} created. They can sign in now.`
        : `${outcome.email} already had an account: it is now a Super Admin, with the new password.`,
    );
  });
}

await main();
