import {
  ASK_STREAM_EVENTS,
  UNKNOWN_ERROR_MESSAGE,
  type AskRequest,
  type AskStreamDone,
  type AskStreamError,
  type ChatKind,
} from "@pkg/contracts";
import type { ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import * as React from "react";

import { ApiError, toApiError, type SerializedApiError } from "../api/api-error";
import { isAbortError, STREAM_INTERRUPTED_MESSAGE, type PostEventStream } from "../api/event-stream";
import type { ThunkExtra } from "../session/session-thunks";
import { useAppDispatch } from "../store";
import { assistantApi, putAnswerInSession, type AnyDispatch } from "./assistant-api";

/** Where each kind of chat asks, streamed (spec section 7, "AI"). */
export const ASK_STREAM_PATHS: Record<ChatKind, string> = {
  search: "/ai-search/stream",
  personalized: "/ai-personalized-search/stream",
  learning: "/ai-learning-search/stream",
};

/** A question to stream: a new chat of `kind`, or a follow-up in `chatId` (which keeps its own kind). */
export type StreamAskArgs = AskRequest & { kind: ChatKind };

export type StreamAskOptions = {
  /** Each piece of the answer's text, in order, as it arrives. */
  onDelta?: (text: string) => void;
  /** Aborts the question (Stop): the result is then `stopped`. */
  signal?: AbortSignal;
};

/** How a streamed question ended. */
export type AskStreamResult =
  | { status: "done"; done: AskStreamDone }
  | { status: "stopped" }
  | { status: "failed"; error: SerializedApiError };

/**
 * Asks through the stream route of the chat's kind and reads its events: `delta` pieces go to
 * `onDelta`; `done` resolves with the stored message (and whether it replaced the text shown);
 * an `error` event rejects with an ApiError in the API's error shape (status 500, the server's
 * message and code); a stream that ends without either, or a cut connection, rejects with an
 * ApiError saying the connection was lost. A refusal before the stream (400, 403, 429…) rejects
 * with the server's ApiError; an abort rejects with the abort.
 */
export async function streamAnswer(
  post: PostEventStream,
  { kind, ...request }: StreamAskArgs,
  { onDelta, signal }: StreamAskOptions = {},
): Promise<AskStreamDone> {
  let ending: { done: AskStreamDone } | { error: ApiError } | null = null;
  await post(ASK_STREAM_PATHS[kind], request, {
    signal,
    onEvent: ({ event, data }) => {
      if (ending) return;
      const payload = parse(data);
      switch (event) {
        case ASK_STREAM_EVENTS.delta: {
          const text = (payload as { text?: unknown } | undefined)?.text;
          if (typeof text === "string" && text) onDelta?.(text);
          break;
        }
        case ASK_STREAM_EVENTS.done:
          if (payload && typeof payload === "object" && "message" in payload && "chat" in payload) {
            ending = { done: payload as AskStreamDone };
          } else ending = { error: new ApiError(500, UNKNOWN_ERROR_MESSAGE, payload) };
          break;
        case ASK_STREAM_EVENTS.error: {
          const body = payload as Partial<AskStreamError> | undefined;
          const message =
            typeof body?.message === "string" && body.message ? body.message : UNKNOWN_ERROR_MESSAGE;
          ending = { error: new ApiError(500, message, body) };
          break;
        }
        default:
          // An event this client does not know (a later addition) is left alone.
          break;
      }
    },
  });
  const ended = ending as { done: AskStreamDone } | { error: ApiError } | null;
  if (!ended) throw new ApiError(500, STREAM_INTERRUPTED_MESSAGE);
  if ("error" in ended) throw ended.error;
  return ended.done;
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

type AssistantThunk<Result> = (
  dispatch: ThunkDispatch<unknown, ThunkExtra, UnknownAction>,
  getState: () => unknown,
  extra: ThunkExtra,
) => Promise<Result>;

/**
 * Asks a question with its answer streamed, through the store's API client (its token and base
 * URL). On `done` the stored message goes into its chat's cached session, and the history (and,
 * for a new chat, the plan's usage) is fetched again. A Stop or a failure after the question left
 * may still have stored an answer on the server, so the history and the chat are fetched again
 * then too.
 */
export function askStreamed(
  args: StreamAskArgs,
  options: StreamAskOptions = {},
): AssistantThunk<AskStreamResult> {
  return async (dispatch, getState, extra) => {
    const post = extra.client.postEventStream;
    if (!post) throw new Error("the store's API client cannot read event streams");
    const refetch = () =>
      dispatch(
        assistantApi.util.invalidateTags([
          "History",
          ...(args.chatId ? [{ type: "Chat" as const, id: args.chatId }] : ["Usage" as const]),
        ]),
      );
    try {
      const done = await streamAnswer(post, args, options);
      await putAnswerInSession(dispatch as AnyDispatch, getState, done);
      dispatch(assistantApi.util.invalidateTags(args.chatId ? ["History"] : ["History", "Usage"]));
      return { status: "done", done };
    } catch (error) {
      if (isAbortError(error)) {
        refetch();
        return { status: "stopped" };
      }
      const apiError = toApiError(error);
      // Refused before the stream (the question, the chat, a limit) stored nothing; anything else may have.
      if (apiError.status < 400 || apiError.status >= 500) refetch();
      return { status: "failed", error: apiError.toJSON() };
    }
  };
}

/** The answer being written: its question and the text so far. */
export type StreamingAnswer = { question: string; text: string };

/**
 * Streams questions for a page: `ask` sends one (a second one aborts the first), `stop` aborts
 * the one being answered, and `streaming` is the answer as it grows (null when none is being
 * written). Leaving the page aborts what is being answered.
 */
export function useAskStream() {
  const dispatch = useAppDispatch();
  const [streaming, setStreaming] = React.useState<StreamingAnswer | null>(null);
  const current = React.useRef<AbortController | null>(null);
  React.useEffect(() => () => current.current?.abort(), []);

  const ask = React.useCallback(
    async (args: StreamAskArgs): Promise<AskStreamResult> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setStreaming({ question: args.question, text: "" });
      const result = await dispatch(
        askStreamed(args, {
          signal: controller.signal,
          onDelta: (text) => {
            if (current.current === controller)
              setStreaming((shown) => (shown ? { ...shown, text: shown.text + text } : shown));
          },
        }),
      );
      if (current.current === controller) {
        current.current = null;
        setStreaming(null);
      }
      return result;
    },
    [dispatch],
  );
  const stop = React.useCallback(() => current.current?.abort(), []);
  return { ask, stop, streaming };
}
