import { selectOnboardingProgress, selectRole, selectUser, useAppSelector } from "@pkg/stores";
import * as React from "react";
import { useLocation, useNavigate } from "react-router";

import { homeRouteFor } from "./access";
import { onboardingResumePath } from "./onboarding-steps";

/**
 * The signed-in person's home route: their role's (spec section 2), or for an unfinished
 * onboarding the page they left it on. Null for a visitor who is not signed in.
 */
export function useHomeRoute(): string | null {
  const role = useAppSelector(selectRole);
  const user = useAppSelector(selectUser);
  const progress = useAppSelector(selectOnboardingProgress);
  if (!role) return null;
  return homeRouteFor(role, user?.roleID, onboardingResumePath(user?.roleID, progress));
}

/**
 * The logo's click: home, as the spec's "/" leads a signed-in person there. Already there (an
 * onboarding page is its own home while the person is on it), nothing happens, so nothing typed
 * on the page is lost.
 */
export function useGoHome(): () => void {
  const home = useHomeRoute();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return React.useCallback(() => {
    const target = home ?? "/";
    if (target !== here) void navigate(target);
  }, [home, here, navigate]);
}
