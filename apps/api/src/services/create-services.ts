import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";

import { createAnswerProvider } from "../ai/provider";
import { AccessTokens } from "../auth/access-tokens";
import { createAuthenticator, type RequireUser } from "../auth/authenticate";
import { LoginThrottle } from "../auth/login-throttle";
import { SESSION_CHANGED_CHANNEL, SessionCache } from "../auth/session-cache";
import { resolveTokenKeys, type TokenKeys } from "../auth/signing-keys";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/client";
import { revokedTokens } from "../db/schema";
import { BackgroundWork } from "../lib/background";
import type { SharedRedis } from "../lib/redis";
import { Outbox } from "../mail/outbox";
import { FileMailTransport, SmtpMailTransport, type MailTransport } from "../mail/transports";
import { WebhookSmsSender } from "../sms/sms-sender";
import { LocalFileStorage, type FileStorage } from "../storage/file-storage";
import { S3FileStorage } from "../storage/s3-file-storage";
import { AccountService } from "./accounts";
import { AssistantService } from "./assistant";
import { CareService } from "./care";
import { ContentService } from "./content";
import type { ServiceContext } from "./context";
import { FolderService } from "./folders";
import { GlucoseService } from "./glucose";
import { HealthDataService } from "./health-data";
import { HealthSnapshotService } from "./health-snapshot";
import { InvitationService } from "./invitations";
import { OnboardingService } from "./onboarding";
import { ProfileService } from "./profile";
import { TwoFactorService } from "./two-factor";

export type ServicesConfig = Pick<Config, "productName" | "nodeEnv"> &
  Partial<
    Pick<
      Config,
      | "dataDir"
      | "jwtSecret"
      | "jwtSecrets"
      | "dataEncryptionKey"
      | "s3"
      | "accessTokenTtlSeconds"
      | "sessionCacheSeconds"
      | "publicUrl"
      | "smtpUrl"
      | "mailFrom"
      | "ai"
      | "aiQuestionsPerHour"
      | "sms"
    >
  >;

export type ServicesOptions = {
  config: ServicesConfig;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Replaces the transport chosen from the config (tests). */
  mailTransport?: MailTransport | undefined;
  /** Slows password guessing per account (tests give one with their own clock). */
  loginThrottle?: LoginThrottle | undefined;
  /** Runs work that requests start and do not wait for (tests may hold it back). */
  background?: BackgroundWork | undefined;
  storage?: FileStorage | undefined;
  /** Shares the sign-in and two-factor throttles between instances (REDIS_URL). */
  redis?: SharedRedis | undefined;
};

export type Services = {
  outbox: Outbox;
  sessions: SessionCache;
  background: BackgroundWork;
  /** Where uploaded files live (the readiness check asks an object store whether it answers). */
  storage: FileStorage;
  /** The routes' authentication: the signed-in person of a request, or a 401. */
  requireUser: RequireUser;
  accounts: AccountService;
  twoFactor: TwoFactorService;
  invitations: InvitationService;
  onboarding: OnboardingService;
  /** Settings: the profile picture and the practice profile. */
  profile: ProfileService;
  content: ContentService;
  assistant: AssistantService;
  folders: FolderService;
  healthData: HealthDataService;
  glucose: GlucoseService;
  healthSnapshot: HealthSnapshotService;
  care: CareService;
  /**
   * Stops what runs in the background: the session feed, the revocation purge, then the mail
   * (after the work that may still enqueue some), and removes a temporary data directory.
   */
  close: () => Promise<void>;
};

/**
 * Everything the routes call, built on one database: the access tokens, the mail outbox and its
 * transport, the session cache with its change feed, the background work, the login throttle, the
 * file storage, and the services that share them (see `ServiceContext`). Files and mail live in
 * `dataDir`; without one (tests) a temporary directory is made and removed by `close()`.
 */
