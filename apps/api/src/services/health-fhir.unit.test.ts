import { fhirBundleSchema, MRS_ITEM_SLUGS, MRS_ITEMS, mrsScore, type MrsAnswers } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import {
  buildFhirBundle,
  GLUCOSE_LOINC,
  MOOD_CODE_TEXT,
  MRS_TOTAL_ITEM,
  type FhirBundleData,
} from "./health-fhir";

const PATIENT = "5b0c8f6e-2f0e-4c59-9d0a-2f4f0d7c1a01";
const CHECK_IN = "0d6f5b7e-8a44-4b1a-9c5e-6b7d3f2e1a02";
const METER = "7a1e2c3d-4b5f-4a6b-8c7d-9e0f1a2b3c03";
const CGM = "8b2f3d4e-5c6a-4b7c-9d8e-0f1a2b3c4d04";
const MOOD = "9c3a4e5f-6d7b-4c8d-8e9f-1a2b3c4d5e05";

const answers = Object.fromEntries(MRS_ITEM_SLUGS.map((slug, index) => [slug, index % 5])) as MrsAnswers;

const data = (changes: Partial<FhirBundleData> = {}): FhirBundleData => ({
  person: { id: PATIENT, name: "Margaret Oduya", dob: "1972-09-14" },
  generatedAt: new Date("2026-05-01T16:00:00Z"),
  bundleId: "1e2d3c4b-5a69-4788-97a6-b5c4d3e2f106",
  checkIns: [{ id: CHECK_IN, takenAt: "2026-04-28T07:30:00.000Z", answers, score: mrsScore(answers) }],
  glucose: [
    {
      id: METER,
      valueMgDl: 96,
      measurementType: "fasting",
      takenAt: "2026-04-28T06:45:00.000Z",
      notes: "Before breakfast",
    },
    { id: CGM, valueMgDl: 142, measurementType: "cgm", takenAt: "2026-04-28T13:00:00.000Z" },
  ],
  moods: [{ id: MOOD, mood: 4, loggedAt: "2026-04-28T20:00:00.000Z", note: null, tags: ["sleep"] }],
  ...changes,
});

describe("the FHIR R4 export", () => {
  it("is a collection Bundle whose every entry has a urn:uuid fullUrl and refers to the Patient", () => {
    const bundle = buildFhirBundle(data());
    expect(fhirBundleSchema.safeParse(bundle).success).toBe(true);
    expect(bundle).toMatchObject({
      resourceType: "Bundle",
      id: "1e2d3c4b-5a69-4788-97a6-b5c4d3e2f106",
      type: "collection",
      timestamp: "2026-05-01T16:00:00.000Z",
    });
    expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual([
      "Patient",
      "QuestionnaireResponse",
      "Observation",
      "Observation",
      "Observation",
    ]);
    for (const entry of bundle.entry) {
      expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
      if (entry.resource.resourceType !== "Patient") {
        expect(entry.resource.subject).toEqual({ reference: `urn:uuid:${PATIENT}` });
      }
    }
    expect(bundle.entry[0]!.resource).toEqual({
      resourceType: "Patient",
      id: PATIENT,
      name: [{ text: "Margaret Oduya" }],
      birthDate: "1972-09-14",
    });
  });

  it("writes a check-in as a completed QuestionnaireResponse: the eleven items by slug, then the total", () => {
    const response = buildFhirBundle(data()).entry[1]!.resource;
    if (response.resourceType !== "QuestionnaireResponse") throw new Error("not a QuestionnaireResponse");
    expect(response.status).toBe("completed");
    expect(response.authored).toBe("2026-04-28T07:30:00.000Z");
    expect(response.item).toHaveLength(12);
    expect(response.item.slice(0, 11)).toEqual(
      MRS_ITEMS.map((item) => ({
        linkId: item.slug,
        text: item.name,
        answer: [{ valueInteger: answers[item.slug] }],
      })),
    );
    expect(response.item[11]).toEqual({
      ...MRS_TOTAL_ITEM,
      answer: [{ valueInteger: mrsScore(answers).total }],
    });
  });

  it("writes glucose readings as laboratory Observations with LOINC codes and UCUM mg/dL", () => {
    const [meter, cgm] = buildFhirBundle(data())
      .entry.slice(2, 4)
      .map((entry) => entry.resource);
    for (const observation of [meter, cgm]) {
      if (observation?.resourceType !== "Observation") throw new Error("not an Observation");
      expect(observation.status).toBe("final");
      expect(observation.category).toEqual([
        {
          coding: [
            {
              system: "http://terminology.hl7.org/CodeSystem/observation-category",
              code: "laboratory",
              display: "Laboratory",
            },
          ],
        },
      ]);
      expect(observation.valueQuantity).toMatchObject({
        unit: "mg/dL",
        system: "http://unitsofmeasure.org",
        code: "mg/dL",
      });
    }
    expect(meter).toMatchObject({
      id: METER,
      code: {
        coding: [{ system: "http://loinc.org", code: "41653-7", display: GLUCOSE_LOINC.meter.display }],
      },
      effectiveDateTime: "2026-04-28T06:45:00.000Z",
      valueQuantity: { value: 96 },
      note: [{ text: "Measurement: Fasting" }, { text: "Before breakfast" }],
    });
    expect(cgm).toMatchObject({
      id: CGM,
      code: { coding: [{ system: "http://loinc.org", code: "99504-3" }] },
      valueQuantity: { value: 142 },
    });
  });

  it("writes a mood as a survey Observation with a text code and no LOINC code", () => {
    const mood = buildFhirBundle(data()).entry[4]!.resource;
    expect(mood).toMatchObject({
      resourceType: "Observation",
      category: [{ coding: [{ code: "survey" }] }],
      code: { text: MOOD_CODE_TEXT },
      valueInteger: 4,
      effectiveDateTime: "2026-04-28T20:00:00.000Z",
      note: [{ text: "Good" }, { text: "Tags: Sleep" }],
    });
    expect(mood.resourceType === "Observation" && mood.code.coding).toBeUndefined();
  });

  it("holds only the Patient (without a birth date when unknown) for a person with no data", () => {
    const bundle = buildFhirBundle(
      data({ person: { id: PATIENT, name: "Ann", dob: null }, checkIns: [], glucose: undefined, moods: [] }),
    );
    expect(bundle.entry).toEqual([
      {
        fullUrl: `urn:uuid:${PATIENT}`,
        resource: { resourceType: "Patient", id: PATIENT, name: [{ text: "Ann" }] },
      },
    ]);
  });
});
