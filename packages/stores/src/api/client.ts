import type { AxiosAdapter, AxiosInstance, AxiosRequestConfig, AxiosStatic } from "axios";

import { isAxiosError, toApiError } from "./api-error";
import type { PostEventStream } from "./event-stream";

export type ApiClientOptions = {
  /** The API's base URL, `/api` when one origin serves the app and the API. */
  baseURL: string;
  /** The session's access token, read at each request. */
  getToken: () => string | null | undefined;
  /** Called when a request that carried a token is answered 401 (expired or revoked session). */
  onUnauthorized?: () => void;
  /** Answers requests instead of the network (tests). */
  adapter?: AxiosAdapter;
  /** The fetch behind `postEventStream` (tests); the global one by default. */
  fetch?: typeof fetch;
};

/** Request options callers may pass: an abort signal (containers abort on unmount) or an explicit token. */
export type RequestOptions = {
  signal?: AbortSignal;
  /** Sends this bearer token instead of the session's. */
  token?: string;
  /** `blob` for an answer that is a file (an image), not JSON. */
  responseType?: "blob";
};

export type ApiClient = {
  get: <T>(url: string, options?: RequestOptions) => Promise<T>;
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(url: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  /**
   * A POST answered with server-sent events, each handed to `onEvent` as it arrives (the
   * assistant's streamed answers): the same base URL, token and 401 handling, through fetch.
   * Optional so that a test's scripted client need not have it.
   */
  postEventStream?: PostEventStream;
};

/**
 * One axios instance for the whole app. It attaches the session's bearer token, unwraps response
 * data, and turns every failure into an ApiError. It never shows toasts or navigates: the route
 * containers decide what a failure means to the person. No time-out is set (spec section 7);
 * callers abort through `signal`.
 *
 * axios itself is loaded with the first request, and the event-stream reader with the first
 * streamed answer, not with the store: the first screen a visitor sees (and the session
 * rehydration behind it) makes no call, so it should not pay for either.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance = loadOnce(() => import("axios").then(({ default: axios }) => configure(axios, options)));
  const streamClient = loadOnce(() =>
    import("./event-stream").then(({ createEventStreamClient }) => createEventStreamClient(options)),
  );

  const config = (requestOptions?: RequestOptions, data?: unknown): AxiosRequestConfig => ({
    signal: requestOptions?.signal,
    responseType: requestOptions?.responseType,
    data,
    headers: requestOptions?.token ? { Authorization: `Bearer ${requestOptions.token}` } : undefined,
  });

  /** A failure to load axios itself (offline after a deploy) is an ApiError too. */
  const send = async <T>(call: (axios: AxiosInstance) => Promise<{ data: T }>): Promise<T> => {
    const axios = await instance().catch((error: unknown) => Promise.reject(toApiError(error)));
    return (await call(axios)).data;
  };

  return {
    get: (url, requestOptions) => send((axios) => axios.get(url, config(requestOptions))),
    post: (url, body, requestOptions) => send((axios) => axios.post(url, body, config(requestOptions))),
    put: (url, body, requestOptions) => send((axios) => axios.put(url, body, config(requestOptions))),
    delete: (url, body, requestOptions) => send((axios) => axios.delete(url, config(requestOptions, body))),
    postEventStream: async (url, body, streamOptions) => {
      const post = await streamClient().catch((error: unknown) => Promise.reject(toApiError(error)));
      return post(url, body, streamOptions);
    },
  };
}

/** `load` on first use, its promise shared after; a failed load is tried again by the next caller. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

function configure(
  axios: AxiosStatic,
  { baseURL, getToken, onUnauthorized, adapter }: ApiClientOptions,
): AxiosInstance {
  const instance = axios.create({ baseURL, headers: { Accept: "application/json" }, adapter });

  instance.interceptors.request.use((config) => {
    if (!config.headers.has("Authorization")) {
      const token = getToken();
      if (token) config.headers.set("Authorization", `Bearer ${token}`);
    }
    return config;
  });

  instance.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const apiError = toApiError(error);
      const sentToken = isAxiosError(error) && error.config?.headers?.has("Authorization");
      if (apiError.status === 401 && sentToken) onUnauthorized?.();
      return Promise.reject(apiError);
    },
  );

  return instance;
}
