import type { AssistantAnswer } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { answerMarkdown, answerPlainText } from "./answer-text";

const href = (id: string) => `/library/${id}`;

describe("the answer's text in the chat", () => {
  it("turns each known [n] into a link to its item and leaves other brackets alone", () => {
    const answer: AssistantAnswer = {
      kind: "answer",
      text: "Layers help [1][2]. Fans too [3]. See [a].",
      citations: [
        { n: 1, contentId: "c1", title: "One" },
        { n: 2, contentId: "c2", title: "Two" },
      ],
      redFlags: [],
    };
    expect(answerMarkdown(answer, href)).toBe(
      "Layers help [\\[1\\]](/library/c1)[\\[2\\]](/library/c2). Fans too [3]. See [a].",
    );
  });

  it("leaves out a personalised answer's opening line, which the chat shows apart, and keeps it when copied", () => {
    const answer: AssistantAnswer = {
      kind: "answer",
      text: "Personalised for you: perimenopause and hot flushes.\n\nLayers help [1].",
      citations: [{ n: 1, contentId: "c1", title: "One" }],
      redFlags: [],
      personalizedFor: ["Perimenopause", "Hot flushes (your latest check-in)"],
    };
    expect(answerMarkdown(answer, href)).toBe("Layers help [\\[1\\]](/library/c1).");
    expect(answerPlainText(answer)).toMatch(/^Personalised for you: perimenopause/);
    // Without a basis, or when the text does not open with it, nothing is left out.
    expect(answerMarkdown({ ...answer, personalizedFor: undefined }, href)).toMatch(/^Personalised/);
    expect(answerMarkdown({ ...answer, text: "Layers help [1]." }, href)).toBe(
      "Layers help [\\[1\\]](/library/c1).",
    );
  });

  it("leaves out the advice paragraphs of a red-flag answer, which the chat shows apart", () => {
    const answer: AssistantAnswer = {
      kind: "red-flag",
      text: "**Call for help now.** Phone 911.\n\nFrom the reviewed library:\n\nRest [1]",
      citations: [{ n: 1, contentId: "c1", title: "One" }],
      redFlags: [
        {
          id: "chest-pain",
          urgency: "emergency",
          advice: { title: "Call for help now", body: "Phone 911." },
        },
      ],
    };
    expect(answerMarkdown(answer, href)).toBe("From the reviewed library:\n\nRest [\\[1\\]](/library/c1)");
  });

  it("copies the answer as plain text with its sources", () => {
    const answer: AssistantAnswer = {
      kind: "answer",
      text: "**Note.** Layers help \\(most\\) [1].",
      citations: [{ n: 1, contentId: "c1", title: "Hot flushes" }],
      redFlags: [],
    };
    expect(answerPlainText(answer)).toBe("Note. Layers help (most) [1].\n\nSources:\n[1] Hot flushes");
  });
});
