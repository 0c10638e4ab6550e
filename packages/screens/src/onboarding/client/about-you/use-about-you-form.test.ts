import { describe, expect, it } from "vitest";

import { emptyAboutYouValues, validateAboutYou, type AboutYouValues } from "./use-about-you-form";

const required: AboutYouValues = {
  ...emptyAboutYouValues,
  age: "49",
  menopauseStatus: "Still menstruating",
  country: "Germany",
  ZIP: "10115",
  language: ["German"],
  household: "Single",
};

describe("About you (spec section 5)", () => {
  it("requires age, period status, country, ZIP, a language and the household", () => {
    const check = validateAboutYou(emptyAboutYouValues);
    expect(check).toEqual({
      ok: false,
      errors: {
        age: "Age must be between 0 and 120",
        menopauseStatus: "Choose your period status",
        country: "Choose your country",
        ZIP: "ZIP is required",
        language: "Choose at least one language",
        household: "Choose your household",
      },
    });
  });

  it("leaves race, occupation and education optional", () => {
    expect(validateAboutYou(required)).toEqual({
      ok: true,
      data: {
        age: 49,
        menopauseStatus: "Still menstruating",
        country: "Germany",
        ZIP: "10115",
        language: ["German"],
        household: "Single",
      },
    });
    const all = { ...required, race: "White", education: "Doctorate / Professional", occupation: "Retired" };
    expect(validateAboutYou(all)).toMatchObject({
      ok: true,
      data: { race: "White", education: "Doctorate / Professional", occupation: "Retired" },
    });
  });

  it("takes ages 0 to 120 only, in whole years", () => {
    expect(validateAboutYou({ ...required, age: "0" }).ok).toBe(true);
    expect(validateAboutYou({ ...required, age: "120" }).ok).toBe(true);
    for (const age of ["-1", "121", "50.5", "abc"]) {
      expect(validateAboutYou({ ...required, age })).toEqual({
        ok: false,
        errors: { age: "Age must be between 0 and 120" },
      });
    }
  });

  it("takes a ZIP of at most 5 characters", () => {
    expect(validateAboutYou({ ...required, ZIP: "12345" }).ok).toBe(true);
    expect(validateAboutYou({ ...required, ZIP: "123456" })).toEqual({
      ok: false,
      errors: { ZIP: "ZIP must be at most 5 characters" },
    });
    expect(validateAboutYou({ ...required, ZIP: "   " })).toEqual({
      ok: false,
      errors: { ZIP: "ZIP is required" },
    });
  });

  it("takes several languages", () => {
    expect(validateAboutYou({ ...required, language: ["English", "Polish", "Ukrainian"] })).toMatchObject({
      ok: true,
      data: { language: ["English", "Polish", "Ukrainian"] },
    });
  });

  it("needs the text for 'Other (please specify)' and gives it trimmed", () => {
    const other = { ...required, race: "Other (please specify)" };
    expect(validateAboutYou(other)).toEqual({ ok: false, errors: { raceOther: "Please specify" } });
    expect(validateAboutYou({ ...other, raceOther: " Romani " })).toMatchObject({
      ok: true,
      data: { race: "Other (please specify)", raceOther: "Romani" },
    });
  });
});
