import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";
import { toastDuration, toastStore, type ToastRecord, type ToastStore } from "./toast-store";

/** Radix's toast behaviour as the spec keeps it: swipe right 50 px to dismiss, F8 to reach the region. */
export function ToastProvider({
  swipeDirection = "right",
  swipeThreshold = 50,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      data-slot="toast-provider"
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

export const toastViewportVariants = cva(
  "fixed z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]",
  {
    variants: {
      position: {
        /** Top-right below 768 px, bottom-right from 768 px. */
        responsive: "top-0 right-0 md:top-auto md:bottom-0",
        "top-right": "top-0 right-0",
        "bottom-right": "right-0 bottom-0",
      },
    },
    defaultVariants: {
      position: "responsive",
    },
  },
);

export type ToastViewportProps = React.ComponentProps<typeof ToastPrimitive.Viewport> &
  AsChildProps &
  VariantProps<typeof toastViewportVariants> & {
    /** `responsive` (default): top-right below 768 px, bottom-right from 768 px. Or always `top-right` or `bottom-right`. */
    position?: VariantProps<typeof toastViewportVariants>["position"];
  };

/** Where toasts appear. The region is labelled 'Notifications (F8)' and F8 moves focus to it. */
export function ToastViewport({ className, position = "responsive", ...props }: ToastViewportProps) {
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      data-position={position ?? undefined}
      className={cn(toastViewportVariants({ position }), className)}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md border p-4 pr-10 shadow-lg",
    "transition-[opacity,translate] duration-200 starting:translate-x-4 starting:opacity-0",
    "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
    "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)",
    "focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none",
    "[&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        default: "border-border bg-background text-foreground",
        success: "border-success bg-success text-success-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> &
  AsChildProps &
  VariantProps<typeof toastVariants> & {
    /** The colours: `default`, `success` (green) or `destructive` (an error, red). */
    variant?: VariantProps<typeof toastVariants>["variant"];
  };

/** One toast. `duration` is in milliseconds; hovering or focusing the region pauses it. */
export function Toast({ className, variant = "default", duration, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant ?? undefined}
      data-duration={duration}
      duration={duration}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

/** The toast's heading, one short line. */
export function ToastTitle({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Title> & AsChildProps) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn("text-sm font-semibold", className)}
      {...props}
    />
  );
}

/** The toast's text, under its title. */
export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description> & AsChildProps) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn("text-sm", className)}
      {...props}
    />
  );
}

/**
 * A button inside the toast. `altText` tells screen-reader users how to reach the same action
 * elsewhere, since the toast may be gone before they get to it.
 */
export function ToastAction({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Action> & AsChildProps) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        "inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-current/30 bg-transparent px-3 text-sm font-medium",
        "hover:bg-current/10 focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none",
        className,
      )}
      {...props}
    />
  );
}

/** The × that closes a toast. */
export function ToastClose({
  className,
  "aria-label": ariaLabel = "Dismiss notification",
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close> & AsChildProps) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label={ariaLabel}
      className={cn(
        "absolute top-3 right-3 inline-flex size-6 items-center justify-center rounded-sm opacity-70",
        "hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none",
        className,
      )}
      {...props}
    >
      <X aria-hidden className="size-4" />
    </ToastPrimitive.Close>
  );
}

const variantIcons = {
  default: null,
  success: CircleCheck,
  destructive: CircleAlert,
} as const;

export type ToasterProps = Omit<
  React.ComponentProps<typeof ToastPrimitive.Provider>,
  "children" | "duration"
> & {
  /**
   * `responsive` (the default): top-right below 768 px, bottom-right from 768 px.
   * `top-right` keeps them clear of a page's bottom actions.
   */
  position?: VariantProps<typeof toastViewportVariants>["position"];
  /**
   * Milliseconds for toasts that set no duration of their own. Without it the variant decides:
   * 2000 for success, 4000 for destructive, 5000 otherwise.
   */
  duration?: number;
  /**
   * How many toasts show at once; later ones wait until one closes. Left out, the store's own
   * setting stands: 3 for the default store.
   */
  limit?: number;
  /**
   * Milliseconds a closed toast is kept (for `useToast()` and its closing animation) before it is
   * forgotten. Left out, the store's own setting stands: 1000 for the default store.
   */
  removeDelay?: number;
  /** The store to render; `toast()` uses the default one. */
  store?: ToastStore;
  /** Class names for the viewport. */
  className?: string;
};

/**
 * Renders the toasts of `toast()`: up to `limit` at a time, the rest queued. Mount it once. Its
 * `limit` and `removeDelay` apply to its store while it is mounted.
 */
export function Toaster({
  position = "responsive",
  duration,
  limit,
  removeDelay,
  store = toastStore,
  className,
  ...props
}: ToasterProps) {
  // Before paint, so the first toasts already follow the limit; undone when the Toaster goes.
  React.useLayoutEffect(() => {
    if (limit === undefined && removeDelay === undefined) return;
    const previous = store.configure({ limit, removeDelay });
    return () => void store.configure(previous);
  }, [store, limit, removeDelay]);
  const state = React.useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const visible = state.toasts.filter((item) => item.status !== "queued");

  return (
    <ToastProvider {...props}>
      {visible.map((item: ToastRecord) => {
        const variant = item.variant ?? "default";
        const Icon = variantIcons[variant];
        return (
          <Toast
            key={item.id}
            variant={variant}
            open={item.status === "open"}
            duration={item.duration ?? duration ?? toastDuration(item)}
            onOpenChange={(open) => {
              if (!open) store.dismiss(item.id);
            }}
          >
            {Icon ? <Icon aria-hidden /> : null}
            <div className="grid flex-1 gap-1">
              {item.title ? <ToastTitle>{item.title}</ToastTitle> : null}
              {item.description ? <ToastDescription>{item.description}</ToastDescription> : null}
            </div>
            {item.action}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport position={position} className={className} />
    </ToastProvider>
  );
}
