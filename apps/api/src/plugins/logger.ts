import { randomUUID } from "node:crypto";

import type { FastifyRequest, FastifyServerOptions, RawServerDefault } from "fastify";
import fp from "fastify-plugin";

import { serializeError } from "../lib/log-errors";
import { redactUrl } from "../lib/redact";

export type LoggerSettings = {
  level: string;
  /** Where the lines go instead of stdout (tests that read them). */
  stream?: { write: (line: string) => void } | undefined;
};

/**
 * fastify's logger (pino): one JSON line per event. Credentials, passwords, tokens, API keys and
 * recovery answers are redacted wherever they appear in a logged object, a request is logged by its
 * method, its URL with secrets hidden and its address, and errors through the serializer that leaves
 * out a query's parameters and the database's quoted values (see log-errors.ts).
 */
export function loggerOptions({ level, stream }: LoggerSettings): FastifyServerOptions["logger"] {
  return {
    level,
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
        // The AI endpoint's key (AI_API_KEY), wherever the settings or a request to it are logged.
        "*.apiKey",
        "*.ai.apiKey",
        "*.AI_API_KEY",
        // REDIS_URL may carry a password.
        "*.redis.url",
        "*.REDIS_URL",
        // The object storage's keys (S3_URL holds them too) and the signing and encryption keys.
        "*.s3.credentials",
        "*.credentials",
        "*.secretAccessKey",
        "*.S3_URL",
        "*.S3_SECRET_ACCESS_KEY",
        "*.jwtSecret",
        "*.jwtSecrets",
        "*.dataEncryptionKey",
        "*.JWT_SECRET",
        "*.JWT_SECRETS",
        "*.DATA_ENCRYPTION_KEY",
        "*.headers.authorization",
      ],
      censor: "[redacted]",
    },
    ...(stream ? { stream } : {}),
    serializers: {
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/** A request keeps the id its client gives in `x-request-id` when it is a plain one, else gets a new one. */
export const genReqId: NonNullable<FastifyServerOptions<RawServerDefault>["genReqId"]> = (request) => {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
};

/**
 * Every answer names its request in `x-request-id`, the id its log lines carry: also errors and
 * 404s, since onRequest runs for them too.
 */
export const requestIdHeader = fp(
  async (app) => {
    app.addHook("onRequest", (request, reply, done) => {
      reply.header("x-request-id", request.id);
      done();
    });
  },
  { name: "request-id-header", fastify: "5.x" },
);
