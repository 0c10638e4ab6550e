import path from "node:path";

import { z } from "zod";

import { defaultDataDir } from "./paths";
import { parseS3Settings, type S3Settings } from "./storage/s3-settings";

const portSchema = z.coerce
  .number({ message: "PORT must be a number" })
  .int("PORT must be a whole number")
  .min(0, "PORT must be between 0 and 65535")
  .max(65535, "PORT must be between 0 and 65535");

const envSchema = z.object({
  PORT: portSchema.default(3000),
  HOST: z.string().min(1, "HOST must not be empty").optional(),
  DATA_DIR: z.string().min(1, "DATA_DIR must not be empty").optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
    .optional(),
  NODE_ENV: z
    .enum(["development", "production", "test"], {
      message: "NODE_ENV must be development, production or test",
    })
    .default("development"),
  PRODUCT_NAME: z.string().min(1, "PRODUCT_NAME must not be empty").default("Haven"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  JWT_SECRETS: z
    .string()
    .transform((value) => value.split(",").map((part) => part.trim()))
    .refine(
      (keys) => keys.every((key) => key.length >= 32),
      "JWT_SECRETS must be comma-separated keys of at least 32 characters each, the signing one first",
    )
    .optional(),
  DATA_ENCRYPTION_KEY: z.string().min(32, "DATA_ENCRYPTION_KEY must be at least 32 characters").optional(),
  S3_URL: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.string().optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number({ message: "ACCESS_TOKEN_TTL must be a number of seconds" })
    .int("ACCESS_TOKEN_TTL must be a whole number of seconds")
    .min(60, "ACCESS_TOKEN_TTL must be between 60 and 86400 seconds")
    .max(86_400, "ACCESS_TOKEN_TTL must be between 60 and 86400 seconds")
    .default(3600),
  SESSION_CACHE_SECONDS: z.coerce
    .number({ message: "SESSION_CACHE_SECONDS must be a number of seconds" })
    .int("SESSION_CACHE_SECONDS must be a whole number of seconds")
    .min(0, "SESSION_CACHE_SECONDS must be between 0 and 300 seconds")
    .max(300, "SESSION_CACHE_SECONDS must be between 0 and 300 seconds")
    .default(10),
  WEB_ORIGIN: originSchema("WEB_ORIGIN").optional(),
  PUBLIC_URL: originSchema("PUBLIC_URL").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
      message: 'MAIL_FROM must be an address, e.g. "Haven <no-reply@example.com>"',
    })
    .optional(),
  RATE_LIMIT_MAX: z.coerce
    .number({ message: "RATE_LIMIT_MAX must be a number" })
    .int("RATE_LIMIT_MAX must be a whole number")
    .min(1, "RATE_LIMIT_MAX must be at least 1")
    .default(20),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number({ message: "RATE_LIMIT_WINDOW_MS must be a number of milliseconds" })
    .int("RATE_LIMIT_WINDOW_MS must be a whole number")
    .min(1000, "RATE_LIMIT_WINDOW_MS must be at least 1000")
    .default(60_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, "REDIS_URL must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379")
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(
      /^[A-Za-z0-9_.:-]{1,64}$/,
      "REDIS_KEY_PREFIX must be 1 to 64 letters, digits, '.', '_', '-' or ':', e.g. haven:",
    )
    .default("haven:"),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[\d.:a-f/]+(\s*,\s*[\d.:a-f/]+)*)$/i,
      "TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses",
    )
    .optional(),
  SEED_DEMO: z.enum(["true", "false"], { message: "SEED_DEMO must be true or false" }).optional(),
  AI_BASE_URL: aiBaseUrlSchema().optional(),
  AI_API_KEY: z.string().regex(/^\S+$/, "AI_API_KEY must be one line without spaces").optional(),
  AI_MODEL: z
    .string()
    .regex(/^\S+$/, "AI_MODEL must be a model's name without spaces, e.g. gpt-4o-mini")
    .optional(),
  SMS_WEBHOOK_URL: smsWebhookUrlSchema().optional(),
  SMS_WEBHOOK_TOKEN: z
    .string()
    .regex(/^\S+$/, "SMS_WEBHOOK_TOKEN must be one line without spaces")
    .optional(),
  AI_QUESTIONS_PER_HOUR: z.coerce
    .number({ message: "AI_QUESTIONS_PER_HOUR must be a number of questions" })
    .int("AI_QUESTIONS_PER_HOUR must be a whole number")
    .min(1, "AI_QUESTIONS_PER_HOUR must be between 1 and 10000")
    .max(10_000, "AI_QUESTIONS_PER_HOUR must be between 1 and 10000")
    .default(60),
});

