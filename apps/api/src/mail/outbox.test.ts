import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase } from "../test/database";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox } from "../db/schema";
import { Outbox } from "./outbox";
import { verificationMail } from "./templates";
import { FileMailTransport, type MailTransport, type OutgoingMail } from "./transports";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { SETUP_TIMEOUT } from "../test/app";

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const content = () =>
  verificationMail({
    productName: "Haven",
    publicUrl: "http://haven.test",
    name: "Ada",
    email: "ada@example.com",
    token: "abc",
  });

/** Fails the first `failures` sends, then delivers. */
class FlakyTransport implements MailTransport {
  readonly name = "flaky";
  sent: OutgoingMail[] = [];
  calls = 0;
  constructor(private failures: number) {}
  async send(mail: OutgoingMail) {
    this.calls += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error("connection refused");
    }
    this.sent.push(mail);
  }
}

describe("the mail outbox", () => {
  let database: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), "haven-mail-"));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("retries a failed delivery after a backoff, then marks it sent", async () => {
    const transport = new FlakyTransport(2);
    const outbox = new Outbox(database.db, transport, silent, {
      from: "Haven <no-reply@haven.test>",
      baseDelayMs: 0,
    });
    const id = (await outbox.enqueue("retry@example.com", content()))!;
    expect(await outbox.flush()).toBe(1);
    expect(transport.calls).toBe(3);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(transport.sent[0]).toMatchObject({ to: "retry@example.com", from: "Haven <no-reply@haven.test>" });
  });

  it("waits out the backoff before trying again", async () => {
    const transport = new FlakyTransport(1);
    const outbox = new Outbox(database.db, transport, silent, { from: "x@haven.test", baseDelayMs: 60_000 });
    const id = (await outbox.enqueue("later@example.com", content()))!;
    expect(await outbox.flush()).toBe(0);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "connection refused" });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(transport.calls).toBe(1);
  });

  it("gives up after the last attempt", async () => {
    const transport = new FlakyTransport(100);
    const outbox = new Outbox(database.db, transport, silent, {
      from: "x@haven.test",
      baseDelayMs: 0,
      maxAttempts: 3,
    });
    const id = (await outbox.enqueue("never@example.com", content()))!;
    await outbox.flush();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(transport.calls).toBe(3);
  });

  it("writes .eml files with text and HTML parts, and announces the links", async () => {
    const announced: string[][] = [];
    const transport = new FileMailTransport(dir, (mail) => announced.push(mail.links));
    const outbox = new Outbox(database.db, transport, silent, { from: "Haven <no-reply@haven.test>" });
    await outbox.enqueue("file@example.com", content());
    await outbox.flush();
    const files = (await readdir(dir)).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0]!), "utf8");
    expect(eml).toContain("To: file@example.com");
    expect(eml).toContain("Subject: Verify your email for Haven");
    expect(eml).toContain("text/plain");
    expect(eml).toContain("text/html");
    expect(announced).toEqual([["http://haven.test/verify-email?token=abc&email=ada%40example.com"]]);
  });

  it("delivers in the background once started", async () => {
    const transport = new FlakyTransport(0);
    const outbox = new Outbox(database.db, transport, silent, { from: "x@haven.test", pollMs: 20 });
    outbox.start();
    await outbox.enqueue("loop@example.com", content());
    for (let i = 0; i < 100 && transport.sent.length === 0; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    await outbox.stop();
    expect(transport.sent.map((mail) => mail.to)).toContain("loop@example.com");
  });
});
