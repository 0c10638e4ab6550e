import { cva, type VariantProps } from "class-variance-authority";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import type * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";
import { useFieldControl } from "../field";

export const radioGroupVariants = cva("grid gap-3", {
  variants: {
    orientation: {
      vertical: "grid-flow-row",
      horizontal: "auto-cols-max grid-flow-col gap-6",
    },
  },
  defaultVariants: {
    orientation: "vertical",
  },
});

export type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root> &
  AsChildProps &
  VariantProps<typeof radioGroupVariants>;

/**
 * A set of options of which one is chosen; arrow keys move and choose. Inside a Field with `group`
 * the Field's label names the group.
 */
export function RadioGroup({ className, orientation = "vertical", ...props }: RadioGroupProps) {
  const fieldProps = useFieldControl(props, { labelledBy: true });
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      data-orientation={orientation ?? undefined}
      className={cn(radioGroupVariants({ orientation }), className)}
      {...fieldProps}
    />
  );
}

export const radioGroupItemVariants = cva(
  [
    "peer inline-flex aspect-square shrink-0 items-center justify-center rounded-full border border-input bg-background text-primary shadow-xs",
    "transition-[border-color,box-shadow] outline-none",
    "focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:ring-offset-1 focus-visible:ring-offset-background",
    "data-[state=checked]:border-primary",
    "disabled:cursor-not-allowed disabled:opacity-50",
    "aria-invalid:border-destructive",
  ],
  {
    variants: {
      size: {
        sm: "size-4 [&_[data-slot=radio-group-indicator]]:size-2",
        md: "size-5 [&_[data-slot=radio-group-indicator]]:size-2.5",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type RadioGroupItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item> &
  AsChildProps &
  VariantProps<typeof radioGroupItemVariants> & {
    /** The circle: `sm` 16 px, `md` 20 px (default). */
    size?: VariantProps<typeof radioGroupItemVariants>["size"];
  };

/** One radio option. Name it with a Label (`htmlFor` its `id`) or `aria-label`. */
export function RadioGroupItem({ className, size = "md", ...props }: RadioGroupItemProps) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      data-size={size ?? undefined}
      className={cn(radioGroupItemVariants({ size }), className)}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="block rounded-full bg-primary"
      />
    </RadioGroupPrimitive.Item>
  );
}
