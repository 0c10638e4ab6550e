import {
  HEALTH_DATA_MESSAGES,
  HEALTH_HISTORY_LIMITS,
  HORMONE_THERAPY_ROUTES,
  HORMONE_THERAPY_TYPES,
  OOPHORECTOMY_OPTIONS,
  SMOKING_STATUSES,
  type HealthHistory,
  type HealthHistoryResponse,
} from "@pkg/contracts";
import {
  Button,
  Checkbox,
  Field,
  IconButton,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  Skeleton,
} from "@pkg/ui";
import { Plus, Trash2 } from "lucide-react";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { OptionSelect, slugOptions } from "../../shared/option-select";
import { FormFooter } from "../shared/form-parts";
import { SectionCard } from "../shared/section-card";
import { useFormErrors } from "../shared/use-form-errors";
import {
  emptyHealthHistoryValues,
  emptyMedication,
  healthHistoryValuesFrom,
  validateHealthHistory,
  type HealthHistoryErrors,
  type HealthHistoryValues,
  type MedicationValues,
} from "./health-history-form";

/** Said once the history was saved. */
export const HEALTH_HISTORY_SAVED = "Health history saved.";

export type HealthHistoryScreenProps = {
  /** The saved history (null while it loads). */
  history: HealthHistoryResponse | null;
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
  /** Save the whole history, checked with the contracts' schema. */
  onSave: (history: HealthHistory) => void;
  /** `saving` while the save runs; `saved` once it succeeded (says so). */
  status?: "idle" | "saving" | "saved";
  /** The server's field messages for the last save, by the schema's paths. */
  fieldErrors?: HealthHistoryErrors;
  /** Saving failed for another reason than a field: the form keeps what was typed. */
  saveError?: string | null;
  /** The person's time zone, for the "Last updated" date. */
  timeZone: string;
  /** Today in the person's zone (`YYYY-MM-DD`): the latest date the date fields offer. */
  today: string;
};

const updatedFormats = new Map<string, Intl.DateTimeFormat>();
function formatUpdated(instant: string, timeZone: string): string {
  let format = updatedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone });
    updatedFormats.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** Moves the focus to a row's first field (or to its list's Add button) after the rows changed. */
function useRowFocus() {
  const listRef = React.useRef<HTMLOListElement>(null);
  const addRef = React.useRef<HTMLButtonElement>(null);
  const pending = React.useRef<number | null>(null);
  React.useEffect(() => {
    if (pending.current === null) return;
    const index = pending.current;
    pending.current = null;
    const field = listRef.current?.querySelector<HTMLElement>(`[data-row="${index}"] input`);
    (field ?? addRef.current)?.focus();
  });
  return { listRef, addRef, focusRow: (index: number) => (pending.current = index) };
}

type RowListProps<T> = {
  legend: string;
  description?: string;
  /** The message about the list as a whole. */
  error?: string;
  addLabel: string;
  values: T[];
  /** A new row, added by Add. */
  emptyRow: () => T;
  onChange: (values: T[]) => void;
  listClassName: string;
  /** One row (an `li` with `data-row={index}`); `remove` removes it and keeps the focus in the list. */
  renderRow: (value: T, index: number, remove: () => void) => React.ReactNode;
};

/** An editable list: its rows, each with Remove, and Add while the list is not full. */
function RowList<T>({
  legend,
  description,
  error,
  addLabel,
  values,
  emptyRow,
  onChange,
  listClassName,
  renderRow,
}: RowListProps<T>) {
  const { listRef, addRef, focusRow } = useRowFocus();
  const full = values.length >= HEALTH_HISTORY_LIMITS.listMax;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium">{legend}</legend>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {values.length > 0 ? (
        <ol ref={listRef} aria-label={legend} className={listClassName}>
          {values.map((value, index) =>
            renderRow(value, index, () => {
              focusRow(Math.min(index, values.length - 2));
              onChange(values.filter((_, position) => position !== index));
            }),
          )}
        </ol>
      ) : null}
      <Button
        ref={addRef}
        variant="outline"
        size="sm"
        className="self-start"
        disabled={full}
        onClick={() => {
          focusRow(values.length);
          onChange([...values, emptyRow()]);
        }}
      >
        <Plus aria-hidden /> {addLabel}
      </Button>
      {full ? <p className="text-sm text-muted-foreground">{HEALTH_DATA_MESSAGES.listTooLong}</p> : null}
    </fieldset>
  );
}

