import {
  healthHistorySchema,
  localDateOf,
  moodStreak,
  mrsScore,
  type HealthHistory,
  type HealthHistoryResponse,
  type HealthRangeQuery,
  type MoodEntry,
  type MoodListQuery,
  type MoodListResponse,
  type MoodTag,
  type MrsAnswers,
  type MrsCheckIn,
  type MrsQuickLog,
  type SymptomEntry,
  type SymptomListResponse,
} from "@pkg/contracts";
import { and, count, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { Database } from "../db/client";
import { newestFirst } from "../db/order";
import { healthHistories, moodEntries, symptomEntries } from "../db/schema";
import { notFound } from "../lib/errors";

/** A full check-in or a quick log, as the contracts parse them. */
export type SymptomInput = MrsCheckIn | MrsQuickLog;
/** A mood, as the contracts parse it (`note` null when empty, `tags` defaulted). */
export type MoodInput = {
  mood: number;
  note: string | null;
  tags: MoodTag[];
  loggedAt: string;
  timeZone: string;
};

type SymptomRow = typeof symptomEntries.$inferSelect;
type MoodRow = typeof moodEntries.$inferSelect;

const ENTRY_NOT_FOUND = "No such entry";

export function toSymptomEntry(row: SymptomRow): SymptomEntry {
  const checkIn = row.kind === "check-in";
  return {
    id: row.id,
    kind: checkIn ? "check-in" : "quick-log",
    answers: row.answers,
    score: checkIn ? mrsScore(row.answers as MrsAnswers) : null,
    takenAt: row.takenAt.toISOString(),
    timeZone: row.timeZone,
    localDate: row.localDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMoodEntry(row: MoodRow): MoodEntry {
  return {
    id: row.id,
    mood: row.mood,
    note: row.note,
    tags: row.tags as MoodTag[],
    loggedAt: row.loggedAt.toISOString(),
    timeZone: row.timeZone,
    localDate: row.localDate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The columns of a symptom entry for an input: answers, total and the local day. */
export function symptomValues(input: SymptomInput) {
  const takenAt = new Date(input.takenAt);
  const answers: Record<string, number> =
    input.kind === "check-in" ? { ...input.answers } : { [input.symptom]: input.value };
  return {
    kind: input.kind,
    answers,
    total: input.kind === "check-in" ? mrsScore(input.answers).total : null,
    takenAt,
    timeZone: input.timeZone,
    localDate: localDateOf(takenAt, input.timeZone),
  };
}

/** The columns of a mood entry for an input. */
export function moodValues(input: MoodInput) {
  const loggedAt = new Date(input.loggedAt);
  return {
    mood: input.mood,
    note: input.note,
    tags: input.tags,
    loggedAt,
    timeZone: input.timeZone,
    localDate: localDateOf(loggedAt, input.timeZone),
  };
}

function inRange(column: PgColumn, query: { from?: string | undefined; to?: string | undefined }): SQL[] {
  return [...(query.from ? [gte(column, query.from)] : []), ...(query.to ? [lte(column, query.to)] : [])];
}

/**
 * A client's own symptom entries, moods and health history. Every method takes the signed-in
 * person's id and touches only their rows: another person's entry id answers 404, as a missing
 * one does. Nothing here logs a health value.
 */
export class HealthDataService {
  constructor(private readonly db: Database) {}

  async saveSymptoms(userId: string, input: SymptomInput): Promise<SymptomEntry> {
    const [row] = await this.db
      .insert(symptomEntries)
      .values({ userId, ...symptomValues(input) })
      .returning();
    return toSymptomEntry(row!);
  }

  async listSymptoms(userId: string, query: HealthRangeQuery): Promise<SymptomListResponse> {
    const where = and(eq(symptomEntries.userId, userId), ...inRange(symptomEntries.localDate, query));
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(symptomEntries)
        .where(where)
        .orderBy(
          newestFirst(symptomEntries.localDate),
          newestFirst(symptomEntries.takenAt),
          newestFirst(symptomEntries.id),
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(symptomEntries).where(where),
    ]);
    return {
      items: rows.map(toSymptomEntry),
      total: counted?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async updateSymptoms(userId: string, entryId: string, input: SymptomInput): Promise<SymptomEntry> {
    const [row] = await this.db
      .update(symptomEntries)
      .set({ ...symptomValues(input), updatedAt: sql`now()` })
      .where(and(eq(symptomEntries.id, entryId), eq(symptomEntries.userId, userId)))
      .returning();
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    return toSymptomEntry(row);
  }

  async deleteSymptoms(userId: string, entryId: string): Promise<void> {
    const removed = await this.db
      .delete(symptomEntries)
      .where(and(eq(symptomEntries.id, entryId), eq(symptomEntries.userId, userId)))
      .returning({ id: symptomEntries.id });
    if (removed.length === 0) throw notFound(ENTRY_NOT_FOUND);
  }

  async logMood(userId: string, input: MoodInput): Promise<MoodEntry> {
    const [row] = await this.db
      .insert(moodEntries)
      .values({ userId, ...moodValues(input) })
      .returning();
    return toMoodEntry(row!);
  }

  /** A page of moods in the range, newest first, and the streak up to today in `timeZone`. */
  async listMood(userId: string, query: MoodListQuery, now = new Date()): Promise<MoodListResponse> {
    const mine = eq(moodEntries.userId, userId);
    const where = and(mine, ...inRange(moodEntries.localDate, query));
    const [rows, [counted], run] = await Promise.all([
      this.db
        .select()
        .from(moodEntries)
        .where(where)
        .orderBy(
          newestFirst(moodEntries.localDate),
          newestFirst(moodEntries.loggedAt),
          newestFirst(moodEntries.id),
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(moodEntries).where(where),
      this.latestRun(userId),
    ]);
    const timeZone = query.timeZone ?? run.timeZone ?? "UTC";
    return {
      items: rows.map(toMoodEntry),
      total: counted?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
      streak: moodStreak(run.days, localDateOf(now, timeZone)),
    };
  }

  /**
   * The run of consecutive local days that ends on the person's latest day with a mood (days in
   * a run have the same `day + row number` when numbered newest first), and the latest entry's zone.
   */
  private async latestRun(userId: string): Promise<{ days: string[]; timeZone: string | null }> {
    const result = await this.db.execute<{ day: string; time_zone: string | null }>(sql`
      with days as (
        select distinct ${moodEntries.localDate} as day from ${moodEntries} where ${moodEntries.userId} = ${userId}
      ), numbered as (
        select day, day + (row_number() over (order by day desc))::int as run from days
      )
      select to_char(day, 'YYYY-MM-DD') as day,
        (select ${moodEntries.timeZone} from ${moodEntries} where ${moodEntries.userId} = ${userId}
          order by ${moodEntries.loggedAt} desc limit 1) as time_zone
      from numbered
      where run = (select run from numbered order by day desc limit 1)
      order by day desc`);
    // node-postgres and PGlite both answer `{ rows }`.
    const rows = (result as { rows?: { day: string; time_zone: string | null }[] }).rows ?? [];
    return { days: rows.map((row) => row.day), timeZone: rows[0]?.time_zone ?? null };
  }

  async deleteMood(userId: string, entryId: string): Promise<void> {
    const removed = await this.db
      .delete(moodEntries)
      .where(and(eq(moodEntries.id, entryId), eq(moodEntries.userId, userId)))
      .returning({ id: moodEntries.id });
    if (removed.length === 0) throw notFound(ENTRY_NOT_FOUND);
  }

  /** The history, or an empty one with `updatedAt: null` before the first save. */
  async getHistory(userId: string): Promise<HealthHistoryResponse> {
    const [row] = await this.db.select().from(healthHistories).where(eq(healthHistories.userId, userId));
    if (!row) return { updatedAt: null };
    // Stored as the contracts parsed it; parsed again so a stored shape never leaks more.
    const data = healthHistorySchema.safeParse(row.data);
    return { ...(data.success ? data.data : {}), updatedAt: row.updatedAt.toISOString() };
  }

  /** Replaces the whole history. */
  async saveHistory(userId: string, history: HealthHistory): Promise<HealthHistoryResponse> {
    const [row] = await this.db
      .insert(healthHistories)
      .values({ userId, data: history })
      .onConflictDoUpdate({
        target: healthHistories.userId,
        set: { data: history, updatedAt: sql`now()` },
      })
      .returning();
    return { ...history, updatedAt: row!.updatedAt.toISOString() };
  }
}
