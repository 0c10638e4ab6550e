import { cva, type VariantProps } from "class-variance-authority";
import { ArrowLeft, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";

import { useBreakpoint } from "../../hooks/use-breakpoint";
import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";
import { buttonVariants } from "../button";

/** A modal dialog. Open state is controlled with `open`/`onOpenChange` or left to the trigger. */
export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** The control that opens the dialog; focus returns to it when the dialog closes. */
export function DialogTrigger(props: React.ComponentProps<typeof DialogPrimitive.Trigger> & AsChildProps) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Renders its children into `document.body` (DialogContent uses it already). */
export function DialogPortal(props: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

/** Closes the dialog: wrap a button (`asChild`) for Cancel or Done actions. */
export function DialogClose(props: React.ComponentProps<typeof DialogPrimitive.Close> & AsChildProps) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

/** The dimmed backdrop behind a centred dialog. */
export function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay> & AsChildProps) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0",
        className,
      )}
      {...props}
    />
  );
}

export const dialogContentVariants = cva(
  [
    "fixed z-50 bg-background text-foreground outline-none",
    "transition-[opacity,scale] duration-200 starting:opacity-0",
  ],
  {
    variants: {
      layout: {
        fullscreen: "inset-0 flex flex-col overflow-y-auto",
        centered: [
          "top-1/2 left-1/2 grid max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2",
          "gap-4 overflow-y-auto rounded-lg border p-6 shadow-lg md:max-w-lg starting:scale-95",
        ],
      },
    },
    defaultVariants: {
      layout: "centered",
    },
  },
);

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  AsChildProps & {
    /**
     * `responsive` (the default) follows the spec: full screen below 768 px with a back arrow
     * labelled 'Close modal', a centred modal with a 'Close' button from 768 px.
     */
    layout?: "responsive" | NonNullable<VariantProps<typeof dialogContentVariants>["layout"]>;
    /** Render the built-in close control (back arrow or ×). */
    showCloseButton?: boolean;
  };

/** The dialog's panel, rendered in a portal with its overlay and its close control. */
export function DialogContent({
  className,
  children,
  layout = "responsive",
  showCloseButton = true,
  ...props
}: DialogContentProps) {
  const { isMobile } = useBreakpoint();
  const resolved = layout === "responsive" ? (isMobile ? "fullscreen" : "centered") : layout;

  return (
    <DialogPortal>
      {resolved === "centered" ? <DialogOverlay /> : null}
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-layout={resolved}
        className={cn(dialogContentVariants({ layout: resolved }), className)}
        {...props}
      >
        {resolved === "fullscreen" ? (
          <>
            {showCloseButton ? (
              <div
                data-slot="dialog-bar"
                className="sticky top-0 z-10 flex h-14 shrink-0 items-center bg-background px-2"
              >
                <DialogPrimitive.Close
                  aria-label="Close modal"
                  className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "[&_svg]:size-5")}
                >
                  <ArrowLeft aria-hidden />
                </DialogPrimitive.Close>
              </div>
            ) : null}
            <div data-slot="dialog-fullscreen-body" className="flex flex-1 flex-col gap-4 px-4 pb-6">
              {children}
            </div>
          </>
        ) : (
          <>
            {children}
            {showCloseButton ? <DialogCornerClose /> : null}
          </>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** The × button labelled 'Close' in a panel's top right corner (the centred dialog's, the sheet's). */
export function DialogCornerClose({ className }: { className?: string }) {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className={cn(
        buttonVariants({ variant: "ghost", size: "icon" }),
        "absolute top-3 right-3 size-8 text-muted-foreground",
        className,
      )}
    >
      <X aria-hidden />
    </DialogPrimitive.Close>
  );
}

/** Title and description, stacked. */
export function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-2 pr-8 text-left", className)}
      {...props}
    />
  );
}

/** Actions: right-aligned from 768 px, stacked full-width (and kept at the bottom) below. */
export function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("mt-auto flex flex-col-reverse gap-2 md:flex-row md:justify-end", className)}
      {...props}
    />
  );
}

/** The dialog's accessible name. */
export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title> & AsChildProps) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("text-lg leading-tight font-semibold", className)}
      {...props}
    />
  );
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description> & AsChildProps) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
