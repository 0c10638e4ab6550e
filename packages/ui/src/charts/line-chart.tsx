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
import { ChartFigure, ChartLegend, ChartTable, type XyChartProps } from "./chart-figure";

// The drawing carries the chart library: it loads the first time a chart is drawn, not with the page.
const LinePlot = React.lazy(() => import("./line-chart-plot"));

/** Rows with more points than this are drawn as lines alone, without a marker at each point. */
const MARKERS_UP_TO = 60;

export type LineChartProps = XyChartProps & {
  /** The lines: each one's key in the rows, its name, and optionally its colour and unit. */
  series: ChartSeries[];
  /** One row per local day (`YYYY-MM-DD` under `xKey`), in any order; a missing number is a gap. */
  rows: ChartRow[];
  /** The key of the day in each row (`date` by default). */
  xKey?: string;
  /** A range of the y axis shaded and labelled (a target range). */
  band?: ChartBand;
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
