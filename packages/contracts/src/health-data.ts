import { z } from "zod";

import { multiLineText, singleLineText } from "./validation";

/**
 * A client's own health data: Menopause Rating Scale (MRS) check-ins and quick logs, mood, and
 * the health history (decisions.md "Health data", "Health data (second round)"). Times are
 * instants (UTC on the wire) with the IANA time zone they were made in; days, streaks and charts
 * use the person's local day.
 */

// ---------------------------------------------------------------------------------------------
// Dates and time zones

/** How far ahead of the server's clock an instant may be (a phone's clock runs a little fast). */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Nothing is logged before this day. */
export const EARLIEST_HEALTH_DATE = "2000-01-01";

export const HEALTH_DATA_MESSAGES = {
  dateFormat: "Enter a date and time (ISO 8601, e.g. 2026-05-01T08:30:00Z)",
  dateInFuture: "The date cannot be in the future",
  dateTooEarly: `The date must be on or after ${EARLIEST_HEALTH_DATE}`,
  dayFormat: "Enter a date (YYYY-MM-DD)",
  rangeOrder: "The start date must be on or before the end date",
  timeZoneRequired: "Choose your time zone (e.g. Europe/London)",
  symptomRequired: "Choose a symptom from the list",
  kindRequired: "Choose a full check-in or a quick log",
  quickLogValue: "Choose a value from 0 to 4",
  moodValue: "Choose a mood from 1 (Awful) to 5 (Great)",
  noteTooLong: "The note must be at most 500 characters",
  tagUnknown: "Choose a tag from the list",
  tagsTooMany: "Choose at most 5 tags",
  tagsRepeated: "Choose each tag once",
  entryId: "The entry id must be a UUID",
  textRequired: "Enter a name",
  textTooLong: "Keep this to 200 characters at most",
  listTooLong: "Add at most 30 items",
  height: "Enter a height between 100 and 250 cm",
  weight: "Enter a weight between 25 and 350 kg",
  alcohol: "Enter between 0 and 100 units of alcohol a week",
  smoking: "Choose never, former or current",
  hormoneType: "Choose the type of hormone therapy",
  hormoneRoute: "Choose how the hormone therapy is taken",
  oophorectomy: "Choose none, one or both ovaries",
  pastDate: "Enter a past date (YYYY-MM-DD)",
} as const;

/** Zones found valid: making a formatter to check one costs far more than the lookup. */
const knownZones = new Set<string>();

/** Whether `zone` is an IANA time zone this runtime knows (`Europe/London`, `UTC`…). */
export function isTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    // Only valid zones are kept, and the runtime knows a few hundred: the set stays small.
    knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/** The person's IANA time zone, checked against the runtime's zone database. */
export const timeZoneSchema = z
  .string({ error: HEALTH_DATA_MESSAGES.timeZoneRequired })
  .refine(isTimeZone, HEALTH_DATA_MESSAGES.timeZoneRequired)
  .meta({ examples: ["Europe/London"] });

