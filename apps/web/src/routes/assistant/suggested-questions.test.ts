import { CONTENT_TOPICS } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { SUGGESTION_COUNT, suggestedQuestions } from "./suggested-questions";

describe("the questions a new chat suggests", () => {
  it("gives a few different questions, the same all day, others the next day", () => {
    const today = suggestedQuestions("2026-05-03");
    expect(today).toHaveLength(SUGGESTION_COUNT);
    expect(new Set(today).size).toBe(SUGGESTION_COUNT);
    expect(suggestedQuestions("2026-05-03")).toEqual(today);
    expect(suggestedQuestions("2026-05-04")).not.toEqual(today);
    expect(suggestedQuestions("2026-05-04")[0]).toBe(today[1]);
  });

  it("has a question for every topic of the library, and copes with an unreadable day", () => {
    const all = suggestedQuestions("2026-05-03", CONTENT_TOPICS.length);
    expect(new Set(all).size).toBe(CONTENT_TOPICS.length);
    expect(suggestedQuestions("not a day")).toHaveLength(SUGGESTION_COUNT);
  });
});
