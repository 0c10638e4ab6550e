import type { Storage } from "redux-persist";
import createWebStorage from "redux-persist/es/storage/createWebStorage";

/** Keeps nothing: where there is no localStorage (the build prerendering pages in Node). */
const noStorage: Storage = {
  getItem: async () => null,
  setItem: async () => undefined,
  removeItem: async () => undefined,
};

/**
 * The browser's localStorage as redux-persist storage, for `makeStore({ storage })`. Made on call
 * (not at import) so that importing the stores outside a browser touches no `window`; outside a
 * browser it keeps nothing.
 */
export function createBrowserStorage(): Storage {
  return typeof self === "object" && "localStorage" in self ? createWebStorage("local") : noStorage;
}
