import {
  glucoseBand,
  glucoseSeekCare,
  glucoseSummary,
  isTimeZone,
  localDateOf,
  toMgDl,
  type GlucoseDailyQuery,
  type GlucoseDailyResponse,
  type GlucoseEntry,
  type GlucoseListQuery,
  type GlucoseListResponse,
  type GlucoseMeasurementType,
  type GlucoseReadingInput,
  type GlucoseSummary,
  type GlucoseUnit,
  OPTIONAL_EMAIL_KINDS,
  THEMES,
  type HealthPreferences,
  type Theme,
  type UserPreferences,
  type UserPreferencesUpdate,
} from "@pkg/contracts";
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";

import type { SessionCache } from "../auth/session-cache";
import type { Database } from "../db/client";
import { newestFirst } from "../db/order";
import { glucoseEntries, users } from "../db/schema";
import { notFound } from "../lib/errors";
import type { FhirGlucoseReading } from "./health-fhir";
import type { ReportPeriod } from "./health-report";
import type { SessionUser } from "./users";

type GlucoseRow = typeof glucoseEntries.$inferSelect;

/** What the glucose rules need of the signed-in person. */
export type GlucoseOwner = Pick<SessionUser, "id" | "hasDiabetes">;

const ENTRY_NOT_FOUND = "No such entry";
/** Rows per INSERT of an import: well below PostgreSQL's 65,535 parameters a statement. */
const IMPORT_CHUNK = 1000;

