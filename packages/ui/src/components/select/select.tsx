import { cva, type VariantProps } from "class-variance-authority";
import { Check, ChevronDown, ChevronUp } from "lucide-react";
import { Select as SelectPrimitive } from "radix-ui";
import type * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";
import { useFieldControl } from "../field";
import { inputBaseClasses } from "../input";

export type SelectProps = React.ComponentProps<typeof SelectPrimitive.Root> & {
  /** The chosen option's value (controlled); `""` shows the placeholder. */
  value?: string;
  /** The option chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
};

/**
 * A dropdown list of options (Radix Select): typing jumps to a matching option (the typed text
 * resets after 1 s) and the menu keeps 10 px from the viewport edges. `value=""` shows the
 * placeholder, so a select can start, or be reset to, empty.
 */
export function Select(props: SelectProps) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

export type SelectGroupProps = React.ComponentProps<typeof SelectPrimitive.Group> & AsChildProps;

/** Groups related options under a SelectLabel. */
export function SelectGroup(props: SelectGroupProps) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

export type SelectValueProps = React.ComponentProps<typeof SelectPrimitive.Value> & AsChildProps;

/** Shows the chosen option's text in the trigger, or the `placeholder` when nothing is chosen. */
export function SelectValue(props: SelectValueProps) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

/** The trigger look shared by Select, Combobox and MultiSelect. */
export const selectTriggerVariants = cva(
  [
    ...inputBaseClasses,
    "flex items-center justify-between gap-2 px-3 text-start whitespace-nowrap",
    "data-[placeholder]:text-muted-foreground",
    "[&>span]:line-clamp-1 [&>span]:min-w-0 [&>span]:flex-1",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      size: {
        sm: "h-8 text-sm",
        md: "h-10 text-sm",
        lg: "h-12 text-base",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type SelectTriggerProps = React.ComponentProps<typeof SelectPrimitive.Trigger> &
  AsChildProps &
  VariantProps<typeof selectTriggerVariants> & {
    /** The height: `sm` 32 px, `md` 40 px (default), `lg` 48 px (with 16 px text). */
    size?: VariantProps<typeof selectTriggerVariants>["size"];
  };

/** The button that shows the value and opens the list. Inside a Field it is labelled by it. */
export function SelectTrigger({ className, size = "md", children, ...props }: SelectTriggerProps) {
  const fieldProps = useFieldControl(props);
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size ?? undefined}
      className={cn(selectTriggerVariants({ size }), className)}
      {...fieldProps}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="text-muted-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export type SelectContentProps = React.ComponentProps<typeof SelectPrimitive.Content> & AsChildProps;

/**
 * The list, in a portal. By default it opens below the trigger, as wide as it (`position="popper"`);
 * `position="item-aligned"` lays the chosen option over the trigger instead. Radix's 10 px
 * collision padding is kept.
 */
export function SelectContent({ className, children, position = "popper", ...props }: SelectContentProps) {
  const popper = position === "popper";
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        sideOffset={popper ? 4 : undefined}
        className={cn(
          "relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden",
          "rounded-md border bg-popover text-popover-foreground shadow-md",
          "origin-(--radix-select-content-transform-origin)",
          popper && "w-full min-w-(--radix-select-trigger-width)",
          className,
        )}
        {...props}
      >
        <SelectScrollUpButton />
        <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
          {children}
        </SelectPrimitive.Viewport>
        <SelectScrollDownButton />
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export type SelectLabelProps = React.ComponentProps<typeof SelectPrimitive.Label> & AsChildProps;

/** A heading for a SelectGroup. */
export function SelectLabel({ className, ...props }: SelectLabelProps) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn("px-2 py-1.5 text-caption font-medium text-muted-foreground", className)}
      {...props}
    />
  );
}

export type SelectItemProps = React.ComponentProps<typeof SelectPrimitive.Item> & AsChildProps;

/** One option. Its `value` must not be empty: the empty value means "nothing chosen". */
export function SelectItem({ className, children, ...props }: SelectItemProps) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        "relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 ps-2 pe-8 text-sm outline-none select-none",
        "data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground",
        "data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
        "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <span className="absolute end-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator data-slot="select-item-indicator">
          <Check aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}

export type SelectSeparatorProps = React.ComponentProps<typeof SelectPrimitive.Separator> & AsChildProps;

/** A line between groups of options. */
export function SelectSeparator({ className, ...props }: SelectSeparatorProps) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn("pointer-events-none -mx-1 my-1 h-px bg-border", className)}
      {...props}
    />
  );
}

export type SelectScrollUpButtonProps = React.ComponentProps<typeof SelectPrimitive.ScrollUpButton> &
  AsChildProps;

/** Shown when the list can scroll up; hovering it scrolls. */
export function SelectScrollUpButton({ className, ...props }: SelectScrollUpButtonProps) {
  return (
    <SelectPrimitive.ScrollUpButton
      data-slot="select-scroll-up-button"
      className={cn("flex cursor-default items-center justify-center py-1", className)}
      {...props}
    >
      <ChevronUp aria-hidden="true" className="size-4" />
    </SelectPrimitive.ScrollUpButton>
  );
}

export type SelectScrollDownButtonProps = React.ComponentProps<typeof SelectPrimitive.ScrollDownButton> &
  AsChildProps;

/** Shown when the list can scroll down; hovering it scrolls. */
export function SelectScrollDownButton({ className, ...props }: SelectScrollDownButtonProps) {
  return (
    <SelectPrimitive.ScrollDownButton
      data-slot="select-scroll-down-button"
      className={cn("flex cursor-default items-center justify-center py-1", className)}
      {...props}
    >
      <ChevronDown aria-hidden="true" className="size-4" />
    </SelectPrimitive.ScrollDownButton>
  );
}
