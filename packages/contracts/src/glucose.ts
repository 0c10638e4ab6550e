import { z } from "zod";

import {
  HEALTH_DATA_MESSAGES,
  HEALTH_PAGE_SIZE_MAX,
  MOOD_NOTE_MAX,
  pastInstantSchema,
  timeZoneSchema,
} from "./health-data";
import { multiLineText } from "./validation";

/**
 * Blood glucose (decisions.md "Health data", "Health data (second round)" and its settled
 * questions): values are stored in mg/dL and shown in the person's unit; the bands depend on the
 * measurement type and on the person's 'I have diabetes' setting; the extremes carry seek-care
 * advice. Every rule lives here so the screens, the API, the report and the export agree.
 */

export const GLUCOSE_UNITS = ["mg/dL", "mmol/L"] as const;
export type GlucoseUnit = (typeof GLUCOSE_UNITS)[number];

/** mg/dL in one mmol/L of glucose (molar mass 180.16 g/mol, rounded as clinical tools do). */
export const MG_DL_PER_MMOL_L = 18.0;

/** The values a person may enter, per unit (both ends included). */
export const GLUCOSE_LIMITS: Record<GlucoseUnit, { min: number; max: number }> = {
  "mg/dL": { min: 20, max: 600 },
  "mmol/L": { min: 1.2, max: 33.3 },
};

export const GLUCOSE_MEASUREMENT_TYPES = [
  { slug: "fasting", label: "Fasting" },
  { slug: "before-meal", label: "Before a meal" },
  { slug: "after-meal-1h", label: "After a meal (1 h)" },
  { slug: "after-meal-2h", label: "After a meal (2 h)" },
  { slug: "bedtime", label: "Bedtime" },
  { slug: "random", label: "Random" },
  { slug: "cgm", label: "CGM reading" },
] as const;
export type GlucoseMeasurementType = (typeof GLUCOSE_MEASUREMENT_TYPES)[number]["slug"];
export const GLUCOSE_MEASUREMENT_TYPE_SLUGS = GLUCOSE_MEASUREMENT_TYPES.map((type) => type.slug) as [
  GlucoseMeasurementType,
  ...GlucoseMeasurementType[],
];

export const glucoseMeasurementTypeLabel = (slug: GlucoseMeasurementType): string =>
  GLUCOSE_MEASUREMENT_TYPES.find((type) => type.slug === slug)?.label ?? slug;

export const GLUCOSE_NOTES_MAX = MOOD_NOTE_MAX;

export const GLUCOSE_MESSAGES = {
  valueRequired: "Enter your glucose reading",
  valueRange: (unit: GlucoseUnit) =>
    `Enter a value between ${GLUCOSE_LIMITS[unit].min} and ${GLUCOSE_LIMITS[unit].max} ${unit}`,
  unitRequired: "Choose mg/dL or mmol/L",
  typeRequired: "Choose when the reading was taken",
  notesTooLong: `The notes must be at most ${GLUCOSE_NOTES_MAX} characters`,
  importEmpty: "Add at least one reading",
  importTooMany: "Import at most 5000 readings at a time",
} as const;

// ---------------------------------------------------------------------------------------------
// Units

/** A value in `unit` as mg/dL, rounded to a whole number (the stored value). */
export function toMgDl(value: number, unit: GlucoseUnit): number {
  return Math.round(unit === "mg/dL" ? value : value * MG_DL_PER_MMOL_L);
}

/** A stored mg/dL value in `unit`: whole mg/dL, or mmol/L to one decimal. */
export function fromMgDl(mgDl: number, unit: GlucoseUnit): number {
  return unit === "mg/dL" ? Math.round(mgDl) : Math.round((mgDl / MG_DL_PER_MMOL_L) * 10) / 10;
}

/** The number alone: "99" (mg/dL) or "5.5" (mmol/L, always one decimal). */
export function formatGlucoseValue(mgDl: number, unit: GlucoseUnit): string {
  const value = fromMgDl(mgDl, unit);
  return unit === "mg/dL" ? value.toFixed(0) : value.toFixed(1);
}

/** "99 mg/dL" or "5.5 mmol/L". */
export function formatGlucose(mgDl: number, unit: GlucoseUnit): string {
  return `${formatGlucoseValue(mgDl, unit)} ${unit}`;
}

// ---------------------------------------------------------------------------------------------
// Bands and advice

export const GLUCOSE_BANDS = [
  { slug: "low", label: "Low" },
  { slug: "below-target", label: "Below target" },
  { slug: "in-range", label: "In range" },
  { slug: "raised", label: "Raised" },
  { slug: "high", label: "High" },
] as const;
export type GlucoseBand = (typeof GLUCOSE_BANDS)[number]["slug"];
export const GLUCOSE_BAND_SLUGS = GLUCOSE_BANDS.map((band) => band.slug) as [GlucoseBand, ...GlucoseBand[]];
export const glucoseBandLabel = (band: GlucoseBand): string =>
  GLUCOSE_BANDS.find((entry) => entry.slug === band)?.label ?? band;

