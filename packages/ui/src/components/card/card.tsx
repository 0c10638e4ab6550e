import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";

import { cn } from "../../lib/utils";

export const cardVariants = cva("flex flex-col gap-6 rounded-xl bg-card py-6 text-card-foreground", {
  variants: {
    variant: {
      /** A bordered surface with a faint shadow. */
      default: "border border-border shadow-sm",
      /** Border only, for cards inside cards or dense lists. */
      outline: "border border-border",
      /** No border, a stronger shadow, for a card that stands out on a busy page. */
      elevated: "shadow-md ring-1 ring-border/50",
    },
  },
  defaultVariants: {
    variant: "default",
  },
});

export type CardProps = React.ComponentProps<"div"> &
  VariantProps<typeof cardVariants> & {
    /**
     * `default`: a border and a faint shadow. `outline`: border only, for cards in cards or dense
     * lists. `elevated`: no border and a stronger shadow, to stand out on a busy page.
     */
    variant?: VariantProps<typeof cardVariants>["variant"];
    /** Render the single child element (an `<article>`, a `<section>`) with the card's styles. */
    asChild?: boolean;
  };

/** A surface that groups one subject: header (title, description, action), content and footer. */
export function Card({ className, variant = "default", asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : "div";
  return (
    <Comp
      data-slot="card"
      data-variant={variant ?? undefined}
      className={cn(cardVariants({ variant }), className)}
      {...props}
    />
  );
}

export type CardHeaderProps = React.ComponentProps<"div">;

/** The title and description, with an optional CardAction at the end of the row. */
export function CardHeader({ className, ...props }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        "grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6",
        "has-data-[slot=card-action]:grid-cols-[1fr_auto]",
        className,
      )}
      {...props}
    />
  );
}

export type CardTitleProps = React.ComponentProps<"h3"> & {
  /** Render the single child (an `<h2>`, say) instead of an `<h3>`, to fit the page's outline. */
  asChild?: boolean;
};

/** The card's heading: an `<h3>` unless `asChild` gives another level. */
export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : "h3";
  return (
    <Comp
      data-slot="card-title"
      className={cn("text-lg leading-tight font-semibold", className)}
      {...props}
    />
  );
}

export type CardDescriptionProps = React.ComponentProps<"p">;

/** Supporting text under the card's title. */
export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return (
    <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}

export type CardActionProps = React.ComponentProps<"div">;

/** A control at the top-right of the header (an edit button, a menu). */
export function CardAction({ className, ...props }: CardActionProps) {
  return (
    <div
      data-slot="card-action"
      className={cn("col-start-2 row-span-2 row-start-1 self-start justify-self-end", className)}
      {...props}
    />
  );
}

export type CardContentProps = React.ComponentProps<"div">;

/** The card's body. */
export function CardContent({ className, ...props }: CardContentProps) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />;
}

export type CardFooterProps = React.ComponentProps<"div">;

/** Actions or a summary line at the bottom of the card. */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return <div data-slot="card-footer" className={cn("flex items-center gap-3 px-6", className)} {...props} />;
}
