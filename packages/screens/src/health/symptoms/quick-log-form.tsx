import {
  EARLIEST_HEALTH_DATE,
  HEALTH_DATA_MESSAGES,
  MRS_ITEMS,
  MRS_VALUE_LABELS,
  type MrsItem,
} from "@pkg/contracts";
import { Button, Field, Input } from "@pkg/ui";
import * as React from "react";

import { OptionSelect } from "../../shared/option-select";
import { CancelButton, NO_ERRORS, SaveFailedAlert, type HealthFormProps } from "../shared/form-parts";

/** A quick log as the screen sends it: the symptom, its value and the local day it was on. */
export type QuickLogValues = { symptom: MrsItem; value: number; date: string };

export type QuickLogFormProps = HealthFormProps<QuickLogValues> & {
  /** Today's local day (`YYYY-MM-DD`): the latest day that can be logged, and the default. */
  today: string;
  /** Values to start from (a quick log being edited). */
  initialValues?: Partial<QuickLogValues>;
};

const SYMPTOM_OPTIONS = MRS_ITEMS.map((item) => ({ value: item.slug, label: item.name }));
const VALUE_OPTIONS = MRS_VALUE_LABELS.map((word, score) => ({
  value: String(score),
  label: `${score} ${word}`,
}));

type Errors = Partial<Record<"symptom" | "value" | "date", string>>;

/** The date field's message for a day, or none when it can be logged. */
function dateMessage(date: string, today: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))
    return HEALTH_DATA_MESSAGES.dayFormat;
  if (date > today) return HEALTH_DATA_MESSAGES.dateInFuture;
  if (date < EARLIEST_HEALTH_DATE) return HEALTH_DATA_MESSAGES.dateTooEarly;
  return undefined;
}

/** A quick log of one symptom on a chosen day: the symptom, its value 0 to 4, and the day (not a future one). */
export function QuickLogForm({
  today,
  initialValues = {},
  fieldErrors = NO_ERRORS,
  submitting = false,
  submitError,
  submitLabel = "Log symptom",
  onSubmit,
  onCancel,
}: QuickLogFormProps) {
  const [symptom, setSymptom] = React.useState<MrsItem | "">(initialValues.symptom ?? "");
  const [value, setValue] = React.useState<string>(
    initialValues.value === undefined ? "" : String(initialValues.value),
  );
  const [date, setDate] = React.useState(initialValues.date ?? today);
  const [errors, setErrors] = React.useState<Errors>({});
  const [edited, setEdited] = React.useState<Set<string>>(new Set());
  const id = React.useId();

  // New errors from the API show again until their field changes.
  const errorsKey = JSON.stringify(fieldErrors);
  const [errorsSeen, setErrorsSeen] = React.useState(errorsKey);
  if (errorsKey !== errorsSeen) {
    setErrorsSeen(errorsKey);
    setEdited(new Set());
  }

  const serverError = (field: string, key: string) => (edited.has(field) ? undefined : fieldErrors[key]);
  const edit = (field: keyof Errors) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setEdited((current) => new Set(current).add(field));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const next: Errors = {
      symptom: symptom ? undefined : HEALTH_DATA_MESSAGES.symptomRequired,
      value: value === "" ? HEALTH_DATA_MESSAGES.quickLogValue : undefined,
      date: dateMessage(date, today),
    };
    setErrors(next);
    const first = (["symptom", "value", "date"] as const).find((field) => next[field]);
    if (first) {
      requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
      return;
    }
    onSubmit({ symptom: symptom as MrsItem, value: Number(value), date });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Quick log" className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-3">
        <Field
          label="Symptom"
          controlId={`${id}-symptom`}
          error={errors.symptom ?? serverError("symptom", "symptom")}
        >
          <OptionSelect
            value={symptom}
            onValueChange={(next) => {
              setSymptom(next as MrsItem);
              edit("symptom");
            }}
            options={SYMPTOM_OPTIONS}
            placeholder="Choose a symptom"
            triggerProps={{ className: "w-full" }}
          />
        </Field>
        <Field
          label="How much"
          controlId={`${id}-value`}
          error={errors.value ?? serverError("value", "value")}
        >
          <OptionSelect
            value={value}
            onValueChange={(next) => {
              setValue(next);
              edit("value");
            }}
            options={VALUE_OPTIONS}
            placeholder="Choose 0 to 4"
            triggerProps={{ className: "w-full" }}
          />
        </Field>
        <Field label="Day" controlId={`${id}-date`} error={errors.date ?? serverError("date", "takenAt")}>
          <Input
            type="date"
            value={date}
            min={EARLIEST_HEALTH_DATE}
            max={today}
            onChange={(event) => {
              setDate(event.target.value);
              edit("date");
            }}
          />
        </Field>
      </div>
      <SaveFailedAlert message={submitError} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" loading={submitting}>
          {submitLabel}
        </Button>
        <CancelButton onCancel={onCancel} />
      </div>
    </form>
  );
}
