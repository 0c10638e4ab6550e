import type { RedFlagAdvice, RedFlagId, RedFlagUrgency } from "./red-flags";

/** A library item an answer used, numbered by its first use in the answer (`[n]`). */
export type Citation = { n: number; contentId: string; title: string };

/** One sentence of an answer, taken word for word from a retrieved passage, and what it cites. */
export type AnswerSentence = { text: string; citations: number[] };

/** A red flag the question raised, with the advice the answer opens with. */
export type RaisedRedFlag = { id: RedFlagId; urgency: RedFlagUrgency; advice: RedFlagAdvice };

/**
 * `answer`: library sentences with their citations. `no-content`: the reviewed library has
 * nothing relevant, and the answer cites nothing. `red-flag`: the seek-care advice first, then
 * library sentences when there are any.
 */
export type AnswerKind = "answer" | "no-content" | "red-flag";

export type ComposedAnswer = {
  kind: AnswerKind;
  /** The whole answer as Markdown: advice, then sentences each ending with its `[n]`. */
  text: string;
  citations: Citation[];
  /** The library sentences, in the answer's order (the advice and notices are not among them). */
  sentences: AnswerSentence[];
  redFlags: RaisedRedFlag[];
};
