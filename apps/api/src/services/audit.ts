import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

/**
 * The audit log (decisions.md "Health data", "Settled questions"): who did what to whose data,
 * and when. Rows are only ever added; the table's trigger refuses an update or a delete, so the
 * log stays whole, and its ids are plain (no foreign keys), so a deleted person's rows remain
 * with their internal id only.
 */

/** What is recorded. Each action names its target's kind. */
export const AUDIT_ACTIONS = {
  /** A Super Admin opened a reported chat (`GET /api/admin-session/{chat_id}`). */
  chatReadReported: "chat.read-reported",
  /** A practitioner read a client's health data (`target_id` names what: the list, the profile, symptoms…). */
  careRead: "care.read-health-data",
  /** A practitioner read a chat their client shared (`GET /api/coach/session/{chat_id}`). */
  chatReadShared: "chat.read-shared",
  /** A practitioner ended the care of a client. */
  careEnded: "care.ended",
  /** The create-admin command made (or promoted) a Super Admin. */
  superAdminMade: "admin.super-admin-made",
  /** A Super Admin changed a person's role (`details`: from, to). */
  roleChanged: "admin.role-changed",
  /** A Super Admin deactivated a person (their sessions ended). */
  personDeactivated: "admin.person-deactivated",
  /** A Super Admin reactivated a person. */
  personReactivated: "admin.person-reactivated",
  /** A Super Admin sent a person a new verification e-mail. */
  verificationResent: "admin.verification-resent",
  /** A Super Admin set a failed mail to be sent again (`target_id`: the mail's id). */
  mailRetried: "admin.mail-retried",
  /** A Super Admin downloaded the audit log as CSV (`details`: the number of rows). */
  auditExported: "admin.audit-exported",
  /** A Super Admin marked a cited source as updated (`target_id`: its URL; `details`: the published items citing it). */
  sourceMarkedUpdated: "admin.source-marked-updated",
} as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS];

export const AUDIT_TARGETS = {
  chat: "chat",
  healthData: "health-data",
  careRelationship: "care-relationship",
  account: "account",
  mail: "mail",
  auditLog: "audit-log",
  source: "source",
} as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[keyof typeof AUDIT_TARGETS];

/**
 * Plain facts about the action: counts, kinds, ids. Never a health value, a question, an answer
 * or any other text a person wrote, nor a name or an e-mail address.
 */
export type AuditDetails = Record<string, string | number | boolean | null>;

export type AuditEntry = {
  /** Who acted (null: the system). */
  actorId: string | null;
  /** Whose data it was. */
  subjectId: string | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  details?: AuditDetails | undefined;
};

/**
 * Adds one row to the audit log, in the caller's transaction when given one (`db` may be a
 * transaction), so the row is written exactly when the audited work is.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Adds several rows in one statement (a list that reads many clients' data at once). */
export async function recordAudits(db: Database, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorId: entry.actorId,
      subjectId: entry.subjectId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details ?? null,
    })),
  );
}
