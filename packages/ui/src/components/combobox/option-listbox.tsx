import { Check, Search } from "lucide-react";
import * as React from "react";

import { type SelectOption } from "../../lib/filter-options";
import { cn } from "../../lib/utils";

export type OptionListboxProps = {
  /** The options after filtering. */
  options: SelectOption[];
  /** The search text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Whether an option is currently chosen. */
  isSelected: (value: string) => boolean;
  /** Whether an option can be chosen (beyond its own `disabled`). */
  isDisabled?: (option: SelectOption) => boolean;
  onSelect: (option: SelectOption) => void;
  /** Several options may be chosen (`aria-multiselectable`). */
  multiple?: boolean;
  listboxId: string;
  /** Names the search box. */
  searchLabel: string;
  searchPlaceholder?: string | undefined;
  /** Names the list (when no Field label does). */
  listLabel?: string | undefined;
  /** Id of an element that names the list (a Field's label). */
  listLabelledBy?: string | undefined;
  /** Shown, and announced, when no option matches the search. */
  emptyText: React.ReactNode;
  /** The search box element, for the popover to focus on open. */
  searchRef?: React.Ref<HTMLInputElement>;
};

function firstEnabled(options: SelectOption[], isDisabled: (option: SelectOption) => boolean): number {
  return options.findIndex((option) => !isDisabled(option));
}

/**
 * A search box above a listbox, driven from the search box (`aria-activedescendant`): arrows move,
 * Home/End jump (with Ctrl), Enter chooses, the pointer chooses too. Escape is left to the popover
 * around it, which closes and returns focus to its trigger.
 */
export function OptionListbox({
  options,
  query,
  onQueryChange,
  isSelected,
  isDisabled: isDisabledProp,
  onSelect,
  multiple = false,
  listboxId,
  searchLabel,
  searchPlaceholder,
  listLabel,
  listLabelledBy,
  emptyText,
  searchRef,
}: OptionListboxProps) {
  const isDisabled = React.useCallback(
    (option: SelectOption) => Boolean(option.disabled) || Boolean(isDisabledProp?.(option)),
    [isDisabledProp],
  );
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const listRef = React.useRef<HTMLDivElement>(null);

  const initialActive = () => {
    const chosen = options.findIndex((option) => isSelected(option.value) && !isDisabled(option));
    return chosen === -1 ? firstEnabled(options, isDisabled) : chosen;
  };
  const [active, setActive] = React.useState(initialActive);

  // A new search result highlights its first choosable option.
  const [lastOptions, setLastOptions] = React.useState(options);
  if (lastOptions !== options) {
    setLastOptions(options);
    setActive(firstEnabled(options, isDisabled));
  }

  React.useEffect(() => {
    if (active < 0) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    element?.scrollIntoView?.({ block: "nearest" });
  }, [active]);

  const move = (from: number, step: 1 | -1) => {
    if (options.length === 0) return;
    let index = from;
    for (let tries = 0; tries < options.length; tries += 1) {
      index = (index + step + options.length) % options.length;
      const option = options[index];
      if (option && !isDisabled(option)) {
        setActive(index);
        return;
      }
    }
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        move(active < 0 ? -1 : active, 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        move(active < 0 ? 0 : active, -1);
        break;
      case "Home":
      case "End":
        if (!event.ctrlKey && !event.metaKey) return;
        event.preventDefault();
        if (event.key === "Home") move(-1, 1);
        else move(0, -1);
        break;
      case "Enter": {
        const option = options[active];
        event.preventDefault();
        if (option && !isDisabled(option)) onSelect(option);
        break;
      }
      default:
    }
  };

  const empty = options.length === 0;

  return (
    <div data-slot="option-listbox" className="flex flex-col">
      <div className="flex items-center gap-2 border-b px-2">
        <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        <input
          ref={searchRef}
          data-slot="option-listbox-search"
          type="text"
          role="combobox"
          aria-label={searchLabel}
          aria-autocomplete="list"
          aria-expanded="true"
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 && !empty ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={searchPlaceholder}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={handleKeyDown}
          onFocus={(event) => {
            // Opened by typing on the trigger: continue after the typed character.
            const end = event.currentTarget.value.length;
            event.currentTarget.setSelectionRange(end, end);
          }}
          className="h-9 w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
      </div>
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={listLabelledBy ? undefined : listLabel}
        aria-labelledby={listLabelledBy}
        aria-multiselectable={multiple || undefined}
        hidden={empty}
        className="max-h-60 overflow-y-auto p-1"
      >
        {options.map((option, index) => {
          const selected = isSelected(option.value);
          const disabled = isDisabled(option);
          return (
            // The options are driven from the search box by aria-activedescendant (the APG
            // combobox pattern): they take no focus and the search box handles the keys.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={selected}
              aria-disabled={disabled || undefined}
              data-slot="option-listbox-option"
              data-index={index}
              data-active={index === active || undefined}
              // Keep focus in the search box: the list is driven from there.
              onMouseDown={(event) => event.preventDefault()}
              onPointerMove={() => {
                if (!disabled && index !== active) setActive(index);
              }}
              onClick={() => {
                if (!disabled) onSelect(option);
              }}
              className={cn(
                "relative flex cursor-default items-center gap-2 rounded-sm py-1.5 ps-2 pe-8 text-sm select-none",
                "data-[active]:bg-accent data-[active]:text-accent-foreground",
                "aria-disabled:pointer-events-none aria-disabled:opacity-50",
              )}
            >
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              {selected ? (
                <Check
                  aria-hidden="true"
                  className="absolute end-2 size-4"
                  data-slot="option-listbox-check"
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <div
        role="status"
        data-slot="option-listbox-empty"
        className={cn(empty && "px-2 py-6 text-center text-sm text-muted-foreground")}
      >
        {empty ? emptyText : null}
      </div>
    </div>
  );
}
