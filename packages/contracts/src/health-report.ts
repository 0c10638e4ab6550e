import { z } from "zod";

import { contentTopicSchema, type ContentTopic } from "./content-topics";
import { publishedContentSchema } from "./content";
import {
  HEALTH_DATA_MESSAGES,
  localDateOf,
  MRS_ITEM_SLUGS,
  MRS_ITEMS,
  MRS_VALUE_MAX,
  timeZoneSchema,
  type MrsItem,
} from "./health-data";

/**
 * What a client's health data leads to: reading recommended for their worst symptoms, the
 * library's symptom folders, and the clinician report (PDF) and FHIR export of a period.
 */

// ---------------------------------------------------------------------------------------------
// Symptoms and library topics

/**
 * The library topic of each MRS item. The topic list names the same eleven symptoms with slugs
 * of its own, so the match is kept here, once, for the API and the screens.
 */
export const MRS_CONTENT_TOPICS = {
  "hot-flushes-sweating": "hot-flushes-and-sweating",
  "heart-discomfort": "heart-discomfort",
  "sleep-problems": "sleep-problems",
  "depressive-mood": "depressive-mood",
  irritability: "irritability",
  anxiety: "anxiety",
  exhaustion: "physical-and-mental-exhaustion",
  "sexual-problems": "sexual-problems",
  "bladder-problems": "bladder-problems",
  "vaginal-dryness": "vaginal-dryness",
  "joint-muscle-discomfort": "joint-and-muscle-discomfort",
} as const satisfies Record<MrsItem, ContentTopic>;

/** The symptom topics in the scale's order (the order of `MRS_ITEMS`). */
export const SYMPTOM_TOPICS: readonly { symptom: MrsItem; topic: ContentTopic; label: string }[] =
  MRS_ITEMS.map((item) => ({ symptom: item.slug, topic: MRS_CONTENT_TOPICS[item.slug], label: item.name }));

/** A symptom counts as one to read about from this value (2, Moderate) up. */
export const RECOMMENDATION_MIN_VALUE = 2;
/** At most this many items are recommended. */
export const RECOMMENDATIONS_MAX = 6;
/** Quick logs this recent (and newer than the check-in) update the check-in's values. */
export const RECOMMENDATION_QUICK_LOG_DAYS = 14;

export const recommendedSymptomSchema = z.object({
  slug: z.enum(MRS_ITEM_SLUGS),
  label: z.string(),
  value: z.number().int().min(0).max(MRS_VALUE_MAX),
});
export type RecommendedSymptom = z.infer<typeof recommendedSymptomSchema>;

/** A published item of the library (as the published list shows it) and the symptom it was picked for. */
export const recommendedItemSchema = publishedContentSchema
  .pick({ id: true, title: true, summary: true, topics: true, publishedAt: true })
  .extend({ matchedSymptom: z.enum(MRS_ITEM_SLUGS) });
export type RecommendedItem = z.infer<typeof recommendedItemSchema>;

/**
 * `GET /api/menopause/recommendations`: the symptoms at 2 or more, worst first (ties in the
 * scale's order), and up to 6 published items for them. Both empty before the first check-in.
 */
