import { cva, type VariantProps } from "class-variance-authority";
import { Progress as ProgressPrimitive } from "radix-ui";
import * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";

/** The words for a value, as Radix reads them by default: the rounded share of `max` ('40%'). */
export function progressValueText(value: number, max: number): string {
  if (max <= 0) return "0%";
  return `${Math.round((Math.min(max, Math.max(0, value)) / max) * 100)}%`;
}

export const progressVariants = cva("relative w-full overflow-hidden rounded-full bg-muted", {
  variants: {
    size: {
      sm: "h-1.5",
      md: "h-2.5",
    },
    tone: {
      default: "[--progress-fill:var(--primary)]",
      success: "[--progress-fill:var(--success)]",
      warning: "[--progress-fill:var(--warning)]",
      destructive: "[--progress-fill:var(--destructive)]",
    },
  },
  defaultVariants: {
    size: "md",
    tone: "default",
  },
});

export type ProgressProps = Omit<
  React.ComponentProps<typeof ProgressPrimitive.Root> & AsChildProps,
  "children"
> &
  VariantProps<typeof progressVariants> & {
    /** The bar's thickness: `sm` 6 px, `md` 10 px (default). */
    size?: VariantProps<typeof progressVariants>["size"];
    /** The fill's colour: `default` (primary), `success`, `warning` or `destructive`. */
    tone?: VariantProps<typeof progressVariants>["tone"];
    /**
     * A visible label above the bar that also names it. Without one, name the bar with
     * `aria-label` or `aria-labelledby`.
     */
    label?: React.ReactNode;
    /** Show the value's words ('40%') at the end of the label row. */
    showValue?: boolean;
  };

/**
 * A progress bar (Radix): `value` out of `max` (100), or indeterminate when `value` is `null`. The
 * bar has the progressbar role, its value and words for it (`getValueLabel`, '40%' by default).
 */
export function Progress({
  className,
  size = "md",
  tone = "default",
  value = null,
  max = 100,
  getValueLabel = progressValueText,
  label,
  showValue = false,
  ...props
}: ProgressProps) {
  const labelId = React.useId();
  const determinate = value !== null && value !== undefined;
  const percent = determinate && max > 0 ? (Math.min(max, Math.max(0, value)) / max) * 100 : 0;
  const bar = (
    <ProgressPrimitive.Root
      data-slot="progress"
      data-size={size ?? undefined}
      value={value}
      max={max}
      getValueLabel={getValueLabel}
      aria-labelledby={label ? labelId : undefined}
      className={cn(progressVariants({ size, tone }), !label && className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 rounded-full bg-(--progress-fill) transition-transform duration-300",
          "data-[state=indeterminate]:w-2/5 data-[state=indeterminate]:animate-pulse",
        )}
        style={determinate ? { transform: `translateX(-${100 - percent}%)` } : undefined}
      />
    </ProgressPrimitive.Root>
  );
  if (!label && !showValue) return bar;
  return (
    <div data-slot="progress-field" className={cn("flex w-full flex-col gap-2", className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        {label ? (
          <span id={labelId} data-slot="progress-label" className="font-medium">
            {label}
          </span>
        ) : null}
        {showValue && determinate ? (
          <span data-slot="progress-value" aria-hidden="true" className="text-muted-foreground tabular-nums">
            {getValueLabel(value, max)}
          </span>
        ) : null}
      </div>
      {bar}
    </div>
  );
}
