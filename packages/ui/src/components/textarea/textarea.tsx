import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../../lib/utils";
import { useFieldControl } from "../field";
import { inputBaseClasses } from "../input";

export const textareaVariants = cva([...inputBaseClasses, "flex min-h-20 px-3 py-2"], {
  variants: {
    size: {
      sm: "text-sm",
      md: "text-sm",
      lg: "text-base",
    },
    resize: {
      none: "resize-none",
      vertical: "resize-y",
      /** Grows with its content (where the browser supports `field-sizing`). */
      auto: "field-sizing-content resize-none",
    },
  },
  defaultVariants: {
    size: "md",
    resize: "vertical",
  },
});

export type TextareaProps = React.ComponentProps<"textarea"> &
  VariantProps<typeof textareaVariants> & {
    /** The text size: 14 px for `sm` and `md` (default), 16 px for `lg`. */
    size?: VariantProps<typeof textareaVariants>["size"];
    /**
     * `vertical` (default): the person can drag it taller. `none`: fixed. `auto`: grows with its
     * content, where the browser supports `field-sizing`.
     */
    resize?: VariantProps<typeof textareaVariants>["resize"];
  };

/** A multi-line text input, at least 80 px tall. */
export function Textarea({ className, size = "md", resize = "vertical", ...props }: TextareaProps) {
  const fieldProps = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      data-size={size ?? undefined}
      className={cn(textareaVariants({ size, resize }), className)}
      {...fieldProps}
    />
  );
}
