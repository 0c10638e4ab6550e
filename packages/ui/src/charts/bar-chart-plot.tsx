import {
  Bar,
  BarChart as RechartsBarChart,
  CartesianGrid,
  LabelList,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";

import { formatChartNumber, type ChartRow, type ChartSeriesStyle } from "./chart-data";
import { axisTick, ChartTooltipBox, yAxisProps } from "./chart-plot-parts";

export type BarPlotProps = {
  rows: ChartRow[];
  xKey: string;
  series: ChartSeriesStyle[];
  yDomain?: [number, number];
  /** Write each bar's number above it (for a few bars). */
  labels: boolean;
  animate: boolean;
  /** The start of the hatch patterns' ids, unique on the page. */
  patternId: string;
};

/** The tooltip under the pointer: the category and each series' number. */
function BarTooltip({
  active,
  payload,
  label,
  series,
}: TooltipContentProps & { series: ChartSeriesStyle[] }) {
  if (!active || !payload?.length) return null;
  return <ChartTooltipBox heading={label} payload={payload} series={series} />;
}

/** The drawing of a BarChart (loaded on demand: it carries the chart library). */
export default function BarPlot({ rows, xKey, series, yDomain, labels, animate, patternId }: BarPlotProps) {
  return (
    <RechartsBarChart
      responsive
      data={rows}
      accessibilityLayer={false}
      margin={{ top: labels ? 20 : 8, right: 8, bottom: 0, left: 0 }}
      style={{ width: "100%", height: "100%" }}
    >
      <defs>
        {/* Series after the first are hatched as well as coloured, so colour is never the only cue. */}
        {series.slice(1).map((item, index) => (
          <pattern
            key={item.key}
            id={`${patternId}-${index + 1}`}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform={`rotate(${index % 2 === 0 ? 45 : -45})`}
          >
            <rect width="6" height="6" fill={item.stroke} fillOpacity={0.35} />
            <line x1="0" y1="0" x2="0" y2="6" stroke={item.stroke} strokeWidth="3" />
          </pattern>
        ))}
      </defs>
      <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />
      <XAxis
        dataKey={xKey}
        type="category"
        tick={axisTick}
        stroke="var(--border)"
        tickLine={false}
        interval={0}
        minTickGap={4}
      />
      <YAxis {...yAxisProps(yDomain)} />
      <Tooltip
        content={(props) => <BarTooltip {...props} series={series} />}
        cursor={{ fill: "var(--muted)" }}
        isAnimationActive={false}
      />
      {series.map((item, index) => (
        <Bar
          key={item.key}
          dataKey={item.key}
          name={item.label}
          fill={index === 0 ? item.stroke : `url(#${patternId}-${index})`}
          stroke={item.stroke}
          radius={[3, 3, 0, 0]}
          maxBarSize={48}
          isAnimationActive={animate}
        >
          {labels ? (
            <LabelList
              dataKey={item.key}
              position="top"
              fill="var(--foreground)"
              fontSize={12}
              formatter={(value) => (typeof value === "number" ? formatChartNumber(value) : "")}
            />
          ) : null}
        </Bar>
      ))}
    </RechartsBarChart>
  );
}
