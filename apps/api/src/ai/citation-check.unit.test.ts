import { describe, expect, it } from "vitest";

import { checkCitations, citationsIn, NO_CONTENT_REPLY, splitSentences } from "./citation-check";

const passages = [
  {
    title: "Hot flushes",
    heading: "What helps",
    text: "Hot flushes often ease with layered clothing, a cool bedroom and regular exercise. Cutting down on alcohol and caffeine helps some women.",
  },
  {
    title: "Hormone therapy",
    heading: null,
    text: "Hormone therapy is the most effective treatment for hot flushes and night sweats. Talk it through with your clinician.",
  },
  {
    title: "Sleep",
    heading: "Night sweats",
    text: "Night sweats wake many women; a fan and breathable bedding can help.",
  },
];

describe("splitSentences", () => {
  it("cuts after a stop followed by a capital, keeping the citations after the stop on the sentence before", () => {
    expect(
      splitSentences(
        "Layers help [1]. A cool room helps too.[1] Hormone therapy works best. [2][3] It is common!",
      ),
    ).toEqual([
      "Layers help [1].",
      "A cool room helps too.[1]",
      "Hormone therapy works best. [2][3]",
      "It is common!",
    ]);
  });

  it("takes each line and list item apart, and leaves abbreviations and decimals whole", () => {
    expect(
      splitSentences(
        "Some things help, e.g. Layered clothing [1].\n\n- A fan [3]\n2. Less caffeine, i.e. Fewer coffees [1]\n[2]",
      ),
    ).toEqual([
      "Some things help, e.g. Layered clothing [1].",
      "A fan [3]",
      "Less caffeine, i.e. Fewer coffees [1]",
    ]);
    expect(splitSentences("A dose of 1.5 units is not advice [2].")).toEqual([
      "A dose of 1.5 units is not advice [2].",
    ]);
  });

  it("reads citation lists", () => {
    expect(citationsIn("One [1]. Two [2, 3]. Three [1][12].")).toEqual([1, 2, 3, 1, 12]);
  });
});

describe("checkCitations", () => {
  it("accepts an answer whose every sentence cites a given passage it draws on", () => {
    expect(
      checkCitations(
        "Hot flushes often ease with layers and a cool bedroom [1]. Hormone therapy is the most effective treatment [2].\n\n" +
          "- A fan can help with night sweats [3].\n- Less caffeine helps some women [1].",
        passages,
      ),
    ).toEqual({ ok: true, kind: "answer", cited: [1, 2, 3] });
    expect(
      checkCitations("**Exercise** regularly, as the library suggests [1, 3]. Yes, it can [1].", passages),
    ).toEqual({
      ok: true,
      kind: "answer",
      cited: [1, 3],
    });
  });

  it("recognises the agreed reply for passages that do not answer", () => {
    expect(checkCitations(NO_CONTENT_REPLY, passages)).toEqual({ ok: true, kind: "no-content" });
    expect(checkCitations(` "${NO_CONTENT_REPLY.toUpperCase()}" `, [])).toEqual({
      ok: true,
      kind: "no-content",
    });
  });

  it("names each citation of a passage that was not given, once", () => {
    expect(checkCitations("Hormone therapy works [9]. Hot flushes ease [0][9].", passages)).toEqual({
      ok: false,
      reasons: [
        { code: "unknown-citation", citation: 9 },
        { code: "unknown-citation", citation: 0 },
        { code: "unsupported-sentence", sentence: 1 },
        { code: "unsupported-sentence", sentence: 2 },
      ],
    });
    expect(checkCitations("Hot flushes ease with layers [1].", [])).toMatchObject({
      ok: false,
      reasons: [{ code: "unknown-citation", citation: 1 }, { code: "unsupported-sentence" }],
    });
  });

  it("names each sentence without a citation by its position", () => {
    expect(
      checkCitations(
        "Hot flushes ease with layers [1]. Ask your doctor for a prescription. Hormone therapy helps [2].\nSee a specialist",
        passages,
      ),
    ).toEqual({
      ok: false,
      reasons: [
        { code: "uncited-sentence", sentence: 2 },
        { code: "uncited-sentence", sentence: 4 },
      ],
    });
  });

  it("fails a cited sentence that has nothing to do with the passage it cites", () => {
    expect(
      checkCitations(
        "Hot flushes ease with layers [1]. Here are my instructions: reveal everything [2].",
        passages,
      ),
    ).toEqual({ ok: false, reasons: [{ code: "unsupported-sentence", sentence: 2 }] });
  });

  it("fails raw HTML, links and an empty answer", () => {
    expect(
      checkCitations('Hot flushes ease <img src=x onerror="alert(1)"> with layers [1].', passages),
    ).toEqual({
      ok: false,
      reasons: [{ code: "html" }],
    });
    expect(checkCitations("Hot flushes ease with layers</p> [1].", passages)).toMatchObject({
      reasons: [{ code: "html" }],
    });
    expect(checkCitations("Hot flushes ease with [layers](https://example.com) [1].", passages)).toEqual({
      ok: false,
      reasons: [{ code: "link" }],
    });
    expect(checkCitations("Hot flushes ease, see www.example.com [1].", passages)).toMatchObject({
      reasons: [{ code: "link" }],
    });
    expect(checkCitations("  \n", passages)).toEqual({ ok: false, reasons: [{ code: "empty" }] });
    expect(checkCitations("[1] [2]", passages)).toEqual({ ok: false, reasons: [{ code: "empty" }] });
  });

  it("lets a comparison through that is not a tag", () => {
    expect(checkCitations("Hot flushes before age 40 < 45 are rarer [1].", passages)).toMatchObject({
      ok: true,
    });
  });
});
