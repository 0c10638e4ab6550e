import * as React from "react";

import { Button } from "../components/button";
import { Skeleton } from "../components/skeleton";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "../components/table";
import { cn } from "../lib/utils";
import { ChartMarkerShape } from "./chart-marker";
import {
  formatChartNumber,
  formatChartX,
  type ChartBand,
  type ChartRow,
  type ChartSeriesStyle,
} from "./chart-data";

/** What every chart of rows and series takes, besides its series, rows and the key of its x values. */
export type XyChartProps = Omit<
  ChartFigureProps,
  "summary" | "table" | "legend" | "empty" | "children" | "tableNote"
> & {
  /** The first column's heading in the table view. */
  xLabel?: string;
  /** The y axis' lowest and highest values; from 0 to the data's highest by default. */
  yDomain?: [number, number];
  /** Animate the drawing (off by default, and for screenshots). */
  animate?: boolean;
  /** The summary read by screen readers; made from the data when omitted. */
  summary?: string;
};

/** Which view of a chart shows: the drawing, or the table of the same numbers. */
export type ChartView = "chart" | "table";

/** The legend: each series' name beside its line and marker, and the band when there is one. */
export function ChartLegend({
  series,
  band,
  kind = "line",
  patternId,
}: {
  series: readonly ChartSeriesStyle[];
  band?: ChartBand;
  kind?: "line" | "bar";
  /** A bar chart's hatch patterns (series after the first), by the start of their ids. */
  patternId?: string;
}) {
  if (series.length < 2 && !band) return null;
  return (
    <ul
      data-slot="chart-legend"
      className="flex flex-wrap gap-x-4 gap-y-1 text-caption text-muted-foreground"
    >
      {series.length > 1
        ? series.map((item, index) => (
            <li key={item.key} className="flex items-center gap-1.5">
              <svg width="28" height="12" viewBox="-14 -6 28 12" aria-hidden="true" className="shrink-0">
                {kind === "line" ? (
                  <>
                    <line
                      x1={-13}
                      x2={13}
                      y1={0}
                      y2={0}
                      stroke={item.stroke}
                      strokeWidth={2}
                      strokeDasharray={item.dash || undefined}
                    />
                    <ChartMarkerShape marker={item.marker} fill={item.stroke} stroke={item.stroke} />
                  </>
                ) : (
                  <rect
                    x={-6}
                    y={-6}
                    width={12}
                    height={12}
                    fill={index === 0 || !patternId ? item.stroke : `url(#${patternId}-${index})`}
                    stroke={item.stroke}
                  />
                )}
              </svg>
              {item.label}
            </li>
          ))
        : null}
      {band ? (
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-7 rounded-xs border border-chart-band/60 bg-chart-band/15"
          />
          {band.label} ({formatChartNumber(band.from)}–{formatChartNumber(band.to)})
        </li>
      ) : null}
    </ul>
  );
}

export type ChartTableProps = {
  /** The table's name (read as its caption). */
  title: string;
  rows: readonly ChartRow[];
  xKey: string;
  /** The first column's heading ('Date', 'Reading'). */
  xLabel: string;
  series: readonly { key: string; label: string; unit?: string }[];
};

