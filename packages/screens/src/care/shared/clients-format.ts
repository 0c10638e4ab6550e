import { MRS_BANDS, mrsBand, type CareTrendPoint, type MrsBand } from "@pkg/contracts";
import type { BadgeProps } from "@pkg/ui";

import { formatCareDay } from "./care-dates";

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
  if (trend.length === 1) return `MRS trend: ${last.total} on ${formatCareDay(last.localDate)}`;
  return (
    `MRS trend: ${first.total} to ${last.total} over ${trend.length} check-ins, ` +
    `${formatCareDay(first.localDate)} to ${formatCareDay(last.localDate)}`
  );
}

/** '1 new alert', '3 new alerts'. */
export function newAlertsLabel(count: number): string {
  return `${count} new ${count === 1 ? "alert" : "alerts"}`;
}
