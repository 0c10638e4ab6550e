import Papa from "papaparse";
import { z } from "zod";

import { ROLE_NAMES, type RoleId } from "./role-ids";
import { roleIdSchema } from "./roles";

/*
 * Administration for the Super Admin (issue 19): people, the audit log and the mail outbox.
 * Every list pages on the server (page + size, with the total).
 */

export const ADMIN_PAGE_SIZE_MAX = 100;
/** The longest search an administration list takes. */
export const ADMIN_SEARCH_MAX = 200;

export const ADMIN_MESSAGES = {
  lastSuperAdmin:
    "There must always be at least one active Super Admin. Make someone else a Super Admin first.",
  accountDeactivated: "This account is deactivated. Contact your administrator.",
  alreadyVerified: "This person's e-mail address is already verified.",
  personNotFound: "This person was not found.",
  mailNotFound: "This message was not found.",
  mailNotFailed: "Only failed mail can be retried.",
  searchTooLong: `Use at most ${ADMIN_SEARCH_MAX} characters.`,
  invalidDate: "Use a date as YYYY-MM-DD.",
  dateOrder: "The start date must not be after the end date.",
} as const;

const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(20),
});

const searchText = z.string().trim().max(ADMIN_SEARCH_MAX, ADMIN_MESSAGES.searchTooLong);

/** What a person's account is: usable, waiting for the e-mail to be verified, or deactivated. */
export const PERSON_STATES = ["active", "unverified", "deactivated"] as const;
export const personStateSchema = z.enum(PERSON_STATES);
export type PersonState = z.infer<typeof personStateSchema>;
export const PERSON_STATE_LABELS: Record<PersonState, string> = {
  active: "Active",
  unverified: "Not verified",
  deactivated: "Deactivated",
};

/** `GET /api/admin/people`'s filters: a name or e-mail fragment, a role and a state. */
export const adminPeopleQuerySchema = adminPageQuerySchema.extend({
  q: searchText.optional(),
  role: z.coerce.number().pipe(roleIdSchema).optional(),
  state: personStateSchema.optional(),
});
export type AdminPeopleQuery = z.infer<typeof adminPeopleQuerySchema>;

export const adminPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roleId: roleIdSchema,
  state: personStateSchema,
  onboardingCompleted: z.boolean(),
  createdAt: z.string(),
  deactivatedAt: z.string().nullable(),
});
export type AdminPerson = z.infer<typeof adminPersonSchema>;

