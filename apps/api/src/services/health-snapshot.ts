import {
  localDateOf,
  mrsScore,
  preferredTimeZone,
  previousDay,
  SNAPSHOT_GLUCOSE_AVERAGE_DAYS,
  SNAPSHOT_TREND_DAYS,
  type HealthSnapshot,
  type HealthTrendPoint,
  type MrsAnswers,
} from "@pkg/contracts";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import { newestFirst } from "../db/order";
import { glucoseEntries, healthHistories, moodEntries, symptomEntries, users } from "../db/schema";
import { preferencesOf, toGlucoseEntry } from "./glucose";
import { toMoodEntry, toSymptomEntry } from "./health-data";
import type { SessionUser } from "./users";

/** The day `days` after (or before, when negative) a `YYYY-MM-DD` day. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const userId = sql.placeholder("userId");
const today = sql.placeholder("today");

/** The statements of a snapshot, prepared once: each request only sends its parameters. */
function prepare(db: Database) {
  const checkIn = and(eq(symptomEntries.userId, userId), eq(symptomEntries.kind, "check-in"));
  const moodDays = sql`select distinct ${moodEntries.localDate} as day from ${moodEntries} where ${moodEntries.userId} = ${userId}`;
  return {
    /** The latest two full check-ins (the partial index of check-ins, newest first). */
    checkIns: db
      .select()
      .from(symptomEntries)
      .where(checkIn)
      .orderBy(newestFirst(symptomEntries.localDate), newestFirst(symptomEntries.takenAt))
      .limit(2)
      .prepare("snapshot_check_ins"),
    /** The check-ins of the trend's days, oldest first. */
    trend: db
      .select({ localDate: symptomEntries.localDate, answers: symptomEntries.answers })
      .from(symptomEntries)
      .where(
        and(
          checkIn,
          gte(symptomEntries.localDate, sql.placeholder("trendFrom")),
          lte(symptomEntries.localDate, today),
        ),
      )
      .orderBy(asc(symptomEntries.localDate), asc(symptomEntries.takenAt))
      .prepare("snapshot_trend"),
    latestMood: db
      .select()
      .from(moodEntries)
      .where(eq(moodEntries.userId, userId))
      .orderBy(newestFirst(moodEntries.localDate), newestFirst(moodEntries.loggedAt))
      .limit(1)
      .prepare("snapshot_latest_mood"),
    latestGlucose: db
      .select()
      .from(glucoseEntries)
      .where(eq(glucoseEntries.userId, userId))
      .orderBy(newestFirst(glucoseEntries.localDate), newestFirst(glucoseEntries.takenAt))
      .limit(1)
      .prepare("snapshot_latest_glucose"),
    /** Everything that is one number or one yes/no, in one row (the person's own). */
    figures: db
      .select({
        average: sql<number | null>`(select avg(${glucoseEntries.valueMgDl})::float8 from ${glucoseEntries}
          where ${glucoseEntries.userId} = ${userId}
            and ${glucoseEntries.localDate} between ${sql.placeholder("averageFrom")} and ${today})`,
        anySymptom: sql<boolean>`exists (select 1 from ${symptomEntries} where ${symptomEntries.userId} = ${userId})`,
        checkInToday: sql<boolean>`exists (select 1 from ${symptomEntries} where ${checkIn}
          and ${symptomEntries.localDate} = ${today})`,
        moodToday: sql<boolean>`exists (select 1 from ${moodEntries} where ${moodEntries.userId} = ${userId}
          and ${moodEntries.localDate} = ${today})`,
        anyHistory: sql<boolean>`exists (select 1 from ${healthHistories} where ${healthHistories.userId} = ${userId})`,
        // The run of consecutive days that ends on the latest day with a mood, in one pass over
        // the distinct days, newest first: the n-th is in the run when it is n − 1 days before
        // the latest.
        streakDays: sql<number>`(select count(*) filter (where day + (n - 1)::int = latest)::int from (
          select day, row_number() over (order by day desc nulls last) as n, max(day) over () as latest
          from (${moodDays}) days) numbered)`,
        lastMoodDay: sql<string | null>`(select to_char(max(${moodEntries.localDate}), 'YYYY-MM-DD')
          from ${moodEntries} where ${moodEntries.userId} = ${userId})`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .prepare("snapshot_figures"),
  };
}

/**
 * The client's home in one answer: five prepared statements, each served by an index that starts
 * with the person's id (or their row), none reading more than the trend's 90 days of check-ins or
 * the person's distinct mood days. On PostgreSQL they run at once on the pool's connections;
 * PGlite, with one connection, runs them in turn.
 */
export class HealthSnapshotService {
  private readonly statements: ReturnType<typeof prepare>;

  constructor(db: Database) {
    this.statements = prepare(db);
  }

  async snapshot(user: SessionUser, timeZone: string | undefined, now = new Date()): Promise<HealthSnapshot> {
    const preferences = preferencesOf(user);
    const day = localDateOf(now, timeZone ?? preferredTimeZone(preferences));
    const params = { userId: user.id, today: day };
    const { statements } = this;
    const [checkIns, trendRows, [latestMood], [latestGlucose], [figures]] = await Promise.all([
      statements.checkIns.execute(params),
      statements.trend.execute({ ...params, trendFrom: addDays(day, -(SNAPSHOT_TREND_DAYS - 1)) }),
      statements.latestMood.execute(params),
      statements.latestGlucose.execute(params),
      statements.figures.execute({
        ...params,
        averageFrom: addDays(day, -(SNAPSHOT_GLUCOSE_AVERAGE_DAYS - 1)),
      }),
    ]);

    const [latest, previous] = checkIns.map(toSymptomEntry);
    // One point a day: that day's last check-in (rows come oldest first, so the last one wins).
    const byDay = new Map<string, HealthTrendPoint>();
    for (const row of trendRows) {
      const score = mrsScore(row.answers as MrsAnswers);
      byDay.set(row.localDate, { localDate: row.localDate, total: score.total, ...score.subscales });
    }
    const lastMoodDay = figures?.lastMoodDay ?? null;
    const average = figures?.average ?? null;

    return {
      today: day,
      preferences,
      checkIn: {
        latest: latest ?? null,
        previous: previous ?? null,
        change: latest?.score && previous?.score ? latest.score.total - previous.score.total : null,
        todayDone: figures?.checkInToday ?? false,
      },
      trend: [...byDay.values()],
      mood: {
        streak: {
          // A run counts while its latest day is today or yesterday (as `moodStreak` has it).
          days:
            lastMoodDay === day || lastMoodDay === previousDay(day) ? Number(figures?.streakDays ?? 0) : 0,
          lastLocalDate: lastMoodDay,
        },
        latest: latestMood ? toMoodEntry(latestMood) : null,
        todayLogged: figures?.moodToday ?? false,
      },
      glucose: {
        latest: latestGlucose ? toGlucoseEntry(latestGlucose, preferences.hasDiabetes) : null,
        last7DaysAverageMgDl: average === null ? null : Math.round(Number(average) * 10) / 10,
      },
      firstRun: !figures?.anySymptom && !latestMood && !latestGlucose && !figures?.anyHistory,
    };
  }
}
