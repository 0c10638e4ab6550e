import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../../lib/utils";
import { useFieldControl } from "../field";

/** The look shared by every text-entry control (Input, Textarea, PhoneInput, the select triggers). */
export const inputBaseClasses = [
  "w-full min-w-0 rounded-md border border-input bg-background text-foreground shadow-xs",
  "transition-[color,border-color,box-shadow] outline-none",
  "placeholder:text-muted-foreground",
  "focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/40",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/30",
];

export const inputVariants = cva(
  [
    ...inputBaseClasses,
    "flex px-3 py-1",
    "file:me-3 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
  ],
  {
    variants: {
      size: {
        sm: "h-8 text-sm",
        md: "h-10 text-sm",
        lg: "h-12 text-base",
      },
    },
    defaultVariants: {
      size: "md",
    },
  },
);

export type InputProps = Omit<React.ComponentProps<"input">, "size"> &
  VariantProps<typeof inputVariants> & {
    /** The height: `sm` 32 px, `md` 40 px (default), `lg` 48 px (with 16 px text). */
    size?: VariantProps<typeof inputVariants>["size"];
  };

/** A single-line text input. Inside a Field it picks up its id, description, error and required state. */
export function Input({ className, size = "md", type = "text", ...props }: InputProps) {
  const fieldProps = useFieldControl(props);
  return (
    <input
      data-slot="input"
      data-size={size ?? undefined}
      type={type}
      className={cn(inputVariants({ size }), className)}
      {...fieldProps}
    />
  );
}
