import {
  ACCOUNT_EMAILS,
  FALLBACK_TIME_ZONE,
  GLUCOSE_UNITS,
  OPTIONAL_EMAILS,
  THEME_LABELS,
  THEMES,
  type GlucoseUnit,
  type HealthPreferencesInput,
  type OptionalEmailKind,
  type Theme,
  type UserPreferences,
} from "@pkg/contracts";
import {
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
import { SettingsSaveRow } from "./settings-form";

/** What Save sends: the time zone, the glucose choices and the optional e-mails turned off. */
export type PreferencesDraft = HealthPreferencesInput & Pick<UserPreferences, "emailOptOuts">;

export type PreferencesCardProps = {
  /** The saved preferences (their zone null when none is saved yet); `null` while they load. */
  preferences: UserPreferences | null;
  /** The zone offered while none is saved: the browser's. */
  suggestedTimeZone?: string | undefined;
  /** A client also chooses the glucose unit and whether they have diabetes. */
  showGlucose: boolean;
  /** The optional e-mails that can reach this person (by their role), in order. */
  emailKinds: readonly OptionalEmailKind[];
  /** The time zones to choose from (IANA names). */
  timeZones: readonly string[];
  onSave: (preferences: PreferencesDraft) => void;
  /** A theme applies and is saved as soon as it is chosen. */
  onThemeChange: (theme: Theme) => void;
  /** Why the chosen theme could not be saved. */
  themeError?: string | null;
  saving?: boolean;
  /** Field messages from the API's 400. */
  errors?: Partial<Record<keyof UserPreferences, string>>;
  saveError?: string | null;
  savedMessage?: string | null;
  loadError?: string | null;
  onRetry?: () => void;
};

/** What the card starts from: the saved preferences, with the suggested zone while none is saved. */
const draftOf = (saved: UserPreferences | null, suggested: string | undefined): PreferencesDraft | null =>
  saved && {
    glucoseUnit: saved.glucoseUnit,
    hasDiabetes: saved.hasDiabetes,
    timeZone: saved.timeZone ?? suggested ?? FALLBACK_TIME_ZONE,
    emailOptOuts: saved.emailOptOuts,
  };

/** The saved values the draft follows: the theme is saved on its own and leaves the draft alone. */
const draftKey = (saved: UserPreferences | null) =>
  saved &&
  JSON.stringify([saved.glucoseUnit, saved.hasDiabetes, saved.timeZone, [...saved.emailOptOuts].sort()]);

/** The preferences being edited; starts from the saved ones and follows them when they change. */
function useDraft(saved: UserPreferences | null, suggested: string | undefined) {
  const [draft, setDraft] = React.useState(() => draftOf(saved, suggested));
  const key = draftKey(saved);
  const [from, setFrom] = React.useState(key);
  if (key !== from) {
    setFrom(key);
    setDraft(draftOf(saved, suggested));
  }
  return [draft, setDraft] as const;
}

/**
 * Settings' "Preferences": the colour theme (applied and saved at once), the time zone every day,
 * streak and chart is counted in, for a client the glucose unit and 'I have diabetes' (which
 * chooses the glucose ranges), and the optional e-mails of the person's role; the account e-mails
 * are listed as always sent.
 */
export function PreferencesCard({
  preferences,
  suggestedTimeZone,
  showGlucose,
  emailKinds,
  timeZones,
  onSave,
  onThemeChange,
  themeError = null,
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
  const id = React.useId();
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
          <h2>Preferences</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loadError ? (
          <LoadFailedAlert message={loadError} onRetry={onRetry} />
        ) : !draft || !preferences ? (
          <Skeleton className="h-40" aria-busy="true" aria-label="Loading your preferences" />
        ) : (
          <div className="flex max-w-md flex-col gap-6">
            <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-theme-description`}>
              <legend className="mb-1 text-sm font-medium">Theme</legend>
              <p id={`${id}-theme-description`} className="text-sm text-muted-foreground">
                Applies at once, on every device you sign in on.
              </p>
              <RadioGroup
                value={preferences.theme}
                onValueChange={(theme) => onThemeChange(theme as Theme)}
                aria-label="Theme"
                className="flex flex-wrap gap-x-6 gap-y-2"
              >
                {THEMES.map((theme) => (
                  <div key={theme} className="flex items-center gap-2">
                    <RadioGroupItem value={theme} id={`${id}-theme-${theme}`} />
                    <Label htmlFor={`${id}-theme-${theme}`}>{THEME_LABELS[theme]}</Label>
                  </div>
                ))}
              </RadioGroup>
              {themeError ? (
                <p role="alert" className="text-sm text-destructive">
                  {themeError}
                </p>
              ) : null}
            </fieldset>
            <form
              noValidate
              aria-label="Your preferences"
              className="flex flex-col gap-5"
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
                          <RadioGroupItem value={unit} id={`${id}-${unit}`} />
                          <Label htmlFor={`${id}-${unit}`}>{unit}</Label>
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
              <fieldset className="flex flex-col gap-4">
                <legend className="mb-1 text-sm font-medium">E-mails to receive</legend>
                {emailKinds.map((kind) => (
                  <Field
                    key={kind}
                    orientation="horizontal"
                    label={OPTIONAL_EMAILS[kind].label}
                    description={OPTIONAL_EMAILS[kind].description}
                  >
                    <Switch
                      checked={!draft.emailOptOuts.includes(kind)}
                      onCheckedChange={(on) =>
                        setDraft({
                          ...draft,
                          emailOptOuts: on
                            ? draft.emailOptOuts.filter((other) => other !== kind)
                            : [...draft.emailOptOuts, kind],
                        })
                      }
                    />
                  </Field>
                ))}
                {errors.emailOptOuts ? (
                  <p role="alert" className="text-sm text-destructive">
                    {errors.emailOptOuts}
                  </p>
                ) : null}
                <div className="text-sm">
                  <p id={`${id}-always`} className="font-medium">
                    Always sent, to keep your account safe
                  </p>
                  <ul aria-labelledby={`${id}-always`} className="mt-1 list-disc pl-5 text-muted-foreground">
                    {ACCOUNT_EMAILS.map((mail) => (
                      <li key={mail.kind}>{mail.label}</li>
                    ))}
                  </ul>
                </div>
              </fieldset>
              <SettingsSaveRow
                label="Save preferences"
                saving={saving}
                saveError={saveError}
                savedMessage={savedMessage}
              />
            </form>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
