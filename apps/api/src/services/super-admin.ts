import { emailSchema, fullNameSchema, passwordSchema, ROLE_IDS } from "@pkg/contracts";
import { eq } from "drizzle-orm";

import type { Database } from "../db/client";
import { users } from "../db/schema";
import { hashPassword } from "../lib/crypto";
import { AUDIT_ACTIONS, AUDIT_TARGETS, recordAudit } from "./audit";
import { normalizeEmail } from "./context";

export type SuperAdminRequest = { email: string; name: string; password: string };

export type SuperAdminOutcome =
  | { kind: "created"; id: string; email: string }
  | { kind: "promoted"; id: string; email: string }
  | { kind: "invalid"; errors: Record<string, string> };

/**
 * The first Super Admin of an install (issue 19: made by a command, never by a default password):
 * a verified account with its onboarding done, or an existing account made Super Admin with the
 * new password. Written to the audit log as the system's action.
 */
export async function createSuperAdmin(db: Database, request: SuperAdminRequest): Promise<SuperAdminOutcome> {
  const errors: Record<string, string> = {};
  const email = emailSchema.safeParse(request.email);
  if (!email.success) errors.email = email.error.issues[0]!.message;
  const name = fullNameSchema.safeParse(request.name);
  if (!name.success) errors.name = name.error.issues[0]!.message;
  const password = passwordSchema.safeParse(request.password);
  if (!password.success) errors.password = password.error.issues[0]!.message;
  if (!email.success || !name.success || !password.success) return { kind: "invalid", errors };

  const address = normalizeEmail(email.data);
  const passwordHash = await hashPassword(password.data);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address));
    let outcome: SuperAdminOutcome;
    if (existing) {
      await tx
        .update(users)
        .set({
          roleId: ROLE_IDS.superAdmin,
          name: name.data,
          passwordHash,
          emailVerifiedAt: now,
          onboardingCompletedAt: now,
        })
        .where(eq(users.id, existing.id));
      outcome = { kind: "promoted", id: existing.id, email: address };
    } else {
      const [row] = await tx
        .insert(users)
        .values({
          email: address,
          name: name.data,
          phoneNumber: "",
          roleId: ROLE_IDS.superAdmin,
          passwordHash,
          emailVerifiedAt: now,
          onboardingCompletedAt: now,
        })
        .returning({ id: users.id });
      outcome = { kind: "created", id: row!.id, email: address };
    }
    await recordAudit(tx, {
      actorId: null,
      subjectId: outcome.id,
      action: AUDIT_ACTIONS.superAdminMade,
      targetType: AUDIT_TARGETS.account,
      targetId: outcome.id,
      details: { how: outcome.kind },
    });
    return outcome;
  });
}
