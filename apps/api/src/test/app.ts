import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";

import { buildApp, type AppConfig } from "../app";
import type { LoginThrottle } from "../auth/login-throttle";
import type { DatabaseHandle } from "../db/client";
import type { BackgroundWork } from "../lib/background";
import type { MailTransport } from "../mail/transports";
import { createTestDatabase } from "./database";

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** Delivers the outbox, then answers the newest message to this address. */
  lastMailTo: (email: string) => Promise<{ subject: string; text: string; html: string; links: string[] }>;
  /** The `token` of the newest link mailed to this address. */
  tokenFromMail: (email: string) => Promise<string>;
  /** Signs a new person up and verifies them; answers their token and password. */
  signUp: (roleID: 2 | 3, overrides?: Record<string, unknown>) => Promise<SignedUp>;
  close: () => Promise<void>;
};

export type SignedUp = { email: string; password: string; accessToken: string; userId: string };

/**
 * An app on a fresh database and data directory, with generous rate limits unless told otherwise.
 * Given a `database`, a second instance on that database (which stays open when it closes).
 */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    mailTransport?: MailTransport;
    database?: DatabaseHandle;
    /** Collects the app's log lines (at `info`) instead of discarding them. */
    logLines?: string[];
    background?: BackgroundWork;
    loginThrottle?: LoginThrottle;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), "haven-test-"));
  const app = await buildApp({
    config: {
      productName: "Haven",
      logLevel: options.logLines ? "info" : "silent",
      webDistDir: path.join(dataDir, "no-web-build"),
      nodeEnv: "test",
      dataDir,
      publicUrl: "http://haven.test",
      rateLimit: { max: 10_000, windowMs: 60_000 },
      ...options.config,
    },
    database,
    logger: options.logLines !== undefined,
    ...(options.logLines
      ? { logStream: { write: (line: string) => void options.logLines!.push(line) } }
      : {}),
    ...(options.mailTransport ? { mailTransport: options.mailTransport } : {}),
    ...(options.background ? { background: options.background } : {}),
    ...(options.loginThrottle ? { loginThrottle: options.loginThrottle } : {}),
  });

  const lastMailTo: TestApp["lastMailTo"] = async (email) => {
    await app.background.settled();
    await app.outbox.flush();
    const message = (await app.outbox.list()).find((row) => row.toAddress === email.toLowerCase());
    if (!message) throw new Error(`no mail to ${email}`);
    return { subject: message.subject, text: message.textBody, html: message.htmlBody, links: message.links };
  };

  const tokenFromMail: TestApp["tokenFromMail"] = async (email) => {
    const { links } = await lastMailTo(email);
    const url = new URL(links[0]!);
    return url.searchParams.get("token") ?? decodeURIComponent(url.pathname.split("/").pop()!);
  };

  const signUp: TestApp["signUp"] = async (roleID, overrides = {}) => {
    const email =
      typeof overrides.email === "string"
        ? overrides.email
        : `person-${randomBytes(5).toString("hex")}@example.com`;
    const password = "correct horse battery";
    const signup = await app.inject({
      method: "POST",
      url: "/api/user/signup",
      payload: { name: "Test Person", email, phone_number: "15551234567", password, roleID, ...overrides },
    });
    if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
    const token = await tokenFromMail(email);
    const verified = await app.inject({
      method: "POST",
      url: "/api/user/complete-signup",
      payload: { email, token },
    });
    if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
    const body = verified.json<{ accessToken: string; user: { id: string } }>();
    return { email, password, accessToken: body.accessToken, userId: body.user.id };
  };

  return {
    app,
    database,
    dataDir,
    lastMailTo,
    tokenFromMail,
    signUp,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Starting PGlite and migrating takes seconds, more on a busy machine. */
export const SETUP_TIMEOUT = 120_000;
