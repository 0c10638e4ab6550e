import type { GlucoseEntry, HealthPreferences, MoodEntry, MoodStreak, SymptomEntry } from "@pkg/contracts";

/** One full check-in's day on the 90-day trend. */
export type SnapshotTrendRow = {
  localDate: string;
  total: number;
  somatic: number;
  psychological: number;
  urogenital: number;
};

/** What the snapshot shows (`GET /api/health/snapshot`). */
export type HealthSnapshotData = {
  /** Today in the person's time zone (`YYYY-MM-DD`). */
  today: string;
  preferences: HealthPreferences;
  checkIn: {
    latest: SymptomEntry | null;
    previous: SymptomEntry | null;
    /** The latest total minus the previous one. */
    change: number | null;
    todayDone: boolean;
  };
  trend: SnapshotTrendRow[];
  mood: { streak: MoodStreak; latest: MoodEntry | null; todayLogged: boolean };
  glucose: { latest: GlucoseEntry | null; last7DaysAverageMgDl: number | null };
  /** Nothing of any kind logged yet. */
  firstRun: boolean;
};

/** Reading suggested for the person's worst symptoms (`GET /api/menopause/recommendations`). */
export type SnapshotRecommendations = {
  symptoms: { slug: string; label: string; value: number }[];
  items: { id: string; title: string; summary: string; matchedSymptom?: string | null }[];
};

/** Where the health pages are. */
export type SnapshotLinks = {
  symptoms: string;
  glucose: string;
  mood: string;
  history: string;
  timeline: string;
};

export type ReportFormat = "pdf" | "fhir";
