import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";

import { cn } from "../../lib/utils";
import { Spinner } from "../spinner";

export const buttonVariants = cva(
  [
    "relative inline-flex shrink-0 items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap",
    "transition-[color,background-color,border-color,box-shadow] outline-none select-none",
    "focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background",
    "disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50",
    "aria-busy:cursor-wait aria-invalid:ring-3 aria-invalid:ring-destructive/40",
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        outline:
          "border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground",
        ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
        destructive: "bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: {
      variant: "primary",
      size: "md",
    },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /**
     * How much it stands out: `primary` (default) for the main action, `secondary`, `outline` and
     * `ghost` for the others, `destructive` for deleting, `link` for a text link.
     */
    variant?: VariantProps<typeof buttonVariants>["variant"];
    /** The height: `sm` 32 px, `md` 40 px (default), `lg` 48 px; `icon` is a 40 px square. */
    size?: VariantProps<typeof buttonVariants>["size"];
    /** Render the single child element (a link, say) with the button's styles instead of a `<button>`. */
    asChild?: boolean;
    /**
     * Busy state: the button keeps its size and its focus, its label stays the accessible name but
     * is hidden visually, a spinner is overlaid, and presses (and form submits) are ignored.
     */
    loading?: boolean;
  };

/** The product's button: variants, sizes, a loading state that keeps its size, and `asChild`. */
export function Button({
  className,
  variant = "primary",
  size = "md",
  asChild = false,
  loading = false,
  type,
  disabled,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  const data = {
    "data-slot": "button",
    "data-variant": variant ?? undefined,
    "data-size": size ?? undefined,
  };

  const handleClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    // A busy button stays focusable (so keyboard focus is not lost) but does nothing; a disabled
    // child (a link, which has no `disabled`) is not followed either.
    if (loading || (asChild && disabled)) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  if (asChild) {
    // The child has no `disabled` of its own: it is marked `aria-disabled`, leaves the tab order and
    // ignores presses, and `onClick` reaches it through Slot, which merges it with the child's own.
    return (
      <Slot.Root
        className={classes}
        aria-disabled={disabled || undefined}
        data-disabled={disabled || undefined}
        tabIndex={disabled ? -1 : undefined}
        aria-busy={loading || undefined}
        data-loading={loading || undefined}
        onClick={handleClick}
        {...data}
        {...props}
      >
        {children}
      </Slot.Root>
    );
  }

  return (
    <button
      type={type ?? "button"}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...data}
      {...props}
    >
      {loading ? (
        <>
          <span className="inline-flex items-center gap-2 opacity-0">{children}</span>
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
