import {
  ADMIN_MESSAGES,
  LINK_RESEND_COOLDOWN_SECONDS,
  SETTINGS_MESSAGES,
  type AuthResponse,
  type ChangePasswordRequest,
  type LinkRequestResponse,
  type LoginResponse,
  type ResetPasswordRequest,
  type SignupRequest,
  type UpdateProfileRequest,
} from "@pkg/contracts";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import {
  coachClients,
  handoutAttachments,
  handouts,
  invitations,
  linkRequests,
  mailOutbox,
  oneTimeTokens,
  revokedTokens,
  uploadedFiles,
  users,
} from "../db/schema";
import { hashPassword, randomToken, sha256Hex, verifyDecoyPassword, verifyPassword } from "../lib/crypto";
import { HttpError } from "../lib/errors";
import { resetPasswordMail, verificationMail } from "../mail/templates";
import { normalizeEmail, RESET_PASSWORD_TTL_MS, VERIFY_EMAIL_TTL_MS, type ServiceContext } from "./context";
import { acceptInvitationOfVerifiedEmail } from "./invitations";
import { personalDataExport } from "./settings";
import type { TwoFactorService } from "./two-factor";
import { type SessionUser, toAuthUser, type UserRow } from "./users";

type TokenPurpose = "verify_email" | "reset_password";

/** Whether a link e-mail may go out now, or how long the cooldown still holds it back. */
export type LinkRequestOutcome = Pick<LinkRequestResponse, "status" | "retryAfterSeconds">;

const linkCooldown = sql.raw(`interval '${LINK_RESEND_COOLDOWN_SECONDS} seconds'`);

const invalidLink = () =>
  new HttpError(
    400,
    "INVALID_OR_EXPIRED_TOKEN",
    "This link is invalid or has expired. Please request a new one.",
  );

/** Sign-up, verification, login, sign-out, password reset, profile and account deletion. */
export class AccountService {
  constructor(
    private readonly ctx: ServiceContext,
    /** Asks for the second factor at login when one is on. */
    private readonly twoFactor?: Pick<TwoFactorService, "challengeFor">,
  ) {}

