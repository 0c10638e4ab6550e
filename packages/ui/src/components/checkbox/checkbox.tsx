import { cva, type VariantProps } from "class-variance-authority";
import { Check, Minus } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import type * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";
import { useFieldControl } from "../field";

export const checkboxVariants = cva(
  [
    "peer inline-flex shrink-0 items-center justify-center rounded-sm border border-input bg-background shadow-xs",
    "transition-[color,background-color,border-color,box-shadow] outline-none",
    "focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:ring-offset-1 focus-visible:ring-offset-background",
    "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
    "data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground",
    "disabled:cursor-not-allowed disabled:opacity-50",
    "aria-invalid:border-destructive aria-invalid:ring-3 aria-invalid:ring-destructive/20",
  ],
  {
    variants: {
      size: {
        sm: "size-4 [&_svg]:size-3",
        md: "size-5 [&_svg]:size-3.5",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> &
  VariantProps<typeof checkboxVariants> &
  AsChildProps & {
    /** The box: `sm` 16 px, `md` 20 px (default). */
    size?: VariantProps<typeof checkboxVariants>["size"];
  };

/**
 * A checkbox: `checked` may be `true`, `false` or `"indeterminate"`. Name it with a Label
 * (`htmlFor`), a Field, or `aria-label`.
 */
export function Checkbox({ className, size = "md", ...props }: CheckboxProps) {
  const fieldProps = useFieldControl(props);
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      data-size={size ?? undefined}
      className={cn(checkboxVariants({ size }), className)}
      {...fieldProps}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group/indicator flex items-center justify-center text-current"
      >
        <Check
          aria-hidden="true"
          strokeWidth={3}
          className="group-data-[state=indeterminate]/indicator:hidden"
        />
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="hidden group-data-[state=indeterminate]/indicator:block"
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
