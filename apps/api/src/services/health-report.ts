import { randomUUID } from "node:crypto";

import {
  FALLBACK_TIME_ZONE,
  HEALTH_PAGE_SIZE_MAX,
  healthExportFileName,
  healthReportFileName,
  healthReportPeriod,
  localDateOf,
  MRS_CONTENT_TOPICS,
  RECOMMENDATION_QUICK_LOG_DAYS,
  RECOMMENDATIONS_MAX,
  ROLE_IDS,
  SYMPTOM_TOPICS,
  worstSymptoms,
  type ContentTopic,
  type FhirBundle,
  type GlucoseSummary,
  type GlucoseUnit,
  type HealthReportQuery,
  type MoodEntry,
  type MrsItem,
  type RecommendationsResponse,
  type RecommendedItem,
  type SymptomEntry,
  type SymptomFoldersResponse,
} from "@pkg/contracts";
import { and, asc, desc, eq, gt, isNotNull, sql, type SQL } from "drizzle-orm";

import type { Database } from "../db/client";
import { contentItems, contentRevisions, moodEntries, symptomEntries } from "../db/schema";
import { buildFhirBundle, type FhirGlucoseReading } from "./health-fhir";
import type { HealthDataService } from "./health-data";
import { buildHealthReportPdf } from "./health-report-pdf";

const DAY_MS = 86_400_000;

/** Local days, both included. */
export type ReportPeriod = { from: string; to: string };

/**
 * Where the report and the export get a period's glucose from (`GlucoseService`): the summary for
 * the PDF, with the bands of the person's 'I have diabetes' setting, and the readings for the
 * FHIR export.
 */
export type GlucoseReportSource = {
  summary: (owner: { id: string; hasDiabetes: boolean }, period: ReportPeriod) => Promise<GlucoseSummary>;
  readings: (userId: string, period: ReportPeriod) => Promise<FhirGlucoseReading[]>;
};

/**
 * The signed-in person the report is about (the session's user) and their preferences: the unit
 * the report shows glucose in, the glucose setting, and their zone (null until set).
 */
export type ReportPerson = {
  id: string;
  name: string;
  dob: string | null;
  glucoseUnit: GlucoseUnit;
  hasDiabetes: boolean;
  timeZone: string | null;
};

/**
 * What a client's health data leads to: recommended reading for their worst symptoms, the
 * library's symptom folders, and the clinician report (PDF) and FHIR export of a period. The
 * symptom, mood and history data is read through `HealthDataService`; nothing here logs a value.
 */
export class HealthReportService {
  constructor(
    private readonly db: Database,
    private readonly healthData: HealthDataService,
    private readonly glucose: GlucoseReportSource,
  ) {}

  /**
   * The symptoms at 2 or more of the latest full check-in, each updated by a newer quick log of
   * the last 14 days, worst first (ties in the scale's order), and up to 6 published items for
   * clients on their topics: the first item of each symptom in that order, then the second…, so
   * the worst symptom is served first and no one symptom takes every place.
   */
  async recommendations(userId: string, now = new Date()): Promise<RecommendationsResponse> {
    const [latest] = await this.db
      .select({ answers: symptomEntries.answers, takenAt: symptomEntries.takenAt })
      .from(symptomEntries)
      .where(and(eq(symptomEntries.userId, userId), eq(symptomEntries.kind, "check-in")))
      .orderBy(desc(symptomEntries.takenAt), desc(symptomEntries.id))
      .limit(1);
    if (!latest) return { symptoms: [], items: [] };

    const since = new Date(
      Math.max(latest.takenAt.getTime(), now.getTime() - RECOMMENDATION_QUICK_LOG_DAYS * DAY_MS),
    );
    const quickLogs = await this.db
      .select({ answers: symptomEntries.answers })
      .from(symptomEntries)
      .where(
        and(
          eq(symptomEntries.userId, userId),
          eq(symptomEntries.kind, "quick-log"),
          gt(symptomEntries.takenAt, since),
        ),
      )
      .orderBy(asc(symptomEntries.takenAt), asc(symptomEntries.id));
    const values: Partial<Record<MrsItem, number>> = { ...latest.answers };
    for (const log of quickLogs) Object.assign(values, log.answers);

    const symptoms = worstSymptoms(values);
    if (symptoms.length === 0) return { symptoms, items: [] };

    const candidates = await Promise.all(
      symptoms.map((symptom) =>
        this.publishedForClients(MRS_CONTENT_TOPICS[symptom.slug], RECOMMENDATIONS_MAX),
      ),
    );
    const items: RecommendedItem[] = [];
    const taken = new Set<string>();
    for (let round = 0; round < RECOMMENDATIONS_MAX && items.length < RECOMMENDATIONS_MAX; round += 1) {
      for (const [index, symptom] of symptoms.entries()) {
        if (items.length >= RECOMMENDATIONS_MAX) break;
        const next = candidates[index]!.find((item) => !taken.has(item.id));
        if (!next) continue;
        taken.add(next.id);
        items.push({ ...next, matchedSymptom: symptom.slug });
      }
    }
    return { symptoms, items };
  }