export const adminPeopleResponseSchema = z.object({
  items: z.array(adminPersonSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminPeopleResponse = z.infer<typeof adminPeopleResponseSchema>;

export const adminPersonParamsSchema = z.object({ id: z.uuid(ADMIN_MESSAGES.personNotFound) });

/** `PUT /api/admin/people/{id}/role`. */
export const changeRoleRequestSchema = z.object({ roleId: roleIdSchema });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

/** Role choices in the order an administrator reads them. */
export const ROLE_OPTIONS: { value: RoleId; label: string }[] = [1, 2, 3, 4].map((id) => ({
  value: id as RoleId,
  label: ROLE_NAMES[id as RoleId],
}));

/** The actions the audit log records, with words for people. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "chat.read-reported": "Read a reported chat",
  "care.read-health-data": "Read a client's health data",
  "chat.read-shared": "Read a shared chat",
  "care.ended": "Ended care",
  "admin.super-admin-made": "Made a Super Admin",
  "admin.role-changed": "Changed a role",
  "admin.person-deactivated": "Deactivated a person",
  "admin.person-reactivated": "Reactivated a person",
  "admin.verification-resent": "Resent a verification e-mail",
  "admin.mail-retried": "Retried a mail",
  "admin.audit-exported": "Exported the audit log",
  "admin.source-marked-updated": "Marked a source as updated",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

const dateText = z.iso.date(ADMIN_MESSAGES.invalidDate);

/**
 * `GET /api/admin/audit-log` (and `.csv`): who acted (actor), whose data it was (subject), each
 * given as a person's id or e-mail address, what was done, and from / to which days (UTC,
 * inclusive).
 */
export const auditLogQuerySchema = adminPageQuerySchema
  .extend({
    actor: searchText.optional(),
    subject: searchText.optional(),
    action: z.string().trim().max(100).optional(),
    from: dateText.optional(),
    to: dateText.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: ADMIN_MESSAGES.dateOrder,
    path: ["to"],
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
export type AuditLogFilters = Omit<AuditLogQuery, "page" | "pageSize">;

/** A person named in the log: a deleted person keeps their internal id only. */
export const auditPersonSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  actor: auditPersonSchema.nullable(),
  subject: auditPersonSchema.nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;

/** The CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  "when",
  "action",
  "actor_id",
  "actor_email",
  "subject_id",
  "subject_email",
  "target_type",
  "target_id",
  "details",
] as const;

/**
 * The audit log as CSV (papaparse, the CSV library the contracts already use to read files):
 * a header row, then one row per entry. Cells that a spreadsheet would run as a formula are
 * escaped.
 */
export function auditLogCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((entry) => [
    entry.createdAt,
    entry.action,
    entry.actor?.id ?? "",
    entry.actor?.email ?? "",
    entry.subject?.id ?? "",
    entry.subject?.email ?? "",
    entry.targetType ?? "",
    entry.targetId ?? "",
    entry.details ? JSON.stringify(entry.details) : "",
  ]);
  return `${Papa.unparse(
    { fields: [...AUDIT_CSV_COLUMNS], data: rows },
    { escapeFormulae: true, newline: "\r\n" },
  )}\r\n`;
}

/** The outbox's states. */
export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export const mailStatusSchema = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof mailStatusSchema>;
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  pending: "Waiting",
  sent: "Sent",
  failed: "Failed",
};

export const MAIL_KIND_LABELS: Record<string, string> = {
  verify_email: "E-mail verification",
  reset_password: "Password reset",
  invitation: "Invitation",
  red_flag_alert: "Red-flag alert",
  content_shared: "Shared with a client",
  review_assigned: "Review assigned",
};

export const adminMailQuerySchema = adminPageQuerySchema.extend({ status: mailStatusSchema.optional() });
export type AdminMailQuery = z.infer<typeof adminMailQuerySchema>;

/** A message of the outbox, never with its body: bodies carry one-time links. */
export const adminMailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

export const adminMailResponseSchema = z.object({
  items: z.array(adminMailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminMailResponse = z.infer<typeof adminMailResponseSchema>;

export const adminMailParamsSchema = z.object({ id: z.uuid(ADMIN_MESSAGES.mailNotFound) });

/** `GET /api/admin/sources`: a fragment of a source's title, publisher or URL, and the page. */
export const adminSourcesQuerySchema = adminPageQuerySchema.extend({ search: searchText.optional() });
export type AdminSourcesQuery = z.infer<typeof adminSourcesQuerySchema>;

/**
 * A source the library cites (one per URL, across the items' working and published revisions),
 * how many items cite it, and when a Super Admin last marked it as updated.
 */
export const adminSourceSchema = z.object({
  url: z.string(),
  title: z.string(),
  publisher: z.string(),
  year: z.number().int().nullable(),
  /** Items whose published revision cites it: they show 'Needs re-review' once it is marked. */
  publishedItems: z.number().int(),
  /** Every item citing it, drafts included. */
  items: z.number().int(),
  markedAt: z.string().nullable(),
  /** Who marked it last (null: never marked, or their account was deleted). */
  markedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminSource = z.infer<typeof adminSourceSchema>;

export const adminSourcesResponseSchema = z.object({
  items: z.array(adminSourceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminSourcesResponse = z.infer<typeof adminSourcesResponseSchema>;
