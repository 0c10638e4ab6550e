/**
 * The build's prerendering (scripts/prerender.ts): the first screen of the pages a visitor lands
 * on, rendered at build time into their HTML, so it is painted with the stylesheet before any
 * script has run; the browser's app then hydrates it (src/main.tsx). Rendered through the app's
 * own routes and store, signed out, so the markup is what the app draws for a visitor.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";

import { paths } from "./app/paths";
import { routes } from "./app/router";
import { store } from "./app/store";

/**
 * The pages prerendered: the sign-up and log-in pages visitors arrive on, each with the module its
 * route loads lazily (router.tsx), whose chunk public/boot.js imports beside the app's entry.
 */
export const prerenderedPages: readonly { path: string; module: string }[] = [
  { path: paths.register, module: "src/routes/auth/register-route.tsx" },
  { path: paths.auth, module: "src/routes/auth/login-route.tsx" },
];

/** The markup of `pathname`'s page for a visitor, to go inside `#root`. */
export async function renderPage(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response)
    throw new Error(`${pathname} answers ${context.status}: not a page to prerender`);
  if (context.errors) throw new Error(`${pathname} fails to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as the browser's (src/main.tsx, app.tsx), so that the app can hydrate it.
  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
  );
  // A redirect (`/` sends a visitor on to /register) renders nothing here.
  if (!html) throw new Error(`${pathname} renders nothing: not a page to prerender`);
  return html;
}
