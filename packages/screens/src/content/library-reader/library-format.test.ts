import { describe, expect, it } from "vitest";

import { articleCount, bodyHeadingOffset, formatReaderDate, joinNames, topicLabel } from "./library-format";

describe("formatReaderDate", () => {
  it("writes the day, the month's name and the year", () => {
    expect(formatReaderDate("2026-03-03T09:30:00.000Z", "UTC")).toBe("3 March 2026");
  });

  it("counts the day in the reader's time zone", () => {
    expect(formatReaderDate("2026-03-03T23:30:00.000Z", "UTC")).toBe("3 March 2026");
    expect(formatReaderDate("2026-03-03T23:30:00.000Z", "Europe/Berlin")).toBe("4 March 2026");
    expect(formatReaderDate("2026-03-03T02:00:00.000Z", "America/New_York")).toBe("2 March 2026");
  });

  it("gives nothing for a value that is not a date", () => {
    expect(formatReaderDate("not a date")).toBeNull();
  });
});

describe("joinNames", () => {
  it("joins names as a sentence does", () => {
    expect(joinNames(["Dr. Ana Lopez"])).toBe("Dr. Ana Lopez");
    expect(joinNames(["Dr. Ana Lopez", "Sam Okafor"])).toBe("Dr. Ana Lopez and Sam Okafor");
    expect(joinNames(["A", "B", "C"])).toBe("A, B and C");
  });
});

describe("articleCount and topicLabel", () => {
  it("says one article, and many articles with grouped digits", () => {
    expect(articleCount(0)).toBe("0 articles");
    expect(articleCount(1)).toBe("1 article");
    expect(articleCount(1204)).toBe("1,204 articles");
  });

  it("names a topic, or shows an unknown slug as it is", () => {
    expect(topicLabel("sleep-problems")).toBe("Sleep problems");
    expect(topicLabel("menopause-rating-scale")).toBe("Menopause Rating Scale");
    expect(topicLabel("retired-topic")).toBe("retired-topic");
  });
});

describe("bodyHeadingOffset", () => {
  it("puts a body's top headings at h2, whatever level they start from", () => {
    expect(bodyHeadingOffset("# Top\n\ntext\n\n## Under")).toBe(1);
    expect(bodyHeadingOffset("## Top\n\ntext\n\n### Under")).toBe(0);
    expect(bodyHeadingOffset("### Top\n\ntext")).toBe(-1);
  });

  it("keeps the default for a body without headings", () => {
    expect(bodyHeadingOffset("Just a paragraph.\n\n- and a list")).toBe(1);
  });

  it("ignores # lines in fenced code and #hashtags", () => {
    expect(bodyHeadingOffset("```\n# not a heading\n```\n\n## Real\n\n#hashtag")).toBe(0);
    expect(bodyHeadingOffset("~~~md\n# no\n```\n# still code\n~~~\n### Real")).toBe(-1);
  });

  it("counts setext headings, but not a thematic break after a blank line", () => {
    expect(bodyHeadingOffset("Top\n===\n\n## Under")).toBe(1);
    expect(bodyHeadingOffset("Top\n---\n\n### Under")).toBe(0);
    expect(bodyHeadingOffset("A paragraph.\n\n---\n\n### Under")).toBe(-1);
  });
});
