import * as React from "react";

import {
  chartSummary,
  dayToTime,
  formatChartNumber,
  isDay,
  styleSeries,
  type ChartBand,
  type ChartRow,
  type ChartSeries,
} from "./chart-data";
import { ChartFigure, ChartLegend, ChartTable, type ChartFigureProps } from "./chart-figure";

// The drawing carries the chart library: it loads the first time a chart is drawn, not with the page.
const LinePlot = React.lazy(() => import("./line-chart-plot"));

/** Rows with more points than this are drawn as lines alone, without a marker at each point. */
const MARKERS_UP_TO = 60;

export type LineChartProps = Omit<
  ChartFigureProps,
  "summary" | "table" | "legend" | "empty" | "children" | "tableNote"
> & {
  /** The lines: each one's key in the rows, its name, and optionally its colour and unit. */
  series: ChartSeries[];
  /** One row per local day (`YYYY-MM-DD` under `xKey`), in any order; a missing number is a gap. */
  rows: ChartRow[];
  /** The key of the day in each row (`date` by default). */
  xKey?: string;
  /** The first column's heading in the table view. */
  xLabel?: string;
  /** A range of the y axis shaded and labelled (a target range). */
  band?: ChartBand;
  /** The y axis' lowest and highest values; from 0 to the data's highest by default. */
  yDomain?: [number, number];
  /** Animate the lines as they are drawn (off by default, and for screenshots). */
  animate?: boolean;
  /** The summary read by screen readers; made from the data when omitted. */
  summary?: string;
};

/**
 * A time series over local days: one or more lines, an optional shaded band, and a table view of
 * the same numbers. The chart library loads only when a chart is first drawn.
 */
export function LineChart({
  title,
  series,
  rows,
  xKey = "date",
  xLabel = "Date",
  band,
  yDomain,
  animate = false,
  summary,
  ...props
}: LineChartProps) {
  const sorted = React.useMemo(
    () =>
      rows
        .filter((row) => isDay(row[xKey]))
        .map((row) => ({ ...row, __time: dayToTime(row[xKey] as string) }))
        .sort((a, b) => a.__time - b.__time),
    [rows, xKey],
  );
  const styled = React.useMemo(() => styleSeries(series), [series]);
  return (
    <ChartFigure
      data-chart="line"
      title={title}
      summary={summary ?? chartSummary({ title, kind: "line", rows: sorted, xKey, series, band })}
      empty={sorted.length === 0}
      legend={<ChartLegend series={styled} band={band} />}
      table={<ChartTable title={title} rows={sorted} xKey={xKey} xLabel={xLabel} series={series} />}
      tableNote={
        band
          ? `Shaded band in the chart: ${band.label}, ${formatChartNumber(band.from)} to ${formatChartNumber(band.to)}.`
          : undefined
      }
      {...props}
    >
      {sorted.length > 0 ? (
        <LinePlot
          rows={sorted}
          series={styled}
          band={band}
          yDomain={yDomain}
          markers={sorted.length <= MARKERS_UP_TO}
          animate={animate}
        />
      ) : null}
    </ChartFigure>
  );
}
