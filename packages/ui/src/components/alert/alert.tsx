import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import type * as React from "react";

import { cn } from "../../lib/utils";

export type AlertVariant = "default" | "info" | "success" | "warning" | "destructive";

/**
 * The live-region role for a variant: only a destructive alert interrupts (`alert`); the others are
 * announced politely (`status`).
 */
export function alertRole(variant: AlertVariant): "alert" | "status" {
  return variant === "destructive" ? "alert" : "status";
}

export const alertVariants = cva(
  [
    "relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 border px-4 py-3 text-sm text-foreground",
    "has-[>[data-slot=alert-icon]]:grid-cols-[1.25rem_1fr] has-[>[data-slot=alert-icon]]:gap-x-3",
    "has-[>[data-slot=alert-dismiss]]:pr-12",
  ],
  {
    variants: {
      variant: {
        default: "border-border bg-card [&>[data-slot=alert-icon]]:text-foreground",
        info: "border-primary/40 bg-accent [&>[data-slot=alert-icon]]:text-primary",
        success: "border-success/50 bg-success/10 [&>[data-slot=alert-icon]]:text-success",
        warning: "border-warning/60 bg-warning/10 [&>[data-slot=alert-icon]]:text-warning",
        destructive: "border-destructive/60 bg-destructive/10 [&>[data-slot=alert-icon]]:text-destructive",
      },
      layout: {
        /** A box in the flow of the page. */
        inline: "rounded-lg",
        /** A full-width strip across the top of a page or panel. */
        banner: "rounded-none border-x-0 border-t-0 px-4 md:px-8",
      },
    },
    defaultVariants: {
      variant: "default",
      layout: "inline",
    },
  },
);

const defaultIcons: Record<AlertVariant, React.ReactNode> = {
  default: <Info />,
  info: <Info />,
  success: <CircleCheck />,
  warning: <TriangleAlert />,
  destructive: <CircleAlert />,
};

export type AlertProps = React.ComponentProps<"div"> &
  VariantProps<typeof alertVariants> & {
    /**
     * What the message is: `default`, `info`, `success`, `warning` or `destructive` (an error).
     * Sets the colours and the icon; `warning` and `destructive` are announced at once (`role="alert"`).
     */
    variant?: VariantProps<typeof alertVariants>["variant"];
    /** `inline` (default): a box in the flow of the page. `banner`: a full-width strip across the top of a page or panel. */
    layout?: VariantProps<typeof alertVariants>["layout"];
    /** The icon before the text; each variant has one. Pass `null` for none. */
    icon?: React.ReactNode;
    /** Shows a close button that calls this. */
    onDismiss?: () => void;
    /** The close button's accessible name ('Dismiss'). */
    dismissLabel?: string;
  };

/**
 * A message about the page or an action: default, info, success, warning or destructive. A
 * destructive alert is announced at once (`role="alert"`); the others politely (`role="status"`).
 */
export function Alert({
  className,
  variant = "default",
  layout = "inline",
  icon,
  onDismiss,
  dismissLabel = "Dismiss",
  role,
  children,
  ...props
}: AlertProps) {
  const resolved: AlertVariant = variant ?? "default";
  const shownIcon = icon === undefined ? defaultIcons[resolved] : icon;
  return (
    <div
      data-slot="alert"
      data-variant={resolved}
      data-layout={layout ?? undefined}
      role={role ?? alertRole(resolved)}
      className={cn(alertVariants({ variant: resolved, layout }), className)}
      {...props}
    >
      {shownIcon ? (
        <span aria-hidden="true" data-slot="alert-icon" className="row-span-2 flex pt-px [&_svg]:size-5">
          {shownIcon}
        </span>
      ) : null}
      {children}
      {onDismiss ? (
        <button
          type="button"
          data-slot="alert-dismiss"
          aria-label={dismissLabel}
          onClick={onDismiss}
          className={cn(
            "absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none",
            "hover:bg-foreground/5 hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60",
          )}
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
}

export type AlertTitleProps = React.ComponentProps<"p">;

/** The alert's heading, one short line. */
export function AlertTitle({ className, ...props }: AlertTitleProps) {
  return <p data-slot="alert-title" className={cn("col-start-2 font-semibold", className)} {...props} />;
}

export type AlertDescriptionProps = React.ComponentProps<"div">;

/** The alert's text, below its title. */
export function AlertDescription({ className, ...props }: AlertDescriptionProps) {
  return (
    <div
      data-slot="alert-description"
      className={cn("col-start-2 text-muted-foreground [&_p]:leading-relaxed", className)}
      {...props}
    />
  );
}

export type BannerProps = Omit<AlertProps, "layout">;

/** An Alert laid out as a full-width strip, for page-wide notices. */
export function Banner(props: BannerProps) {
  return <Alert layout="banner" data-slot="banner" {...props} />;
}
