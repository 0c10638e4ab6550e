import { loggedOut, selectAccessToken, signOut, useAppDispatch, useAppStore } from "@pkg/stores";
import * as React from "react";
import { useLocation, useNavigate } from "react-router";

import { paths } from "./paths";
import { flushOnboardingProgress, persistor } from "./store";

type SignOutState = { signOut?: true };

/** How long a sign-out waits for the last onboarding progress save before it revokes the token. */
const PROGRESS_FLUSH_LIMIT_MS = 5000;

/**
 * Sign out, from any signed-in page: go to Log in, and end the session there (see
 * `SignOutOnArrival`), so that no guarded page is still on screen when the session ends (its
 * guard would otherwise send the person to /register remembering that page).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = React.useState(false);
  const onSignOut = React.useCallback(() => {
    setSigningOut(true);
    void navigate(paths.auth, { replace: true, state: { signOut: true } satisfies SignOutState });
  }, [navigate]);
  return { signingOut, onSignOut };
}

/**
 * Ends the session once Log in shows after Sign out: here at once (and in storage), then on the
 * server, once the onboarding progress still being sent there has arrived (it travels with the
 * token being revoked). That call is not aborted with the screen: the token should be revoked
 * regardless.
 */
export function SignOutOnArrival() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const handled = React.useRef<string | null>(null);
  const requested = (location.state as SignOutState | null)?.signOut === true;

  React.useEffect(() => {
    if (!requested || handled.current === location.key) return;
    handled.current = location.key;
    const token = selectAccessToken(store.getState());
    if (!token) return;
    dispatch(loggedOut());
    // A save that does not answer must not keep the token alive on the server.
    const progressSaved = Promise.race([
      flushOnboardingProgress(),
      new Promise<void>((resolve) => setTimeout(resolve, PROGRESS_FLUSH_LIMIT_MS)),
    ]);
    void Promise.all([persistor.flush(), progressSaved]).then(() => dispatch(signOut(token)));
  }, [requested, location.key, dispatch, store]);

  return null;
}
