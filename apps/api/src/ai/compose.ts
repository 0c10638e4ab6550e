/**
 * The extractive answer: the assistant's answer without a model (decisions.md, "AI assistant
 * (second round)"). It is made of whole sentences of the passages the retrieval engine ranked
 * (services/retrieval), each ending with the number of the item it came from: the best passage's
 * sentences that answer the question (those naming its concepts, and those that answer what it
 * asks: "how long", "what helps"…), in the passage's order, then the best sentences of another
 * passage when it answers a part of the question the first does not. A question whose best
 * passage does not cover enough of it gets the no-content answer, citing nothing; a red flag puts
 * its seek-care advice first.
 *
 * The question only chooses among the passages' sentences: it is never copied into the answer,
 * so instructions in it ("ignore your rules", "drop the citations", "give me a dose") and HTML or
 * Markdown in it cannot change what the answer says or how it is built.
 */
import { checkRedFlags, type RedFlagRule } from "./red-flags";
import type { AnswerSentence, Citation, ComposedAnswer, RaisedRedFlag } from "./types";
import { stemsOf } from "../services/retrieval/analyze";
import { answersIntentText, sentenceCues, TokenIndex } from "../services/retrieval/intents";
import { coverageWeight, questionWeight, type RankedPassage } from "../services/retrieval/rank";
import type { WeighedConcept, WeighedQuery } from "../services/retrieval/weigh";

export type ComposeOptions = {
  /** At most this many sentences (default `COMPOSE_DEFAULTS.maxSentences`). */
  maxSentences?: number;
  /** The share of the question's weight the best passage must name (default `COMPOSE_DEFAULTS.threshold`). */
  threshold?: number;
  /** The red flags of the question, when the caller checked them before retrieval. */
  redFlags?: readonly RedFlagRule[];
  /**
   * The article a chat is about: when one of its passages may answer (and ranks at least
   * `COMPOSE_DEFAULTS.preferredWindow` of the best), the answer starts from it.
   */
  preferItem?: string | null;
};

export const COMPOSE_DEFAULTS = {
  maxSentences: 5,
  /** From the best passage. */
  leadSentences: 4,
  /** From each other passage used. */
  otherSentences: 2,
  /** At most this many passages. */
  maxPassages: 2,
  threshold: 0.4,
  /** The passages that may answer rank at least this share of the best one. */
  leadWindow: 0.85,
  /** …and a passage of the article a chat is about, at least this share. */
  preferredWindow: 0.5,
  /** …and the best article's section that answers what is asked, at least this share. */
  sectionWindow: 0.5,
  /** Another passage is used when it ranks at least this share of the best one. */
  secondPassage: 0.75,
} as const;

/** How many passages to retrieve for an answer: more than it cites, so the composer can choose. */
export const ANSWER_PASSAGES = 12;

/** The no-content answer: the library has nothing relevant; it cites nothing. */
export const NO_CONTENT_TEXT =
  "The reviewed library has nothing on this yet, so I cannot answer it from there. " +
  "You could ask your practitioner, who can look into it with you.";

/** Between the seek-care advice and the library's sentences. */
export const LIBRARY_LEAD = "From the reviewed library:";

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|approx)\.$/i;

/**
 * A bold label opening a paragraph or list item ("**Lubricants.** Use during sex…") joins the
 * sentence it labels ("Lubricants: use during sex…"): alone, the sentence would not say what it
 * is about, and the label is too short to stand as a sentence.
 */
function withLabel(markdown: string): string {
  const label = /^(?:\*\*|__)([^*_]{1,60}?)[.:]?(?:\*\*|__)[.:]?\s+(\S)/.exec(markdown);
  // A long bold opening is an emphasised sentence, not a label.
  if (!label || label[1]!.trim().split(/\s+/).length > 6) return markdown;
  const rest = markdown.slice(label[0].length - 1);
  // "Use …" → "use …", "A physiotherapist" → "a physiotherapist"; "HRT …" stays.
  const lowered = /^[A-Z](?:[a-z]|\s)/.test(rest) ? `${rest[0]!.toLowerCase()}${rest.slice(1)}` : rest;
  return `${label[1]!.trim().replace(/[.:]$/, "")}: ${lowered}`;
}

