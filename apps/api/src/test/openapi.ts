import type { FastifyInstance } from "fastify";

import { PDF, PNG } from "./multipart";

/** The part of JSON Schema the API's documents use. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  examples?: unknown[];
  contentMediaType?: string;
  contentSchema?: JsonSchema;
  "x-media-types"?: string[];
};

type Parameter = { in: "path" | "query" | "header" | "cookie"; name: string; schema?: JsonSchema };

/** One operation of the OpenAPI document, with what a test needs to call it. */
export type Operation = {
  /** `POST /api/coach/onboarding`: the method and the document's path. */
  key: string;
  method: string;
  /** The document's path, with `{name}` placeholders. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema }[];
  body: { kind: "json" | "multipart"; schema: JsonSchema } | null;
  /** Whether the operation declares that it needs the bearer token. */
  secured: boolean;
};

/** Every operation of the app's OpenAPI document (`GET /api/openapi.json`), in document order. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: "/api/openapi.json" });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode}`);
  const document = response.json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          security?: unknown[];
        }
      >
    >;
  }>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const multipart = content["multipart/form-data"];
      const json = content["application/json"];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((parameter) => parameter.in === "path")
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        queryParams: parameters
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
        body: multipart
          ? { kind: "multipart", schema: multipart.schema }
          : json
            ? { kind: "json", schema: json.schema }
            : null,
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** The document's path with its parameters filled in (each value URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? ""));
}

/**
 * A plausible valid value for a schema: the first choice of an enum, a constant, the first example,
 * an e-mail for an e-mail, an instant a minute ago for a date-time, digits for a digits pattern,
 * the smallest array and every property of an object,
 * so that a request built from samples gets past validation and into the route's work.
 */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.allOf && schema.type) {
    // Several patterns on one string: keep them all in one pattern to sample from.
    const { allOf, ...rest } = schema;
    const pattern = [rest.pattern, ...allOf.map((each) => each.pattern)].filter(Boolean).join(" ");
    return sampleOf(Object.assign({}, rest, ...allOf, pattern ? { pattern } : {}) as JsonSchema);
  }
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) {
    const free = branches.find((branch) => branch.const === undefined && branch.type !== "null");
    return sampleOf(free ?? branches[0]!);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]),
      );
    case "array": {
      const count = Math.max(1, schema.minItems ?? 1);
      return Array.from({ length: count }, () => sampleOf(schema.items ?? { type: "string" }));
    }
    case "integer":
    case "number":
      return Math.max(
        schema.minimum ?? 0,
        schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1,
        1,
      );
    case "boolean":
      return false;
    case "string":
      return sampleString(schema);
    default:
      return "sample";
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === "email") return "sample@example.com";
  if (schema.format === "date") return "1970-01-01";
  // An instant a moment ago: health entries refuse dates in the future.
  if (schema.format === "date-time") return new Date(Date.now() - 60_000).toISOString();
  if (schema.contentMediaType === "application/json" && schema.contentSchema) {
    return JSON.stringify(sampleOf(schema.contentSchema));
  }
  let text = schema.pattern?.includes("\\d") ? "15551234567" : "Sample text";
  if (schema.maxLength !== undefined) text = text.slice(0, schema.maxLength);
  if (schema.minLength !== undefined && text.length < schema.minLength) {
    text = text.padEnd(schema.minLength, "a");
  }
  return text;
}

const SAMPLE_FILES: Record<string, { filename: string; data: Buffer }> = {
  "image/png": { filename: "sample.png", data: PNG },
  "application/pdf": { filename: "sample.pdf", data: PDF },
  "text/csv": {
    filename: "sample.csv",
    data: Buffer.from("name,email,phone\nAda Lovelace,ada@example.com,\n"),
  },
};

/** A small file of the first of these media types that has a sample, for a multipart file part. */
export function sampleFile(mediaTypes: string[] = []): {
  filename: string;
  contentType: string;
  data: Buffer;
} {
  const contentType = mediaTypes.find((type) => type in SAMPLE_FILES);
  if (!contentType) {
    return { filename: "sample.bin", contentType: "application/octet-stream", data: Buffer.from("sample") };
  }
  return { contentType, ...SAMPLE_FILES[contentType]! };
}

/** Whether a multipart part's schema is a file (or a list of files). */
export const isFilePart = (schema: JsonSchema): boolean =>
  schema.format === "binary" || (schema.type === "array" && schema.items?.format === "binary");

/** The media types a file part accepts. */
export const mediaTypesOf = (schema: JsonSchema): string[] =>
  schema["x-media-types"] ?? schema.items?.["x-media-types"] ?? [];
