import { createBrowserStorage, makeStore } from "@pkg/stores";

import { config } from "../config";

const made = makeStore({ storage: createBrowserStorage(), apiBaseUrl: config.apiBaseUrl });
if (!made.persistor) throw new Error("the web app's store must persist the session");

/** The web app's one store and its persistor (the session in localStorage). */
export const store = made.store;
export const persistor = made.persistor;
