import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@pkg/ui";
import type * as React from "react";

export type OptionSelectProps = Omit<React.ComponentProps<typeof Select>, "children"> & {
  options: readonly { value: string; label: React.ReactNode }[];
  placeholder?: string;
  /** Props of the trigger (its width, a `data-field` to find it by). */
  triggerProps?: React.ComponentProps<typeof SelectTrigger> & { "data-field"?: string };
};

/** A select of a fixed list of options, each with its value and its words. */
export function OptionSelect({ options, placeholder, triggerProps, ...props }: OptionSelectProps) {
  return (
    <Select {...props}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Options of a list of `{ slug, label }`. */
export const slugOptions = (items: readonly { slug: string; label: string }[]) =>
  items.map((item) => ({ value: item.slug, label: item.label }));
