/**
 * Words for the health screens' days and changes. Days are the person's local days
 * (`YYYY-MM-DD`), written the same in every time zone.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    // A local day is a calendar date: read at midnight UTC it is the same date everywhere.
    format = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", ...options });
    formats.set(key, format);
  }
  return format;
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** '12 Oct'. */
export function formatShortDay(day: string): string {
  return dayFormat({ day: "numeric", month: "short" }).format(asDate(day));
}

/** '12 Oct 2026'. */
export function formatDay(day: string): string {
  return dayFormat({ day: "numeric", month: "short", year: "numeric" }).format(asDate(day));
}

/** 'Monday 12 October 2026'. */
export function formatLongDay(day: string): string {
  return dayFormat({ weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(asDate(day));
}

/** 'October 2026' for a month (`YYYY-MM`). */
export function formatMonth(month: string): string {
  return dayFormat({ month: "long", year: "numeric" }).format(asDate(`${month}-01`));
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  const date = asDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The month (`YYYY-MM`) `count` months after `month`. */
export function addMonths(month: string, count: number): string {
  const [year, monthOfYear] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthOfYear - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/** A change since an earlier day: '+3 since 12 Oct', '−2 since 12 Oct', 'No change since 12 Oct'. */
export function changeSince(change: number, day: string): string {
  const since = `since ${formatShortDay(day)}`;
  if (change === 0) return `No change ${since}`;
  return `${change > 0 ? "+" : "−"}${Math.abs(change)} ${since}`;
}
