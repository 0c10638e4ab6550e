import { Field } from "@pkg/ui";
import type * as React from "react";

import { OptionSelect } from "../../../shared/option-select";

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
      <OptionSelect
        value={value}
        onValueChange={onValueChange}
        options={options.map((option) =>
          typeof option === "string" ? { value: option, label: option } : option,
        )}
        placeholder={placeholder}
        triggerProps={{ className: "w-full" }}
      />
    </Field>
  );
}
