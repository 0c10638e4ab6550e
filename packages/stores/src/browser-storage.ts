import type { Storage } from "redux-persist";
import createWebStorage from "redux-persist/es/storage/createWebStorage";

/**
 * The browser's localStorage as redux-persist storage, for `makeStore({ storage })`. Made on call
 * (not at import) so that importing the stores outside a browser touches no `window`.
 */
export function createBrowserStorage(): Storage {
  return createWebStorage("local");
}
