import {
  CartesianGrid,
  Line,
  LineChart as RechartsLineChart,
  ReferenceArea,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";

import { ChartMarkerShape } from "./chart-marker";
import {
  formatChartDay,
  timeTicks,
  timeToDay,
  type ChartBand,
  type ChartRow,
  type ChartSeriesStyle,
} from "./chart-data";
import { axisTick, ChartTooltipBox, yAxisProps } from "./chart-plot-parts";

/** The key under which each row carries its day as a time-axis number. */
export const TIME_KEY = "__time";

export type LinePlotProps = {
  /** Rows in day order, each with its day as a number under `TIME_KEY`. */
  rows: ChartRow[];
  series: ChartSeriesStyle[];
  band?: ChartBand;
  yDomain?: [number, number];
  /** Draw a marker at each point (for short series). */
  markers: boolean;
  animate: boolean;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The tooltip under the pointer: the day and each series' number, in the theme's colours. */
function LineTooltip({
  active,
  payload,
  label,
  series,
}: TooltipContentProps & { series: ChartSeriesStyle[] }) {
  if (!active || !payload?.length || typeof label !== "number") return null;
  return (
    <ChartTooltipBox heading={formatChartDay(timeToDay(label))} payload={payload} series={series} markers />
  );
}

/** The drawing of a LineChart (loaded on demand: it carries the chart library). */
export default function LinePlot({ rows, series, band, yDomain, markers, animate }: LinePlotProps) {
  const first = rows[0]![TIME_KEY] as number;
  const last = rows[rows.length - 1]![TIME_KEY] as number;
  const { ticks, label } = timeTicks(first, last);
  // One day alone sits in the middle of a three-day axis.
  const domain: [number, number] = first === last ? [first - DAY_MS, last + DAY_MS] : [first, last];
  return (
    <RechartsLineChart
      responsive
      data={rows}
      accessibilityLayer={false}
      margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
      style={{ width: "100%", height: "100%" }}
    >
      <CartesianGrid vertical={false} stroke="var(--border)" strokeDasharray="3 3" />
      {band ? (
        <ReferenceArea
          y1={band.from}
          y2={band.to}
          ifOverflow="extendDomain"
          fill="var(--chart-band)"
          fillOpacity={0.14}
          stroke="var(--chart-band)"
          strokeOpacity={0.5}
          label={{
            value: band.label,
            position: "insideTopLeft",
            fill: "var(--muted-foreground)",
            fontSize: 12,
          }}
        />
      ) : null}
      <XAxis
        dataKey={TIME_KEY}
        type="number"
        scale="time"
        domain={domain}
        ticks={ticks}
        tickFormatter={label}
        tick={axisTick}
        stroke="var(--border)"
        tickLine={false}
        padding={{ left: 8, right: 8 }}
        minTickGap={8}
      />
      <YAxis {...yAxisProps(yDomain)} />
      <Tooltip
        content={(props) => <LineTooltip {...props} series={series} />}
        cursor={{ stroke: "var(--muted-foreground)", strokeDasharray: "3 3" }}
        isAnimationActive={false}
      />
      {series.map((item) => (
        <Line
          key={item.key}
          dataKey={item.key}
          name={item.label}
          type="linear"
          stroke={item.stroke}
          strokeWidth={2}
          strokeDasharray={item.dash || undefined}
          connectNulls
          isAnimationActive={animate}
          activeDot={{ r: 5, fill: item.stroke, stroke: "var(--background)", strokeWidth: 2 }}
          dot={
            markers || rows.length === 1
              ? ({ cx, cy, index }) =>
                  typeof cx === "number" && typeof cy === "number" ? (
                    <g key={index} transform={`translate(${cx} ${cy})`}>
                      <ChartMarkerShape
                        marker={item.marker}
                        fill={item.stroke}
                        stroke={item.stroke}
                        size={rows.length === 1 ? 10 : 7}
                      />
                    </g>
                  ) : (
                    <g key={index} />
                  )
              : false
          }
        />
      ))}
    </RechartsLineChart>
  );
}
