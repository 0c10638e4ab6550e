import { cva, type VariantProps } from "class-variance-authority";
import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";

export const labelVariants = cva(
  [
    "inline-flex items-center gap-1 leading-none font-medium text-foreground select-none",
    "group-data-[disabled=true]/field:pointer-events-none group-data-[disabled=true]/field:opacity-50",
    "peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "text-caption",
        md: "text-sm",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type LabelProps = React.ComponentProps<typeof LabelPrimitive.Root> &
  VariantProps<typeof labelVariants> &
  AsChildProps & {
    /** The text size: `sm` 13 px, `md` 14 px (default). */
    size?: VariantProps<typeof labelVariants>["size"];
    /** Show the required marker (an asterisk hidden from assistive technology: mark the control `required`). */
    required?: boolean;
  };

/** A form label. Point it at its control with `htmlFor`, or wrap the control. */
export function Label({ className, size = "md", required = false, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      data-size={size ?? undefined}
      className={cn(labelVariants({ size }), className)}
      {...props}
    >
      {children}
      {required ? (
        <span data-slot="label-required" aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}
