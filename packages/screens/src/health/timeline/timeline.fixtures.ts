import { previousDay } from "@pkg/contracts";

import { seededRandom } from "../glucose/glucose.fixtures";
import type { TimelineDay } from "./timeline";

export const STORY_TODAY = "2026-05-12";

/**
 * A year of days ending on `today`: a check-in every Sunday, a glucose average most days and a
 * mood most days. Every fifth week is a bad one (poor sleep): the check-in's total rises, the
 * glucose runs higher and the mood lower, so the charts show them going together.
 */
export function yearOfTimeline({ days = 365, today = STORY_TODAY, seed = 7 } = {}): TimelineDay[] {
  const random = seededRandom(seed);
  const result: TimelineDay[] = [];
  let day = today;
  for (let index = 0; index < days; index += 1) {
    const week = Math.floor(index / 7);
    const bad = week % 5 === 2;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const mrsTotal = weekday === 0 ? Math.round((bad ? 20 : 10) + random() * 5) : null;
    const glucoseAverageMgDl =
      random() < 0.85 ? Math.round(((bad ? 128 : 104) + (random() - 0.5) * 18) * 10) / 10 : null;
    const mood =
      random() < 0.8 ? Math.max(1, Math.min(5, Math.round((bad ? 2 : 3.8) + (random() - 0.5) * 2))) : null;
    if (mrsTotal !== null || glucoseAverageMgDl !== null || mood !== null) {
      result.push({ localDate: day, mrsTotal, glucoseAverageMgDl, mood });
    }
    day = previousDay(day);
  }
  return result.reverse();
}

/** A single day: the first check-in, one reading and one mood. */
export const oneDay: TimelineDay[] = [
  { localDate: "2026-05-11", mrsTotal: 14, glucoseAverageMgDl: 112, mood: 3 },
];
