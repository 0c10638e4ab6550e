// @vitest-environment jsdom
import type { AskStreamDone } from "@pkg/contracts";
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Provider } from "react-redux";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { ApiClient } from "../api/client";
import type { EventStreamOptions, PostEventStream } from "../api/event-stream";
import { makeStore } from "../store";
import { useAskStream, type AskStreamResult } from "./ask-stream";
import { assistantApi } from "./assistant-api";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CHAT_ID = "5b0e6a55-2a8c-4d55-9d43-6f0d3c2b8a11";
const done: AskStreamDone = {
  chat: {
    id: CHAT_ID,
    title: "Hot flushes?",
    kind: "search",
    messageCount: 1,
    reportedAt: null,
    createdAt: "2026-05-01T08:30:00.000Z",
    updatedAt: "2026-05-01T08:30:00.000Z",
  },
  message: {
    id: "7f1c1d0e-0000-4000-8000-000000000001",
    chatId: CHAT_ID,
    position: 0,
    question: "Hot flushes?",
    answer: { kind: "answer", text: "Layers help [1].", citations: [], redFlags: [] },
    rating: null,
    ratingReason: null,
    reportedAt: null,
    reportedReason: null,
    createdAt: "2026-05-01T08:30:00.000Z",
  },
  replaced: false,
};

/** A stream the test drives: `send` hands one event to the page, `finish` ends the stream. */
function drivenStream() {
  let options: EventStreamOptions | undefined;
  let finish!: () => void;
  let fail!: (error: unknown) => void;
  const started = vi.fn();
  const post: PostEventStream = (_url, _body, given) =>
    new Promise<void>((resolve, reject) => {
      options = given;
      finish = resolve;
      fail = reject;
      given.signal?.addEventListener("abort", () => reject(given.signal!.reason));
      started();
    });
  return {
    post,
    started,
    send: (event: string, data: unknown) => options!.onEvent({ event, data: JSON.stringify(data) }),
    finish: () => finish(),
    fail: (error: unknown) => fail(error),
  };
}

type Hook = ReturnType<typeof useAskStream>;
const seen: { hook: Hook | null } = { hook: null };

function Harness() {
  const hook = useAskStream();
  useEffect(() => {
    seen.hook = hook;
  }, [hook]);
  return null;
}

describe("useAskStream", () => {
  let root: Root;
  let container: HTMLDivElement;
  let stream: ReturnType<typeof drivenStream>;

  beforeEach(async () => {
    stream = drivenStream();
    const client: ApiClient = {
      get: vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 20 }) as never),
      post: vi.fn(),
      put: vi.fn(),
      delete: vi.fn(),
      postEventStream: stream.post,
    };
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(assistantApi);
    seen.hook = null;
    container = document.createElement("div");
    root = createRoot(container);
    await act(async () =>
      root.render(
        <Provider store={store}>
          <Harness />
        </Provider>,
      ),
    );
  });
  afterEach(() => act(() => root.unmount()));

  it("shows the answer growing as its pieces arrive, and nothing once it is done", async () => {
    let result: Promise<AskStreamResult> | undefined;
    await act(async () => {
      result = seen.hook!.ask({ kind: "search", question: "Hot flushes?" });
    });
    expect(seen.hook!.streaming).toEqual({ question: "Hot flushes?", text: "" });
    await act(async () => stream.send("delta", { text: "Layers " }));
    expect(seen.hook!.streaming).toEqual({ question: "Hot flushes?", text: "Layers " });
    await act(async () => stream.send("delta", { text: "help [1]." }));
    expect(seen.hook!.streaming?.text).toBe("Layers help [1].");
    await act(async () => {
      stream.send("done", done);
      stream.finish();
      await result;
    });
    await expect(result).resolves.toEqual({ status: "done", done });
    expect(seen.hook!.streaming).toBeNull();
  });

  it("stops the answer being written: the result is stopped and the text goes", async () => {
    let result: Promise<AskStreamResult> | undefined;
    await act(async () => {
      result = seen.hook!.ask({ kind: "search", question: "Hot flushes?" });
    });
    await act(async () => stream.send("delta", { text: "Layers " }));
    await act(async () => {
      seen.hook!.stop();
      await result;
    });
    await expect(result).resolves.toEqual({ status: "stopped" });
    expect(seen.hook!.streaming).toBeNull();
  });

  it("aborts what is being answered when the page goes away", async () => {
    let result: Promise<AskStreamResult> | undefined;
    await act(async () => {
      result = seen.hook!.ask({ kind: "search", question: "Hot flushes?" });
    });
    expect(stream.started).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
    await expect(result).resolves.toEqual({ status: "stopped" });
    root = createRoot(container);
  });
});
