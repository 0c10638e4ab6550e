import type { RoleId } from "@pkg/contracts";
import { onboardingStepVisited, selectUser, useAppDispatch, useAppSelector } from "@pkg/stores";
import * as React from "react";
import { Navigate, Outlet, useLocation } from "react-router";

import { onboardingStepAt } from "../../app/onboarding-steps";
import { useHomeRoute } from "../../app/use-home-route";

/**
 * An onboarding flow is for one kind of account: anyone else goes to their own home route. Each
 * page opened is noted as the place to resume (the server is told, for a sign-in anywhere).
 */
export function OnboardingFor({ roleID }: { roleID: RoleId }) {
  const user = useAppSelector(selectUser);
  const home = useHomeRoute();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const allowed = user?.roleID === roleID;

  React.useEffect(() => {
    if (!allowed) return;
    const at = onboardingStepAt(roleID, pathname, search);
    if (at) dispatch(onboardingStepVisited(at));
  }, [allowed, roleID, pathname, search, dispatch]);

  if (!allowed) return <Navigate to={home ?? "/"} replace />;
  return <Outlet />;
}