function RemoveRowButton({
  label,
  className,
  onClick,
}: {
  label: string;
  className: string;
  onClick: () => void;
}) {
  return (
    <IconButton variant="ghost" className={className} aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden />
    </IconButton>
  );
}

type TextListProps = {
  legend: string;
  description?: string;
  /** The name of one row ('Condition'); its number follows for screen readers. */
  itemLabel: string;
  addLabel: string;
  /** The schema's path of the list (`conditions`, `surgeries.other`). */
  path: string;
  values: string[];
  errors: HealthHistoryErrors;
  onChange: (values: string[]) => void;
};

/** A list of names (conditions, allergies, surgeries): a field per row, Remove, and Add. */
function TextList({ itemLabel, path, values, errors, onChange, ...props }: TextListProps) {
  return (
    <RowList
      {...props}
      error={errors[path]}
      values={values}
      emptyRow={() => ""}
      onChange={onChange}
      listClassName="flex flex-col gap-2"
      renderRow={(value, index, remove) => (
        <li key={index} data-row={index} className="flex items-start gap-2">
          <Field
            className="flex-1"
            label={
              <>
                {itemLabel}
                <span className="sr-only"> {index + 1}</span>
              </>
            }
            error={errors[`${path}.${index}`]}
          >
            <Input
              value={value}
              maxLength={HEALTH_HISTORY_LIMITS.textMax}
              autoComplete="off"
              onChange={(event) =>
                onChange(values.map((item, position) => (position === index ? event.target.value : item)))
              }
            />
          </Field>
          <RemoveRowButton
            className="mt-7"
            label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            onClick={remove}
          />
        </li>
      )}
    />
  );
}

type MedicationsProps = {
  values: MedicationValues[];
  errors: HealthHistoryErrors;
  today: string;
  onChange: (values: MedicationValues[]) => void;
};

/** Hormone therapy's two choices: each one's part of the medication, of the schema's path, and its words. */
const HORMONE_FIELDS = [
  {
    key: "hormoneType",
    path: "type",
    label: "Type of hormone therapy",
    placeholder: "Choose the type",
    options: slugOptions(HORMONE_THERAPY_TYPES),
  },
  {
    key: "hormoneRoute",
    path: "route",
    label: "How it is taken",
    placeholder: "Choose how",
    options: slugOptions(HORMONE_THERAPY_ROUTES),
  },
] as const;

/** The medications: name, dose, start date, and for hormone therapy its type and route. */
function Medications({ values, errors, today, onChange }: MedicationsProps) {
  const set = (index: number, part: Partial<MedicationValues>) =>
    onChange(values.map((item, position) => (position === index ? { ...item, ...part } : item)));
  return (
    <RowList
      legend="Medications"
      description="What you take now, hormone therapy (HRT) among it, with the dose if you know it."
      error={errors.medications}
      addLabel="Add a medication"
      values={values}
      emptyRow={emptyMedication}
      onChange={onChange}
      listClassName="flex flex-col gap-3"
      renderRow={(medication, index, remove) => {
        const n = index + 1;
        const path = `medications.${index}`;
        const hidden = <span className="sr-only"> of medication {n}</span>;
        return (
          <li
            key={index}
            data-row={index}
            className="grid gap-3 rounded-lg border border-border p-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start"
          >
            <Field label={<>Name{hidden}</>} error={errors[`${path}.name`]} required>
              <Input
                value={medication.name}
                maxLength={HEALTH_HISTORY_LIMITS.textMax}
                autoComplete="off"
                onChange={(event) => set(index, { name: event.target.value })}
              />
            </Field>
            <Field label={<>Dose{hidden}</>} error={errors[`${path}.dose`]}>
              <Input
                value={medication.dose}
                maxLength={HEALTH_HISTORY_LIMITS.textMax}
                autoComplete="off"
                placeholder="e.g. 50 µg"
                onChange={(event) => set(index, { dose: event.target.value })}
              />
            </Field>
            <Field label={<>Start date{hidden}</>} error={errors[`${path}.startDate`]}>
              <Input
                type="date"
                max={today}
                value={medication.startDate}
                onChange={(event) => set(index, { startDate: event.target.value })}
              />
            </Field>
            <RemoveRowButton
              className="justify-self-end md:mt-7"
              label={`Remove medication ${n}`}
              onClick={remove}
            />
            <Field orientation="horizontal" label={<>Hormone therapy{hidden}</>} className="md:col-span-4">
              <Checkbox
                checked={medication.hormoneTherapy}
                onCheckedChange={(checked) => set(index, { hormoneTherapy: checked === true })}
              />
            </Field>
            {medication.hormoneTherapy ? (
              <div className="grid gap-3 sm:grid-cols-2 md:col-span-4">
                {HORMONE_FIELDS.map((field) => (
                  <Field
                    key={field.key}
                    label={
                      <>
                        {field.label}
                        {hidden}
                      </>
                    }
                    error={errors[`${path}.hormoneTherapy.${field.path}`]}
                    required
                  >
                    <OptionSelect
                      value={medication[field.key]}
                      onValueChange={(value) => set(index, { [field.key]: value })}
                      options={field.options}
                      placeholder={field.placeholder}
                      triggerProps={{ className: "w-full" }}
                    />
                  </Field>
                ))}
              </div>
            ) : null}
          </li>
        );
      }}
    />
  );
}

