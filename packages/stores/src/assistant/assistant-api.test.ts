import type { ArticleChatStart, AskResponse, AssistantUsage, ChatMessage, ChatSummary } from "@pkg/contracts";
import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import { contentApi } from "../content/content-api";
import { makeStore } from "../store";
import { assistantApi } from "./assistant-api";

const CHAT_ID = "5b0e6a55-2a8c-4d55-9d43-6f0d3c2b8a11";

const chat: ChatSummary = {
  id: CHAT_ID,
  title: "What helps with hot flushes?",
  kind: "search",
  messageCount: 1,
  reportedAt: null,
  createdAt: "2026-05-01T08:30:00.000Z",
  updatedAt: "2026-05-01T08:30:00.000Z",
};

const message = (id: string, position: number, question: string): ChatMessage => ({
  id,
  chatId: CHAT_ID,
  position,
  question,
  answer: {
    kind: "answer",
    text: "Layers help [1].",
    citations: [{ n: 1, contentId: "c1", title: "Hot flushes" }],
    redFlags: [],
  },
  rating: null,
  ratingReason: null,
  reportedAt: null,
  reportedReason: null,
  createdAt: "2026-05-01T08:30:00.000Z",
});

const first = message("7f1c1d0e-0000-4000-8000-000000000001", 0, "What helps with hot flushes?");
const second = message("7f1c1d0e-0000-4000-8000-000000000002", 1, "And at night?");

function fakeClient(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    get: vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 20 }) as never),
    post: vi.fn(async () => ({}) as never),
    put: vi.fn(async () => ({}) as never),
    delete: vi.fn(async () => ({ message: "The chat was deleted" }) as never),
    ...overrides,
  };
}

function setUp(client: ApiClient) {
  const { store, injectServerApi } = makeStore({ client });
  injectServerApi(assistantApi);
  const session = () => assistantApi.endpoints.chatSession.select(CHAT_ID)(store.getState() as never).data;
  return { store, session };
}

