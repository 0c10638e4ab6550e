import { Field, Input, Textarea } from "@pkg/ui";
import type * as React from "react";

import { FocusAreasFields } from "../../onboarding/practitioner/focus-areas/focus-areas-fields";
import { SettingsCard, SettingsForm, SettingsSaveRow, useFirstErrorFocus } from "./settings-form";

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
  const formRef = useFirstErrorFocus(FIELD_ORDER, errors, errorFocusKey, (form, first) => {
    const target = form.querySelector<HTMLElement>(`[data-field="${first}"]`);
    // The focus areas are a group: its first chip that can take the focus does.
    (target?.matches("input, textarea")
      ? target
      : target?.querySelector<HTMLElement>("button:not(:disabled)")
    )?.focus();
  });

  const text = (field: PracticeProfileField) => ({
    "data-field": field,
    value: values[field] as string,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value),
  });

  return (
    <SettingsCard
      title="Practice profile"
      loadError={loadError}
      onRetry={onRetry}
      loading={loading}
      loadingLabel="Loading your practice profile"
      skeletonClassName="h-96"
    >
      <SettingsForm ref={formRef} className="flex max-w-xl flex-col gap-4" onSubmit={onSave}>
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

        <FocusAreasFields
          values={values}
          errors={errors}
          onChange={onChange}
          onAddNiche={onAddNiche}
          sayRule
        />

        <SettingsSaveRow
          label="Save practice profile"
          saving={saving}
          saveError={saveError}
          savedMessage={savedMessage}
        />
      </SettingsForm>
    </SettingsCard>
  );
}
