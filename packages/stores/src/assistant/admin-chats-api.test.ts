import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import { makeStore } from "../store";
import { adminChatsApi } from "./admin-chats-api";

const page = {
  items: [
    {
      chatId: "0b6d8f64-1a43-4d59-9a5e-0c0f1d2e3a4b",
      kind: "search",
      ownerRoleId: 3,
      reportedAt: "2026-11-20T09:00:00.000Z",
      reportCount: 1,
    },
  ],
  total: 1,
  page: 2,
  pageSize: 10,
};

function fakeClient(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    get: vi.fn(async () => page as never),
    post: vi.fn(async () => ({}) as never),
    put: vi.fn(async () => ({}) as never),
    delete: vi.fn(async () => ({}) as never),
    ...overrides,
  };
}

describe("the Super Admin's reported chats in the store", () => {
  it("asks for one page of reported chats", async () => {
    const client = fakeClient();
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(adminChatsApi);
    const result = await store.dispatch(
      adminChatsApi.endpoints.reportedChats.initiate({ page: 2, pageSize: 10 }),
    );
    expect(client.get).toHaveBeenCalledWith("/admin/reported-chats?page=2&pageSize=10", expect.anything());
    expect(result.data).toEqual(page);
  });

  it("reads one reported chat by its id, and keeps the API's error", async () => {
    const client = fakeClient({
      get: vi.fn(async () => {
        throw new ApiError(404, "No such chat", { message: "No such chat", code: "NOT_FOUND" });
      }),
    });
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(adminChatsApi);
    const result = await store.dispatch(adminChatsApi.endpoints.reportedChat.initiate("a/b"));
    expect(client.get).toHaveBeenCalledWith("/admin-session/a%2Fb", expect.anything());
    expect(result.error).toMatchObject({ status: 404, message: "No such chat" });
  });
});
