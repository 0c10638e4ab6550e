import { MRS_BANDS, mrsBand, type CareTrendPoint, type MrsBand } from "@pkg/contracts";
import type { BadgeProps } from "@pkg/ui";

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone });
    formats.set(timeZone, format);
  }
  return format;
}

/** An instant (ISO date-time) as the day it fell on in `timeZone`: '3 May 2026'. */
export function formatClientsDate(iso: string, timeZone: string): string {
  return dateFormat(timeZone).format(new Date(iso));
}

/** A local day (`YYYY-MM-DD`), the same date in every time zone: '3 May 2026'. */
export function formatClientsDay(day: string): string {
  return dateFormat("UTC").format(new Date(`${day}T00:00:00Z`));
}

/** The MRS band of a total, in words ('Moderate'). */
export function mrsBandLabel(total: number): string {
  const band = mrsBand(total);
  return MRS_BANDS.find((entry) => entry.slug === band)?.label ?? band;
}

/** The badge colour of each MRS band (its words always show too, so colour is never the only cue). */
export const MRS_BAND_BADGE: Record<MrsBand, BadgeProps["variant"]> = {
  none: "success",
  mild: "info",
  moderate: "warning",
  severe: "destructive",
};

/** How a total moved since the check-in before: '3 lower than the check-in before'. */
export function mrsChangeText(change: number): string {
  if (change === 0) return "Same as the check-in before";
  return `${Math.abs(change)} ${change < 0 ? "lower" : "higher"} than the check-in before`;
}

/** The sentence that names a client's small MRS chart: 'MRS trend: 18 to 12 over 6 check-ins, …'. */
export function mrsTrendSummary(trend: readonly CareTrendPoint[]): string {
  if (trend.length === 0) return "MRS trend: no check-ins yet";
  const first = trend[0]!;
  const last = trend[trend.length - 1]!;
  if (trend.length === 1) return `MRS trend: ${last.total} on ${formatClientsDay(last.localDate)}`;
  return (
    `MRS trend: ${first.total} to ${last.total} over ${trend.length} check-ins, ` +
    `${formatClientsDay(first.localDate)} to ${formatClientsDay(last.localDate)}`
  );
}

/** '1 new alert', '3 new alerts'. */
export function newAlertsLabel(count: number): string {
  return `${count} new ${count === 1 ? "alert" : "alerts"}`;
}
