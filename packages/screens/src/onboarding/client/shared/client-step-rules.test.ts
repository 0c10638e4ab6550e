import { describe, expect, it } from "vitest";

import { validateBarriers } from "../barriers/use-barriers-form";
import { validatePersonalityType } from "../personality-type/use-personality-type-form";
import { validateReadiness } from "../readiness/use-readiness-form";
import { validateValues } from "../values/use-values-form";
import { validateWhatBringsYouHere } from "../what-brings-you-here/use-what-brings-you-here-form";
import { CLIENT_ONBOARDING_DEFAULTS } from "@pkg/contracts";

import { resolveChoice } from "./choice-rules";
import {
  aboutYouValuesFrom,
  barriersValuesFrom,
  choicesValuesFrom,
  choiceValuesFrom,
  personalityTypeValuesFrom,
  readinessFrom,
  valuesValuesFrom,
  whatBringsYouHereValuesFrom,
  type ClientOnboardingRecordValues,
} from "./record-values";

describe("What brings you here (spec section 5)", () => {
  it("requires one choice", () => {
    expect(validateWhatBringsYouHere({ choice: "", otherText: "" })).toEqual({
      ok: false,
      errors: { choice: "Choose what brings you here" },
    });
    expect(validateWhatBringsYouHere({ choice: "Quick fix", otherText: "typed before" })).toEqual({
      ok: true,
      data: { choice: "Quick fix" },
    });
  });

  it("needs non-empty text with 'Other', and gives it trimmed", () => {
    expect(validateWhatBringsYouHere({ choice: "Other", otherText: "   " })).toEqual({
      ok: false,
      errors: { otherText: "Please specify" },
    });
    expect(validateWhatBringsYouHere({ choice: "Other", otherText: " Better sleep " })).toEqual({
      ok: true,
      data: { choice: "Other", otherText: "Better sleep" },
    });
  });
});

describe("Values (spec section 5)", () => {
  it("needs 1 to 3 choices", () => {
    expect(validateValues({ choices: [], otherText: "" })).toEqual({
      ok: false,
      errors: { choices: "Choose at least one value" },
    });
    expect(validateValues({ choices: ["Peace"], otherText: "" })).toEqual({
      ok: true,
      data: { choices: ["Peace"] },
    });
    expect(validateValues({ choices: ["Peace", "Energy", "Balance"], otherText: "" }).ok).toBe(true);
    expect(validateValues({ choices: ["Peace", "Energy", "Balance", "Clarity"], otherText: "" })).toEqual({
      ok: false,
      errors: { choices: "Choose at most 3 values" },
    });
  });

  it("needs text for 'Other'", () => {
    expect(validateValues({ choices: ["Other"], otherText: "" })).toEqual({
      ok: false,
      errors: { otherText: "Please specify" },
    });
    expect(validateValues({ choices: ["Other", "Peace"], otherText: "Faith " })).toEqual({
      ok: true,
      data: { choices: ["Other", "Peace"], otherText: "Faith" },
    });
  });
});

describe("Barriers (spec section 5)", () => {
  it("requires one choice, with text for 'Other'", () => {
    expect(validateBarriers({ choice: "", otherText: "" })).toEqual({
      ok: false,
      errors: { choice: "Choose your main barrier" },
    });
    expect(validateBarriers({ choice: "Other", otherText: "" })).toEqual({
      ok: false,
      errors: { otherText: "Please specify" },
    });
    expect(validateBarriers({ choice: "Cost of care", otherText: "" })).toEqual({
      ok: true,
      data: { choice: "Cost of care" },
    });
  });
});

describe("Personality type (spec section 2 and 5)", () => {
  it("needs a chosen type for 'I already know my type'", () => {
    expect(validatePersonalityType({ path: "known", personalityType: "" })).toEqual({
      ok: false,
      errors: { personalityType: "Choose your personality type" },
    });
    expect(validatePersonalityType({ path: "known", personalityType: "XXXX" }).ok).toBe(false);
    expect(validatePersonalityType({ path: "known", personalityType: "ESFP" })).toEqual({
      ok: true,
      data: { path: "known", personalityType: "ESFP" },
    });
  });

  it("leads to the test, or on to readiness without a type", () => {
    expect(validatePersonalityType({ path: "test", personalityType: "" })).toEqual({
      ok: true,
      data: { path: "test" },
    });
    expect(validatePersonalityType({ path: "later", personalityType: "INTJ" })).toEqual({
      ok: true,
      data: { path: "later" },
    });
    expect(validatePersonalityType({ path: "", personalityType: "" })).toEqual({
      ok: true,
      data: { path: "later" },
    });
  });
});

describe("Readiness (spec section 5)", () => {
  it("accepts every whole position from 0 to 10", () => {
    for (let readiness = 0; readiness <= 10; readiness += 1) {
      expect(validateReadiness({ readiness })).toEqual({ ok: true, data: readiness });
    }
  });

  it("refuses anything else", () => {
    for (const readiness of [-1, 11, 2.5]) {
      expect(validateReadiness({ readiness })).toEqual({
        ok: false,
        errors: { readiness: "Readiness must be between 0 and 10" },
      });
    }
  });
});

describe("the 'Other' rule", () => {
  it("saves the typed text in place of 'Other'", () => {
    expect(resolveChoice("Other", "  Joy ")).toBe("Joy");
    expect(resolveChoice("Balance", "Joy")).toBe("Balance");
  });
});

describe("a saved record shown again by the steps", () => {
  const record = {
    ...CLIENT_ONBOARDING_DEFAULTS,
    age: 52,
    menopauseStatus: "Irregular cycles",
    race: "Romani",
    whatBringsYouHere: "Better sleep",
    values: ["Peace", "Faith"],
    barriers: "Cost of care",
    personalityType: "INFJ",
  } as ClientOnboardingRecordValues;

  it("reads typed text back as 'Other' with its text, and unanswered as no choice", () => {
    expect(whatBringsYouHereValuesFrom(record)).toEqual({ choice: "Other", otherText: "Better sleep" });
    expect(valuesValuesFrom(record)).toEqual({ choices: ["Peace", "Other"], otherText: "Faith" });
    expect(barriersValuesFrom(record)).toEqual({ choice: "Cost of care", otherText: "" });
    expect(choiceValuesFrom("-", ["A"])).toEqual({ choice: "", otherText: "" });
    expect(choicesValuesFrom([], ["A"])).toEqual({ choices: [], otherText: "" });
  });

  it("reads About you back, with the default age left empty", () => {
    expect(aboutYouValuesFrom(record)).toMatchObject({
      age: "52",
      menopauseStatus: "Irregular cycles",
      country: "",
      race: "Other (please specify)",
      raceOther: "Romani",
    });
    expect(aboutYouValuesFrom(CLIENT_ONBOARDING_DEFAULTS).age).toBe("");
  });

  it("reads a known type and the readiness back", () => {
    expect(personalityTypeValuesFrom(record)).toEqual({ path: "known", personalityType: "INFJ" });
    expect(personalityTypeValuesFrom(CLIENT_ONBOARDING_DEFAULTS)).toEqual({ path: "", personalityType: "" });
    expect(readinessFrom(CLIENT_ONBOARDING_DEFAULTS)).toBe(2);
  });
});