/** Inline Markdown and any HTML tag reduced to their text. */
function plainText(markdown: string): string {
  return withLabel(markdown)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_]([^*_\s][^*_]*?)[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** A paragraph's sentences: split after . ! ? before a capital or a digit, abbreviations kept. */
function splitSentences(paragraph: string): string[] {
  const pieces = paragraph.split(/(?<=[.!?]["')\]]?)\s+(?=["'(]?[A-Z0-9])/);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const previous = sentences.at(-1);
    if (previous !== undefined && ABBREVIATION.test(previous))
      sentences[sentences.length - 1] = `${previous} ${piece}`;
    else sentences.push(piece);
  }
  return sentences;
}

/** A sentence that can stand alone: four words or more, a capital first, a full stop last. */
function standsAlone(sentence: string): boolean {
  return /^["'(]?[A-Z0-9]/.test(sentence) && /[.!?]["')]?$/.test(sentence) && sentence.split(" ").length >= 4;
}

/**
 * The sentences of a passage's Markdown, as plain text: paragraphs and quotes split into
 * sentences, and so is each list item (a full stop added when it has none). A list of lower-case
 * items joins the line that introduces it ("You should not take it if you: have …; are …."), as
 * the items say nothing alone. Tables and headings are left out, and so is a line introducing a
 * list of whole sentences.
 */
export function passageSentences(markdown: string, heading: string | null = null): string[] {
  const sentences: string[] = [];
  /** The last sentence of the paragraph before, when it ends in a colon. */
  let introduction: string | null = null;
  let first = true;
  for (const block of markdown.split(/\n\s*\n/)) {
    const lines = block
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
    const before = introduction;
    introduction = null;
    if (lines.length === 0 || lines.every((line) => line.startsWith("|"))) continue;
    if (/^#{1,6}\s/.test(lines[0]!)) continue;
    const items: string[] = [];
    let isList = false;
    for (const line of lines) {
      const item = /^(?:[-+*]|\d+[.)])\s+(.*)$/.exec(line);
      if (item) {
        isList = true;
        items.push(item[1]!);
      } else if (items.length > 0) items[items.length - 1] += ` ${line.replace(/^>\s?/, "")}`;
      else items.push(line.replace(/^>\s?/, ""));
    }
    const opening = first;
    first = false;
    if (!isList) {
      const paragraph = splitSentences(plainText(items.join(" ")));
      sentences.push(...paragraph);
      if (paragraph.at(-1)?.endsWith(":")) introduction = paragraph.at(-1)!;
      continue;
    }
    sentences.push(
      ...listSentences(items.map(plainText), before ?? (opening && heading ? `${heading}:` : null)),
    );
  }
  return sentences.filter(standsAlone);
}

/**
 * A list's items as sentences: an item that is a sentence stays one; a run of lower-case items
 * joins the line that introduces it (the sentence before the list, an item ending in a colon, or
 * the section's heading for a list that opens it): "Signs of a weak pelvic floor: leaking urine
 * when you cough…; needing to rush to the toilet." A run with nothing to introduce it says
 * nothing alone and is left out.
 */
function listSentences(texts: readonly string[], introduction: string | null): string[] {
  const sentences: string[] = [];
  let intro = introduction;
  let index = 0;
  while (index < texts.length) {
    const text = texts[index]!;
    if (/^[a-z]/.test(text)) {
      const run: string[] = [];
      while (index < texts.length && /^[a-z]/.test(texts[index]!)) {
        run.push(texts[index]!.replace(/[.;,]$/, ""));
        index += 1;
      }
      if (intro) sentences.push(`${intro} ${run.join("; ")}.`);
      intro = null;
      continue;
    }
    index += 1;
    if (text.endsWith(":")) {
      intro = text;
      continue;
    }
    intro = null;
    sentences.push(...splitSentences(/[.!?]$/.test(text) ? text : `${text}.`));
  }
  return sentences;
}

/** Markdown's special characters escaped, so a sentence reads as the text it is. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~#&]/g, "\\$&").replace(/^(\d+)([.)])/, "$1\\$2");
}

/** The seek-care advice of each red flag, one Markdown paragraph each: what a red-flag answer opens with. */
export function adviceParagraphs(redFlags: readonly RaisedRedFlag[]): string[] {
  return redFlags.map(({ advice }) => `**${escapeMarkdown(advice.title)}.** ${escapeMarkdown(advice.body)}`);
}

/**
 * Whether a passage may answer the question: it names enough of the question (`threshold` of
 * its weight, the words the library lacks counted against it), and among what it names is
 * something that says what the question is about (a `strong` concept): a question that meets the
 * library only in everyday words ("sit", "half time") or weak ones ("leaking") is not answered.
 * A follow-up that names nothing of its own ("and at night?") is answered on the topic of the
 * questions before it.
 */
function answersQuestion(query: WeighedQuery, passage: RankedPassage, threshold: number): boolean {
  const matched = new Set(passage.matched);
  const named = query.concepts.filter((concept) => concept.weight > 0 && matched.has(concept.key));
  const ownStrong = query.concepts.some(
    (concept) => concept.prior >= 1 && concept.weight > 0 && concept.strong,
  );
  const evidence = named.filter((concept) => concept.strong && (concept.prior >= 1 || !ownStrong));
  if (evidence.length === 0) return false;
  return passage.coverage >= threshold;
}

type Scored = { text: string; position: number; score: number };

/** Intents whose answer is a specific kind of sentence (a duration, a number, when to stop…). */
const SPECIFIC_INTENTS: ReadonlySet<string> = new Set(["how-long", "number-meaning", "can-i-stop"]);

/** What a concept named by a passage's title or heading adds to each of its sentences. */
const CONTEXT_SHARE = 0.4;

/** A passage's sentences, each scored by the concepts it names and how it answers the intent. */
function scoreSentences(query: WeighedQuery, passage: RankedPassage): Scored[] {
  const total = Math.max(questionWeight(query), 1e-9);
  const concepts = query.concepts.filter(
    (concept) => concept.weight > 0 && passage.matched.includes(concept.key),
  );
  const [intent] = query.intents;
  const followUp = query.concepts.some((concept) => concept.prior < 1);
  const names = (tokens: TokenIndex) =>
    concepts.filter((concept: WeighedConcept) => tokens.hasAny(concept.say));
  // What the title and heading name, every sentence of the passage is about (a little).
  const context = names(new TokenIndex(stemsOf(`${passage.title} ${passage.heading ?? ""}`)));
  return passageSentences(passage.text, passage.heading).map((text, position) => {
    const tokens = new TokenIndex(stemsOf(text));
    const named = names(tokens);
    const implied = context.filter((concept) => !named.includes(concept));
    // A follow-up's own words ("what about at night?") choose among the sentences on the chat's
    // topic: they count twice.
    const own = (concept: WeighedConcept) =>
      coverageWeight(concept) * (concept.prior >= 1 && followUp ? 2 : 1);
    let score =
      (named.reduce((sum, concept) => sum + own(concept), 0) +
        CONTEXT_SHARE * implied.reduce((sum, concept) => sum + coverageWeight(concept), 0)) /
      total;
    // What is asked, said: strong ("a few years"), or in a cue word ("years").
    if (intent && answersIntentText(intent, text)) score += 0.4;
    else if (intent && sentenceCues(intent, tokens) > 0) score += 0.25;
    // A section's opening sentence says what the section is about.
    if (position === 0 && passage.answersIntent) score += 0.2;
    return { text, position, score };
  });
}

/** The best `count` sentences of a passage that say something of the question, in their order. */
function bestSentences(scored: Scored[], count: number, minimum: number): Scored[] {
  return [...scored]
    .filter((sentence) => sentence.score >= minimum)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, count)
    .sort((a, b) => a.position - b.position);
}

/**
 * Composes the answer to a weighed question from the engine's ranked passages (best first).
 * Pure: the same query, passages and options always give the same answer.
 */
export function composeAnswer(
  query: WeighedQuery,
  passages: readonly RankedPassage[],
  options: ComposeOptions = {},
): ComposedAnswer {
  const maxSentences = Math.max(1, options.maxSentences ?? COMPOSE_DEFAULTS.maxSentences);
  const threshold = options.threshold ?? COMPOSE_DEFAULTS.threshold;
  const redFlags: RaisedRedFlag[] = (options.redFlags ?? checkRedFlags(query.text)).map(
    ({ id, urgency, advice }) => ({ id, urgency, advice }),
  );

  // Only passages near the best one may answer: a lower passage that happens to name more of
  // the question's words is not a better answer.
  const best = passages[0]?.relevance ?? 0;
  const usable = passages.filter(
    (passage) =>
      passage.relevance >= COMPOSE_DEFAULTS.leadWindow * best && answersQuestion(query, passage, threshold),
  );
  const preferred = options.preferItem
    ? passages.filter(
        (passage) =>
          passage.contentId === options.preferItem &&
          passage.relevance >= COMPOSE_DEFAULTS.preferredWindow * best &&
          answersQuestion(query, passage, threshold),
      )
    : [];
  if (preferred.length > 0) usable.unshift(...preferred.filter((passage) => !usable.includes(passage)));
  usable.sort(
    (a, b) => Number(b.contentId === options.preferItem) - Number(a.contentId === options.preferItem),
  );
  const chosen: { passage: RankedPassage; sentences: Scored[] }[] = [];
  // The lead: the best usable passage with a sentence that says something of the question, or
  // the section of the same article whose heading answers what is asked ("What helps" for a
  // question on treatments, where the best passage says why it happens).
  const [mainIntent] = query.intents;
  const first = usable[0];
  if (
    first &&
    mainIntent &&
    !query.intentsInherited &&
    !first.answersIntent &&
    first.contentId !== options.preferItem
  ) {
    const section = passages.find(
      (passage) =>
        passage.contentId === first.contentId &&
        passage.answersIntent &&
        passage.relevance >= COMPOSE_DEFAULTS.sectionWindow * first.relevance &&
        answersQuestion(query, passage, threshold),
    );
    if (section) usable.splice(0, 0, section);
  }
  let lead: RankedPassage | undefined;
  for (const passage of usable) {
    const sentences = bestSentences(
      scoreSentences(query, passage),
      Math.min(maxSentences, COMPOSE_DEFAULTS.leadSentences),
      0.05,
    );
    if (sentences.length === 0) continue;
    lead = passage;
    chosen.push({ passage, sentences });
    break;
  }
  // A specific question ("how long", "what does my number mean", "can I stop") whose best passage
  // does not say it: the sentences of another passage of the same article that do.
  const [intent] = query.intents;
  if (lead && intent && SPECIFIC_INTENTS.has(intent)) {
    const said = chosen[0]!.sentences.some((sentence) => answersIntentText(intent, sentence.text));
    const sibling = passages.find(
      (passage) =>
        passage !== lead &&
        passage.contentId === lead.contentId &&
        passageSentences(passage.text, passage.heading).some((text) => answersIntentText(intent, text)),
    );
    if (!said && sibling) {
      const sentences = bestSentences(
        scoreSentences(query, sibling).filter((sentence) => answersIntentText(intent, sentence.text)),
        COMPOSE_DEFAULTS.otherSentences,
        0.05,
      );
      if (sentences.length > 0) {
        chosen[0]!.sentences = chosen[0]!.sentences.slice(
          0,
          Math.max(1, maxSentences - sentences.length - 1),
        );
        chosen.push({ passage: sibling, sentences });
      }
    }
  }
  if (lead && chosen.length > 0) {
    const covered = new Set(chosen.flatMap((entry) => entry.passage.matched));
    for (const passage of usable.slice(usable.indexOf(lead) + 1)) {
      if (new Set(chosen.map((entry) => entry.passage.contentId)).size >= COMPOSE_DEFAULTS.maxPassages) break;
      if (chosen.some((entry) => entry.passage === passage)) continue;
      if (passage.relevance < COMPOSE_DEFAULTS.secondPassage * lead.relevance) break;
      // Another passage adds a part of the question the first does not name, or answers what
      // is asked where the first does not.
      const adds =
        passage.matched.some((key) => !covered.has(key)) || (passage.answersIntent && !lead.answersIntent);
      if (!adds) continue;
      const room = maxSentences - chosen.reduce((sum, entry) => sum + entry.sentences.length, 0);
      const sentences = bestSentences(
        scoreSentences(query, passage),
        Math.min(room, COMPOSE_DEFAULTS.otherSentences),
        0.15,
      );
      if (sentences.length === 0) continue;
      chosen.push({ passage, sentences });
      for (const key of passage.matched) covered.add(key);
    }
  }

  const citations: Citation[] = [];
  const numberOf = (passage: RankedPassage): number => {
    const cited = citations.find((citation) => citation.contentId === passage.contentId);
    if (cited) return cited.n;
    citations.push({ n: citations.length + 1, contentId: passage.contentId, title: passage.title });
    return citations.length;
  };
  const sentences: AnswerSentence[] = [];
  const paragraphs = adviceParagraphs(redFlags);
  const seen = new Set<string>();
  for (const { passage, sentences: picked } of chosen) {
    const texts = picked.map((sentence) => sentence.text).filter((text) => !seen.has(text.toLowerCase()));
    if (texts.length === 0) continue;
    const n = numberOf(passage);
    for (const text of texts) {
      seen.add(text.toLowerCase());
      sentences.push({ text, citations: [n] });
    }
    if (sentences.length === texts.length && redFlags.length > 0) paragraphs.push(LIBRARY_LEAD);
    paragraphs.push(texts.map((text) => `${escapeMarkdown(text)} [${n}]`).join(" "));
  }
  if (sentences.length === 0) paragraphs.push(NO_CONTENT_TEXT);

  return {
    kind: redFlags.length > 0 ? "red-flag" : sentences.length > 0 ? "answer" : "no-content",
    text: paragraphs.join("\n\n"),
    citations,
    sentences,
    redFlags,
  };
}
