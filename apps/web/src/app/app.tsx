import { selectAccessToken } from "@pkg/stores";
import { Provider } from "react-redux";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";

import { routes } from "./router";
import { persistor, store } from "./store";

type Router = ReturnType<typeof createBrowserRouter>;
let router: Router | undefined;

/**
 * The store and the routes. Rendered once `firstPageReady()` resolves: the saved session has been
 * read back and the router made by then (until they are, the page shows what it was sent with),
 * so no gate is needed.
 */
export function App() {
  if (!router) throw new Error("App renders after firstPageReady()");
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

/** Whether this browser is signed in, once `firstPageReady()` has resolved. */
export const signedIn = () => Boolean(selectAccessToken(store.getState()));

/**
 * Resolves once the first page can be drawn as it is: the saved session read back, the page's
 * lazy modules loaded and the router made. What the page was sent with (a prerendered page, or the
 * loading screen) stays on screen until then: the app's first frame is the page itself, never a
 * loading screen over a page already shown.
 */
export async function firstPageReady(): Promise<void> {
  await new Promise<void>((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const stop = persistor.subscribe(() => {
      if (check()) stop();
    });
  });
  // The first page's lazy modules are loaded before the router is made (React Router's advice for
  // hydrating a page), each step in a task of its own rather than in the one that ran the modules.
  await nextTask();
  const lazyMatches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  await nextTask();
  const made = createBrowserRouter(routes);
  router = made;
  await new Promise<void>((resolve) => {
    if (made.state.initialized) return resolve();
    const stop = made.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Resolves in a later task: the browser may paint and handle input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
