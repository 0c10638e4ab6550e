import type { HealthHistoryResponse } from "@pkg/contracts";

export const STORY_TODAY = "2026-05-12";
export const STORY_TIME_ZONE = "Europe/London";

/** Nothing saved yet. */
export const emptyHistory: HealthHistoryResponse = { updatedAt: null };

/** One thing of each kind. */
export const oneEntryHistory: HealthHistoryResponse = {
  conditions: ["Hypothyroidism"],
  medications: [{ name: "Levothyroxine", dose: "50 µg daily", startDate: "2019-03-01" }],
  updatedAt: "2026-04-02T18:20:00.000Z",
};

/** A full history: hormone therapy among the medications, surgeries, family history, habits and body. */
export const fullHistory: HealthHistoryResponse = {
  conditions: ["Hypothyroidism", "Migraine with aura"],
  medications: [
    { name: "Levothyroxine", dose: "50 µg daily", startDate: "2019-03-01" },
    {
      name: "Estradiol gel",
      dose: "2 pumps daily",
      startDate: "2025-11-15",
      hormoneTherapy: { type: "estrogen", route: "gel" },
    },
    {
      name: "Micronised progesterone",
      dose: "100 mg at night",
      startDate: "2025-11-15",
      hormoneTherapy: { type: "progestogen", route: "oral" },
    },
  ],
  allergies: ["Penicillin"],
  surgeries: { hysterectomy: false, oophorectomy: "none", other: ["Appendectomy (1998)"] },
  familyHistory: { breastCancer: true, heartDisease: false, osteoporosis: true },
  lastMenstrualPeriod: "2025-09-20",
  smoking: "former",
  alcoholUnitsPerWeek: 6,
  heightCm: 165,
  weightKg: 68.5,
  updatedAt: "2026-05-10T08:45:00.000Z",
};
