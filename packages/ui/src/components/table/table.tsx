import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "../../lib/utils";

export const tableVariants = cva("group/table w-full caption-bottom border-collapse text-sm", {
  variants: {
    size: {
      /** Roomy rows: 12 px above and below each cell. */
      md: "[&_td]:py-3",
      /** Dense rows: 8 px above and below each cell. */
      sm: "[&_td]:py-2",
    },
  },
  defaultVariants: {
    size: "md",
  },
});

export type TableProps = React.ComponentProps<"table"> &
  VariantProps<typeof tableVariants> & {
    /** The rows' density: `md` (default) or `sm` for long lists. */
    size?: VariantProps<typeof tableVariants>["size"];
    /**
     * Keep the header row in view while the table scrolls inside its container. Give the
     * container a height (`containerClassName="max-h-96"`) so that it, not the page, scrolls.
     */
    stickyHeader?: boolean;
    /** Classes for the scrolling container around the table (its height, border, radius). */
    containerClassName?: string;
    /**
     * The name of the container while it scrolls (it then joins the tab order, so that keyboard
     * users can scroll it with the arrow keys). By default the caption's text or the table's
     * `aria-label`.
     */
    scrollLabel?: string;
  };

/** Whether the container scrolls, and its name then; followed as the container or table resizes. */
function useScrollable(scrollLabel: string | undefined) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [label, setLabel] = React.useState<string | null>(null);
  React.useEffect(() => {
    const container = ref.current;
    if (!container || typeof ResizeObserver === "undefined") return;
    const table = container.querySelector("table");
    const check = () => {
      const scrolls =
        container.scrollWidth > container.clientWidth + 1 ||
        container.scrollHeight > container.clientHeight + 1;
      const name = scrollLabel ?? table?.caption?.textContent ?? table?.getAttribute("aria-label") ?? "Table";
      setLabel(scrolls ? name : null);
    };
    const observer = new ResizeObserver(check);
    observer.observe(container);
    if (table) observer.observe(table);
    check();
    return () => observer.disconnect();
  }, [scrollLabel]);
  return { ref, label };
}

/**
 * A semantic data table (`<table>` with its header, body and caption), inside a container that
 * scrolls sideways when the columns are wider than the space, so the page itself never does.
 */
export function Table({
  className,
  containerClassName,
  scrollLabel,
  size = "md",
  stickyHeader = false,
  ...props
}: TableProps) {
  const { ref, label } = useScrollable(scrollLabel);
  return (
    <div
      ref={ref}
      data-slot="table-container"
      role={label ? "region" : undefined}
      aria-label={label ?? undefined}
      // A container that scrolls takes the focus, or keyboard users could not scroll it (WCAG 2.1.1);
      // it is then a named region, as the scrollable-table pattern of the ARIA practices has it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={label ? 0 : undefined}
      className={cn(
        "relative w-full overflow-x-auto outline-none focus-visible:ring-3 focus-visible:ring-ring/60",
        stickyHeader && "overflow-y-auto",
        containerClassName,
      )}
    >
      <table
        data-slot="table"
        data-size={size ?? undefined}
        data-sticky-header={stickyHeader || undefined}
        className={cn(tableVariants({ size }), className)}
        {...props}
      />
    </div>
  );
}

export type TableHeaderProps = React.ComponentProps<"thead">;

/** The header rows (`<thead>`); sticky when the table has `stickyHeader`. */
export function TableHeader({ className, ...props }: TableHeaderProps) {
  return (
    <thead
      data-slot="table-header"
      className={cn(
        "bg-background [&_tr]:border-b",
        "group-data-[sticky-header]/table:sticky group-data-[sticky-header]/table:top-0 group-data-[sticky-header]/table:z-10",
        className,
      )}
      {...props}
    />
  );
}

export type TableBodyProps = React.ComponentProps<"tbody">;

/** The data rows (`<tbody>`). */
export function TableBody({ className, ...props }: TableBodyProps) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export type TableFooterProps = React.ComponentProps<"tfoot">;

/** Totals or notes under the rows (`<tfoot>`). */
export function TableFooter({ className, ...props }: TableFooterProps) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn("border-t bg-muted/50 font-medium [&>tr]:last:border-b-0", className)}
      {...props}
    />
  );
}

export type TableRowProps = React.ComponentProps<"tr">;

/** A row; it is highlighted under the pointer and when `data-state="selected"`. */
export function TableRow({ className, ...props }: TableRowProps) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        "border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted",
        className,
      )}
      {...props}
    />
  );
}

export type TableHeadProps = React.ComponentProps<"th">;

/** A column's (or, with `scope="row"`, a row's) heading cell; columns by default. */
export function TableHead({ className, scope = "col", ...props }: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        "h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export type TableCellProps = React.ComponentProps<"td">;

/** A data cell. */
export function TableCell({ className, ...props }: TableCellProps) {
  return <td data-slot="table-cell" className={cn("px-3 align-middle", className)} {...props} />;
}

export type TableCaptionProps = React.ComponentProps<"caption">;

/** What the table holds: its accessible name, shown under it (hide it with `sr-only` if a heading says it). */
export function TableCaption({ className, ...props }: TableCaptionProps) {
  return (
    <caption
      data-slot="table-caption"
      className={cn("mt-3 text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
