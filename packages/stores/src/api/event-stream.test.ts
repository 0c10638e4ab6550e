import { describe, expect, it, vi } from "vitest";

import { ApiError } from "./api-error";
import { createApiClient } from "./client";
import {
  createEventStreamClient,
  isAbortError,
  STREAM_INTERRUPTED_MESSAGE,
  type StreamEvent,
} from "./event-stream";

const encoder = new TextEncoder();

/**
 * A body that sends these byte pieces one by one, then ends (or, with `hold`, stays open until
 * the request is aborted, as a real fetch's body does).
 */
function bodyOf(
  pieces: Uint8Array[],
  { hold = false, signal }: { hold?: boolean; signal?: AbortSignal } = {},
) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener("abort", () => controller.error(signal.reason));
    },
    pull(controller) {
      if (index < pieces.length) {
        controller.enqueue(pieces[index]!);
        index += 1;
      } else if (!hold) controller.close();
    },
  });
}

/** Cuts the bytes of `text` at these offsets (so a piece may end inside a line, or inside a character). */
function cut(text: string, offsets: number[]): Uint8Array[] {
  const bytes = encoder.encode(text);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const offset of [...offsets, bytes.length]) {
    pieces.push(bytes.slice(start, offset));
    start = offset;
  }
  return pieces;
}

type Seen = { url: string; init: RequestInit };

