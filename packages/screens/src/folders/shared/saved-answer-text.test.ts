import type { SavedAnswer } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { savedAnswerMarkdown } from "./saved-answer-text";

const href = (id: string) => `/library/${id}`;

describe("a saved answer's Markdown", () => {
  it("links each [n] to its cited item, and leaves other brackets alone", () => {
    const answer: SavedAnswer = {
      question: "What helps?",
      kind: "answer",
      text: "Layers help [1]. Fans too [2]. See [3] and [a](/x).",
      citations: [
        { n: 1, contentId: "c1", title: "Hot flushes" },
        { n: 2, contentId: "c2", title: "Sleep" },
      ],
      redFlags: [],
    };
    expect(savedAnswerMarkdown(answer, href)).toBe(
      "Layers help [\\[1\\]](/library/c1). Fans too [\\[2\\]](/library/c2). See [3] and [a](/x).",
    );
  });

  it("leaves out the red flag's advice paragraph, which the page shows as an alert", () => {
    const answer: SavedAnswer = {
      question: "Chest pain?",
      kind: "red-flag",
      text: "**Call for help now.** Ring 911.\n\nChest pressure can have many causes [1].",
      citations: [{ n: 1, contentId: "c1", title: "Heart health" }],
      redFlags: [
        {
          id: "chest-pain",
          urgency: "emergency",
          advice: { title: "Call for help now.", body: "Ring 911." },
        },
      ],
    };
    expect(savedAnswerMarkdown(answer, href)).toBe(
      "Chest pressure can have many causes [\\[1\\]](/library/c1).",
    );
  });
});
