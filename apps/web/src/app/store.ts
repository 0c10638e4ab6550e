import { createBrowserStorage, makeStore } from "@pkg/stores";

import { config } from "../config";

const made = makeStore({
  storage: createBrowserStorage(),
  apiBaseUrl: config.apiBaseUrl,
  syncOnboardingProgress: true,
});
if (!made.persistor) throw new Error("the web app's store must persist the session");

/** The web app's one store and its persistor (the session in localStorage). */
export const store = made.store;
export const persistor = made.persistor;
/** The account API the store's thunks use (for the calls no slice keeps, like the profile picture). */
export const api = made.api;
/** Resolves once an unfinished onboarding's progress so far has reached the server. */
export const flushOnboardingProgress = made.flushOnboardingProgress;
/** The API client behind the account calls and RTK Query (files such as attachments come through it). */
export const apiClient = made.client;
/** Adds a server-data API (RTK Query) to the store: the lazy pages that use one call it as they load. */
export const injectServerApi = made.injectServerApi;
