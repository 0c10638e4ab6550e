/**
 * Checks an answer written by the AI endpoint against the passages it was given, before it is
 * kept: every `[n]` names one of the passages, every sentence cites at least one passage and shares
 * words with one it cites, and nothing in it could render as HTML or lead elsewhere as a link.
 * An answer that fails is replaced by the extractive one (decisions.md, "AI assistant").
 */

/** What the endpoint is told to reply, word for word, when the passages do not answer the question. */
export const NO_CONTENT_REPLY = "The reviewed library has nothing on this yet.";

export type CheckedPassage = { title: string; heading: string | null; text: string };

/** Why an answer failed: positions and numbers only, never its words (the reasons may be logged). */
export type CitationProblem =
  | { code: "empty" }
  | { code: "html" }
  | { code: "link" }
  /** `[n]` where no passage n was given. */
  | { code: "unknown-citation"; citation: number }
  /** The sentence (1-based) carries no citation. */
  | { code: "uncited-sentence"; sentence: number }
  /** The sentence (1-based) shares no word of substance with any passage it cites. */
  | { code: "unsupported-sentence"; sentence: number };

export type CitationCheck =
  | { ok: true; kind: "answer"; /** The passage numbers cited, in order of first use. */ cited: number[] }
  | { ok: true; kind: "no-content" }
  | { ok: false; reasons: CitationProblem[] };

const CITATION = /\[(\d+(?:\s*,\s*\d+)*)\]/g;
const CITATIONS_AFTER = String.raw`(?:\s*\[\d+(?:\s*,\s*\d+)*\])*`;
/**
 * The end of a sentence: its stop (and closing quotes or brackets), the citations written after
 * the stop, then a space before what starts the next sentence.
 */
const SENTENCE_END = new RegExp(
  String.raw`([.!?…]+["'”’)]*${CITATIONS_AFTER})\s+(?=["'“‘(*_]*[\p{Lu}\d])`,
  "gu",
);
/** Stops that end an abbreviation rather than a sentence. */
const ABBREVIATION = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|approx|dr|mrs?|ms|prof|st|no|fig)\.$/i;
const LIST_MARKER = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;
const HTML = /<\s*\/?\s*[a-z!?]/i;
const LINK = /\]\s*\(|\bhttps?:\/\/|\bwww\.|\bmailto:/i;

const STOPWORDS = new Set(
  (
    "about also been being both could does doing done each even ever from have having here into just " +
    "like many more most much must only other over same should some such than that their them then " +
    "there these they this those very well were what when where which while will with would your " +
    "yours because before after again often usually people person"
  ).split(" "),
);

/**
 * The sentences of an answer: each line (paragraph or list item) cut after a stop that is
 * followed by a capital or a digit, with the citations written after the stop kept on the
 * sentence before. Fragments with no letter or digit (a citation alone) are not sentences.
 */
export function splitSentences(answer: string): string[] {
  const sentences: string[] = [];
  for (const rawLine of answer.split(/\r?\n/)) {
    const line = rawLine.replace(LIST_MARKER, "").trim();
    let start = 0;
    for (const match of line.matchAll(SENTENCE_END)) {
      const end = match.index + match[1]!.length;
      const piece = line.slice(start, end);
      if (ABBREVIATION.test(piece)) continue;
      sentences.push(piece.trim());
      start = end;
    }
    sentences.push(line.slice(start).trim());
  }
  return sentences.filter((sentence) => /[\p{L}\p{N}]/u.test(sentence.replace(CITATION, "")));
}

/** The passage numbers a text cites, in order of appearance (repeats kept). */
export function citationsIn(text: string): number[] {
  return [...text.matchAll(CITATION)].flatMap((match) => match[1]!.split(",").map((n) => Number(n.trim())));
}

/** Words of substance, cut to five letters so that "flush", "flushes" and "flushing" meet. */
function stems(text: string): Set<string> {
  const words = text.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return new Set(words.filter((word) => !STOPWORDS.has(word)).map((word) => word.slice(0, 5)));
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[“”"']/g, "")
    .replace(/\s+/g, " ")
    .trim();

export function checkCitations(answer: string, passages: readonly CheckedPassage[]): CitationCheck {
  if (answer.trim() === "") return { ok: false, reasons: [{ code: "empty" }] };
  if (normalise(answer) === normalise(NO_CONTENT_REPLY)) return { ok: true, kind: "no-content" };

  const reasons: CitationProblem[] = [];
  if (HTML.test(answer)) reasons.push({ code: "html" });
  if (LINK.test(answer.replace(CITATION, ""))) reasons.push({ code: "link" });

  const cited: number[] = [];
  for (const n of citationsIn(answer)) {
    const known = n >= 1 && n <= passages.length;
    if (!known && !reasons.some((reason) => reason.code === "unknown-citation" && reason.citation === n))
      reasons.push({ code: "unknown-citation", citation: n });
    if (known && !cited.includes(n)) cited.push(n);
  }

  const passageStems = passages.map((passage) =>
    stems([passage.title, passage.heading ?? "", passage.text].join(" ")),
  );
  const sentences = splitSentences(answer);
  if (sentences.length === 0) reasons.push({ code: "empty" });
  sentences.forEach((sentence, index) => {
    const own = citationsIn(sentence).filter((n) => n >= 1 && n <= passages.length);
    if (citationsIn(sentence).length === 0) {
      reasons.push({ code: "uncited-sentence", sentence: index + 1 });
      return;
    }
    const words = stems(sentence.replace(CITATION, ""));
    // A sentence with no word of substance ("Yes, it can [1].") has nothing to contradict.
    const supported =
      words.size === 0 || own.some((n) => [...words].some((word) => passageStems[n - 1]!.has(word)));
    if (!supported) reasons.push({ code: "unsupported-sentence", sentence: index + 1 });
  });

  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, kind: "answer", cited };
}
