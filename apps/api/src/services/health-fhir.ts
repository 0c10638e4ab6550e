import { randomUUID } from "node:crypto";

import {
  glucoseMeasurementTypeLabel,
  MOOD_LABELS,
  MOOD_TAGS,
  MRS_ITEMS,
  type FhirBundle,
  type GlucoseMeasurementType,
  type MoodTag,
  type MrsScore,
} from "@pkg/contracts";

/**
 * The FHIR R4 export of a period: a Bundle of type `collection` holding the person (Patient),
 * each full MRS check-in (QuestionnaireResponse), each glucose reading and each mood
 * (Observation). Built from plain data by a pure function. Every resource's `id` is the
 * entry's own UUID and its `fullUrl` is `urn:uuid:<id>`; the other resources refer to the
 * Patient by that URN.
 *
 * Quick logs of single symptoms are left out: a QuestionnaireResponse with one of the eleven
 * answers would read as an incomplete MRS.
 */

const LOINC = "http://loinc.org";
const UCUM = "http://unitsofmeasure.org";
const OBSERVATION_CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category";

/**
 * The LOINC code of a glucose reading, by how it was measured. Chosen conservatively:
 *
 * - Meter readings (fasting, before or after a meal, bedtime, random) are capillary blood measured
 *   by a glucometer: 41653-7 "Glucose [Mass/volume] in Capillary blood by Glucometer". Its
 *   timing (fasting, after a meal…) is not in the code: LOINC's fasting and post-meal codes are
 *   for serum or plasma measured in a laboratory, which these readings are not, so the timing goes
 *   in a note instead.
 * - CGM readings are sensor glucose in interstitial fluid: 99504-3 "Glucose [Mass/volume] in
 *   Interstitial fluid", the code of the HL7 CGM implementation guide's sensor readings.
 * - Not used: 2339-0 "Glucose [Mass/volume] in Blood" (says nothing of the method, less exact
 *   than 41653-7 for a meter) and 2345-7 "Glucose [Mass/volume] in Serum or Plasma" (laboratory
 *   samples, which the app does not record).
 *
 * Both get the category `laboratory`, as the CGM guide and US Core file glucose: the FHIR
 * `vital-signs` category belongs to the vital-signs profile, whose codes glucose is not among.
 */
export const GLUCOSE_LOINC = {
  meter: { code: "41653-7", display: "Glucose [Mass/volume] in Capillary blood by Glucometer" },
  cgm: { code: "99504-3", display: "Glucose [Mass/volume] in Interstitial fluid" },
} as const;

export const glucoseLoincOf = (type: GlucoseMeasurementType) =>
  type === "cgm" ? GLUCOSE_LOINC.cgm : GLUCOSE_LOINC.meter;

/** The text code of a mood: the app's own 1–5 scale has no LOINC code, so none is claimed. */
export const MOOD_CODE_TEXT = `Mood, self-rated 1 to 5 (${MOOD_LABELS.map((label, index) => `${index + 1} ${label}`).join(", ")})`;

/** The linkId and text of the check-in's total in a QuestionnaireResponse. */
export const MRS_TOTAL_ITEM = { linkId: "mrs-total", text: "MRS total" } as const;

export type FhirCheckIn = {
  id: string;
  takenAt: string;
  answers: Partial<Record<(typeof MRS_ITEMS)[number]["slug"], number>>;
  score: MrsScore;
};
export type FhirGlucoseReading = {
  id: string;
  valueMgDl: number;
  measurementType: GlucoseMeasurementType;
  takenAt: string;
  notes?: string | null;
};
export type FhirMood = { id: string; mood: number; loggedAt: string; note: string | null; tags: MoodTag[] };

export type FhirBundleData = {
  person: { id: string; name: string; dob: string | null };
  generatedAt: Date;
  checkIns: FhirCheckIn[];
  moods?: FhirMood[];
  glucose?: FhirGlucoseReading[] | undefined;
  /** The Bundle's own id (a new UUID when absent). */
  bundleId?: string;
};

type Entry = FhirBundle["entry"][number];

const urn = (id: string) => `urn:uuid:${id}`;
const category = (code: "laboratory" | "survey", display: string) => [
  { coding: [{ system: OBSERVATION_CATEGORY, code, display }] },
];

/** The Bundle for the data (in the order given: the caller sorts by time). */
export function buildFhirBundle(data: FhirBundleData): FhirBundle {
  const patientUrl = urn(data.person.id);
  const subject = { reference: patientUrl };
  const entries: Entry[] = [
    {
      fullUrl: patientUrl,
      resource: {
        resourceType: "Patient",
        id: data.person.id,
        name: [{ text: data.person.name }],
        ...(data.person.dob ? { birthDate: data.person.dob } : {}),
      },
    },
  ];

  for (const checkIn of data.checkIns) {
    entries.push({
      fullUrl: urn(checkIn.id),
      resource: {
        resourceType: "QuestionnaireResponse",
        id: checkIn.id,
        status: "completed",
        subject,
        authored: checkIn.takenAt,
        item: [
          ...MRS_ITEMS.flatMap((item) => {
            const value = checkIn.answers[item.slug];
            return value === undefined
              ? []
              : [{ linkId: item.slug, text: item.name, answer: [{ valueInteger: value }] }];
          }),
          { ...MRS_TOTAL_ITEM, answer: [{ valueInteger: checkIn.score.total }] },
        ],
      },
    });
  }

  for (const reading of data.glucose ?? []) {
    const loinc = glucoseLoincOf(reading.measurementType);
    const notes = [
      { text: `Measurement: ${glucoseMeasurementTypeLabel(reading.measurementType)}` },
      ...(reading.notes ? [{ text: reading.notes }] : []),
    ];
    entries.push({
      fullUrl: urn(reading.id),
      resource: {
        resourceType: "Observation",
        id: reading.id,
        status: "final",
        category: category("laboratory", "Laboratory"),
        code: {
          coding: [{ system: LOINC, code: loinc.code, display: loinc.display }],
          text: loinc.display,
        },
        subject,
        effectiveDateTime: reading.takenAt,
        valueQuantity: { value: reading.valueMgDl, unit: "mg/dL", system: UCUM, code: "mg/dL" },
        note: notes,
      },
    });
  }

  for (const mood of data.moods ?? []) {
    const tags = mood.tags.map((tag) => MOOD_TAGS.find((each) => each.slug === tag)?.label ?? tag);
    const notes = [
      { text: MOOD_LABELS[mood.mood - 1] ?? String(mood.mood) },
      ...(tags.length > 0 ? [{ text: `Tags: ${tags.join(", ")}` }] : []),
      ...(mood.note ? [{ text: mood.note }] : []),
    ];
    entries.push({
      fullUrl: urn(mood.id),
      resource: {
        resourceType: "Observation",
        id: mood.id,
        status: "final",
        category: category("survey", "Survey"),
        code: { text: MOOD_CODE_TEXT },
        subject,
        effectiveDateTime: mood.loggedAt,
        valueInteger: mood.mood,
        note: notes,
      },
    });
  }

  return {
    resourceType: "Bundle",
    id: data.bundleId ?? randomUUID(),
    type: "collection",
    timestamp: data.generatedAt.toISOString(),
    entry: entries,
  };
}
