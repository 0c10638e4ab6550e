import type { HealthHistory } from "@pkg/contracts";
import { HealthHistoryScreen } from "@pkg/screens";
import { useHealthHistoryQuery, useSaveHealthHistoryMutation, type SerializedApiError } from "@pkg/stores";
import * as React from "react";

import { failureOf } from "./health-requests";
import { useHealthZone } from "./use-health-zone";

/**
 * `/health-history`: conditions, medications, allergies, surgeries, family history, the last
 * period, smoking and alcohol, height and weight; saved as a whole.
 */
export function HealthHistoryRoute() {
  const { timeZone, today } = useHealthZone();
  const history = useHealthHistoryQuery();
  const [save, saving] = useSaveHealthHistoryMutation();
  const [saved, setSaved] = React.useState(false);
  const [fieldErrors, setFieldErrors] = React.useState<Record<string, string> | undefined>();
  const [saveError, setSaveError] = React.useState<string | null>(null);

  const onSave = async (values: HealthHistory) => {
    setSaved(false);
    setSaveError(null);
    const result = await save(values);
    if ("data" in result && result.data) {
      setFieldErrors(undefined);
      setSaved(true);
      return;
    }
    const failure = failureOf(result.error as SerializedApiError);
    setFieldErrors(failure.fieldErrors);
    setSaveError(failure.message);
  };

  return (
    <HealthHistoryScreen
      history={history.data ?? null}
      loading={history.isLoading}
      loadError={history.isError ? (history.error as SerializedApiError).message : null}
      onRetry={() => void history.refetch()}
      onSave={(values) => void onSave(values)}
      status={saving.isLoading ? "saving" : saved ? "saved" : "idle"}
      fieldErrors={fieldErrors}
      saveError={saveError}
      timeZone={timeZone}
      today={today}
    />
  );
}
