import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../../lib/utils";

export const skeletonVariants = cva("animate-pulse bg-muted motion-reduce:animate-none", {
  variants: {
    shape: {
      /** A block (a card, an image) or a line of text when given a text height. */
      rect: "rounded-md",
      /** An avatar or icon. */
      circle: "rounded-full",
      /** One line of text. */
      text: "h-4 rounded-sm",
    },
  },
  defaultVariants: {
    shape: "rect",
  },
});

export type SkeletonProps = React.ComponentProps<"div"> &
  VariantProps<typeof skeletonVariants> & {
    /**
     * `rect` (default): a block (a card, an image), sized by its classes. `circle`: an avatar or an
     * icon. `text`: one line of text.
     */
    shape?: VariantProps<typeof skeletonVariants>["shape"];
  };

/**
 * A placeholder in the shape of content that is loading. It is hidden from assistive technology:
 * mark the region that is loading with `aria-busy` and give it a name or a status message.
 */
export function Skeleton({ className, shape = "rect", ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      data-shape={shape ?? undefined}
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}
