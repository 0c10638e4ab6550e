import {
  FALLBACK_TIME_ZONE,
  GLUCOSE_UNITS,
  type GlucoseUnit,
  type HealthPreferences,
  type HealthPreferencesInput,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Combobox,
  Field,
  Label,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
  Switch,
} from "@pkg/ui";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";

export type PreferencesCardProps = {
  /** The saved preferences (their zone null when none is saved yet); `null` while they load. */
  preferences: HealthPreferences | null;
  /** The zone offered while none is saved: the browser's. */
  suggestedTimeZone?: string | undefined;
  /** A client also chooses the glucose unit and whether they have diabetes. */
  showGlucose: boolean;
  /** The time zones to choose from (IANA names). */
  timeZones: readonly string[];
  onSave: (preferences: HealthPreferencesInput) => void;
  saving?: boolean;
  /** Field messages from the API's 400. */
  errors?: Partial<Record<keyof HealthPreferences, string>>;
  saveError?: string | null;
  savedMessage?: string | null;
  loadError?: string | null;
  onRetry?: () => void;
};

/** What the card starts from: the saved preferences, with the suggested zone while none is saved. */
const draftOf = (
  saved: HealthPreferences | null,
  suggested: string | undefined,
): HealthPreferencesInput | null =>
  saved && { ...saved, timeZone: saved.timeZone ?? suggested ?? FALLBACK_TIME_ZONE };

/** The preferences being edited; starts from the saved ones and follows them when they change. */
function useDraft(saved: HealthPreferences | null, suggested: string | undefined) {
  const [draft, setDraft] = React.useState(() => draftOf(saved, suggested));
  const [from, setFrom] = React.useState(saved);
  if (saved !== from) {
    setFrom(saved);
    setDraft(draftOf(saved, suggested));
  }
  return [draft, setDraft] as const;
}

/**
 * Settings' "Units and time zone": the time zone every day, streak and chart is counted in, and for
 * a client the glucose unit and 'I have diabetes', which chooses the glucose ranges.
 */
export function PreferencesCard({
  preferences,
  suggestedTimeZone,
  showGlucose,
  timeZones,
  onSave,
  saving = false,
  errors = {},
  saveError = null,
  savedMessage = null,
  loadError = null,
  onRetry,
}: PreferencesCardProps) {
  const [draft, setDraft] = useDraft(preferences, suggestedTimeZone);
  const zoneOptions = React.useMemo(() => {
    const zones = new Set(timeZones);
    if (draft) zones.add(draft.timeZone);
    return [...zones].map((zone) => ({ value: zone, label: zone.replaceAll("_", " ") }));
  }, [timeZones, draft]);
  const unitId = React.useId();
  const zoneNotSaved =
    preferences?.timeZone !== null
      ? ""
      : suggestedTimeZone
        ? " None is saved yet: this one is your device's."
        : " None is saved yet.";

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{showGlucose ? "Units and time zone" : "Time zone"}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loadError ? (
          <LoadFailedAlert message={loadError} onRetry={onRetry} />
        ) : !draft ? (
          <Skeleton className="h-40" aria-busy="true" aria-label="Loading your preferences" />
        ) : (
          <form
            noValidate
            className="flex max-w-md flex-col gap-5"
            onSubmit={(event) => {
              event.preventDefault();
              onSave(draft);
            }}
          >
            <Field
              label="Time zone"
              description={`Your days, streaks and charts follow this time zone.${zoneNotSaved}`}
              error={errors.timeZone}
            >
              <Combobox
                name="timeZone"
                options={zoneOptions}
                value={draft.timeZone}
                onValueChange={(timeZone) => setDraft({ ...draft, timeZone })}
                searchLabel="Search time zones"
                searchPlaceholder="Search, e.g. Toronto"
              />
            </Field>
            {showGlucose ? (
              <>
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-medium">Glucose unit</legend>
                  <RadioGroup
                    orientation="horizontal"
                    value={draft.glucoseUnit}
                    onValueChange={(unit) => setDraft({ ...draft, glucoseUnit: unit as GlucoseUnit })}
                    aria-label="Glucose unit"
                    className="flex gap-6"
                  >
                    {GLUCOSE_UNITS.map((unit) => (
                      <div key={unit} className="flex items-center gap-2">
                        <RadioGroupItem value={unit} id={`${unitId}-${unit}`} />
                        <Label htmlFor={`${unitId}-${unit}`}>{unit}</Label>
                      </div>
                    ))}
                  </RadioGroup>
                  {errors.glucoseUnit ? (
                    <p className="text-sm text-destructive">{errors.glucoseUnit}</p>
                  ) : null}
                </fieldset>
                <Field
                  orientation="horizontal"
                  label="I have diabetes"
                  description="Your glucose readings are then compared with treatment targets instead of the ranges for people without diabetes."
                  error={errors.hasDiabetes}
                >
                  <Switch
                    checked={draft.hasDiabetes}
                    onCheckedChange={(hasDiabetes) => setDraft({ ...draft, hasDiabetes })}
                  />
                </Field>
              </>
            ) : null}
            {saveError ? (
              <Alert variant="destructive">
                <AlertDescription>{saveError}</AlertDescription>
              </Alert>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" loading={saving}>
                Save preferences
              </Button>
              <p role="status" className="text-sm text-muted-foreground">
                {savedMessage}
              </p>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