/** Below this every reading is low, whatever its type or the person's setting (mg/dL). */
export const GLUCOSE_LOW_BELOW = 70;

const BEFORE_FOOD: ReadonlySet<GlucoseMeasurementType> = new Set(["fasting", "before-meal"]);

/**
 * The range a type's readings are "in range" within, for a person with or without diabetes
 * (mg/dL, both ends included; `raisedTo` is the top of "raised" when there is such a band).
 *
 * Without diabetes (ADA diagnostic bands): fasting and before a meal 70–99 in range, 100–125
 * raised, 126+ high; every other type 70–139, 140–199 raised, 200+ high.
 * With diabetes (ADA treatment targets): fasting and before a meal 80–130 (70–79 below target);
 * every other type 70–179; above the target is high.
 */
export function glucoseTarget(
  type: GlucoseMeasurementType,
  hasDiabetes: boolean,
): { low: number; high: number; raisedTo: number | null } {
  if (hasDiabetes)
    return BEFORE_FOOD.has(type)
      ? { low: 80, high: 130, raisedTo: null }
      : { low: 70, high: 179, raisedTo: null };
  return BEFORE_FOOD.has(type) ? { low: 70, high: 99, raisedTo: 125 } : { low: 70, high: 139, raisedTo: 199 };
}

/** The band of a reading (mg/dL) of a type, for a person with or without diabetes. */
export function glucoseBand(mgDl: number, type: GlucoseMeasurementType, hasDiabetes: boolean): GlucoseBand {
  if (mgDl < GLUCOSE_LOW_BELOW) return "low";
  const target = glucoseTarget(type, hasDiabetes);
  if (mgDl < target.low) return "below-target";
  if (mgDl <= target.high) return "in-range";
  if (target.raisedTo !== null && mgDl <= target.raisedTo) return "raised";
  return "high";
}

/**
 * At or below this (mg/dL; 3.0 mmol/L) a reading carries the seek-care advice. decisions.md says
 * "below 54"; a reading entered as 3.0 mmol/L is stored as 54, and the issue asks that 54 shows the
 * advice: the conservative reading of both is to include 54.
 */
export const GLUCOSE_SEEK_CARE_AT_OR_BELOW = 54;
/** Above this (mg/dL; 16.7 mmol/L) a reading carries the seek-care advice. */
export const GLUCOSE_SEEK_CARE_ABOVE = 300;

export type GlucoseSeekCare = "very-low" | "very-high";

/** Whether a reading is extreme enough for the seek-care advice (≤ 54 or > 300 mg/dL), and which way. */
export function glucoseSeekCare(mgDl: number): GlucoseSeekCare | null {
  if (mgDl <= GLUCOSE_SEEK_CARE_AT_OR_BELOW) return "very-low";
  if (mgDl > GLUCOSE_SEEK_CARE_ABOVE) return "very-high";
  return null;
}

/** The advice shown with an extreme reading: conservative, and never instead of a clinician. */
export const GLUCOSE_SEEK_CARE_ADVICE: Record<GlucoseSeekCare, { title: string; body: string }> = {
  "very-low": {
    title: "This reading is very low",
    body:
      "A glucose of 54 mg/dL (3.0 mmol/L) or lower needs action now. If you can swallow safely, take fast-acting sugar " +
      "(such as glucose tablets or a sugary drink) and check again in 15 minutes. Get emergency help (call your " +
      "local emergency number) if you feel confused, drowsy or faint, or if the reading does not rise.",
  },
  "very-high": {
    title: "This reading is very high",
    body:
      "A glucose above 300 mg/dL (16.7 mmol/L) needs medical advice today: contact your doctor or an urgent care " +
      "service. Get emergency help if you are vomiting, very thirsty, breathing fast, drowsy or confused.",
  },
};

/** CGM time in range (mg/dL, both ends included): 70–180 with diabetes, 70–140 without. */
export function timeInRangeTarget(hasDiabetes: boolean): { low: number; high: number } {
  return hasDiabetes ? { low: 70, high: 180 } : { low: 70, high: 140 };
}

// ---------------------------------------------------------------------------------------------
// Requests and responses

const glucoseNotesSchema = multiLineText(GLUCOSE_MESSAGES.notesTooLong)
  .trim()
  .max(GLUCOSE_NOTES_MAX, GLUCOSE_MESSAGES.notesTooLong)
  // A reading read back (notes: null) can be sent again as it is.
  .nullish()
  .transform((notes) => notes || null);

