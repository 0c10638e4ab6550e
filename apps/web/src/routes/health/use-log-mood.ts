import type { MoodEntry } from "@pkg/contracts";
import type { MoodLogValues } from "@pkg/screens";
import { moodRecorded, useAppDispatch, useLogMoodMutation, type SerializedApiError } from "@pkg/stores";
import * as React from "react";

import { failureOf } from "./health-requests";

/**
 * Logs a mood now in the person's zone, and records it as the client's last mood (the persisted
 * `clientMood` slice). A refusal leaves its messages for the screen; the note and tags stay.
 */
export function useLogMood(timeZone: string) {
  const dispatch = useAppDispatch();
  const [logMood, state] = useLogMoodMutation();
  const [fieldErrors, setFieldErrors] = React.useState<Record<string, string>>({});
  const [error, setError] = React.useState<string | null>(null);

  const log = async (values: MoodLogValues): Promise<MoodEntry | null> => {
    setFieldErrors({});
    setError(null);
    const result = await logMood({ ...values, loggedAt: new Date().toISOString(), timeZone });
    if ("data" in result && result.data) {
      dispatch(moodRecorded(String(result.data.mood)));
      return result.data;
    }
    const failure = failureOf(result.error as SerializedApiError);
    setFieldErrors(failure.fieldErrors);
    setError(failure.message);
    return null;
  };

  return { log, logging: state.isLoading, fieldErrors, error };
}
