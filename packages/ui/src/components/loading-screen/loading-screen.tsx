import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../../lib/utils";
import { Spinner } from "../spinner";

export const loadingScreenVariants = cva("flex flex-col items-center justify-center gap-4 text-center", {
  variants: {
    variant: {
      /** Covers the whole viewport, above everything: the app's start-up screen. */
      fullscreen: "fixed inset-0 z-50 min-h-dvh bg-background text-foreground",
      /** Covers its nearest positioned parent (a card, a panel) while that part loads. */
      contained: "absolute inset-0 z-10 rounded-[inherit] bg-background/85 text-foreground",
    },
  },
  defaultVariants: {
    variant: "fullscreen",
  },
});

export type LoadingScreenProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof loadingScreenVariants> & {
    /**
     * `fullscreen` (default): covers the whole viewport, above everything (the app's start-up screen).
     * `contained`: covers its nearest positioned parent (a card, a panel) while that part loads.
     */
    variant?: VariantProps<typeof loadingScreenVariants>["variant"];
    /** The status's accessible name, and the words read when no message is shown ('Loading'). */
    label?: string;
    /** A visible line under the spinner ('Signing you in…'). */
    message?: React.ReactNode;
    /** A mark above the spinner (the product logo). */
    logo?: React.ReactNode;
  };

/**
 * A screen that says the app (or a part of it) is loading: a spinner, an optional logo and
 * message, announced politely as a status with an accessible name.
 */
export function LoadingScreen({
  className,
  variant = "fullscreen",
  label = "Loading",
  message,
  logo,
  ...props
}: LoadingScreenProps) {
  return (
    <div
      data-slot="loading-screen"
      data-variant={variant ?? undefined}
      role="status"
      aria-label={label}
      className={cn(loadingScreenVariants({ variant }), className)}
      {...props}
    >
      {logo ? (
        <span aria-hidden="true" data-slot="loading-screen-logo" className="inline-flex [&_svg]:size-10">
          {logo}
        </span>
      ) : null}
      <Spinner className="size-8 text-primary" />
      {message ? (
        <p data-slot="loading-screen-message" className="text-sm text-muted-foreground">
          {message}
        </p>
      ) : (
        <span className="sr-only">{label}</span>
      )}
    </div>
  );
}
