import {
  GLUCOSE_LIMITS,
  GLUCOSE_MEASUREMENT_TYPES,
  GLUCOSE_NOTES_MAX,
  GLUCOSE_UNITS,
  type GlucoseReadingInput,
  type GlucoseUnit,
} from "@pkg/contracts";
import { Field, Input, Label, RadioGroup, RadioGroupItem, Textarea } from "@pkg/ui";
import type * as React from "react";

import { OptionSelect, slugOptions } from "../../shared/option-select";
import { ErrorAlert, FormFooter } from "../shared/form-parts";
import { useFormErrors } from "../shared/use-form-errors";

import { GlucoseSeekCareAlert } from "./glucose-bands";
import {
  localDateTimeOf,
  typedSeekCare,
  validateGlucoseDraft,
  type GlucoseDraft,
  type GlucoseFieldErrors,
} from "./glucose-form";

export type GlucoseReadingFormProps = {
  /** Names the form's controls apart when two forms are on the page ('log', 'edit'). */
  idPrefix: string;
  /** The form's name for assistive technology ('Log a reading'). */
  label: string;
  draft: GlucoseDraft;
  onDraftChange: (draft: GlucoseDraft) => void;
  /** The unit the value is typed in. */
  unit: GlucoseUnit;
  onUnitChange: (unit: GlucoseUnit) => void;
  timeZone: string;
  /** The date and time shown while the draft has none. */
  now: Date | string;
  /** Called with the checked reading. */
  onSubmit: (reading: GlucoseReadingInput) => void;
  submitLabel: string;
  saving?: boolean;
  /** The server's field messages for the last save. */
  fieldErrors?: GlucoseFieldErrors;
  /** Saving failed for another reason than a field. */
  saveError?: string | null;
  /** Beside the submit button (Cancel in the edit dialog). */
  secondaryAction?: React.ReactNode;
};

const FIELD_ORDER = ["value", "unit", "measurementType", "takenAt", "timeZone", "notes"] as const;
const MEASUREMENT_TYPE_OPTIONS = slugOptions(GLUCOSE_MEASUREMENT_TYPES);

/**
 * A glucose reading: value and unit, when it was taken (its type, date and time), notes. The
 * values are checked with the contracts' schema on submit; an extreme value shows the seek-care
 * advice as soon as it is typed.
 */
export function GlucoseReadingForm({
  idPrefix,
  label,
  draft,
  onDraftChange,
  unit,
  onUnitChange,
  timeZone,
  now,
  onSubmit,
  submitLabel,
  saving = false,
  fieldErrors,
  saveError = null,
  secondaryAction,
}: GlucoseReadingFormProps) {
  const { formRef, errors, setErrors, checked } = useFormErrors(fieldErrors, (form, shown) => {
    const first = FIELD_ORDER.find((field) => shown[field]);
    return first ? form.querySelector<HTMLElement>(`[data-field="${first}"]`) : null;
  });

  const shownDateTime = draft.date || localDateTimeOf(now, timeZone);
  const [day = "", time = ""] = shownDateTime.split("T");
  const seekCare = typedSeekCare(draft.glucoseValue, unit);
  const limits = GLUCOSE_LIMITS[unit];

  const change = (part: Partial<GlucoseDraft>, ...fields: string[]) => {
    onDraftChange({ ...draft, ...part });
    if (fields.some((field) => errors[field])) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))),
      );
    }
  };

  const id = (name: string) => `${idPrefix}-glucose-${name}`;

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const check = validateGlucoseDraft(draft, { unit, timeZone, now });
        checked(check.ok ? {} : check.errors);
        if (check.ok) onSubmit(check.data);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto]">
        <Field
          label="Glucose reading"
          description={`Between ${limits.min} and ${limits.max} ${unit}.`}
          error={errors.value}
          required
        >
          <Input
            data-field="value"
            name="glucoseValue"
            inputMode="decimal"
            autoComplete="off"
            value={draft.glucoseValue}
            aria-describedby={seekCare ? id("advice") : undefined}
            onChange={(event) => change({ glucoseValue: event.target.value }, "value")}
          />
        </Field>
        <Field group label="Unit" error={errors.unit}>
          <RadioGroup
            data-field="unit"
            orientation="horizontal"
            value={unit}
            onValueChange={(value) => {
              onUnitChange(value as GlucoseUnit);
              if (errors.value || errors.unit) {
                setErrors((current) => ({ ...current, value: undefined, unit: undefined }));
              }
            }}
            className="flex h-10 items-center gap-4"
          >
            {GLUCOSE_UNITS.map((option) => (
              <div key={option} className="flex items-center gap-2">
                <RadioGroupItem value={option} id={id(`unit-${option}`)} />
                <Label htmlFor={id(`unit-${option}`)}>{option}</Label>
              </div>
            ))}
          </RadioGroup>
        </Field>
      </div>
      {seekCare ? <GlucoseSeekCareAlert id={id("advice")} seekCare={seekCare} /> : null}
      <Field label="Measurement type" error={errors.measurementType} required>
        <OptionSelect
          value={draft.measurementType}
          onValueChange={(measurementType) => change({ measurementType }, "measurementType")}
          options={MEASUREMENT_TYPE_OPTIONS}
          placeholder="Choose when it was taken"
          triggerProps={{ "data-field": "measurementType", className: "w-full sm:w-72" }}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date" error={errors.takenAt} required>
          <Input
            data-field="takenAt"
            name="date"
            type="date"
            value={day}
            onChange={(event) => change({ date: `${event.target.value}T${time}` }, "takenAt")}
          />
        </Field>
        <Field label="Time" required>
          <Input
            name="time"
            type="time"
            value={time}
            onChange={(event) => change({ date: `${day}T${event.target.value}` }, "takenAt")}
          />
        </Field>
      </div>
      <Field label="Notes" description="Optional: what you ate, how you felt." error={errors.notes}>
        <Textarea
          data-field="notes"
          name="notes"
          rows={2}
          maxLength={GLUCOSE_NOTES_MAX}
          value={draft.notes}
          onChange={(event) => change({ notes: event.target.value }, "notes")}
        />
      </Field>
      <ErrorAlert message={errors.timeZone} />
      <FormFooter error={saveError} saving={saving} submitLabel={submitLabel}>
        {secondaryAction}
      </FormFooter>
    </form>
  );
}
