import { ROLE_IDS, type TwoFactorState } from "@pkg/contracts";
import { fetchTwoFactor, selectAccessToken, selectUser, useAppDispatch, useAppSelector } from "@pkg/stores";
import * as React from "react";

/**
 * The method a practitioner chose during onboarding while it is not set up yet (null otherwise):
 * the frame offers it for set-up. Asked at sign-in and again on leaving Settings (where it is set up).
 */
export function useTwoFactorReminder(onSettings: boolean): string | null {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectAccessToken);
  const [state, setState] = React.useState<TwoFactorState | null>(null);
  const practitioner = user?.roleID === ROLE_IDS.practitioner && user.onboardingCompleted;

  React.useEffect(() => {
    setState(null);
    if (!practitioner || !token || onSettings) return;
    const request = dispatch(fetchTwoFactor());
    void request.then((result) => {
      if (fetchTwoFactor.fulfilled.match(result)) setState(result.payload);
    });
    return () => request.abort();
  }, [dispatch, practitioner, token, onSettings]);

  if (!state || state.enabled) return null;
  return state.onboardingChoice;
}
