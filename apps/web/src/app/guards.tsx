import { selectAccessToken, selectRole, selectSessionEndedByServer, useAppSelector } from "@pkg/stores";
import { Navigate, Outlet, useLocation } from "react-router";

import { canAccess, type RouteGroup } from "./access";
import { paths, withNext } from "./paths";
import { useHomeRoute } from "./use-home-route";

/**
 * Guards a group of routes (spec section 2 "Routing rules"): without a token or a role, to
 * /register remembering the requested path (to Log in when the server just ended the session: a
 * returning person); with a role the group does not allow, to that role's home route.
 */
export function RequireGroup({ group }: { group: RouteGroup }) {
  const token = useAppSelector(selectAccessToken);
  const role = useAppSelector(selectRole);
  const endedByServer = useAppSelector(selectSessionEndedByServer);
  const home = useHomeRoute();
  const location = useLocation();

  if (!token || !role) {
    const entry = endedByServer ? paths.auth : paths.register;
    return <Navigate to={withNext(entry, `${location.pathname}${location.search}`)} replace />;
  }
  if (!canAccess(role, group)) return <Navigate to={home ?? paths.auth} replace />;
  return <Outlet />;
}

/**
 * `/` and any unknown path (spec section 2): a signed-in person goes to their home route (an
 * unfinished onboarding to the page it was left on); anyone else to /register.
 */
export function HomeRedirect() {
  const token = useAppSelector(selectAccessToken);
  const home = useHomeRoute();
  return <Navigate to={token && home ? home : paths.register} replace />;
}

/** Pages for people who are not signed in (sign-up): a signed-in person goes to their home route. */
export function SignedOutOnly() {
  const token = useAppSelector(selectAccessToken);
  const home = useHomeRoute();
  if (token && home) return <Navigate to={home} replace />;
  return <Outlet />;
}
