import type { Multipart, MultipartFile } from "@fastify/multipart";
import { MAX_UPLOAD_BYTES, toSingleLineText } from "@pkg/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyRouteSchemaDef, FastifyValidationResult } from "fastify/types/schema";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

import { HttpError } from "./errors";

/*
 * Multipart bodies are read by hand in the routes that take files. Everything the parser
 * (busboy, through @fastify/multipart) throws is about the bytes the client sent — a missing or
 * wrong boundary, a truncated body, a malformed part header — so it answers 400, never 500; its
 * own client errors (limits 413, prototype keys 400) keep their status.
 */

export const malformedMultipart = () =>
  new HttpError(
    400,
    "MALFORMED_MULTIPART",
    "The upload could not be read: the multipart/form-data body is malformed or incomplete. Please send it again.",
  );

export const fileTooLarge = (field?: string) => {
  const message = `Files must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;
  return new HttpError(413, "FILE_TOO_LARGE", message, field ? { [field]: message } : undefined);
};

/** A parser failure as the client's error. */
function clientError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "FST_INVALID_JSON_FIELD_ERROR") {
    return new HttpError(400, "VALIDATION_ERROR", "A part sent as application/json is not valid JSON");
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500) return error as Error;
  return malformedMultipart();
}

/** The parts of a multipart request, in order; a malformed body ends the loop with a 400. */
export async function* readParts(
  request: FastifyRequest,
  options?: Parameters<FastifyRequest["parts"]>[0],
): AsyncGenerator<Multipart> {
  const parts = request.parts(options)[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw clientError(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** The first file of a multipart request (fields before it are skipped), or undefined. */
export async function readFirstFile(
  request: FastifyRequest,
  options?: Parameters<FastifyRequest["file"]>[0],
): Promise<MultipartFile | undefined> {
  try {
    return await request.file(options);
  } catch (error) {
    throw clientError(error);
  }
}

/**
 * A file part's bytes: 413 when it is over the upload limit (the parser may also cut a file off
 * silently, so `truncated` is checked too: a partial file is never kept), 400 when the body ends
 * in the middle of it.
 */
export async function readFileData(part: MultipartFile): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge(part.fieldname);
    throw clientError(error);
  }
  if (part.file.truncated || data.length > MAX_UPLOAD_BYTES) throw fileTooLarge(part.fieldname);
  return data;
}

/**
 * The name a client gave an uploaded file, made safe to store and show: at most 255 characters of
 * one-line text. Control characters and line breaks are replaced rather than refused, because the
 * person did not type this name into our form and a refusal at the end of onboarding, about a
 * name chosen long before on their own computer, would help nobody.
 */
export function uploadedFileName(part: MultipartFile, fallback: string): string {
  return toSingleLineText(part.filename.slice(0, 255)) || fallback;
}

/** A preValidation hook for a multipart route: a request sent as anything else gets `refusal()`. */
export function requireMultipart(refusal: () => HttpError) {
  return async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw refusal();
  };
}

/**
 * The validator compiler of a multipart route: its `multipartBody` schema documents the parts,
 * which the route reads and checks by hand (the parser leaves the body empty), so the body is not
 * validated here; parameters and the query are, as everywhere.
 */
export const partsReadByHand = <S>(route: FastifyRouteSchemaDef<S>): FastifyValidationResult =>
  route.httpPart === "body"
    ? () => ({ value: undefined })
    : validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);

export type MultipartPartSpec = { description: string; optional?: boolean } & (
  | { kind: "json"; schema: z.ZodType }
  | { kind: "text" }
  | { kind: "file"; maxFiles: number; mediaTypes: readonly string[] }
);

/**
 * The parts a multipart route reads, as its `schema.body`, so that the OpenAPI document describes
 * them (a JSON field carries its schema as `contentSchema`, files are `format: binary`) and the
 * fuzz and authorization tests find them. Use it with `validatorCompiler: partsReadByHand`.
 */
export function multipartBody(parts: Record<string, MultipartPartSpec>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, part] of Object.entries(parts)) {
    let schema: z.ZodType;
    if (part.kind === "json") {
      const { $schema: _dialect, ...contentSchema } = z.toJSONSchema(part.schema, { io: "input" });
      schema = z.string().meta({ contentMediaType: "application/json", contentSchema });
    } else if (part.kind === "text") {
      schema = z.string();
    } else {
      // `x-media-types`: the types accepted, recognised by the file's content, not by its name.
      const file = z.string().meta({ format: "binary", "x-media-types": [...part.mediaTypes] });
      schema = part.maxFiles > 1 ? z.array(file).max(part.maxFiles) : file;
    }
    schema = schema.meta({ description: part.description });
    shape[name] = part.optional ? schema.optional() : schema;
  }
  return z.object(shape);
}
