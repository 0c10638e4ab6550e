import {
  glucoseRequestSchema,
  healthHistorySchema,
  localDateOf,
  moodRequestSchema,
  MRS_ITEMS,
  MRS_VALUE_MAX,
  saveSymptomsRequestSchema,
  type GlucoseMeasurementType,
  type GlucoseRequest,
  type HealthHistoryRequest,
  type MoodRequest,
  type MoodTag,
  type MrsItem,
} from "@pkg/contracts";

import { eq } from "drizzle-orm";

import type { Database } from "../db/client";
import { glucoseEntries, healthHistories, moodEntries, symptomEntries, users } from "../db/schema";
import { seededRandom } from "../lib/seeded-random";
import { glucoseValues } from "../services/glucose";
import { moodValues, symptomValues, type SymptomInput } from "../services/health-data";

const DAY_MS = 86_400_000;

/** A range of glucose values (mg/dL): a reading falls evenly between `min` and `max`. */
export type GlucoseRange = { min: number; max: number };

/** How a person's readings of one kind fall: mostly in their usual range, now and then raised. */
export type GlucoseReadingProfile = {
  /** The share of days with such a reading (0–1). */
  chance: number;
  usual: GlucoseRange;
  raised: GlucoseRange;
  /** The share of readings in the raised range (0–1). */
  raisedChance: number;
};

/**
 * A person's glucose readings over their weeks of data: a fasting reading on most mornings, one
 * two hours after lunch or dinner some days, a random one now and then, optional days of CGM
 * readings (the curve of a person without diabetes) and a few early readings entered in mmol/L.
 */
export type DemoGlucoseProfile = {
  seed: number;
  /** 'I have diabetes' in their settings (which sets the bands their readings are shown in). */
  hasDiabetes: boolean;
  fasting: GlucoseReadingProfile;
  /** Said with half of the raised fasting readings. */
  fastingNote: string;
  afterMeal: GlucoseReadingProfile;
  /** One of these is said with each raised after-meal reading. */
  afterMealNotes: readonly string[];
  /** Random readings: the share of days with one, and their range. */
  randomChance: number;
  random: GlucoseRange;
  /** Days before today that a CGM sensor was worn (every 15 minutes, the whole day). */
  cgmDaysAgo: readonly number[];
  /** Fasting readings entered in mmol/L from an old meter: [days after the first day, mmol/L]. */
  mmolL: readonly (readonly [day: number, value: number])[];
};

/**
 * One demo person's health story: weekly MRS check-ins whose total drifts from `mrs.start` to
 * `mrs.end` over `weeks` weeks (each item weighted by how much it troubles them), a few quick
 * logs of their two worst symptoms, a mood on most days drifting from `mood.start` to `mood.end`,
 * their glucose readings (or none) and their health history. Every value comes from generators
 * seeded by `seed` (and the glucose profile's own seed), so every first start tells the same story.
 */
export type DemoHealthProfile = {
  seed: number;
  /** Where the person lives (IANA): their days, and the zone every entry is made in. */
  timeZone: string;
  weeks: number;
  /** Days before today of the last weekly check-in (0–6): the first is `weeks` weeks before it. */
  lastCheckInDaysAgo: number;
  /** The MRS total (0–44) aimed at by the first and the last check-in. */
  mrs: { start: number; end: number };
  weights: Record<MrsItem, number>;
  /** How many quick logs, and of which symptoms (the first in three logs of five). */
  quickLogs: { count: number; symptoms: readonly [MrsItem, MrsItem] };
  /** The mood (1–5) aimed at on the first and the last day. */
  mood: { start: number; end: number };
  moodNotes: readonly string[];
  moodTags: readonly MoodTag[];
  glucose: DemoGlucoseProfile | null;
  history: HealthHistoryRequest;
  /** The first day of their last period, in days before today; null when it is long past. */
  lastPeriodDaysAgo: number | null;
};

/** Where the demo client lives (her onboarding says Canada). */
export const DEMO_TIME_ZONE = "America/Toronto";

