import { ROLE_IDS, type RoleId } from "@pkg/contracts";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "./test/app";
import {
  documentedOperations,
  fillPath,
  isFilePart,
  mediaTypesOf,
  sampleFile,
  sampleOf,
  type JsonSchema,
  type Operation,
} from "./test/openapi";
import { multipart, type Part } from "./test/multipart";
import { makePerson, signIn, type Person } from "./test/people";

/*
 * Hostile input never answers 5xx. Every operation of the OpenAPI document (so routes added
 * later too) is sent hostile values in each path parameter, query parameter and body property
 * (inside the JSON of a multipart part as well), and hostile bodies as a whole: malformed JSON,
 * wrong content types, prototype keys, truncated and garbled multipart. Each is sent without a
 * token and with a valid token of a role the operation lets in. Every answer must be below 500,
 * and every error answer the `{ message, code }` JSON shape. The choice of values is seeded, so
 * a run is repeatable; a failure names the operation and the payload.
 */

const SEED = 0x4a56_e3;

/** A small seeded generator (mulberry32): the same seed gives the same run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Hostile = { label: string; value: unknown };

/** Sent to every property and parameter. */
const CORE: Hostile[] = [
  { label: "NUL", value: "Ann\u0000Lee" },
  { label: "C0 and C1 controls", value: "\u0007\u001b[31m\u0085\u009b" },
  { label: "CR/LF header injection", value: "Ann\r\nBcc: someone@example.com" },
  { label: "100 000 characters", value: "x".repeat(100_000) },
  { label: "a lone surrogate", value: "a\ud800b" },
  { label: "a number", value: -1 },
  { label: "a huge number", value: 1e308 },
  { label: "an array", value: ["x", 1, null] },
  { label: "an object", value: { nested: { deeper: "x" } } },
  { label: "null", value: null },
  { label: "a boolean", value: true },
  {
    label: "prototype keys",
    value: JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'),
  },
];

/** Three of these, picked by the seed, go to each property besides the core. */
const EXTRA: Hostile[] = [
  { label: "NUL alone", value: "\u0000" },
  { label: "DEL", value: "a\u007fb" },
  { label: "TAB", value: "a\tb" },
  { label: "line separator", value: "a\u2028b" },
  { label: "a lone low surrogate", value: "\udc00" },
  { label: "RTL override", value: "\u202egpj.exe" },
  { label: "RTL mark and Arabic", value: "\u200fسارة" },
  { label: "emoji", value: "👩🏽‍⚕️🔥" },
  { label: "combining marks", value: "e\u0301\u0301\u0301" },
  { label: "empty", value: "" },
  { label: "blank", value: "   " },
  { label: "percent escapes", value: "%00%zz%" },
  { label: "path traversal", value: "../../../etc/passwd" },
  { label: "markup", value: "<script>alert(1)</script>" },
  { label: "SQL", value: "' OR '1'='1'; --" },
  { label: "template", value: "{{7*7}}${7*7}%s%n" },
  { label: "zero", value: 0 },
  { label: "a huge negative number", value: -1e308 },
  { label: "beyond 2^53", value: 2 ** 53 + 1 },
  { label: "a fraction", value: 0.5 },
  { label: "false", value: false },
  { label: "an empty array", value: [] },
  { label: "an empty object", value: {} },
  { label: "a numeric string", value: "1e999" },
];

const random = seeded(SEED);
const pickExtras = (count: number): Hostile[] => {
  const pool = [...EXTRA];
  return Array.from({ length: count }, () => pool.splice(Math.floor(random() * pool.length), 1)[0]!);
};

type Path = (string | number)[];
type Target = { path: Path; schema: JsonSchema };

/** Every property of a body schema, nested ones and the first item of arrays included. */
function targetsOf(schema: JsonSchema, path: Path = []): Target[] {
  const here = path.length > 0 ? [{ path, schema }] : [];
  if (schema.type === "object" && schema.properties) {
    return [
      ...here,
      ...Object.entries(schema.properties).flatMap(([key, value]) => targetsOf(value, [...path, key])),
    ];
  }
  if (schema.type === "array" && schema.items && !isFilePart(schema)) {
    return [...here, ...targetsOf(schema.items, [...path, 0])];
  }
  return here;
}

function withValue(base: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

/** Percent-encodes any text, lone surrogates included (as the bytes a careless client sends). */
function percentEncode(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(char);
  }
  return out;
}

