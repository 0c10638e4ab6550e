import { randomUUID, type KeyObject } from "node:crypto";

import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTPayload } from "jose";

import { SigningKeys } from "./signing-keys";

const ISSUER = "haven-api";
const AUDIENCE = "haven-web";

export type AccessTokenClaims = {
  userId: string;
  jti: string;
  /** The user's token version when issued: raising it revokes every older token. */
  version: number;
  expiresAt: Date;
};

/**
 * HS256 access tokens with a jti (for sign-out) and a version claim (for revoking them all),
 * signed with the first of the `SigningKeys` and carrying its `kid`; any of the keys verifies, so
 * tokens signed before a rotation stay valid until they expire.
 */
export class AccessTokens {
  readonly keys: SigningKeys;
  /**
   * Tokens whose signature was already checked, with their claims, until they expire. jose
   * verifies through WebCrypto, whose thread-pool round trip dominated an authenticated read;
   * revocation is still checked against the database on every request.
   */
  private readonly verified = new Map<string, AccessTokenClaims>();
  private static readonly maxRemembered = 10_000;

  constructor(
    keys: SigningKeys | string,
    readonly ttlSeconds: number,
  ) {
    this.keys = typeof keys === "string" ? new SigningKeys([keys]) : keys;
  }

  async issue(user: { id: string; tokenVersion: number }): Promise<string> {
    const { kid, key } = this.keys.signing;
    return new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: "HS256", kid })
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(key);
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
    let kid: unknown;
    try {
      kid = decodeProtectedHeader(token).kid;
    } catch {
      return null;
    }
    if (kid !== undefined && typeof kid !== "string") return null;
    // Tokens from before key ids carry none: any kept key may have signed them.
    for (const key of await this.keys.verifying(kid)) {
      const payload = await this.verifyWith(token, key);
      if (payload !== "wrong key") return payload && this.claims(payload);
    }
    return null;
  }

  /** The payload, `"wrong key"` when the signature is not this key's, or null for any other flaw. */
  private async verifyWith(token: string, key: KeyObject): Promise<JWTPayload | "wrong key" | null> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      return payload;
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) return "wrong key";
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  private claims(payload: JWTPayload): AccessTokenClaims | null {
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
  }
}
