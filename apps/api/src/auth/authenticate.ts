import { ROLE_NAMES, type RoleId } from "@pkg/contracts";
import { and, eq, getTableColumns, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";

import type { Database } from "../db/client";
import { revokedTokens, users } from "../db/schema";
import { forbidden, unauthorized } from "../lib/errors";
import type { SessionUser } from "../services/users";
import type { AccessTokenClaims, AccessTokens } from "./access-tokens";
import type { SessionCache } from "./session-cache";

export type Authenticated = { user: SessionUser; claims: AccessTokenClaims };

declare module "fastify" {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/**
 * Reads the bearer token and the user it belongs to, in one query that also checks revocation,
 * or from the session cache when this token's session was checked a moment ago.
 */
export function createAuthenticator(db: Database, tokens: AccessTokens, sessions: SessionCache) {
  const { passwordHash: _passwordHash, ...sessionColumns } = getTableColumns(users);
  const loadUser = db
    .select(sessionColumns)
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder("id")),
        eq(users.tokenVersion, sql.placeholder("version")),
        isNotNull(users.emailVerifiedAt),
        isNull(users.deactivatedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(revokedTokens)
            .where(eq(revokedTokens.jti, sql.placeholder("jti"))),
        ),
      ),
    )
    .prepare("load_authenticated_user");

  async function authenticate(request: FastifyRequest): Promise<Authenticated> {
    const header = request.headers.authorization;
    const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized();
    const claims = await tokens.verify(match[1]);
    if (!claims) throw unauthorized("Your session has expired. Please log in again.");
    const remembered = sessions.get(claims.jti);
    if (remembered) return { user: remembered, claims };
    const stamp = sessions.stamp();
    const [user] = await loadUser.execute({ id: claims.userId, version: claims.version, jti: claims.jti });
    if (!user) throw unauthorized("Your session has expired. Please log in again.");
    sessions.remember(claims.jti, user, stamp);
    return { user, claims };
  }

  /** A preHandler that lets only signed-in users in (and, when given, only these roles). */
  return function requireUser(...allowed: RoleId[]) {
    return async (request: FastifyRequest, _reply: FastifyReply) => {
      const auth = await authenticate(request);
      if (allowed.length > 0 && !allowed.includes(auth.user.roleId as RoleId)) {
        const names = allowed.map((id) => ROLE_NAMES[id]).join(" or ");
        throw forbidden(`Only a ${names} can do this`);
      }
      request.auth = auth;
    };
  };
}

export type RequireUser = ReturnType<typeof createAuthenticator>;

/** The authenticated user of a route guarded by `requireUser`. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
