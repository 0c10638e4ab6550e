import type * as React from "react";

import { cn } from "../../lib/utils";

export type SpinnerProps = React.ComponentProps<"svg"> & {
  /** Accessible name. Leave empty when a surrounding control already names the busy state. */
  label?: string;
};

/** An indeterminate progress indicator. Decorative unless given a `label`. */
export function Spinner({ className, label, ...props }: SpinnerProps) {
  const named = Boolean(label);
  return (
    <svg
      data-slot="spinner"
      viewBox="0 0 24 24"
      fill="none"
      role={named ? "status" : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      className={cn("size-4 animate-spin motion-reduce:animate-none", className)}
      {...props}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
