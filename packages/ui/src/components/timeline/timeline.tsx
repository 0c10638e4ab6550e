import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";

import { cn } from "../../lib/utils";

export const timelineVariants = cva("ms-1.5 flex flex-col border-s-2 border-border ps-5", {
  variants: {
    size: {
      /** Room between the steps for a title, a line of details and a quoted comment. */
      md: "gap-5",
      /** Steps close together, for a short list in a card or a side panel. */
      sm: "gap-3",
    },
  },
  defaultVariants: {
    size: "md",
  },
});

export const timelineMarkerVariants = cva(
  // Centred on the line: the list's start padding (1.25rem), half the line (1px) and half the dot.
  "absolute -start-[1.6875rem] top-1.5 size-3 rounded-full border-2",
  {
    variants: {
      variant: {
        /** A ring in the primary colour: a step like any other. */
        default: "border-primary bg-background",
        /** A filled dot in the success colour: a step that finished something (published, approved). */
        success: "border-success bg-success",
        /** A filled dot in the warning colour: a step that needs attention (sent back, overdue). */
        warning: "border-warning bg-warning",
        /** A filled dot in the destructive colour: a step that ended or removed something. */
        destructive: "border-destructive bg-destructive",
        /** A grey ring: a step of less weight (automatic, or still to come). */
        muted: "border-muted-foreground/50 bg-background",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

export type TimelineProps = React.ComponentProps<"ol"> &
  VariantProps<typeof timelineVariants> & {
    /** The space between steps: `md` (default) or `sm` for a short list in a card or side panel. */
    size?: VariantProps<typeof timelineVariants>["size"];
  };

/**
 * Steps in time along a line, each with a dot: what happened, who and when, and what was said.
 * An ordered list: give it a name that says its order (`aria-label="Review steps, newest first"`).
 */
export function Timeline({ className, size = "md", ...props }: TimelineProps) {
  return (
    <ol
      data-slot="timeline"
      data-size={size ?? undefined}
      className={cn(timelineVariants({ size }), className)}
      {...props}
    />
  );
}

export type TimelineItemProps = React.ComponentProps<"li"> &
  VariantProps<typeof timelineMarkerVariants> & {
    /**
     * The dot's colour: `default` (a primary ring), `success`, `warning` and `destructive` (filled),
     * or `muted` (a grey ring). The dot is decorative: say what it means in the step's words too.
     */
    variant?: VariantProps<typeof timelineMarkerVariants>["variant"];
  };

/** One step of a Timeline: its dot on the line, then its title, description and quote. */
export function TimelineItem({ className, variant = "default", children, ...props }: TimelineItemProps) {
  return (
    <li
      data-slot="timeline-item"
      data-variant={variant ?? undefined}
      className={cn("relative flex flex-col gap-1", className)}
      {...props}
    >
      <span aria-hidden data-slot="timeline-marker" className={timelineMarkerVariants({ variant })} />
      {children}
    </li>
  );
}

export type TimelineTitleProps = React.ComponentProps<"p"> & {
  /** Render the single child element (a heading, say) with the title's styles. */
  asChild?: boolean;
};

/** What happened, in a few words; a Badge may follow it on the same line. */
export function TimelineTitle({ className, asChild = false, ...props }: TimelineTitleProps) {
  const Comp = asChild ? Slot.Root : "p";
  return (
    <Comp
      data-slot="timeline-title"
      className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold", className)}
      {...props}
    />
  );
}

export type TimelineDescriptionProps = React.ComponentProps<"p">;

/** The step's details in muted text: who, and when (with a `<time>` element). */
export function TimelineDescription({ className, ...props }: TimelineDescriptionProps) {
  return (
    <p
      data-slot="timeline-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export type TimelineQuoteProps = React.ComponentProps<"blockquote">;

/** Words someone left with the step (a reviewer's comment), kept with their line breaks. */
export function TimelineQuote({ className, ...props }: TimelineQuoteProps) {
  return (
    <blockquote
      data-slot="timeline-quote"
      className={cn(
        "mt-1 border-s-2 border-primary/40 ps-3 text-sm break-words whitespace-pre-wrap",
        className,
      )}
      {...props}
    />
  );
}
