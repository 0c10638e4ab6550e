import { randomUUID } from "node:crypto";

import {
  CARE_ERRORS,
  CARE_LIMITS,
  CONTENT_ATTACHMENT_FIELD,
  hormoneTherapyCautions,
  INVITATION_MESSAGES,
  mrsScore,
  NOT_ANSWERED,
  PLANS,
  readinessLabel,
  ROLE_IDS,
  shareMessage,
  type ActiveClient,
  type CareAlert,
  type CareMessageResponse,
  type ChatShareResponse,
  type ClientCareResponse,
  type ClientInfo,
  type ClientProfileResponse,
  type ClientRecord,
  type ClientShare,
  type CoachSessionResponse,
  type ContentAttachmentType,
  type ContentShareRequest,
  type ContentShareResponse,
  type CreateClientRequest,
  type CreateClientResponse,
  type EditClientInfoRequest,
  type GlucoseDailyQuery,
  type GlucoseDailyResponse,
  type GlucoseListQuery,
  type GlucoseListResponse,
  type Handout,
  type HandoutAttachment,
  type HandoutRequest,
  type HealthHistory,
  type HealthRangeQuery,
  type InviteClientsResponse,
  type ManagedClient,
  type ManagedClientsQuery,
  type ManagedClientsResponse,
  type MoodListQuery,
  type MoodListResponse,
  type MrsAnswers,
  type OnboardingAnswer,
  type PlanId,
  type RevokeContentAccessRequest,
  type SharedAccessResponse,
  type SharedHandoutResponse,
  type ShareKind,
  type SwitchClientResponse,
  type SymptomListResponse,
} from "@pkg/contracts";
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";

import { redFlagWords } from "../ai/red-flags";
import type { Database } from "../db/client";
import {
  chats,
  clientOnboarding,
  clientRecords,
  coachClients,
  contentItems,
  contentRevisions,
  contentShares,
  handoutAttachments,
  handouts,
  invitations,
  moodEntries,
  redFlagAlerts,
  symptomEntries,
  users,
} from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { HttpError } from "../lib/errors";
import { contentSharedMail, invitationMail } from "../mail/templates";
import { activeClientOf } from "./active-client";
import type { AssistantService } from "./assistant";
import { AUDIT_ACTIONS, AUDIT_TARGETS, recordAudits, type AuditEntry } from "./audit";
import type { AttachmentFile, IncomingAttachment } from "./content";
import { attachmentExtension, storedAttachmentData } from "./content-attachments";
import { INVITATION_TTL_MS, normalizeEmail, type ServiceContext } from "./context";
import type { GlucoseService } from "./glucose";
import type { HealthDataService } from "./health-data";
import type { HealthSnapshotService } from "./health-snapshot";
import { lockPractitioner, planFull, seatsInUse, type InvitationService } from "./invitations";
import type { SessionUser } from "./users";

/** The practitioner's own clients only: anyone else's id answers exactly like no such person. */
const clientNotFound = () => new HttpError(404, "CLIENT_NOT_FOUND", CARE_ERRORS.clientNotFound);
const notSharing = () => new HttpError(403, "CLIENT_NOT_SHARING", CARE_ERRORS.notSharing);
const handoutNotFound = () => new HttpError(404, "HANDOUT_NOT_FOUND", CARE_ERRORS.handoutNotFound);
const contentNotFound = () => new HttpError(404, "CONTENT_NOT_FOUND", CARE_ERRORS.contentNotFound);
const sharedNotFound = () => new HttpError(404, "SHARED_NOT_FOUND", CARE_ERRORS.sharedNotFound);
const attachmentNotFound = () =>
  new HttpError(404, "ATTACHMENT_NOT_FOUND", CARE_ERRORS.handoutAttachmentNotFound);
const tooManyAttachments = () =>
  new HttpError(409, "TOO_MANY_ATTACHMENTS", CARE_ERRORS.handoutAttachmentsTooMany, {
    [CONTENT_ATTACHMENT_FIELD]: CARE_ERRORS.handoutAttachmentsTooMany,
  });

/**
 * Where a handout's files are kept: in its practitioner's folder of the storage, so that deleting
 * their account (which removes that folder) removes them too.
 */
const handoutFolder = (coachId: string, handoutId: string) => `${coachId}/handouts/${handoutId}`;

type HandoutAttachmentRow = typeof handoutAttachments.$inferSelect;

function toHandoutAttachment(row: HandoutAttachmentRow): HandoutAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as ContentAttachmentType,
    size: row.size,
  };
}

type LinkRow = typeof coachClients.$inferSelect;
type ClientUser = Pick<SessionUser, "id" | "name" | "email" | "timeZone" | "glucoseUnit" | "hasDiabetes">;

const iso = (date: Date) => date.toISOString();

/** The client's onboarding answers in words, in the order of the steps. */
const ONBOARDING_LABELS: readonly [key: string, label: string][] = [
  ["age", "Age"],
  ["menopauseStatus", "Period status"],
  ["country", "Country"],
  ["ZIP", "ZIP code"],
  ["language", "Languages"],
  ["household", "Household"],
  ["race", "Race or ethnicity"],
  ["education", "Education"],
  ["occupation", "Occupation"],
  ["whatBringsYouHere", "What brings them here"],
  ["values", "Values"],
  ["barriers", "Barriers"],
  ["support", "Support"],
  ["personalityType", "Personality type"],
  ["readiness", "Readiness"],
];

export function onboardingAnswersOf(data: Record<string, unknown>): OnboardingAnswer[] {
  return ONBOARDING_LABELS.map(([key, label]) => {
    const value = data[key];
    let text = "Not answered";
    if (Array.isArray(value)) text = value.length > 0 ? value.join(", ") : text;
    else if (key === "readiness" && typeof value === "number") text = `${value}: ${readinessLabel(value)}`;
    else if (key === "age" && typeof value === "number") text = value > 0 ? String(value) : text;
    else if (typeof value === "string" && value !== NOT_ANSWERED && value.trim() !== "") text = value;
    return { label, value: text };
  });
}

