import { cva } from "class-variance-authority";
import { ScrollArea as ScrollAreaPrimitive } from "radix-ui";
import type * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";

/** How long the scroll bars stay after the pointer leaves or scrolling stops (spec: 600 ms). */
export const SCROLL_HIDE_DELAY_MS = 600;

export type ScrollAreaProps = React.ComponentProps<typeof ScrollAreaPrimitive.Root> &
  AsChildProps & {
    /** Which scroll bars to draw: 'vertical' (default), 'horizontal' or 'both'. */
    orientation?: "vertical" | "horizontal" | "both";
    /**
     * Let the keyboard reach the scrolling box (on by default), so that its content can be scrolled
     * with the arrow keys; turn it off when the content is made of focusable items anyway.
     */
    focusable?: boolean;
    /**
     * `aria-label` / `aria-labelledby` name the scrolling box, which then is a region: a named place
     * that keyboard and screen reader users can find.
     */
    "aria-label"?: string;
    "aria-labelledby"?: string;
    /** Props for the scrolling box itself (a class for its padding, say). */
    viewportProps?: React.ComponentProps<typeof ScrollAreaPrimitive.Viewport>;
  };

/**
 * A scrolling box with thin styled scroll bars (Radix). By default the bars show while the pointer
 * is over the box and hide 600 ms after it leaves; native scrolling (wheel, touch, keys) is kept.
 */
export function ScrollArea({
  className,
  children,
  type = "hover",
  scrollHideDelay = SCROLL_HIDE_DELAY_MS,
  orientation = "vertical",
  focusable = true,
  viewportProps,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledBy,
  ...props
}: ScrollAreaProps) {
  const { className: viewportClassName, ...viewportRest } = viewportProps ?? {};
  const named = Boolean(ariaLabel || ariaLabelledBy);
  return (
    <ScrollAreaPrimitive.Root
      data-slot="scroll-area"
      type={type}
      scrollHideDelay={scrollHideDelay}
      className={cn("relative overflow-hidden", className)}
      {...props}
    >
      <ScrollAreaPrimitive.Viewport
        data-slot="scroll-area-viewport"
        tabIndex={focusable ? 0 : undefined}
        role={named ? "region" : undefined}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        className={cn(
          "size-full rounded-[inherit] outline-none focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-inset",
          viewportClassName,
        )}
        {...viewportRest}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      {orientation !== "horizontal" ? <ScrollBar orientation="vertical" /> : null}
      {orientation !== "vertical" ? <ScrollBar orientation="horizontal" /> : null}
      <ScrollAreaPrimitive.Corner data-slot="scroll-area-corner" />
    </ScrollAreaPrimitive.Root>
  );
}

export const scrollBarVariants = cva("flex touch-none p-px transition-colors select-none", {
  variants: {
    orientation: {
      vertical: "h-full w-2.5 border-l border-l-transparent",
      horizontal: "h-2.5 flex-col border-t border-t-transparent",
    },
  },
  defaultVariants: {
    orientation: "vertical",
  },
});

export type ScrollBarProps = React.ComponentProps<typeof ScrollAreaPrimitive.ScrollAreaScrollbar> &
  AsChildProps;

/** One scroll bar; ScrollArea draws the ones its `orientation` asks for. */
export function ScrollBar({ className, orientation = "vertical", ...props }: ScrollBarProps) {
  return (
    <ScrollAreaPrimitive.ScrollAreaScrollbar
      data-slot="scroll-area-scrollbar"
      orientation={orientation}
      className={cn(scrollBarVariants({ orientation }), className)}
      {...props}
    >
      <ScrollAreaPrimitive.ScrollAreaThumb
        data-slot="scroll-area-thumb"
        className="relative flex-1 rounded-full bg-input/70 hover:bg-input"
      />
    </ScrollAreaPrimitive.ScrollAreaScrollbar>
  );
}