export const recommendationsResponseSchema = z.object({
  symptoms: z.array(recommendedSymptomSchema),
  items: z.array(recommendedItemSchema),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/**
 * The symptoms to read about: values of 2 or more, worst first, ties in the scale's order.
 */
export function worstSymptoms(answers: Partial<Record<MrsItem, number>>): RecommendedSymptom[] {
  return MRS_ITEMS.flatMap((item) => {
    const value = answers[item.slug];
    return value !== undefined && value >= RECOMMENDATION_MIN_VALUE
      ? [{ slug: item.slug, label: item.name, value }]
      : [];
  }).sort((a, b) => b.value - a.value);
}

export const symptomFolderSchema = z.object({
  slug: contentTopicSchema,
  label: z.string(),
  /** Published items with this topic that the caller may read. */
  count: z.number().int().min(0),
});
export type SymptomFolder = z.infer<typeof symptomFolderSchema>;

/** `GET /api/folders/symptoms-subfolders`: the eleven symptom topics in the scale's order. */
export const symptomFoldersResponseSchema = z.object({ folders: z.array(symptomFolderSchema) });
export type SymptomFoldersResponse = z.infer<typeof symptomFoldersResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The report's period

/** The period when none is chosen: the last 90 local days, today included. */
export const HEALTH_REPORT_DEFAULT_DAYS = 90;
/** The longest period a report or an export covers. */
export const HEALTH_REPORT_MAX_YEARS = 3;

export const HEALTH_REPORT_MESSAGES = {
  rangeTooLong: `Choose a period of at most ${HEALTH_REPORT_MAX_YEARS} years`,
} as const;

/** A `YYYY-MM-DD` day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` day moved by whole years (29 February becomes 1 March in other years). */
export function addYears(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** The latest day that is already "today" somewhere (UTC+14): later days are in the future everywhere. */
export const latestToday = (now: Date = new Date()): string =>
  localDateOf(new Date(now.getTime() + 14 * 3600 * 1000), "UTC");

const reportDay = z.iso
  .date(HEALTH_DATA_MESSAGES.dayFormat)
  .refine((day) => day <= latestToday(), HEALTH_DATA_MESSAGES.dateInFuture);

/**
 * `GET /api/health/report.pdf` and `GET /api/health/export.json`: a period of local days, both
 * ends optional (the last 90 days by default), the start not after the end, neither in the
 * future, at most 3 years long. `timeZone` says where "today" is for the default end.
 */
export const healthReportQuerySchema = z
  .object({
    from: reportDay.optional(),
    to: reportDay.optional(),
    /** Where "today" is; the zone of the person's latest entry when absent. */
    timeZone: timeZoneSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({ code: "custom", path: ["from"], message: HEALTH_DATA_MESSAGES.rangeOrder });
      return;
    }
    // Without an end, the end is today, which is at most `latestToday()` anywhere.
    if (query.from && query.from < addYears(query.to ?? latestToday(), -HEALTH_REPORT_MAX_YEARS)) {
      context.addIssue({ code: "custom", path: ["from"], message: HEALTH_REPORT_MESSAGES.rangeTooLong });
    }
  });
export type HealthReportQuery = z.output<typeof healthReportQuerySchema>;

/**
 * The period a query asks for, `today` being the person's local day: a missing end is today, a
 * missing start the 90th day before the end (both included).
 */
export function healthReportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? addDays(to, -(HEALTH_REPORT_DEFAULT_DAYS - 1)), to };
}

/** The report's file name: `haven-health-report-<from>-to-<to>.pdf`. */
export const healthReportFileName = (period: { from: string; to: string }) =>
  `haven-health-report-${period.from}-to-${period.to}.pdf`;

/** The export's file name: `haven-health-export-<from>-to-<to>.json`. */
export const healthExportFileName = (period: { from: string; to: string }) =>
  `haven-health-export-${period.from}-to-${period.to}.json`;

// ---------------------------------------------------------------------------------------------
// The FHIR R4 export (the parts this product writes)

const fhirCoding = z.object({ system: z.string(), code: z.string(), display: z.string().optional() });
const fhirCodeableConcept = z.object({ coding: z.array(fhirCoding).optional(), text: z.string().optional() });
const fhirReference = z.object({ reference: z.string() });

export const fhirPatientSchema = z.object({
  resourceType: z.literal("Patient"),
  id: z.string(),
  name: z.array(z.object({ text: z.string() })).optional(),
  birthDate: z.iso.date().optional(),
});

export const fhirQuestionnaireResponseSchema = z.object({
  resourceType: z.literal("QuestionnaireResponse"),
  id: z.string(),
  status: z.literal("completed"),
  subject: fhirReference,
  authored: z.iso.datetime({ offset: true }),
  item: z.array(
    z.object({
      linkId: z.string(),
      text: z.string(),
      answer: z.array(z.object({ valueInteger: z.number().int() })),
    }),
  ),
});

export const fhirObservationSchema = z.object({
  resourceType: z.literal("Observation"),
  id: z.string(),
  status: z.literal("final"),
  category: z.array(fhirCodeableConcept),
  code: fhirCodeableConcept,
  subject: fhirReference,
  effectiveDateTime: z.iso.datetime({ offset: true }),
  valueQuantity: z
    .object({ value: z.number(), unit: z.string(), system: z.string(), code: z.string() })
    .optional(),
  valueInteger: z.number().int().optional(),
  note: z.array(z.object({ text: z.string() })).optional(),
});

/** `GET /api/health/export.json`: a FHIR R4 Bundle of type `collection`. */
export const fhirBundleSchema = z.object({
  resourceType: z.literal("Bundle"),
  id: z.string(),
  type: z.literal("collection"),
  timestamp: z.iso.datetime({ offset: true }),
  entry: z.array(
    z.object({
      fullUrl: z.string().startsWith("urn:uuid:"),
      resource: z.discriminatedUnion("resourceType", [
        fhirPatientSchema,
        fhirQuestionnaireResponseSchema,
        fhirObservationSchema,
      ]),
    }),
  ),
});
export type FhirBundle = z.infer<typeof fhirBundleSchema>;
