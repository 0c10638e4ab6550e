import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type DatabaseHandle } from "../db/client";
import { mailOutbox } from "../db/schema";
import { createPostgresDatabase } from "../test/database";
import { Outbox } from "./outbox";
import type { MailTransport, OutgoingMail } from "./transports";

const onPostgres = process.env.HAVEN_TEST_DB === "postgres";
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records every delivery, slowly enough that two senders' batches interleave. */
function recordingTransport(sends: { sender: string; id: string }[], sender: string, ms = 3): MailTransport {
  return {
    name: `recording-${sender}`,
    send: async (mail: OutgoingMail) => {
      await pause(ms);
      sends.push({ sender, id: mail.id });
    },
  } as MailTransport;
}

const content = (n: number) => ({
  kind: "verify_email" as const,
  subject: `Message ${n}`,
  text: `Body ${n}`,
  html: `<p>Body ${n}</p>`,
  links: [],
});

describe.skipIf(!onPostgres)("the outbox with several instances on one database (PostgreSQL only)", () => {
  let drop: () => Promise<void>;
  let one: DatabaseHandle;
  let two: DatabaseHandle;

  beforeAll(async () => {
    const database = await createPostgresDatabase();
    drop = database.drop;
    // Two instances: each its own connection pool.
    one = await openDatabase({ kind: "postgres", url: database.url });
    two = await openDatabase({ kind: "postgres", url: database.url });
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await drop?.();
  });

  it("sends each of 200 messages exactly once between two senders, and leaves none", async () => {
    const sends: { sender: string; id: string }[] = [];
    const a = new Outbox(one.db, recordingTransport(sends, "a"), quiet, {
      from: "Haven <no-reply@localhost>",
    });
    const b = new Outbox(two.db, recordingTransport(sends, "b"), quiet, {
      from: "Haven <no-reply@localhost>",
    });
    const ids: string[] = [];
    for (let n = 0; n < 200; n += 1)
      ids.push((await (n % 2 === 0 ? a : b).enqueue(`p${n}@example.com`, content(n)))!);

    const [fromA, fromB] = await Promise.all([a.flush(), b.flush()]);

    expect(fromA + fromB).toBe(200);
    expect(fromA).toBeGreaterThan(0);
    expect(fromB).toBeGreaterThan(0);
    expect(sends).toHaveLength(200);
    expect(new Set(sends.map((send) => send.id)).size).toBe(200);
    expect(new Set(sends.map((send) => send.id))).toEqual(new Set(ids));
    const left = (await one.db.execute(
      sql`select status, count(*)::int as n from mail_outbox group by status`,
    )) as unknown as { rows: { status: string; n: number }[] };
    expect(left.rows).toEqual([{ status: "sent", n: 200 }]);
  }, 60_000);

  it("sends again what a sender claimed and never finished, once its lease is over", async () => {
    await one.db.delete(mailOutbox);
    const sends: { sender: string; id: string }[] = [];
    let giveUp: (error: Error) => void = () => {};
    let gone = false;
    // A sender that stops in the middle of its first message (as a crashed instance would).
    const stuck = new Outbox(
      one.db,
      {
        name: "stuck",
        send: () =>
          gone
            ? Promise.reject(new Error("connection reset"))
            : new Promise<void>((_resolve, reject) => (giveUp = reject)),
      } as unknown as MailTransport,
      quiet,
      { from: "Haven <no-reply@localhost>", leaseMs: 1_000 },
    );
    const rescuer = new Outbox(two.db, recordingTransport(sends, "rescuer"), quiet, {
      from: "Haven <no-reply@localhost>",
    });
    for (let n = 0; n < 5; n += 1) await rescuer.enqueue(`late${n}@example.com`, content(n));

    const stuckRun = stuck.flush();
    await pause(200);
    const claimed = await one.db.select().from(mailOutbox).where(eq(mailOutbox.status, "sending"));
    expect(claimed).toHaveLength(5);
    // While the lease runs, the other sender leaves the claimed messages alone.
    expect(await rescuer.flush()).toBe(0);

    await pause(1_100);
    expect(await rescuer.flush()).toBe(5);
    expect(sends).toHaveLength(5);

    // The stuck sender coming back changes nothing: its claim is over.
    gone = true;
    giveUp(new Error("connection reset"));
    await stuckRun;
    const rows = await one.db.select().from(mailOutbox);
    expect(rows.map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent", "sent"]);
    expect(rows.every((row) => row.attempts === 2 && row.lastError === null)).toBe(true);
  }, 60_000);
});