/** A stored reading as the API answers it, with its band for the person's current setting. */
export function toGlucoseEntry(row: GlucoseRow, hasDiabetes: boolean): GlucoseEntry {
  const measurementType = row.measurementType as GlucoseMeasurementType;
  return {
    id: row.id,
    valueMgDl: row.valueMgDl,
    value: row.enteredValue,
    unit: row.enteredUnit as GlucoseUnit,
    measurementType,
    notes: row.notes,
    takenAt: row.takenAt.toISOString(),
    timeZone: row.timeZone,
    localDate: row.localDate,
    band: glucoseBand(row.valueMgDl, measurementType, hasDiabetes),
    seekCare: glucoseSeekCare(row.valueMgDl),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a reading: the value in mg/dL beside the one entered, and the local day. */
export function glucoseValues(input: GlucoseReadingInput) {
  const takenAt = new Date(input.takenAt);
  return {
    valueMgDl: toMgDl(input.value, input.unit),
    enteredValue: input.value,
    enteredUnit: input.unit,
    measurementType: input.measurementType,
    notes: input.notes,
    takenAt,
    timeZone: input.timeZone,
    localDate: localDateOf(takenAt, input.timeZone),
  };
}

/**
 * The person's health preferences, from their row. The zone is null until it is set; a zone the
 * runtime no longer knows counts as unset too, so that the browser's replaces it.
 */
export function preferencesOf(
  user: Pick<SessionUser, "timeZone" | "glucoseUnit" | "hasDiabetes">,
): HealthPreferences {
  return {
    glucoseUnit: user.glucoseUnit === "mmol/L" ? "mmol/L" : "mg/dL",
    hasDiabetes: user.hasDiabetes,
    timeZone: user.timeZone !== null && isTimeZone(user.timeZone) ? user.timeZone : null,
  };
}

/** Everything `GET /api/user/preferences` answers: the health preferences, the theme, the e-mails off. */
export function userPreferencesOf(
  user: Pick<SessionUser, "timeZone" | "glucoseUnit" | "hasDiabetes" | "theme" | "emailOptOuts">,
): UserPreferences {
  return {
    ...preferencesOf(user),
    theme: (THEMES as readonly string[]).includes(user.theme) ? (user.theme as Theme) : "system",
    emailOptOuts: OPTIONAL_EMAIL_KINDS.filter((kind) => user.emailOptOuts.includes(kind)),
  };
}

function inRange(query: { from?: string | undefined; to?: string | undefined }): SQL[] {
  return [
    ...(query.from ? [gte(glucoseEntries.localDate, query.from)] : []),
    ...(query.to ? [lte(glucoseEntries.localDate, query.to)] : []),
  ];
}

/**
 * A client's own glucose readings and every person's health preferences. Readings are touched
 * only by their owner: another person's entry id answers 404, as a missing one does. Bands are
 * computed when read, with the person's current 'I have diabetes' setting. Nothing here logs a
 * health value.
 */
export class GlucoseService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionCache,
  ) {}

  async create(user: GlucoseOwner, input: GlucoseReadingInput): Promise<GlucoseEntry> {
    const [row] = await this.db
      .insert(glucoseEntries)
      .values({ userId: user.id, ...glucoseValues(input) })
      .returning();
    return toGlucoseEntry(row!, user.hasDiabetes);
  }

  /**
   * A page of readings, newest first, and the summary of the whole range and type filter (not
   * only the page).
   */
  async list(user: GlucoseOwner, query: GlucoseListQuery): Promise<GlucoseListResponse> {
    const where = and(
      eq(glucoseEntries.userId, user.id),
      ...inRange(query),
      ...(query.measurementType ? [eq(glucoseEntries.measurementType, query.measurementType)] : []),
    );
    const [rows, summary] = await Promise.all([
      this.db
        .select()
        .from(glucoseEntries)
        .where(where)
        .orderBy(
          newestFirst(glucoseEntries.localDate),
          newestFirst(glucoseEntries.takenAt),
          desc(glucoseEntries.id),
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.summaryOf(where, user.hasDiabetes),
    ]);
    return {
      items: rows.map((row) => toGlucoseEntry(row, user.hasDiabetes)),
      total: summary.count,
      page: query.page,
      pageSize: query.pageSize,
      summary,
    };
  }

  /** The mean of each local day's readings in the range and type filter, oldest day first. */
  async dailyAverages(user: GlucoseOwner, query: GlucoseDailyQuery): Promise<GlucoseDailyResponse> {
    const rows = await this.db
      .select({
        localDate: glucoseEntries.localDate,
        averageMgDl: sql<string>`round(avg(${glucoseEntries.valueMgDl}), 1)`,
        count: count(),
      })
      .from(glucoseEntries)
      .where(
        and(
          eq(glucoseEntries.userId, user.id),
          ...inRange(query),
          ...(query.measurementType ? [eq(glucoseEntries.measurementType, query.measurementType)] : []),
        ),
      )
      .groupBy(glucoseEntries.localDate)
      .orderBy(asc(glucoseEntries.localDate));
    return {
      days: rows.map((row) => ({
        localDate: row.localDate,
        averageMgDl: Number(row.averageMgDl),
        count: Number(row.count),
      })),
    };
  }

  /** The clinician report's glucose: the summary of a period's readings (local days, both in). */
  async summary(user: GlucoseOwner, period: ReportPeriod): Promise<GlucoseSummary> {
    return this.summaryOf(and(eq(glucoseEntries.userId, user.id), ...inRange(period)), user.hasDiabetes);
  }

  /** The FHIR export's glucose: every reading of a period (local days, both included), oldest first. */
  async readings(userId: string, period: ReportPeriod): Promise<FhirGlucoseReading[]> {
    const rows = await this.db
      .select({
        id: glucoseEntries.id,
        valueMgDl: glucoseEntries.valueMgDl,
        measurementType: glucoseEntries.measurementType,
        takenAt: glucoseEntries.takenAt,
        notes: glucoseEntries.notes,
      })
      .from(glucoseEntries)
      .where(and(eq(glucoseEntries.userId, userId), ...inRange(period)))
      .orderBy(asc(glucoseEntries.takenAt), asc(glucoseEntries.id));
    return rows.map((row) => ({
      ...row,
      measurementType: row.measurementType as GlucoseMeasurementType,
      takenAt: row.takenAt.toISOString(),
    }));
  }

  /** The summary of the readings `where` selects, read as one row per value and type. */
  private async summaryOf(where: SQL | undefined, hasDiabetes: boolean): Promise<GlucoseSummary> {
    const groups = await this.db
      .select({
        valueMgDl: glucoseEntries.valueMgDl,
        measurementType: glucoseEntries.measurementType,
        count: count(),
      })
      .from(glucoseEntries)
      .where(where)
      .groupBy(glucoseEntries.valueMgDl, glucoseEntries.measurementType);
    return glucoseSummary(
      groups.map((group) => ({
        valueMgDl: group.valueMgDl,
        measurementType: group.measurementType as GlucoseMeasurementType,
        count: Number(group.count),
      })),
      hasDiabetes,
    );
  }

  async update(user: GlucoseOwner, entryId: string, input: GlucoseReadingInput): Promise<GlucoseEntry> {
    const [row] = await this.db
      .update(glucoseEntries)
      .set({ ...glucoseValues(input), updatedAt: sql`now()` })
      .where(and(eq(glucoseEntries.id, entryId), eq(glucoseEntries.userId, user.id)))
      .returning();
    if (!row) throw notFound(ENTRY_NOT_FOUND);
    return toGlucoseEntry(row, user.hasDiabetes);
  }

  async delete(user: GlucoseOwner, entryId: string): Promise<void> {
    const removed = await this.db
      .delete(glucoseEntries)
      .where(and(eq(glucoseEntries.id, entryId), eq(glucoseEntries.userId, user.id)))
      .returning({ id: glucoseEntries.id });
    if (removed.length === 0) throw notFound(ENTRY_NOT_FOUND);
  }

  /** Saves every reading or none: the request was checked as a whole, and one transaction writes it. */
  async import(user: GlucoseOwner, readings: readonly GlucoseReadingInput[]): Promise<{ imported: number }> {
    const rows = readings.map((reading) => ({ userId: user.id, ...glucoseValues(reading) }));
    await this.db.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += IMPORT_CHUNK) {
        await tx.insert(glucoseEntries).values(rows.slice(start, start + IMPORT_CHUNK));
      }
    });
    return { imported: rows.length };
  }

  /**
   * Changes the parts given and answers the whole; sessions everywhere read the new values. The
   * e-mail opt-outs replace the saved list (each kind once).
   */
  async updatePreferences(userId: string, changes: UserPreferencesUpdate): Promise<UserPreferences> {
    const { emailOptOuts, ...rest } = changes;
    const [row] = await this.db
      .update(users)
      .set({
        ...rest,
        ...(emailOptOuts ? { emailOptOuts: [...new Set(emailOptOuts)] } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({
        timeZone: users.timeZone,
        glucoseUnit: users.glucoseUnit,
        hasDiabetes: users.hasDiabetes,
        theme: users.theme,
        emailOptOuts: users.emailOptOuts,
      });
    if (!row) throw notFound("No such person");
    // A signed-in request carries the person's row (and with it these preferences) from the
    // session cache: forget it on every instance, as a profile change does.
    await this.sessions.forgetEverywhere(userId);
    return userPreferencesOf(row);
  }
}
