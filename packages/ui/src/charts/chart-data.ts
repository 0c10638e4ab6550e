/**
 * The data side of the charts: their types, and the pure helpers that turn rows into axis ticks,
 * dates into words and a chart into the sentence that names it for screen readers. Nothing here
 * loads the chart library.
 */

/** One row of a chart: the x value under `xKey`, and one number (or null for a gap) per series. */
export type ChartRow = Record<string, string | number | null | undefined>;

/** The five series colours of the theme (`--chart-1` … `--chart-5`), in order. */
export const CHART_COLORS = [1, 2, 3, 4, 5] as const;
export type ChartColor = (typeof CHART_COLORS)[number];

/** Each series also differs by its marker and its line, so colour is never the only cue. */
export const CHART_MARKERS = ["circle", "square", "diamond", "triangle", "cross"] as const;
export type ChartMarker = (typeof CHART_MARKERS)[number];
const DASHES = ["", "6 3", "2 3", "10 3 2 3", "4 4"] as const;

export type ChartSeries = {
  /** The key of the series' numbers in each row. */
  key: string;
  /** Its name in the legend, the table's column and the summary. */
  label: string;
  /** One of the theme's series colours; by default the series' position. */
  color?: ChartColor;
  /** The unit after its numbers in the summary and the tooltip ('mg/dL'). */
  unit?: string;
};

/** A range of the y axis drawn as a shaded band, with its label (a target range, a band of a scale). */
export type ChartBand = { from: number; to: number; label: string };

/** The series' drawing: its colour as a CSS value, its marker and its dash pattern. */
export type ChartSeriesStyle = ChartSeries & {
  stroke: string;
  marker: ChartMarker;
  dash: string;
};

/** The series with their colour, marker and dash filled in by position. */
export function styleSeries(series: readonly ChartSeries[]): ChartSeriesStyle[] {
  return series.map((item, index) => ({
    ...item,
    stroke: `var(--chart-${item.color ?? CHART_COLORS[index % CHART_COLORS.length]})`,
    marker: CHART_MARKERS[index % CHART_MARKERS.length]!,
    dash: DASHES[index % DASHES.length]!,
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a value is a local day (`YYYY-MM-DD`). */
export function isDay(value: unknown): value is string {
  return typeof value === "string" && DAY_PATTERN.test(value);
}

/** A local day (`YYYY-MM-DD`) as a number on a time axis (midnight UTC of that date). */
export function dayToTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The local day a time-axis number stands for. */
export function timeToDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let result = formats.get(key);
  if (!result) {
    // The day is a calendar date, not an instant: read in UTC it is the same date everywhere.
    result = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", ...options });
    formats.set(key, result);
  }
  return result;
}

/** A local day in words: '12 Oct 2026', or '12 Oct' without the year. */
export function formatChartDay(day: string, withYear = true): string {
  if (!isDay(day)) return day;
  return format(
    withYear ? { day: "numeric", month: "short", year: "numeric" } : { day: "numeric", month: "short" },
  ).format(new Date(dayToTime(day)));
}

/** A number as the charts write it: up to one decimal, grouped thousands. */
const numberFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
export function formatChartNumber(value: number): string {
  return numberFormat.format(value);
}

/** The ticks of a time axis from `first` to `last` (time-axis numbers), and how to label them. */
export function timeTicks(first: number, last: number): { ticks: number[]; label: (time: number) => string } {
  const span = Math.round((last - first) / DAY_MS);
  if (span <= 0) return { ticks: [first], label: (time) => formatChartDay(timeToDay(time), false) };
  if (span > 62) {
    // Month starts; every second or third month on long ranges, so labels never crowd.
    const step = span > 550 ? 3 : span > 190 ? 2 : 1;
    const ticks: number[] = [];
    const start = new Date(first);
    let year = start.getUTCFullYear();
    let month = start.getUTCMonth() + (start.getUTCDate() === 1 ? 0 : 1);
    for (;;) {
      const time = Date.UTC(year + Math.floor(month / 12), month % 12, 1);
      if (time > last) break;
      const monthOfYear = new Date(time).getUTCMonth();
      if (monthOfYear % step === 0) ticks.push(time);
      month += 1;
      if (month >= 12) {
        year += Math.floor(month / 12);
        month %= 12;
      }
    }
    const years = new Set(ticks.map((time) => new Date(time).getUTCFullYear()));
    return {
      ticks,
      label: (time) =>
        format(years.size > 1 ? { month: "short", year: "2-digit" } : { month: "short" }).format(
          new Date(time),
        ),
    };
  }
  // Days: about six ticks, whole days apart.
  const every = Math.max(1, Math.ceil(span / 6));
  const ticks: number[] = [];
  for (let time = first; time <= last; time += every * DAY_MS) ticks.push(time);
  return { ticks, label: (time) => formatChartDay(timeToDay(time), false) };
}

/** The numbers of one series, in row order, gaps left out. */
export function seriesValues(rows: readonly ChartRow[], key: string): number[] {
  return rows.flatMap((row) => {
    const value = row[key];
    return typeof value === "number" && Number.isFinite(value) ? [value] : [];
  });
}

/** How an x value is written in the table and the summary: days in words, the rest as given. */
export function formatChartX(value: ChartRow[string]): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return formatChartNumber(value);
  return isDay(value) ? formatChartDay(value) : value;
}

const withUnit = (value: number, unit?: string) => `${formatChartNumber(value)}${unit ? ` ${unit}` : ""}`;

/**
 * The sentence that names a chart for screen readers: what it shows, over which days or
 * categories, and each series' lowest, highest and latest number.
 */
export function chartSummary({
  title,
  kind,
  rows,
  xKey,
  series,
  band,
}: {
  title: string;
  kind: "line" | "bar";
  rows: readonly ChartRow[];
  xKey: string;
  series: readonly ChartSeries[];
  band?: ChartBand;
}): string {
  if (rows.length === 0) return `${title}: no data yet.`;
  const first = formatChartX(rows[0]![xKey]);
  const last = formatChartX(rows[rows.length - 1]![xKey]);
  const parts: string[] = [];
  if (kind === "line") {
    const span = rows.length === 1 ? `on ${first}` : `from ${first} to ${last}`;
    parts.push(`${title}: line chart ${span}, ${rows.length} ${rows.length === 1 ? "point" : "points"}.`);
  } else {
    parts.push(`${title}: bar chart of ${rows.length} ${rows.length === 1 ? "category" : "categories"}.`);
  }
  for (const item of series) {
    const values = seriesValues(rows, item.key);
    if (values.length === 0) {
      parts.push(`${item.label}: no values.`);
    } else if (kind === "bar" || values.length === 1) {
      const listed = rows
        .filter((row) => typeof row[item.key] === "number")
        .slice(0, 12)
        .map((row) => `${formatChartX(row[xKey])} ${withUnit(row[item.key] as number, item.unit)}`);
      parts.push(`${item.label}: ${listed.join(", ")}${values.length > 12 ? ", …" : ""}.`);
    } else {
      const lowest = Math.min(...values);
      const highest = Math.max(...values);
      const latest = values[values.length - 1]!;
      parts.push(
        `${item.label}: lowest ${withUnit(lowest, item.unit)}, highest ${withUnit(highest, item.unit)}, latest ${withUnit(latest, item.unit)}.`,
      );
    }
  }
  if (band)
    parts.push(
      `Shaded band: ${band.label}, ${formatChartNumber(band.from)} to ${formatChartNumber(band.to)}.`,
    );
  return parts.join(" ");
}
