import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from "node:crypto";

import {
  ADMIN_MESSAGES,
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MAX_ATTEMPTS,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_METHODS,
  type AuthResponse,
  type TotpSetupResponse,
  type TwoFactorChallenge,
  type TwoFactorMethod,
  type TwoFactorState,
} from "@pkg/contracts";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

import { LoginThrottle } from "../auth/login-throttle";
import { coachOnboarding, twoFactor, twoFactorChallenges, twoFactorRecoveryCodes, users } from "../db/schema";
import { sha256Hex, verifyPassword } from "../lib/crypto";
import { HttpError } from "../lib/errors";
import { twoFactorCodeMail } from "../mail/templates";
import type { SmsSender } from "../sms/sms-sender";
import type { ServiceContext } from "./context";
import { type SessionUser, toAuthUser } from "./users";

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const TOTP_PERIOD = 30;
/** Recovery codes: 10 characters from an alphabet without look-alikes (0/O, 1/I/L). */
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ChallengePurpose = "login" | "enable_email" | "enable_sms";

export type TwoFactorOptions = {
  /**
   * The secret the TOTP secrets' encryption key is derived from: one that key rotation does not
   * change (DATA_ENCRYPTION_KEY, the database's encryption secret, or the one JWT_SECRET).
   */
  secret: string;
  /** Secrets whose keys may have encrypted older TOTP secrets: tried when `secret`'s key fails. */
  previousSecrets?: readonly string[];
  /** The SMS provider, when one is configured (none is by default: SMS is shown as unavailable). */
  sms?: SmsSender | undefined;
  /** Wrong codes per account, across challenges (tests give one with their own clock). */
  throttle?: LoginThrottle;
};

const wrongCode = (field: "code" | "recoveryCode" = "code") =>
  new HttpError(
    400,
    "INVALID_CODE",
    field === "code" ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.recoveryCodeWrong,
    { [field]: field === "code" ? TWO_FACTOR_MESSAGES.codeWrong : TWO_FACTOR_MESSAGES.recoveryCodeWrong },
  );
const expired = () => new HttpError(401, "CHALLENGE_EXPIRED", TWO_FACTOR_MESSAGES.challengeExpired);
const smsUnavailable = () => new HttpError(409, "SMS_UNAVAILABLE", TWO_FACTOR_MESSAGES.smsUnavailable);
const tooMany = () => new HttpError(429, "TOO_MANY_ATTEMPTS", TWO_FACTOR_MESSAGES.tooManyAttempts);

export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The AES key for TOTP secrets, derived from a secret exactly as it always was. */
export function totpEncryptionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "haven-two-factor", "totp-secret", 32));
}

/**
 * Two-factor sign-in: an authenticator app (TOTP, ±1 step, a code never twice) or a code by
 * e-mail, with ten single-use recovery codes. Login with a second factor on answers a challenge
 * (a random id, 10 minutes, at most 5 wrong codes); wrong codes also slow the account down across
 * challenges, so signing in again does not buy fresh guesses.
 */
export class TwoFactorService {
  /** The first encrypts; each one decrypts what it encrypted. */
  private readonly keys: Buffer[];
  private readonly throttle: LoginThrottle;
  private readonly sms: SmsSender | undefined;

  constructor(
    private readonly ctx: ServiceContext,
    options: TwoFactorOptions,
  ) {
    const secrets = [...new Set([options.secret, ...(options.previousSecrets ?? [])])];
    this.keys = secrets.map((secret) => totpEncryptionKey(secret));
    this.throttle = options.throttle ?? new LoginThrottle();
    this.sms = options.sms;
  }

