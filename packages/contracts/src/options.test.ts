import { describe, expect, it } from "vitest";

import { isPersonalityType, isSupportOption, PERSONALITY_TYPE_OPTIONS, SUPPORT_OPTIONS } from "./options";

describe("option guards", () => {
  it("take every listed support option and nothing else", () => {
    expect(SUPPORT_OPTIONS.filter(isSupportOption)).toEqual([...SUPPORT_OPTIONS]);
    expect(["Partner", "partner", "Neighbour", ""].filter(isSupportOption)).toEqual(["Partner"]);
  });

  it("take the sixteen types and the nine enneagram types, and nothing else", () => {
    expect(PERSONALITY_TYPE_OPTIONS.filter(isPersonalityType)).toHaveLength(25);
    expect(
      ["INFJ", "Enneagram 4 (Individualist)", "infj", "-", "Enneagram 10"].filter(isPersonalityType),
    ).toEqual(["INFJ", "Enneagram 4 (Individualist)"]);
  });
});
