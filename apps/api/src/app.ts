import fastifyCors from "@fastify/cors";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import { MAX_CERTIFICATE_FILES, MAX_UPLOAD_BYTES } from "@pkg/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";

import type { LoginThrottle } from "./auth/login-throttle";
import type { SessionCache } from "./auth/session-cache";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { API_PREFIX, isApiPath } from "./lib/api-paths";
import type { BackgroundWork } from "./lib/background";
import { HttpError } from "./lib/errors";
import { connectRedis } from "./lib/redis";
import type { Outbox } from "./mail/outbox";
import type { MailTransport } from "./mail/transports";
import { defaultWebDistDir } from "./paths";
import { apiDocs } from "./plugins/api-docs";
import { errorHandler } from "./plugins/error-handler";
import { genReqId, loggerOptions, requestIdHeader } from "./plugins/logger";
import { securityHeaders } from "./plugins/security-headers";
import { webApp } from "./plugins/web-app";
import { accountRoutes } from "./routes/accounts";
import { adminRoutes } from "./routes/admin";
import { assistantRoutes } from "./routes/assistant";
import { assistantAdminRoutes } from "./routes/assistant-admin";
import { careRoutes } from "./routes/care";
import { contentRoutes } from "./routes/content";
import { contentAttachmentRoutes } from "./routes/content-attachments";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { folderRoutes } from "./routes/folders";
import { glucoseRoutes } from "./routes/glucose";
import { handoutAttachmentRoutes } from "./routes/handout-attachments";
import { healthRoutes } from "./routes/health";
import { healthDataRoutes } from "./routes/health-data";
import { healthReportRoutes } from "./routes/health-report";
import { healthSnapshotRoutes } from "./routes/health-snapshot";
import { invitationRoutes } from "./routes/invitations";
import { onboardingRoutes } from "./routes/onboarding";
import { profileRoutes } from "./routes/profile";
import { twoFactorRoutes } from "./routes/two-factor";
import { AdminService } from "./services/admin";
import { createServices } from "./services/create-services";
import { HealthReportService } from "./services/health-report";
import type { FileStorage } from "./storage/file-storage";

type Required = "productName" | "logLevel" | "webDistDir" | "nodeEnv";
type Optional =
  | "dataDir"
  | "jwtSecret"
  | "jwtSecrets"
  | "dataEncryptionKey"
  | "s3"
  | "accessTokenTtlSeconds"
  | "sessionCacheSeconds"
  | "webOrigin"
  | "publicUrl"
  | "smtpUrl"
  | "mailFrom"
  | "rateLimit"
  | "redis"
  | "trustProxy"
  | "ai"
  | "aiQuestionsPerHour"
  | "sms";
export type AppConfig = Pick<Config, Required> & Partial<Pick<Config, Optional>>;

export type AppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Log to stdout (the server) or not at all (tests). */
  logger?: boolean;
  /** Where the log goes instead of stdout (tests that read it). */
  logStream?: { write: (line: string) => void };
  /** Replaces the transport chosen from the config (tests). */
  mailTransport?: MailTransport;
  /** Slows password guessing per account (tests give one with their own clock). */
  loginThrottle?: LoginThrottle;
  /** Runs work that requests start and do not wait for (tests may hold it back). */
  background?: BackgroundWork;
  /** Run the mail sender loop (the server); tests call `app.outbox.flush()` instead. */
  startMailer?: boolean;
  storage?: FileStorage;
};

declare module "fastify" {
  interface FastifyInstance {
    outbox: Outbox;
    sessions: SessionCache;
    background: BackgroundWork;
  }
}

/** fastify's types take a number of proxy hops as a function: trust the first `hops`. */
const trustProxyOption = (value: AppConfig["trustProxy"]) =>
  typeof value === "number" ? (_address: string, hop: number) => hop < value : (value ?? false);