function fakeFetch(answer: (seen: Seen) => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const request = { url: String(url), init: init ?? {} };
    seen.push(request);
    return answer(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

const sse = (pieces: Uint8Array[], init: ResponseInit = {}) =>
  new Response(bodyOf(pieces), {
    status: 200,
    headers: { "content-type": "text/event-stream" },
    ...init,
  });

const STREAM =
  'event: delta\ndata: {"text":"Hot flushes "}\n\n' +
  'event: delta\ndata: {"text":"ease with layers — and fans [1]."}\n\n' +
  'event: done\ndata: {"ok":true}\n\n';

describe("createEventStreamClient", () => {
  it("posts JSON with the session's token to the base URL and hands over each event whole, in order, however the bytes are cut", async () => {
    // Cut inside "event:", inside a JSON string, inside the three bytes of the em dash and between the two newlines.
    const dash = encoder.encode(STREAM.slice(0, STREAM.indexOf("—"))).length;
    const between = encoder.encode(STREAM.slice(0, STREAM.indexOf("\n\n") + 1)).length;
    const pieces = cut(STREAM, [3, 20, between, dash + 1, dash + 2, STREAM.length - 5]);
    const { fetch, seen } = fakeFetch(() => sse(pieces));
    const post = createEventStreamClient({ baseURL: "/api/", getToken: () => "token-1", fetch });

    const events: StreamEvent[] = [];
    await post("/ai-search/stream", { question: "Hot flushes?" }, { onEvent: (event) => events.push(event) });

    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("/api/ai-search/stream");
    expect(seen[0]!.init.method).toBe("POST");
    expect(seen[0]!.init.body).toBe(JSON.stringify({ question: "Hot flushes?" }));
    expect(seen[0]!.init.headers).toMatchObject({
      Authorization: "Bearer token-1",
      Accept: "text/event-stream",
      "Content-Type": "application/json",
    });
    expect(events.map(({ event, data }) => ({ event, data }))).toEqual([
      { event: "delta", data: '{"text":"Hot flushes "}' },
      { event: "delta", data: '{"text":"ease with layers — and fans [1]."}' },
      { event: "done", data: '{"ok":true}' },
    ]);
  });

  it("sends no Authorization header without a token, and an explicit token when given one", async () => {
    const { fetch, seen } = fakeFetch(() => sse([]));
    const post = createEventStreamClient({ baseURL: "/api", getToken: () => null, fetch });
    await post("/x", {}, { onEvent: () => undefined });
    expect(seen[0]!.init.headers).not.toHaveProperty("Authorization");
    await post("/x", {}, { onEvent: () => undefined, token: "other" });
    expect(seen[1]!.init.headers).toMatchObject({ Authorization: "Bearer other" });
  });

  it("rejects a refusal before the stream with the API's error body, status and message", async () => {
    const body = {
      message: "You have used the 10 AI sessions of your Starter plan this month.",
      code: "AI_SESSION_LIMIT",
    };
    const { fetch } = fakeFetch(
      () =>
        new Response(JSON.stringify(body), { status: 403, headers: { "content-type": "application/json" } }),
    );
    const post = createEventStreamClient({ baseURL: "/api", getToken: () => "token-1", fetch });
    const failure = await post("/ai-search/stream", {}, { onEvent: () => undefined }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 403,
      message: body.message,
      data: body,
      code: "AI_SESSION_LIMIT",
    });
  });

  it("carries Retry-After into the error's data when the body does not say it", async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response(
          JSON.stringify({ message: "Too many questions in a short time.", code: "AI_FAIR_USE" }),
          {
            status: 429,
            headers: { "content-type": "application/json", "retry-after": "42" },
          },
        ),
    );
    const post = createEventStreamClient({ baseURL: "/api", getToken: () => "token-1", fetch });
    await expect(post("/ai-search/stream", {}, { onEvent: () => undefined })).rejects.toMatchObject({
      status: 429,
      message: "Too many questions in a short time.",
      data: { code: "AI_FAIR_USE", retryAfterSeconds: 42 },
    });
  });

  it("reports a refused token once, and not a 401 of a call made without one", async () => {
    const refused = () =>
      new Response(JSON.stringify({ message: "Session expired", code: "UNAUTHORIZED" }), { status: 401 });
    const onUnauthorized = vi.fn();
    const signedIn = createEventStreamClient({
      baseURL: "/api",
      getToken: () => "token-1",
      onUnauthorized,
      fetch: fakeFetch(refused).fetch,
    });
    await expect(signedIn("/x", {}, { onEvent: () => undefined })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const signedOut = createEventStreamClient({
      baseURL: "/api",
      getToken: () => null,
      onUnauthorized,
      fetch: fakeFetch(refused).fetch,
    });
    await expect(signedOut("/x", {}, { onEvent: () => undefined })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("falls back to the status text when the body carries no message", async () => {
    const { fetch } = fakeFetch(
      () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
    );
    const post = createEventStreamClient({ baseURL: "/api", getToken: () => null, fetch });
    await expect(post("/x", {}, { onEvent: () => undefined })).rejects.toMatchObject({
      status: 502,
      message: "Bad Gateway",
    });
  });

  it("turns a network failure, before or during the stream, into an ApiError that says the connection was lost", async () => {
    const offline = createEventStreamClient({
      baseURL: "/api",
      getToken: () => null,
      fetch: fakeFetch(() => Promise.reject(new TypeError("Failed to fetch"))).fetch,
    });
    await expect(offline("/x", {}, { onEvent: () => undefined })).rejects.toMatchObject({
      status: 500,
      message: STREAM_INTERRUPTED_MESSAGE,
    });

    let sent = false;
    const cutOff = createEventStreamClient({
      baseURL: "/api",
      getToken: () => null,
      fetch: fakeFetch(
        () =>
          new Response(
            new ReadableStream<Uint8Array>({
              pull(controller) {
                if (sent) controller.error(new TypeError("network error"));
                else controller.enqueue(encoder.encode('event: delta\ndata: {"text":"Hot"}\n\n'));
                sent = true;
              },
            }),
          ),
      ).fetch,
    });
    const events: StreamEvent[] = [];
    await expect(cutOff("/x", {}, { onEvent: (event) => events.push(event) })).rejects.toMatchObject({
      status: 500,
      message: STREAM_INTERRUPTED_MESSAGE,
    });
    expect(events).toHaveLength(1);
  });

  it("stops reading when the caller aborts, and rejects with the abort rather than an ApiError", async () => {
    const controller = new AbortController();
    const { fetch, seen } = fakeFetch(
      ({ init }) =>
        new Response(
          bodyOf(cut('event: delta\ndata: {"text":"Hot"}\n\n', []), {
            hold: true,
            signal: init.signal ?? undefined,
          }),
        ),
    );
    const post = createEventStreamClient({ baseURL: "/api", getToken: () => null, fetch });
    const events: StreamEvent[] = [];
    const reading = post(
      "/x",
      {},
      {
        signal: controller.signal,
        onEvent: (event) => {
          events.push(event);
          controller.abort();
        },
      },
    ).catch((error: unknown) => error);
    const failure = await reading;
    expect(seen[0]!.init.signal).toBe(controller.signal);
    expect(events).toHaveLength(1);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(isAbortError(failure)).toBe(true);
  });

  it("is what the app's API client streams with: the same base URL and token", async () => {
    const { fetch, seen } = fakeFetch(() => sse(cut(STREAM, [])));
    const client = createApiClient({
      baseURL: "https://api.example.test/api",
      getToken: () => "token-9",
      fetch,
    });
    const events: StreamEvent[] = [];
    await client.postEventStream!(
      "/ai-search/stream",
      { question: "q" },
      { onEvent: (event) => events.push(event) },
    );
    expect(seen[0]!.url).toBe("https://api.example.test/api/ai-search/stream");
    expect(seen[0]!.init.headers).toMatchObject({ Authorization: "Bearer token-9" });
    expect(events).toHaveLength(3);
  });
});
