import { cva, type VariantProps } from "class-variance-authority";
import { ChevronsUpDown } from "lucide-react";
import * as React from "react";

import { composeRefs } from "../../lib/compose-refs";
import { filterOptions, type SelectOption } from "../../lib/filter-options";
import { useControllableState } from "../../lib/use-controllable-state";
import { cn } from "../../lib/utils";
import { ChipPill } from "../chip";
import { OptionListbox } from "../combobox/option-listbox";
import { useField, useFieldControl } from "../field";
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "../popover";

export type MultiSelectOption = SelectOption;

export const multiSelectVariants = cva(
  [
    "flex w-full min-w-0 flex-wrap items-center gap-1.5 rounded-md border border-input bg-background p-1 text-foreground shadow-xs",
    "transition-[border-color,box-shadow]",
    "has-[[data-slot=multi-select-trigger]:focus-visible]:border-ring has-[[data-slot=multi-select-trigger]:focus-visible]:ring-3 has-[[data-slot=multi-select-trigger]:focus-visible]:ring-ring/40",
    "has-[[data-slot=multi-select-trigger][aria-invalid=true]]:border-destructive",
    "has-[[data-slot=multi-select-trigger]:disabled]:cursor-not-allowed has-[[data-slot=multi-select-trigger]:disabled]:bg-muted",
  ],
  {
    variants: {
      size: {
        sm: "min-h-8 text-sm",
        md: "min-h-10 text-sm",
        lg: "min-h-12 text-base",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type MultiSelectProps = Omit<
  React.ComponentProps<"button">,
  "value" | "defaultValue" | "onChange" | "children"
> &
  VariantProps<typeof multiSelectVariants> & {
    /** The trigger's smallest height (it grows with the chosen pills): `sm` 32 px, `md` 40 px (default), `lg` 48 px. */
    size?: VariantProps<typeof multiSelectVariants>["size"];
    /** The choices. */
    options: MultiSelectOption[];
    /** The chosen values (controlled). */
    value?: string[];
    /** The values chosen at first (uncontrolled). */
    defaultValue?: string[];
    /** Called with every chosen value whenever one is added or removed. */
    onValueChange?: (value: string[]) => void;
    /** Whether the list is open (controlled). */
    open?: boolean;
    /** Whether the list starts open (uncontrolled). */
    defaultOpen?: boolean;
    /** Called when the list opens or closes. */
    onOpenChange?: (open: boolean) => void;
    /** The most values that may be chosen; the other options are then disabled. */
    max?: number;
    /** The trigger's text while nothing is chosen. */
    placeholder?: string;
    /** The trigger's text once something is chosen. */
    addMoreText?: string;
    /** The search box's placeholder. */
    searchPlaceholder?: string;
    /** The search box's accessible name. */
    searchLabel?: string;
    /** Shown when the search matches nothing. */
    emptyText?: React.ReactNode;
    /** The accessible name of a chip's remove button. */
    removeLabel?: (option: MultiSelectOption) => string;
    /** Replaces the default search (every word, ignoring case and accents). */
    filter?: (options: MultiSelectOption[], query: string) => MultiSelectOption[];
    /** Classes for the box around the chips and trigger (`className` styles the trigger). */
    containerClassName?: string;
  };

/**
 * Chooses several options from a searchable list. The chosen values show as chips, each with a
 * 'Remove {label}' button; the list stays open while choosing and toggles an option on Enter or
 * click. With `max`, the remaining options are disabled once that many are chosen.
 */
export function MultiSelect({
  className,
  containerClassName,
  size = "md",
  options,
  value: valueProp,
  defaultValue = [],
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  max,
  placeholder = "Choose options",
  addMoreText = "Add more",
  searchPlaceholder = "Search…",
  searchLabel = "Search options",
  emptyText = "No matches found",
  removeLabel = (option) => `Remove ${option.label}`,
  filter = filterOptions,
  onKeyDown,
  ref,
  ...props
}: MultiSelectProps) {
  const field = useField();
  const triggerProps = useFieldControl(props);
  const listboxId = React.useId();
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [open, setOpenState] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [query, setQuery] = React.useState("");

  const setOpen = (next: boolean) => {
    if (next && !open) setQuery("");
    setOpenState(next);
  };

  const filtered = React.useMemo(() => filter(options, query), [filter, options, query]);
  const chosen = value
    .map((chosenValue) => options.find((option) => option.value === chosenValue))
    .filter((option): option is MultiSelectOption => Boolean(option));
  const maxReached = max !== undefined && value.length >= max;
  const disabled = Boolean(triggerProps.disabled);

  const toggle = (option: MultiSelectOption) => {
    if (value.includes(option.value)) setValue(value.filter((item) => item !== option.value));
    else if (!maxReached) setValue([...value, option.value]);
  };

  const listName = props["aria-label"] ?? placeholder;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div
          data-slot="multi-select"
          data-size={size ?? undefined}
          data-max-reached={maxReached || undefined}
          className={cn(multiSelectVariants({ size }), containerClassName)}
        >
          {chosen.length > 0 ? (
            <ul aria-label="Chosen" data-slot="multi-select-chips" className="contents">
              {chosen.map((option) => (
                <li key={option.value} className="flex min-w-0">
                  <ChipPill
                    size="sm"
                    removeLabel={removeLabel(option)}
                    disabled={disabled}
                    onRemove={() => {
                      setValue(value.filter((item) => item !== option.value));
                      triggerRef.current?.focus();
                    }}
                  >
                    {option.label}
                  </ChipPill>
                </li>
              ))}
            </ul>
          ) : null}
          <PopoverTrigger asChild>
            <button
              ref={composeRefs(triggerRef, ref)}
              type="button"
              role="combobox"
              aria-expanded={open}
              aria-controls={open ? listboxId : undefined}
              data-slot="multi-select-trigger"
              data-placeholder={chosen.length === 0 ? "" : undefined}
              className={cn(
                "flex min-h-7 min-w-28 flex-1 items-center justify-between gap-2 self-stretch rounded-sm px-2 text-start outline-none",
                "text-muted-foreground disabled:cursor-not-allowed [&_svg]:size-4 [&_svg]:shrink-0",
                className,
              )}
              {...triggerProps}
              onKeyDown={(event) => {
                onKeyDown?.(event);
                if (event.defaultPrevented || open) return;
                if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                  event.preventDefault();
                  setOpen(true);
                }
              }}
            >
              <span className="truncate">{chosen.length === 0 ? placeholder : addMoreText}</span>
              <ChevronsUpDown aria-hidden="true" />
            </button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent
        size="trigger"
        align="start"
        data-slot="multi-select-content"
        aria-label={field ? undefined : listName}
        aria-labelledby={field?.labelId}
        className="p-0"
      >
        <OptionListbox
          multiple
          options={filtered}
          query={query}
          onQueryChange={setQuery}
          isSelected={(optionValue) => value.includes(optionValue)}
          isDisabled={(option) => maxReached && !value.includes(option.value)}
          onSelect={toggle}
          listboxId={listboxId}
          searchLabel={searchLabel}
          searchPlaceholder={searchPlaceholder}
          listLabel={listName}
          listLabelledBy={field?.labelId}
          emptyText={emptyText}
        />
      </PopoverContent>
    </Popover>
  );
}