export const glucoseUnitSchema = z.enum(GLUCOSE_UNITS, { error: GLUCOSE_MESSAGES.unitRequired });
export const glucoseMeasurementTypeSchema = z.enum(GLUCOSE_MEASUREMENT_TYPE_SLUGS, {
  error: GLUCOSE_MESSAGES.typeRequired,
});

/** `POST /api/glucose` and `PUT /api/glucose/{entry_id}`: a reading in the unit it was read in. */
export const glucoseRequestSchema = z
  .object({
    value: z.number({ error: GLUCOSE_MESSAGES.valueRequired }).finite(GLUCOSE_MESSAGES.valueRequired),
    unit: glucoseUnitSchema,
    measurementType: glucoseMeasurementTypeSchema,
    takenAt: pastInstantSchema,
    timeZone: timeZoneSchema,
    notes: glucoseNotesSchema,
  })
  .superRefine((reading, context) => {
    const limits = GLUCOSE_LIMITS[reading.unit];
    if (reading.value < limits.min || reading.value > limits.max) {
      context.addIssue({
        code: "custom",
        path: ["value"],
        message: GLUCOSE_MESSAGES.valueRange(reading.unit),
      });
    }
  });
export type GlucoseRequest = z.input<typeof glucoseRequestSchema>;
export type GlucoseReadingInput = z.output<typeof glucoseRequestSchema>;

/** `POST /api/glucose/import`: readings checked and confirmed in the browser, saved together. */
export const GLUCOSE_IMPORT_MAX = 5000;
export const glucoseImportRequestSchema = z.object({
  readings: z
    .array(glucoseRequestSchema, { error: GLUCOSE_MESSAGES.importEmpty })
    .min(1, GLUCOSE_MESSAGES.importEmpty)
    .max(GLUCOSE_IMPORT_MAX, GLUCOSE_MESSAGES.importTooMany),
});
export type GlucoseImportRequest = z.input<typeof glucoseImportRequestSchema>;
/** The answer to an import: how many readings were saved (all of them, or none and a 400). */
export const glucoseImportResponseSchema = z.object({ imported: z.number().int().min(0) });
export type GlucoseImportResponse = z.infer<typeof glucoseImportResponseSchema>;

