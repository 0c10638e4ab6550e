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
