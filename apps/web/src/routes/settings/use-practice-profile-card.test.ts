import { ONBOARDING_MESSAGES } from "@pkg/contracts";
import type { PracticeProfileValues } from "@pkg/screens";
import { describe, expect, it } from "vitest";

import {
  practiceProfileErrorsFrom,
  practiceProfileRequestFrom,
  practiceProfileValuesFrom,
} from "./use-practice-profile-card";

const saved = {
  first_name: "Priya",
  last_name: "Priya Wellness",
  display_credentials: "FNTP",
  location: "Leeds",
  years_experience: 12,
  personal_story: "Twenty years of care.",
  primary_niches: ["Gut Health", "Night owls"],
};

const typed: PracticeProfileValues = {
  firstName: "Priya",
  lastName: "Priya Wellness",
  displayCredentials: "FNTP",
  location: "Leeds",
  yearsExperience: "12",
  personalStory: "Twenty years of care.",
  chips: ["Gut Health"],
  customNiches: ["Night owls"],
  nicheText: "",
};

describe("the practice profile card's form", () => {
  it("types the saved profile, the niches back as chips and pills", () => {
    expect(practiceProfileValuesFrom(saved)).toEqual(typed);
    expect(practiceProfileValuesFrom({ ...saved, years_experience: undefined, location: undefined })).toEqual(
      {
        ...typed,
        yearsExperience: "",
        location: "",
      },
    );
  });

  it("sends the typed profile, trimmed, leaving empty optional fields out", () => {
    expect(practiceProfileRequestFrom(typed)).toEqual({ request: saved });
    expect(
      practiceProfileRequestFrom({ ...typed, firstName: "  Priyanka ", location: "  ", yearsExperience: "" }),
    ).toEqual({
      request: { ...saved, first_name: "Priyanka", location: undefined, years_experience: undefined },
    });
  });

  it("names every field in error with the onboarding's messages", () => {
    expect(
      practiceProfileRequestFrom({ ...typed, firstName: " ", lastName: "", chips: [], customNiches: [] }),
    ).toEqual({
      errors: {
        firstName: ONBOARDING_MESSAGES.firstNameRequired,
        lastName: ONBOARDING_MESSAGES.lastNameRequired,
        chips: ONBOARDING_MESSAGES.focusAreasRequired,
      },
    });
    expect(
      practiceProfileRequestFrom({
        ...typed,
        chips: [
          "Gut Health",
          "Cancer Support",
          "Anxiety & Sleep",
          "Fertility & Hormones",
          "Inflammation & Pain",
        ],
      }),
    ).toEqual({ errors: { chips: ONBOARDING_MESSAGES.focusAreasMax } });
    expect(practiceProfileRequestFrom({ ...typed, chips: ["Gut Health", "Other"] })).toEqual({
      errors: { nicheText: ONBOARDING_MESSAGES.otherRequired },
    });
    const years = practiceProfileRequestFrom({ ...typed, yearsExperience: "-2" });
    expect(years.errors?.yearsExperience).toBeTruthy();
  });

  it("maps the API's field errors onto the card's fields", () => {
    expect(
      practiceProfileErrorsFrom({
        first_name: ONBOARDING_MESSAGES.firstNameRequired,
        "primary_niches.2": ONBOARDING_MESSAGES.otherRequired,
        primary_niches: ONBOARDING_MESSAGES.focusAreasMax,
        unknown: "x",
      }),
    ).toEqual({ firstName: ONBOARDING_MESSAGES.firstNameRequired, chips: ONBOARDING_MESSAGES.otherRequired });
  });
});