type RawPart = Part;

let boundaries = 0;

/** A multipart/form-data body with a boundary of this run's own, so that tests can also break it. */
const multipartBody = (parts: RawPart[], boundary = `fuzz-boundary-${(boundaries += 1)}`) =>
  multipart(parts, boundary);

type Case = { label: string; request: InjectOptions };

/** The parts of a multipart operation, each at its sample value (JSON parts as objects). */
function sampleParts(schema: JsonSchema): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, part]) => [
      name,
      isFilePart(part)
        ? sampleFile(mediaTypesOf(part))
        : part.contentSchema
          ? sampleOf(part.contentSchema)
          : sampleOf(part),
    ]),
  );
}

function toRawParts(schema: JsonSchema, values: Record<string, unknown>): RawPart[] {
  return Object.entries(values).flatMap(([name, value]): RawPart[] => {
    const part = schema.properties?.[name] ?? {};
    if (isFilePart(part) && value && typeof value === "object" && "data" in value) {
      return [{ name, ...(value as { filename: string; contentType: string; data: Buffer }) }];
    }
    if (part.contentSchema) return [{ name, value: JSON.stringify(value) }];
    return [{ name, value: typeof value === "string" ? value : JSON.stringify(value) }];
  });
}

/** Every hostile request for one operation; `fixed` path parameters replace the samples. */
function casesFor(operation: Operation, fixed: Record<string, string> = {}): Case[] {
  const params = {
    ...Object.fromEntries(operation.pathParams.map((param) => [param.name, String(sampleOf(param.schema))])),
    ...fixed,
  };
  const query = Object.fromEntries(
    operation.queryParams.map((param) => [param.name, String(sampleOf(param.schema))]),
  );
  const url = (values = params, search = new URLSearchParams(query).toString()) =>
    fillPath(operation.path, values) + (search ? `?${search}` : "");
  const method = operation.method as InjectOptions["method"];
  const cases: Case[] = [];
  const add = (label: string, request: Omit<InjectOptions, "method">) =>
    cases.push({ label, request: { method, ...request } });
  const valuesFor = () => [...CORE, ...pickExtras(3)];

  for (const param of operation.pathParams) {
    for (const hostile of valuesFor()) {
      const text = typeof hostile.value === "string" ? hostile.value : JSON.stringify(hostile.value);
      add(`path ${param.name}: ${hostile.label}`, {
        url: operation.path
          .replace(`{${param.name}}`, percentEncode(text))
          .replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? "")),
      });
    }
    for (const raw of ["%zz", "%", "%00", "%ED%A0%80", "%C0%AE%C0%AE", "..%2F..%2F"]) {
      add(`path ${param.name}: raw ${raw}`, {
        url: operation.path
          .replace(`{${param.name}}`, raw)
          .replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? "")),
      });
    }
  }
  for (const param of operation.queryParams) {
    for (const hostile of valuesFor()) {
      const text = typeof hostile.value === "string" ? hostile.value : JSON.stringify(hostile.value);
      add(`query ${param.name}: ${hostile.label}`, {
        url: `${url(params, "")}?${new URLSearchParams({ ...query }).toString()}&${param.name}=${percentEncode(text)}`,
      });
    }
  }
  add("query: prototype keys and bad escapes", {
    url: `${url(params, "")}?__proto__[isAdmin]=1&constructor[prototype][isAdmin]=1&a=%00&b=%zz&c=%ED%A0%80`,
  });

  const json = (payload: string | Buffer, contentType = "application/json") => ({
    url: url(),
    headers: { "content-type": contentType },
    payload,
  });
  // Bodies as a whole, for every operation (also those that take none).
  add("malformed JSON", json('{"a": '));
  add("JSON with a trailing comma", json('{"a": 1,}'));
  add("an empty JSON body", json(""));
  add("JSON null", json("null"));
  add("a JSON array", json("[1,2,3]"));
  add("a JSON string", json('"text"'));
  add("a JSON number", json("42"));
  add("deeply nested JSON", json(`${"[".repeat(20_000)}${"]".repeat(20_000)}`));
  add("a body over the 1 MB limit", json(JSON.stringify({ filler: "x".repeat(1_100_000) })));
  add(
    "invalid UTF-8 in JSON",
    json(Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')])),
  );
  add("a byte-order mark before JSON", json("\ufeff{}"));
  add("JSON declared as UTF-7", json("{}", "application/json; charset=utf-7"));
  add("text/plain", json("hello", "text/plain"));
  add("application/xml", json("<a>1</a>", "application/xml"));
  add("a form-encoded body", json("a=1&__proto__[isAdmin]=1", "application/x-www-form-urlencoded"));
  add("an unparseable content type", json("{}", "application/json; ;;=; charset"));

  if (operation.body?.kind === "json") {
    const base = sampleOf(operation.body.schema);
    const text = JSON.stringify(base);
    add("the sample body", json(text));
    add(
      "prototype keys on the body",
      json(`{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},${text.slice(1)}`),
    );
    for (const target of targetsOf(operation.body.schema)) {
      for (const hostile of valuesFor()) {
        add(
          `body ${target.path.join(".")}: ${hostile.label}`,
          json(JSON.stringify(withValue(base, target.path, hostile.value))),
        );
      }
    }
  }

  if (operation.body?.kind === "multipart") {
    const schema = operation.body.schema;
    const base = sampleParts(schema);
    const send = (label: string, parts: RawPart[], boundary?: string) => {
      const body = multipartBody(parts, boundary);
      add(label, {
        url: url(),
        headers: { "content-type": `multipart/form-data; boundary=${body.boundary}` },
        payload: body.payload,
      });
    };
    const good = multipartBody(toRawParts(schema, base));
    const raw = (
      label: string,
      payload: Buffer | string,
      contentType = `multipart/form-data; boundary=${good.boundary}`,
    ) => add(label, { url: url(), headers: { "content-type": contentType }, payload });

    send("the sample parts", toRawParts(schema, base));
    for (const [name, part] of Object.entries(schema.properties ?? {})) {
      const partTargets = part.contentSchema ? targetsOf(part.contentSchema) : [];
      for (const target of partTargets) {
        for (const hostile of valuesFor()) {
          send(
            `part ${name}, JSON ${target.path.join(".")}: ${hostile.label}`,
            toRawParts(schema, {
              ...base,
              [name]: withValue(base[name], target.path, hostile.value),
            }),
          );
        }
      }
      for (const hostile of valuesFor()) {
        const text = typeof hostile.value === "string" ? hostile.value : JSON.stringify(hostile.value);
        if (isFilePart(part)) {
          const file = base[name] as { filename: string; contentType: string; data: Buffer };
          send(
            `part ${name}, file name: ${hostile.label}`,
            toRawParts(schema, { ...base, [name]: { ...file, filename: text } }),
          );
        } else {
          send(`part ${name}, whole value: ${hostile.label}`, [
            ...toRawParts(schema, base).filter((each) => each.name !== name),
            { name, value: text },
          ]);
        }
      }
      if (!isFilePart(part)) {
        send(`part ${name} sent as a file`, [
          ...toRawParts(schema, base).filter((each) => each.name !== name),
          { name, filename: "answers.json", contentType: "application/json", data: Buffer.from("{}") },
        ]);
        send(`part ${name} declared JSON but broken`, [
          ...toRawParts(schema, base).filter((each) => each.name !== name),
          { name, value: '{"data": ', contentType: "application/json" },
        ]);
        send(`part ${name} declared JSON with prototype keys`, [
          ...toRawParts(schema, base).filter((each) => each.name !== name),
          { name, value: '{"__proto__":{"isAdmin":true},"data":{}}', contentType: "application/json" },
        ]);
      } else {
        send(`part ${name} sent as a field`, [
          ...toRawParts(schema, base).filter((each) => each.name !== name),
          { name, value: "not a file" },
        ]);
        send(`part ${name}: garbage bytes`, [
          ...toRawParts(schema, base).filter((each) => each.name !== name),
          {
            name,
            filename: "noise.bin",
            contentType: "application/octet-stream",
            data: Buffer.from(Array.from({ length: 512 }, () => Math.floor(random() * 256))),
          },
        ]);
        send(`part ${name}: an empty file`, [
          ...toRawParts(schema, base).filter((each) => each.name !== name),
          { name, filename: "empty.png", contentType: "image/png", data: Buffer.alloc(0) },
        ]);
      }
    }
    send("a part named __proto__", [...toRawParts(schema, base), { name: "__proto__", value: "{}" }]);
    send("a file part named constructor", [
      ...toRawParts(schema, base),
      { name: "constructor", filename: "x.png", contentType: "image/png", data: Buffer.from("x") },
    ]);
    send("an unknown part", [...toRawParts(schema, base), { name: "unexpected", value: "x" }]);
    send("too many parts", [
      ...toRawParts(schema, base),
      ...Array.from({ length: 40 }, (_, index) => ({ name: `extra${index}`, value: "x" })),
    ]);
    send("too many files", [
      ...toRawParts(schema, base),
      ...Array.from({ length: 12 }, (_, index) => ({
        name: `file${index}`,
        filename: `${index}.png`,
        contentType: "image/png",
        data: Buffer.from("x"),
      })),
    ]);
    send("no parts at all", []);
    raw("an empty body", "");
    raw("truncated in the middle", good.payload.subarray(0, Math.floor(good.payload.length / 2)));
    raw("truncated in a part header", good.payload.subarray(0, 30));
    raw(
      "without its closing boundary",
      good.payload.subarray(0, good.payload.length - good.boundary.length - 6),
    );
    raw("garbled bytes", Buffer.from(Array.from({ length: 2048 }, () => Math.floor(random() * 256))));
    raw(
      "garbled bytes after the first boundary",
      Buffer.concat([
        Buffer.from(`--${good.boundary}\r\n`),
        Buffer.from(Array.from({ length: 2048 }, () => Math.floor(random() * 256))),
      ]),
    );
    raw(
      "a malformed part header",
      `--${good.boundary}\r\nContent-Disposition form-data name=x\r\n\r\nv\r\n--${good.boundary}--\r\n`,
    );
    raw(
      "a part without Content-Disposition",
      `--${good.boundary}\r\nContent-Type: text/plain\r\n\r\nv\r\n--${good.boundary}--\r\n`,
    );
    raw("a header without its end", `--${good.boundary}\r\nContent-Disposition: form-data; name="x"`);
    raw(
      "a huge part header",
      `--${good.boundary}\r\nX-Filler: ${"y".repeat(200_000)}\r\n\r\nv\r\n--${good.boundary}--\r\n`,
    );
    raw(
      "many part headers",
      `--${good.boundary}\r\n${Array.from({ length: 200 }, (_, i) => `X-H${i}: v\r\n`).join("")}Content-Disposition: form-data; name="x"\r\n\r\nv\r\n--${good.boundary}--\r\n`,
    );
    raw(
      "a NUL in the part header",
      `--${good.boundary}\r\nContent-Disposition: form-data; name="x\u0000"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nv\r\n--${good.boundary}--\r\n`,
    );
    raw(
      "an RFC 5987 file name with bad escapes",
      Buffer.concat([
        Buffer.from(
          `--${good.boundary}\r\nContent-Disposition: form-data; name="x"; filename*=UTF-8''%FF%00%ED%A0%80.png\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.from("x\r\n"),
        Buffer.from(`--${good.boundary}--\r\n`),
      ]),
    );
    raw("no boundary in the content type", good.payload, "multipart/form-data");
    raw("an empty boundary", good.payload, "multipart/form-data; boundary=");
    raw("another boundary than the body's", good.payload, "multipart/form-data; boundary=somethingelse");
    raw("a boundary of 300 characters", good.payload, `multipart/form-data; boundary=${"b".repeat(300)}`);
    raw("multipart/mixed", good.payload, `multipart/mixed; boundary=${good.boundary}`);
    raw("JSON sent as multipart", JSON.stringify(base), `multipart/form-data; boundary=${good.boundary}`);
    add("the parts sent as JSON", json(JSON.stringify(base)));
  }
  return cases;
}

function describeRequest(request: InjectOptions): string {
  const payload = request.payload;
  const text = Buffer.isBuffer(payload)
    ? payload.toString("latin1")
    : typeof payload === "string"
      ? payload
      : "";
  const shown = text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
  const url =
    (request.url as string).length > 200 ? `${(request.url as string).slice(0, 200)}…` : request.url;
  return `${request.method} ${url} ${JSON.stringify(request.headers?.["content-type"] ?? "")} ${JSON.stringify(shown)}`;
}

/** What is wrong with an answer: a 5xx, or an error answer outside the `{ message, code }` shape. */
function problemWith(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} without JSON: ${response.body.slice(0, 200)}`;
  }
  const { message, code } = (body ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message !== "string" || typeof code !== "string") {
    return `answered ${response.statusCode} outside the error shape: ${response.body.slice(0, 200)}`;
  }
  return null;
}

type Caller = { roleID: RoleId; person: Person; token: string };

/** A draft of the caller's own, with one PDF attached: its id and the file's. */
async function ownItemWithFile(t: TestApp, caller: Caller) {
  const created = await t.app.inject({
    method: "POST",
    url: "/api/content",
    headers: bearer(caller.token),
    payload: { title: "A draft to fuzz" },
  });
  if (created.statusCode !== 201) throw new Error(`no item for the fuzz: ${created.body}`);
  const contentId = created.json<{ id: string }>().id;
  const body = multipart([{ name: "file", ...sampleFile(["application/pdf"]) }]);
  const uploaded = await t.app.inject({
    method: "POST",
    url: `/api/content/${contentId}/attachments`,
    headers: { ...bearer(caller.token), ...body.headers },
    payload: body.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`no attachment for the fuzz: ${uploaded.body}`);
  const attachmentId = uploaded.json<{ working: { attachments: { id: string }[] } }>().working.attachments[0]!
    .id;
  return { content_id: contentId, attachment_id: attachmentId };
}

/** A handout of the caller's own (a practitioner's), with one PDF attached: its id and the file's. */
async function ownHandoutWithFile(t: TestApp, caller: Caller) {
  const created = await t.app.inject({
    method: "POST",
    url: "/api/handout/create",
    headers: bearer(caller.token),
    payload: { title: "A handout to fuzz", body: "Text" },
  });
  if (created.statusCode !== 201) throw new Error(`no handout for the fuzz: ${created.body}`);
  const id = created.json<{ handout: { id: string } }>().handout.id;
  const body = multipart([{ name: "file", ...sampleFile(["application/pdf"]) }]);
  const uploaded = await t.app.inject({
    method: "POST",
    url: `/api/handout/${id}/attachments`,
    headers: { ...bearer(caller.token), ...body.headers },
    payload: body.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`no handout attachment for the fuzz: ${uploaded.body}`);
  return { id, attachmentId: uploaded.json<{ attachment: { id: string } }>().attachment.id };
}

/** Removes every file of the caller's handout, so that an upload never meets the limit of files. */
async function removeHandoutFiles(t: TestApp, caller: Caller, params: Record<string, string>) {
  const url = `/api/handout/${params.id}`;
  const handout = await t.app.inject({ url, headers: bearer(caller.token) });
  const files = handout.json<{ handout: { attachments: { id: string }[] } }>().handout.attachments;
  for (const file of files) {
    await t.app.inject({
      method: "DELETE",
      url: `${url}/attachments/${file.id}`,
      headers: bearer(caller.token),
    });
  }
}

/** A quick log, mood or glucose reading of the caller's own, so edits and deletions reach their work. */
async function ownHealthEntry(t: TestApp, caller: Caller, kind: "symptoms" | "mood" | "glucose") {
  const takenAt = new Date(Date.now() - 60_000).toISOString();
  const saved = await t.app.inject({
    method: "POST",
    url: { symptoms: "/api/menopause/save-symptoms", mood: "/api/mood", glucose: "/api/glucose" }[kind],
    headers: bearer(caller.token),
    payload: {
      symptoms: { kind: "quick-log", symptom: "anxiety", value: 2, takenAt, timeZone: "Europe/London" },
      mood: { mood: 3, loggedAt: takenAt, timeZone: "Europe/London" },
      glucose: { value: 98, unit: "mg/dL", measurementType: "fasting", takenAt, timeZone: "Europe/London" },
    }[kind],
  });
  if (saved.statusCode !== 201) throw new Error(`no ${kind} entry for the fuzz: ${saved.body}`);
  return { entry_id: saved.json<{ id: string }>().id };
}

/** A chat of the caller's own, so that reading and deleting it reach their work. */
async function ownChat(t: TestApp, caller: Caller) {
  const asked = await t.app.inject({
    method: "POST",
    url: "/api/ai-search",
    headers: bearer(caller.token),
    payload: { question: "What helps with night sweats?" },
  });
  if (asked.statusCode !== 201) throw new Error(`no chat for the fuzz: ${asked.body}`);
  return { chat_id: asked.json<{ chat: { id: string } }>().chat.id };
}

/** A folder of the caller's own, so that reading it reaches its work. */
async function ownFolder(t: TestApp, caller: Caller) {
  const created = await t.app.inject({
    method: "POST",
    url: "/api/folders/create",
    headers: bearer(caller.token),
    payload: { name: "A folder to fuzz" },
  });
  if (created.statusCode !== 201) throw new Error(`no folder for the fuzz: ${created.body}`);
  return { id: created.json<{ id: string }>().id };
}

/** A reported chat of the caller's own (a Super Admin's), so that reading it reaches the work. */
async function ownReportedChat(t: TestApp, caller: Caller) {
  const asked = await t.app.inject({
    method: "POST",
    url: "/api/ai-search",
    headers: bearer(caller.token),
    payload: { question: "What helps with night sweats?" },
  });
  if (asked.statusCode !== 201) throw new Error(`no chat for the fuzz: ${asked.body}`);
  const { chat, message } = asked.json<{ chat: { id: string }; message: { id: string } }>();
  const reported = await t.app.inject({
    method: "POST",
    url: "/api/searched-result/report",
    headers: bearer(caller.token),
    payload: { messageId: message.id, reason: "Wrong" },
  });
  if (reported.statusCode !== 200) throw new Error(`no report for the fuzz: ${reported.body}`);
  return { chat_id: chat.id };
}

/**
 * An item published for clients (written by a new practitioner, approved by a new reviewer), so
 * that starting a chat about it reaches the work ("Ask about this article").
 */
async function publishedItem(t: TestApp) {
  const writer = await makePerson(t, ROLE_IDS.practitioner, true);
  const reviewer = await makePerson(t, ROLE_IDS.reviewer, true);
  const [writerToken, reviewerToken] = [await signIn(t, writer), await signIn(t, reviewer)];
  const created = await t.app.inject({
    method: "POST",
    url: "/api/content",
    headers: bearer(writerToken),
    payload: {
      title: "An article to fuzz",
      summary: "What helps with hot flushes.",
      documentText:
        "## What helps\n\nA fan helps.\n\n## When to see a clinician\n\nWhen they keep you awake.",
      sources: [
        { title: "Menopause", publisher: "NICE", year: 2024, url: "https://www.nice.org.uk/guidance/ng23" },
      ],
    },
  });
  if (created.statusCode !== 201) throw new Error(`no item for the fuzz: ${created.body}`);
  const id = created.json<{ id: string }>().id;
  const steps: [string, Record<string, unknown>][] = [
    [writerToken, { action: "submit" }],
    [reviewerToken, { action: "assign", reviewerId: reviewer.userId }],
    [reviewerToken, { action: "approve" }],
    [writerToken, { action: "publish" }],
  ];
  for (const [token, payload] of steps) {
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/content/${id}/status`,
      headers: bearer(token),
      payload,
    });
    if (moved.statusCode !== 200) throw new Error(`no published item for the fuzz: ${moved.body}`);
  }
  return { reference_content_id: id };
}

type Fixture = {
  /** The path parameters, made for the caller. */
  params: (t: TestApp, caller: Caller) => Promise<Record<string, string>>;
  /** Puts things back after each case, so that the next one reaches the same work. */
  reset?: (t: TestApp, caller: Caller, params: Record<string, string>) => Promise<void>;
};

/** Removes every file of the caller's item, so that an upload never meets the limit of files. */
async function removeFiles(t: TestApp, caller: Caller, params: Record<string, string>) {
  const url = `/api/content/${params.content_id}`;
  const item = await t.app.inject({ url, headers: bearer(caller.token) });
  const files = item.json<{ working: { attachments: { id: string }[] } }>().working.attachments;
  for (const file of files) {
    await t.app.inject({
      method: "DELETE",
      url: `${url}/attachments/${file.id}`,
      headers: bearer(caller.token),
    });
  }
}

/**
 * Path parameters that take an operation into its work rather than to a 404 (an item of the
 * caller's own, with a file), made for the caller the operation lets in. The other operations
 * get sample values.
 */
const FIXTURES: Record<string, Fixture> = {
  "POST /api/content/{content_id}/attachments": {
    params: async (t, caller) => ({ content_id: (await ownItemWithFile(t, caller)).content_id }),
    reset: removeFiles,
  },
  "DELETE /api/content/{content_id}/attachments/{attachment_id}": { params: ownItemWithFile },
  "GET /api/content/{content_id}/attachments/{attachment_id}": { params: ownItemWithFile },
  "POST /api/handout/{id}/attachments": {
    params: async (t, caller) => ({ id: (await ownHandoutWithFile(t, caller)).id }),
    reset: removeHandoutFiles,
  },
  "DELETE /api/handout/{id}/attachments/{attachmentId}": { params: ownHandoutWithFile },
  "GET /api/handout/{id}/attachments/{attachmentId}": { params: ownHandoutWithFile },
  "PUT /api/menopause/symptoms/{entry_id}": { params: (t, caller) => ownHealthEntry(t, caller, "symptoms") },
  "DELETE /api/menopause/symptoms/{entry_id}": {
    params: (t, caller) => ownHealthEntry(t, caller, "symptoms"),
  },
  "DELETE /api/mood/{entry_id}": { params: (t, caller) => ownHealthEntry(t, caller, "mood") },
  "PUT /api/glucose/{entry_id}": { params: (t, caller) => ownHealthEntry(t, caller, "glucose") },
  "DELETE /api/glucose/{entry_id}": { params: (t, caller) => ownHealthEntry(t, caller, "glucose") },
  "GET /api/personalized-session/{reference_content_id}": { params: publishedItem },
  "GET /api/session/{chat_id}": { params: ownChat },
  "DELETE /api/chat/{chat_id}": { params: ownChat },
  "GET /api/admin-session/{chat_id}": { params: ownReportedChat },
  "GET /api/folders/{id}/details": { params: ownFolder },
};

const ROLES: RoleId[] = [ROLE_IDS.practitioner, ROLE_IDS.client, ROLE_IDS.superAdmin, ROLE_IDS.reviewer];

describe("hostile input to every operation of the OpenAPI document", () => {
  let t: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    operations = await documentedOperations(t.app);
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  /**
   * A new person of the first role (practitioner, client, super admin, reviewer) whose token the
   * operation lets in. Each operation gets its own, so that what one operation's requests change
   * (an onboarding submitted, a session ended) does not decide what the next one can reach.
   */
  async function callerFor(operation: Operation): Promise<Caller | null> {
    const params = Object.fromEntries(
      operation.pathParams.map((param) => [param.name, String(sampleOf(param.schema))]),
    );
    for (const roleID of ROLES) {
      const person = await makePerson(t, roleID, false);
      const token = await signIn(t, person);
      const response = await t.app.inject({
        method: operation.method as InjectOptions["method"],
        url: fillPath(operation.path, params),
        headers: bearer(token),
      });
      if (response.statusCode !== 401 && response.statusCode !== 403) return { roleID, person, token };
    }
    return null;
  }

  it(
    "never answers 5xx, and answers every error in the { message, code } shape",
    async () => {
      expect(operations.length).toBeGreaterThan(10);
      const failures: string[] = [];
      let sent = 0;
      const send = async (operation: Operation, hostile: Case, caller: Caller | null) => {
        const request = { ...hostile.request, headers: { ...hostile.request.headers } };
        if (caller) Object.assign(request.headers, bearer(caller.token));
        let response = await t.app.inject(request);
        sent += 1;
        if (caller && response.statusCode === 401) {
          // The request before ended the session (sign-out…): sign in again and send it again.
          caller.token = await signIn(t, caller.person);
          Object.assign(request.headers, bearer(caller.token));
          response = await t.app.inject(request);
          sent += 1;
        }
        const problem = problemWith(response);
        if (problem) {
          const who = caller ? `role ${caller.roleID}` : "no token";
          failures.push(
            `${operation.key} — ${hostile.label} (${who}) ${problem}\n    request: ${describeRequest(request)}`,
          );
        }
      };

      for (const operation of operations) {
        const caller = operation.secured ? await callerFor(operation) : null;
        const fixture = FIXTURES[operation.key];
        const params = caller && fixture ? await fixture.params(t, caller) : {};
        const cases = casesFor(operation, params);
        if (operation.secured) {
          if (!caller) failures.push(`${operation.key}: no role's token is let in, so it cannot be fuzzed`);
          else {
            for (const hostile of cases) {
              await send(operation, hostile, caller);
              await fixture?.reset?.(t, caller, params);
            }
          }
        }
        // Without a token: public operations get every case; the others must refuse before
        // reading anything, which every tenth case shows.
        const anonymous = operation.secured ? cases.filter((_, index) => index % 10 === 0) : cases;
        for (const hostile of anonymous) await send(operation, hostile, null);
      }
      expect(sent).toBeGreaterThan(1000);
      expect(failures.length, `\n${failures.join("\n")}\n`).toBe(0);
    },
    // Bounded: a few thousand requests through inject, no network and no timers.
    240_000,
  );
});
