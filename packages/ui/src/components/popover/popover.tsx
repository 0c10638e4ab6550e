import { cva, type VariantProps } from "class-variance-authority";
import { Popover as PopoverPrimitive } from "radix-ui";
import type * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";

/** The distance between a popover and its trigger, in pixels. */
export const POPOVER_SIDE_OFFSET = 4;

export type PopoverProps = React.ComponentProps<typeof PopoverPrimitive.Root>;

/** Floating content anchored to a trigger: opens on press, closes on Escape or outside press. */
export function Popover(props: PopoverProps) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

export type PopoverTriggerProps = React.ComponentProps<typeof PopoverPrimitive.Trigger> & AsChildProps;

/** The control that opens the popover. Use `asChild` to make one of your own buttons the trigger. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

export type PopoverAnchorProps = React.ComponentProps<typeof PopoverPrimitive.Anchor> & AsChildProps;

/** Positions the popover against this element instead of the trigger. */
export function PopoverAnchor(props: PopoverAnchorProps) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

export type PopoverCloseProps = React.ComponentProps<typeof PopoverPrimitive.Close> & AsChildProps;

/** Closes the popover when pressed. */
export function PopoverClose({ type = "button", ...props }: PopoverCloseProps) {
  return <PopoverPrimitive.Close data-slot="popover-close" type={type} {...props} />;
}

export const popoverContentVariants = cva(
  [
    "z-50 rounded-md border bg-popover text-popover-foreground shadow-md outline-none",
    "origin-(--radix-popover-content-transform-origin)",
    "max-h-(--radix-popover-content-available-height) overflow-y-auto",
  ],
  {
    variants: {
      size: {
        sm: "w-56 p-3 text-sm",
        md: "w-72 p-4 text-sm",
        /** As wide as the trigger (or anchor): for menus such as the combobox's. */
        trigger: "w-(--radix-popover-trigger-width) min-w-40 p-1 text-sm",
        auto: "p-4 text-sm",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type PopoverContentProps = React.ComponentProps<typeof PopoverPrimitive.Content> &
  AsChildProps &
  VariantProps<typeof popoverContentVariants> & {
    /**
     * The width: `sm` 224 px, `md` 288 px (default), `trigger` as wide as its trigger (menus such
     * as the combobox's), `auto` as wide as its content.
     */
    size?: VariantProps<typeof popoverContentVariants>["size"];
    /** Render in place instead of in a portal at the end of `document.body`. */
    disablePortal?: boolean;
  };

/**
 * The popover's panel, rendered in a portal. It sits 4 px from its trigger by default and
 * flips or shifts to stay inside the viewport.
 */
export function PopoverContent({
  className,
  size = "md",
  align = "center",
  sideOffset = POPOVER_SIDE_OFFSET,
  disablePortal = false,
  ...props
}: PopoverContentProps) {
  const content = (
    <PopoverPrimitive.Content
      data-slot="popover-content"
      data-size={size ?? undefined}
      align={align}
      sideOffset={sideOffset}
      className={cn(popoverContentVariants({ size }), className)}
      {...props}
    />
  );
  if (disablePortal) return content;
  return <PopoverPrimitive.Portal>{content}</PopoverPrimitive.Portal>;
}

export type PopoverArrowProps = React.ComponentProps<typeof PopoverPrimitive.Arrow> & AsChildProps;

/** An optional arrow pointing at the trigger, painted in the popover's colours. */
export function PopoverArrow({ className, ...props }: PopoverArrowProps) {
  return (
    <PopoverPrimitive.Arrow
      data-slot="popover-arrow"
      className={cn("fill-popover stroke-border", className)}
      {...props}
    />
  );
}
