import { readdir } from "node:fs/promises";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type RunningServer } from "./server";

type MailboxEntry = { to: string; subject: string; status: string; links: string[] };

describe("accounts through the real server", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  const post = (url: string, body: object, token?: string) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  /** Waits for the sender loop to deliver a message to this address. */
  async function mailTo(email: string): Promise<MailboxEntry> {
    for (let i = 0; i < 100; i += 1) {
      const entries = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as MailboxEntry[];
      const entry = entries.find((candidate) => candidate.to === email && candidate.status === "sent");
      if (entry) return entry;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${email} was delivered`);
  }

  it("prints the demo accounts at start, and they can log in", async () => {
    // The banner's lines are printed one by one: the server counts as started at its first.
    await expect.poll(() => server.output()).toContain("Demo accounts (password: haven-demo-2024):");
    const login = await post("/api/user/login", {
      email: "practitioner@example.com",
      password: "haven-demo-2024",
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { roleName: string } }).user.roleName).toBe("Practitioner");
  });

  it("signs up, verifies from the mailed link, logs in, and signs out for good", async () => {
    const email = "e2e-person@example.com";
    const signup = await post("/api/user/signup", {
      name: "End To End",
      email,
      phone_number: "15551234567",
      password: "a long enough password",
      roleID: 3,
    });
    expect(signup.status).toBe(201);

    const mail = await mailTo(email);
    expect(mail.subject).toBe("Verify your email for Haven");
    const link = new URL(mail.links[0]!);
    expect(link.pathname).toBe("/verify-email");
    const page = await (await fetch(`${server.url}/dev/mailbox`)).text();
    expect(page).toContain(`href="${link.toString().replaceAll("&", "&#38;")}"`);
    const files = await readdir(path.join(server.dataDir, "mail"));
    expect(files.some((file) => file.endsWith(".eml"))).toBe(true);

    const verified = await post("/api/user/complete-signup", {
      email,
      token: link.searchParams.get("token"),
    });
    expect(verified.status).toBe(200);
    const session = (await verified.json()) as {
      accessToken: string;
      user: { roleID: number; roleName?: string };
    };
    expect(session.user.roleID).toBe(3);
    expect(session.user.roleName).toBeUndefined();

    const login = await post("/api/user/login", { email, password: "a long enough password" });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const profile = await fetch(`${server.url}/api/user/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(profile.status).toBe(200);

    expect((await post("/api/user/signout", {}, accessToken)).status).toBe(200);
    const after = await fetch(`${server.url}/api/user/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("serves the API reference", async () => {
    const spec = await fetch(`${server.url}/api/openapi.json`);
    expect(spec.status).toBe(200);
    expect(((await spec.json()) as { paths: object }).paths).toHaveProperty(["/api/user/signup"]);
  });
});
