import { ROLE_IDS, type HealthPreferencesInput } from "@pkg/contracts";
import type { PreferencesCardProps } from "@pkg/screens";
import {
  healthApi,
  selectUser,
  useAppSelector,
  usePreferencesQuery,
  useUpdatePreferencesMutation,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { fieldErrorsOf } from "../../app/api-errors";
import { injectServerApi } from "../../app/store";
import { browserTimeZone } from "../../app/use-browser-time-zone";

injectServerApi(healthApi);

/** The IANA zones this browser knows, or none when it cannot list them (the saved one is kept). */
export function browserTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: "timeZone") => string[] };
  try {
    return intl.supportedValuesOf?.("timeZone") ?? [];
  } catch {
    return [];
  }
}

/** Settings' "Units and time zone" card: loads the preferences and saves them. */
export function usePreferencesCard(): PreferencesCardProps {
  const user = useAppSelector(selectUser);
  const preferences = usePreferencesQuery();
  const [update, saving] = useUpdatePreferencesMutation();
  const [savedMessage, setSavedMessage] = React.useState<string | null>(null);
  const [saveError, setSaveError] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<PreferencesCardProps["errors"]>({});
  const timeZones = React.useMemo(browserTimeZones, []);
  const suggestedTimeZone = React.useMemo(browserTimeZone, []);

  const onSave = async (next: HealthPreferencesInput) => {
    setSavedMessage(null);
    setSaveError(null);
    setErrors({});
    const result = await update(next);
    if ("data" in result) {
      setSavedMessage("Preferences saved.");
      return;
    }
    const error = result.error as SerializedApiError;
    const fields = fieldErrorsOf(error);
    if (Object.keys(fields).length > 0) setErrors(fields);
    else setSaveError(error.message ?? "Something went wrong. Try again.");
  };

  return {
    preferences: preferences.data ?? null,
    suggestedTimeZone,
    showGlucose: user?.roleID === ROLE_IDS.client,
    timeZones,
    onSave: (next) => void onSave(next),
    saving: saving.isLoading,
    errors,
    saveError,
    savedMessage,
    loadError: preferences.isError ? (preferences.error as SerializedApiError).message : null,
    onRetry: () => void preferences.refetch(),
  };
}
