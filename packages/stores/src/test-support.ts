/** Helpers for the stores' own tests (not exported from the package). */
import type { AuthResponse } from "@pkg/contracts";
import type { Persistor, Storage } from "redux-persist";

import type { AccountApi } from "./api/account-api";
import { ApiError } from "./api/api-error";
import type { SessionUser } from "./session/session-slice";
import { logIn, verifyResetLink } from "./session/session-thunks";

/** An AccountApi whose every call fails unless a test gives it an answer. */
export function fakeApi(overrides: Partial<AccountApi> = {}): AccountApi {
  const unexpected = () => Promise.reject(new ApiError(500, "not expected in this test"));
  return new Proxy(overrides as AccountApi, {
    get: (target, key: string) => target[key as keyof AccountApi] ?? unexpected,
  });
}

/** A redux-persist storage in memory, whose `data` a test can read (a reload keeps it). */
export function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
}

/** redux-persist writes nothing until rehydration has finished. */
export async function bootstrapped(persistor: Persistor | null) {
  if (!persistor) throw new Error("expected a persistor");
  while (!persistor.getState().bootstrapped) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** The session after a login answered with this user and token (what `logIn` stores). */
export const signedIn = (user: SessionUser, accessToken: string) =>
  logIn.fulfilled({ user, accessToken } as AuthResponse, "test", { email: user.email ?? "", password: "x" });

/** The session after a reset link was verified (what `verifyResetLink` stores; it signs out). */
export const resetLinkVerified = (email: string, token: string) =>
  verifyResetLink.fulfilled({ valid: true, message: "ok" }, "test", { email, token });
