import { isTimeZone, type HealthPreferences } from "@pkg/contracts";
import {
  healthApi,
  selectAccessToken,
  selectUser,
  useAppSelector,
  usePreferencesQuery,
  useUpdatePreferencesMutation,
} from "@pkg/stores";
import * as React from "react";

import { injectServerApi } from "./store";

injectServerApi(healthApi);

/** The IANA zone this browser is in, or undefined when it does not say or names one we cannot use. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

export type BrowserTimeZoneState = {
  signedIn: boolean;
  /** The person's saved preferences; undefined until they have loaded. */
  preferences: Pick<HealthPreferences, "timeZone"> | undefined;
  browserZone: string | undefined;
  /** Whether this page already sent one for this person (sent or refused, it is not sent again). */
  alreadySent: boolean;
};

/**
 * The zone to save for the person, or null when there is none to save: only for someone signed in
 * whose preferences have loaded without a zone (decisions.md: taken from the browser at the first
 * sign-in; a zone once set, or chosen in Settings, is never replaced), once, and only a zone the
 * browser names.
 */
export function timeZoneToSave(state: BrowserTimeZoneState): string | null {
  if (!state.signedIn || state.alreadySent || !state.browserZone) return null;
  if (!state.preferences || state.preferences.timeZone !== null) return null;
  return state.browserZone;
}

/** The people this page has sent a zone for. */
const sentFor = new Set<string>();

/**
 * Saves the browser's time zone as the signed-in person's when they have none yet (their first
 * sign-in). Called by the signed-in pages' frame.
 */
export function useBrowserTimeZone(): void {
  const user = useAppSelector(selectUser);
  const token = useAppSelector(selectAccessToken);
  const signedIn = Boolean(user && token);
  // The store empties its server-data caches when a session ends or begins, so a cached answer is
  // this person's: no refetch each time the frame mounts (every page change).
  const preferences = usePreferencesQuery(undefined, { skip: !signedIn });
  const [update] = useUpdatePreferencesMutation();
  const browserZone = React.useMemo(browserTimeZone, []);
  const userId = user?.id;
  const zone = timeZoneToSave({
    signedIn,
    preferences: preferences.isFetching ? undefined : preferences.data,
    browserZone,
    alreadySent: userId !== undefined && sentFor.has(userId),
  });

  React.useEffect(() => {
    if (!zone || !userId || sentFor.has(userId)) return;
    sentFor.add(userId);
    void update({ timeZone: zone });
  }, [zone, userId, update]);
}
