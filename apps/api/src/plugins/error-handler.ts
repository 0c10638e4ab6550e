import type { ApiErrorBody } from "@pkg/contracts";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

import { HttpError } from "../lib/errors";
import { redactUrl } from "../lib/redact";

/**
 * Every error answers `{ message, code, fieldErrors? }`: a request that fails its schema is a 400
 * with one message per field, an `HttpError` answers its own status, code and headers, fastify's
 * own client errors (malformed JSON, body too large…) keep their 4xx, and anything else is a 500
 * that says nothing of its cause and is logged (through the safe serializer of the logger). Paths
 * no route answers are a JSON 404.
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler<FastifyError>(handleError);
    app.setNotFoundHandler(notFound);
  },
  { name: "error-handler", fastify: "5.x" },
);

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
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
      ...error.extra,
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
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({
    message: `No route for ${request.method} ${redactUrl(request.url.split("?")[0] ?? "")}`,
    code: "NOT_FOUND",
  } satisfies ApiErrorBody);
}
