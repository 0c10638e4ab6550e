import { describe, expect, it } from "vitest";

import { CONTENT_TOPIC_SLUGS, CONTENT_TOPICS, contentTopicSchema } from "./index";

describe("content topics", () => {
  it("start with the eleven Menopause Rating Scale symptoms in the scale's order", () => {
    expect(CONTENT_TOPIC_SLUGS.slice(0, 11)).toEqual([
      "hot-flushes-and-sweating",
      "heart-discomfort",
      "sleep-problems",
      "joint-and-muscle-discomfort",
      "depressive-mood",
      "irritability",
      "anxiety",
      "physical-and-mental-exhaustion",
      "sexual-problems",
      "bladder-problems",
      "vaginal-dryness",
    ]);
  });

  it("have unique kebab-case slugs and sentence-case labels that match them", () => {
    expect(new Set(CONTENT_TOPIC_SLUGS).size).toBe(CONTENT_TOPICS.length);
    for (const { slug, label } of CONTENT_TOPICS) {
      expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      // The scale's own name keeps its capitals; every other label is sentence case.
      const sentenceCase = label.charAt(0).toUpperCase() + label.slice(1).toLowerCase();
      expect([sentenceCase, "Menopause Rating Scale"]).toContain(label);
      expect(label.toLowerCase().replace(/[^a-z]+/g, "-")).toBe(slug);
    }
  });

  it("accept only slugs from the list", () => {
    expect(contentTopicSchema.parse("brain-fog")).toBe("brain-fog");
    expect(contentTopicSchema.safeParse("Brain fog").success).toBe(false);
    expect(contentTopicSchema.safeParse("hot-flashes").success).toBe(false);
  });
});