export async function createServices(options: ServicesOptions): Promise<Services> {
  const { config, database, log } = options;
  const production = config.nodeEnv === "production";
  const closers: (() => Promise<void> | void)[] = [];
  const close = async () => {
    // The last started stops first; a second call finds nothing left to stop.
    while (closers.length > 0) await closers.pop()!();
  };

  let dataDir = config.dataDir;
  if (!dataDir) {
    const temporary = await mkdtemp(path.join(tmpdir(), "haven-app-"));
    dataDir = temporary;
    closers.push(() => rm(temporary, { recursive: true, force: true }));
  }

  let tokenKeys: TokenKeys;
  try {
    tokenKeys = await resolveTokenKeys({
      jwtSecret: config.jwtSecret,
      jwtSecrets: config.jwtSecrets,
      dataEncryptionKey: config.dataEncryptionKey,
      database,
      dataDir: config.dataDir,
    });
  } catch (error) {
    await close();
    throw error;
  }
  // Keys kept in the database are reread now and then: every instance soon signs with the newest.
  tokenKeys.keys.startRefreshing(60_000, (error) =>
    log.warn({ err: error }, "could not reread the signing keys from the database"),
  );
  closers.push(() => tokenKeys.keys.stop());
  const tokens = new AccessTokens(tokenKeys.keys, config.accessTokenTtlSeconds ?? 3600);
  const storage: FileStorage =
    options.storage ??
    (config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(path.join(dataDir, "uploads")));
  if (!options.storage && storage.close) closers.push(() => storage.close!());
  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? new SmtpMailTransport(config.smtpUrl)
      : new FileMailTransport(path.join(dataDir, "mail"), (mail) => {
          // The embedded default has no real inbox: say where to read it. Links carry one-time
          // tokens (a reset link is the account), so they are shown only by the loopback-only
          // mailbox page, never written to the log.
          if (!production) log.info({ mailId: mail.id }, "mail written: open /dev/mailbox to read it");
        }));
  const outbox = new Outbox(database.db, transport, log, {
    from: config.mailFrom ?? `${config.productName} <no-reply@localhost>`,
  });
  const background =
    options.background ?? new BackgroundWork((error) => log.error({ err: error }, "background work failed"));
  closers.push(async () => {
    // Mail that background work enqueues reaches the outbox before the sender stops.
    await background.settled();
    await outbox.stop();
    if (transport instanceof SmtpMailTransport) transport.close();
  });

  // Revocations outlive their token by nothing: drop them once the token has expired anyway.
  const purge = setInterval(() => {
    database.db
      .delete(revokedTokens)
      .where(lt(revokedTokens.expiresAt, new Date()))
      .catch((error: unknown) => log.warn({ err: error }, "could not purge revoked tokens"));
  }, 3_600_000);
  purge.unref();
  closers.push(() => clearInterval(purge));

  const sessions = new SessionCache({
    ttlMs: (config.sessionCacheSeconds ?? 10) * 1000,
    feed: (onChange, onLost) => database.listen(SESSION_CHANGED_CHANNEL, onChange, onLost),
    notify: async (payload) => {
      await database.db.execute(sql`select pg_notify(${SESSION_CHANGED_CHANNEL}, ${payload})`);
    },
    onBarrierTimeout: (missing) =>
      log.warn({ instances: missing }, "instances did not confirm a revocation in time"),
    onFeedError: (error) =>
      log.warn({ err: error }, "session change feed unavailable: checking every session in the database"),
  });
  closers.push(() => sessions.close());
  try {
    await sessions.start();
  } catch (error) {
    await close();
    throw error;
  }

  const ctx: ServiceContext = {
    loginThrottle: options.loginThrottle ?? new LoginThrottle({ name: "login", redis: options.redis }),
    db: database.db,
    tokens,
    sessions,
    outbox,
    background,
    storage,
    productName: config.productName,
    publicUrl: config.publicUrl ?? "http://localhost:3000",
  };

  const content = new ContentService(ctx.db, ctx.storage, ctx);
  const invitations = new InvitationService(ctx);
  const assistant = new AssistantService(ctx, content, {
    provider: config.ai ? createAnswerProvider(config.ai) : undefined,
    log,
    questionsPerHour: config.aiQuestionsPerHour,
  });
  const healthData = new HealthDataService(ctx.db);
  const glucose = new GlucoseService(ctx.db, sessions);
  const healthSnapshot = new HealthSnapshotService(ctx.db);
  // TOTP secrets are encrypted with a key no rotation changes; SMS codes are offered only with an
  // SMS provider's webhook configured.
  const twoFactor = new TwoFactorService(ctx, {
    secret: tokenKeys.encryptionSecret,
    previousSecrets: tokenKeys.previousEncryptionSecrets,
    sms: config.sms ? new WebhookSmsSender(config.sms) : undefined,
    throttle: new LoginThrottle({ name: "two-factor", redis: options.redis }),
  });
  return {
    outbox,
    sessions,
    background,
    storage,
    requireUser: createAuthenticator(database.db, tokens, sessions),
    accounts: new AccountService(ctx, twoFactor),
    twoFactor,
    invitations,
    onboarding: new OnboardingService(ctx),
    profile: new ProfileService(ctx),
    content,
    assistant,
    folders: new FolderService(ctx.db, content),
    healthData,
    glucose,
    healthSnapshot,
    care: new CareService(ctx, { assistant, invitations, healthData, glucose, healthSnapshot }),
    close,
  };
}
