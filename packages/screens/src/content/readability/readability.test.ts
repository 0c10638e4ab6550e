import { describe, expect, it } from "vitest";

import { isAboveClientGrade, markdownProse, readabilityOf } from "./readability";

describe("readabilityOf", () => {
  it("has no grade without words", () => {
    expect(readabilityOf("")).toBeNull();
    expect(readabilityOf("  \n\n---\n```\ncode only\n```\n")).toBeNull();
  });

  it("grades short plain sentences low and long clinical ones high", () => {
    const plain = readabilityOf("Hot flushes are common. They pass. Drink cold water. Wear thin layers.");
    const clinical = readabilityOf(
      "Vasomotor symptoms, characterised by episodic sensations of intense heat accompanied by perspiration and cutaneous vasodilatation, constitute the predominant presentation of the menopausal transition and substantially impair health-related quality of life.",
    );
    expect(plain).not.toBeNull();
    expect(clinical).not.toBeNull();
    expect(plain!.grade).toBeLessThan(4);
    expect(clinical!.grade).toBeGreaterThan(15);
    expect(plain).toMatchObject({ words: 12, sentences: 4 });
  });

  it("follows the Flesch–Kincaid formula over words, sentences and syllables", () => {
    // 'The cat sat on the mat.': 6 words, 1 sentence, 6 syllables.
    const grade = 0.39 * (6 / 1) + 11.8 * (6 / 6) - 15.59;
    expect(readabilityOf("The cat sat on the mat.")!.grade).toBe(Math.round(grade * 10) / 10);
  });

  it("reads the prose of Markdown, not its markup", () => {
    const markdown = [
      "# Sleep and the menopause",
      "",
      "Many women **sleep badly**. See [the NICE guidance](https://www.nice.org.uk/guidance/ng23).",
      "",
      "- Keep the room cool",
      "- Avoid alcohol late",
      "",
      "| Tip | Why |",
      "| --- | --- |",
      "| Fan | Cools |",
      "",
      "```",
      "not prose at all",
      "```",
      "<script>alert(1)</script>",
    ].join("\n");
    expect(markdownProse(markdown).split("\n")).toEqual([
      "Sleep and the menopause.",
      "Many women sleep badly. See the NICE guidance.",
      "Keep the room cool.",
      "Avoid alcohol late.",
      "Tip.",
      "Why.",
      "Fan.",
      "Cools.",
      "alert(1).",
    ]);
    expect(readabilityOf(markdown)!.sentences).toBe(10);
  });
});

describe("isAboveClientGrade", () => {
  it("warns for clients above grade 9 only", () => {
    expect(isAboveClientGrade({ grade: 9.1, words: 10, sentences: 1 }, "clients")).toBe(true);
    expect(isAboveClientGrade({ grade: 9, words: 10, sentences: 1 }, "clients")).toBe(false);
    expect(isAboveClientGrade({ grade: 14, words: 10, sentences: 1 }, "practitioners")).toBe(false);
    expect(isAboveClientGrade(null, "clients")).toBe(false);
  });
});
