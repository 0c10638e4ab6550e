import { ROLE_IDS } from "@pkg/contracts";
import { and, count, eq, inArray, isNull } from "drizzle-orm";

import type { Database } from "../db/client";
import { auditLog, invitations, mailOutbox, users } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { outboxRow } from "../mail/outbox";
import {
  contentSharedMail,
  invitationMail,
  redFlagAlertMail,
  reviewAssignedMail,
  type MailContent,
} from "../mail/templates";
import { DEMO_CLIENT_EMAIL, DEMO_PRACTITIONER_EMAIL } from "../seed";
import { AUDIT_ACTIONS, AUDIT_TARGETS } from "../services/audit";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const ADMIN_EMAIL = "admin@example.com";
const REVIEWER_EMAIL = "reviewer@example.com";
const GRACE_EMAIL = "grace.okafor@example.com";
const MAGGIE_EMAIL = "margaret.ellis@example.com";
/** The practitioner's pending invitation (demo-care.ts). */
const LEAH_EMAIL = "leah.moreno@example.com";

export type DemoMailSettings = { productName: string; publicUrl: string };

type People = Map<string, { id: string; name: string }>;

/**
 * What the Super Admin's Mail and Audit log show on first start, written as the demo's own history
 * would have written it. Mail, made with the product's templates: the invitation Leah was sent (its
 * link works: the invitation's token is made anew for it), the red-flag alert about Margaret's
 * question, the notice that Carmen was sent the hot flush plan, the same notice to Grace waiting
 * for another attempt after a time-out, and a review notice to Rae that failed and can be retried.
 * Audit rows: the practitioner's reads of her clients' health data over the last days and the role
 * change that made Rae a Reviewer. Call it after the demo practitioner's clients are made; it does
 * nothing when the outbox already holds mail for the demo practitioner.
 */
export async function seedDemoAdministration(
  db: Database,
  settings: DemoMailSettings,
  now: Date = new Date(),
): Promise<{ created: boolean; mail: number; audit: number }> {
  const emails = [
    ADMIN_EMAIL,
    REVIEWER_EMAIL,
    DEMO_PRACTITIONER_EMAIL,
    DEMO_CLIENT_EMAIL,
    GRACE_EMAIL,
    MAGGIE_EMAIL,
  ];
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const people: People = new Map(rows.map((row) => [row.email, { id: row.id, name: row.name }]));
  const coach = people.get(DEMO_PRACTITIONER_EMAIL);
  if (!coach) return { created: false, mail: 0, audit: 0 };
  const [already] = await db
    .select({ value: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, DEMO_PRACTITIONER_EMAIL));
  if (Number(already?.value ?? 0) > 0) return { created: false, mail: 0, audit: 0 };

  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * HOUR_MS);
  return db.transaction(async (tx) => {
    const mail = await demoMail(tx, settings, people, coach, ago);
    const audit = demoAudit(people, coach.id, ago);
    if (mail.length > 0) await tx.insert(mailOutbox).values(mail);
    if (audit.length > 0) await tx.insert(auditLog).values(audit);
    return { created: true, mail: mail.length, audit: audit.length };
  });
}

type MailRow = typeof mailOutbox.$inferInsert;

/** A message as the outbox keeps it, sent (or tried) at `at`. */
function mailRow(to: string, content: MailContent, at: Date, state: Partial<MailRow> = {}): MailRow {
  return {
    ...outboxRow(to, content),
    status: "sent",
    attempts: 1,
    nextAttemptAt: at,
    sentAt: at,
    createdAt: at,
    ...state,
  };
}

