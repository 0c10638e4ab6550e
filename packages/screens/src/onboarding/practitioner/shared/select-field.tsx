import { Field, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@pkg/ui";
import type * as React from "react";

export type SelectFieldOption = string | { value: string; label: string };

export type SelectFieldProps = {
  label: string;
  options: readonly SelectFieldOption[];
  /** The chosen value; '' shows the placeholder. */
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  description?: React.ReactNode;
  error?: string;
  required?: boolean;
};

/** One answer from a list, as a labelled select that may start empty. */
export function SelectField({
  label,
  options,
  value,
  onValueChange,
  placeholder = "Choose…",
  description,
  error,
  required,
}: SelectFieldProps) {
  return (
    <Field label={label} description={description} error={error} required={required}>
      <Select value={value} onValueChange={onValueChange}>
        <SelectTrigger className="w-full">
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => {
            const { value: optionValue, label: optionLabel } =
              typeof option === "string" ? { value: option, label: option } : option;
            return (
              <SelectItem key={optionValue} value={optionValue}>
                {optionLabel}
              </SelectItem>
            );
          })}
        </SelectContent>
      </Select>
    </Field>
  );
}
