import type { BaseQueryFn } from "@reduxjs/toolkit/query";

import { toApiError, type SerializedApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";

/** Query-string values; `undefined`, `null` and `""` are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** One request of an RTK Query endpoint, sent through the app's one axios client. */
export type ApiRequest = {
  url: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  params?: QueryParams;
  /** `blob` for a file (an attachment, a picture) rather than JSON. */
  responseType?: "blob";
};

/** What RTK Query endpoints need from the store's thunk extra argument. */
export type ServerApiExtra = { client: ApiClient };

/** `url?a=1&b=two`, leaving out the empty values. */
export function withParams(url: string, params?: QueryParams): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}

/**
 * RTK Query's base query over the ApiClient the store was made with (its token, its 401 handling):
 * a failure comes back as the serialisable ApiError of spec section 8, like the thunks' rejections.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, SerializedApiError> = async (
  request,
  { signal, extra },
) => {
  const {
    url,
    method = "GET",
    body,
    params,
    responseType,
  } = typeof request === "string" ? ({ url: request } as ApiRequest) : request;
  const client = (extra as Partial<ServerApiExtra> | undefined)?.client;
  if (!client) throw new Error("the store was made without an API client for RTK Query");
  const target = withParams(url, params);
  try {
    switch (method) {
      case "GET":
        return { data: await client.get(target, { signal, responseType }) };
      case "POST":
        return { data: await client.post(target, body, { signal }) };
      case "PUT":
        return { data: await client.put(target, body, { signal }) };
      case "DELETE":
        return { data: await client.delete(target, body, { signal }) };
    }
  } catch (error) {
    return { error: toApiError(error).toJSON() };
  }
};