export const glucoseEntrySchema = z.object({
  id: z.uuid(),
  /** The stored value. */
  valueMgDl: z.number().int(),
  /** The value and unit as the person entered them. */
  value: z.number(),
  unit: z.enum(GLUCOSE_UNITS),
  measurementType: z.enum(GLUCOSE_MEASUREMENT_TYPE_SLUGS),
  notes: z.string().nullable(),
  takenAt: z.iso.datetime(),
  timeZone: z.string(),
  localDate: z.iso.date(),
  /** For the person's current 'I have diabetes' setting. */
  band: z.enum(GLUCOSE_BAND_SLUGS),
  seekCare: z.enum(["very-low", "very-high"]).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type GlucoseEntry = z.infer<typeof glucoseEntrySchema>;

/** `GET /api/glucose`: a range of local days (both optional), a type, one page at a time. */
/** A range of local days (both included) and a measurement type, all optional. */
const glucoseRangeShape = {
  from: z.iso.date(HEALTH_DATA_MESSAGES.dayFormat).optional(),
  to: z.iso.date(HEALTH_DATA_MESSAGES.dayFormat).optional(),
  measurementType: glucoseMeasurementTypeSchema.optional(),
};
const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const rangeOrderIssue = { message: HEALTH_DATA_MESSAGES.rangeOrder, path: ["from"] };

export const glucoseListQuerySchema = z
  .object({
    ...glucoseRangeShape,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(HEALTH_PAGE_SIZE_MAX).default(100),
  })
  .refine(rangeInOrder, rangeOrderIssue);
export type GlucoseListQuery = z.output<typeof glucoseListQuerySchema>;

export const glucoseSummarySchema = z.object({
  count: z.number().int(),
  /** Mean of every reading in the range, mg/dL (one decimal), null without readings. */
  averageMgDl: z.number().nullable(),
  byType: z.array(
    z.object({
      measurementType: z.enum(GLUCOSE_MEASUREMENT_TYPE_SLUGS),
      count: z.number().int(),
      averageMgDl: z.number(),
    }),
  ),
  /** Readings per band, for the person's setting. */
  byBand: z.record(z.enum(GLUCOSE_BAND_SLUGS), z.number().int()),
  /** CGM readings inside the time-in-range target, as a percentage (one decimal); null without CGM. */
  timeInRange: z
    .object({ percent: z.number(), readings: z.number().int(), low: z.number(), high: z.number() })
    .nullable(),
});
export type GlucoseSummary = z.infer<typeof glucoseSummarySchema>;

export const glucoseListResponseSchema = z.object({
  items: z.array(glucoseEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Over the whole range and type filter, not only this page. */
  summary: glucoseSummarySchema,
});
export type GlucoseListResponse = z.infer<typeof glucoseListResponseSchema>;

/** `GET /api/glucose/daily-averages`: the same range and type filter as the list, without pages. */
export const glucoseDailyQuerySchema = z.object(glucoseRangeShape).refine(rangeInOrder, rangeOrderIssue);
export type GlucoseDailyQuery = z.output<typeof glucoseDailyQuerySchema>;

/** One local day's readings: their mean in mg/dL (one decimal) and how many there were. */
export const glucoseDailyAverageSchema = z.object({
  localDate: z.iso.date(),
  averageMgDl: z.number(),
  count: z.number().int(),
});
export type GlucoseDailyAverageRow = z.infer<typeof glucoseDailyAverageSchema>;

/** Every local day of the range that has readings, oldest first: what the history chart draws. */
export const glucoseDailyResponseSchema = z.object({ days: z.array(glucoseDailyAverageSchema) });
export type GlucoseDailyResponse = z.infer<typeof glucoseDailyResponseSchema>;

const roundTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The summary of readings (mg/dL with their type) for a person with or without diabetes. A
 * reading may stand for `count` equal readings (one row per value and type of a grouped query).
 */
export function glucoseSummary(
  readings: readonly { valueMgDl: number; measurementType: GlucoseMeasurementType; count?: number }[],
  hasDiabetes: boolean,
): GlucoseSummary {
  const byBand = Object.fromEntries(GLUCOSE_BAND_SLUGS.map((band) => [band, 0])) as Record<
    GlucoseBand,
    number
  >;
  const perType = new Map<GlucoseMeasurementType, { count: number; sum: number }>();
  const target = timeInRangeTarget(hasDiabetes);
  let total = 0;
  let sum = 0;
  let cgm = 0;
  let cgmInRange = 0;
  for (const reading of readings) {
    const times = reading.count ?? 1;
    total += times;
    sum += reading.valueMgDl * times;
    byBand[glucoseBand(reading.valueMgDl, reading.measurementType, hasDiabetes)] += times;
    const typeTotals = perType.get(reading.measurementType) ?? { count: 0, sum: 0 };
    typeTotals.count += times;
    typeTotals.sum += reading.valueMgDl * times;
    perType.set(reading.measurementType, typeTotals);
    if (reading.measurementType === "cgm") {
      cgm += times;
      if (reading.valueMgDl >= target.low && reading.valueMgDl <= target.high) cgmInRange += times;
    }
  }
  return {
    count: total,
    averageMgDl: total ? roundTenth(sum / total) : null,
    byType: GLUCOSE_MEASUREMENT_TYPE_SLUGS.flatMap((type) => {
      const totals = perType.get(type);
      return totals
        ? [{ measurementType: type, count: totals.count, averageMgDl: roundTenth(totals.sum / totals.count) }]
        : [];
    }),
    byBand,
    timeInRange: cgm ? { percent: roundTenth((cgmInRange / cgm) * 100), readings: cgm, ...target } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The person's health preferences

/** The zone days are counted in while a person has none yet (before their first sign-in sets it). */
export const FALLBACK_TIME_ZONE = "UTC";

/** The preferences a person sets (`PUT /api/user/preferences` takes any part of them). */
export const healthPreferencesInputSchema = z.object({
  glucoseUnit: glucoseUnitSchema,
  hasDiabetes: z.boolean({ error: "Choose whether you have diabetes" }),
  timeZone: timeZoneSchema,
});
export type HealthPreferencesInput = z.infer<typeof healthPreferencesInputSchema>;
/**
 * The person's preferences as the API answers them. `timeZone` is null until one is set: the
 * browser's at the first sign-in (decisions.md settled questions), or one chosen in Settings.
 */
export const healthPreferencesSchema = healthPreferencesInputSchema.extend({
  timeZone: timeZoneSchema.nullable(),
});
export type HealthPreferences = z.infer<typeof healthPreferencesSchema>;
/** `PUT /api/user/preferences`: any part may be sent; the rest stays. A zone cannot be unset. */
export const healthPreferencesUpdateSchema = healthPreferencesInputSchema.partial();
export type HealthPreferencesUpdate = z.infer<typeof healthPreferencesUpdateSchema>;
export const DEFAULT_HEALTH_PREFERENCES: HealthPreferences = {
  glucoseUnit: "mg/dL",
  hasDiabetes: false,
  timeZone: null,
};

/** The zone a person's days are counted in: theirs, or UTC while they have none. */
export const preferredTimeZone = (preferences: Pick<HealthPreferences, "timeZone">): string =>
  preferences.timeZone ?? FALLBACK_TIME_ZONE;
