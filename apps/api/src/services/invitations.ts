import {
  PLANS,
  type AcceptCoachInviteResponse,
  type InvitationDetailsResponse,
  type Invitee,
  type InviteClientsResponse,
  type PlanId,
} from "@pkg/contracts";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import { coachClients, invitations, users } from "../db/schema";
import { randomToken, sha256Hex } from "../lib/crypto";
import { HttpError } from "../lib/errors";
import { invitationMail } from "../mail/templates";
import { INVITATION_TTL_MS, normalizeEmail, type ServiceContext } from "./context";
import type { SessionUser } from "./users";

const invalidInvitation = () => new HttpError(404, "INVITATION_NOT_FOUND", "Invalid or expired invitation");

/** Practitioners invite clients; a client accepts with the link's token. */
export class InvitationService {
  constructor(private readonly ctx: ServiceContext) {}

  async invite(coach: SessionUser, invitees: Invitee[]): Promise<InviteClientsResponse> {
    const plan = PLANS[coach.plan as PlanId] ?? PLANS.starter;
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    const created = await this.ctx.db.transaction(async (tx) => {
      // Serialise invitations of one practitioner so two requests cannot both pass the limit.
      await tx.execute(sql`select id from users where id = ${coach.id} for update`);
      const used = await this.seatsInUse(tx, coach.id);
      if (used + invitees.length > plan.activeClients) {
        const left = Math.max(0, plan.activeClients - used);
        throw new HttpError(
          402,
          "PLAN_LIMIT_REACHED",
          `Your ${plan.name} plan allows up to ${plan.activeClients} active clients (pending invitations count). ` +
            (left === 0 ? "You have no places left." : `You can invite ${left} more.`),
        );
      }
      const rows = [];
      for (const invitee of invitees) {
        const token = randomToken();
        const email = invitee.email ? normalizeEmail(invitee.email) : null;
        const [row] = await tx
          .insert(invitations)
          .values({
            coachId: coach.id,
            name: invitee.name,
            email,
            phoneNumber: invitee.phone_number ?? null,
            tokenHash: sha256Hex(token),
            expiresAt,
          })
          .returning();
        if (email) {
          await this.ctx.outbox.enqueue(
            email,
            invitationMail({
              productName: this.ctx.productName,
              publicUrl: this.ctx.publicUrl,
              name: invitee.name,
              coachName: coach.name,
              token,
            }),
            tx,
          );
        }
        rows.push(row!);
      }
      return rows;
    });
    return {
      message: created.length === 1 ? "Invitation sent" : `${created.length} invitations sent`,
      invitations: created.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone_number: row.phoneNumber,
        emailed: row.email !== null,
        expiresAt: row.expiresAt.toISOString(),
      })),
    };
  }

  async details(token: string): Promise<InvitationDetailsResponse> {
    const invitation = await this.findOpen(this.ctx.db, token);
    return {
      client: {
        full_name: invitation.name,
        email: invitation.email ?? "",
        phone_number: invitation.phoneNumber ?? "",
      },
    };
  }

  /** Links the signed-in client to the practitioner who invited them, and uses the token up. */
  async accept(client: SessionUser, token: string): Promise<AcceptCoachInviteResponse> {
    return this.ctx.db.transaction(async (tx) => {
      const invitation = await this.findOpen(tx, token);
      const [existing] = await tx.select().from(coachClients).where(eq(coachClients.clientId, client.id));
      if (existing && existing.coachId !== invitation.coachId) {
        throw new HttpError(409, "ALREADY_LINKED", "You are already linked to another practitioner");
      }
      const [coach] = await tx.select().from(users).where(eq(users.id, invitation.coachId)).for("update");
      if (!coach) throw invalidInvitation();
      if (!existing) {
        const plan = PLANS[coach.plan as PlanId] ?? PLANS.starter;
        const [active] = await tx
          .select({ value: count() })
          .from(coachClients)
          .where(eq(coachClients.coachId, coach.id));
        if ((active?.value ?? 0) >= plan.activeClients) {
          throw new HttpError(
            409,
            "PLAN_LIMIT_REACHED",
            "Your practitioner has no free places on their plan right now. Please ask them to contact you.",
          );
        }
        await tx
          .insert(coachClients)
          .values({ clientId: client.id, coachId: coach.id, invitationId: invitation.id });
      }
      const accepted = await tx
        .update(invitations)
        .set({ acceptedAt: new Date(), acceptedBy: client.id })
        .where(and(eq(invitations.id, invitation.id), isNull(invitations.acceptedAt)))
        .returning({ id: invitations.id });
      if (accepted.length === 0) throw invalidInvitation();
      return { message: "Invitation accepted", coach: { id: coach.id, name: coach.name } };
    });
  }

  /** Active clients plus invitations still open. */
  private async seatsInUse(db: Database, coachId: string): Promise<number> {
    const [active] = await db
      .select({ value: count() })
      .from(coachClients)
      .where(eq(coachClients.coachId, coachId));
    const [pending] = await db
      .select({ value: count() })
      .from(invitations)
      .where(
        and(
          eq(invitations.coachId, coachId),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, sql`now()`),
        ),
      );
    return Number(active?.value ?? 0) + Number(pending?.value ?? 0);
  }

  private async findOpen(db: Database, token: string) {
    const [invitation] = await db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.tokenHash, sha256Hex(token)),
          isNull(invitations.acceptedAt),
          gt(invitations.expiresAt, sql`now()`),
        ),
      );
    if (!invitation) throw invalidInvitation();
    return invitation;
  }
}