/**
 * The base of an OpenAI-compatible API (the part before `/chat/completions`), kept without a
 * trailing slash. Credentials belong in AI_API_KEY, never in the URL (where they would be logged).
 */
function aiBaseUrlSchema() {
  return z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (
          (url.protocol === "http:" || url.protocol === "https:") &&
          !url.username &&
          !url.password &&
          !url.search &&
          !url.hash
        );
      } catch {
        return false;
      }
    }, "AI_BASE_URL must be an http:// or https:// URL such as https://api.openai.com/v1 (no credentials or query: the key goes in AI_API_KEY)")
    .transform((value) => new URL(value).href.replace(/\/+$/, ""));
}

/**
 * Where two-factor SMS codes are POSTed as JSON `{ to, body }` (a gateway of your SMS provider).
 * Credentials belong in SMS_WEBHOOK_TOKEN (sent as a bearer header), never in the URL.
 */
function smsWebhookUrlSchema() {
  return z.string().refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "SMS_WEBHOOK_URL must be an http:// or https:// URL without credentials (the token goes in SMS_WEBHOOK_TOKEN)");
}

function originSchema(name: string) {
  return z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && url.pathname === "/" && !url.search;
      } catch {
        return false;
      }
    }, `${name} must be an origin such as https://haven.example.com (no path)`)
    .transform((value) => new URL(value).origin);
}

export type Config = {
  port: number;
  /** Outside production the server listens on loopback only unless HOST says otherwise. */
  host: string;
  /**
   * Which reverse proxies to believe about the client's address (fastify's `trustProxy`): false
   * (the default: the socket's address), true (any), a number of hops, or proxy addresses.
   */
  trustProxy: boolean | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  nodeEnv: "development" | "production" | "test";
  productName: string;
  webDistDir: string | undefined;
  logLevel: string;
  /**
   * The one key that signs access tokens (JWT_SECRET). With neither this nor `jwtSecrets`: keys
   * kept in the database with PostgreSQL (shared by every instance), else one generated into the
   * data directory.
   */
  jwtSecret: string | undefined;
  /** Keys for a rotation (JWT_SECRETS): the first signs, every one verifies. */
  jwtSecrets: string[] | undefined;
  /**
   * What two-factor secrets are encrypted with (DATA_ENCRYPTION_KEY): it must outlive every
   * signing key. Unset: JWT_SECRET, or the database's own encryption secret.
   */
  dataEncryptionKey: string | undefined;
  /** S3-compatible object storage for uploaded files; unset, they stay in `DATA_DIR/uploads`. */
  s3: S3Settings | undefined;
  accessTokenTtlSeconds: number;
  /**
   * How long an instance trusts a signed-in session it has already checked, without asking the
   * database again (0: ask on every request). Changes reach every instance at once through the
   * database's notifications; this is only the upper bound.
   */
  sessionCacheSeconds: number;
  /** The origin allowed by CORS (when the web app is served from elsewhere). */
  webOrigin: string | undefined;
  /** Where people open the app: the base of every link in e-mails. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimit: { max: number; windowMs: number };
  /**
   * Where every instance shares its rate limits and sign-in throttles; unset, each instance counts
   * its own. `url` may hold a password: never logged.
   */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Create the demo accounts at start (never in production). */
  seedDemo: boolean;
  /**
   * The OpenAI-compatible endpoint that writes the assistant's answers from the retrieved passages;
   * unset, the extractive answer is the product. `apiKey` is a secret: never logged.
   */
  ai: AiSettings | undefined;
  /**
   * Fair use of the assistant for everyone but practitioners (whose plan limits their chats): at
   * most this many questions in any hour, counted in the database, so it holds across instances.
   */
  aiQuestionsPerHour: number;
  /**
   * The SMS provider's webhook: when set, two-factor codes by SMS are offered. `token` is a
   * secret: never logged.
   */
  sms: SmsSettings | undefined;
};

