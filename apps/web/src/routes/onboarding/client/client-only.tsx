import { ROLE_IDS } from "@pkg/contracts";
import { selectRole, selectUser, useAppSelector } from "@pkg/stores";
import { Navigate, Outlet } from "react-router";

import { homeRouteFor } from "../../../app/access";

/** The client flow is for client accounts: anyone else goes to their own home route. */
export function ClientOnly() {
  const user = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  if (user?.roleID !== ROLE_IDS.client) return <Navigate to={homeRouteFor(role, user?.roleID)} replace />;
  return <Outlet />;
}
