import { cva, type VariantProps } from "class-variance-authority";
import { Switch as SwitchPrimitive } from "radix-ui";
import type * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";
import { useFieldControl } from "../field";

export const switchVariants = cva(
  [
    "peer inline-flex shrink-0 items-center rounded-full border-2 border-transparent shadow-xs",
    "transition-[background-color,box-shadow] outline-none",
    "focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:ring-offset-1 focus-visible:ring-offset-background",
    "data-[state=checked]:bg-primary data-[state=unchecked]:bg-input",
    "disabled:cursor-not-allowed disabled:opacity-50",
    "aria-invalid:ring-3 aria-invalid:ring-destructive/40",
  ],
  {
    variants: {
      size: {
        sm: "h-5 w-9 [&>[data-slot=switch-thumb]]:size-4 [&>[data-slot=switch-thumb][data-state=checked]]:translate-x-4",
        md: "h-6 w-11 [&>[data-slot=switch-thumb]]:size-5 [&>[data-slot=switch-thumb][data-state=checked]]:translate-x-5",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> &
  AsChildProps &
  VariantProps<typeof switchVariants> & {
    /** The track: `sm` 36 × 20 px, `md` 44 × 24 px (default). */
    size?: VariantProps<typeof switchVariants>["size"];
  };

/** An on/off switch for settings that apply at once (two-factor sign-in, notifications). */
export function Switch({ className, size = "md", ...props }: SwitchProps) {
  const fieldProps = useFieldControl(props, { ariaRequired: false });
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size ?? undefined}
      className={cn(switchVariants({ size }), className)}
      {...fieldProps}
    >
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className="pointer-events-none block translate-x-0 rounded-full bg-background shadow-sm ring-0 transition-transform"
      />
    </SwitchPrimitive.Root>
  );
}