export type SmsSettings = { webhookUrl: string; token: string | undefined };

export type AiSettings = { baseUrl: string; apiKey: string | undefined; model: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and checks the environment; every bad value is named in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  }
  const value = parsed.data;
  const problems: string[] = [];
  if (value.JWT_SECRET && value.JWT_SECRETS)
    problems.push(
      "Set JWT_SECRET or JWT_SECRETS, not both (JWT_SECRETS lists every key, the signing one first)",
    );
  if (value.JWT_SECRETS && !value.DATA_ENCRYPTION_KEY)
    problems.push(
      "JWT_SECRETS needs DATA_ENCRYPTION_KEY: two-factor secrets must be encrypted with a key that rotation does not change (set it to your previous JWT_SECRET)",
    );
  const s3 = parseS3Settings(value);
  problems.push(...s3.problems);
  if (value.NODE_ENV === "production") {
    // With PostgreSQL the instances keep their keys in the database; without, one must be given.
    if (!value.JWT_SECRET && !value.JWT_SECRETS && !value.DATABASE_URL)
      problems.push(
        "JWT_SECRET is required when NODE_ENV=production without DATABASE_URL (32+ random characters)",
      );
    if (value.SEED_DEMO === "true") problems.push("SEED_DEMO cannot be true when NODE_ENV=production");
  }
  if (value.AI_BASE_URL && !value.AI_MODEL)
    problems.push("AI_MODEL is required when AI_BASE_URL is set (the model's name at that endpoint)");
  if (!value.AI_BASE_URL && (value.AI_API_KEY || value.AI_MODEL))
    problems.push(
      "AI_API_KEY and AI_MODEL need AI_BASE_URL (the OpenAI-compatible endpoint to use them with)",
    );
  if (value.SMS_WEBHOOK_TOKEN && !value.SMS_WEBHOOK_URL)
    problems.push("SMS_WEBHOOK_TOKEN needs SMS_WEBHOOK_URL (the webhook to send it to)");
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: value.PORT,
    host: value.HOST ?? (value.NODE_ENV === "production" ? "0.0.0.0" : "localhost"),
    trustProxy: parseTrustProxy(value.TRUST_PROXY),
    dataDir: value.DATA_DIR ? path.resolve(value.DATA_DIR) : defaultDataDir,
    databaseUrl: value.DATABASE_URL,
    nodeEnv: value.NODE_ENV,
    productName: value.PRODUCT_NAME,
    webDistDir: value.WEB_DIST_DIR ? path.resolve(value.WEB_DIST_DIR) : undefined,
    logLevel: value.LOG_LEVEL,
    jwtSecret: value.JWT_SECRET,
    jwtSecrets: value.JWT_SECRETS,
    dataEncryptionKey: value.DATA_ENCRYPTION_KEY,
    s3: s3.settings,
    accessTokenTtlSeconds: value.ACCESS_TOKEN_TTL,
    sessionCacheSeconds: value.SESSION_CACHE_SECONDS,
    webOrigin: value.WEB_ORIGIN,
    publicUrl: value.PUBLIC_URL ?? value.WEB_ORIGIN ?? `http://localhost:${value.PORT}`,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM ?? `${value.PRODUCT_NAME} <no-reply@localhost>`,
    rateLimit: { max: value.RATE_LIMIT_MAX, windowMs: value.RATE_LIMIT_WINDOW_MS },
    redis: value.REDIS_URL ? { url: value.REDIS_URL, keyPrefix: value.REDIS_KEY_PREFIX } : undefined,
    seedDemo: value.NODE_ENV !== "production" && value.SEED_DEMO !== "false",
    ai:
      value.AI_BASE_URL && value.AI_MODEL
        ? { baseUrl: value.AI_BASE_URL, apiKey: value.AI_API_KEY, model: value.AI_MODEL }
        : undefined,
    aiQuestionsPerHour: value.AI_QUESTIONS_PER_HOUR,
    sms: value.SMS_WEBHOOK_URL
      ? { webhookUrl: value.SMS_WEBHOOK_URL, token: value.SMS_WEBHOOK_TOKEN }
      : undefined,
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value.toLowerCase() === "false") return false;
  if (value.toLowerCase() === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
}
