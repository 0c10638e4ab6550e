import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import { contentApi } from "../content/content-api";
import { loggedOut } from "../session/session-slice";
import { makeStore } from "../store";
import { withParams } from "./base-query";

const counts = { "ai-generated": 1, draft: 2, "in-review": 3, approved: 4, published: 5, archived: 6 };

function fakeClient(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    get: vi.fn(async () => counts as never),
    post: vi.fn(async () => ({}) as never),
    put: vi.fn(async () => ({}) as never),
    delete: vi.fn(async () => ({}) as never),
    ...overrides,
  };
}

describe("RTK Query in the store", () => {
  it("joins the store when a page injects it, and sends through the store's client", async () => {
    const client = fakeClient();
    const { store, injectServerApi } = makeStore({ client });
    expect(Object.keys(store.getState())).not.toContain("contentApi");

    injectServerApi(contentApi);
    injectServerApi(contentApi); // a second page injecting it again changes nothing
    const result = await store.dispatch(contentApi.endpoints.contentCounts.initiate());

    expect(result.data).toEqual(counts);
    expect(client.get).toHaveBeenCalledWith(
      "/content/status",
      expect.objectContaining({ signal: expect.anything() }),
    );
    expect(Object.keys(store.getState())).toContain("contentApi");
  });

  it("forgets what one person fetched when their session ends, so the next person never sees it", async () => {
    const client = fakeClient();
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(contentApi);
    const cached = () => contentApi.endpoints.contentCounts.select()(store.getState() as never).data;
    await store.dispatch(contentApi.endpoints.contentCounts.initiate());
    expect(cached()).toEqual(counts);

    store.dispatch(loggedOut());

    expect(cached()).toBeUndefined();
    await store.dispatch(contentApi.endpoints.contentCounts.initiate());
    expect(client.get).toHaveBeenCalledTimes(2);
  });

  it("sends the list's filters as a query string, leaving out the empty ones", async () => {
    const client = fakeClient({
      get: vi.fn(async () => ({ items: [], total: 0, page: 2, pageSize: 20 }) as never),
    });
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(contentApi);

    await store.dispatch(
      contentApi.endpoints.contentList.initiate({ label: "in-review", page: 2, q: "", assignedToMe: true }),
    );

    expect(client.get).toHaveBeenCalledWith(
      "/content/by-status/in-review?page=2&assignedToMe=true",
      expect.anything(),
    );
  });

  it("answers a failure with the serialisable ApiError of the spec", async () => {
    const client = fakeClient({
      post: vi.fn(async () => {
        throw new ApiError(409, "Only an item in review can be approved", { code: "WRONG_STATE" });
      }),
    });
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(contentApi);

    const result = await store.dispatch(
      contentApi.endpoints.contentAction.initiate({ id: "c1", body: { action: "approve" } }),
    );

    expect("error" in result && result.error).toEqual({
      status: 409,
      message: "Only an item in review can be approved",
      data: { code: "WRONG_STATE" },
    });
  });

  it("builds query strings", () => {
    expect(withParams("/x", { a: 1, b: undefined, c: null, d: "", e: "two words" })).toBe(
      "/x?a=1&e=two+words",
    );
    expect(withParams("/x")).toBe("/x");
  });
});
