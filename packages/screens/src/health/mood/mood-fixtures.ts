import { MOOD_TAGS, moodStreak, type MoodEntry, type MoodStreak } from "@pkg/contracts";

import { addDays } from "../shared/health-format";

/** The stories' today: every date in them is fixed, so screenshots never change with the clock. */
export const MOOD_TODAY = "2026-04-20";

let counter = 0;
const uuid = () => `00000000-0000-4000-9000-${String((counter += 1)).padStart(12, "0")}`;

/** A mood on a local day. */
export function moodEntry(day: string, mood: number, extra: Partial<MoodEntry> = {}): MoodEntry {
  const loggedAt = `${day}T18:15:00.000Z`;
  return {
    id: uuid(),
    mood,
    note: null,
    tags: [],
    loggedAt,
    timeZone: "Europe/London",
    localDate: day,
    createdAt: loggedAt,
    ...extra,
  };
}

/** The streak the API would send for these entries. */
export const streakOf = (entries: readonly MoodEntry[]): MoodStreak =>
  moodStreak(
    entries.map((entry) => entry.localDate),
    MOOD_TODAY,
  );

/** One mood, today, with a note and tags. */
export const oneMood: MoodEntry[] = [
  moodEntry(MOOD_TODAY, 4, { note: "Slept through the night for once.", tags: ["sleep", "exercise"] }),
];

/**
 * A year of moods: most days logged, a few missed, a wave through the seasons, and the last
 * five days in a row (a 5-day streak ending today, Good after Okay yesterday). Repeatable.
 */
export function yearOfMoods(): MoodEntry[] {
  const entries: MoodEntry[] = [];
  for (let back = 364; back >= 0; back -= 1) {
    const day = addDays(MOOD_TODAY, -back);
    if (back > 4 && (back % 7 === 5 || back % 11 === 0)) continue;
    const wave = 3.2 + 1.3 * Math.sin(back / 20) + 0.45 * (((back * 7) % 5) - 2);
    const mood = back === 0 ? 4 : back === 1 ? 3 : Math.max(1, Math.min(5, Math.round(wave)));
    const tags = back % 4 === 0 ? [MOOD_TAGS[back % MOOD_TAGS.length]!.slug] : [];
    entries.push(moodEntry(day, mood, { tags }));
  }
  return entries;
}
