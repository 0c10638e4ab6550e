import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import { makeStore } from "../store";
import { adminApi, fetchAuditLogCsv } from "./admin-api";

const person = {
  id: "0b6f2f4e-1c2d-4e3f-8a9b-0c1d2e3f4a5b",
  name: "Maya Fernández",
  email: "maya@example.com",
  roleId: 4,
  state: "active",
  onboardingCompleted: true,
  createdAt: "2026-10-02T09:15:00.000Z",
  deactivatedAt: null,
};

function fakeClient(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    get: vi.fn(async () => ({ items: [], total: 0, page: 1, pageSize: 20 }) as never),
    post: vi.fn(async () => person as never),
    put: vi.fn(async () => person as never),
    delete: vi.fn(async () => ({}) as never),
    ...overrides,
  };
}

describe("the Super Admin's administration in the store", () => {
  it("asks for people with only the filters chosen", async () => {
    const client = fakeClient();
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(adminApi);
    await store.dispatch(
      adminApi.endpoints.adminPeople.initiate({
        q: "maya",
        role: undefined,
        state: "active",
        page: 2,
        pageSize: 20,
      }),
    );
    expect(client.get).toHaveBeenCalledWith(
      "/admin/people?q=maya&state=active&page=2&pageSize=20",
      expect.anything(),
    );
  });

  it("changes a role with a PUT and refreshes the people", async () => {
    const client = fakeClient();
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(adminApi);
    await store.dispatch(adminApi.endpoints.adminPeople.initiate({}));
    expect(client.get).toHaveBeenCalledTimes(1);
    const result = await store.dispatch(adminApi.endpoints.changeRole.initiate({ id: person.id, roleId: 4 }));
    expect(client.put).toHaveBeenCalledWith(
      `/admin/people/${person.id}/role`,
      { roleId: 4 },
      expect.anything(),
    );
    expect(result.data).toEqual(person);
    await vi.waitFor(() => expect(client.get).toHaveBeenCalledTimes(2));
  });

  it("keeps the API's message when a deactivation is refused", async () => {
    const client = fakeClient({
      post: vi.fn(async () => {
        throw new ApiError(409, "There must always be at least one active Super Admin.", {
          code: "LAST_SUPER_ADMIN",
        });
      }),
    });
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(adminApi);
    const result = await store.dispatch(adminApi.endpoints.deactivatePerson.initiate(person.id));
    expect(client.post).toHaveBeenCalledWith(
      `/admin/people/${person.id}/deactivate`,
      undefined,
      expect.anything(),
    );
    expect(result.error).toMatchObject({
      status: 409,
      message: "There must always be at least one active Super Admin.",
    });
  });

  it("downloads the audit log as CSV with the filters", async () => {
    const blob = new Blob(["when,action\r\n"], { type: "text/csv" });
    const client = fakeClient({ get: vi.fn(async () => blob as never) });
    const file = await fetchAuditLogCsv(
      client,
      { subject: "maya@example.com", from: "2026-11-01" },
      "2026-11-26",
    );
    expect(client.get).toHaveBeenCalledWith(
      "/admin/audit-log.csv?subject=maya%40example.com&from=2026-11-01",
      expect.objectContaining({ responseType: "blob" }),
    );
    expect(file).toEqual({ blob, fileName: "audit-log-2026-11-26.csv" });
  });

  it("asks for the sources with the search, and refreshes them after a mark", async () => {
    const marked = {
      url: "https://www.nice.org.uk/guidance/ng23",
      markedAt: "2026-11-26T10:00:00.000Z",
      citingItems: 2,
    };
    const client = fakeClient({ post: vi.fn(async () => marked as never) });
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(adminApi);
    await store.dispatch(adminApi.endpoints.adminSources.initiate({ search: "nice", page: 1 }));
    expect(client.get).toHaveBeenCalledWith("/admin/sources?search=nice&page=1", expect.anything());
    const result = await store.dispatch(adminApi.endpoints.markSource.initiate({ url: marked.url }));
    expect(client.post).toHaveBeenCalledWith(
      "/library/sources/updated",
      { url: marked.url },
      expect.anything(),
    );
    expect(result.data).toEqual(marked);
    await vi.waitFor(() => expect(client.get).toHaveBeenCalledTimes(2));
  });
});
