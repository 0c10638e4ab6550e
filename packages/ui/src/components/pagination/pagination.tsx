import { ChevronLeft, ChevronRight } from "lucide-react";
import type * as React from "react";

import { cn } from "../../lib/utils";
import { Button } from "../button";

/** How many pages `total` items make at `pageSize` a page (at least one, so "Page 1 of 1" when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** The items a page shows, counted from 1: page 3 of 20 a page is items 41 to 60 (fewer on the last). */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const first = Math.min((page - 1) * pageSize + 1, total);
  return { first, last: Math.min(page * pageSize, total) };
}

const numberFormat = new Intl.NumberFormat("en-US");

export type PaginationProps = Omit<React.ComponentProps<"nav">, "children" | "onChange"> & {
  /** The page shown, from 1. */
  page: number;
  /** Items on a full page. */
  pageSize: number;
  /** Items on every page together. */
  total: number;
  /** Called with the page to show when Previous or Next is pressed. */
  onPageChange: (page: number) => void;
};

/**
 * Previous and Next around "Page 2 of 7", with "21–40 of 137" saying which items are shown. A
 * landmark named "Pagination" unless `aria-label` says otherwise. At the first or last page the
 * button that leads nowhere stays focusable (focus is not lost) but is marked `aria-disabled`.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  className,
  "aria-label": ariaLabel = "Pagination",
  ...props
}: PaginationProps) {
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  const { first, last } = pageRange(current, pageSize, total);
  const atStart = current <= 1;
  const atEnd = current >= pages;

  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel}
      className={cn("flex flex-wrap items-center justify-between gap-x-4 gap-y-2", className)}
      {...props}
    >
      <p data-slot="pagination-range" className="text-sm text-muted-foreground">
        {total > 0
          ? `${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(total)}`
          : "0 of 0"}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          data-slot="pagination-previous"
          aria-disabled={atStart || undefined}
          onClick={() => {
            if (!atStart) onPageChange(current - 1);
          }}
        >
          <ChevronLeft aria-hidden />
          Previous
        </Button>
        <p
          data-slot="pagination-status"
          aria-live="polite"
          className="px-1 text-sm font-medium whitespace-nowrap"
        >
          Page {current} of {pages}
        </p>
        <Button
          variant="outline"
          size="sm"
          data-slot="pagination-next"
          aria-disabled={atEnd || undefined}
          onClick={() => {
            if (!atEnd) onPageChange(current + 1);
          }}
        >
          Next
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
