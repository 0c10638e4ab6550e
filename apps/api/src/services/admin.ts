import {
  ADMIN_MESSAGES,
  ROLE_IDS,
  type AdminMail,
  type AdminMailQuery,
  type AdminMailResponse,
  type AdminPeopleQuery,
  type AdminPeopleResponse,
  type AdminPerson,
  type AdminSource,
  type AdminSourcesQuery,
  type AdminSourcesResponse,
  type AuditEntry,
  type AuditLogFilters,
  type AuditLogQuery,
  type AuditLogResponse,
  type PersonState,
  type RoleId,
} from "@pkg/contracts";
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Database } from "../db/client";
import {
  auditLog,
  contentItems,
  contentRevisions,
  contentSourceUpdates,
  mailOutbox,
  oneTimeTokens,
  users,
} from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { HttpError, notFound } from "../lib/errors";
import { verificationMail } from "../mail/templates";
import { AUDIT_ACTIONS, AUDIT_TARGETS, recordAudit } from "./audit";
import { VERIFY_EMAIL_TTL_MS, type ServiceContext } from "./context";

export type AdminContext = Pick<ServiceContext, "db" | "sessions" | "outbox" | "productName" | "publicUrl">;

/** The most rows one CSV export holds (the newest first); narrow the filters for older ones. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  roleId: users.roleId,
  emailVerifiedAt: users.emailVerifiedAt,
  onboardingCompletedAt: users.onboardingCompletedAt,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};
type PersonRow = {
  id: string;
  name: string;
  email: string;
  roleId: number;
  emailVerifiedAt: Date | null;
  onboardingCompletedAt: Date | null;
  deactivatedAt: Date | null;
  createdAt: Date;
};

function stateOf(row: PersonRow): PersonState {
  if (row.deactivatedAt) return "deactivated";
  return row.emailVerifiedAt ? "active" : "unverified";
}

function toAdminPerson(row: PersonRow): AdminPerson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roleId: row.roleId as RoleId,
    state: stateOf(row),
    onboardingCompleted: row.onboardingCompletedAt !== null,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

/** Never the bodies or links: they carry one-time tokens. */
const mailColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
};

