import { describe, expect, it } from "vitest";

import { LIBRARY_LEAD } from "./compose";
import { answerLead, CitationRenumbering } from "./model-answer";
import { checkRedFlags } from "./red-flags";

/** Passages 1–4: items a, b, a (a second passage of item a) and c. */
const passages = [
  { contentId: "a", title: "Hot flushes" },
  { contentId: "b", title: "Sleep" },
  { contentId: "a", title: "Hot flushes" },
  { contentId: "c", title: "Exercise" },
];

const ANSWER =
  "Exercise helps [4]. A cool room helps [2, 3]. Layers help [1][3]. Sleep matters [2]. Unknown [9].";
const RENUMBERED =
  "Exercise helps [1]. A cool room helps [2][3]. Layers help [3]. Sleep matters [2]. Unknown [9].";

describe("the citations of a model's answer", () => {
  it("become item numbers in order of first use, one number per item", () => {
    const renumbering = new CitationRenumbering(passages);
    expect(renumbering.all(ANSWER)).toBe(RENUMBERED);
    expect(renumbering.citations).toEqual([
      { n: 1, contentId: "c", title: "Exercise" },
      { n: 2, contentId: "b", title: "Sleep" },
      { n: 3, contentId: "a", title: "Hot flushes" },
    ]);
  });

  it("come out the same when the text arrives in pieces cut anywhere, a citation held until whole", () => {
    for (const size of [1, 2, 3, 5, 7]) {
      const renumbering = new CitationRenumbering(passages);
      const shown: string[] = [];
      for (let start = 0; start < ANSWER.length; start += size) {
        shown.push(renumbering.push(ANSWER.slice(start, start + size)));
      }
      shown.push(renumbering.end());
      expect(shown.join(""), `pieces of ${size}`).toBe(RENUMBERED);
      // No piece shows half a citation.
      expect(shown.some((piece) => /\[\d*$/.test(piece))).toBe(false);
    }
  });

  it("lets a bracket that is no citation through", () => {
    const renumbering = new CitationRenumbering(passages);
    const text = "About [1 in 8 women] feel it [2].";
    expect(
      renumbering.push("About [1 in") + renumbering.push(" 8 women] feel it [2].") + renumbering.end(),
    ).toBe("About [1 in 8 women] feel it [1].");
    expect(new CitationRenumbering(passages).all(text)).toBe("About [1 in 8 women] feel it [1].");
  });

  it("opens a red-flag answer with the advice and the library's lead, and nothing else otherwise", () => {
    const redFlags = checkRedFlags("I have crushing chest pain").map(({ id, urgency, advice }) => ({
      id,
      urgency,
      advice,
    }));
    const lead = answerLead(redFlags);
    expect(lead.startsWith(`**${redFlags[0]!.advice.title}`)).toBe(true);
    expect(lead.endsWith(`${LIBRARY_LEAD}\n\n`)).toBe(true);
    expect(answerLead([])).toBe("");
  });
});
