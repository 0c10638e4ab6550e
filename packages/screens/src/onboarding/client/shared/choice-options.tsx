import { Checkbox, cn, Field, Input, RadioGroup, RadioGroupItem } from "@pkg/ui";
import * as React from "react";

const optionClasses = cn(
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-md border border-border bg-card px-4 py-3 text-sm transition-colors",
  "hover:bg-accent has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5",
  "has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
);

export type SingleChoiceProps = {
  label: React.ReactNode;
  description?: React.ReactNode;
  options: readonly string[];
  /** The chosen option ('' for none). */
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** Two columns from 768 px up. */
  columns?: 1 | 2;
};

/** One of a list, as a radio group of option cards; arrow keys move and choose. */
export function SingleChoice({
  label,
  description,
  options,
  value,
  onValueChange,
  error,
  required,
  columns = 2,
}: SingleChoiceProps) {
  const baseId = React.useId();
  return (
    <Field group label={label} description={description} error={error} required={required}>
      <RadioGroup
        value={value}
        onValueChange={onValueChange}
        className={cn("gap-2", columns === 2 && "md:grid-cols-2")}
      >
        {options.map((option, index) => (
          <label key={option} htmlFor={`${baseId}-${index}`} className={optionClasses}>
            <RadioGroupItem id={`${baseId}-${index}`} value={option} />
            <span>{option}</span>
          </label>
        ))}
      </RadioGroup>
    </Field>
  );
}

export type MultiChoiceProps = {
  label: React.ReactNode;
  description?: React.ReactNode;
  options: readonly string[];
  /** The chosen options, in the order of `options`. */
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  error?: string;
  required?: boolean;
  /** At most this many: the other options are disabled once it is reached. */
  max?: number;
  columns?: 1 | 2 | 3;
};

/** Any of a list, as a group of checkbox cards; with an error every checkbox is marked invalid. */
export function MultiChoice({
  label,
  description,
  options,
  value,
  onValueChange,
  error,
  required,
  max,
  columns = 2,
}: MultiChoiceProps) {
  const baseId = React.useId();
  const full = max !== undefined && value.length >= max;
  const toggle = (option: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(option);
    else next.delete(option);
    onValueChange(options.filter((candidate) => next.has(candidate)));
  };
  return (
    <Field group label={label} description={description} error={error} required={required}>
      {(control) => (
        <div
          role="group"
          id={control.id}
          aria-labelledby={control["aria-labelledby"]}
          aria-describedby={control["aria-describedby"]}
          className={cn(
            "grid gap-2",
            columns === 2 && "md:grid-cols-2",
            columns === 3 && "grid-cols-2 md:grid-cols-3",
          )}
        >
          {options.map((option, index) => {
            const checked = value.includes(option);
            const id = `${baseId}-${index}`;
            return (
              <label key={option} htmlFor={id} className={optionClasses}>
                <Checkbox
                  id={id}
                  checked={checked}
                  disabled={!checked && full}
                  aria-describedby={control["aria-describedby"]}
                  onCheckedChange={(state) => toggle(option, state === true)}
                />
                <span>{option}</span>
              </label>
            );
          })}
        </div>
      )}
    </Field>
  );
}

export type OtherTextFieldProps = {
  /** The field's label ('Other, please specify' unless told). */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** The text that replaces 'Other' (spec section 4), shown while 'Other' is chosen. */
export function OtherTextField({
  label = "Other, please specify",
  value,
  onChange,
  error,
}: OtherTextFieldProps) {
  return (
    <Field label={label} error={error} required>
      <Input value={value} maxLength={200} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