function toAdminMail(row: {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}): AdminMail {
  return {
    ...row,
    // A message being sent right now (claimed by an instance) is still waiting to be delivered.
    status: (row.status === "sending" ? "pending" : row.status) as AdminMail["status"],
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

type SourceRow = {
  url: string;
  title: string;
  publisher: string;
  year: number | null;
  published_items: number | string | bigint;
  items: number | string | bigint;
  marked_at: Date | string | null;
  marked_by: string | null;
  marked_by_name: string | null;
};

function toAdminSource(row: SourceRow): AdminSource {
  return {
    url: row.url,
    title: row.title,
    publisher: row.publisher,
    year: row.year === null ? null : Number(row.year),
    publishedItems: Number(row.published_items),
    items: Number(row.items),
    markedAt: row.marked_at === null ? null : new Date(row.marked_at).toISOString(),
    markedBy:
      row.marked_by && row.marked_by_name !== null ? { id: row.marked_by, name: row.marked_by_name } : null,
  };
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const lastSuperAdmin = () => new HttpError(409, "LAST_SUPER_ADMIN", ADMIN_MESSAGES.lastSuperAdmin);

/**
 * The Super Admin's administration: people (role, deactivation, verification mail), the audit
 * log (read and exported) and the mail outbox (state and retry). Every action is itself written
 * to the audit log, in the transaction that does it.
 */
export class AdminService {
  constructor(private readonly ctx: AdminContext) {}

  private get db(): Database {
    return this.ctx.db;
  }

  async people(query: AdminPeopleQuery): Promise<AdminPeopleResponse> {
    const conditions: SQL[] = [];
    if (query.q) {
      const pattern = likePattern(query.q);
      conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
    }
    if (query.role) conditions.push(eq(users.roleId, query.role));
    if (query.state === "deactivated") conditions.push(isNotNull(users.deactivatedAt));
    if (query.state === "unverified")
      conditions.push(isNull(users.deactivatedAt), isNull(users.emailVerifiedAt));
    if (query.state === "active")
      conditions.push(isNull(users.deactivatedAt), isNotNull(users.emailVerifiedAt));
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(personColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return {
      items: rows.map(toAdminPerson),
      total: Number(total?.n ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async person(id: string): Promise<AdminPerson> {
    const [row] = await this.db.select(personColumns).from(users).where(eq(users.id, id));
    if (!row) throw notFound(ADMIN_MESSAGES.personNotFound);
    return toAdminPerson(row);
  }

  /**
   * Locks the person's row and, when they are an active Super Admin about to lose that, refuses
   * unless another active Super Admin remains (their rows are locked too, so two admins cannot
   * remove each other at the same moment).
   */
  private async lockPerson(tx: Database, id: string, losesSuperAdmin: (row: PersonRow) => boolean) {
    const [row] = await tx.select(personColumns).from(users).where(eq(users.id, id)).for("update");
    if (!row) throw notFound(ADMIN_MESSAGES.personNotFound);
    if (row.roleId === ROLE_IDS.superAdmin && row.deactivatedAt === null && losesSuperAdmin(row)) {
      const others = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.roleId, ROLE_IDS.superAdmin), isNull(users.deactivatedAt), ne(users.id, id)))
        .for("update");
      if (others.length === 0) throw lastSuperAdmin();
    }
    return row;
  }

  async changeRole(actorId: string, id: string, roleId: RoleId): Promise<AdminPerson> {
    const updated = await this.db.transaction(async (tx) => {
      const row = await this.lockPerson(tx, id, () => roleId !== ROLE_IDS.superAdmin);
      if (row.roleId === roleId) return row;
      const [changed] = await tx
        .update(users)
        .set({ roleId, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(personColumns);
      await recordAudit(tx, {
        actorId,
        subjectId: id,
        action: AUDIT_ACTIONS.roleChanged,
        targetType: AUDIT_TARGETS.account,
        targetId: id,
        details: { from: row.roleId, to: roleId },
      });
      return changed!;
    });
    // The new role holds on every instance from the next request on.
    await this.ctx.sessions.forgetEverywhere(id);
    return toAdminPerson(updated);
  }

  /**
   * Deactivates the person: they cannot sign in, and every token they hold stops working at once
   * on every instance (the token version is raised, and remembered sessions are forgotten
   * everywhere before this answers).
   */
  async deactivate(actorId: string, id: string): Promise<AdminPerson> {
    const updated = await this.db.transaction(async (tx) => {
      const row = await this.lockPerson(tx, id, () => true);
      if (row.deactivatedAt) return row;
      const [changed] = await tx
        .update(users)
        .set({
          deactivatedAt: new Date(),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning(personColumns);
      await recordAudit(tx, {
        actorId,
        subjectId: id,
        action: AUDIT_ACTIONS.personDeactivated,
        targetType: AUDIT_TARGETS.account,
        targetId: id,
      });
      return changed!;
    });
    await this.ctx.sessions.forgetEverywhere(id);
    return toAdminPerson(updated);
  }

  /** Lets the person sign in again (the sessions that ended stay ended). */
  async reactivate(actorId: string, id: string): Promise<AdminPerson> {
    const updated = await this.db.transaction(async (tx) => {
      const row = await this.lockPerson(tx, id, () => false);
      if (!row.deactivatedAt) return row;
      const [changed] = await tx
        .update(users)
        .set({ deactivatedAt: null, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(personColumns);
      await recordAudit(tx, {
        actorId,
        subjectId: id,
        action: AUDIT_ACTIONS.personReactivated,
        targetType: AUDIT_TARGETS.account,
        targetId: id,
      });
      return changed!;
    });
    await this.ctx.sessions.forgetEverywhere(id);
    return toAdminPerson(updated);
  }

  /** Sends a new verification link to a person whose address is not verified yet. */
  async resendVerification(actorId: string, id: string): Promise<void> {
    const token = randomToken();
    await this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, id));
      if (!user) throw notFound(ADMIN_MESSAGES.personNotFound);
      if (user.emailVerifiedAt) throw new HttpError(409, "ALREADY_VERIFIED", ADMIN_MESSAGES.alreadyVerified);
      await tx.insert(oneTimeTokens).values({
        userId: user.id,
        purpose: "verify_email",
        tokenHash: sha256Hex(token),
        expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
      });
      await this.ctx.outbox.enqueue(
        user.email,
        verificationMail({
          productName: this.ctx.productName,
          publicUrl: this.ctx.publicUrl,
          name: user.name,
          email: user.email,
          token,
        }),
        tx,
      );
      await recordAudit(tx, {
        actorId,
        subjectId: id,
        action: AUDIT_ACTIONS.verificationResent,
        targetType: AUDIT_TARGETS.account,
        targetId: id,
      });
    });
  }

  /** A person filter of the log: an id, or an e-mail address (matching whoever has it now). */
  private personFilter(column: typeof auditLog.actorId | typeof auditLog.subjectId, value: string): SQL {
    if (UUID.test(value)) return eq(column, value);
    return inArray(
      column,
      this.db.select({ id: users.id }).from(users).where(eq(users.email, value.trim().toLowerCase())),
    );
  }

  private auditWhere(filters: AuditLogFilters): SQL | undefined {
    const conditions: SQL[] = [];
    if (filters.actor) conditions.push(this.personFilter(auditLog.actorId, filters.actor));
    if (filters.subject) conditions.push(this.personFilter(auditLog.subjectId, filters.subject));
    if (filters.action) conditions.push(eq(auditLog.action, filters.action));
    if (filters.from) conditions.push(gte(auditLog.createdAt, new Date(`${filters.from}T00:00:00Z`)));
    if (filters.to) {
      const end = new Date(`${filters.to}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      conditions.push(lt(auditLog.createdAt, end));
    }
    return and(...conditions);
  }

  private async auditRows(where: SQL | undefined, limit: number, offset: number): Promise<AuditEntry[]> {
    const actor = alias(users, "actor");
    const subject = alias(users, "subject");
    const rows = await this.db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        actorId: auditLog.actorId,
        actorName: actor.name,
        actorEmail: actor.email,
        subjectId: auditLog.subjectId,
        subjectName: subject.name,
        subjectEmail: subject.email,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(subject, eq(subject.id, auditLog.subjectId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      action: row.action,
      actor: row.actorId ? { id: row.actorId, name: row.actorName, email: row.actorEmail } : null,
      subject: row.subjectId ? { id: row.subjectId, name: row.subjectName, email: row.subjectEmail } : null,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details ?? null,
    }));
  }

  async auditLog(query: AuditLogQuery): Promise<AuditLogResponse> {
    const where = this.auditWhere(query);
    const [items, [total]] = await Promise.all([
      this.auditRows(where, query.pageSize, (query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    return { items, total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
  }

  /** Every entry the filters select (newest first, up to `AUDIT_CSV_MAX_ROWS`); the export is audited. */
  async auditExport(actorId: string, filters: AuditLogFilters): Promise<AuditEntry[]> {
    const entries = await this.auditRows(this.auditWhere(filters), AUDIT_CSV_MAX_ROWS, 0);
    await recordAudit(this.db, {
      actorId,
      subjectId: null,
      action: AUDIT_ACTIONS.auditExported,
      targetType: AUDIT_TARGETS.auditLog,
      targetId: "csv",
      details: { rows: entries.length },
    });
    return entries;
  }

  async mail(query: AdminMailQuery): Promise<AdminMailResponse> {
    // 'Waiting' holds the messages being sent right now too (claimed by an instance, status 'sending').
    const where =
      query.status === "pending"
        ? inArray(mailOutbox.status, ["pending", "sending"])
        : query.status
          ? eq(mailOutbox.status, query.status)
          : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(mailColumns)
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    return {
      items: rows.map(toAdminMail),
      total: Number(total?.n ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Sets a failed message to be sent again, from its first attempt. */
  async retryMail(actorId: string, id: string): Promise<AdminMail> {
    const retried = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(mailOutbox)
        .set({ status: "pending", attempts: 0, lastError: null, nextAttemptAt: new Date() })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
        .returning(mailColumns);
      if (!row) {
        const [exists] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
        if (!exists) throw notFound(ADMIN_MESSAGES.mailNotFound);
        throw new HttpError(409, "MAIL_NOT_FAILED", ADMIN_MESSAGES.mailNotFailed);
      }
      const [recipient] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.to));
      await recordAudit(tx, {
        actorId,
        subjectId: recipient?.id ?? null,
        action: AUDIT_ACTIONS.mailRetried,
        targetType: AUDIT_TARGETS.mail,
        targetId: id,
        details: { kind: row.kind },
      });
      return row;
    });
    return toAdminMail(retried);
  }

  /**
   * The sources the library cites, one per URL, across every item's current revisions (the
   * working one and the published one): how many items cite each (published ones and all), and
   * when it was last marked as updated and by whom. Searched by title, publisher or URL (of the
   * title and publisher shown: a published revision's first, then the most recently edited).
   */
  async sources(query: AdminSourcesQuery): Promise<AdminSourcesResponse> {
    const search = query.search ? likePattern(query.search) : null;
    const listed = sql`
      with cited as (
        select
          entry->>'url' as url,
          coalesce(entry->>'title', '') as title,
          coalesce(entry->>'publisher', '') as publisher,
          case when jsonb_typeof(entry->'year') = 'number' then (entry->>'year')::numeric::integer end as year,
          ${contentItems.id} as item_id,
          coalesce(${contentRevisions.id} = ${contentItems.publishedRevisionId}, false) as published,
          ${contentRevisions.updatedAt} as edited_at
        from ${contentItems}
        join ${contentRevisions}
          on ${contentRevisions.id} = ${contentItems.workingRevisionId}
          or ${contentRevisions.id} = ${contentItems.publishedRevisionId}
        cross join lateral jsonb_array_elements(${contentRevisions.sources}) as entry
        where jsonb_typeof(entry) = 'object' and coalesce(entry->>'url', '') <> ''
      ),
      grouped as (
        select
          url,
          (array_agg(title order by published desc, edited_at desc))[1] as title,
          (array_agg(publisher order by published desc, edited_at desc))[1] as publisher,
          (array_agg(year order by published desc, edited_at desc))[1] as year,
          count(distinct item_id) filter (where published) as published_items,
          count(distinct item_id) as items
        from cited
        group by url
      )
      select grouped.* from grouped
      where ${search}::text is null
        or grouped.title ilike ${search}
        or grouped.publisher ilike ${search}
        or grouped.url ilike ${search}`;
    const offset = (query.page - 1) * query.pageSize;
    const [page, counted] = await Promise.all([
      this.db.execute(sql`
        select
          source.*,
          ${contentSourceUpdates.markedAt} as marked_at,
          ${contentSourceUpdates.markedBy} as marked_by,
          ${users.name} as marked_by_name
        from (${listed}) as source
        left join ${contentSourceUpdates} on ${contentSourceUpdates.url} = source.url
        left join ${users} on ${users.id} = ${contentSourceUpdates.markedBy}
        order by lower(source.title), source.url
        limit ${query.pageSize} offset ${offset}`),
      this.db.execute(sql`select count(*) as n from (${listed}) as source`),
    ]);
    const rows = (page as unknown as { rows: SourceRow[] }).rows;
    const [total] = (counted as unknown as { rows: { n: number | string | bigint }[] }).rows;
    return {
      items: rows.map(toAdminSource),
      total: Number(total?.n ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
