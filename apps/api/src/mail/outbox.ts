import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { MailContent } from "./templates";
import type { MailTransport } from "./transports";

type Logger = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type OutboxOptions = {
  from: string;
  /** Attempts before a message is marked failed. */
  maxAttempts?: number;
  /** First retry delay; each further retry doubles it, up to an hour. */
  baseDelayMs?: number;
  /** How often the loop looks for due messages. */
  pollMs?: number;
  /** How long a claimed message is held before another sender may take it over. */
  leaseMs?: number;
};

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The durable mail outbox. Requests only insert rows (inside their own transaction when given
 * one); a sender loop claims due rows, delivers them through the transport, and retries failures
 * with exponential backoff. `flush()` delivers everything due now, for tests and scripts.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Database,
    readonly transport: MailTransport,
    private readonly log: Logger,
    private readonly options: OutboxOptions,
  ) {
    this.maxAttempts = options.maxAttempts ?? 8;
    this.baseDelayMs = options.baseDelayMs ?? 5_000;
    this.pollMs = options.pollMs ?? 2_000;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  async enqueue(to: string, content: MailContent, db: Database = this.db): Promise<string> {
    const [row] = await db
      .insert(mailOutbox)
      .values({
        kind: content.kind,
        toAddress: to,
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        links: content.links,
      })
      .returning({ id: mailOutbox.id });
    this.kick();
    return row!.id;
  }

  start() {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => 0);
  }

  /** Delivers every message due now (and retries that come due meanwhile are left for later). */
  async flush(): Promise<number> {
    let delivered = 0;
    await this.running?.catch(() => 0);
    for (;;) {
      const batch = await this.runOnce();
      delivered += batch.delivered;
      if (batch.claimed === 0) return delivered;
    }
  }

  /** Recent messages, newest first (the development mailbox). */
  list(limit = 100): Promise<OutboxRow[]> {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }

  private kick() {
    if (!this.timer || this.running) return;
    this.running = this.runOnce()
      .then((batch) => batch.delivered)
      .catch((error: unknown) => {
        this.log.error({ err: error }, "the mail sender failed");
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
  }

  private async runOnce(): Promise<{ claimed: number; delivered: number }> {
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    // Claim due rows by pushing their next attempt out by a lease: another sender (another
    // server on the same PostgreSQL) skips them, and a crash mid-send only delays them.
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(20)
      .for("update", { skipLocked: true });
    const claimed = await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();

    let delivered = 0;
    for (const row of claimed) {
      try {
        await this.transport.send({
          id: row.id,
          from: this.options.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          links: row.links,
          createdAt: row.createdAt,
        });
        await this.db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date(), lastError: null })
          .where(eq(mailOutbox.id, row.id));
        delivered += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const failed = row.attempts >= this.maxAttempts;
        const delay = Math.min(this.baseDelayMs * 2 ** (row.attempts - 1), 3_600_000);
        await this.db
          .update(mailOutbox)
          .set({
            status: failed ? "failed" : "pending",
            lastError: reason.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + delay),
          })
          .where(eq(mailOutbox.id, row.id));
        this.log.warn(
          {
            mailId: row.id,
            kind: row.kind,
            attempts: row.attempts,
            failed,
            transport: this.transport.name,
            reason,
          },
          failed ? "mail delivery failed for good" : "mail delivery failed; will retry",
        );
      }
    }
    return { claimed: claimed.length, delivered };
  }
}