  async signup(input: SignupRequest): Promise<void> {
    const email = normalizeEmail(input.email);
    const passwordHash = await hashPassword(input.password);
    const token = randomToken();
    await this.ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          name: input.name,
          phoneNumber: input.phone_number,
          dob: input.dob ?? null,
          roleId: input.roleID,
          passwordHash,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!user) throw new HttpError(409, "EMAIL_EXISTS", "Email already exists");
      // The first link goes out now: a resend waits out the cooldown from here.
      await tx
        .insert(linkRequests)
        .values({ emailHash: sha256Hex(email), purpose: "verify_email" })
        .onConflictDoUpdate({
          target: [linkRequests.emailHash, linkRequests.purpose],
          set: { requestedAt: sql`now()` },
        });
      await this.createToken(tx, user.id, "verify_email", token, VERIFY_EMAIL_TTL_MS);
      await this.ctx.outbox.enqueue(
        email,
        verificationMail({ ...this.mailBase(), name: user.name, email, token }),
        tx,
      );
    });
  }

  /**
   * Verifies the e-mail with the link's token and signs the person in. A client invited at this
   * address is linked to their practitioner here, in whichever browser the link is opened.
   */
  async completeSignup(emailInput: string, token: string): Promise<AuthResponse> {
    const user = await this.ctx.db.transaction(async (tx) => {
      const found = await this.consumeToken(tx, normalizeEmail(emailInput), token, "verify_email");
      const [verified] = await tx
        .update(users)
        .set({ emailVerifiedAt: found.emailVerifiedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(users.id, found.id))
        .returning();
      await acceptInvitationOfVerifiedEmail(tx, verified!);
      return verified!;
    });
    return { user: toAuthUser(user), accessToken: await this.ctx.tokens.issue(user) };
  }

  async login(emailInput: string, password: string): Promise<LoginResponse> {
    const email = normalizeEmail(emailInput);
    await this.ctx.loginThrottle.check(email);
    const [user] = await this.ctx.db.select().from(users).where(eq(users.email, email));
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyDecoyPassword(password);
    if (!user || !valid) {
      await this.ctx.loginThrottle.failed(email);
      throw new HttpError(401, "INVALID_CREDENTIALS", "Invalid email or password");
    }
    await this.ctx.loginThrottle.succeeded(email);
    if (user.deactivatedAt) {
      throw new HttpError(403, "ACCOUNT_DEACTIVATED", ADMIN_MESSAGES.accountDeactivated);
    }
    if (!user.emailVerifiedAt) {
      throw new HttpError(
        403,
        "EMAIL_NOT_VERIFIED",
        "Please verify your email first: open the link we sent you, or reset your password to get a new one.",
      );
    }
    // With a second factor on, the password alone earns a challenge, not a token.
    const challenge = await this.twoFactor?.challengeFor(user);
    if (challenge) return challenge;
    return { user: toAuthUser(user), accessToken: await this.ctx.tokens.issue(user) };
  }

  async signout(userId: string, jti: string, expiresAt: Date): Promise<void> {
    await this.ctx.db.insert(revokedTokens).values({ jti, userId, expiresAt }).onConflictDoNothing();
    await this.ctx.sessions.forgetEverywhere(userId);
  }

  async userExists(emailInput: string): Promise<boolean> {
    const [row] = await this.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normalizeEmail(emailInput)));
    return row !== undefined;
  }

  /**
   * Sends a reset link when the account exists; says nothing either way (no enumeration), not
   * even by its timing: the look-up and the mail happen after the answer, the same for everyone.
   * Call it only after `requestLink` has accepted the request.
   */
  forgotPassword(emailInput: string): void {
    this.ctx.background.run(() => this.sendLink(emailInput, "reset_password"));
  }

  /**
   * Sends a fresh verification link when the account exists and is not verified yet; says nothing
   * either way (no enumeration), not even by its timing, like `forgotPassword`. Call it only after
   * `requestLink` has accepted the request.
   */
  resendVerification(emailInput: string): void {
    this.ctx.background.run(() => this.sendLink(emailInput, "verify_email"));
  }

  /**
   * One link e-mail of a kind per address at most every cooldown, so the endpoints cannot spam:
   * answers `accepted` (and starts the cooldown) or `cooldown` with the seconds it still holds.
   * The cooldown is kept per address for every address, known or not, so that the answer and the
   * work behind it are the same whether or not an account uses it: a held-back request only tells
   * that a link was asked for this address moments ago (a sign-up tells more: 409 'Email already
   * exists').
   */
  async requestLink(emailInput: string, purpose: TokenPurpose): Promise<LinkRequestOutcome> {
    const emailHash = sha256Hex(normalizeEmail(emailInput));
    return this.ctx.db.transaction(async (tx) => {
      // Requests past the cooldown hold nothing back: no address is kept longer than that.
      await tx.delete(linkRequests).where(lt(linkRequests.requestedAt, sql`now() - ${linkCooldown}`));
      const claimed = await tx
        .insert(linkRequests)
        .values({ emailHash, purpose })
        .onConflictDoNothing()
        .returning({ emailHash: linkRequests.emailHash });
      if (claimed.length > 0) return { status: "accepted", retryAfterSeconds: LINK_RESEND_COOLDOWN_SECONDS };
      const [held] = await tx
        .select({
          seconds: sql<number>`ceil(extract(epoch from (${linkRequests.requestedAt} + ${linkCooldown} - now())))::int`,
        })
        .from(linkRequests)
        .where(and(eq(linkRequests.emailHash, emailHash), eq(linkRequests.purpose, purpose)));
      const seconds = Number(held?.seconds ?? LINK_RESEND_COOLDOWN_SECONDS);
      return {
        status: "cooldown",
        retryAfterSeconds: Math.min(LINK_RESEND_COOLDOWN_SECONDS, Math.max(1, seconds)),
      };
    });
  }

  /** Sends a link when the account exists (and, for verification, still needs it). */
  private async sendLink(emailInput: string, purpose: TokenPurpose): Promise<void> {
    const email = normalizeEmail(emailInput);
    const [user] = await this.ctx.db.select().from(users).where(eq(users.email, email));
    if (!user) return;
    if (purpose === "verify_email" && user.emailVerifiedAt) return;
    const token = randomToken();
    const mail = purpose === "reset_password" ? resetPasswordMail : verificationMail;
    const ttl = purpose === "reset_password" ? RESET_PASSWORD_TTL_MS : VERIFY_EMAIL_TTL_MS;
    await this.ctx.db.transaction(async (tx) => {
      await this.createToken(tx, user.id, purpose, token, ttl);
      await this.ctx.outbox.enqueue(email, mail({ ...this.mailBase(), name: user.name, email, token }), tx);
    });
  }

  /** Checks a reset link without using it up (the new-password screen comes next). */
  async verifyResetToken(emailInput: string, token: string): Promise<void> {
    await this.findUsableToken(this.ctx.db, normalizeEmail(emailInput), token, "reset_password");
  }

  /** Sets the new password, uses the token up, and revokes every access token of the person. */
  async resetPassword(input: ResetPasswordRequest): Promise<void> {
    const passwordHash = await hashPassword(input.new_password);
    const reset = await this.ctx.db.transaction(async (tx) => {
      const user = await this.consumeToken(tx, normalizeEmail(input.email), input.token, "reset_password");
      await tx
        .update(users)
        .set({
          passwordHash,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          // The link reached the inbox: the address is proven.
          emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      // The proven address may have been invited: linked as verification would have.
      await acceptInvitationOfVerifiedEmail(tx, user);
      // Any other reset link still out there stops working too.
      await tx
        .update(oneTimeTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oneTimeTokens.userId, user.id),
            eq(oneTimeTokens.purpose, "reset_password"),
            isNull(oneTimeTokens.usedAt),
          ),
        );
      return { id: user.id, email: user.email };
    });
    await this.ctx.sessions.forgetEverywhere(reset.id);
    // The owner proved the address: wrong guesses by others no longer slow them down.
    await this.ctx.loginThrottle.succeeded(reset.email);
  }

  async updateProfile(user: SessionUser, changes: UpdateProfileRequest): Promise<UserRow> {
    const [updated] = await this.ctx.db
      .update(users)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.phone_number !== undefined ? { phoneNumber: changes.phone_number } : {}),
        ...(changes.dob !== undefined ? { dob: changes.dob } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    await this.ctx.sessions.forgetEverywhere(user.id);
    return updated!;
  }

  /**
   * Changes the password with the current one and signs every other session out: the token
   * version is raised (every token issued before stops working, on every instance: each request
   * checks it in the database, and remembered sessions are forgotten everywhere before this
   * answers), and this session goes on with a new token of the new version.
   */
  async changePassword(user: SessionUser, version: number, input: ChangePasswordRequest): Promise<string> {
    await this.ctx.loginThrottle.check(user.email);
    const [stored] = await this.ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!stored || !(await verifyPassword(stored.passwordHash, input.currentPassword))) {
      // Wrong guesses from a session slow down like wrong guesses at sign-in.
      await this.ctx.loginThrottle.failed(user.email);
      throw new HttpError(403, "INVALID_PASSWORD", SETTINGS_MESSAGES.currentPasswordWrong, {
        currentPassword: SETTINGS_MESSAGES.currentPasswordWrong,
      });
    }
    await this.ctx.loginThrottle.succeeded(user.email);
    const passwordHash = await hashPassword(input.newPassword);
    const [updated] = await this.ctx.db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      // Only while this session is still valid: a reset or change that came first wins.
      .where(and(eq(users.id, user.id), eq(users.tokenVersion, version)))
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    await this.ctx.sessions.forgetEverywhere(user.id);
    if (!updated) throw new HttpError(401, "UNAUTHORIZED", "Your session has expired. Please log in again.");
    return this.ctx.tokens.issue(updated);
  }

  /** Everything held about the person, as one archive (their own data: not audited). */
  exportData(user: SessionUser) {
    return personalDataExport(this.ctx.db, user);
  }

  /** Removes the person and everything that is theirs; their tokens die with the row. */
  async deleteAccount(user: SessionUser, password: string): Promise<void> {
    const [stored] = await this.ctx.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id));
    if (!stored || !(await verifyPassword(stored.passwordHash, password))) {
      throw new HttpError(403, "INVALID_PASSWORD", "The password is not correct", {
        password: "The password is not correct",
      });
    }
    const files = await this.ctx.db
      .select({ storageKey: uploadedFiles.storageKey })
      .from(uploadedFiles)
      .where(eq(uploadedFiles.ownerId, user.id));
    // A practitioner's handouts go with them (by cascade), and so do the files they carry.
    const handoutFiles = await this.ctx.db
      .select({ storageKey: handoutAttachments.storageKey })
      .from(handoutAttachments)
      .innerJoin(handouts, eq(handouts.id, handoutAttachments.handoutId))
      .where(eq(handouts.coachId, user.id));
    const mails = await this.ctx.db.transaction(async (tx) => {
      await tx.delete(coachClients).where(eq(coachClients.clientId, user.id));
      await tx.delete(linkRequests).where(eq(linkRequests.emailHash, sha256Hex(user.email)));
      // The invitation they accepted names them (address and name): it goes with them.
      await tx.delete(invitations).where(eq(invitations.acceptedBy, user.id));
      const removed = await tx
        .delete(mailOutbox)
        .where(eq(mailOutbox.toAddress, user.email))
        .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
      // Cascades: tokens, revocations, invitations sent, onboarding records, file rows, clients,
      // health data, chats, folders, alerts, shares both ways, handouts and client records.
      await tx.delete(users).where(eq(users.id, user.id));
      return removed;
    });
    await this.ctx.sessions.forgetEverywhere(user.id);
    // Nothing that names them stays behind: the copies of their mail, their files and folder.
    await this.ctx.outbox.transport.forget?.(mails);
    for (const file of [...files, ...handoutFiles]) await this.ctx.storage.delete(file.storageKey);
    await this.ctx.storage.deleteFolder(user.id);
  }

  private mailBase() {
    return { productName: this.ctx.productName, publicUrl: this.ctx.publicUrl };
  }

  private async createToken(
    db: Database,
    userId: string,
    purpose: TokenPurpose,
    token: string,
    ttlMs: number,
  ) {
    await db.insert(oneTimeTokens).values({
      userId,
      purpose,
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + ttlMs),
    });
  }

  private async findUsableToken(db: Database, email: string, token: string, purpose: TokenPurpose) {
    const [row] = await db
      .select({ tokenId: oneTimeTokens.id, user: users })
      .from(oneTimeTokens)
      .innerJoin(users, eq(users.id, oneTimeTokens.userId))
      .where(
        and(
          eq(oneTimeTokens.tokenHash, sha256Hex(token)),
          eq(oneTimeTokens.purpose, purpose),
          eq(users.email, email),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, sql`now()`),
        ),
      );
    if (!row) throw invalidLink();
    return row;
  }

  /** Marks the token used in the same statement that checks it, so two requests cannot both win. */
  private async consumeToken(
    db: Database,
    email: string,
    token: string,
    purpose: TokenPurpose,
  ): Promise<UserRow> {
    const { tokenId, user } = await this.findUsableToken(db, email, token, purpose);
    const used = await db
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeTokens.id, tokenId), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (used.length === 0) throw invalidLink();
    return user;
  }
}