  async state(user: SessionUser): Promise<TwoFactorState> {
    const [row] = await this.ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
    const [left] = await this.ctx.db
      .select({ n: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, user.id), isNull(twoFactorRecoveryCodes.usedAt)));
    const [onboarding] = await this.ctx.db
      .select({ data: coachOnboarding.data })
      .from(coachOnboarding)
      .where(eq(coachOnboarding.userId, user.id));
    const chosen = onboarding?.data.two_factor_enabled === true ? onboarding.data.two_factor_method : null;
    const method = (row?.method ?? null) as TwoFactorMethod | null;
    return {
      enabled: method !== null,
      method,
      enabledAt: method && row?.enabledAt ? row.enabledAt.toISOString() : null,
      recoveryCodesLeft: method ? Number(left?.n ?? 0) : 0,
      smsAvailable: this.sms !== undefined,
      onboardingChoice: (TWO_FACTOR_METHODS as readonly unknown[]).includes(chosen)
        ? (chosen as TwoFactorState["onboardingChoice"])
        : null,
    };
  }

  /** A new secret waiting for its first code; the method in use (if any) stays until then. */
  async setupTotp(user: SessionUser): Promise<TotpSetupResponse> {
    const secret = new Secret({ size: 20 }).base32;
    const otpauthUrl = this.totp(secret, user.email).toString();
    await this.ctx.db
      .insert(twoFactor)
      .values({ userId: user.id, pendingTotpSecret: this.encrypt(secret) })
      .onConflictDoUpdate({
        target: twoFactor.userId,
        set: { pendingTotpSecret: this.encrypt(secret), updatedAt: new Date() },
      });
    const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
    return { secret, otpauthUrl, qrDataUrl };
  }

  async confirmTotp(user: SessionUser, code: string): Promise<string[]> {
    await this.check(user.id);
    const [row] = await this.ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
    if (!row?.pendingTotpSecret)
      throw new HttpError(409, "NO_PENDING_SETUP", TWO_FACTOR_MESSAGES.noPendingSetup);
    const secret = this.decrypt(row.pendingTotpSecret);
    const step = this.validTotpStep(secret, user.email, code);
    if (step === null) {
      await this.throttle.failed(user.id);
      throw wrongCode();
    }
    await this.throttle.succeeded(user.id);
    return this.turnOn(user.id, "totp", { totpSecret: row.pendingTotpSecret, lastTotpStep: step });
  }

  /** Mails a code that turns the e-mail method on when entered. */
  async startEmail(user: SessionUser): Promise<void> {
    await this.createChallenge(user, "enable_email", "email");
  }

  async confirmEmail(user: SessionUser, code: string): Promise<string[]> {
    return this.confirmCode(user, "email", code);
  }

  /**
   * Texts a code to the phone number of the person's profile; entered, it turns the SMS method
   * on. Only with an SMS provider (409 SMS_UNAVAILABLE) and a phone number (409 NO_PHONE).
   */
  async startSms(user: SessionUser): Promise<void> {
    if (!this.sms) throw smsUnavailable();
    await this.createChallenge(user, "enable_sms", "sms");
  }

  async confirmSms(user: SessionUser, code: string): Promise<string[]> {
    if (!this.sms) throw smsUnavailable();
    return this.confirmCode(user, "sms", code);
  }

  /** The code of an e-mail or SMS set-up: right, it turns that method on. */
  private async confirmCode(user: SessionUser, method: "email" | "sms", code: string): Promise<string[]> {
    const purpose: ChallengePurpose = method === "email" ? "enable_email" : "enable_sms";
    await this.check(user.id);
    const [challenge] = await this.ctx.db
      .select()
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.userId, user.id),
          eq(twoFactorChallenges.purpose, purpose),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(twoFactorChallenges.createdAt))
      .limit(1);
    if (!challenge) throw new HttpError(409, "NO_PENDING_SETUP", TWO_FACTOR_MESSAGES.noPendingSetup);
    if (challenge.attempts >= TWO_FACTOR_MAX_ATTEMPTS) throw tooMany();
    if (challenge.codeHash !== sha256Hex(code)) {
      await this.countWrong(challenge.id, user.id);
      throw wrongCode();
    }
    if (!(await this.useChallenge(challenge.id))) throw wrongCode();
    await this.throttle.succeeded(user.id);
    return this.turnOn(user.id, method, {});
  }

  /** Turns the second factor off with the password; the recovery codes go with it. */
  async disable(user: SessionUser, password: string): Promise<void> {
    await this.ctx.loginThrottle.check(user.email);
    const [stored] = await this.ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!stored || !(await verifyPassword(stored.passwordHash, password))) {
      await this.ctx.loginThrottle.failed(user.email);
      throw new HttpError(403, "INVALID_PASSWORD", TWO_FACTOR_MESSAGES.passwordWrong, {
        password: TWO_FACTOR_MESSAGES.passwordWrong,
      });
    }
    await this.ctx.loginThrottle.succeeded(user.email);
    await this.ctx.db.transaction(async (tx) => {
      await tx.delete(twoFactor).where(eq(twoFactor.userId, user.id));
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
      await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
    });
  }

  /** After a right password: a challenge when a second factor is on, else nothing. */
  async challengeFor(user: SessionUser): Promise<TwoFactorChallenge | null> {
    const [row] = await this.ctx.db
      .select({ method: twoFactor.method })
      .from(twoFactor)
      .where(eq(twoFactor.userId, user.id));
    const method = row?.method as TwoFactorMethod | null | undefined;
    if (!method) return null;
    try {
      const { id, phone } = await this.createChallenge(user, "login", method);
      if (!phone) return { twoFactorRequired: true, challenge: id, method };
      return { twoFactorRequired: true, challenge: id, method, phoneEnding: phone.slice(-2) };
    } catch (error) {
      const unsent = error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 502);
      if (method !== "sms" || !unsent) throw error;
      // The code cannot reach the phone (no provider any more, no number, the provider refused):
      // a challenge without a code, which only a recovery code answers, so that SMS trouble never
      // locks the person out of their account.
      const { id } = await this.createChallenge(user, "login", method, { withoutCode: true });
      return { twoFactorRequired: true, challenge: id, method, codeSent: false };
    }
  }

  /** The second step of a sign-in: a code of the method, or one recovery code. */
  async completeLogin(input: {
    challenge: string;
    code?: string | undefined;
    recoveryCode?: string | undefined;
  }): Promise<AuthResponse> {
    if (!UUID.test(input.challenge)) throw expired();
    const [found] = await this.ctx.db
      .select({ challenge: twoFactorChallenges, user: users, factor: twoFactor })
      .from(twoFactorChallenges)
      .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
      .leftJoin(twoFactor, eq(twoFactor.userId, twoFactorChallenges.userId))
      .where(
        and(
          eq(twoFactorChallenges.id, input.challenge),
          eq(twoFactorChallenges.purpose, "login"),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, sql`now()`),
        ),
      );
    if (!found) throw expired();
    const { challenge, user, factor } = found;
    // Deactivated while the challenge was open: no session, as at the password step.
    if (user.deactivatedAt)
      throw new HttpError(403, "ACCOUNT_DEACTIVATED", ADMIN_MESSAGES.accountDeactivated);
    if (challenge.attempts >= TWO_FACTOR_MAX_ATTEMPTS) throw tooMany();
    await this.check(user.id);

    if (input.recoveryCode !== undefined) {
      const used = await this.ctx.db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, user.id),
            eq(twoFactorRecoveryCodes.codeHash, sha256Hex(normalizeRecoveryCode(input.recoveryCode))),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      if (used.length === 0) {
        await this.countWrong(challenge.id, user.id);
        throw wrongCode("recoveryCode");
      }
    } else {
      const code = input.code ?? "";
      let right = false;
      if (challenge.method === "totp" && factor?.totpSecret) {
        const step = this.validTotpStep(this.decrypt(factor.totpSecret), user.email, code);
        // A code seen once is spent: an onlooker cannot replay it within its window.
        if (step !== null && (factor.lastTotpStep === null || step > factor.lastTotpStep)) {
          const moved = await this.ctx.db
            .update(twoFactor)
            .set({ lastTotpStep: step })
            .where(
              and(
                eq(twoFactor.userId, user.id),
                sql`(${twoFactor.lastTotpStep} is null or ${twoFactor.lastTotpStep} < ${step})`,
              ),
            )
            .returning({ userId: twoFactor.userId });
          right = moved.length > 0;
        }
      } else if (challenge.method === "email" || challenge.method === "sms") {
        right = challenge.codeHash !== null && challenge.codeHash === sha256Hex(code);
      }
      if (!right) {
        await this.countWrong(challenge.id, user.id);
        throw wrongCode();
      }
    }
    if (!(await this.useChallenge(challenge.id))) throw expired();
    await this.throttle.succeeded(user.id);
    return { user: toAuthUser(user), accessToken: await this.ctx.tokens.issue(user) };
  }

  private async check(userId: string) {
    try {
      await this.throttle.check(userId);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) {
        throw new HttpError(
          429,
          "TOO_MANY_ATTEMPTS",
          TWO_FACTOR_MESSAGES.tooManyAttempts,
          undefined,
          error.headers,
        );
      }
      throw error;
    }
  }

  private async countWrong(challengeId: string, userId: string) {
    await this.throttle.failed(userId);
    await this.ctx.db
      .update(twoFactorChallenges)
      .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
      .where(eq(twoFactorChallenges.id, challengeId));
  }

  /** Marks a challenge used in the statement that checks it, so two answers cannot both win. */
  private async useChallenge(id: string): Promise<boolean> {
    const used = await this.ctx.db
      .update(twoFactorChallenges)
      .set({ usedAt: new Date() })
      .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
      .returning({ id: twoFactorChallenges.id });
    return used.length > 0;
  }

  /** A new challenge, its code mailed or texted; answers its id and the phone a code was texted to. */
  private async createChallenge(
    user: SessionUser,
    purpose: ChallengePurpose,
    method: TwoFactorMethod,
    options: { withoutCode?: boolean } = {},
  ): Promise<{ id: string; phone: string | null }> {
    const sendsCode = method !== "totp" && !options.withoutCode;
    const code = sendsCode ? String(randomInt(0, 1_000_000)).padStart(6, "0") : null;
    const phone = sendsCode && method === "sms" ? await this.phoneFor(user.id) : null;
    const id = await this.ctx.db.transaction(async (tx) => {
      // Challenges that ran out are of no use to anyone: drop them as new ones are made.
      await tx
        .delete(twoFactorChallenges)
        .where(and(eq(twoFactorChallenges.userId, user.id), sql`${twoFactorChallenges.expiresAt} < now()`));
      const [row] = await tx
        .insert(twoFactorChallenges)
        .values({
          userId: user.id,
          purpose,
          method,
          codeHash: code ? sha256Hex(code) : null,
          expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        })
        .returning({ id: twoFactorChallenges.id });
      if (code && method === "email" && purpose !== "enable_sms") {
        await this.ctx.outbox.enqueue(
          user.email,
          twoFactorCodeMail({
            productName: this.ctx.productName,
            publicUrl: this.ctx.publicUrl,
            name: user.name,
            code,
            purpose,
          }),
          tx,
        );
      }
      return row!.id;
    });
    if (code && phone) await this.text(id, phone, code, purpose);
    return { id, phone };
  }

  /** The phone number of the person's profile, read afresh (409 NO_PHONE without one). */
  private async phoneFor(userId: string): Promise<string> {
    if (!this.sms) throw smsUnavailable();
    const [row] = await this.ctx.db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId));
    const phone = row?.phone.trim() ?? "";
    if (phone === "") throw new HttpError(409, "NO_PHONE", TWO_FACTOR_MESSAGES.smsNoPhone);
    return phone;
  }

  /**
   * Texts the code. When the provider does not take it, the challenge goes (no one can answer a
   * code that never arrived) and the person is told to try again (502 SMS_NOT_SENT). Neither the
   * code nor the number is logged.
   */
  private async text(challengeId: string, phone: string, code: string, purpose: ChallengePurpose) {
    const body =
      purpose === "login"
        ? `${code} is your ${this.ctx.productName} sign-in code. It expires in 10 minutes.`
        : `${code} is your ${this.ctx.productName} code to turn on SMS sign-in. It expires in 10 minutes.`;
    try {
      await this.sms!.send(phone, body);
    } catch {
      await this.ctx.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, challengeId));
      throw new HttpError(502, "SMS_NOT_SENT", TWO_FACTOR_MESSAGES.smsNotSent);
    }
  }

  private async turnOn(
    userId: string,
    method: TwoFactorMethod,
    totp: { totpSecret?: string; lastTotpStep?: number },
  ): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.ctx.db.transaction(async (tx) => {
      const values = {
        method,
        enabledAt: new Date(),
        pendingTotpSecret: null,
        updatedAt: new Date(),
        ...(method === "totp" ? { totpSecret: totp.totpSecret, lastTotpStep: totp.lastTotpStep } : {}),
      };
      await tx
        .insert(twoFactor)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: twoFactor.userId, set: values });
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx
        .insert(twoFactorRecoveryCodes)
        .values(codes.map((code) => ({ userId, codeHash: sha256Hex(normalizeRecoveryCode(code)) })));
    });
    return codes;
  }

  private totp(secret: string, email: string) {
    return new TOTP({
      issuer: this.ctx.productName,
      label: email,
      algorithm: "SHA1",
      digits: 6,
      period: TOTP_PERIOD,
      secret: Secret.fromBase32(secret),
    });
  }

  /** The time step of a right code (±1 step), or null. */
  private validTotpStep(secret: string, email: string, code: string): number | null {
    const now = Date.now();
    const delta = this.totp(secret, email).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return null;
    return Math.floor(now / 1000 / TOTP_PERIOD) + delta;
  }

  /** AES-256-GCM with a key derived from the encryption secret: `v1.iv.tag.ciphertext` (base64url). */
  private encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.keys[0]!, iv);
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
      .join(".");
  }

  private decrypt(stored: string): string {
    const [version, iv, tag, body] = stored.split(".");
    if (version !== "v1" || !iv || !tag || !body) throw new Error("unreadable TOTP secret");
    for (const key of this.keys) {
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      try {
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        // Not this key's: GCM's tag says so. Try the next one.
      }
    }
    throw new Error("unreadable TOTP secret: none of the encryption keys opens it");
  }
}
