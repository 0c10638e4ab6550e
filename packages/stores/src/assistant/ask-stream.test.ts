import type { AskStreamDone, ChatMessage, ChatSummary } from "@pkg/contracts";
import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import {
  STREAM_INTERRUPTED_MESSAGE,
  type EventStreamOptions,
  type PostEventStream,
} from "../api/event-stream";
import { makeStore } from "../store";
import { askStreamed, streamAnswer } from "./ask-stream";
import { assistantApi } from "./assistant-api";

const CHAT_ID = "5b0e6a55-2a8c-4d55-9d43-6f0d3c2b8a11";

const chat: ChatSummary = {
  id: CHAT_ID,
  title: "What helps with hot flushes?",
  kind: "personalized",
  messageCount: 1,
  reportedAt: null,
  createdAt: "2026-05-01T08:30:00.000Z",
  updatedAt: "2026-05-01T08:30:00.000Z",
};

const message: ChatMessage = {
  id: "7f1c1d0e-0000-4000-8000-000000000001",
  chatId: CHAT_ID,
  position: 0,
  question: "What helps with hot flushes?",
  answer: {
    kind: "answer",
    text: "Layers help [1].",
    citations: [{ n: 1, contentId: "c1", title: "Hot flushes" }],
    redFlags: [],
    personalizedFor: ["Perimenopause"],
  },
  rating: null,
  ratingReason: null,
  reportedAt: null,
  reportedReason: null,
  createdAt: "2026-05-01T08:30:00.000Z",
};

const done: AskStreamDone = { chat, message, replaced: false };

type Event = { event?: string; data: string };
const delta = (text: string): Event => ({ event: "delta", data: JSON.stringify({ text }) });
const ending = (name: "done" | "error", data: unknown): Event => ({
  event: name,
  data: JSON.stringify(data),
});

/** A stream poster that sends these events (after each one, `between` runs) and records its calls. */
function scriptedStream(events: Event[], between?: (index: number, options: EventStreamOptions) => void) {
  const calls: { url: string; body: unknown }[] = [];
  const post: PostEventStream = async (url, body, options) => {
    calls.push({ url, body });
    for (const [index, event] of events.entries()) {
      if (options.signal?.aborted) throw options.signal.reason;
      options.onEvent(event);
      between?.(index, options);
    }
    if (options.signal?.aborted) throw options.signal.reason;
  };
  return { post, calls };
}

function refusing(error: ApiError): PostEventStream {
  return async () => {
    throw error;
  };
}

function fakeClient(
  postEventStream: PostEventStream,
  get: ApiClient["get"] = vi.fn(async () => ({ chat, messages: [message] }) as never),
) {
  const client: ApiClient = {
    get,
    post: vi.fn(async () => ({}) as never),
    put: vi.fn(async () => ({}) as never),
    delete: vi.fn(async () => ({}) as never),
    postEventStream,
  };
  return client;
}

function setUp(client: ApiClient) {
  const { store, injectServerApi } = makeStore({ client });
  injectServerApi(assistantApi);
  const session = () => assistantApi.endpoints.chatSession.select(CHAT_ID)(store.getState() as never).data;
  return { store, session };
}

describe("streamAnswer", () => {
  it("asks at the stream route of the chat's kind, hands over the pieces in order and resolves with the stored message", async () => {
    const { post, calls } = scriptedStream([delta("Layers "), delta("help [1]."), ending("done", done)]);
    const pieces: string[] = [];
    const result = await streamAnswer(
      post,
      { kind: "personalized", question: "What helps with hot flushes?" },
      { onDelta: (text) => pieces.push(text) },
    );
    expect(calls).toEqual([
      { url: "/ai-personalized-search/stream", body: { question: "What helps with hot flushes?" } },
    ]);
    expect(pieces).toEqual(["Layers ", "help [1]."]);
    expect(result).toEqual(done);

    const learning = scriptedStream([ending("done", done)]);
    await streamAnswer(learning.post, { kind: "learning", question: "q", chatId: CHAT_ID });
    expect(learning.calls[0]).toEqual({
      url: "/ai-learning-search/stream",
      body: { question: "q", chatId: CHAT_ID },
    });
    const search = scriptedStream([ending("done", done)]);
    await streamAnswer(search.post, { kind: "search", question: "q" });
    expect(search.calls[0]!.url).toBe("/ai-search/stream");
  });

  it("starts a chat about an article at its kind's route, with the article's id", async () => {
    const ARTICLE_ID = "4f6c1d2e-0000-4000-8000-000000000001";
    const { post, calls } = scriptedStream([ending("done", done)]);
    await streamAnswer(post, {
      kind: "personalized",
      question: "Does it help?",
      referenceContentId: ARTICLE_ID,
    });
    expect(calls).toEqual([
      {
        url: "/ai-personalized-search/stream",
        body: { question: "Does it help?", referenceContentId: ARTICLE_ID },
      },
    ]);
  });

  it("rejects an error event with the API's message and code", async () => {
    const { post } = scriptedStream([
      delta("Layers "),
      ending("error", {
        message: "Something went wrong on our side. Please try again.",
        code: "INTERNAL_ERROR",
      }),
    ]);
    const failure = await streamAnswer(post, { kind: "search", question: "q" }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 500,
      message: "Something went wrong on our side. Please try again.",
      code: "INTERNAL_ERROR",
    });
  });

  it("rejects a stream that ends without its last event as a lost connection, and ignores unknown events", async () => {
    const { post } = scriptedStream([{ event: "ping", data: "" }, delta("Layers ")]);
    await expect(streamAnswer(post, { kind: "search", question: "q" })).rejects.toMatchObject({
      status: 500,
      message: STREAM_INTERRUPTED_MESSAGE,
    });
  });
});