type ChoiceProps = {
  label: string;
  name: string;
  options: readonly { slug: string; label: string }[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

function Choice({ label, name, options, value, error, onChange }: ChoiceProps) {
  return (
    <Field group label={label} error={error}>
      <RadioGroup
        value={value}
        onValueChange={onChange}
        className="flex flex-wrap gap-x-5 gap-y-2"
        orientation="horizontal"
      >
        {options.map((option) => (
          <div key={option.slug} className="flex items-center gap-2">
            <RadioGroupItem value={option.slug} id={`history-${name}-${option.slug}`} />
            <Label htmlFor={`history-${name}-${option.slug}`}>{option.label}</Label>
          </div>
        ))}
      </RadioGroup>
    </Field>
  );
}

const FAMILY = [
  { key: "breastCancer", label: "Breast cancer" },
  { key: "heartDisease", label: "Heart disease" },
  { key: "osteoporosis", label: "Osteoporosis" },
] as const;

/**
 * `/health-history`: conditions, medications (hormone therapy with its type, route and start
 * date), allergies, surgeries, family history, last period, smoking and alcohol, height and
 * weight; saved as a whole, checked with the same rules as the API.
 */
export function HealthHistoryScreen({
  history,
  loading = false,
  loadError = null,
  onRetry,
  onSave,
  status = "idle",
  fieldErrors,
  saveError = null,
  timeZone,
  today,
}: HealthHistoryScreenProps) {
  const [values, setValues] = React.useState<HealthHistoryValues>(() =>
    history ? healthHistoryValuesFrom(history) : emptyHealthHistoryValues,
  );
  const { formRef, errors, setErrors, checked } = useFormErrors(fieldErrors, (form) =>
    form.querySelector<HTMLElement>('[aria-invalid="true"]'),
  );

  // A newly loaded or saved history replaces the form; a failed save leaves what was typed.
  const [shownHistory, setShownHistory] = React.useState(history);
  if (history !== shownHistory) {
    setShownHistory(history);
    if (history && (!shownHistory || history.updatedAt !== shownHistory.updatedAt)) {
      setValues(healthHistoryValuesFrom(history));
    }
  }
  /** Changes a part, and drops the messages about it. */
  const change = <K extends keyof HealthHistoryValues>(
    key: K,
    value: HealthHistoryValues[K],
    ...paths: string[]
  ) => {
    setValues((current) => ({ ...current, [key]: value }));
    const stale = Object.keys(errors).filter((path) =>
      paths.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
    );
    if (stale.length > 0) {
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([path]) => !stale.includes(path))),
      );
    }
  };

  /** A number typed as text (checked on save), its messages at the same path as its value. */
  const decimalField = (
    key: "alcoholUnitsPerWeek" | "heightCm" | "weightKg",
    label: string,
    description?: string,
  ) => (
    <Field label={label} description={description} error={errors[key]}>
      <Input
        inputMode="decimal"
        autoComplete="off"
        value={values[key]}
        onChange={(event) => change(key, event.target.value, key)}
      />
    </Field>
  );

  const updatedAt = history?.updatedAt ?? null;

  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Health history</h1>
        <p className="text-muted-foreground">
          What your practitioner and your report need to know. Fill in what applies to you; every part is
          optional.
        </p>
      </header>
      {loadError ? (
        <LoadFailedAlert
          title="Your health history could not be loaded"
          message={loadError}
          onRetry={onRetry}
        />
      ) : loading || !history ? (
        <Skeleton className="h-96" aria-busy="true" aria-label="Loading your health history" />
      ) : (
        <form
          ref={formRef}
          noValidate
          aria-label="Health history"
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            const check = validateHealthHistory(values);
            checked(check.ok ? {} : check.errors);
            if (check.ok) onSave(check.data);
          }}
        >
          <p className="text-sm text-muted-foreground">
            {updatedAt ? `Last updated ${formatUpdated(updatedAt, timeZone)}.` : "Not saved yet."}
          </p>

          <SectionCard title="Conditions and medicines" contentClassName="flex flex-col gap-6">
            <TextList
              legend="Conditions"
              description="Diagnoses you have or had, such as thyroid disease or migraine."
              itemLabel="Condition"
              addLabel="Add a condition"
              path="conditions"
              values={values.conditions}
              errors={errors}
              onChange={(next) => change("conditions", next, "conditions")}
            />
            <Medications
              values={values.medications}
              errors={errors}
              today={today}
              onChange={(next) => change("medications", next, "medications")}
            />
            <TextList
              legend="Allergies"
              itemLabel="Allergy"
              addLabel="Add an allergy"
              path="allergies"
              values={values.allergies}
              errors={errors}
              onChange={(next) => change("allergies", next, "allergies")}
            />
          </SectionCard>

          <SectionCard title="Surgeries and family" contentClassName="flex flex-col gap-6">
            <fieldset className="flex flex-col gap-4">
              <legend className="mb-1 font-medium">Surgeries</legend>
              <Field orientation="horizontal" label="Hysterectomy (womb removed)">
                <Checkbox
                  checked={values.hysterectomy}
                  onCheckedChange={(checked) =>
                    change("hysterectomy", checked === true, "surgeries.hysterectomy")
                  }
                />
              </Field>
              <Choice
                label="Ovaries removed (oophorectomy)"
                name="oophorectomy"
                options={OOPHORECTOMY_OPTIONS}
                value={values.oophorectomy}
                error={errors["surgeries.oophorectomy"]}
                onChange={(value) => change("oophorectomy", value, "surgeries.oophorectomy")}
              />
            </fieldset>
            <TextList
              legend="Other surgeries"
              itemLabel="Surgery"
              addLabel="Add a surgery"
              path="surgeries.other"
              values={values.otherSurgeries}
              errors={errors}
              onChange={(next) => change("otherSurgeries", next, "surgeries.other")}
            />
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 font-medium">Family history</legend>
              <p className="text-sm text-muted-foreground">A parent, brother, sister or child has had:</p>
              {FAMILY.map((item) => (
                <Field key={item.key} orientation="horizontal" label={item.label}>
                  <Checkbox
                    checked={values[item.key]}
                    onCheckedChange={(checked) =>
                      change(item.key, checked === true, `familyHistory.${item.key}`)
                    }
                  />
                </Field>
              ))}
            </fieldset>
          </SectionCard>

          <SectionCard
            title="Periods, habits and body"
            description="Used to read your symptoms and your glucose in context."
            contentClassName="grid gap-6 md:grid-cols-2"
          >
            <Field
              label="First day of your last period"
              description="Leave it empty if you do not remember."
              error={errors.lastMenstrualPeriod}
            >
              <Input
                type="date"
                max={today}
                value={values.lastMenstrualPeriod}
                onChange={(event) => change("lastMenstrualPeriod", event.target.value, "lastMenstrualPeriod")}
              />
            </Field>
            <Choice
              label="Smoking"
              name="smoking"
              options={SMOKING_STATUSES}
              value={values.smoking}
              error={errors.smoking}
              onChange={(value) => change("smoking", value, "smoking")}
            />
            {decimalField(
              "alcoholUnitsPerWeek",
              "Alcohol (units a week)",
              "A small glass of wine is about 1.5 units.",
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              {decimalField("heightCm", "Height (cm)")}
              {decimalField("weightKg", "Weight (kg)")}
            </div>
          </SectionCard>

          <FormFooter error={saveError} saving={status === "saving"} submitLabel="Save health history">
            <p role="status" className="text-sm text-muted-foreground">
              {status === "saved" ? HEALTH_HISTORY_SAVED : null}
            </p>
          </FormFooter>
        </form>
      )}
    </>
  );
}
