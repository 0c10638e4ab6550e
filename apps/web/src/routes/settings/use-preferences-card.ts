import { optionalEmailKindsFor, ROLE_IDS, type Theme, type UserPreferences } from "@pkg/contracts";
import type { PreferencesCardProps, PreferencesDraft } from "@pkg/screens";
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

const FIELDS: readonly (keyof UserPreferences)[] = [
  "glucoseUnit",
  "hasDiabetes",
  "timeZone",
  "theme",
  "emailOptOuts",
];

/**
 * The card's field messages from a 400's field errors: an entry of a list (`emailOptOuts.1`) is
 * shown on the list; anything the card has no field for is left out.
 */
export function preferencesErrorsOf(fieldErrors: Record<string, string>): PreferencesCardProps["errors"] {
  const errors: NonNullable<PreferencesCardProps["errors"]> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.split(".")[0] as keyof UserPreferences;
    if (FIELDS.includes(field) && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

const SOMETHING_WENT_WRONG = "Something went wrong. Try again.";

/** Settings' "Preferences" card: loads the preferences, saves the theme at once and the rest on Save. */
export function usePreferencesCard(): PreferencesCardProps {
  const user = useAppSelector(selectUser);
  const preferences = usePreferencesQuery();
  const [update, saving] = useUpdatePreferencesMutation();
  const [updateTheme] = useUpdatePreferencesMutation();
  const [savedMessage, setSavedMessage] = React.useState<string | null>(null);
  const [saveError, setSaveError] = React.useState<string | null>(null);
  const [themeError, setThemeError] = React.useState<string | null>(null);
  const [errors, setErrors] = React.useState<PreferencesCardProps["errors"]>({});
  const timeZones = React.useMemo(browserTimeZones, []);
  const suggestedTimeZone = React.useMemo(browserTimeZone, []);
  const emailKinds = React.useMemo(() => optionalEmailKindsFor(user?.roleID), [user?.roleID]);

  const onSave = async (next: PreferencesDraft) => {
    setSavedMessage(null);
    setSaveError(null);
    setErrors({});
    const result = await update(next);
    if ("data" in result) {
      setSavedMessage("Preferences saved.");
      return;
    }
    const error = result.error as SerializedApiError;
    const fields = preferencesErrorsOf(fieldErrorsOf(error));
    if (fields && Object.keys(fields).length > 0) setErrors(fields);
    else setSaveError(error.message ?? SOMETHING_WENT_WRONG);
  };

  // The store shows the new theme at once and takes it back if the server refuses it.
  const onThemeChange = async (theme: Theme) => {
    setThemeError(null);
    const result = await updateTheme({ theme });
    if ("error" in result) {
      const error = result.error as SerializedApiError;
      setThemeError(`Your theme could not be saved. ${error.message ?? SOMETHING_WENT_WRONG}`);
    }
  };

  return {
    preferences: preferences.data ?? null,
    suggestedTimeZone,
    showGlucose: user?.roleID === ROLE_IDS.client,
    emailKinds,
    timeZones,
    onSave: (next) => void onSave(next),
    onThemeChange: (theme) => void onThemeChange(theme),
    themeError,
    saving: saving.isLoading,
    errors,
    saveError,
    savedMessage,
    loadError: preferences.isError ? (preferences.error as SerializedApiError).message : null,
    onRetry: () => void preferences.refetch(),
  };
}
