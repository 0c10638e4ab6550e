import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../../lib/utils";

export const emptyStateVariants = cva("flex flex-col items-center justify-center text-center", {
  variants: {
    variant: {
      /** Plain, on the page. */
      default: "",
      /** In a dashed frame, where content would go (an empty list, a drop area). */
      outline: "rounded-xl border border-dashed border-border",
    },
    size: {
      sm: "gap-2 p-6",
      md: "gap-3 p-10",
    },
  },
  defaultVariants: {
    variant: "default",
    size: "md",
  },
});

type HeadingLevel = "h2" | "h3" | "h4";

export type EmptyStateProps = Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof emptyStateVariants> & {
    /** `default`: plain, on the page. `outline`: in a dashed frame, where content would go (an empty list, a drop area). */
    variant?: VariantProps<typeof emptyStateVariants>["variant"];
    /** The padding and gaps: `sm` for a panel or card, `md` (default) for a page. */
    size?: VariantProps<typeof emptyStateVariants>["size"];
    /** A picture for the situation (a lucide icon); decorative. */
    icon?: React.ReactNode;
    /** What is empty, as a heading ('No clients yet'). */
    title: React.ReactNode;
    /** Why, and what to do about it. */
    description?: React.ReactNode;
    /** The way out: usually a Button ('Invite a client'). */
    action?: React.ReactNode;
    /** The title's heading level, to fit the page's outline ('h3'). */
    titleAs?: HeadingLevel;
  };

/** What a list, search or panel shows when it has nothing to show: icon, title, description, action. */
export function EmptyState({
  className,
  variant = "default",
  size = "md",
  icon,
  title,
  description,
  action,
  titleAs: Title = "h3",
  children,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      data-variant={variant ?? undefined}
      data-size={size ?? undefined}
      className={cn(emptyStateVariants({ variant, size }), className)}
      {...props}
    >
      {icon ? (
        <span
          aria-hidden="true"
          data-slot="empty-state-icon"
          className="mb-1 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6"
        >
          {icon}
        </span>
      ) : null}
      <Title data-slot="empty-state-title" className="text-lg font-semibold">
        {title}
      </Title>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-sm text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {children}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap items-center justify-center gap-3">
          {action}
        </div>
      ) : null}
    </div>
  );
}