  /** Published items for clients with a topic, newest first. */
  private async publishedForClients(topic: ContentTopic, limit: number) {
    const rows = await this.db
      .select({
        id: contentItems.id,
        title: contentRevisions.title,
        summary: contentRevisions.summary,
        topics: contentRevisions.topics,
        publishedAt: contentItems.publishedAt,
        updatedAt: contentItems.updatedAt,
      })
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(
        and(
          isNotNull(contentItems.publishedRevisionId),
          // decisions.md: items for practitioners are never shown to clients.
          eq(contentRevisions.audience, "clients"),
          sql`${topic} = any(${contentRevisions.topics})`,
        ),
      )
      .orderBy(desc(contentItems.publishedAt), asc(contentItems.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      summary: row.summary,
      topics: row.topics as ContentTopic[],
      publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    }));
  }

  /**
   * The eleven symptom topics in the scale's order and how many published items each has: for a
   * client only the items for clients, for staff every published item.
   */
  async symptomFolders(actor: { roleId: number }): Promise<SymptomFoldersResponse> {
    const conditions: SQL[] = [isNotNull(contentItems.publishedRevisionId)];
    if (actor.roleId === ROLE_IDS.client) conditions.push(eq(contentRevisions.audience, "clients"));
    const counts = Object.fromEntries(
      SYMPTOM_TOPICS.map(({ topic }) => [
        topic,
        sql<number>`count(*) filter (where ${topic} = any(${contentRevisions.topics}))`.mapWith(Number),
      ]),
    );
    const [row] = await this.db
      .select(counts)
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(and(...conditions));
    return {
      folders: SYMPTOM_TOPICS.map(({ topic, label }) => ({
        slug: topic,
        label,
        count: Number((row as Record<string, number> | undefined)?.[topic] ?? 0),
      })),
    };
  }

  /** The PDF of a period, and its file name. */
  async reportPdf(
    person: ReportPerson,
    query: HealthReportQuery,
    now = new Date(),
  ): Promise<{ fileName: string; data: Buffer }> {
    const { period, timeZone } = await this.periodOf(person, query, now);
    const [symptoms, moods, history, glucose] = await Promise.all([
      this.symptomsIn(person.id, period),
      this.moodsIn(person.id, period),
      this.healthData.getHistory(person.id),
      this.glucose.summary(person, period),
    ]);
    const checkIns = symptoms.flatMap((entry) =>
      entry.kind === "check-in" && entry.score ? [{ localDate: entry.localDate, score: entry.score }] : [],
    );
    const data = await buildHealthReportPdf({
      person: { name: person.name, dob: person.dob },
      period,
      generatedAt: now,
      timeZone,
      checkIns,
      quickLogCount: symptoms.length - checkIns.length,
      moods: moods.map((entry) => ({ localDate: entry.localDate, mood: entry.mood })),
      history,
      glucose: { ...glucose, hasDiabetes: person.hasDiabetes, unit: person.glucoseUnit },
    });
    return { fileName: healthReportFileName(period), data };
  }

  /** The FHIR R4 Bundle of a period, and its file name. */
  async fhirExport(
    person: ReportPerson,
    query: HealthReportQuery,
    now = new Date(),
  ): Promise<{ fileName: string; bundle: FhirBundle }> {
    const { period } = await this.periodOf(person, query, now);
    const [symptoms, moods, glucose] = await Promise.all([
      this.symptomsIn(person.id, period),
      this.moodsIn(person.id, period),
      this.glucose.readings(person.id, period),
    ]);
    const bundle = buildFhirBundle({
      person: { id: person.id, name: person.name, dob: person.dob },
      generatedAt: now,
      bundleId: randomUUID(),
      checkIns: symptoms.flatMap((entry) =>
        entry.kind === "check-in" && entry.score
          ? [{ id: entry.id, takenAt: entry.takenAt, answers: entry.answers, score: entry.score }]
          : [],
      ),
      moods: moods.map((entry) => ({
        id: entry.id,
        mood: entry.mood,
        loggedAt: entry.loggedAt,
        note: entry.note,
        tags: entry.tags,
      })),
      glucose,
    });
    return { fileName: healthExportFileName(period), bundle };
  }

  /**
   * The period a query asks for. "Today" is in the query's zone, else in the person's own, else
   * (before one is set) in the zone of their latest entry, else in UTC.
   */
  private async periodOf(
    person: ReportPerson,
    query: HealthReportQuery,
    now: Date,
  ): Promise<{ period: ReportPeriod; timeZone: string }> {
    const timeZone =
      query.timeZone ?? person.timeZone ?? (await this.latestZone(person.id)) ?? FALLBACK_TIME_ZONE;
    return { period: healthReportPeriod(query, localDateOf(now, timeZone)), timeZone };
  }

  private async latestZone(userId: string): Promise<string | null> {
    const [[symptom], [mood]] = await Promise.all([
      this.db
        .select({ timeZone: symptomEntries.timeZone, at: symptomEntries.takenAt })
        .from(symptomEntries)
        .where(eq(symptomEntries.userId, userId))
        .orderBy(desc(symptomEntries.takenAt))
        .limit(1),
      this.db
        .select({ timeZone: moodEntries.timeZone, at: moodEntries.loggedAt })
        .from(moodEntries)
        .where(eq(moodEntries.userId, userId))
        .orderBy(desc(moodEntries.loggedAt))
        .limit(1),
    ]);
    const latest = [symptom, mood]
      .filter((row) => row !== undefined)
      .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
    return latest?.timeZone ?? null;
  }

  /** Every symptom entry of the period, oldest first (read a page at a time). */
  private async symptomsIn(userId: string, period: ReportPeriod): Promise<SymptomEntry[]> {
    const entries: SymptomEntry[] = [];
    for (let page = 1; ; page += 1) {
      const result = await this.healthData.listSymptoms(userId, {
        ...period,
        page,
        pageSize: HEALTH_PAGE_SIZE_MAX,
      });
      entries.push(...result.items);
      if (result.items.length < HEALTH_PAGE_SIZE_MAX || entries.length >= result.total) break;
    }
    return entries.reverse();
  }

  /** Every mood of the period, oldest first (read a page at a time). */
  private async moodsIn(userId: string, period: ReportPeriod): Promise<MoodEntry[]> {
    const entries: MoodEntry[] = [];
    for (let page = 1; ; page += 1) {
      const result = await this.healthData.listMood(userId, {
        ...period,
        page,
        pageSize: HEALTH_PAGE_SIZE_MAX,
      });
      entries.push(...result.items);
      if (result.items.length < HEALTH_PAGE_SIZE_MAX || entries.length >= result.total) break;
    }
    return entries.reverse();
  }
}
