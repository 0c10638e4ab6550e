import { type VariantProps } from "class-variance-authority";
import { ChevronsUpDown } from "lucide-react";
import * as React from "react";

import { filterOptions, type SelectOption } from "../../lib/filter-options";
import { useControllableState } from "../../lib/use-controllable-state";
import { cn } from "../../lib/utils";
import { useField, useFieldControl } from "../field";
import { Popover, PopoverContent, PopoverTrigger } from "../popover";
import { selectTriggerVariants } from "../select";
import { OptionListbox } from "./option-listbox";

export type ComboboxOption = SelectOption;

export const comboboxVariants = selectTriggerVariants;

export type ComboboxProps = Omit<
  React.ComponentProps<"button">,
  "value" | "defaultValue" | "onChange" | "children"
> &
  VariantProps<typeof comboboxVariants> & {
    /** The trigger's height: `sm` 32 px, `md` 40 px (default), `lg` 48 px. */
    size?: VariantProps<typeof comboboxVariants>["size"];
    /** The choices. */
    options: ComboboxOption[];
    /** The chosen value (controlled); `""` means nothing is chosen. */
    value?: string;
    /** The value chosen at first (uncontrolled). */
    defaultValue?: string;
    /** Called with the chosen option's value. */
    onValueChange?: (value: string) => void;
    /** Whether the list is open (controlled). */
    open?: boolean;
    /** Whether the list starts open (uncontrolled). */
    defaultOpen?: boolean;
    /** Called when the list opens or closes. */
    onOpenChange?: (open: boolean) => void;
    /** Shown in the trigger while nothing is chosen. */
    placeholder?: string;
    /** The search box's placeholder. */
    searchPlaceholder?: string;
    /** The search box's accessible name. */
    searchLabel?: string;
    /** Shown when the search matches nothing. */
    emptyText?: React.ReactNode;
    /** Replaces the default search (every word, ignoring case and accents). */
    filter?: (options: ComboboxOption[], query: string) => ComboboxOption[];
    /** Classes for the popup panel. */
    contentClassName?: string;
  };

/**
 * A select with a search box: the trigger opens a list that the search filters, showing
 * 'No matches found' when nothing matches. Arrow keys move through the list, Enter chooses,
 * Escape closes. Typing on the closed trigger opens it and starts the search.
 */
export function Combobox({
  className,
  contentClassName,
  size = "md",
  options,
  value: valueProp,
  defaultValue = "",
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placeholder = "Choose an option",
  searchPlaceholder = "Search…",
  searchLabel = "Search options",
  emptyText = "No matches found",
  filter = filterOptions,
  onKeyDown,
  ...props
}: ComboboxProps) {
  const field = useField();
  const triggerProps = useFieldControl(props);
  const listboxId = React.useId();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const [open, setOpenState] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [query, setQuery] = React.useState("");
  const searchRef = React.useRef<HTMLInputElement>(null);

  const setOpen = (next: boolean) => {
    if (next && !open) setQuery("");
    setOpenState(next);
  };

  const filtered = React.useMemo(() => filter(options, query), [filter, options, query]);
  const chosen = options.find((option) => option.value === value);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          data-slot="combobox"
          data-size={size ?? undefined}
          data-placeholder={chosen ? undefined : ""}
          className={cn(comboboxVariants({ size }), className)}
          {...triggerProps}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.defaultPrevented || open) return;
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              setOpen(true);
            } else if (
              event.key.length === 1 &&
              event.key !== " " &&
              !event.ctrlKey &&
              !event.metaKey &&
              !event.altKey
            ) {
              event.preventDefault();
              setOpenState(true);
              setQuery(event.key);
            }
          }}
        >
          <span data-slot="combobox-value" className="truncate">
            {chosen ? chosen.label : placeholder}
          </span>
          <ChevronsUpDown aria-hidden="true" className="text-muted-foreground" />
        </button>
      </PopoverTrigger>
      <PopoverContent
        size="trigger"
        align="start"
        data-slot="combobox-content"
        aria-label={field ? undefined : (props["aria-label"] ?? placeholder)}
        aria-labelledby={field?.labelId}
        className={cn("p-0", contentClassName)}
        onOpenAutoFocus={(event) => {
          // Focus the search without selecting its text, so that a letter typed on the trigger
          // is continued rather than replaced.
          event.preventDefault();
          searchRef.current?.focus();
        }}
      >
        <OptionListbox
          options={filtered}
          query={query}
          onQueryChange={setQuery}
          isSelected={(optionValue) => optionValue === value}
          onSelect={(option) => {
            setValue(option.value);
            setOpen(false);
          }}
          listboxId={listboxId}
          searchLabel={searchLabel}
          searchPlaceholder={searchPlaceholder}
          listLabel={props["aria-label"] ?? placeholder}
          listLabelledBy={field?.labelId}
          emptyText={emptyText}
          searchRef={searchRef}
        />
      </PopoverContent>
    </Popover>
  );
}
