import { describe, expect, it } from "vitest";

import { PASSAGE_MAX_WORDS, splitIntoPassages } from "./content-passages";

describe("retrieval passages", () => {
  it("makes one passage of each heading and its paragraphs", () => {
    const body = "Intro line.\n\n## Hot flushes\n\nFirst.\n\nSecond.\n\n### At night\n\nA fan helps.\n";
    expect(splitIntoPassages(body)).toEqual([
      { heading: null, text: "Intro line." },
      { heading: "Hot flushes", text: "First.\n\nSecond." },
      { heading: "At night", text: "A fan helps." },
    ]);
  });

  it("cuts a long section between paragraphs, never inside one", () => {
    const paragraph = Array.from({ length: 80 }, (_, index) => `word${index}`).join(" ");
    const passages = splitIntoPassages(
      `## Long\n\n${[paragraph, paragraph, paragraph, paragraph].join("\n\n")}`,
    );
    expect(passages.map((passage) => passage.text.split(/\s+/).length)).toEqual([160, 160]);
    expect(passages.every((passage) => passage.heading === "Long")).toBe(true);
    const huge = Array.from({ length: PASSAGE_MAX_WORDS + 50 }, () => "word").join(" ");
    expect(splitIntoPassages(huge)).toEqual([{ heading: null, text: huge }]);
  });

  it("has no passage for an empty body", () => {
    expect(splitIntoPassages("\n\n")).toEqual([]);
  });
});
