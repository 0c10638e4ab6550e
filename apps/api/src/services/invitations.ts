import {
  INVITATION_MESSAGES,
  planLimitMessage,
  PLANS,
  ROLE_IDS,
  type AcceptCoachInviteResponse,
  type InvitationDetailsResponse,
  type Invitee,
  type InviteClientsResponse,
  type PlanId,
} from "@pkg/contracts";
import { and, count, desc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import { clientRecords, coachClients, invitations, users } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { HttpError } from "../lib/errors";
import { invitationMail } from "../mail/templates";
import { INVITATION_TTL_MS, normalizeEmail, type ServiceContext } from "./context";
import type { SessionUser } from "./users";

type InvitationRow = typeof invitations.$inferSelect;
type CoachRow = { id: string; name: string };

const invalidInvitation = () =>
  new HttpError(404, "INVITATION_NOT_FOUND", INVITATION_MESSAGES.invalidOrExpired);
const otherEmail = () => new HttpError(403, "INVITATION_FOR_OTHER_EMAIL", INVITATION_MESSAGES.otherEmail);

/** An invitation that can still be accepted: not used, revoked or expired, and sent (it has an e-mail). */
const isOpen = () =>
  and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
    isNotNull(invitations.email),
  );

/**
 * Seats taken on a practitioner's plan (decisions.md "Settled questions"): active clients, client
 * records they created, and invitations sent and still open.
 */
export async function seatsInUse(
  db: Database,
  coachId: string,
): Promise<{ clients: number; invitations: number; records: number; used: number }> {
  const [row] = await db
    .select({
      clients: sql<number>`(select count(*)::int from ${coachClients} where ${coachClients.coachId} = ${coachId})`,
      invitations: sql<number>`(select count(*)::int from ${invitations} where ${invitations.coachId} = ${coachId} and ${isOpen()})`,
      records: sql<number>`(select count(*)::int from ${clientRecords} where ${clientRecords.coachId} = ${coachId})`,
    })
    .from(sql`(select 1) as one`);
  const clients = Number(row?.clients ?? 0);
  const open = Number(row?.invitations ?? 0);
  const records = Number(row?.records ?? 0);
  return { clients, invitations: open, records, used: clients + open + records };
}

