import {
  EARLIEST_HEALTH_DATE,
  HEALTH_DATA_MESSAGES,
  MRS_ITEMS,
  MRS_VALUE_LABELS,
  type MrsItem,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  Field,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@pkg/ui";
import * as React from "react";

/** No field errors (one object, so that effects that follow the errors do not run on every render). */
const NO_ERRORS: Record<string, string> = {};

/** A quick log as the screen sends it: the symptom, its value and the local day it was on. */
export type QuickLogValues = { symptom: MrsItem; value: number; date: string };

export type QuickLogFormProps = {
  /** Today's local day (`YYYY-MM-DD`): the latest day that can be logged, and the default. */
  today: string;
  /** Values to start from (a quick log being edited). */
  initialValues?: Partial<QuickLogValues>;
  /** The API's field errors (`symptom`, `value`, `takenAt`). */
  fieldErrors?: Record<string, string>;
  submitting?: boolean;
  /** Why the last save failed; the values stay as they were. */
  submitError?: string | null;
  submitLabel?: string;
  onSubmit: (values: QuickLogValues) => void;
  /** Shows Cancel, which calls it (editing an entry). */
  onCancel?: () => void;
};

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
          <Select
            value={symptom}
            onValueChange={(next) => {
              setSymptom(next as MrsItem);
              edit("symptom");
            }}
          >
            <SelectTrigger className="w-full">
              <SelectValue placeholder="Choose a symptom" />
            </SelectTrigger>
            <SelectContent>
              {MRS_ITEMS.map((item) => (
                <SelectItem key={item.slug} value={item.slug}>
                  {item.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field
          label="How much"
          controlId={`${id}-value`}
          error={errors.value ?? serverError("value", "value")}
        >
          <Select
            value={value}
            onValueChange={(next) => {
              setValue(next);
              edit("value");
            }}
          >
            <SelectTrigger className="w-full">
              <SelectValue placeholder="Choose 0 to 4" />
            </SelectTrigger>
            <SelectContent>
              {MRS_VALUE_LABELS.map((word, score) => (
                <SelectItem key={word} value={String(score)}>
                  {score} {word}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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
      {submitError ? (
        <Alert variant="destructive">
          <AlertDescription>
            <p className="text-foreground">{submitError}</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary" loading={submitting}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
