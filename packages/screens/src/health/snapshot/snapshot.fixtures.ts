import { MRS_ITEMS, mrsScore, type MoodEntry, type MrsAnswers, type SymptomEntry } from "@pkg/contracts";

import { fixtureId, glucoseEntry, seededRandom } from "../glucose/glucose.fixtures";
import { daysBefore } from "./snapshot-cards";
import type { HealthSnapshotData, SnapshotTrendRow } from "./snapshot-types";

/** The stories' "today": no story reads the real clock. */
export const SNAPSHOT_TODAY = "2026-05-12";
const ZONE = "America/Toronto";

/** A full check-in on a day, every item at the value `valueOf` gives it. */
export function checkInOn(day: string, index: number, valueOf: (item: number) => number): SymptomEntry {
  const answers = Object.fromEntries(
    MRS_ITEMS.map((item, position) => [item.slug, valueOf(position)]),
  ) as MrsAnswers;
  const takenAt = `${day}T12:30:00.000Z`;
  return {
    id: fixtureId(31, index),
    kind: "check-in",
    answers,
    score: mrsScore(answers),
    takenAt,
    timeZone: ZONE,
    localDate: day,
    createdAt: takenAt,
    updatedAt: takenAt,
  };
}

export function moodOn(day: string, mood: number): MoodEntry {
  const loggedAt = `${day}T22:00:00.000Z`;
  return {
    id: fixtureId(32, 1),
    mood,
    note: null,
    tags: [],
    loggedAt,
    timeZone: ZONE,
    localDate: day,
    createdAt: loggedAt,
  };
}

/** Weekly check-ins over 90 days, easing as treatment starts to help. */
export function trendRows(): SnapshotTrendRow[] {
  const random = seededRandom(7);
  const rows: SnapshotTrendRow[] = [];
  for (let week = 12; week >= 0; week -= 1) {
    const day = daysBefore(SNAPSHOT_TODAY, week * 7);
    const answers = Object.fromEntries(
      MRS_ITEMS.map((item) => [
        item.slug,
        Math.max(0, Math.min(4, Math.round(week / 10 + random() * 1.8 - 0.3))),
      ]),
    ) as MrsAnswers;
    const score = mrsScore(answers);
    rows.push({ localDate: day, total: score.total, ...score.subscales });
  }
  return rows;
}

const latest = checkInOn(SNAPSHOT_TODAY, 2, (item) => [2, 0, 3, 1, 1, 2, 2, 1, 0, 1, 1][item]!);
const previous = checkInOn(
  daysBefore(SNAPSHOT_TODAY, 7),
  1,
  (item) => [3, 1, 3, 2, 1, 2, 2, 1, 1, 1, 2][item]!,
);

/** A client with a few months of data who checked in today and has not logged a mood yet. */
export const snapshotWithData: HealthSnapshotData = {
  today: SNAPSHOT_TODAY,
  preferences: { glucoseUnit: "mg/dL", hasDiabetes: false, timeZone: ZONE },
  checkIn: {
    latest,
    previous,
    change: latest.score!.total - previous.score!.total,
    todayDone: true,
  },
  trend: trendRows(),
  mood: {
    streak: { days: 5, lastLocalDate: daysBefore(SNAPSHOT_TODAY, 1) },
    latest: moodOn(daysBefore(SNAPSHOT_TODAY, 1), 4),
    todayLogged: false,
  },
  glucose: {
    latest: glucoseEntry({
      value: 104,
      measurementType: "fasting",
      takenAt: `${SNAPSHOT_TODAY}T11:45:00.000Z`,
      timeZone: ZONE,
    }),
    last7DaysAverageMgDl: 101.4,
  },
  firstRun: false,
};

/** A client who has logged nothing yet. */
export const snapshotFirstRun: HealthSnapshotData = {
  today: SNAPSHOT_TODAY,
  preferences: { glucoseUnit: "mg/dL", hasDiabetes: false, timeZone: ZONE },
  checkIn: { latest: null, previous: null, change: null, todayDone: false },
  trend: [],
  mood: { streak: { days: 0, lastLocalDate: null }, latest: null, todayLogged: false },
  glucose: { latest: null, last7DaysAverageMgDl: null },
  firstRun: true,
};
