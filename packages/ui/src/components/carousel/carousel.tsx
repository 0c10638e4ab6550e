import { cva, type VariantProps } from "class-variance-authority";
import { Tabs as TabsPrimitive } from "radix-ui";
import * as React from "react";

import { useControllableState } from "../../lib/use-controllable-state";
import { cn } from "../../lib/utils";
import { Button } from "../button";

/** The name of a page and of its dot: 'Page 2 of 6'. */
export function carouselPageLabel(page: number, count: number): string {
  return `Page ${page + 1} of ${count}`;
}

/** What Continue does on `page` of `count`: go to the next page, or finish on the last one. */
export function carouselNext(
  page: number,
  count: number,
): { finish: true } | { finish: false; page: number } {
  return page >= count - 1 ? { finish: true } : { finish: false, page: page + 1 };
}

export const carouselVariants = cva("flex w-full flex-col", {
  variants: {
    size: {
      md: "gap-8",
      sm: "gap-4",
    },
  },
  defaultVariants: {
    size: "md",
  },
});

/**
 * A dot: a short pill for the page on screen, a small circle for the others, inside a hit area
 * 24 px high and at least 16 px wide (targets stay easy to press).
 */
export const carouselDotVariants = cva([
  "flex h-6 min-w-4 cursor-pointer items-center justify-center rounded-full outline-none",
  "focus-visible:ring-3 focus-visible:ring-ring/60",
  "before:block before:h-2 before:rounded-full before:transition-[width,background-color] before:content-['']",
  "data-[state=active]:before:w-6 data-[state=active]:before:bg-primary",
  "data-[state=inactive]:before:w-2 data-[state=inactive]:before:bg-input data-[state=inactive]:hover:before:bg-muted-foreground",
]);

export type CarouselProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof carouselVariants> & {
    /** The space between the page, the dots and the footer: `md` (default) 32 px, `sm` 16 px. */
    size?: VariantProps<typeof carouselVariants>["size"];
    /** The pages, one child each (a `CarouselPage` or any element). */
    children: React.ReactNode;
    /** The zero-based page on screen (controlled). */
    page?: number;
    /** The page to start on when uncontrolled (0). */
    defaultPage?: number;
    /** Called with the new page when Continue advances or a dot is chosen. */
    onPageChange?: (page: number) => void;
    /** Called with the page on screen each time Continue is pressed, before it advances or finishes. */
    onContinue?: (page: number) => void;
    /** Called when Continue is pressed on the last page. */
    onFinish?: () => void;
    /** The Continue button's label: text, or a function of the page and the page count. */
    continueLabel?: string | ((page: number, count: number) => string);
    /** The accessible name of the dots' list ('Pages'). */
    dotsLabel?: string;
    /** Extra content in the footer, before the Continue button (a Back or Skip link, say). */
    footer?: React.ReactNode;
  };

/**
 * A pager for intro pages: one page at a time, dots that show (and choose) the position, and a
 * Continue button that moves to the next page and calls `onFinish` on the last one. Built on Radix
 * Tabs: the dots are a tab list named 'Page N of M' (arrow keys move between them, Home and End to
 * the ends) and each page is the tab panel of its dot. Name it with `aria-label`.
 */
export function Carousel({
  className,
  size = "md",
  children,
  page: pageProp,
  defaultPage = 0,
  onPageChange,
  onContinue,
  onFinish,
  continueLabel = "Continue",
  dotsLabel = "Pages",
  footer,
  ...props
}: CarouselProps) {
  const pages = React.Children.toArray(children);
  const count = pages.length;
  const [rawPage, setPage] = useControllableState({
    value: pageProp,
    defaultValue: defaultPage,
    onChange: onPageChange,
  });
  const page = Math.min(Math.max(0, rawPage), Math.max(0, count - 1));
  const label = typeof continueLabel === "function" ? continueLabel(page, count) : continueLabel;

  const handleContinue = () => {
    onContinue?.(page);
    const next = carouselNext(page, count);
    if (next.finish) onFinish?.();
    else setPage(next.page);
  };

  return (
    <div
      data-slot="carousel"
      data-size={size ?? undefined}
      role="group"
      aria-roledescription="carousel"
      className={cn(carouselVariants({ size }), className)}
      {...props}
    >
      <TabsPrimitive.Root
        value={String(page)}
        onValueChange={(value) => setPage(Number(value))}
        activationMode="automatic"
        className="contents"
      >
        {/* Polite: a page that changes under the Continue button is read out. */}
        <div data-slot="carousel-viewport" aria-live="polite" className="min-w-0">
          {pages.map((content, index) => (
            <TabsPrimitive.Content
              key={index}
              value={String(index)}
              data-slot="carousel-page-panel"
              aria-roledescription="slide"
              className="outline-none focus-visible:ring-3 focus-visible:ring-ring/60"
            >
              {content}
            </TabsPrimitive.Content>
          ))}
        </div>
        <div data-slot="carousel-footer" className="flex flex-wrap items-center justify-between gap-4">
          <TabsPrimitive.List
            data-slot="carousel-dots"
            aria-label={dotsLabel}
            className="flex items-center gap-1"
          >
            {pages.map((_, index) => (
              <TabsPrimitive.Trigger
                key={index}
                value={String(index)}
                aria-label={carouselPageLabel(index, count)}
                data-slot="carousel-dot"
                className={carouselDotVariants()}
              />
            ))}
          </TabsPrimitive.List>
          <div className="ml-auto flex items-center gap-3">
            {footer}
            <Button data-slot="carousel-continue" onClick={handleContinue}>
              {label}
            </Button>
          </div>
        </div>
      </TabsPrimitive.Root>
    </div>
  );
}

export type CarouselPageProps = React.ComponentProps<"div">;

/** One page of a Carousel: a column for its picture, heading and text. */
export function CarouselPage({ className, ...props }: CarouselPageProps) {
  return <div data-slot="carousel-page" className={cn("flex flex-col gap-4", className)} {...props} />;
}