/** Locks the practitioner's row for the transaction: seat counts and changes happen one at a time. */
export async function lockPractitioner(tx: Database, coachId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${coachId} for update`);
}

/** The 402 of a full plan, saying how many places are left. */
export function planFull(planId: string, used: number, adding: number): HttpError | null {
  const plan = PLANS[planId as PlanId] ?? PLANS.starter;
  if (used + adding <= plan.activeClients) return null;
  return new HttpError(
    402,
    "PLAN_LIMIT_REACHED",
    planLimitMessage(plan.name, plan.activeClients, plan.activeClients - used),
  );
}

/**
 * How a client became linked, or why not. Shared by `accept` (the link's token) and by the
 * verification of the invited address, so both follow the same plan rules.
 */
type LinkOutcome =
  | { kind: "linked"; coach: CoachRow }
  | { kind: "already-linked"; coach: CoachRow }
  | { kind: "linked-elsewhere" }
  | { kind: "plan-full" }
  | { kind: "gone" };

/**
 * Links the client to the practitioner of the invitation, within the practitioner's plan, and
 * uses the invitation up. The practitioner's row is locked, so two acceptances cannot both take
 * the last place.
 */
async function linkClient(tx: Database, clientId: string, invitation: InvitationRow): Promise<LinkOutcome> {
  const [coach] = await tx
    .select({ id: users.id, name: users.name, plan: users.plan })
    .from(users)
    .where(eq(users.id, invitation.coachId))
    .for("update");
  if (!coach) return { kind: "gone" };
  const [existing] = await tx
    .select({ coachId: coachClients.coachId })
    .from(coachClients)
    .where(eq(coachClients.clientId, clientId));
  if (existing && existing.coachId !== coach.id) return { kind: "linked-elsewhere" };
  if (!existing) {
    const plan = PLANS[coach.plan as PlanId] ?? PLANS.starter;
    const [active] = await tx
      .select({ value: count() })
      .from(coachClients)
      .where(eq(coachClients.coachId, coach.id));
    if (Number(active?.value ?? 0) >= plan.activeClients) return { kind: "plan-full" };
    const inserted = await tx
      .insert(coachClients)
      .values({ clientId, coachId: coach.id, invitationId: invitation.id })
      .onConflictDoNothing({ target: coachClients.clientId })
      .returning({ clientId: coachClients.clientId });
    // Linked by someone else since the check above: the one link that exists stands.
    if (inserted.length === 0) return linkClient(tx, clientId, invitation);
  }
  const used = await tx
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedBy: clientId })
    .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  if (used.length === 0) return { kind: "gone" };
  return { kind: existing ? "already-linked" : "linked", coach: { id: coach.id, name: coach.name } };
}

/**
 * Called in the transaction that proves a person's e-mail (the verification link, or a reset
 * link). A Client who is not linked to anyone yet, and whose address has open invitations, is
 * linked to the practitioner of the newest one that has a free place on their plan; older or
 * full ones stay open. A person already linked stays as they are. Answers the practitioner.
 */
export async function acceptInvitationOfVerifiedEmail(
  tx: Database,
  person: { id: string; email: string; roleId: number },
): Promise<CoachRow | null> {
  if (person.roleId !== ROLE_IDS.client) return null;
  const [linked] = await tx
    .select({ coachId: coachClients.coachId })
    .from(coachClients)
    .where(eq(coachClients.clientId, person.id));
  if (linked) return null;
  const open = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.email, normalizeEmail(person.email)), isOpen()))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  for (const invitation of open) {
    const outcome = await linkClient(tx, person.id, invitation);
    if (outcome.kind === "linked" || outcome.kind === "already-linked") return outcome.coach;
    if (outcome.kind === "linked-elsewhere") return null;
  }
  return null;
}

/** Practitioners invite clients by e-mail; a client accepts with the link's token. */
export class InvitationService {
  constructor(private readonly ctx: ServiceContext) {}

  /**
   * Sends one invitation e-mail per invitee with an address. An invitee with only a phone number
   * is not invited until text messages exist (decisions.md): no invitation, no seat, and the
   * answer says so. The plan's limit counts only the invitations that will be sent.
   */
  async invite(
    coach: SessionUser,
    invitees: Invitee[],
    options: { replacingRecordId?: string } = {},
  ): Promise<InviteClientsResponse> {
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    const toSend = invitees.flatMap((invitee) =>
      invitee.email ? [{ ...invitee, email: normalizeEmail(invitee.email) }] : [],
    );
    const notSent = invitees
      .filter((invitee) => !invitee.email)
      .map((invitee) => ({
        name: invitee.name,
        phone_number: invitee.phone_number ?? null,
        reason: INVITATION_MESSAGES.noTextMessages,
      }));
    const created = await this.ctx.db.transaction(async (tx) => {
      if (toSend.length === 0) return [];
      // Serialise invitations of one practitioner so two requests cannot both pass the limit.
      await lockPractitioner(tx, coach.id);
      if (options.replacingRecordId) {
        // The record's seat passes to its invitation.
        await tx
          .delete(clientRecords)
          .where(and(eq(clientRecords.id, options.replacingRecordId), eq(clientRecords.coachId, coach.id)));
      }
      const { used } = await seatsInUse(tx, coach.id);
      const full = planFull(coach.plan, used, toSend.length);
      if (full) throw full;
      const rows = [];
      for (const invitee of toSend) {
        const token = randomToken();
        const [row] = await tx
          .insert(invitations)
          .values({
            coachId: coach.id,
            name: invitee.name,
            email: invitee.email,
            phoneNumber: invitee.phone_number ?? null,
            tokenHash: sha256Hex(token),
            expiresAt,
          })
          .returning();
        await this.ctx.outbox.enqueue(
          invitee.email,
          invitationMail({
            productName: this.ctx.productName,
            publicUrl: this.ctx.publicUrl,
            name: invitee.name,
            coachName: coach.name,
            token,
          }),
          tx,
        );
        rows.push({ ...row!, email: invitee.email });
      }
      return rows;
    });
    return {
      message: inviteMessage(created.length, notSent.length),
      invitations: created.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone_number: row.phoneNumber,
        expiresAt: row.expiresAt.toISOString(),
      })),
      notSent,
    };
  }

  async details(token: string): Promise<InvitationDetailsResponse> {
    const [invitation] = await this.ctx.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.tokenHash, sha256Hex(token)), isOpen()));
    if (!invitation) throw invalidInvitation();
    return {
      client: {
        full_name: invitation.name,
        email: invitation.email ?? "",
        phone_number: invitation.phoneNumber ?? "",
      },
    };
  }

  /**
   * Links the signed-in client to the practitioner who invited them, and uses the token up. Only
   * the person the invitation was sent to may accept it: their verified e-mail must be its
   * address. Accepting again what one has already accepted answers success.
   */
  async accept(client: SessionUser, token: string): Promise<AcceptCoachInviteResponse> {
    const accepted = (coach: CoachRow): AcceptCoachInviteResponse => ({
      message: "Invitation accepted",
      coach: { id: coach.id, name: coach.name },
    });
    return this.ctx.db.transaction(async (tx) => {
      const [invitation] = await tx
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.tokenHash, sha256Hex(token)),
            or(isOpen(), eq(invitations.acceptedBy, client.id)),
          ),
        );
      if (!invitation) throw invalidInvitation();
      if (invitation.acceptedAt) {
        const [coach] = await tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(eq(users.id, invitation.coachId));
        if (!coach) throw invalidInvitation();
        return accepted(coach);
      }
      if (!client.emailVerifiedAt || invitation.email !== normalizeEmail(client.email)) throw otherEmail();
      const outcome = await linkClient(tx, client.id, invitation);
      switch (outcome.kind) {
        case "linked":
        case "already-linked":
          return accepted(outcome.coach);
        case "linked-elsewhere":
          throw new HttpError(409, "ALREADY_LINKED", "You are already linked to another practitioner");
        case "plan-full":
          throw new HttpError(
            409,
            "PLAN_LIMIT_REACHED",
            "Your practitioner has no free places on their plan right now. Please ask them to contact you.",
          );
        case "gone":
          throw invalidInvitation();
      }
    });
  }
}

/** 'Invitation sent', '2 invitations sent', plus who was not invited, counting only what was sent. */
function inviteMessage(sent: number, notSent: number): string {
  const sentPart =
    sent === 0 ? "No invitations sent" : sent === 1 ? "Invitation sent" : `${sent} invitations sent`;
  if (notSent === 0) return sentPart;
  return `${sentPart}; ${notSent === 1 ? "1 person was" : `${notSent} people were`} not invited (no email address)`;
}