describe("askStreamed", () => {
  it("writes the answer into its chat's cached session and fetches the history and the usage again", async () => {
    const get = vi.fn(async (url: string) =>
      url === "/ai-search/usage"
        ? ({ plan: "starter", used: 1, limit: 10, resetsAt: null } as never)
        : ({ items: [], total: 0, page: 1, pageSize: 20 } as never),
    );
    const { post, calls } = scriptedStream([
      delta("Layers "),
      delta("help [1]."),
      ending("done", { ...done, replaced: true }),
    ]);
    const { store, session } = setUp(fakeClient(post, get));
    const history = store.dispatch(assistantApi.endpoints.chatHistory.initiate({}));
    const usage = store.dispatch(assistantApi.endpoints.assistantUsage.initiate());
    await Promise.all([history, usage]);
    expect(get).toHaveBeenCalledTimes(2);

    const pieces: string[] = [];
    const result = await store.dispatch(
      askStreamed(
        { kind: "personalized", question: "What helps with hot flushes?" },
        { onDelta: (t) => pieces.push(t) },
      ),
    );
    expect(result).toEqual({ status: "done", done: { ...done, replaced: true } });
    expect(calls[0]!.url).toBe("/ai-personalized-search/stream");
    expect(pieces.join("")).toBe("Layers help [1].");
    expect(session()).toEqual({ chat, messages: [message] });
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(4));
    history.unsubscribe();
    usage.unsubscribe();
  });

  it("adds a follow-up's answer to the cached chat without reading the usage again", async () => {
    const second = {
      ...message,
      id: "7f1c1d0e-0000-4000-8000-000000000002",
      position: 1,
      question: "And at night?",
    };
    const get = vi.fn(async (url: string) =>
      url === "/ai-search/usage"
        ? ({ plan: "starter", used: 1, limit: 10, resetsAt: null } as never)
        : ({ chat, messages: [message] } as never),
    );
    const { post } = scriptedStream([
      ending("done", { chat: { ...chat, messageCount: 2 }, message: second, replaced: false }),
    ]);
    const { store, session } = setUp(fakeClient(post, get));
    const watched = store.dispatch(assistantApi.endpoints.chatSession.initiate(CHAT_ID));
    const usage = store.dispatch(assistantApi.endpoints.assistantUsage.initiate());
    await Promise.all([watched, usage]);

    const result = await store.dispatch(
      askStreamed({ kind: "personalized", question: "And at night?", chatId: CHAT_ID }),
    );
    expect(result.status).toBe("done");
    expect(session()?.messages).toEqual([message, second]);
    expect(get).toHaveBeenCalledTimes(2);
    watched.unsubscribe();
    usage.unsubscribe();
  });

  it("answers a refusal before the stream (a limit, fair use) as failed with the API's error, fetching nothing again", async () => {
    const limit = new ApiError(403, "You have used the 10 AI sessions of your Starter plan this month.", {
      message: "You have used the 10 AI sessions of your Starter plan this month.",
      code: "AI_SESSION_LIMIT",
    });
    const get = vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 20 }) as never);
    const { store } = setUp(fakeClient(refusing(limit), get));
    const history = store.dispatch(assistantApi.endpoints.chatHistory.initiate({}));
    await history;
    const result = await store.dispatch(askStreamed({ kind: "learning", question: "q" }));
    expect(result).toEqual({ status: "failed", error: limit.toJSON() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(get).toHaveBeenCalledTimes(1);
    history.unsubscribe();
  });

  it("answers an error event or a lost connection as failed, and fetches the history again (the server may have stored an answer)", async () => {
    const get = vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 20 }) as never);
    const { post } = scriptedStream([delta("Lay")]);
    const { store } = setUp(fakeClient(post, get));
    const history = store.dispatch(assistantApi.endpoints.chatHistory.initiate({}));
    await history;
    const result = await store.dispatch(askStreamed({ kind: "search", question: "q" }));
    expect(result).toMatchObject({
      status: "failed",
      error: { status: 500, message: STREAM_INTERRUPTED_MESSAGE },
    });
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    history.unsubscribe();
  });

  it("answers Stop as stopped, not as a failure", async () => {
    const controller = new AbortController();
    const { post } = scriptedStream([delta("Layers "), delta("help"), ending("done", done)], (index) => {
      if (index === 0) controller.abort();
    });
    const { store } = setUp(fakeClient(post));
    const pieces: string[] = [];
    const result = await store.dispatch(
      askStreamed(
        { kind: "search", question: "q" },
        { signal: controller.signal, onDelta: (t) => pieces.push(t) },
      ),
    );
    expect(result).toEqual({ status: "stopped" });
    expect(pieces).toEqual(["Layers "]);
  });

  it("says so when the store's client cannot stream", async () => {
    const client = { ...fakeClient(scriptedStream([]).post), postEventStream: undefined };
    const { store } = setUp(client);
    await expect(store.dispatch(askStreamed({ kind: "search", question: "q" }))).rejects.toThrow(
      /cannot read event streams/,
    );
  });
});
