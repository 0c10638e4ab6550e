import { MRS_ITEMS, mrsScore, type MrsAnswers, type MrsItem, type SymptomEntry } from "@pkg/contracts";

import { addDays } from "../shared/health-format";

/** The stories' today: every date in them is fixed, so screenshots never change with the clock. */
export const SYMPTOMS_TODAY = "2026-04-20";

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String((counter += 1)).padStart(12, "0")}`;

/** A check-in on a local day with the given answers (in the items' order). */
export function checkIn(day: string, values: readonly number[]): SymptomEntry {
  const answers = Object.fromEntries(
    MRS_ITEMS.map((item, index) => [item.slug, values[index] ?? 0]),
  ) as MrsAnswers;
  const takenAt = `${day}T08:30:00.000Z`;
  return {
    id: uuid(),
    kind: "check-in",
    answers,
    score: mrsScore(answers),
    takenAt,
    timeZone: "Europe/London",
    localDate: day,
    createdAt: takenAt,
    updatedAt: takenAt,
  };
}

/** A quick log of one symptom on a local day. */
export function quickLog(day: string, symptom: MrsItem, value: number): SymptomEntry {
  const takenAt = `${day}T19:00:00.000Z`;
  return {
    id: uuid(),
    kind: "quick-log",
    answers: { [symptom]: value },
    score: null,
    takenAt,
    timeZone: "Europe/London",
    localDate: day,
    createdAt: takenAt,
    updatedAt: takenAt,
  };
}

/** One check-in, today. */
export const oneCheckIn: SymptomEntry[] = [checkIn(SYMPTOMS_TODAY, [3, 1, 3, 2, 2, 1, 3, 1, 0, 1, 2])];

/**
 * A year of data: a check-in every second week that eases from severe to moderate (with a
 * bad spell in winter), and a quick log of hot flushes most weeks. Repeatable: no randomness.
 */
export function yearOfSymptoms(): SymptomEntry[] {
  const entries: SymptomEntry[] = [];
  for (let index = 0; index < 26; index += 1) {
    const day = addDays(SYMPTOMS_TODAY, -7 * 2 * (25 - index));
    const relief = Math.floor(index / 9);
    const winter = index >= 14 && index <= 17 ? 1 : 0;
    const values = MRS_ITEMS.map((_, item) =>
      Math.max(0, Math.min(4, 3 - relief + winter + ((item * 7 + index) % 3) - 1)),
    );
    entries.push(checkIn(day, values));
    if (index % 2 === 0) entries.push(quickLog(addDays(day, 4), "hot-flushes-sweating", 3 - relief));
  }
  return entries;
}
