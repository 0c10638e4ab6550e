import { z } from "zod";

import { glucoseEntrySchema, healthPreferencesSchema } from "./glucose";
import { moodEntrySchema, moodStreakSchema, symptomEntrySchema, timeZoneSchema } from "./health-data";

/**
 * The client's home (`GET /api/health/snapshot`): today's check-in state, the MRS trend of the
 * last 90 local days, the mood streak, the latest glucose reading and whether the person has
 * logged anything yet. One request, so the snapshot draws at once.
 */

/** How many local days the trend covers, today included. */
export const SNAPSHOT_TREND_DAYS = 90;
/** How many local days the glucose average covers, today included. */
export const SNAPSHOT_GLUCOSE_AVERAGE_DAYS = 7;

/** `GET /api/health/snapshot`: where "today" is; the person's preferred zone when absent. */
export const healthSnapshotQuerySchema = z.object({
  timeZone: timeZoneSchema.optional(),
});
export type HealthSnapshotQuery = z.infer<typeof healthSnapshotQuerySchema>;

/** One day of the trend: the last full check-in of that local day, with its subscales. */
export const healthTrendPointSchema = z.object({
  localDate: z.iso.date(),
  total: z.number().int(),
  somatic: z.number().int(),
  psychological: z.number().int(),
  urogenital: z.number().int(),
});
export type HealthTrendPoint = z.infer<typeof healthTrendPointSchema>;

export const healthSnapshotSchema = z.object({
  /** Today in the zone of the request (`YYYY-MM-DD`). */
  today: z.iso.date(),
  preferences: healthPreferencesSchema,
  checkIn: z.object({
    /** The latest full check-in (quick logs are not check-ins). */
    latest: symptomEntrySchema.nullable(),
    /** The full check-in before it. */
    previous: symptomEntrySchema.nullable(),
    /** The latest total minus the previous one; null without both. */
    change: z.number().int().nullable(),
    /** Whether a full check-in was made today. */
    todayDone: z.boolean(),
  }),
  /** Full check-ins of the last 90 local days, one per day (that day's last), oldest first. */
  trend: z.array(healthTrendPointSchema),
  mood: z.object({
    streak: moodStreakSchema,
    latest: moodEntrySchema.nullable(),
    todayLogged: z.boolean(),
  }),
  glucose: z.object({
    latest: glucoseEntrySchema.nullable(),
    /** Mean of the readings of the last 7 local days (today included), mg/dL to one decimal. */
    last7DaysAverageMgDl: z.number().nullable(),
  }),
  /** Nothing logged yet: no check-in or quick log, mood, glucose reading or health history. */
  firstRun: z.boolean(),
});
export type HealthSnapshot = z.infer<typeof healthSnapshotSchema>;
