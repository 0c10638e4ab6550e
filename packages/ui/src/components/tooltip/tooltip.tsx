import { Popover as PopoverPrimitive, Tooltip as TooltipPrimitive } from "radix-ui";
import * as React from "react";

import { useBreakpoint } from "../../hooks/use-breakpoint";
import { useControllableState } from "../../lib/use-controllable-state";
import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";

/** The spec's tooltip timings (Radix's defaults): open after 700 ms, skip the delay within 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

type TooltipMode = "hover" | "tap";

const TooltipModeContext = React.createContext<TooltipMode>("hover");
const TooltipProviderPresent = React.createContext(false);
/** Closes a tapped-open hint (tap mode only). */
const CloseTapTooltipContext = React.createContext<() => void>(() => {});

export type TooltipProviderProps = React.ComponentProps<typeof TooltipPrimitive.Provider>;

/**
 * Shares the open delay between tooltips, so that moving from one trigger to the next within
 * `skipDelayDuration` opens the next one at once. Put one near the root of the app; a Tooltip
 * without one provides its own.
 */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  ...props
}: TooltipProviderProps) {
  return (
    <TooltipProviderPresent.Provider value={true}>
      <TooltipPrimitive.Provider
        data-slot="tooltip-provider"
        delayDuration={delayDuration}
        skipDelayDuration={skipDelayDuration}
        {...props}
      />
    </TooltipProviderPresent.Provider>
  );
}

export type TooltipProps = Omit<React.ComponentProps<typeof TooltipPrimitive.Root>, "delayDuration"> & {
  /** Milliseconds from the pointer entering the trigger to the tooltip opening (700 by default). */
  delayDuration?: number;
  /**
   * `auto` (the default) shows a hover tooltip on wide screens and, at widths of 1024 px or less,
   * a popover that opens when the trigger is tapped. `hover` and `tap` force one behaviour.
   */
  mode?: "auto" | TooltipMode;
};

/** A short hint for a control. Becomes tap-to-open at widths of 1024 px or less. */
export function Tooltip({
  mode = "auto",
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
  children,
  ...props
}: TooltipProps) {
  const { isTouchLayout } = useBreakpoint();
  const hasProvider = React.useContext(TooltipProviderPresent);
  const resolved: TooltipMode = mode === "auto" ? (isTouchLayout ? "tap" : "hover") : mode;
  const [tapOpen, setTapOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onChange: onOpenChange,
  });
  const closeTap = React.useCallback(() => setTapOpen(false), [setTapOpen]);

  if (resolved === "tap") {
    return (
      <TooltipModeContext.Provider value="tap">
        <CloseTapTooltipContext.Provider value={closeTap}>
          <PopoverPrimitive.Root data-slot="tooltip" open={tapOpen} onOpenChange={setTapOpen}>
            {children}
          </PopoverPrimitive.Root>
        </CloseTapTooltipContext.Provider>
      </TooltipModeContext.Provider>
    );
  }

  const root = (
    <TooltipModeContext.Provider value="hover">
      <TooltipPrimitive.Root
        data-slot="tooltip"
        delayDuration={delayDuration}
        open={open}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        {...props}
      >
        {children}
      </TooltipPrimitive.Root>
    </TooltipModeContext.Provider>
  );
  return hasProvider ? root : <TooltipProvider>{root}</TooltipProvider>;
}

export type TooltipTriggerProps = React.ComponentProps<typeof TooltipPrimitive.Trigger> & AsChildProps;

/** The control the tooltip describes. Use `asChild` to keep your own button. */
export function TooltipTrigger(props: TooltipTriggerProps) {
  const mode = React.useContext(TooltipModeContext);
  return mode === "tap" ? (
    <PopoverPrimitive.Trigger data-slot="tooltip-trigger" data-mode="tap" {...props} />
  ) : (
    <TooltipPrimitive.Trigger data-slot="tooltip-trigger" data-mode="hover" {...props} />
  );
}

const contentClasses = [
  "z-50 w-[329px] max-w-[calc(100vw-1rem)] rounded-md bg-foreground px-3 py-2 text-caption text-background shadow-md",
  "origin-(--radix-popper-transform-origin) transition-opacity duration-150 starting:opacity-0",
  "outline-none",
];

export type TooltipContentProps = React.ComponentProps<typeof TooltipPrimitive.Content> & AsChildProps;

/** The hint itself, 329 px wide, 4 px from its trigger. */
export function TooltipContent({ className, sideOffset = 4, children, ...props }: TooltipContentProps) {
  const mode = React.useContext(TooltipModeContext);
  const textId = React.useId();

  if (mode === "tap") {
    return (
      <TapTooltipContent className={className} sideOffset={sideOffset} textId={textId} {...props}>
        {children}
      </TapTooltipContent>
    );
  }

  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        data-mode="hover"
        sideOffset={sideOffset}
        className={cn(contentClasses, className)}
        {...props}
      >
        {children}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

const letTapsThrough = (node: HTMLDivElement | null) => {
  if (node?.parentElement) node.parentElement.style.pointerEvents = "none";
};

/**
 * A tapped-open hint: a non-modal popover named by its own text. On a phone it often lies over the
 * next field, so it never stands in the way: taps go through it (to the field, which closes it as
 * a tap outside), and it closes when anything scrolls or when focus moves on.
 */
function TapTooltipContent({
  className,
  sideOffset,
  textId,
  children,
  ...props
}: TooltipContentProps & { textId: string }) {
  const close = React.useContext(CloseTapTooltipContext);
  React.useEffect(() => {
    const options = { capture: true, passive: true };
    window.addEventListener("scroll", close, options);
    return () => window.removeEventListener("scroll", close, options);
  }, [close]);

  const { side, align, alignOffset, avoidCollisions, collisionPadding, style, id } = props;
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="tooltip-content"
        data-mode="tap"
        aria-labelledby={textId}
        sideOffset={sideOffset}
        side={side}
        align={align}
        alignOffset={alignOffset}
        avoidCollisions={avoidCollisions}
        collisionPadding={collisionPadding}
        style={style}
        id={id}
        // The hint holds text only: a tap on it lands on what it covers. Radix positions it in a
        // wrapper of its own, which must let taps through too.
        ref={letTapsThrough}
        className={cn(contentClasses, "pointer-events-none", className)}
      >
        <div id={textId}>{children}</div>
      </PopoverPrimitive.Content>
    </PopoverPrimitive.Portal>
  );
}
