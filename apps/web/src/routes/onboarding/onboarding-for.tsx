import type { RoleId } from "@pkg/contracts";
import { selectRole, selectUser, useAppSelector } from "@pkg/stores";
import { Navigate, Outlet } from "react-router";

import { homeRouteFor } from "../../app/access";

/** An onboarding flow is for one kind of account: anyone else goes to their own home route. */
export function OnboardingFor({ roleID }: { roleID: RoleId }) {
  const user = useAppSelector(selectUser);
  const role = useAppSelector(selectRole);
  if (user?.roleID !== roleID) return <Navigate to={homeRouteFor(role, user?.roleID)} replace />;
  return <Outlet />;
}
