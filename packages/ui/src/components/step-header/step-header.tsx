import { cva, type VariantProps } from "class-variance-authority";
import { Check, CircleHelp } from "lucide-react";
import type * as React from "react";

import { cn } from "../../lib/utils";
import { Tooltip, TooltipContent, TooltipTrigger } from "../tooltip";

export type StepState = "completed" | "current" | "upcoming";

/** A step below `current` is completed, equal is current, above is upcoming. */
export function stepState(index: number, current: number): StepState {
  if (index < current) return "completed";
  if (index === current) return "current";
  return "upcoming";
}

/** The progress bar's width as a fraction: current / (steps − 1), kept between 0 and 1. */
export function stepProgress(current: number, steps: number): number {
  if (steps <= 1) return 1;
  return Math.min(1, Math.max(0, current / (steps - 1)));
}

export const stepHeaderVariants = cva("flex w-full flex-col gap-4 bg-background", {
  variants: {
    size: {
      md: "px-4 py-3 md:px-8 md:py-4",
      sm: "px-4 py-2",
    },
  },
  defaultVariants: {
    size: "md",
  },
});

export const stepMarkerVariants = cva(
  "relative z-10 flex size-6 items-center justify-center rounded-full border-2 text-caption font-semibold transition-colors",
  {
    variants: {
      state: {
        completed: "border-primary bg-primary text-primary-foreground",
        current: "border-primary bg-background text-primary ring-4 ring-primary/20",
        upcoming: "border-input bg-background text-muted-foreground",
      },
    },
    defaultVariants: {
      state: "upcoming",
    },
  },
);

export type StepHeaderProps = Omit<React.ComponentProps<"header">, "children"> &
  VariantProps<typeof stepHeaderVariants> & {
    /** The padding: `md` (default, roomier from 768 px) or `sm` for a compact header. */
    size?: VariantProps<typeof stepHeaderVariants>["size"];
    /** How many steps the flow has (6 by default). */
    steps?: number;
    /** The zero-based index of the step on screen. */
    current: number;
    /** A short line beside the logo that says whose space this is (e.g. 'Coach admin'); none by default. */
    roleLabel?: React.ReactNode;
    /** The product's name: the logo button's accessible name and visible word mark. */
    productName: string;
    /** A mark shown before the product name. */
    logo?: React.ReactNode;
    /** Called when the logo is pressed, e.g. to go to the home page. */
    onLogoClick?: () => void;
    /** Optional help for this step, shown in a tooltip from a help button. */
    help?: React.ReactNode;
    /** Open delay of the help tooltip in milliseconds (200). */
    helpDelay?: number;
    /** Accessible name of the help button. */
    helpLabel?: string;
    /** Accessible name of the step list. */
    stepsLabel?: string;
  };

const stateText: Record<StepState, string> = {
  completed: "completed",
  current: "current",
  upcoming: "upcoming",
};

/** A multi-step flow's header: logo, optional role label and help, and the row of steps with its progress bar. */
export function StepHeader({
  className,
  size = "md",
  steps = 6,
  current,
  roleLabel,
  productName,
  logo,
  onLogoClick,
  help,
  helpDelay = 200,
  helpLabel = "Help",
  stepsLabel = "Progress",
  ...props
}: StepHeaderProps) {
  const progress = stepProgress(current, steps);
  return (
    <header
      data-slot="step-header"
      data-size={size ?? undefined}
      className={cn(stepHeaderVariants({ size }), className)}
      {...props}
    >
      <div data-slot="step-header-bar" className="flex items-center gap-3">
        <button
          type="button"
          data-slot="step-header-logo"
          onClick={onLogoClick}
          className={cn(
            "inline-flex items-center gap-2 rounded-md text-lg font-bold text-brand outline-none dark:text-foreground",
            "focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background",
          )}
        >
          {logo ? (
            <span aria-hidden className="inline-flex [&_svg]:size-6">
              {logo}
            </span>
          ) : null}
          {productName}
        </button>
        {roleLabel ? (
          <span data-slot="step-header-role" className="text-caption text-muted-foreground">
            {roleLabel}
          </span>
        ) : null}
        {help ? (
          <span className="ml-auto">
            <Tooltip delayDuration={helpDelay}>
              <TooltipTrigger asChild>
                <button
                  type="button"
                  data-slot="step-header-help"
                  aria-label={helpLabel}
                  className={cn(
                    "inline-flex size-8 items-center justify-center rounded-full text-muted-foreground outline-none",
                    "hover:bg-accent hover:text-accent-foreground focus-visible:ring-3 focus-visible:ring-ring/60",
                  )}
                >
                  <CircleHelp aria-hidden className="size-5" />
                </button>
              </TooltipTrigger>
              <TooltipContent>{help}</TooltipContent>
            </Tooltip>
          </span>
        ) : null}
      </div>

      <div data-slot="step-header-progress" className="relative px-3">
        <div aria-hidden className="absolute inset-x-3 top-1/2 h-1 -translate-y-1/2 rounded-full bg-border">
          <div
            data-slot="step-header-progress-bar"
            className="h-full rounded-full bg-primary transition-[width] duration-300"
            style={{ width: `${progress * 100}%` }}
          />
        </div>
        <ol aria-label={stepsLabel} className="relative flex items-center justify-between">
          {Array.from({ length: steps }, (_, index) => {
            const state = stepState(index, current);
            return (
              <li
                key={index}
                data-slot="step-header-step"
                data-state={state}
                aria-current={state === "current" ? "step" : undefined}
                className="-mx-3 flex"
              >
                <span aria-hidden className={stepMarkerVariants({ state })}>
                  {state === "completed" ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
                </span>
                <span className="sr-only">{`Step ${index + 1} of ${steps}, ${stateText[state]}`}</span>
              </li>
            );
          })}
        </ol>
      </div>
    </header>
  );
}
