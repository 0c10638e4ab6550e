import { fromMgDl, type GlucoseEntry, type GlucoseUnit } from "@pkg/contracts";

const LOCALE = "en-US";
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** When a reading was taken, on the clock of the zone it was taken in: "May 12, 2026, 8:30 AM". */
export function formatTakenAt(entry: Pick<GlucoseEntry, "takenAt" | "timeZone">): string {
  let format = dateTimeFormats.get(entry.timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(LOCALE, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: entry.timeZone,
      });
    } catch {
      format = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
    }
    dateTimeFormats.set(entry.timeZone, format);
  }
  return format.format(new Date(entry.takenAt));
}

const dayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeZone: "UTC" });

/** A local day (`YYYY-MM-DD`) in words: "May 12, 2026". */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

/** A mg/dL value as a number in the person's unit (for charts). */
export function glucoseInUnit(mgDl: number, unit: GlucoseUnit): number {
  return fromMgDl(mgDl, unit);
}

/** Each local day's mean of the readings (mg/dL), the days in the order they first appear. */
export function dailyMeansMgDl(entries: readonly GlucoseEntry[]): [day: string, meanMgDl: number][] {
  const days = new Map<string, { sum: number; count: number }>();
  for (const entry of entries) {
    const totals = days.get(entry.localDate) ?? { sum: 0, count: 0 };
    totals.sum += entry.valueMgDl;
    totals.count += 1;
    days.set(entry.localDate, totals);
  }
  return [...days.entries()].map(([day, totals]) => [day, totals.sum / totals.count]);
}