/** The demo client, Carmen: six months from moderate to mild, on a patch, without diabetes. */
export const DEMO_CLIENT_PROFILE: DemoHealthProfile = {
  seed: 0x4a7e_2026,
  timeZone: DEMO_TIME_ZONE,
  weeks: 26,
  lastCheckInDaysAgo: 6,
  // Moderate (about 14) at the start, mild (about 6) now.
  mrs: { start: 14, end: 6 },
  // Hot flushes and sleep trouble her most.
  weights: {
    "hot-flushes-sweating": 1.1,
    "heart-discomfort": 0.3,
    "sleep-problems": 1,
    "depressive-mood": 0.5,
    irritability: 0.6,
    anxiety: 0.6,
    exhaustion: 0.8,
    "sexual-problems": 0.3,
    "bladder-problems": 0.2,
    "vaginal-dryness": 0.4,
    "joint-muscle-discomfort": 0.7,
  },
  quickLogs: { count: 10, symptoms: ["hot-flushes-sweating", "sleep-problems"] },
  mood: { start: 2.6, end: 4 },
  moodNotes: [
    "Slept through the night for once",
    "Hot flushes kept me up",
    "Long walk with Maya, felt lighter",
    "Busy day at work, short on patience",
    "Yoga class helped",
    "Foggy all afternoon",
    "Good talk with my sister",
    "Tired but calm",
  ],
  moodTags: ["sleep", "hot-flushes", "energy", "stress", "work", "family", "exercise", "self-care"],
  // A fasting reading most mornings, one two hours after a meal a few times a week, a random one
  // now and then, a few raised values (late dinners, cake), three days of CGM readings about a
  // month ago, and two early readings in mmol/L (her old meter's unit).
  glucose: {
    seed: 0x61c0_2026,
    hasDiabetes: false,
    fasting: {
      chance: 0.85,
      usual: { min: 80, max: 96 },
      raised: { min: 101, max: 111 },
      raisedChance: 0.05,
    },
    fastingNote: "Slept badly",
    afterMeal: {
      chance: 0.4,
      usual: { min: 98, max: 132 },
      raised: { min: 142, max: 164 },
      raisedChance: 0.08,
    },
    afterMealNotes: ["Pasta for dinner", "Birthday cake at work", "Dinner out", "Slept badly", "Late lunch"],
    randomChance: 0.12,
    random: { min: 88, max: 118 },
    cgmDaysAgo: [33, 32, 31],
    mmolL: [
      [3, 5.1],
      [10, 4.8],
    ],
  },
  history: {
    conditions: ["Hypothyroidism", "Migraine with aura"],
    medications: [
      {
        name: "Estradiol",
        dose: "50 mcg twice a week",
        startDate: "2025-09-15",
        hormoneTherapy: { type: "estrogen-progestogen", route: "patch" },
      },
      { name: "Micronized progesterone", dose: "100 mg at night", startDate: "2025-09-15" },
      { name: "Levothyroxine", dose: "75 mcg", startDate: "2019-03-01" },
      { name: "Vitamin D3", dose: "1000 IU" },
    ],
    allergies: ["Penicillin"],
    surgeries: { hysterectomy: false, oophorectomy: "none", other: ["Appendectomy (1998)"] },
    familyHistory: { breastCancer: false, heartDisease: true, osteoporosis: true },
    smoking: "former",
    alcoholUnitsPerWeek: 3,
    heightCm: 164,
    weightKg: 71.5,
  },
  lastPeriodDaysAgo: 47,
};

