import { isOptionalEmailKind } from "@pkg/contracts";
import { and, arrayContains, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import { mailOutbox, users } from "../db/schema";
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
  /** Messages claimed at a time. */
  batchSize?: number;
};

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** A message as the outbox keeps it, waiting to be sent. */
export function outboxRow(to: string, content: MailContent): typeof mailOutbox.$inferInsert {
  return {
    kind: content.kind,
    toAddress: to,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
    links: content.links,
  };
}

/**
 * The durable mail outbox. Requests only insert rows (inside their own transaction when given
 * one); a sender loop claims due rows, delivers them through the transport, and retries failures
 * with exponential backoff. Any number of instances may run the loop on one database: each message
 * is claimed by one of them (see `claim`). `flush()` delivers everything due now, for tests and
 * scripts.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly maxAttempts: number;
  private readonly baseDelayMs: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;

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
    this.batchSize = options.batchSize ?? 20;
  }

  /**
   * Adds a message and answers its id. An optional e-mail (`OPTIONAL_EMAIL_KINDS`) to a person who
   * turned that kind off in Settings is not added at all (null): the app still shows them what
   * happened. Account e-mails (verification, password reset, sign-in codes, invitations) always go.
   */
  async enqueue(to: string, content: MailContent, db: Database = this.db): Promise<string | null> {
    if (isOptionalEmailKind(content.kind) && (await this.optedOut(db, to, content.kind))) return null;
    const [row] = await db.insert(mailOutbox).values(outboxRow(to, content)).returning({ id: mailOutbox.id });
    this.kick();
    return row!.id;
  }

  /** Whether the person with this address turned this kind of e-mail off. */
  private async optedOut(db: Database, to: string, kind: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, to.trim().toLowerCase()), arrayContains(users.emailOptOuts, [kind])))
      .limit(1);
    return row !== undefined;
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
    const claimed = await this.claim();
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
        const marked = await this.db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date(), lastError: null })
          .where(this.stillOurs(row))
          .returning({ id: mailOutbox.id });
        if (marked.length === 0) this.lostLease(row);
        delivered += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const failed = row.attempts >= this.maxAttempts;
        const delay = Math.min(this.baseDelayMs * 2 ** (row.attempts - 1), 3_600_000);
        const marked = await this.db
          .update(mailOutbox)
          .set({
            status: failed ? "failed" : "pending",
            lastError: reason.slice(0, 500),
            nextAttemptAt: new Date(Date.now() + delay),
          })
          .where(this.stillOurs(row))
          .returning({ id: mailOutbox.id });
        if (marked.length === 0) this.lostLease(row);
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

  /**
   * Claims due messages for this sender in one statement: rows locked by another sender's claim
   * are skipped (`FOR UPDATE SKIP LOCKED`), and the claimed rows become `sending` with their next
   * attempt pushed out by a lease. No transaction stays open while sending. A sender that dies
   * mid-send leaves its rows `sending`; when their lease runs out another sender claims them again.
   */
  private async claim(): Promise<OutboxRow[]> {
    const leaseUntil = new Date(Date.now() + this.leaseMs);
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(inArray(mailOutbox.status, ["pending", "sending"]), lte(mailOutbox.nextAttemptAt, sql`now()`)),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(this.batchSize)
      .for("update", { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ status: "sending", nextAttemptAt: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /**
   * The claim this sender holds on a row: still `sending` with the attempt it claimed. A sender
   * whose lease ran out (and whose row another sender claimed again) changes nothing.
   */
  private stillOurs(row: OutboxRow) {
    return and(
      eq(mailOutbox.id, row.id),
      eq(mailOutbox.status, "sending"),
      eq(mailOutbox.attempts, row.attempts),
    );
  }

  private lostLease(row: OutboxRow) {
    this.log.warn(
      { mailId: row.id, kind: row.kind, attempts: row.attempts, leaseMs: this.leaseMs },
      "a mail took longer than its lease: another sender has claimed it again",
    );
  }
}
