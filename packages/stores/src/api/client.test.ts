import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import { describe, expect, it, vi } from "vitest";

import { ApiError } from "./api-error";
import { createApiClient } from "./client";

type Reply = { status: number; data?: unknown } | { networkError: string } | { error: Error };

/** An axios adapter that answers from a script and records what it was sent. */
function scripted(reply: Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    if ("networkError" in reply) throw new AxiosError(reply.networkError, "ERR_NETWORK", config);
    if ("error" in reply) throw reply.error;
    const response = { data: reply.data, status: reply.status, statusText: "", headers: {}, config };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        "ERR_BAD_RESPONSE",
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { adapter, seen };
}

function clientWith(reply: Reply, token: string | null = "token-1", onUnauthorized = vi.fn()) {
  const { adapter, seen } = scripted(reply);
  const client = createApiClient({ baseURL: "/api", getToken: () => token, onUnauthorized, adapter });
  return { client, seen, onUnauthorized };
}

describe("createApiClient", () => {
  it("unwraps data and sends the session's bearer token", async () => {
    const { client, seen } = clientWith({ status: 200, data: { ok: 1 } });
    await expect(client.get("/user/profile")).resolves.toEqual({ ok: 1 });
    expect(AxiosHeaders.from(seen[0]!.headers).get("Authorization")).toBe("Bearer token-1");
    expect(seen[0]!.timeout ?? 0).toBe(0);
  });

  it("sends no Authorization header without a token, and an explicit token when given one", async () => {
    const anonymous = clientWith({ status: 200, data: {} }, null);
    await anonymous.client.post("/user/login", {});
    expect(AxiosHeaders.from(anonymous.seen[0]!.headers).has("Authorization")).toBe(false);

    const explicit = clientWith({ status: 200, data: {} });
    await explicit.client.post("/user/signout", undefined, { token: "other" });
    expect(AxiosHeaders.from(explicit.seen[0]!.headers).get("Authorization")).toBe("Bearer other");
  });

  it("carries the server's status, message and data in an ApiError", async () => {
    const data = { message: "Email already exists", code: "EMAIL_TAKEN" };
    const { client } = clientWith({ status: 409, data });
    const error = await client.post("/user/signup", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: "Email already exists", data, code: "EMAIL_TAKEN" });
  });

  it("falls back to the transport's message, and to 500 when there is no response", async () => {
    const { client } = clientWith({ networkError: "Network Error" });
    await expect(client.get("/health")).rejects.toMatchObject({ status: 500, message: "Network Error" });
  });

  it("says 'Unknown error occurred' when neither the server nor the transport gave a message", async () => {
    const client = createApiClient({
      baseURL: "/api",
      getToken: () => null,
      adapter: async (config) => {
        throw new AxiosError("", "ERR_BAD_RESPONSE", config, null, {
          data: "",
          status: 502,
          statusText: "",
          headers: {},
          config,
        });
      },
    });
    await expect(client.get("/health")).rejects.toMatchObject({
      status: 502,
      message: "Unknown error occurred",
    });
  });

  it("reports a refused token once, and not a 401 of a call made without one", async () => {
    const signedIn = clientWith({ status: 401, data: { message: "Session expired", code: "UNAUTHORIZED" } });
    await expect(signedIn.client.get("/user/profile")).rejects.toMatchObject({ status: 401 });
    expect(signedIn.onUnauthorized).toHaveBeenCalledTimes(1);

    const signedOut = clientWith({ status: 401, data: { message: "Wrong email or password" } }, null);
    await expect(signedOut.client.post("/user/login", {})).rejects.toMatchObject({ status: 401 });
    expect(signedOut.onUnauthorized).not.toHaveBeenCalled();
  });

  it("lets a caller abort a request", async () => {
    const client = createApiClient({
      baseURL: "/api",
      getToken: () => null,
      adapter: (config) =>
        new Promise((_, reject) => {
          config.signal?.addEventListener?.("abort", () =>
            reject(new AxiosError("canceled", "ERR_CANCELED", config)),
          );
        }),
    });
    const controller = new AbortController();
    const request = client.get("/slow", { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ status: 500, message: "canceled" });
  });
});