/** The server: the API under `/api`, the development mailbox outside production, and the web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, logger = true } = options;
  const production = config.nodeEnv === "production";

  const app = Fastify({
    logger: logger ? loggerOptions({ level: config.logLevel, stream: options.logStream }) : false,
    genReqId,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestIdHeader);
  await app.register(errorHandler);

  // With REDIS_URL every instance shares its rate limits and throttles; without it each counts its own.
  const redis = config.redis ? await connectRedis(config.redis, app.log) : undefined;
  if (redis) app.addHook("onClose", async () => redis.close());

  const services = await createServices({
    config,
    database,
    log: app.log,
    redis,
    mailTransport: options.mailTransport,
    loginThrottle: options.loginThrottle,
    background: options.background,
    storage: options.storage,
  });
  app.addHook("onClose", async () => services.close());
  app.decorate("outbox", services.outbox);
  app.decorate("background", services.background);
  app.decorate("sessions", services.sessions);
  if (options.startMailer) services.outbox.start();

  await app.register(securityHeaders, { production });
  await app.register(fastifyCors, {
    origin: config.webOrigin ? [config.webOrigin] : false,
    methods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    allowedHeaders: ["authorization", "content-type", "x-request-id"],
    exposedHeaders: ["x-request-id", "retry-after"],
    maxAge: 600,
  });
  await app.register(fastifyRateLimit, {
    global: false,
    // Per address and route; in Redis (keys `<prefix>rate-limit:<method><route>-<address>`) when set.
    // While Redis cannot be reached these limits let requests through (fail open) rather than
    // answer 500s: the per-account throttles behind sign-in keep counting in memory meanwhile.
    ...(redis ? { redis: redis.client, nameSpace: `${redis.keyPrefix}rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        "RATE_LIMITED",
        `Too many attempts. Please wait ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds and try again.`,
      ),
  });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_CERTIFICATE_FILES + 1,
      fields: 4,
      fieldSize: 256 * 1024,
      parts: MAX_CERTIFICATE_FILES + 5,
      headerPairs: 50,
    },
  });
  await app.register(apiDocs, { productName: config.productName, production });

  const routeOptions = {
    requireUser: services.requireUser,
    accounts: services.accounts,
    invitations: services.invitations,
    onboarding: services.onboarding,
    authRateLimit: { max: config.rateLimit?.max ?? 20, timeWindow: config.rateLimit?.windowMs ?? 60_000 },
  };
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        productName: config.productName,
        redis,
        storage: services.storage,
      });
      await api.register(accountRoutes, routeOptions);
      await api.register(twoFactorRoutes, {
        requireUser: services.requireUser,
        twoFactor: services.twoFactor,
        authRateLimit: routeOptions.authRateLimit,
      });
      await api.register(invitationRoutes, routeOptions);
      await api.register(onboardingRoutes, routeOptions);
      await api.register(profileRoutes, { requireUser: services.requireUser, profile: services.profile });
      const contentOptions = { requireUser: services.requireUser, content: services.content };
      await api.register(contentRoutes, {
        ...contentOptions,
        contentOpened: (clientId, contentId) => services.care.contentOpened(clientId, contentId),
      });
      await api.register(contentAttachmentRoutes, contentOptions);
      await api.register(assistantRoutes, {
        requireUser: services.requireUser,
        assistant: services.assistant,
      });
      await api.register(assistantAdminRoutes, {
        requireUser: services.requireUser,
        assistant: services.assistant,
      });
      await api.register(adminRoutes, {
        requireUser: services.requireUser,
        admin: new AdminService({
          db: database.db,
          sessions: services.sessions,
          outbox: services.outbox,
          productName: config.productName,
          publicUrl: config.publicUrl ?? "http://localhost:3000",
        }),
      });
      await api.register(folderRoutes, { requireUser: services.requireUser, folders: services.folders });
      const careOptions = { requireUser: services.requireUser, care: services.care };
      await api.register(careRoutes, careOptions);
      await api.register(handoutAttachmentRoutes, careOptions);
      await api.register(healthDataRoutes, {
        requireUser: services.requireUser,
        healthData: services.healthData,
      });
      await api.register(glucoseRoutes, { requireUser: services.requireUser, glucose: services.glucose });
      await api.register(healthSnapshotRoutes, {
        requireUser: services.requireUser,
        healthSnapshot: services.healthSnapshot,
      });
      await api.register(healthReportRoutes, {
        requireUser: services.requireUser,
        healthReport: new HealthReportService(database.db, services.healthData, services.glucose),
      });
    },
    { prefix: API_PREFIX },
  );
  if (!production) {
    await app.register(devMailboxRoutes, { outbox: services.outbox, productName: config.productName });
  }
  await app.register(webApp, { root: config.webDistDir ?? defaultWebDistDir, production, isApiPath });

  return app;
}
