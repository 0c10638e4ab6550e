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

/** Where the demo client lives (her onboarding says Canada). */
export const DEMO_TIME_ZONE = "America/Toronto";
const WEEKS = 26;
const DAY_MS = 86_400_000;

/** How strongly each symptom troubles the demo client (hot flushes and sleep most). */
const WEIGHTS: Record<MrsItem, number> = {
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
};
const WEIGHT_SUM = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);

const NOTES = [
  "Slept through the night for once",
  "Hot flushes kept me up",
  "Long walk with Maya, felt lighter",
  "Busy day at work, short on patience",
  "Yoga class helped",
  "Foggy all afternoon",
  "Good talk with my sister",
  "Tired but calm",
];
const TAGS: MoodTag[] = [
  "sleep",
  "hot-flushes",
  "energy",
  "stress",
  "work",
  "family",
  "exercise",
  "self-care",
];

const HISTORY: HealthHistoryRequest = {
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

const GLUCOSE_NOTES = [
  "Pasta for dinner",
  "Birthday cake at work",
  "Dinner out",
  "Slept badly",
  "Late lunch",
];

/** Days before today that the demo CGM sensor was worn (three whole days, about a month ago). */
const CGM_DAYS = [33, 32, 31];

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

/**
 * Six months of glucose readings of a person without diabetes: a fasting reading most mornings,
 * one two hours after a meal a few times a week, a random one now and then, a few raised values
 * (late dinners, cake), three days of CGM readings every 15 minutes, and two readings entered in
 * mmol/L (her old meter's unit).
 */
function demoGlucose(now: Date, timeZone: string, dayAgo: (days: number) => string, totalDays: number) {
  const random = seededRandom(0x61c0_2026);
  const readings: GlucoseRequest[] = [];
  // Two early fasting readings in mmol/L, from the meter she used before.
  const mmolL = new Map([
    [totalDays - 3, 5.1],
    [totalDays - 10, 4.8],
  ]);
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

  for (let daysAgo = totalDays - 1; daysAgo >= 0; daysAgo -= 1) {
    if (CGM_DAYS.includes(daysAgo)) continue;
    if (random() < 0.85 || mmolL.has(daysAgo)) {
      const raised = random() < 0.05;
      add(
        daysAgo,
        6 + Math.floor(random() * 2),
        Math.floor(random() * 60),
        "fasting",
        raised ? 101 + random() * 10 : 80 + random() * 16,
        raised && random() < 0.5 ? "Slept badly" : undefined,
      );
    }
    if (random() < 0.4) {
      const raised = random() < 0.08;
      const dinner = random() < 0.5;
      add(
        daysAgo,
        dinner ? 20 : 14,
        Math.floor(random() * 45),
        "after-meal-2h",
        raised ? 142 + random() * 22 : 98 + random() * 34,
        raised ? GLUCOSE_NOTES[Math.floor(random() * GLUCOSE_NOTES.length)] : undefined,
      );
    }
    if (random() < 0.12) {
      add(daysAgo, 10 + Math.floor(random() * 6), Math.floor(random() * 60), "random", 88 + random() * 30);
    }
  }

  for (const daysAgo of CGM_DAYS) {
    for (let minute = 0; minute < 1440; minute += 15) {
      add(daysAgo, Math.floor(minute / 60), minute % 60, "cgm", cgmCurve(minute, random));
    }
  }

  return readings.sort((a, b) => Date.parse(a.takenAt) - Date.parse(b.takenAt));
}

/**
 * Six months of a demo client's health data up to `now`: a weekly MRS check-in whose total
 * drifts from moderate to mild, a few quick logs, a mood on most days, glucose readings (see
 * `demoGlucose`) and a filled health history. The values come from seeded generators, so every
 * first start shows the same story.
 */
export function demoHealthData(now: Date = new Date(), timeZone = DEMO_TIME_ZONE) {
  const random = seededRandom(0x4a7e_2026);
  const today = localDateOf(now, timeZone);
  const dayAgo = (days: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
  const totalDays = WEEKS * 7;
  const symptoms: SymptomInput[] = [];
  const moods: MoodRequest[] = [];
  const past = (instant: Date) => instant.getTime() <= now.getTime();

  for (let week = 0; week < WEEKS; week += 1) {
    const progress = week / (WEEKS - 1);
    // Moderate (about 14) at the start, mild (about 6) now.
    const target = 14 - 8 * progress + (random() - 0.5) * 2;
    const answers = Object.fromEntries(
      MRS_ITEMS.map((item) => [
        item.slug,
        clamp(
          Math.round((WEIGHTS[item.slug] * target) / WEIGHT_SUM + (random() - 0.5) * 0.8),
          0,
          MRS_VALUE_MAX,
        ),
      ]),
    ) as Record<MrsItem, number>;
    const takenAt = instantAt(dayAgo(totalDays - 1 - week * 7), 20, Math.floor(random() * 60), timeZone);
    if (past(takenAt)) {
      symptoms.push({ kind: "check-in", answers, takenAt: takenAt.toISOString(), timeZone });
    }
  }

  for (let log = 0; log < 10; log += 1) {
    const daysAgo = Math.floor(random() * (totalDays - 1));
    const symptom: MrsItem = random() < 0.6 ? "hot-flushes-sweating" : "sleep-problems";
    const value = clamp(Math.round(1 + random() * 2 + (daysAgo / totalDays) * 1), 0, MRS_VALUE_MAX);
    const takenAt = instantAt(
      dayAgo(daysAgo),
      7 + Math.floor(random() * 4),
      Math.floor(random() * 60),
      timeZone,
    );
    if (past(takenAt))
      symptoms.push({ kind: "quick-log", symptom, value, takenAt: takenAt.toISOString(), timeZone });
  }

  for (let daysAgo = totalDays - 1; daysAgo >= 0; daysAgo -= 1) {
    // The last week is kept whole, so the demo shows a streak.
    if (daysAgo > 7 && random() < 0.15) continue;
    const progress = 1 - daysAgo / totalDays;
    const mood = clamp(Math.round(2.6 + 1.4 * progress + (random() - 0.5) * 2), 1, 5);
    const note = random() < 0.2 ? NOTES[Math.floor(random() * NOTES.length)]! : undefined;
    const tags = TAGS.filter(() => random() < 0.12).slice(0, 3);
    let loggedAt = instantAt(
      dayAgo(daysAgo),
      18 + Math.floor(random() * 4),
      Math.floor(random() * 60),
      timeZone,
    );
    if (!past(loggedAt)) loggedAt = new Date(now.getTime() - 60_000);
    moods.push({ mood, ...(note ? { note } : {}), tags, loggedAt: loggedAt.toISOString(), timeZone });
  }

  return {
    symptoms,
    moods,
    glucose: demoGlucose(now, timeZone, dayAgo, totalDays),
    history: { ...HISTORY, lastMenstrualPeriod: dayAgo(47) },
  };
}

/**
 * Loads the demo data for one person (the seed calls it once, when it creates the demo client)
 * and sets her time zone. Each record goes through the contracts, as the API's would.
 */
export async function seedDemoHealthData(db: Database, userId: string, now: Date = new Date()) {
  const data = demoHealthData(now);
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
    await tx.update(users).set({ timeZone: DEMO_TIME_ZONE }).where(eq(users.id, userId));
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