/** The numbers of a chart as a table: one row per x value, one column per series. */
export function ChartTable({ title, rows, xKey, xLabel, series }: ChartTableProps) {
  return (
    <Table
      size="sm"
      stickyHeader
      // The table scrolls inside its own frame (focusable, named), so a year of rows keeps the page short.
      containerClassName="max-h-80 rounded-md border border-border"
      scrollLabel={`${title} (table)`}
    >
      <TableCaption className="sr-only">{title}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{xLabel}</TableHead>
          {series.map((item) => (
            <TableHead key={item.key} className="text-right">
              {item.unit ? `${item.label} (${item.unit})` : item.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={`${String(row[xKey])}-${index}`}>
            <TableHead scope="row" className="h-auto py-2 font-normal whitespace-nowrap text-foreground">
              {formatChartX(row[xKey])}
            </TableHead>
            {series.map((item) => {
              const value = row[item.key];
              return (
                <TableCell key={item.key} className="text-right tabular-nums">
                  {typeof value === "number" ? (
                    formatChartNumber(value)
                  ) : (
                    <>
                      <span aria-hidden="true">–</span>
                      <span className="sr-only">No value</span>
                    </>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export type ChartFigureProps = Omit<React.ComponentProps<"figure">, "title" | "children"> & {
  /** What the chart shows; the figure's caption. */
  title: string;
  /** Keep the caption for screen readers only (when a heading beside the chart already says it). */
  titleHidden?: boolean;
  /** A line under the title (what the numbers mean, the period). */
  description?: React.ReactNode;
  /** The sentence that names the drawing for screen readers (the chart's `aria-label`). */
  summary: string;
  /** The drawing's height in pixels (the chart library needs a size). */
  height?: number;
  /** Whether there is nothing to draw: the empty text shows instead, and no table toggle. */
  empty?: boolean;
  /** What an empty chart says. */
  emptyText?: React.ReactNode;
  /** The legend under the caption. */
  legend?: React.ReactNode;
  /** The table of the same numbers, shown by 'Show table'. */
  table: React.ReactNode;
  /** A note under the table (the band, what a gap means). */
  tableNote?: React.ReactNode;
  /** The view shown first (uncontrolled). */
  defaultView?: ChartView;
  /** The drawing, which may load lazily: a placeholder of the same size stands in meanwhile. */
  children: React.ReactNode;
};

/**
 * A chart in a `<figure>`: its caption, a button that swaps the drawing for a table of the same
 * numbers (and back), and the drawing itself as one image named by a summary sentence.
 */
export function ChartFigure({
  title,
  titleHidden = false,
  description,
  summary,
  height = 256,
  empty = false,
  emptyText = "No data to show yet.",
  legend,
  table,
  tableNote,
  defaultView = "chart",
  children,
  className,
  ...props
}: ChartFigureProps) {
  const [view, setView] = React.useState<ChartView>(defaultView);
  const viewId = React.useId();
  const titleId = React.useId();
  return (
    <figure
      data-slot="chart-figure"
      // Named by its title, which not every browser and screen reader takes from the caption.
      aria-labelledby={titleId}
      data-view={empty ? "empty" : view}
      className={cn("m-0 grid min-w-0 grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-3", className)}
      {...props}
    >
      <figcaption
        data-slot="chart-caption"
        className={cn("col-start-1 row-start-1 flex flex-col gap-0.5", titleHidden && "sr-only")}
      >
        <span id={titleId} className="font-medium">
          {title}
        </span>
        {description ? <span className="text-sm text-muted-foreground">{description}</span> : null}
      </figcaption>
      {!empty ? (
        <Button
          variant="outline"
          size="sm"
          className="col-start-2 row-start-1"
          aria-controls={viewId}
          onClick={() => setView(view === "chart" ? "table" : "chart")}
        >
          {view === "chart" ? "Show table" : "Show chart"}
        </Button>
      ) : null}
      <div id={viewId} data-slot="chart-view" className="col-span-2 flex min-w-0 flex-col gap-2">
        {empty ? (
          <p
            data-slot="chart-empty"
            className="flex items-center justify-center rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground"
            style={{ minHeight: Math.min(height, 160) }}
          >
            {emptyText}
          </p>
        ) : view === "chart" ? (
          <>
            {legend}
            <div
              role="img"
              aria-label={summary}
              data-slot="chart-plot"
              className="w-full min-w-0 text-caption"
              style={{ height }}
            >
              <React.Suspense fallback={<Skeleton data-slot="chart-loading" className="size-full" />}>
                {children}
              </React.Suspense>
            </div>
          </>
        ) : (
          <>
            {table}
            {tableNote ? <p className="text-caption text-muted-foreground">{tableNote}</p> : null}
          </>
        )}
      </div>
    </figure>
  );
}
