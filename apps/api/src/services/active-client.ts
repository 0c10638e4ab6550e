import type { ActiveClient } from "@pkg/contracts";
import { and, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { Database } from "../db/client";
import { coachClients, users } from "../db/schema";

const clientAccount = alias(users, "client_account");

/**
 * The client a practitioner works for now (`switch-client`), while that person is still their
 * client; with `sharingOnly`, only while the client shares their health data. One query, read on
 * every use, so a change elsewhere counts at once.
 */
export async function activeClientOf(
  db: Database,
  coachId: string,
  options: { sharingOnly?: boolean } = {},
): Promise<ActiveClient | null> {
  const [row] = await db
    .select({ id: coachClients.clientId, displayName: coachClients.displayName, name: clientAccount.name })
    .from(users)
    .innerJoin(
      coachClients,
      and(
        eq(coachClients.clientId, users.activeClientId),
        eq(coachClients.coachId, users.id),
        options.sharingOnly ? isNull(coachClients.sharingStoppedAt) : undefined,
      ),
    )
    .innerJoin(clientAccount, eq(clientAccount.id, coachClients.clientId))
    .where(eq(users.id, coachId));
  return row ? { id: row.id, name: row.displayName ?? row.name } : null;
}
