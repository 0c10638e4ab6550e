import type * as React from "react";
import type { TooltipContentProps } from "recharts";

import { ChartMarkerShape } from "./chart-marker";
import { formatChartNumber, type ChartSeriesStyle } from "./chart-data";

/** The axes' tick labels, in the theme's colours. */
export const axisTick = { fill: "var(--muted-foreground)", fontSize: 12 };

/** The y axis of every chart: from `yDomain`, else from 0 to the data's highest. */
export function yAxisProps(yDomain: [number, number] | undefined) {
  return {
    domain: yDomain ?? [0, "auto"],
    tickFormatter: formatChartNumber,
    tick: axisTick,
    stroke: "var(--border)",
    tickLine: false,
    width: 40,
  } as const;
}

/** The tooltip under the pointer: a heading (the day or the category) and each series' number. */
export function ChartTooltipBox({
  heading,
  payload,
  series,
  markers = false,
}: {
  heading: React.ReactNode;
  payload: TooltipContentProps["payload"];
  series: ChartSeriesStyle[];
  /** Each series' marker before its name (the line chart's). */
  markers?: boolean;
}) {
  return (
    <div className="rounded-md border border-border bg-popover px-3 py-2 text-caption text-popover-foreground shadow-md">
      <p className="font-medium">{heading}</p>
      <ul>
        {series.map((item) => {
          const entry = payload.find((point) => point.dataKey === item.key);
          if (!entry || typeof entry.value !== "number") return null;
          return (
            <li key={item.key} className={markers ? "flex items-center gap-1.5" : undefined}>
              {markers ? (
                <svg width="10" height="10" viewBox="-5 -5 10 10" aria-hidden="true">
                  <ChartMarkerShape marker={item.marker} fill={item.stroke} stroke={item.stroke} />
                </svg>
              ) : null}
              {item.label}: {formatChartNumber(entry.value)}
              {item.unit ? ` ${item.unit}` : ""}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