export type CareDependencies = {
  assistant: AssistantService;
  invitations: InvitationService;
  healthSnapshot: HealthSnapshotService;
  healthData: HealthDataService;
  glucose: GlucoseService;
};

/**
 * A practitioner's care of their clients (issue 18): the list, the client's page, the records of
 * people to invite later, handouts and what is shared with whom, alerts; and the client's side of
 * it (their practitioner, their sharing choice, what was shared with them). Every read of a
 * client's health data by the practitioner checks, in the database, that the client is theirs and
 * still shares (so stopping takes effect on the next request on every instance), and is audited.
 */
export class CareService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly deps: CareDependencies,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /* ---------- The practitioner's side ---------- */

  /** The link between the practitioner and one of their clients, or 404. */
  private async link(coachId: string, clientId: string, db: Database = this.db): Promise<LinkRow> {
    const [row] = await db
      .select()
      .from(coachClients)
      .where(and(eq(coachClients.clientId, clientId), eq(coachClients.coachId, coachId)));
    if (!row) throw clientNotFound();
    return row;
  }

  private async clientUser(clientId: string): Promise<ClientUser> {
    const [row] = await this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        timeZone: users.timeZone,
        glucoseUnit: users.glucoseUnit,
        hasDiabetes: users.hasDiabetes,
      })
      .from(users)
      .where(eq(users.id, clientId));
    if (!row) throw clientNotFound();
    return row;
  }

  /** A client whose health data the practitioner may read now, or 404 / 403. */
  private async sharingClient(coachId: string, clientId: string): Promise<ClientUser> {
    const link = await this.link(coachId, clientId);
    if (link.sharingStoppedAt) throw notSharing();
    return this.clientUser(clientId);
  }

  private audit(coachId: string, clientId: string, what: string, details?: AuditEntry["details"]) {
    return recordAudits(this.db, [
      {
        actorId: coachId,
        subjectId: clientId,
        action: AUDIT_ACTIONS.careRead,
        targetType: AUDIT_TARGETS.healthData,
        targetId: what,
        details,
      },
    ]);
  }

  async managedClients(coach: SessionUser, query: ManagedClientsQuery): Promise<ManagedClientsResponse> {
    const links = await this.db
      .select({ link: coachClients, name: users.name, email: users.email })
      .from(coachClients)
      .innerJoin(users, eq(users.id, coachClients.clientId))
      .where(eq(coachClients.coachId, coach.id));
    const sharing = links.filter((row) => !row.link.sharingStoppedAt).map((row) => row.link.clientId);

    const [checkIns, moods, alerts, records, pending, seats, active] = await Promise.all([
      sharing.length === 0
        ? Promise.resolve([])
        : this.db
            .select({
              userId: sql<string>`user_id`,
              localDate: sql<string>`local_date`,
              answers: sql<unknown>`answers`,
            })
            .from(
              sql`(select ${symptomEntries.userId} as user_id, to_char(${symptomEntries.localDate}, 'YYYY-MM-DD') as local_date, ${symptomEntries.answers} as answers,
                row_number() over (partition by ${symptomEntries.userId} order by ${symptomEntries.localDate} desc, ${symptomEntries.takenAt} desc) as n
                from ${symptomEntries}
                where ${inArray(symptomEntries.userId, sharing)} and ${symptomEntries.kind} = 'check-in') as ranked`,
            )
            .where(sql`n <= ${CARE_LIMITS.trendPoints}`)
            .orderBy(sql`local_date`),
      sharing.length === 0
        ? Promise.resolve([])
        : this.db
            .selectDistinctOn([moodEntries.userId], {
              userId: moodEntries.userId,
              mood: moodEntries.mood,
              localDate: moodEntries.localDate,
            })
            .from(moodEntries)
            .where(inArray(moodEntries.userId, sharing))
            .orderBy(moodEntries.userId, desc(moodEntries.localDate), desc(moodEntries.loggedAt)),
      this.db
        .select({
          clientId: redFlagAlerts.clientId,
          open: sql<number>`count(*) filter (where ${redFlagAlerts.seenAt} is null)::int`,
          latest: sql<
            string | null
          >`max(${redFlagAlerts.createdAt}) filter (where ${redFlagAlerts.seenAt} is null)`,
        })
        .from(redFlagAlerts)
        .where(eq(redFlagAlerts.practitionerId, coach.id))
        .groupBy(redFlagAlerts.clientId),
      this.db
        .select()
        .from(clientRecords)
        .where(eq(clientRecords.coachId, coach.id))
        .orderBy(asc(clientRecords.createdAt)),
      this.db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.coachId, coach.id),
            isNull(invitations.acceptedAt),
            isNull(invitations.revokedAt),
            sql`${invitations.email} is not null`,
          ),
        )
        .orderBy(desc(invitations.createdAt)),
      seatsInUse(this.db, coach.id),
      this.activeClient(coach.id),
    ]);

    const trends = new Map<string, { localDate: string; total: number }[]>();
    for (const row of checkIns) {
      const list = trends.get(row.userId) ?? [];
      list.push({ localDate: row.localDate, total: mrsScore(row.answers as MrsAnswers).total });
      trends.set(row.userId, list);
    }
    const lastMoods = new Map(moods.map((row) => [row.userId, row]));
    const alertsBy = new Map(alerts.map((row) => [row.clientId, row]));

    let clients: ManagedClient[] = links.map(({ link, name, email }) => {
      const shares = !link.sharingStoppedAt;
      const trend = shares ? (trends.get(link.clientId) ?? []) : [];
      const last = trend.at(-1);
      const before = trend.at(-2);
      const mood = shares ? lastMoods.get(link.clientId) : undefined;
      const alert = alertsBy.get(link.clientId);
      return {
        id: link.clientId,
        name: link.displayName ?? name,
        email,
        tags: link.tags,
        since: iso(link.createdAt),
        sharingHealthData: shares,
        lastCheckIn: last
          ? {
              localDate: last.localDate,
              total: last.total,
              change: before ? last.total - before.total : null,
            }
          : null,
        trend,
        lastMood: mood ? { mood: mood.mood, localDate: mood.localDate } : null,
        openAlerts: Number(alert?.open ?? 0),
        latestAlertAt: alert?.latest ? new Date(alert.latest).toISOString() : null,
      };
    });

    // Reading the list reads each sharing client's latest check-ins and mood: one audit row each.
    const read = clients.filter((client) => client.sharingHealthData);
    if (read.length > 0) {
      await recordAudits(
        this.db,
        read.map((client) => ({
          actorId: coach.id,
          subjectId: client.id,
          action: AUDIT_ACTIONS.careRead,
          targetType: AUDIT_TARGETS.healthData,
          targetId: "client-list",
          details: { checkIns: client.trend.length, mood: client.lastMood !== null },
        })),
      );
    }

    const q = query.q?.trim().toLowerCase();
    if (q) {
      clients = clients.filter(
        (client) =>
          client.name.toLowerCase().includes(q) ||
          client.email.toLowerCase().includes(q) ||
          client.tags.some((tag) => tag.toLowerCase().includes(q)),
      );
    }
    const byName = (a: ManagedClient, b: ManagedClient) => a.name.localeCompare(b.name, "en");
    const sort = query.sort ?? "name";
    clients.sort((a, b) => {
      if (sort === "alerts" && a.openAlerts !== b.openAlerts) return b.openAlerts - a.openAlerts;
      if (sort === "last-check-in") {
        const left = a.lastCheckIn?.localDate ?? "";
        const right = b.lastCheckIn?.localDate ?? "";
        if (left !== right) return left < right ? 1 : -1;
      }
      return byName(a, b);
    });

    const plan = PLANS[coach.plan as PlanId] ?? PLANS.starter;
    return {
      clients,
      records: records.map(toRecord),
      invitations: pending.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email ?? "",
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
      })),
      usage: {
        planId: plan.id,
        planName: plan.name,
        limit: plan.activeClients,
        used: seats.used,
        clients: seats.clients,
        invitations: seats.invitations,
        records: seats.records,
      },
      activeClient: active,
    };
  }

  private activeClient(coachId: string): Promise<ActiveClient | null> {
    return activeClientOf(this.db, coachId);
  }

  async switchClient(coach: SessionUser, clientId: string | null): Promise<SwitchClientResponse> {
    if (clientId) await this.link(coach.id, clientId);
    await this.db.update(users).set({ activeClientId: clientId }).where(eq(users.id, coach.id));
    return { activeClient: await this.activeClient(coach.id) };
  }

  async createRecord(coach: SessionUser, request: CreateClientRequest): Promise<CreateClientResponse> {
    const record = await this.db.transaction(async (tx) => {
      await lockPractitioner(tx, coach.id);
      const { used } = await seatsInUse(tx, coach.id);
      const full = planFull(coach.plan, used, 1);
      if (full) throw full;
      const [row] = await tx
        .insert(clientRecords)
        .values({
          coachId: coach.id,
          name: request.name,
          email: request.email ? normalizeEmail(request.email) : null,
          phoneNumber: request.phone_number || null,
          notes: request.notes || null,
        })
        .returning();
      return row!;
    });
    return { message: `${record.name} was added to your clients to invite later`, record: toRecord(record) };
  }

  private async record(coachId: string, recordId: string) {
    const [row] = await this.db
      .select()
      .from(clientRecords)
      .where(and(eq(clientRecords.id, recordId), eq(clientRecords.coachId, coachId)));
    if (!row) throw new HttpError(404, "RECORD_NOT_FOUND", CARE_ERRORS.recordNotFound);
    return row;
  }

  async inviteRecord(coach: SessionUser, recordId: string): Promise<InviteClientsResponse> {
    const row = await this.record(coach.id, recordId);
    if (!row.email) {
      throw new HttpError(409, "RECORD_NEEDS_EMAIL", CARE_ERRORS.recordNeedsEmail, {
        email: INVITATION_MESSAGES.noTextMessages,
      });
    }
    return this.deps.invitations.invite(
      coach,
      [{ name: row.name, email: row.email, ...(row.phoneNumber ? { phone_number: row.phoneNumber } : {}) }],
      { replacingRecordId: row.id },
    );
  }

  async deleteRecord(coach: SessionUser, recordId: string): Promise<CareMessageResponse> {
    const row = await this.record(coach.id, recordId);
    await this.db.delete(clientRecords).where(eq(clientRecords.id, row.id));
    return { message: `The record of ${row.name} was deleted` };
  }

  private async pendingInvitation(coachId: string, invitationId: string) {
    const [row] = await this.db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.id, invitationId),
          eq(invitations.coachId, coachId),
          isNull(invitations.revokedAt),
        ),
      );
    if (!row || !row.email) throw new HttpError(404, "INVITATION_NOT_FOUND", CARE_ERRORS.invitationNotFound);
    if (row.acceptedAt) throw new HttpError(409, "INVITATION_ACCEPTED", CARE_ERRORS.invitationAccepted);
    return { ...row, email: row.email };
  }

  /** A new link (the old one stops working) valid for 14 more days; an expired one takes a seat again. */
  async resendInvitation(coach: SessionUser, invitationId: string): Promise<CareMessageResponse> {
    const invitation = await this.pendingInvitation(coach.id, invitationId);
    await this.db.transaction(async (tx) => {
      await lockPractitioner(tx, coach.id);
      if (invitation.expiresAt.getTime() <= Date.now()) {
        const { used } = await seatsInUse(tx, coach.id);
        const full = planFull(coach.plan, used, 1);
        if (full) throw full;
      }
      const token = randomToken();
      await tx
        .update(invitations)
        .set({ tokenHash: sha256Hex(token), expiresAt: new Date(Date.now() + INVITATION_TTL_MS) })
        .where(eq(invitations.id, invitation.id));
      await this.ctx.outbox.enqueue(
        invitation.email,
        invitationMail({
          productName: this.ctx.productName,
          publicUrl: this.ctx.publicUrl,
          name: invitation.name,
          coachName: coach.name,
          token,
        }),
        tx,
      );
    });
    return { message: `A new invitation was sent to ${invitation.email}` };
  }

  async revokeInvitation(coach: SessionUser, invitationId: string): Promise<CareMessageResponse> {
    const invitation = await this.pendingInvitation(coach.id, invitationId);
    await this.db.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, invitation.id));
    return { message: `The invitation to ${invitation.name} was revoked` };
  }

  private toInfo(link: LinkRow, client: Pick<ClientUser, "name" | "email">): ClientInfo {
    return {
      clientId: link.clientId,
      accountName: client.name,
      email: client.email,
      displayName: link.displayName,
      phone_number: link.phoneNumber,
      notes: link.notes,
      tags: link.tags,
    };
  }

  async clientInfo(coach: SessionUser, clientId: string): Promise<ClientInfo> {
    const link = await this.link(coach.id, clientId);
    return this.toInfo(link, await this.clientUser(clientId));
  }

  async editClientInfo(
    coach: SessionUser,
    clientId: string,
    request: EditClientInfoRequest,
  ): Promise<ClientInfo> {
    await this.link(coach.id, clientId);
    const changes: Partial<typeof coachClients.$inferInsert> = {};
    if (request.displayName !== undefined) changes.displayName = request.displayName.trim() || null;
    if (request.phone_number !== undefined) changes.phoneNumber = request.phone_number || null;
    if (request.notes !== undefined) changes.notes = request.notes.trim() || null;
    if (request.tags !== undefined) changes.tags = [...new Set(request.tags.map((tag) => tag.trim()))];
    if (Object.keys(changes).length > 0) {
      await this.db
        .update(coachClients)
        .set(changes)
        .where(and(eq(coachClients.clientId, clientId), eq(coachClients.coachId, coach.id)));
    }
    return this.clientInfo(coach, clientId);
  }

  /** Ends the care relationship: the client keeps their account and data; shares and alerts go. */
  async endCare(coach: SessionUser, clientId: string): Promise<CareMessageResponse> {
    const client = await this.clientUser(clientId).catch(() => null);
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(coachClients)
        .where(and(eq(coachClients.clientId, clientId), eq(coachClients.coachId, coach.id)))
        .returning({ clientId: coachClients.clientId });
      if (removed.length === 0) throw clientNotFound();
      await tx
        .delete(contentShares)
        .where(and(eq(contentShares.coachId, coach.id), eq(contentShares.clientId, clientId)));
      await tx
        .delete(redFlagAlerts)
        .where(and(eq(redFlagAlerts.practitionerId, coach.id), eq(redFlagAlerts.clientId, clientId)));
      await tx.update(chats).set({ sharedAt: null }).where(eq(chats.userId, clientId));
      await tx
        .update(users)
        .set({ activeClientId: null })
        .where(and(eq(users.id, coach.id), eq(users.activeClientId, clientId)));
      await recordAudits(tx, [
        {
          actorId: coach.id,
          subjectId: clientId,
          action: AUDIT_ACTIONS.careEnded,
          targetType: AUDIT_TARGETS.careRelationship,
          targetId: clientId,
        },
      ]);
    });
    return { message: `Care for ${client?.name ?? "this client"} has ended` };
  }

  async markAlertsSeen(coach: SessionUser, clientId: string): Promise<CareMessageResponse> {
    await this.link(coach.id, clientId);
    const seen = await this.db
      .update(redFlagAlerts)
      .set({ seenAt: new Date() })
      .where(
        and(
          eq(redFlagAlerts.practitionerId, coach.id),
          eq(redFlagAlerts.clientId, clientId),
          isNull(redFlagAlerts.seenAt),
        ),
      )
      .returning({ id: redFlagAlerts.id });
    return { message: seen.length === 1 ? "Alert marked as seen" : `${seen.length} alerts marked as seen` };
  }

  async clientProfile(coach: SessionUser, clientId: string): Promise<ClientProfileResponse> {
    const link = await this.link(coach.id, clientId);
    const client = await this.clientUser(clientId);
    const sharing = !link.sharingStoppedAt;
    const [shared, sharedChats, alerts] = await Promise.all([
      this.sharesOf(coach.id, clientId),
      sharing
        ? this.db
            .select({ chatId: chats.id, title: chats.title, sharedAt: chats.sharedAt })
            .from(chats)
            .where(and(eq(chats.userId, clientId), sql`${chats.sharedAt} is not null`))
            .orderBy(desc(chats.sharedAt))
        : Promise.resolve([]),
      this.db
        .select()
        .from(redFlagAlerts)
        .where(and(eq(redFlagAlerts.practitionerId, coach.id), eq(redFlagAlerts.clientId, clientId)))
        .orderBy(desc(redFlagAlerts.createdAt))
        .limit(20),
    ]);
    const base = {
      info: this.toInfo(link, client),
      since: iso(link.createdAt),
      sharingHealthData: sharing,
      shared,
      sharedChats: sharedChats.map((row) => ({
        chatId: row.chatId,
        title: row.title,
        sharedAt: iso(row.sharedAt!),
      })),
      alerts: alerts.map(toAlert),
    };
    if (!sharing) return { ...base, snapshot: null, history: null, cautions: [], onboarding: null };

    const snapshotUser = { ...client, roleId: ROLE_IDS.client } as unknown as SessionUser;
    const [snapshot, history, [onboarding]] = await Promise.all([
      this.deps.healthSnapshot.snapshot(snapshotUser, undefined),
      this.deps.healthData.getHistory(clientId),
      this.db
        .select({ data: clientOnboarding.data })
        .from(clientOnboarding)
        .where(eq(clientOnboarding.userId, clientId)),
    ]);
    const hasHistory = history.updatedAt !== null;
    await this.audit(coach.id, clientId, "client-profile", {
      snapshot: true,
      history: hasHistory,
      onboarding: onboarding !== undefined,
    });
    return {
      ...base,
      snapshot,
      history: hasHistory ? history : null,
      cautions: hormoneTherapyCautions(hasHistory ? (history as HealthHistory) : null),
      onboarding: onboarding ? onboardingAnswersOf(onboarding.data) : null,
    };
  }

  async clientSymptoms(
    coach: SessionUser,
    clientId: string,
    query: HealthRangeQuery,
  ): Promise<SymptomListResponse> {
    await this.sharingClient(coach.id, clientId);
    const list = await this.deps.healthData.listSymptoms(clientId, query);
    await this.audit(coach.id, clientId, "symptoms", { entries: list.items.length });
    return list;
  }

  async clientGlucose(
    coach: SessionUser,
    clientId: string,
    query: GlucoseListQuery,
  ): Promise<GlucoseListResponse> {
    const client = await this.sharingClient(coach.id, clientId);
    const list = await this.deps.glucose.list(client, query);
    await this.audit(coach.id, clientId, "glucose", { entries: list.items.length });
    return list;
  }

  async clientGlucoseDaily(
    coach: SessionUser,
    clientId: string,
    query: GlucoseDailyQuery,
  ): Promise<GlucoseDailyResponse> {
    const client = await this.sharingClient(coach.id, clientId);
    const days = await this.deps.glucose.dailyAverages(client, query);
    await this.audit(coach.id, clientId, "glucose-daily", { days: days.days.length });
    return days;
  }

  async clientMood(coach: SessionUser, clientId: string, query: MoodListQuery): Promise<MoodListResponse> {
    await this.sharingClient(coach.id, clientId);
    const list = await this.deps.healthData.listMood(clientId, query);
    await this.audit(coach.id, clientId, "mood", { entries: list.items.length });
    return list;
  }

  /* ---------- Handouts ---------- */

  private async toHandouts(rows: (typeof handouts.$inferSelect)[]): Promise<Handout[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const sourceIds = rows.flatMap((row) => (row.sourceContentId ? [row.sourceContentId] : []));
    const [counts, sources, files] = await Promise.all([
      this.db
        .select({ handoutId: contentShares.handoutId, value: sql<number>`count(*)::int` })
        .from(contentShares)
        .where(inArray(contentShares.handoutId, ids))
        .groupBy(contentShares.handoutId),
      sourceIds.length === 0 ? Promise.resolve([]) : this.publishedTitles(sourceIds),
      this.attachmentsOf(ids),
    ]);
    const countBy = new Map(counts.map((row) => [row.handoutId, Number(row.value)]));
    const titleBy = new Map(sources.map((row) => [row.id, row.title]));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      source:
        row.sourceContentId && titleBy.has(row.sourceContentId)
          ? { id: row.sourceContentId, title: titleBy.get(row.sourceContentId)! }
          : null,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      sharedWith: countBy.get(row.id) ?? 0,
      attachments: files.get(row.id) ?? [],
    }));
  }

  /** The files of these handouts, oldest first, by handout. */
  private async attachmentsOf(handoutIds: string[]): Promise<Map<string, HandoutAttachment[]>> {
    const rows =
      handoutIds.length === 0
        ? []
        : await this.db
            .select()
            .from(handoutAttachments)
            .where(inArray(handoutAttachments.handoutId, handoutIds))
            .orderBy(asc(handoutAttachments.createdAt), asc(handoutAttachments.id));
    const by = new Map<string, HandoutAttachment[]>();
    for (const row of rows) {
      const list = by.get(row.handoutId) ?? [];
      list.push(toHandoutAttachment(row));
      by.set(row.handoutId, list);
    }
    return by;
  }

  /** The titles of published items (any audience unless `clientsOnly`). */
  private publishedTitles(ids: string[], clientsOnly = false) {
    return this.db
      .select({ id: contentItems.id, title: contentRevisions.title, audience: contentRevisions.audience })
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(
        and(
          inArray(contentItems.id, ids),
          clientsOnly ? eq(contentRevisions.audience, "clients") : undefined,
        ),
      );
  }

  /** A published item for clients, or 404 (400 for one written for practitioners). */
  private async publishedForClients(contentId: string): Promise<{ id: string; title: string }> {
    const [row] = await this.publishedTitles([contentId]);
    if (!row) throw contentNotFound();
    if (row.audience !== "clients") {
      throw new HttpError(400, "CONTENT_FOR_PRACTITIONERS", CARE_ERRORS.contentForPractitioners);
    }
    return row;
  }

  async handouts(coach: SessionUser): Promise<Handout[]> {
    const rows = await this.db
      .select()
      .from(handouts)
      .where(eq(handouts.coachId, coach.id))
      .orderBy(desc(handouts.updatedAt), desc(handouts.id));
    return this.toHandouts(rows);
  }

  private async ownHandout(coachId: string, id: string, db: Database = this.db, lock = false) {
    const query = db
      .select()
      .from(handouts)
      .where(and(eq(handouts.id, id), eq(handouts.coachId, coachId)));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw handoutNotFound();
    return row;
  }

  async handout(coach: SessionUser, id: string): Promise<Handout> {
    return (await this.toHandouts([await this.ownHandout(coach.id, id)]))[0]!;
  }

  async createHandout(coach: SessionUser, request: HandoutRequest): Promise<Handout> {
    if (request.sourceContentId) await this.publishedForClients(request.sourceContentId);
    const [row] = await this.db
      .insert(handouts)
      .values({
        coachId: coach.id,
        title: request.title,
        body: request.body,
        sourceContentId: request.sourceContentId ?? null,
      })
      .returning();
    return (await this.toHandouts([row!]))[0]!;
  }

  async editHandout(coach: SessionUser, id: string, request: HandoutRequest): Promise<Handout> {
    const current = await this.ownHandout(coach.id, id);
    const source = request.sourceContentId === undefined ? current.sourceContentId : request.sourceContentId;
    if (source && source !== current.sourceContentId) await this.publishedForClients(source);
    const [row] = await this.db
      .update(handouts)
      .set({ title: request.title, body: request.body, sourceContentId: source, updatedAt: new Date() })
      .where(eq(handouts.id, current.id))
      .returning();
    return (await this.toHandouts([row!]))[0]!;
  }

  /** Deletes the handout, its shares and its files (rows and stored bytes). */
  async deleteHandout(coach: SessionUser, id: string): Promise<CareMessageResponse> {
    const { row, files } = await this.db.transaction(async (tx) => {
      const row = await this.ownHandout(coach.id, id, tx, true);
      const files = await tx
        .select({ storageKey: handoutAttachments.storageKey })
        .from(handoutAttachments)
        .where(eq(handoutAttachments.handoutId, row.id));
      // Cascades: shares and attachment rows.
      await tx.delete(handouts).where(eq(handouts.id, row.id));
      return { row, files };
    });
    for (const file of files) await this.ctx.storage.delete(file.storageKey);
    await this.ctx.storage.deleteFolder(handoutFolder(coach.id, row.id));
    return { message: `'${row.title}' was deleted` };
  }

  /* ---------- A handout's files ---------- */

  private async attachmentCount(handoutId: string, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(handoutAttachments)
      .where(eq(handoutAttachments.handoutId, handoutId));
    return Number(row?.value ?? 0);
  }

  /**
   * Whether the practitioner may attach one more file to the handout (theirs, with room for it),
   * checked before the upload is read; `addHandoutAttachment` checks again under the handout's lock.
   */
  async checkCanAttachToHandout(coach: SessionUser, id: string): Promise<void> {
    const row = await this.ownHandout(coach.id, id);
    if ((await this.attachmentCount(row.id)) >= CARE_LIMITS.handoutAttachmentsMax) {
      throw tooManyAttachments();
    }
  }

  /** `POST /api/handout/{id}/attachments`: the file (checked by the route) joins the handout. */
  async addHandoutAttachment(
    coach: SessionUser,
    id: string,
    file: IncomingAttachment,
  ): Promise<HandoutAttachment> {
    const key = `${handoutFolder(coach.id, id)}/${randomUUID()}.${attachmentExtension(file.contentType)}`;
    await this.ctx.storage.put(key, file.data);
    try {
      const row = await this.db.transaction(async (tx) => {
        const handout = await this.ownHandout(coach.id, id, tx, true);
        if ((await this.attachmentCount(handout.id, tx)) >= CARE_LIMITS.handoutAttachmentsMax) {
          throw tooManyAttachments();
        }
        const now = new Date();
        const [inserted] = await tx
          .insert(handoutAttachments)
          .values({
            handoutId: handout.id,
            fileName: file.fileName,
            contentType: file.contentType,
            size: file.data.length,
            storageKey: key,
            createdAt: now,
          })
          .returning();
        await tx.update(handouts).set({ updatedAt: now }).where(eq(handouts.id, handout.id));
        return inserted!;
      });
      return toHandoutAttachment(row);
    } catch (error) {
      await this.ctx.storage.delete(key);
      throw error;
    }
  }

  /** `DELETE /api/handout/{id}/attachments/{attachmentId}`: the row and the stored bytes go. */
  async removeHandoutAttachment(
    coach: SessionUser,
    id: string,
    attachmentId: string,
  ): Promise<CareMessageResponse> {
    const removed = await this.db.transaction(async (tx) => {
      const handout = await this.ownHandout(coach.id, id, tx, true);
      const [row] = await tx
        .delete(handoutAttachments)
        .where(and(eq(handoutAttachments.id, attachmentId), eq(handoutAttachments.handoutId, handout.id)))
        .returning();
      if (!row) throw attachmentNotFound();
      await tx.update(handouts).set({ updatedAt: new Date() }).where(eq(handouts.id, handout.id));
      return row;
    });
    await this.ctx.storage.delete(removed.storageKey);
    return { message: `'${removed.fileName}' was removed` };
  }

  private async attachmentFileOf(handoutId: string, attachmentId: string): Promise<AttachmentFile> {
    const [row] = await this.db
      .select()
      .from(handoutAttachments)
      .where(and(eq(handoutAttachments.id, attachmentId), eq(handoutAttachments.handoutId, handoutId)));
    if (!row) throw attachmentNotFound();
    return {
      fileName: row.fileName,
      contentType: row.contentType as ContentAttachmentType,
      data: await storedAttachmentData(this.ctx.storage, row.storageKey, attachmentNotFound),
    };
  }

  /** `GET /api/handout/{id}/attachments/{attachmentId}`: a file of the practitioner's own handout. */
  async handoutAttachmentFile(coach: SessionUser, id: string, attachmentId: string): Promise<AttachmentFile> {
    const handout = await this.ownHandout(coach.id, id);
    return this.attachmentFileOf(handout.id, attachmentId);
  }

  /* ---------- Sharing ---------- */

  /** What is shared: the practitioner's own handout, or a published item for clients. */
  private async target(coachId: string, kind: ShareKind, targetId: string): Promise<{ title: string }> {
    if (kind === "handout") return this.ownHandout(coachId, targetId);
    return this.publishedForClients(targetId);
  }

  private targetColumn(kind: ShareKind) {
    return kind === "handout" ? contentShares.handoutId : contentShares.contentId;
  }

  async share(coach: SessionUser, request: ContentShareRequest): Promise<ContentShareResponse> {
    const target = await this.target(coach.id, request.kind, request.targetId);
    const clientIds = [...new Set(request.clientIds)];
    const links = await this.db
      .select({
        clientId: coachClients.clientId,
        displayName: coachClients.displayName,
        name: users.name,
        email: users.email,
      })
      .from(coachClients)
      .innerJoin(users, eq(users.id, coachClients.clientId))
      .where(and(eq(coachClients.coachId, coach.id), inArray(coachClients.clientId, clientIds)));
    if (links.length !== clientIds.length) throw clientNotFound();
    await this.db.transaction(async (tx) => {
      const added = await tx
        .insert(contentShares)
        .values(
          clientIds.map((clientId) => ({
            coachId: coach.id,
            clientId,
            handoutId: request.kind === "handout" ? request.targetId : null,
            contentId: request.kind === "content" ? request.targetId : null,
          })),
        )
        .onConflictDoNothing()
        .returning({ clientId: contentShares.clientId });
      // Only a new share is announced (sharing again sends nothing), and never what it is: the
      // outbox leaves out a client who turned these e-mails off.
      for (const { clientId } of added) {
        const client = links.find((link) => link.clientId === clientId)!;
        await this.ctx.outbox.enqueue(
          client.email,
          contentSharedMail({
            productName: this.ctx.productName,
            publicUrl: this.ctx.publicUrl,
            name: client.name,
          }),
          tx,
        );
      }
    });
    const access = await this.accessList(coach.id, request.kind, request.targetId);
    return {
      message: shareMessage(links.map((link) => link.displayName ?? link.name)),
      kind: request.kind,
      targetId: request.targetId,
      title: target.title,
      access,
    };
  }

  private async accessList(coachId: string, kind: ShareKind, targetId: string) {
    const rows = await this.db
      .select({
        clientId: contentShares.clientId,
        displayName: coachClients.displayName,
        name: users.name,
        sharedAt: contentShares.sharedAt,
        openedAt: contentShares.openedAt,
      })
      .from(contentShares)
      .innerJoin(users, eq(users.id, contentShares.clientId))
      .leftJoin(coachClients, eq(coachClients.clientId, contentShares.clientId))
      .where(and(eq(contentShares.coachId, coachId), eq(this.targetColumn(kind), targetId)))
      .orderBy(desc(contentShares.sharedAt), asc(users.name));
    return rows.map((row) => ({
      clientId: row.clientId,
      name: row.displayName ?? row.name,
      sharedAt: iso(row.sharedAt),
      openedAt: row.openedAt ? iso(row.openedAt) : null,
    }));
  }

  /** Who has the handout or library item (by id: the practitioner's handout first). */
  async sharedAccess(coach: SessionUser, contentId: string): Promise<SharedAccessResponse> {
    const [own] = await this.db
      .select({ title: handouts.title })
      .from(handouts)
      .where(and(eq(handouts.id, contentId), eq(handouts.coachId, coach.id)));
    const kind: ShareKind = own ? "handout" : "content";
    const title = own ? own.title : (await this.publishedForClients(contentId)).title;
    return { kind, targetId: contentId, title, access: await this.accessList(coach.id, kind, contentId) };
  }

  async revoke(coach: SessionUser, request: RevokeContentAccessRequest): Promise<SharedAccessResponse> {
    const target = await this.target(coach.id, request.kind, request.targetId);
    await this.db
      .delete(contentShares)
      .where(
        and(
          eq(contentShares.coachId, coach.id),
          eq(contentShares.clientId, request.clientId),
          eq(this.targetColumn(request.kind), request.targetId),
        ),
      );
    return {
      kind: request.kind,
      targetId: request.targetId,
      title: target.title,
      access: await this.accessList(coach.id, request.kind, request.targetId),
    };
  }

  /** What one practitioner shared with one client, with titles, newest first. */
  private async sharesOf(coachId: string | null, clientId: string): Promise<ClientShare[]> {
    const rows = await this.db
      .select({
        handoutId: contentShares.handoutId,
        contentId: contentShares.contentId,
        handoutTitle: handouts.title,
        contentTitle: contentRevisions.title,
        sharedAt: contentShares.sharedAt,
        openedAt: contentShares.openedAt,
      })
      .from(contentShares)
      .leftJoin(handouts, eq(handouts.id, contentShares.handoutId))
      .leftJoin(contentItems, eq(contentItems.id, contentShares.contentId))
      .leftJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(
        and(eq(contentShares.clientId, clientId), coachId ? eq(contentShares.coachId, coachId) : undefined),
      )
      .orderBy(desc(contentShares.sharedAt));
    return rows.flatMap((row) => {
      const title = row.handoutTitle ?? row.contentTitle;
      // A library item that is no longer published is not offered.
      if (!title) return [];
      return [
        {
          kind: row.handoutId ? ("handout" as const) : ("content" as const),
          targetId: (row.handoutId ?? row.contentId)!,
          title,
          sharedAt: iso(row.sharedAt),
          openedAt: row.openedAt ? iso(row.openedAt) : null,
        },
      ];
    });
  }

  /* ---------- The client's side ---------- */

  private async practitionerOf(clientId: string) {
    const [row] = await this.db
      .select({ link: coachClients, name: users.name })
      .from(coachClients)
      .innerJoin(users, eq(users.id, coachClients.coachId))
      .where(eq(coachClients.clientId, clientId));
    return row ?? null;
  }

  async clientCare(client: SessionUser): Promise<ClientCareResponse> {
    const practitioner = await this.practitionerOf(client.id);
    return {
      practitioner: practitioner ? { name: practitioner.name } : null,
      sharingHealthData: practitioner ? !practitioner.link.sharingStoppedAt : false,
      shared: practitioner ? await this.sharesOf(practitioner.link.coachId, client.id) : [],
    };
  }

  async setSharing(client: SessionUser, sharing: boolean): Promise<ClientCareResponse> {
    const updated = await this.db
      .update(coachClients)
      .set({ sharingStoppedAt: sharing ? null : new Date() })
      .where(eq(coachClients.clientId, client.id))
      .returning({ clientId: coachClients.clientId });
    if (updated.length === 0) throw new HttpError(409, "NO_PRACTITIONER", CARE_ERRORS.noPractitioner);
    return this.clientCare(client);
  }

  /** The share of a handout with the client, while it lasts (and they are still its practitioner's client), or 404. */
  private async handoutShare(clientId: string, handoutId: string) {
    const [row] = await this.db
      .select({ share: contentShares, handout: handouts, practitionerName: users.name })
      .from(contentShares)
      .innerJoin(handouts, eq(handouts.id, contentShares.handoutId))
      .innerJoin(users, eq(users.id, contentShares.coachId))
      .innerJoin(
        coachClients,
        and(
          eq(coachClients.clientId, contentShares.clientId),
          eq(coachClients.coachId, contentShares.coachId),
        ),
      )
      .where(and(eq(contentShares.handoutId, handoutId), eq(contentShares.clientId, clientId)));
    if (!row) throw sharedNotFound();
    return row;
  }

  async sharedHandout(client: SessionUser, handoutId: string): Promise<SharedHandoutResponse> {
    const row = await this.handoutShare(client.id, handoutId);
    if (!row.share.openedAt) {
      await this.db
        .update(contentShares)
        .set({ openedAt: new Date() })
        .where(and(eq(contentShares.id, row.share.id), isNull(contentShares.openedAt)));
    }
    return {
      handout: {
        id: row.handout.id,
        title: row.handout.title,
        body: row.handout.body,
        practitionerName: row.practitionerName,
        sharedAt: iso(row.share.sharedAt),
        attachments: (await this.attachmentsOf([row.handout.id])).get(row.handout.id) ?? [],
      },
    };
  }

  /**
   * `GET /api/client/handouts/{id}/attachments/{attachmentId}`: a file of a handout shared with the
   * client; once it is revoked (or deleted), 404 like anything else not shared with them.
   */
  async sharedHandoutAttachmentFile(
    client: SessionUser,
    handoutId: string,
    attachmentId: string,
  ): Promise<AttachmentFile> {
    const row = await this.handoutShare(client.id, handoutId);
    return this.attachmentFileOf(row.handout.id, attachmentId);
  }

  /** A client opened a published item: a share of it is now opened. */
  async contentOpened(clientId: string, contentId: string): Promise<void> {
    await this.db
      .update(contentShares)
      .set({ openedAt: new Date() })
      .where(
        and(
          eq(contentShares.clientId, clientId),
          eq(contentShares.contentId, contentId),
          isNull(contentShares.openedAt),
        ),
      );
  }

  async shareChat(client: SessionUser, chatId: string, shared: boolean): Promise<ChatShareResponse> {
    const practitioner = await this.practitionerOf(client.id);
    if (!practitioner && shared) throw new HttpError(409, "NO_PRACTITIONER", CARE_ERRORS.noPractitioner);
    const [row] = await this.db
      .update(chats)
      .set({ sharedAt: shared ? new Date() : null })
      .where(and(eq(chats.id, chatId), eq(chats.userId, client.id)))
      .returning({ sharedAt: chats.sharedAt });
    if (!row) throw new HttpError(404, "CHAT_NOT_FOUND", "No such chat");
    return { sharedAt: row.sharedAt ? iso(row.sharedAt) : null };
  }

  /** A chat the client shared, read-only, for their practitioner (audited). */
  async coachSession(coach: SessionUser, chatId: string): Promise<CoachSessionResponse> {
    const client = await this.sharedChatOwner(coach, chatId);
    const session = await this.deps.assistant.session({ id: client.id, roleId: ROLE_IDS.client }, chatId);
    await recordAudits(this.db, [
      {
        actorId: coach.id,
        subjectId: client.id,
        action: AUDIT_ACTIONS.chatReadShared,
        targetType: AUDIT_TARGETS.chat,
        targetId: chatId,
        details: { messages: session.messages.length },
      },
    ]);
    return { ...session, client };
  }

  /** A shared chat's owner, when the practitioner may read it (their client, sharing, chat shared). */
  private async sharedChatOwner(coach: SessionUser, chatId: string): Promise<ActiveClient> {
    const [row] = await this.db
      .select({ clientId: chats.userId, displayName: coachClients.displayName, name: users.name })
      .from(chats)
      .innerJoin(
        coachClients,
        and(eq(coachClients.clientId, chats.userId), eq(coachClients.coachId, coach.id)),
      )
      .innerJoin(users, eq(users.id, chats.userId))
      .where(
        and(eq(chats.id, chatId), sql`${chats.sharedAt} is not null`, isNull(coachClients.sharingStoppedAt)),
      );
    if (!row) throw new HttpError(404, "CHAT_NOT_FOUND", CARE_ERRORS.chatNotShared);
    return { id: row.clientId, name: row.displayName ?? row.name };
  }
}

function toRecord(row: typeof clientRecords.$inferSelect): ClientRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    notes: row.notes,
    createdAt: iso(row.createdAt),
  };
}

function toAlert(row: typeof redFlagAlerts.$inferSelect): CareAlert {
  return {
    id: row.id,
    createdAt: iso(row.createdAt),
    seenAt: row.seenAt ? iso(row.seenAt) : null,
    rules: row.ruleIds.map(redFlagWords),
  };
}
