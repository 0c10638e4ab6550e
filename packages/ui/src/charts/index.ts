/**
 * `@pkg/ui/charts`: the charts, an entry of their own so that the package's main entry never
 * carries the chart library. Each chart draws lazily (the library loads when a chart is first
 * drawn) and has a table view of the same numbers.
 */
export { BarChart, type BarChartProps } from "./bar-chart";
export {
  CHART_COLORS,
  CHART_MARKERS,
  chartSummary,
  dayToTime,
  formatChartDay,
  formatChartNumber,
  type ChartBand,
  type ChartColor,
  type ChartMarker,
  type ChartRow,
  type ChartSeries,
} from "./chart-data";
export {
  ChartFigure,
  ChartLegend,
  ChartTable,
  type ChartFigureProps,
  type ChartTableProps,
  type ChartView,
} from "./chart-figure";
export { LineChart, type LineChartProps } from "./line-chart";
