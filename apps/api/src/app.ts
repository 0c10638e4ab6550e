import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import fastifyCors from "@fastify/cors";
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { MAX_CERTIFICATE_FILES, MAX_UPLOAD_BYTES, type ApiErrorBody } from "@pkg/contracts";
import { lt, sql } from "drizzle-orm";
import type { HelmetOptions } from "helmet";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";

import { AccessTokens } from "./auth/access-tokens";
import { createAuthenticator } from "./auth/authenticate";
import { LoginThrottle } from "./auth/login-throttle";
import { SESSION_CHANGED_CHANNEL, SessionCache } from "./auth/session-cache";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { revokedTokens } from "./db/schema";
import { BackgroundWork } from "./lib/background";
import { HttpError } from "./lib/errors";
import { serializeError } from "./lib/log-errors";
import { securityHeaders } from "./lib/security-headers";
import { redactUrl } from "./lib/redact";
import { Outbox } from "./mail/outbox";
import { FileMailTransport, SmtpMailTransport, type MailTransport } from "./mail/transports";
import { defaultWebDistDir } from "./paths";
import { webApp } from "./plugins/web-app";
import { accountRoutes } from "./routes/accounts";
import { devMailboxRoutes } from "./routes/dev-mailbox";
import { healthRoutes } from "./routes/health";
import { invitationRoutes } from "./routes/invitations";
import { onboardingRoutes } from "./routes/onboarding";
import { AccountService } from "./services/accounts";
import type { ServiceContext } from "./services/context";
import { InvitationService } from "./services/invitations";
import { OnboardingService } from "./services/onboarding";
import { LocalFileStorage, type FileStorage } from "./storage/file-storage";

type Required = "productName" | "logLevel" | "webDistDir" | "nodeEnv";
type Optional =
  | "dataDir"
  | "jwtSecret"
  | "accessTokenTtlSeconds"
  | "sessionCacheSeconds"
  | "webOrigin"
  | "publicUrl"
  | "smtpUrl"
  | "mailFrom"
  | "rateLimit"
  | "trustProxy";
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

/** Where the web app may load things from: itself, inline styles (Radix), data:/blob: previews. */
const contentSecurityPolicy = (production: boolean) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", "data:"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    imgSrc: ["'self'", "data:", "blob:"],
    mediaSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    workerSrc: ["'self'", "blob:"],
    ...(production ? { upgradeInsecureRequests: [] } : {}),
  },
});

/**
 * JSON answers are never rendered as documents, so they need only what stops a browser from
 * sniffing, framing or sharing them; the page policies (script sources, opener isolation…) would
 * be bytes on every answer for nothing.
 */
const apiSecurityHeaderOptions = (strictTransportSecurity: false | undefined): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: "same-origin" },
  originAgentCluster: false,
  referrerPolicy: { policy: "no-referrer" },
  strictTransportSecurity,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: "deny" },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** fastify's types take a number of proxy hops as a function: trust the first `hops`. */
const trustProxyOption = (value: AppConfig["trustProxy"]) =>
  typeof value === "number" ? (_address: string, hop: number) => hop < value : (value ?? false);

/** A path of the API (`/api` and below), never one of the web app's pages. */
const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/");

