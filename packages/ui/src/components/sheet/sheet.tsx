import { cva, type VariantProps } from "class-variance-authority";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";

import type { AsChildProps } from "../../lib/as-child";
import { cn } from "../../lib/utils";
import {
  Dialog,
  DialogClose,
  DialogCornerClose,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from "../dialog/dialog";

/**
 * A side panel over the page (a navigation menu, filters): a modal dialog that slides in from the
 * left or the right edge. Focus moves into it, Escape or the overlay closes it, and focus returns to
 * the control that opened it. Open state is controlled with `open`/`onOpenChange` or left to the
 * trigger.
 */
export function Sheet(props: React.ComponentProps<typeof Dialog>) {
  return <Dialog data-slot="sheet" {...props} />;
}

/** The control that opens the sheet; focus returns to it when the sheet closes. */
export function SheetTrigger(props: React.ComponentProps<typeof DialogTrigger>) {
  return <DialogTrigger data-slot="sheet-trigger" {...props} />;
}

/** Closes the sheet: wrap a button or a link (`asChild`) that should also close it. */
export function SheetClose(props: React.ComponentProps<typeof DialogClose>) {
  return <DialogClose data-slot="sheet-close" {...props} />;
}

export const sheetContentVariants = cva(
  [
    "fixed inset-y-0 z-50 flex h-full w-3/4 max-w-xs flex-col gap-4 overflow-y-auto bg-background p-4",
    "text-foreground shadow-lg transition-[opacity,translate] duration-200 outline-none starting:opacity-0",
  ],
  {
    variants: {
      side: {
        left: "left-0 border-r starting:-translate-x-full",
        right: "right-0 border-l starting:translate-x-full",
      },
    },
    defaultVariants: {
      side: "left",
    },
  },
);

export type SheetContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  AsChildProps &
  VariantProps<typeof sheetContentVariants> & {
    /** The edge the panel slides in from: `left` (default, a navigation menu) or `right` (filters, details). */
    side?: VariantProps<typeof sheetContentVariants>["side"];
    /** Render the built-in close button (×, labelled 'Close') in the top corner. */
    showCloseButton?: boolean;
  };

/** The panel, in a portal with a dimmed overlay, along the `side` edge of the screen. */
export function SheetContent({
  className,
  children,
  side = "left",
  showCloseButton = true,
  ...props
}: SheetContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay data-slot="sheet-overlay" />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(sheetContentVariants({ side }), className)}
        {...props}
      >
        {children}
        {showCloseButton ? <DialogCornerClose /> : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Title and description, stacked, clear of the close button. */
export function SheetHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 pr-10", className)} {...props} />;
}

/** The sheet's accessible name (required: hide it with `className="sr-only"` when it shows nothing new). */
export function SheetTitle({ className, ...props }: React.ComponentProps<typeof DialogTitle>) {
  return (
    <DialogTitle data-slot="sheet-title" className={cn("text-base font-semibold", className)} {...props} />
  );
}

/** The sheet's accessible description. */
export function SheetDescription(props: React.ComponentProps<typeof DialogDescription>) {
  return <DialogDescription data-slot="sheet-description" {...props} />;
}
