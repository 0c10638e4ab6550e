import { createSecretKey, randomUUID, type KeyObject } from "node:crypto";

import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "haven-api";
const AUDIENCE = "haven-web";

export type AccessTokenClaims = {
  userId: string;
  jti: string;
  /** The user's token version when issued: raising it revokes every older token. */
  version: number;
  expiresAt: Date;
};

/** HS256 access tokens with a jti (for sign-out) and a version claim (for revoking them all). */
export class AccessTokens {
  /** A KeyObject, which jose uses directly; a raw Uint8Array would be imported on every call. */
  private readonly key: KeyObject;
  /**
   * Tokens whose signature was already checked, with their claims, until they expire. jose
   * verifies through WebCrypto, whose thread-pool round trip dominated an authenticated read;
   * revocation is still checked against the database on every request.
   */
  private readonly verified = new Map<string, AccessTokenClaims>();
  private static readonly maxRemembered = 10_000;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.key = createSecretKey(Buffer.from(secret, "utf8"));
  }

  async issue(user: { id: string; tokenVersion: number }): Promise<string> {
    return new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else (bad signature, expired, malformed). */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    const remembered = this.verified.get(token);
    if (remembered) {
      if (remembered.expiresAt.getTime() > Date.now()) return remembered;
      this.verified.delete(token);
    }
    const claims = await this.check(token);
    if (claims) {
      // Oldest first out: a Map iterates in insertion order.
      if (this.verified.size >= AccessTokens.maxRemembered) {
        this.verified.delete(this.verified.keys().next().value!);
      }
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async check(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      if (
        typeof payload.sub !== "string" ||
        typeof payload.jti !== "string" ||
        typeof payload.ver !== "number" ||
        typeof payload.exp !== "number"
      ) {
        return null;
      }
      return {
        userId: payload.sub,
        jti: payload.jti,
        version: payload.ver,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