/** The instant of a wall-clock time on a local day in a zone. */
function instantAt(day: string, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const parts = Object.fromEntries(
    format.formatToParts(new Date(wall)).map((part) => [part.type, part.value]),
  );
  const shown = Date.parse(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:00Z`);
  return new Date(wall - (shown - wall));
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A value of a range, drawn from `random`. */
const within = (range: GlucoseRange, random: () => number) => range.min + random() * (range.max - range.min);

/**
 * A person without diabetes wearing a CGM: about 85 mg/dL at night, a rise after each meal
 * (breakfast 8:00, lunch 12:30, dinner 18:30) that peaks within the hour and settles in two.
 */
function cgmCurve(minuteOfDay: number, random: () => number): number {
  const meals: [number, number][] = [
    [8 * 60, 42],
    [12 * 60 + 30, 35],
    [18 * 60 + 30, 58],
  ];
  let value = 86 + 4 * Math.sin((minuteOfDay / 1440) * 2 * Math.PI);
  for (const [start, rise] of meals) {
    const after = minuteOfDay - start;
    if (after > 0 && after < 180) value += rise * (after / 45) * Math.exp(1 - after / 45);
  }
  return Math.round(value + (random() - 0.5) * 8);
}

/** A person's glucose readings over `totalDays` days up to `now` (see `DemoGlucoseProfile`). */
function demoGlucose(
  profile: DemoGlucoseProfile,
  now: Date,
  timeZone: string,
  dayAgo: (days: number) => string,
  totalDays: number,
) {
  const random = seededRandom(profile.seed);
  const readings: GlucoseRequest[] = [];
  const mmolL = new Map(profile.mmolL.map(([day, value]) => [totalDays - day, value]));
  const add = (
    daysAgo: number,
    hour: number,
    minute: number,
    measurementType: GlucoseMeasurementType,
    mgDl: number,
    notes?: string,
  ) => {
    const takenAt = instantAt(dayAgo(daysAgo), hour, minute, timeZone);
    if (takenAt.getTime() > now.getTime()) return;
    const oldMeter = measurementType === "fasting" ? mmolL.get(daysAgo) : undefined;
    readings.push({
      ...(oldMeter
        ? { value: oldMeter, unit: "mmol/L" }
        : { value: clamp(Math.round(mgDl), 20, 600), unit: "mg/dL" }),
      measurementType,
      takenAt: takenAt.toISOString(),
      timeZone,
      ...(notes ? { notes } : {}),
    });
  };

  const { fasting, afterMeal, afterMealNotes } = profile;
  for (let daysAgo = totalDays - 1; daysAgo >= 0; daysAgo -= 1) {
    if (profile.cgmDaysAgo.includes(daysAgo)) continue;
    if (random() < fasting.chance || mmolL.has(daysAgo)) {
      const raised = random() < fasting.raisedChance;
      add(
        daysAgo,
        6 + Math.floor(random() * 2),
        Math.floor(random() * 60),
        "fasting",
        raised ? within(fasting.raised, random) : within(fasting.usual, random),
        raised && random() < 0.5 ? profile.fastingNote : undefined,
      );
    }
    if (random() < afterMeal.chance) {
      const raised = random() < afterMeal.raisedChance;
      const dinner = random() < 0.5;
      add(
        daysAgo,
        dinner ? 20 : 14,
        Math.floor(random() * 45),
        "after-meal-2h",
        raised ? within(afterMeal.raised, random) : within(afterMeal.usual, random),
        raised ? afterMealNotes[Math.floor(random() * afterMealNotes.length)] : undefined,
      );
    }
    if (random() < profile.randomChance) {
      add(
        daysAgo,
        10 + Math.floor(random() * 6),
        Math.floor(random() * 60),
        "random",
        within(profile.random, random),
      );
    }
  }

  for (const daysAgo of profile.cgmDaysAgo) {
    for (let minute = 0; minute < 1440; minute += 15) {
      add(daysAgo, Math.floor(minute / 60), minute % 60, "cgm", cgmCurve(minute, random));
    }
  }

  return readings.sort((a, b) => Date.parse(a.takenAt) - Date.parse(b.takenAt));
}

/**
 * One person's health data up to `now`, as their profile tells it (see `DemoHealthProfile`): the
 * requests the API would have received, each still to go through the contracts.
 */
export function healthDataOf(profile: DemoHealthProfile, now: Date = new Date()) {
  const { timeZone, weeks, weights } = profile;
  const random = seededRandom(profile.seed);
  const today = localDateOf(now, timeZone);
  const dayAgo = (days: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  const totalDays = weeks * 7;
  const weightSum = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  const symptoms: SymptomInput[] = [];
  const moods: MoodRequest[] = [];
  const past = (instant: Date) => instant.getTime() <= now.getTime();

  for (let week = 0; week < weeks; week += 1) {
    const progress = weeks > 1 ? week / (weeks - 1) : 1;
    const target =
      profile.mrs.start - (profile.mrs.start - profile.mrs.end) * progress + (random() - 0.5) * 2;
    const answers = Object.fromEntries(
      MRS_ITEMS.map((item) => [
        item.slug,
        clamp(
          Math.round((weights[item.slug] * target) / weightSum + (random() - 0.5) * 0.8),
          0,
          MRS_VALUE_MAX,
        ),
      ]),
    ) as Record<MrsItem, number>;
    const daysAgo = profile.lastCheckInDaysAgo + (weeks - 1 - week) * 7;
    const takenAt = instantAt(dayAgo(daysAgo), 20, Math.floor(random() * 60), timeZone);
    if (past(takenAt)) {
      symptoms.push({ kind: "check-in", answers, takenAt: takenAt.toISOString(), timeZone });
    }
  }

  // A quick log is a little worse on the days when the check-ins were worse.
  const easing = (profile.mrs.start - profile.mrs.end) / 8;
  const [often, sometimes] = profile.quickLogs.symptoms;
  for (let log = 0; log < profile.quickLogs.count; log += 1) {
    const daysAgo = Math.floor(random() * (totalDays - 1));
    const symptom: MrsItem = random() < 0.6 ? often : sometimes;
    const value = clamp(Math.round(1 + random() * 2 + easing * (daysAgo / totalDays)), 1, MRS_VALUE_MAX);
    const takenAt = instantAt(
      dayAgo(daysAgo),
      7 + Math.floor(random() * 4),
      Math.floor(random() * 60),
      timeZone,
    );
    if (past(takenAt))
      symptoms.push({ kind: "quick-log", symptom, value, takenAt: takenAt.toISOString(), timeZone });
  }

  const { moodNotes, moodTags } = profile;
  for (let daysAgo = totalDays - 1; daysAgo >= 0; daysAgo -= 1) {
    // The last week is kept whole, so the demo shows a streak.
    if (daysAgo > 7 && random() < 0.15) continue;
    const progress = 1 - daysAgo / totalDays;
    const aim = profile.mood.start + (profile.mood.end - profile.mood.start) * progress;
    const mood = clamp(Math.round(aim + (random() - 0.5) * 2), 1, 5);
    const note = random() < 0.2 ? moodNotes[Math.floor(random() * moodNotes.length)]! : undefined;
    const tags = moodTags.filter(() => random() < 0.12).slice(0, 3);
    let loggedAt = instantAt(
      dayAgo(daysAgo),
      18 + Math.floor(random() * 4),
      Math.floor(random() * 60),
      timeZone,
    );
    if (!past(loggedAt)) loggedAt = new Date(now.getTime() - 60_000);
    moods.push({ mood, ...(note ? { note } : {}), tags, loggedAt: loggedAt.toISOString(), timeZone });
  }

  const history: HealthHistoryRequest =
    profile.lastPeriodDaysAgo === null
      ? { ...profile.history }
      : { ...profile.history, lastMenstrualPeriod: dayAgo(profile.lastPeriodDaysAgo) };
  return {
    symptoms,
    moods,
    glucose: profile.glucose ? demoGlucose(profile.glucose, now, timeZone, dayAgo, totalDays) : [],
    history,
  };
}

/**
 * Six months of the demo client's health data up to `now` (her profile, `DEMO_CLIENT_PROFILE`):
 * a weekly MRS check-in whose total drifts from moderate to mild, a few quick logs, a mood on most
 * days, glucose readings of a person without diabetes and a filled health history.
 */
export function demoHealthData(now: Date = new Date(), timeZone = DEMO_TIME_ZONE) {
  return healthDataOf({ ...DEMO_CLIENT_PROFILE, timeZone }, now);
}

/**
 * Loads one person's demo data (the seed calls it once, when it creates the person) and sets
 * their time zone and their 'I have diabetes' setting. Each record goes through the contracts,
 * as the API's would.
 */
export async function seedDemoHealthData(
  db: Database,
  userId: string,
  now: Date = new Date(),
  profile: DemoHealthProfile = DEMO_CLIENT_PROFILE,
) {
  const data = healthDataOf(profile, now);
  const symptoms = data.symptoms.map((entry) => ({
    userId,
    ...symptomValues(saveSymptomsRequestSchema.parse(entry)),
  }));
  const moods = data.moods.map((entry) => ({ userId, ...moodValues(moodRequestSchema.parse(entry)) }));
  const glucose = data.glucose.map((entry) => ({
    userId,
    ...glucoseValues(glucoseRequestSchema.parse(entry)),
  }));
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ timeZone: profile.timeZone, hasDiabetes: profile.glucose?.hasDiabetes ?? false })
      .where(eq(users.id, userId));
    if (symptoms.length > 0) await tx.insert(symptomEntries).values(symptoms);
    if (moods.length > 0) await tx.insert(moodEntries).values(moods);
    if (glucose.length > 0) await tx.insert(glucoseEntries).values(glucose);
    await tx
      .insert(healthHistories)
      .values({ userId, data: healthHistorySchema.parse(data.history) })
      .onConflictDoNothing();
  });
  return { symptoms: symptoms.length, moods: moods.length, glucose: glucose.length };
}
