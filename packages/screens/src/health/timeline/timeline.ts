import { fromMgDl, previousDay, type GlucoseUnit } from "@pkg/contracts";

/** The periods the timeline shows, in days ending today. */
export const TIMELINE_PERIODS = [30, 90, 365] as const;
export type TimelinePeriod = (typeof TIMELINE_PERIODS)[number];

/** One local day of the timeline: the MRS total of its check-in, its mean glucose (mg/dL), its mood (1–5). */
export type TimelineDay = {
  localDate: string;
  mrsTotal: number | null;
  glucoseAverageMgDl: number | null;
  mood: number | null;
};

/** The first day of a period that ends on `today` (both included). */
export function periodStart(today: string, period: TimelinePeriod): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (period - 1));
  return date.toISOString().slice(0, 10);
}

/**
 * One chart row for every day of the period, oldest first, so the three charts share one axis:
 * the day's numbers where it has them (glucose in the person's unit), gaps elsewhere.
 */
export function timelineRows(
  days: readonly TimelineDay[],
  today: string,
  period: TimelinePeriod,
  unit: GlucoseUnit,
): { date: string; mrs: number | null; glucose: number | null; mood: number | null }[] {
  const byDay = new Map(days.map((day) => [day.localDate, day]));
  const first = periodStart(today, period);
  const rows = [];
  for (let day = today; day >= first; day = previousDay(day)) {
    const entry = byDay.get(day);
    rows.push({
      date: day,
      mrs: entry?.mrsTotal ?? null,
      glucose: entry?.glucoseAverageMgDl == null ? null : fromMgDl(entry.glucoseAverageMgDl, unit),
      mood: entry?.mood ?? null,
    });
  }
  return rows.reverse();
}

/** The days of the period that hold anything, newest first (the table by day). */
export function daysWithData(
  days: readonly TimelineDay[],
  today: string,
  period: TimelinePeriod,
): TimelineDay[] {
  const first = periodStart(today, period);
  return days
    .filter(
      (day) =>
        day.localDate >= first &&
        day.localDate <= today &&
        (day.mrsTotal !== null || day.glucoseAverageMgDl !== null || day.mood !== null),
    )
    .sort((a, b) => b.localDate.localeCompare(a.localDate));
}
