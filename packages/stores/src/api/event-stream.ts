import { UNKNOWN_ERROR_MESSAGE } from "@pkg/contracts";
import type { EventSourceMessage } from "eventsource-parser";

import { ApiError } from "./api-error";

/** One server-sent event: its name (`event:`; undefined when the server gave none) and its data. */
export type StreamEvent = EventSourceMessage;

export type EventStreamOptions = {
  /** Aborts the request and the reading of its stream. */
  signal?: AbortSignal;
  /** Called with each event as soon as it is complete, in order. */
  onEvent: (event: StreamEvent) => void;
  /** Sends this bearer token instead of the session's. */
  token?: string;
};

export type PostEventStream = (url: string, body: unknown, options: EventStreamOptions) => Promise<void>;

export type EventStreamClientOptions = {
  baseURL: string;
  getToken: () => string | null | undefined;
  onUnauthorized?: () => void;
  /** The fetch to use (tests answer from a script); the global one by default. */
  fetch?: typeof fetch;
};

/** Said when the stream ended, or the network failed, before the server finished its answer. */
export const STREAM_INTERRUPTED_MESSAGE =
  "The connection was lost before the answer was complete. Check your connection and try again.";

/**
 * A POST whose answer is a stream of server-sent events (`text/event-stream`), read as it
 * arrives. It sends what the axios client sends (the base URL, the session's bearer token, a 401
 * of a call that carried a token reported through `onUnauthorized`) and fails the same way: a
 * non-2xx answer before the stream rejects with an ApiError carrying the server's status, message
 * and body (a `Retry-After` header becomes `retryAfterSeconds` when the body has none); a network
 * failure or a stream cut short rejects with an ApiError of status 500. An abort rejects with the
 * signal's reason (an `AbortError`), never an ApiError, so a caller can tell a Stop from a failure.
 *
 * axios is not used here: in the browser it cannot hand over a response body while it is still
 * arriving (its XHR adapter buffers it), and the fetch adapter would give back the same stream.
 */
export function createEventStreamClient(options: EventStreamClientOptions): PostEventStream {
  const { baseURL, getToken, onUnauthorized } = options;
  return async (url, body, { signal, onEvent, token }) => {
    const bearer = token ?? getToken() ?? undefined;
    const headers: Record<string, string> = {
      Accept: "text/event-stream",
      "Content-Type": "application/json",
    };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const doFetch = options.fetch ?? globalThis.fetch;

    let response: Response;
    try {
      response = await doFetch(joinUrl(baseURL, url), {
        method: "POST",
        headers,
        body: JSON.stringify(body ?? {}),
        signal,
        cache: "no-store",
      });
    } catch (error) {
      throw failure(error, signal);
    }

    if (!response.ok) {
      const apiError = await errorOf(response);
      if (apiError.status === 401 && bearer) onUnauthorized?.();
      throw apiError;
    }
    if (!response.body) throw new ApiError(500, STREAM_INTERRUPTED_MESSAGE);

    // The parser is loaded with the first stream, like axios with the first request: the first
    // page a visitor opens does not carry it.
    const { createParser } = await import("eventsource-parser").catch((error: unknown) => {
      throw failure(error, signal);
    });
    const parser = createParser({ onEvent });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch (error) {
      throw failure(error, signal);
    } finally {
      reader.releaseLock();
    }
    // An event the stream ended in the middle of is not delivered: the caller sees no ending event.
    if (signal?.aborted) throw abortReason(signal);
  };
}

/** `/api` + `/ai-search/stream`, with one slash between them; an absolute URL is kept. */
function joinUrl(baseURL: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${baseURL.replace(/\/+$/, "")}/${url.replace(/^\/+/, "")}`;
}

/** A network failure or a cut stream as an ApiError, or the abort itself when the caller aborted. */
function failure(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return abortReason(signal);
  if (error instanceof ApiError) return error;
  if (error instanceof TypeError || error instanceof DOMException) {
    return new ApiError(500, STREAM_INTERRUPTED_MESSAGE);
  }
  return new ApiError(500, error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE);
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("The request was aborted", "AbortError");
}

/** Whether a rejection is the caller's own abort (Stop), not a failure. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    ((error as { name?: unknown }).name === "AbortError" ||
      (error as { name?: unknown }).name === "TimeoutError")
  );
}

/** A non-2xx answer as an ApiError: the server's JSON body when it sent one (spec section 8). */
async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let data: unknown = undefined;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = text || undefined;
  }
  const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
  if (retryAfter !== null && data && typeof data === "object" && !("retryAfterSeconds" in data)) {
    data = { ...data, retryAfterSeconds: retryAfter };
  }
  const serverMessage = (data as { message?: unknown } | undefined)?.message;
  const message =
    typeof serverMessage === "string" && serverMessage
      ? serverMessage
      : response.statusText || `Request failed with status code ${response.status}`;
  return new ApiError(response.status, message, data);
}

/** `Retry-After` in seconds (either form the header takes); null when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
