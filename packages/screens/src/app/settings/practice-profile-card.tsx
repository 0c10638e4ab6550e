import { FOCUS_AREA_OPTIONS, MAX_CUSTOM_NICHES, MAX_FOCUS_AREAS } from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ChipGroup,
  ChipGroupItem,
  ChipPill,
  Field,
  Input,
  Skeleton,
  Textarea,
} from "@pkg/ui";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";

const OTHER = "Other";

/** The practice profile as typed: the focus areas as the onboarding step holds them. */
export type PracticeProfileValues = {
  firstName: string;
  /** 'Alternative name for your practice profile' (the record's last_name). */
  lastName: string;
  displayCredentials: string;
  location: string;
  yearsExperience: string;
  personalStory: string;
  /** The chosen chips, 'Other' while a niche is being typed. */
  chips: string[];
  /** Niches of the practitioner's own, shown as pills. */
  customNiches: string[];
  /** The text of 'Please specify your niche'. */
  nicheText: string;
};
export type PracticeProfileField = keyof PracticeProfileValues;

export type PracticeProfileCardProps = {
  values: PracticeProfileValues;
  /** Field messages, from the form's check (the onboarding's rules) or the API's 400. */
  errors: Partial<Record<PracticeProfileField, string>>;
  /** Changes on every save, so the first field in error takes the focus. */
  errorFocusKey?: number;
  onChange: <K extends PracticeProfileField>(field: K, value: PracticeProfileValues[K]) => void;
  /** 'Add niche': the typed niche becomes a pill. */
  onAddNiche: () => void;
  onSave: () => void;
  saving?: boolean;
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  saveError?: string | null;
  savedMessage?: string | null;
};

const FIELD_ORDER: PracticeProfileField[] = [
  "firstName",
  "lastName",
  "displayCredentials",
  "location",
  "yearsExperience",
  "personalStory",
  "chips",
  "nicheText",
];

/**
 * Settings' "Practice profile" for practitioners: the onboarding's answers that describe the
 * practice (names, credentials, location, experience, story and 1 to 5 focus areas).
 */
export function PracticeProfileCard({
  values,
  errors,
  errorFocusKey = 0,
  onChange,
  onAddNiche,
  onSave,
  saving = false,
  loading = false,
  loadError = null,
  onRetry,
  saveError = null,
  savedMessage = null,
}: PracticeProfileCardProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  React.useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (!first || errorFocusKey === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`);
    // The focus areas are a group: its first chip that can take the focus does.
    (target?.matches("input, textarea")
      ? target
      : target?.querySelector<HTMLElement>("button:not(:disabled)")
    )?.focus();
    // Only a new submission moves the focus: typing in a field must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorFocusKey]);

  const count = values.chips.length + values.customNiches.length;
  const otherChosen = values.chips.includes(OTHER);
  const pillsFull = values.customNiches.length >= MAX_CUSTOM_NICHES;
  const text = (field: PracticeProfileField) => ({
    "data-field": field,
    value: values[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Practice profile</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {loadError ? (
          <LoadFailedAlert message={loadError} onRetry={onRetry} />
        ) : loading ? (
          <Skeleton className="h-96" aria-busy="true" aria-label="Loading your practice profile" />
        ) : (
          <form
            ref={formRef}
            noValidate
            className="flex max-w-xl flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              onSave();
            }}
          >
            <p className="text-sm text-muted-foreground">
              What clients read about your practice. Your first name is also the one Haven greets you by.
            </p>
            <Field label="First name" error={errors.firstName} required>
              <Input name="first_name" autoComplete="given-name" maxLength={200} {...text("firstName")} />
            </Field>
            <Field label="Alternative name for your practice profile" error={errors.lastName} required>
              <Input name="last_name" maxLength={200} {...text("lastName")} />
            </Field>
            <Field
              label="Display credentials"
              description="For example FNTP or NBC-HWC."
              error={errors.displayCredentials}
            >
              <Input name="display_credentials" maxLength={200} {...text("displayCredentials")} />
            </Field>
            <Field label="Location" error={errors.location}>
              <Input name="location" maxLength={200} {...text("location")} />
            </Field>
            <Field label="Years of experience" error={errors.yearsExperience}>
              <Input
                name="years_experience"
                type="number"
                inputMode="numeric"
                min={0}
                max={80}
                step={1}
                className="max-w-32"
                {...text("yearsExperience")}
              />
            </Field>
            <Field label="Personal story" error={errors.personalStory}>
              <Textarea name="personal_story" rows={5} maxLength={5000} {...text("personalStory")} />
            </Field>

            <Field
              group
              label="Focus areas"
              description={
                count >= MAX_FOCUS_AREAS
                  ? `You chose ${MAX_FOCUS_AREAS}, the most you can choose. Clear one to choose another.`
                  : `Choose 1 to ${MAX_FOCUS_AREAS}: ${count} of ${MAX_FOCUS_AREAS} chosen`
              }
              error={errors.chips}
              required
            >
              <ChipGroup
                perRow={3}
                data-field="chips"
                max={Math.max(0, MAX_FOCUS_AREAS - values.customNiches.length)}
                value={values.chips}
                onValueChange={(chips) => onChange("chips", chips)}
              >
                {FOCUS_AREA_OPTIONS.map((option) => (
                  <ChipGroupItem
                    key={option}
                    value={option}
                    disabled={option === OTHER && pillsFull && !otherChosen}
                  >
                    {option}
                  </ChipGroupItem>
                ))}
              </ChipGroup>
            </Field>
            {values.customNiches.length > 0 ? (
              <div className="flex flex-col gap-2">
                <p id="practice-niches-label" className="text-sm font-medium">
                  Your niches
                </p>
                <ul aria-labelledby="practice-niches-label" className="flex flex-wrap gap-2">
                  {values.customNiches.map((niche) => (
                    <li key={niche}>
                      <ChipPill
                        onRemove={() =>
                          onChange(
                            "customNiches",
                            values.customNiches.filter((item) => item !== niche),
                          )
                        }
                      >
                        {niche}
                      </ChipPill>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {otherChosen ? (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
                <Field label="Please specify your niche" error={errors.nicheText} required className="flex-1">
                  <Input
                    data-field="nicheText"
                    value={values.nicheText}
                    maxLength={200}
                    onChange={(event) => onChange("nicheText", event.target.value)}
                    onKeyDown={(event) => {
                      // Enter adds the niche instead of saving the card.
                      if (event.key === "Enter") {
                        event.preventDefault();
                        onAddNiche();
                      }
                    }}
                  />
                </Field>
                <Button variant="secondary" className="sm:mt-7" onClick={onAddNiche}>
                  Add niche
                </Button>
              </div>
            ) : null}

            {saveError ? (
              <Alert variant="destructive">
                <AlertDescription>{saveError}</AlertDescription>
              </Alert>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" loading={saving}>
                Save practice profile
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