/** An instant (ISO 8601 with `Z` or an offset), not before 2000, not in the future beyond the skew. */
export const pastInstantSchema = z
  .string({ error: HEALTH_DATA_MESSAGES.dateFormat })
  .pipe(z.iso.datetime({ offset: true, error: HEALTH_DATA_MESSAGES.dateFormat }))
  .refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, HEALTH_DATA_MESSAGES.dateInFuture)
  .refine(
    (value) => Date.parse(value) >= Date.parse(`${EARLIEST_HEALTH_DATE}T00:00:00Z`),
    HEALTH_DATA_MESSAGES.dateTooEarly,
  )
  .meta({ format: "date-time" });

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function localDateOf(instant: Date | string, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format
      .formatToParts(typeof instant === "string" ? new Date(instant) : instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day before a `YYYY-MM-DD` day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const daySchema = z.iso.date(HEALTH_DATA_MESSAGES.dayFormat);

/** A list's paging and its range of local days (`from` and `to` included, both optional). */
export const HEALTH_PAGE_SIZE_MAX = 400;
export const healthRangeQuerySchema = z
  .object({
    from: z.iso.date(HEALTH_DATA_MESSAGES.dayFormat).optional(),
    to: z.iso.date(HEALTH_DATA_MESSAGES.dayFormat).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(HEALTH_PAGE_SIZE_MAX).default(100),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: HEALTH_DATA_MESSAGES.rangeOrder,
    path: ["from"],
  });
export type HealthRangeQuery = z.output<typeof healthRangeQuerySchema>;

export const healthEntryParamsSchema = z.object({ entry_id: z.uuid(HEALTH_DATA_MESSAGES.entryId) });

// ---------------------------------------------------------------------------------------------
// The Menopause Rating Scale

export const MRS_SUBSCALES = ["somatic", "psychological", "urogenital"] as const;
export type MrsSubscale = (typeof MRS_SUBSCALES)[number];

/** The 11 items in the scale's order: a stable slug, the scale's name, and the subscale. */
export const MRS_ITEMS = [
  { slug: "hot-flushes-sweating", name: "Hot flushes and sweating", subscale: "somatic" },
  { slug: "heart-discomfort", name: "Heart discomfort", subscale: "somatic" },
  { slug: "sleep-problems", name: "Sleep problems", subscale: "somatic" },
  { slug: "depressive-mood", name: "Depressive mood", subscale: "psychological" },
  { slug: "irritability", name: "Irritability", subscale: "psychological" },
  { slug: "anxiety", name: "Anxiety", subscale: "psychological" },
  { slug: "exhaustion", name: "Physical and mental exhaustion", subscale: "psychological" },
  { slug: "sexual-problems", name: "Sexual problems", subscale: "urogenital" },
  { slug: "bladder-problems", name: "Bladder problems", subscale: "urogenital" },
  { slug: "vaginal-dryness", name: "Vaginal dryness", subscale: "urogenital" },
  { slug: "joint-muscle-discomfort", name: "Joint and muscle discomfort", subscale: "somatic" },
] as const satisfies readonly { slug: string; name: string; subscale: MrsSubscale }[];
export type MrsItem = (typeof MRS_ITEMS)[number]["slug"];
export const MRS_ITEM_SLUGS = MRS_ITEMS.map((item) => item.slug) as [MrsItem, ...MrsItem[]];

/** The scale's words for 0 to 4. */
export const MRS_VALUE_LABELS = ["None", "Mild", "Moderate", "Severe", "Very severe"] as const;
export const MRS_VALUE_MAX = 4;

/** The total's bands (decisions.md): 0–4 none/little, 5–8 mild, 9–15 moderate, 16+ severe. */
export const MRS_BANDS = [
  { slug: "none", label: "None or little", min: 0, max: 4 },
  { slug: "mild", label: "Mild", min: 5, max: 8 },
  { slug: "moderate", label: "Moderate", min: 9, max: 15 },
  { slug: "severe", label: "Severe", min: 16, max: 44 },
] as const;
export type MrsBand = (typeof MRS_BANDS)[number]["slug"];

/** The highest score of each subscale (4 per item). */
export const MRS_SUBSCALE_MAX: Record<MrsSubscale, number> = Object.fromEntries(
  MRS_SUBSCALES.map((subscale) => [
    subscale,
    MRS_ITEMS.filter((item) => item.subscale === subscale).length * MRS_VALUE_MAX,
  ]),
) as Record<MrsSubscale, number>;

export type MrsAnswers = Record<MrsItem, number>;
export type MrsScore = { total: number; band: MrsBand; subscales: Record<MrsSubscale, number> };

/** The band of an MRS total. */
export function mrsBand(total: number): MrsBand {
  return (MRS_BANDS.find((band) => total <= band.max) ?? MRS_BANDS[3]).slug;
}

/** The total, its band and the three subscales of a full check-in. */
export function mrsScore(answers: MrsAnswers): MrsScore {
  const subscales: Record<MrsSubscale, number> = { somatic: 0, psychological: 0, urogenital: 0 };
  for (const item of MRS_ITEMS) subscales[item.subscale] += answers[item.slug];
  const total = subscales.somatic + subscales.psychological + subscales.urogenital;
  return { total, band: mrsBand(total), subscales };
}

/** The message for an item's value outside 0–4, naming the item. */
export const mrsValueMessage = (name: string) => `Choose a value from 0 to 4 for ${name}`;

const mrsValue = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(MRS_VALUE_MAX, message);

const mrsAnswersSchema = z.object(
  Object.fromEntries(MRS_ITEMS.map((item) => [item.slug, mrsValue(mrsValueMessage(item.name))])) as Record<
    MrsItem,
    z.ZodNumber
  >,
  { error: "Answer all 11 questions" },
);

/** A full check-in: all 11 items. */
export const mrsCheckInSchema = z.object({
  kind: z.literal("check-in"),
  answers: mrsAnswersSchema,
  takenAt: pastInstantSchema,
  timeZone: timeZoneSchema,
});
export type MrsCheckIn = z.output<typeof mrsCheckInSchema>;

/** A quick log of one symptom on any day. */
export const mrsQuickLogSchema = z.object({
  kind: z.literal("quick-log"),
  symptom: z.enum(MRS_ITEM_SLUGS, { error: HEALTH_DATA_MESSAGES.symptomRequired }),
  value: mrsValue(HEALTH_DATA_MESSAGES.quickLogValue),
  takenAt: pastInstantSchema,
  timeZone: timeZoneSchema,
});
export type MrsQuickLog = z.output<typeof mrsQuickLogSchema>;

/** `POST /api/menopause/save-symptoms` and `PUT /api/menopause/symptoms/{entry_id}`. */
export const saveSymptomsRequestSchema = z.discriminatedUnion("kind", [mrsCheckInSchema, mrsQuickLogSchema], {
  error: HEALTH_DATA_MESSAGES.kindRequired,
});
export type SaveSymptomsRequest = z.input<typeof saveSymptomsRequestSchema>;

const mrsValueOut = z.number().int().min(0).max(MRS_VALUE_MAX);

export const mrsScoreSchema = z.object({
  total: z.number().int(),
  band: z.enum(MRS_BANDS.map((band) => band.slug) as [MrsBand, ...MrsBand[]]),
  subscales: z.object({
    somatic: z.number().int(),
    psychological: z.number().int(),
    urogenital: z.number().int(),
  }),
});

/** A saved entry: a check-in (all items and its score) or a quick log (one item, no score). */
export const symptomEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(["check-in", "quick-log"]),
  /** Every item of a check-in; the one item of a quick log. */
  answers: z.partialRecord(z.enum(MRS_ITEM_SLUGS), mrsValueOut),
  score: mrsScoreSchema.nullable(),
  takenAt: z.iso.datetime(),
  timeZone: z.string(),
  /** The day of `takenAt` in `timeZone`. */
  localDate: z.iso.date(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SymptomEntry = z.infer<typeof symptomEntrySchema>;

export const symptomListResponseSchema = z.object({
  items: z.array(symptomEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SymptomListResponse = z.infer<typeof symptomListResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Mood

export const MOOD_LABELS = ["Awful", "Bad", "Okay", "Good", "Great"] as const;
export const MOOD_NOTE_MAX = 500;
export const MOOD_TAGS_MAX = 5;

/** The tags a mood may carry. */
export const MOOD_TAGS = [
  { slug: "sleep", label: "Sleep" },
  { slug: "hot-flushes", label: "Hot flushes" },
  { slug: "energy", label: "Energy" },
  { slug: "stress", label: "Stress" },
  { slug: "work", label: "Work" },
  { slug: "family", label: "Family" },
  { slug: "social", label: "Social" },
  { slug: "exercise", label: "Exercise" },
  { slug: "food", label: "Food" },
  { slug: "pain", label: "Pain" },
  { slug: "period", label: "Period" },
  { slug: "self-care", label: "Self-care" },
] as const;
export type MoodTag = (typeof MOOD_TAGS)[number]["slug"];
export const MOOD_TAG_SLUGS = MOOD_TAGS.map((tag) => tag.slug) as [MoodTag, ...MoodTag[]];

/** The label of a mood from 1 to 5. */
export const moodLabel = (mood: number): string => MOOD_LABELS[mood - 1] ?? "";

/** `POST /api/mood`. */
export const moodRequestSchema = z.object({
  mood: z
    .number({ error: HEALTH_DATA_MESSAGES.moodValue })
    .int(HEALTH_DATA_MESSAGES.moodValue)
    .min(1, HEALTH_DATA_MESSAGES.moodValue)
    .max(5, HEALTH_DATA_MESSAGES.moodValue),
  note: multiLineText(HEALTH_DATA_MESSAGES.noteTooLong)
    .trim()
    .max(MOOD_NOTE_MAX, HEALTH_DATA_MESSAGES.noteTooLong)
    .optional()
    .transform((note) => note || null),
  tags: z
    .array(z.enum(MOOD_TAG_SLUGS, { error: HEALTH_DATA_MESSAGES.tagUnknown }), {
      error: HEALTH_DATA_MESSAGES.tagUnknown,
    })
    .max(MOOD_TAGS_MAX, HEALTH_DATA_MESSAGES.tagsTooMany)
    .refine((tags) => new Set(tags).size === tags.length, HEALTH_DATA_MESSAGES.tagsRepeated)
    .default([]),
  loggedAt: pastInstantSchema,
  timeZone: timeZoneSchema,
});
export type MoodRequest = z.input<typeof moodRequestSchema>;

export const moodEntrySchema = z.object({
  id: z.uuid(),
  mood: z.number().int().min(1).max(5),
  note: z.string().nullable(),
  tags: z.array(z.enum(MOOD_TAG_SLUGS)),
  loggedAt: z.iso.datetime(),
  timeZone: z.string(),
  localDate: z.iso.date(),
  createdAt: z.iso.datetime(),
});
export type MoodEntry = z.infer<typeof moodEntrySchema>;

/** `GET /api/mood`: a range of entries (as `healthRangeQuerySchema`), and "today" in a zone. */
export const moodListQuerySchema = z
  .object({
    from: z.iso.date(HEALTH_DATA_MESSAGES.dayFormat).optional(),
    to: z.iso.date(HEALTH_DATA_MESSAGES.dayFormat).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(HEALTH_PAGE_SIZE_MAX).default(100),
    /** Where "today" is for the streak; the zone of the latest entry when absent. */
    timeZone: timeZoneSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: HEALTH_DATA_MESSAGES.rangeOrder,
    path: ["from"],
  });
export type MoodListQuery = z.output<typeof moodListQuerySchema>;

export const moodStreakSchema = z.object({
  /** Consecutive local days with a mood, ending today or yesterday; 0 otherwise. */
  days: z.number().int().min(0),
  /** The latest local day with a mood, or null before the first. */
  lastLocalDate: z.iso.date().nullable(),
});
export type MoodStreak = z.infer<typeof moodStreakSchema>;

export const moodListResponseSchema = z.object({
  items: z.array(moodEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  streak: moodStreakSchema,
});
export type MoodListResponse = z.infer<typeof moodListResponseSchema>;

/**
 * The streak from the distinct local days that hold a mood (any order): the run of consecutive
 * days that ends on the latest one, counted only if the latest is `today` or the day before.
 */
export function moodStreak(days: readonly string[], today: string): MoodStreak {
  const sorted = [...new Set(days)].sort().reverse();
  const latest = sorted[0] ?? null;
  if (!latest || (latest !== today && latest !== previousDay(today))) {
    return { days: 0, lastLocalDate: latest };
  }
  let count = 1;
  while (count < sorted.length && sorted[count] === previousDay(sorted[count - 1]!)) count += 1;
  return { days: count, lastLocalDate: latest };
}

// ---------------------------------------------------------------------------------------------
// Health history

export const HEALTH_HISTORY_LIMITS = {
  listMax: 30,
  textMax: 200,
  heightMin: 100,
  heightMax: 250,
  weightMin: 25,
  weightMax: 350,
  alcoholMax: 100,
} as const;

export const HORMONE_THERAPY_TYPES = [
  { slug: "estrogen", label: "Estrogen only" },
  { slug: "estrogen-progestogen", label: "Estrogen and progestogen" },
  { slug: "progestogen", label: "Progestogen only" },
  { slug: "tibolone", label: "Tibolone" },
  { slug: "testosterone", label: "Testosterone" },
  { slug: "vaginal-estrogen", label: "Vaginal estrogen" },
  { slug: "other", label: "Other" },
] as const;
export const HORMONE_THERAPY_ROUTES = [
  { slug: "oral", label: "Tablet" },
  { slug: "patch", label: "Patch" },
  { slug: "gel", label: "Gel" },
  { slug: "spray", label: "Spray" },
  { slug: "vaginal", label: "Vaginal" },
  { slug: "implant", label: "Implant" },
  { slug: "iud", label: "Intrauterine device" },
  { slug: "injection", label: "Injection" },
] as const;
export const SMOKING_STATUSES = [
  { slug: "never", label: "Never smoked" },
  { slug: "former", label: "Former smoker" },
  { slug: "current", label: "Current smoker" },
] as const;
export const OOPHORECTOMY_OPTIONS = [
  { slug: "none", label: "No" },
  { slug: "one", label: "One ovary" },
  { slug: "both", label: "Both ovaries" },
] as const;

const slugs = <T extends readonly { slug: string }[]>(options: T) =>
  options.map((option) => option.slug) as [T[number]["slug"], ...T[number]["slug"][]];

const historyText = singleLineText(HEALTH_DATA_MESSAGES.textRequired)
  .trim()
  .min(1, HEALTH_DATA_MESSAGES.textRequired)
  .max(HEALTH_HISTORY_LIMITS.textMax, HEALTH_DATA_MESSAGES.textTooLong);
const textList = z
  .array(historyText, { error: HEALTH_DATA_MESSAGES.textRequired })
  .max(HEALTH_HISTORY_LIMITS.listMax, HEALTH_DATA_MESSAGES.listTooLong);
const pastDay = daySchema.refine(
  (day) => day >= "1900-01-01" && day <= localDateOf(new Date(Date.now() + 14 * 3600 * 1000), "UTC"),
  HEALTH_DATA_MESSAGES.pastDate,
);
const boundedNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

export const medicationSchema = z.object({
  name: historyText,
  dose: singleLineText(HEALTH_DATA_MESSAGES.textTooLong)
    .trim()
    .max(HEALTH_HISTORY_LIMITS.textMax, HEALTH_DATA_MESSAGES.textTooLong)
    .optional(),
  startDate: pastDay.optional(),
  /** Set when the medication is hormone therapy: its type and how it is taken. */
  hormoneTherapy: z
    .object({
      type: z.enum(slugs(HORMONE_THERAPY_TYPES), { error: HEALTH_DATA_MESSAGES.hormoneType }),
      route: z.enum(slugs(HORMONE_THERAPY_ROUTES), { error: HEALTH_DATA_MESSAGES.hormoneRoute }),
    })
    .optional(),
});
export type Medication = z.output<typeof medicationSchema>;

/** `POST /api/health-history`: the whole history, every part optional. */
export const healthHistorySchema = z.object({
  conditions: textList.optional(),
  medications: z
    .array(medicationSchema)
    .max(HEALTH_HISTORY_LIMITS.listMax, HEALTH_DATA_MESSAGES.listTooLong)
    .optional(),
  allergies: textList.optional(),
  surgeries: z
    .object({
      hysterectomy: z.boolean().optional(),
      oophorectomy: z
        .enum(slugs(OOPHORECTOMY_OPTIONS), { error: HEALTH_DATA_MESSAGES.oophorectomy })
        .optional(),
      other: textList.optional(),
    })
    .optional(),
  familyHistory: z
    .object({
      breastCancer: z.boolean().optional(),
      heartDisease: z.boolean().optional(),
      osteoporosis: z.boolean().optional(),
    })
    .optional(),
  lastMenstrualPeriod: pastDay.optional(),
  smoking: z.enum(slugs(SMOKING_STATUSES), { error: HEALTH_DATA_MESSAGES.smoking }).optional(),
  alcoholUnitsPerWeek: boundedNumber(
    0,
    HEALTH_HISTORY_LIMITS.alcoholMax,
    HEALTH_DATA_MESSAGES.alcohol,
  ).optional(),
  heightCm: boundedNumber(
    HEALTH_HISTORY_LIMITS.heightMin,
    HEALTH_HISTORY_LIMITS.heightMax,
    HEALTH_DATA_MESSAGES.height,
  ).optional(),
  weightKg: boundedNumber(
    HEALTH_HISTORY_LIMITS.weightMin,
    HEALTH_HISTORY_LIMITS.weightMax,
    HEALTH_DATA_MESSAGES.weight,
  ).optional(),
});
export type HealthHistory = z.output<typeof healthHistorySchema>;
export type HealthHistoryRequest = z.input<typeof healthHistorySchema>;

/** `GET|POST /api/health-history`: the history and when it was last saved (null before the first save). */
export const healthHistoryResponseSchema = healthHistorySchema.extend({
  updatedAt: z.iso.datetime().nullable(),
});
export type HealthHistoryResponse = z.infer<typeof healthHistoryResponseSchema>;
