import * as React from "react";

import { chartSummary, styleSeries, type ChartRow, type ChartSeries } from "./chart-data";
import { ChartFigure, ChartLegend, ChartTable, type XyChartProps } from "./chart-figure";

// The drawing carries the chart library: it loads the first time a chart is drawn, not with the page.
const BarPlot = React.lazy(() => import("./bar-chart-plot"));

/** Up to this many bars, each one's number is written above it. */
const LABELS_UP_TO = 12;

export type BarChartProps = XyChartProps & {
  /** The bars of each category: each series' key in the rows, its name, colour and unit. */
  series: ChartSeries[];
  /** One row per category, in the order shown; a missing number draws no bar. */
  rows: ChartRow[];
  /** The key of the category's name in each row (`category` by default). */
  xKey?: string;
};

/** Categories and their numbers as bars (one bar per series), with a table view of the same numbers. */
export function BarChart({
  title,
  series,
  rows,
  xKey = "category",
  xLabel = "Category",
  yDomain,
  animate = false,
  summary,
  ...props
}: BarChartProps) {
  const styled = React.useMemo(() => styleSeries(series), [series]);
  const patternId = `chart-hatch-${React.useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  return (
    <ChartFigure
      data-chart="bar"
      title={title}
      summary={summary ?? chartSummary({ title, kind: "bar", rows, xKey, series })}
      empty={rows.length === 0}
      legend={<ChartLegend series={styled} kind="bar" patternId={patternId} />}
      table={<ChartTable title={title} rows={rows} xKey={xKey} xLabel={xLabel} series={series} />}
      {...props}
    >
      {rows.length > 0 ? (
        <BarPlot
          rows={rows}
          xKey={xKey}
          series={styled}
          yDomain={yDomain}
          labels={rows.length * series.length <= LABELS_UP_TO}
          animate={animate}
          patternId={patternId}
        />
      ) : null}
    </ChartFigure>
  );
}