async function demoMail(
  db: Database,
  settings: DemoMailSettings,
  people: People,
  coach: { id: string; name: string },
  ago: (days: number, hours?: number) => Date,
): Promise<MailRow[]> {
  const rows: MailRow[] = [];
  const nameOf = (email: string) => people.get(email)?.name ?? "";

  // Leah's invitation, with a token of its own so that the mailed link works in the demo.
  const [invitation] = await db
    .select({ id: invitations.id, name: invitations.name, createdAt: invitations.createdAt })
    .from(invitations)
    .where(
      and(
        eq(invitations.coachId, coach.id),
        eq(invitations.email, LEAH_EMAIL),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
  if (invitation) {
    const token = randomToken();
    await db
      .update(invitations)
      .set({ tokenHash: sha256Hex(token) })
      .where(eq(invitations.id, invitation.id));
    const content = invitationMail({
      ...settings,
      name: invitation.name ?? "",
      coachName: coach.name,
      token,
    });
    rows.push(mailRow(LEAH_EMAIL, content, invitation.createdAt));
  }

  rows.push(
    mailRow(DEMO_PRACTITIONER_EMAIL, redFlagAlertMail({ ...settings, name: coach.name }), ago(1)),
    mailRow(DEMO_CLIENT_EMAIL, contentSharedMail({ ...settings, name: nameOf(DEMO_CLIENT_EMAIL) }), ago(6)),
    // The server's mail relay did not answer: tried twice, sent again in a few minutes.
    mailRow(GRACE_EMAIL, contentSharedMail({ ...settings, name: nameOf(GRACE_EMAIL) }), ago(1, 5), {
      status: "pending",
      attempts: 2,
      sentAt: null,
      nextAttemptAt: new Date(ago(0).getTime() + 10 * 60_000),
      lastError: "connect ETIMEDOUT 203.0.113.25:587",
    }),
    // Refused for good after every attempt: the Super Admin can send it again from Mail.
    mailRow(REVIEWER_EMAIL, reviewAssignedMail({ ...settings, name: nameOf(REVIEWER_EMAIL) }), ago(2, 3), {
      status: "failed",
      attempts: 5,
      sentAt: null,
      lastError: "452 4.2.2 The recipient's mailbox is full",
    }),
  );
  return rows;
}

type AuditRow = typeof auditLog.$inferInsert;

/** The rows the demo's history wrote: never a health value, a name or an e-mail address. */
function demoAudit(people: People, coachId: string, ago: (days: number, hours?: number) => Date): AuditRow[] {
  const rows: AuditRow[] = [];
  const read = (email: string, targetId: string, at: Date, details: AuditRow["details"]) => {
    const client = people.get(email);
    if (!client) return;
    rows.push({
      actorId: coachId,
      subjectId: client.id,
      action: AUDIT_ACTIONS.careRead,
      targetType: AUDIT_TARGETS.healthData,
      targetId,
      details,
      createdAt: at,
    });
  };
  // The practitioner's Clients list and her clients' pages over the last days.
  for (const [days, hours] of [
    [4, 2],
    [2, 6],
    [1, 1],
  ] as const) {
    for (const email of [DEMO_CLIENT_EMAIL, GRACE_EMAIL, MAGGIE_EMAIL]) {
      read(email, "client-list", ago(days, hours), { checkIns: 8, mood: true });
    }
  }
  read(DEMO_CLIENT_EMAIL, "client-profile", ago(4, 2), { snapshot: true, history: true, onboarding: true });
  read(DEMO_CLIENT_EMAIL, "symptoms", ago(4, 2), { entries: 20 });
  read(DEMO_CLIENT_EMAIL, "glucose", ago(4, 1), { entries: 50 });
  read(MAGGIE_EMAIL, "client-profile", ago(1, 1), { snapshot: true, history: true, onboarding: true });
  read(MAGGIE_EMAIL, "mood", ago(1, 1), { entries: 30 });

  const admin = people.get(ADMIN_EMAIL);
  const reviewer = people.get(REVIEWER_EMAIL);
  if (admin && reviewer) {
    rows.push({
      actorId: admin.id,
      subjectId: reviewer.id,
      action: AUDIT_ACTIONS.roleChanged,
      targetType: AUDIT_TARGETS.account,
      targetId: reviewer.id,
      details: { from: ROLE_IDS.client, to: ROLE_IDS.reviewer },
      createdAt: ago(30),
    });
  }
  return rows;
}
