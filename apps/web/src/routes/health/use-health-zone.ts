import { DEFAULT_HEALTH_PREFERENCES, localDateOf, type HealthPreferences } from "@pkg/contracts";
import { healthApi, usePreferencesQuery, type SerializedApiError } from "@pkg/stores";

import { injectServerApi } from "../../app/store";
import { browserTimeZone } from "../../app/use-browser-time-zone";

injectServerApi(healthApi);

export type HealthZone = {
  /** The person's unit, diabetes setting and zone (the browser's zone until they load). */
  preferences: HealthPreferences;
  /** The preferences have loaded (or failed: the defaults stand). */
  ready: boolean;
  loadError: string | null;
  timeZone: string;
  /** Today in the person's zone (`YYYY-MM-DD`). */
  today: string;
};

/**
 * Where the health pages are in time: the person's zone (decisions.md: days, streaks and charts use
 * their local day) and today in it.
 */
export function useHealthZone(): HealthZone {
  const preferences = usePreferencesQuery();
  const saved = preferences.data;
  const timeZone = saved?.timeZone ?? browserTimeZone() ?? "UTC";
  return {
    preferences: saved ?? { ...DEFAULT_HEALTH_PREFERENCES, timeZone },
    ready: !preferences.isLoading,
    loadError: preferences.isError ? (preferences.error as SerializedApiError).message : null,
    timeZone,
    today: localDateOf(new Date(), timeZone),
  };
}
