import axios, { type AxiosInstance, type AxiosRequestConfig } from "axios";

import { toApiError } from "./api-error";

export type ApiClientOptions = {
  /** The API's base URL, `/api` when one origin serves the app and the API. */
  baseURL: string;
  /** The session's access token, read at each request. */
  getToken: () => string | null | undefined;
  /** Called when a request that carried a token is answered 401 (expired or revoked session). */
  onUnauthorized?: () => void;
};

/** Request options callers may pass: an abort signal (containers abort on unmount) or an explicit token. */
export type RequestOptions = {
  signal?: AbortSignal;
  /** Sends this bearer token instead of the session's. */
  token?: string;
};

export type ApiClient = {
  get: <T>(url: string, options?: RequestOptions) => Promise<T>;
  post: <T>(url: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  put: <T>(url: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  delete: <T>(url: string, body?: unknown, options?: RequestOptions) => Promise<T>;
  /** The underlying axios instance (tests plug an adapter into it). */
  axios: AxiosInstance;
};

/**
 * One axios instance for the whole app. It attaches the session's bearer token, unwraps response
 * data, and turns every failure into an ApiError. It never shows toasts or navigates: the route
 * containers decide what a failure means to the person. No time-out is set (spec section 7);
 * callers abort through `signal`.
 */
export function createApiClient({ baseURL, getToken, onUnauthorized }: ApiClientOptions): ApiClient {
  const instance = axios.create({ baseURL, headers: { Accept: "application/json" } });

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
      const sentToken = axios.isAxiosError(error) && error.config?.headers?.has("Authorization");
      if (apiError.status === 401 && sentToken) onUnauthorized?.();
      return Promise.reject(apiError);
    },
  );

  const config = (options?: RequestOptions, data?: unknown): AxiosRequestConfig => ({
    signal: options?.signal,
    data,
    headers: options?.token ? { Authorization: `Bearer ${options.token}` } : undefined,
  });

  return {
    axios: instance,
    get: async (url, options) => (await instance.get(url, config(options))).data,
    post: async (url, body, options) => (await instance.post(url, body, config(options))).data,
    put: async (url, body, options) => (await instance.put(url, body, config(options))).data,
    delete: async (url, body, options) => (await instance.delete(url, config(options, body))).data,
  };
}