describe("the assistant's API in the store", () => {
  it("asks a question, writes the answer into its chat's session, and refetches the history", async () => {
    const answered: AskResponse = { chat, message: first };
    const client = fakeClient({ post: vi.fn(async () => answered as never) });
    const { store, session } = setUp(client);

    const history = store.dispatch(assistantApi.endpoints.chatHistory.initiate({ q: "flush", page: 1 }));
    await history;
    expect(client.get).toHaveBeenLastCalledWith("/searched-result/history?q=flush&page=1", expect.anything());

    const result = await store.dispatch(
      assistantApi.endpoints.ask.initiate({ question: "What helps with hot flushes?" }),
    );
    expect(result.data).toEqual(answered);
    expect(client.post).toHaveBeenCalledWith(
      "/ai-search",
      { question: "What helps with hot flushes?" },
      expect.anything(),
    );
    await vi.waitFor(() => expect(session()?.messages).toEqual([first]));
    await vi.waitFor(() => expect(client.get).toHaveBeenCalledTimes(2));
    history.unsubscribe();
  });

  it("adds a follow-up's answer to the chat's cached session without fetching it again", async () => {
    const client = fakeClient({
      get: vi.fn(async () => ({ chat, messages: [first] }) as never),
      post: vi.fn(async () => ({ chat: { ...chat, messageCount: 2 }, message: second }) as never),
    });
    const { store, session } = setUp(client);
    const watched = store.dispatch(assistantApi.endpoints.chatSession.initiate(CHAT_ID));
    await watched;
    expect(client.get).toHaveBeenCalledWith(`/session/${CHAT_ID}`, expect.anything());

    await store.dispatch(assistantApi.endpoints.ask.initiate({ question: "And at night?", chatId: CHAT_ID }));
    await vi.waitFor(() => expect(session()?.messages).toEqual([first, second]));
    expect(session()?.chat.messageCount).toBe(2);
    expect(client.get).toHaveBeenCalledTimes(1);
    watched.unsubscribe();
  });

  it("puts a rated or reported answer back into its chat, and renames the chat", async () => {
    const rated = { ...first, rating: "not-helpful" as const, ratingReason: "Too short" };
    const reported = { ...rated, reportedAt: "2026-05-01T09:00:00.000Z", reportedReason: "Wrong" };
    const post = vi.fn(async (url: string) => {
      if (url === "/searched-result/rating") return rated as never;
      if (url === "/searched-result/report") return reported as never;
      return { ...chat, title: "Night sweats" } as never;
    });
    const client = fakeClient({ get: vi.fn(async () => ({ chat, messages: [first] }) as never), post });
    const { store, session } = setUp(client);
    const watched = store.dispatch(assistantApi.endpoints.chatSession.initiate(CHAT_ID));
    await watched;

    await store.dispatch(
      assistantApi.endpoints.rateAnswer.initiate({
        messageId: first.id,
        rating: "not-helpful",
        reason: "Too short",
      }),
    );
    expect(session()?.messages[0]).toEqual(rated);
    await store.dispatch(
      assistantApi.endpoints.reportAnswer.initiate({ messageId: first.id, reason: "Wrong" }),
    );
    expect(session()?.messages[0]).toEqual(reported);
    await store.dispatch(
      assistantApi.endpoints.renameChat.initiate({ chatId: CHAT_ID, title: "Night sweats" }),
    );
    expect(session()?.chat.title).toBe("Night sweats");
    expect(post).toHaveBeenCalledWith(
      "/update-chat-title",
      { chatId: CHAT_ID, title: "Night sweats" },
      expect.anything(),
    );
    watched.unsubscribe();
  });

  it("deletes a chat and refetches the history; a failure comes back as the ApiError", async () => {
    const client = fakeClient();
    const { store } = setUp(client);
    const history = store.dispatch(assistantApi.endpoints.chatHistory.initiate({}));
    await history;

    await store.dispatch(assistantApi.endpoints.deleteChat.initiate(CHAT_ID));
    expect(client.delete).toHaveBeenCalledWith(`/chat/${CHAT_ID}`, undefined, expect.anything());
    await vi.waitFor(() => expect(client.get).toHaveBeenCalledTimes(2));

    const failing = fakeClient({
      post: vi.fn(async () => {
        throw new ApiError(429, "Too many questions");
      }),
    });
    const other = setUp(failing);
    const result = await other.store.dispatch(assistantApi.endpoints.ask.initiate({ question: "Hello" }));
    expect(result.error).toMatchObject({ status: 429, message: "Too many questions" });
    expect(other.session()).toBeUndefined();
    history.unsubscribe();
  });
  it("reads the plan's usage, and reads it again after a new chat but not after a follow-up", async () => {
    const usage: AssistantUsage = {
      plan: "starter",
      used: 3,
      limit: 10,
      resetsAt: "2026-06-01T00:00:00.000Z",
    };
    const get = vi.fn(async (url: string) =>
      url === "/ai-search/usage" ? (usage as never) : ({ chat, messages: [first] } as never),
    );
    const post = vi.fn(async () => ({ chat, message: first }) as never);
    const { store } = setUp(fakeClient({ get, post }));
    const watched = store.dispatch(assistantApi.endpoints.assistantUsage.initiate());
    await expect(watched.unwrap()).resolves.toEqual(usage);
    const usageCalls = () => get.mock.calls.filter(([url]) => url === "/ai-search/usage").length;
    expect(usageCalls()).toBe(1);

    await store.dispatch(assistantApi.endpoints.ask.initiate({ question: "Hot flushes?", chatId: CHAT_ID }));
    await store.dispatch(assistantApi.endpoints.ask.initiate({ question: "Hot flushes?" }));
    await vi.waitFor(() => expect(usageCalls()).toBe(2));
    watched.unsubscribe();
  });

  it("turns an answer into a draft item and has the library's lists fetched again", async () => {
    const draft = { id: "draft-1", title: "What helps with hot flushes?", status: "raw" };
    const post = vi.fn(async () => draft as never);
    const get = vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 20 }) as never);
    const client = fakeClient({ get, post });
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(assistantApi);
    injectServerApi(contentApi);
    const list = store.dispatch(contentApi.endpoints.contentList.initiate({ label: "ai-generated" }));
    await list;
    expect(get).toHaveBeenCalledTimes(1);

    const result = await store.dispatch(
      assistantApi.endpoints.draftFromAnswer.initiate({ messageId: first.id }),
    );
    expect(result.data).toEqual(draft);
    expect(post).toHaveBeenCalledWith("/content/from-answer", { messageId: first.id }, expect.anything());
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    list.unsubscribe();
  });

  it("reads what 'Ask about this article' starts from, and gives a 404 back as the ApiError", async () => {
    const ARTICLE_ID = "4f6c1d2e-0000-4000-8000-000000000001";
    const start: ArticleChatStart = {
      item: { id: ARTICLE_ID, title: "Hot flushes and night sweats", summary: "What helps." },
      kind: "personalized",
      suggestions: ["What helps with hot flushes at night?"],
    };
    const get = vi.fn(async () => start as never);
    const { store } = setUp(fakeClient({ get }));
    const watched = store.dispatch(assistantApi.endpoints.articleChatStart.initiate(ARTICLE_ID));
    await expect(watched.unwrap()).resolves.toEqual(start);
    expect(get).toHaveBeenCalledWith(`/personalized-session/${ARTICLE_ID}`, expect.anything());
    watched.unsubscribe();

    const missing = setUp(
      fakeClient({
        get: vi.fn(async () => {
          throw new ApiError(404, "The article was not found");
        }),
      }),
    );
    const result = await missing.store.dispatch(assistantApi.endpoints.articleChatStart.initiate("x/y"));
    expect(result.error).toMatchObject({ status: 404, message: "The article was not found" });
  });
});
