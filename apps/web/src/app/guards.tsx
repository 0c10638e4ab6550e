import { selectAccessToken, selectRole, selectUser, useAppSelector } from "@pkg/stores";
import { Navigate, Outlet, useLocation } from "react-router";

import { canAccess, homeRouteFor, type RouteGroup } from "./access";
import { paths, withNext } from "./paths";

/**
 * Guards a group of routes (spec section 2 "Routing rules"): without a token or a role, to
 * /register remembering the requested path; with a role the group does not allow, to that
 * role's home route.
 */
export function RequireGroup({ group }: { group: RouteGroup }) {
  const token = useAppSelector(selectAccessToken);
  const role = useAppSelector(selectRole);
  const user = useAppSelector(selectUser);
  const location = useLocation();

  if (!token || !role) {
    return <Navigate to={withNext(paths.register, `${location.pathname}${location.search}`)} replace />;
  }
  if (!canAccess(role, group)) return <Navigate to={homeRouteFor(role, user?.roleID)} replace />;
  return <Outlet />;
}