/** `/api/…` except the browsable reference, which is a page with its own policy. */
const isApiAnswer = (url: string) => isApiPath(url) && !url.startsWith("/api/docs");

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, logger = true } = options;
  const production = config.nodeEnv === "production";

  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: {
            paths: [
              "req.headers.authorization",
              "req.headers.cookie",
              "res.headers['set-cookie']",
              "*.password",
              "*.new_password",
              "*.token",
              "*.accessToken",
              "*.security_answers",
            ],
            censor: "[redacted]",
          },
          ...(options.logStream ? { stream: options.logStream } : {}),
          serializers: {
            // Never a query's parameters or the database's quoted values: see log-errors.ts.
            err: serializeError,
            req: (request: FastifyRequest) => ({
              method: request.method,
              url: redactUrl(request.url),
              remoteAddress: request.ip,
            }),
          },
        }
      : false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every answer names its request (also errors and 404s: onRequest runs for them too).
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } }).issue?.path;
        const field =
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || zodPath?.map(String).join(".") || "_";
        fieldErrors[field] ??= issue.message ?? "Invalid value";
      }
      return reply.status(400).send({
        message: "Some fields are not valid",
        code: "VALIDATION_ERROR",
        fieldErrors,
      } satisfies ApiErrorBody);
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      } satisfies ApiErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type…
      return reply.status(status).send({
        message: error.message,
        code: error.code ?? "BAD_REQUEST",
      } satisfies ApiErrorBody);
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({
      message: "Something went wrong on our side. Please try again.",
      code: "INTERNAL_ERROR",
    } satisfies ApiErrorBody);
  });

  // Files and mail live in the data directory; an app built without one (tests) gets a temporary one.
  let dataDir = config.dataDir;
  if (!dataDir) {
    const temporary = await mkdtemp(path.join(tmpdir(), "haven-app-"));
    dataDir = temporary;
    app.addHook("onClose", async () => rm(temporary, { recursive: true, force: true }));
  }

  const tokens = new AccessTokens(
    config.jwtSecret ?? randomBytes(32).toString("hex"),
    config.accessTokenTtlSeconds ?? 3600,
  );
  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? new SmtpMailTransport(config.smtpUrl)
      : new FileMailTransport(path.join(dataDir, "mail"), (mail) => {
          // The embedded default has no real inbox: say where to read it. Links carry one-time
          // tokens (a reset link is the account), so they are shown only by the loopback-only
          // mailbox page, never written to the log.
          if (!production) app.log.info({ mailId: mail.id }, "mail written: open /dev/mailbox to read it");
        }));
  const outbox = new Outbox(database.db, transport, app.log, {
    from: config.mailFrom ?? `${config.productName} <no-reply@localhost>`,
  });
  app.decorate("outbox", outbox);
  const background =
    options.background ??
    new BackgroundWork((error) => app.log.error({ err: error }, "background work failed"));
  app.decorate("background", background);
  if (options.startMailer) outbox.start();
  app.addHook("onClose", async () => {
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
      .catch((error: unknown) => app.log.warn({ err: error }, "could not purge revoked tokens"));
  }, 3_600_000);
  purge.unref();
  app.addHook("onClose", async () => clearInterval(purge));

  const sessions = new SessionCache({
    ttlMs: (config.sessionCacheSeconds ?? 10) * 1000,
    feed: (onChange, onLost) => database.listen(SESSION_CHANGED_CHANNEL, onChange, onLost),
    notify: async (payload) => {
      await database.db.execute(sql`select pg_notify(${SESSION_CHANGED_CHANNEL}, ${payload})`);
    },
    onBarrierTimeout: (missing) =>
      app.log.warn({ instances: missing }, "instances did not confirm a revocation in time"),
    onFeedError: (error) =>
      app.log.warn({ err: error }, "session change feed unavailable: checking every session in the database"),
  });
  await sessions.start();
  app.decorate("sessions", sessions);
  app.addHook("onClose", async () => sessions.close());

  const ctx: ServiceContext = {
    loginThrottle: options.loginThrottle ?? new LoginThrottle(),
    db: database.db,
    tokens,
    sessions,
    outbox,
    background,
    storage: options.storage ?? new LocalFileStorage(path.join(dataDir, "uploads")),
    productName: config.productName,
    publicUrl: config.publicUrl ?? "http://localhost:3000",
  };

  const hsts = production ? undefined : false;
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(production),
    strictTransportSecurity: hsts,
  });
  const apiHeaders = {
    ...securityHeaders(apiSecurityHeaderOptions(hsts)),
    // Answers hold personal and health data: no browser or proxy keeps a copy.
    "cache-control": "no-store",
  };
  // Routes that need another policy (the API reference) set their own header after this one.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : pageHeaders);
    done();
  });
  await app.register(fastifyCors, {
    origin: config.webOrigin ? [config.webOrigin] : false,
    methods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    allowedHeaders: ["authorization", "content-type", "x-request-id"],
    exposedHeaders: ["x-request-id", "retry-after"],
    maxAge: 600,
  });
  await app.register(fastifyRateLimit, {
    global: false,
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

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${config.productName} API`,
        description: `The API of ${config.productName}. Errors answer \`{ message, code, fieldErrors? }\`.`,
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    transformStaticCSP: (header) =>
      production ? header : header.replace(/\s*upgrade-insecure-requests;?/, ""),
  });

  const authRateLimit = {
    max: config.rateLimit?.max ?? 20,
    timeWindow: config.rateLimit?.windowMs ?? 60_000,
  };
  const routeOptions = {
    requireUser: createAuthenticator(database.db, tokens, sessions),
    accounts: new AccountService(ctx),
    invitations: new InvitationService(ctx),
    onboarding: new OnboardingService(ctx),
    authRateLimit,
  };

  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        database,
        productName: config.productName,
      });
      await api.register(accountRoutes, routeOptions);
      await api.register(invitationRoutes, routeOptions);
      await api.register(onboardingRoutes, routeOptions);
      api.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: "/api" },
  );

  if (!production) {
    await app.register(devMailboxRoutes, {
      outbox,
      productName: config.productName,
    });
  }

  await app.register(webApp, {
    root: config.webDistDir ?? defaultWebDistDir,
    production,
    isApiPath,
  });

  app.setNotFoundHandler(notFound);

  return app;
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    message: `No route for ${request.method} ${redactUrl(request.url.split("?")[0] ?? "")}`,
    code: "NOT_FOUND",
  } satisfies ApiErrorBody);
}
