import { describe, expect, it } from "vitest";

import { adviceParagraphs, LIBRARY_LEAD } from "./compose";
import {
  boostTopicsOf,
  NOT_PERSONALISED_LINE,
  personalBasis,
  personalizedFor,
  personalLine,
  withPersonalLine,
} from "./personalize";
import { checkRedFlags } from "./red-flags";

const checkIn = {
  "hot-flushes-sweating": 4,
  "heart-discomfort": 0,
  "sleep-problems": 3,
  "depressive-mood": 1,
  irritability: 0,
  anxiety: 2,
  exhaustion: 2,
  "sexual-problems": 0,
  "bladder-problems": 0,
  "vaginal-dryness": 0,
  "joint-muscle-discomfort": 0,
};

describe("a personalised answer's basis", () => {
  it("takes the stage from the period status and the worst symptoms (Moderate or worse, at most three)", () => {
    const basis = personalBasis("Irregular cycles", checkIn);
    expect(basis.stage?.label).toBe("Perimenopause");
    // Ties keep the scale's order: anxiety comes before exhaustion.
    expect(basis.symptoms).toEqual(["hot-flushes-sweating", "sleep-problems", "anxiety"]);
    expect(boostTopicsOf(basis)).toEqual([
      "hot-flushes-and-sweating",
      "sleep-problems",
      "anxiety",
      "perimenopause-and-cycle-changes",
    ]);
    expect(personalizedFor(basis)).toEqual([
      "Perimenopause",
      "Hot flushes (your latest check-in)",
      "Sleep problems (your latest check-in)",
      "Anxiety (your latest check-in)",
    ]);
    expect(personalLine(basis)).toBe(
      "Personalised for you: perimenopause, and hot flushes, sleep problems and anxiety from your latest check-in.",
    );
  });

  it("says what it used when it has only one of the two, and that it had nothing when it has neither", () => {
    const twoSymptoms = personalBasis(undefined, { "hot-flushes-sweating": 3, "sleep-problems": 2 });
    expect(personalLine(twoSymptoms)).toBe(
      "Personalised for you: hot flushes and sleep problems from your latest check-in.",
    );
    expect(personalLine(personalBasis("Postmenopausal", null))).toBe(
      "Personalised for you: postmenopause, from your onboarding answers.",
    );
    expect(personalLine(personalBasis("No periods for 12+ months", { anxiety: 1 }))).toBe(
      "Personalised for you: postmenopause, from your onboarding answers.",
    );
    for (const status of ["-", "Not sure", undefined, null, 42, "Something else"]) {
      const basis = personalBasis(status, { anxiety: 1 });
      expect(basis).toEqual({ stage: null, symptoms: [] });
      expect(personalLine(basis)).toBe(NOT_PERSONALISED_LINE);
      expect(personalizedFor(basis)).toEqual([]);
      expect(boostTopicsOf(basis)).toEqual([]);
    }
  });

  it("ignores answers that are not the scale's items", () => {
    const basis = personalBasis("Still menstruating", { "made-up": 4, anxiety: "4" } as never);
    expect(basis).toEqual({
      stage: expect.objectContaining({ label: "Still having periods" }),
      symptoms: [],
    });
  });
});

describe("the personal line in an answer", () => {
  const line = "Personalised for you: perimenopause, from your onboarding answers.";

  it("opens an answer", () => {
    expect(withPersonalLine("Hot flushes are common [1].", [], line)).toBe(
      `${line}\n\nHot flushes are common [1].`,
    );
    expect(withPersonalLine("", [], line)).toBe(`${line}\n\n`);
  });

  it("comes after a red flag's seek-care advice, which stays first", () => {
    const redFlags = checkRedFlags("I have crushing chest pain");
    expect(redFlags.length).toBeGreaterThan(0);
    const advice = adviceParagraphs(redFlags).join("\n\n");
    const text = `${advice}\n\n${LIBRARY_LEAD}\n\nSome sentence [1].`;
    expect(withPersonalLine(text, redFlags, line)).toBe(
      `${advice}\n\n${line}\n\n${LIBRARY_LEAD}\n\nSome sentence [1].`,
    );
  });
});
