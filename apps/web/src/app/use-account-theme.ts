import { healthApi, selectAccessToken, selectUser, useAppSelector, usePreferencesQuery } from "@pkg/stores";
import * as React from "react";

import { injectServerApi } from "./store";
import { applyTheme } from "./theme";

injectServerApi(healthApi);

/**
 * Applies the signed-in person's theme (saved on the server, so it follows them to every device)
 * to the whole app as soon as their preferences arrive, and again whenever it changes (a choice in
 * Settings shows at once: the cached preferences change before the server answers). Called by the
 * signed-in pages' frame.
 */
export function useAccountTheme(): void {
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectAccessToken);
  const signedIn = Boolean(user && token);
  const theme = usePreferencesQuery(undefined, { skip: !signedIn }).data?.theme;
  React.useEffect(() => {
    if (signedIn && theme) applyTheme(theme);
  }, [signedIn, theme]);
}
