import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Toggle as TogglePrimitive, ToggleGroup as ToggleGroupPrimitive } from "radix-ui";
import * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { useControllableState } from "../../lib/use-controllable-state";
import { cn } from "../../lib/utils";
import { useFieldControl } from "../field";

export const chipVariants = cva(
  [
    "inline-flex shrink-0 items-center justify-center gap-1.5 rounded-full border font-medium whitespace-nowrap select-none",
    "outline-none",
    "focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:ring-offset-1 focus-visible:ring-offset-background",
    "border-input bg-background text-foreground data-[state=off]:hover:bg-accent data-[state=off]:hover:text-accent-foreground",
    "data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground",
    "disabled:pointer-events-none disabled:opacity-50",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      size: {
        sm: "h-7 px-2.5 text-caption",
        md: "h-9 px-3.5 text-sm",
        lg: "h-11 px-4 text-base",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type ChipProps = React.ComponentProps<typeof TogglePrimitive.Root> &
  VariantProps<typeof chipVariants> &
  AsChildProps & {
    /** The height: `sm` 28 px, `md` 36 px (default), `lg` 44 px. */
    size?: VariantProps<typeof chipVariants>["size"];
  };

/** A selectable chip on its own: a toggle button (`aria-pressed`). In a set, use ChipGroup. */
export function Chip({ className, size = "md", type = "button", ...props }: ChipProps) {
  return (
    <TogglePrimitive.Root
      data-slot="chip"
      data-size={size ?? undefined}
      type={type}
      className={cn(chipVariants({ size }), className)}
      {...props}
    />
  );
}

type ChipGroupContextValue = {
  value: string[];
  maxReached: boolean;
  size: VariantProps<typeof chipVariants>["size"];
};

const ChipGroupContext = React.createContext<ChipGroupContextValue | null>(null);

export const chipGroupVariants = cva("flex flex-col", {
  variants: {
    size: {
      sm: "gap-1.5 [&>[data-slot=chip-group-row]]:gap-1.5",
      md: "gap-2 [&>[data-slot=chip-group-row]]:gap-2",
      lg: "gap-3 [&>[data-slot=chip-group-row]]:gap-3",
    },
  },
  defaultVariants: {
    size: "md",
  },
});

export type ChipGroupProps = Omit<
  ToggleGroupPrimitive.ToggleGroupMultipleProps,
  "type" | "value" | "defaultValue" | "onValueChange"
> &
  VariantProps<typeof chipGroupVariants> &
  AsChildProps & {
    /** The group's element. */
    ref?: React.Ref<HTMLDivElement>;
    /** The size of its chips, and of the gaps between them: `sm`, `md` (default) or `lg`. */
    size?: VariantProps<typeof chipGroupVariants>["size"];
    /** The chosen chips' values (controlled). */
    value?: string[];
    /** The chips chosen at first (uncontrolled). */
    defaultValue?: string[];
    /** Called with the chosen values whenever a chip is pressed. */
    onValueChange?: (value: string[]) => void;
    /** The most chips that may be chosen; once reached, the unchosen chips are disabled. */
    max?: number;
    /** How many chips a row holds at most (rows still wrap on narrow screens). */
    perRow?: number;
  };

/**
 * A set of selectable chips laid out in rows of up to `perRow`. Arrow keys move between chips,
 * Space or Enter toggles. With `max`, the unchosen chips are disabled once that many are chosen.
 */
export function ChipGroup({
  className,
  size = "md",
  value: valueProp,
  defaultValue = [],
  onValueChange,
  max,
  perRow = 3,
  children,
  ...props
}: ChipGroupProps) {
  const fieldProps = useFieldControl(props, { labelledBy: true, ariaRequired: false });
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue, onChange: onValueChange });
  const maxReached = max !== undefined && value.length >= max;

  const items = React.Children.toArray(children);
  const rows: React.ReactNode[][] = [];
  const rowLength = Math.max(1, Math.floor(perRow));
  for (let index = 0; index < items.length; index += rowLength)
    rows.push(items.slice(index, index + rowLength));

  return (
    <ChipGroupContext.Provider value={{ value, maxReached, size }}>
      <ToggleGroupPrimitive.Root
        type="multiple"
        role="group"
        data-slot="chip-group"
        data-size={size ?? undefined}
        data-max-reached={maxReached || undefined}
        value={value}
        onValueChange={setValue}
        className={cn(chipGroupVariants({ size }), className)}
        {...fieldProps}
      >
        {rows.map((row, index) => (
          <div key={index} data-slot="chip-group-row" className="flex flex-wrap">
            {row}
          </div>
        ))}
      </ToggleGroupPrimitive.Root>
    </ChipGroupContext.Provider>
  );
}

export type ChipGroupItemProps = React.ComponentProps<typeof ToggleGroupPrimitive.Item> &
  VariantProps<typeof chipVariants> &
  AsChildProps & {
    /** The chip's height; by default its group's size. */
    size?: VariantProps<typeof chipVariants>["size"];
  };

/** One chip of a ChipGroup; its `value` is reported when chosen. */
export function ChipGroupItem({ className, size, disabled, ...props }: ChipGroupItemProps) {
  const group = React.useContext(ChipGroupContext);
  const chipSize = size ?? group?.size ?? "md";
  const blockedByMax = Boolean(group?.maxReached) && !group?.value.includes(props.value);
  return (
    <ToggleGroupPrimitive.Item
      data-slot="chip"
      data-size={chipSize}
      disabled={disabled || blockedByMax}
      className={cn(chipVariants({ size: chipSize }), className)}
      {...props}
    />
  );
}

export const chipPillVariants = cva(
  "inline-flex max-w-full shrink-0 items-center gap-1 rounded-full bg-secondary font-medium text-secondary-foreground",
  {
    variants: {
      size: {
        sm: "h-6 ps-2.5 pe-0.5 text-caption [&_[data-slot=chip-pill-remove]]:size-5",
        md: "h-8 ps-3 pe-1 text-sm [&_[data-slot=chip-pill-remove]]:size-6",
        lg: "h-10 ps-4 pe-1.5 text-base [&_[data-slot=chip-pill-remove]]:size-7",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type ChipPillProps = React.ComponentProps<"span"> &
  VariantProps<typeof chipPillVariants> & {
    /** The height: `sm` 24 px, `md` 32 px (default), `lg` 40 px. */
    size?: VariantProps<typeof chipPillVariants>["size"];
    /** Called by the pill's remove button. Without it the pill has no button. */
    onRemove?: () => void;
    /** The remove button's accessible name; 'Remove {text}' by default. */
    removeLabel?: string;
    /** Disables the remove button. */
    disabled?: boolean;
  };

/** A removable pill for a chosen or custom entry (a custom niche, a chosen school). */
export function ChipPill({
  className,
  size = "md",
  onRemove,
  removeLabel,
  disabled = false,
  children,
  ...props
}: ChipPillProps) {
  const text = typeof children === "string" || typeof children === "number" ? String(children) : "";
  return (
    <span
      data-slot="chip-pill"
      data-size={size ?? undefined}
      className={cn(chipPillVariants({ size }), !onRemove && "pe-3", className)}
      {...props}
    >
      <span className="truncate">{children}</span>
      {onRemove ? (
        <button
          type="button"
          data-slot="chip-pill-remove"
          aria-label={removeLabel ?? (text ? `Remove ${text}` : "Remove")}
          disabled={disabled}
          onClick={onRemove}
          className={cn(
            "inline-flex shrink-0 items-center justify-center rounded-full outline-none",
            "hover:bg-secondary-foreground/10 focus-visible:ring-3 focus-visible:ring-ring/50",
            "disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-3.5",
          )}
        >
          <X aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}
