import { spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { apiLogIn } from "./auth-support";
import { serverEntry, startServer } from "./server";

const createAdminEntry = path.join(path.dirname(serverEntry), "create-admin.js");

/** Runs the built create-admin command; answers its exit code and output. */
async function createAdmin(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ADMIN_PASSWORD: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, [createAdminEntry, ...args], {
    env: { ...inherited, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { code, output };
}

describe("npm run create-admin: an install's first Super Admin, never a default password", () => {
  it("refuses without a password or with a weak one, then makes a Super Admin who can sign in", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "haven-admin-"));
    const args = ["--email", "Ada@Clinic.example", "--name", "Ada Lovelace"];

    const noPassword = await createAdmin(args, { DATA_DIR: dataDir });
    expect(noPassword.code).toBe(1);
    expect(noPassword.output).toContain("No password: set ADMIN_PASSWORD.");

    const weak = await createAdmin(args, { DATA_DIR: dataDir, ADMIN_PASSWORD: "short" });
    expect(weak.code).toBe(1);
    expect(weak.output).toContain("password: ");

    const made = await createAdmin(args, { DATA_DIR: dataDir, ADMIN_PASSWORD: "a-long-admin-passphrase" });
    expect(made.output).toContain("Super Admin ada@clinic.example created.");
    expect(made.code).toBe(0);

    const server = await startServer({}, { dataDir });
    try {
      const token = await apiLogIn(server, "ada@clinic.example", "a-long-admin-passphrase");
      const profile = await fetch(`${server.url}/api/user/profile`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await profile.json()) as { user: { roleName: string } }).user.roleName).toBe("Super Admin");
    } finally {
      await server.stop();
    }
  });
});
