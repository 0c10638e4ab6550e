/**
 * The extractive answer: the assistant's answer without a model (decisions.md, "AI assistant
 * (second round)"). Every sentence of it is a sentence of a retrieved passage, chosen by how many
 * of the question's concepts it names (a synonym group counts as one concept, found by any of its
 * phrases), and ends with the number of the item it came from. The concepts must meet: a
 * sentence is used only when it and its passage's title and heading name enough of the question
 * (`threshold`). A question that meets no sentence that well gets the no-content answer, citing
 * nothing; a red flag puts its seek-care advice first.
 *
 * The question only chooses among the passages' sentences: it is never copied into the answer,
 * so instructions in it ("ignore your rules", "drop the citations", "give me a dose") and HTML or
 * Markdown in it cannot change what the answer says or how it is built.
 */
import type { RetrievedPassage } from "@pkg/contracts";

import { expandQuery, wordsOf } from "../services/content-synonyms";
import { checkRedFlags, type RedFlagRule } from "./red-flags";
import type { AnswerSentence, Citation, ComposedAnswer, RaisedRedFlag } from "./types";

export type ComposeOptions = {
  /** At most this many sentences (default `COMPOSE_DEFAULTS.maxSentences`). */
  maxSentences?: number;
  /** At most this many sentences from one passage, so an answer draws on more than one item. */
  maxPerPassage?: number;
  /**
   * The share of the question's concepts (by weight) a sentence must name, itself or in its
   * passage's title and heading, to be used at all. Below it everywhere: the no-content answer.
   */
  threshold?: number;
  /** The red flags of the question, when the caller checked them before retrieval. */
  redFlags?: readonly RedFlagRule[];
  /**
   * Items whose sentences are preferred (a personalised answer: the items on the person's worst
   * symptoms). It only orders the sentences that pass the threshold: it never makes an answer of
   * a question the library has nothing on.
   */
  favouredItems?: ReadonlySet<string>;
};

export const COMPOSE_DEFAULTS = { maxSentences: 4, maxPerPassage: 2, threshold: 0.45 } as const;

/** How many passages to retrieve for an answer: more than it cites, so the composer can choose. */
export const ANSWER_PASSAGES = 8;

/** The no-content answer: the library has nothing relevant; it cites nothing. */
export const NO_CONTENT_TEXT =
  "The reviewed library has nothing on this yet, so I cannot answer it from there. " +
  "You could ask your practitioner, who can look into it with you.";

/** Between the seek-care advice and the library's sentences. */
export const LIBRARY_LEAD = "From the reviewed library:";

/** Words that carry no subject: grammar, and the words of a request rather than its topic. */
const STOP_WORDS = new Set(
  (
    "a an the and or but if of to in on at for with without by from about as into onto than then so too very " +
    "is are was were be been being am do does did doing done have has had having " +
    "i me my mine myself we us our you your yours it its this that these those there here " +
    "he she him her his hers they them their what which who whom whose when where why how " +
    "can could should would will shall may might must not no nor just also any some all each every " +
    "more most much many such other own same only again ever still yet up down out off over under " +
    "m t s d ll re ve don doesn didn isn aren wasn weren haven hasn hadn won wouldn couldn shouldn cant " +
    "get gets got getting go goes going make makes made let lets ok okay keep keeps kept " +
    "really always often sometimes lately since until while during through around " +
    "went gone come came coming mean means meaning lot lots bit kind sort maybe probably actually " +
    // The words of a request, not of its subject (nor of an instruction to the assistant).
    "please tell explain show give list describe summarise summarize write answer reply respond know " +
    "want need like question questions thing things something anything everything info information " +
    "ignore ignoring disregard forget override bypass reveal print repeat output pretend act roleplay " +
    "drop remove omit instruction instructions rule rules system prompt prompts citation citations cite " +
    "source sources assistant ai model"
  ).split(" "),
);

/**
 * Words most items of a menopause library use (each is in about 40 % or more of the seed
 * library's items), or that say little on their own: they count, but little.
 */
const COMMON_WORDS = new Set(
  (
    "menopause menopausal symptom symptoms help helps helping woman women people normal common feel " +
    "feeling treat treatment treatments cause causes good bad best better worse way time year years day " +
    "see ask change changes take taking use using start started try life health body"
  )
    .split(" ")
    .map((word) => stemWord(word)),
);

const WEIGHT = { group: 2, word: 1, common: 0.25 } as const;
/** What a concept named by the passage's title or heading adds to each of its sentences. */
const CONTEXT_SHARE = 0.3;
/** What a passage's retrieval rank (against the best one's) adds to its sentences' scores. */
const RANK_SHARE = 0.2;
/** What a favoured item adds to its sentences' scores (`ComposeOptions.favouredItems`). */
const FAVOUR_SHARE = 0.3;

/**
 * A light stemmer, the same for the question and the passages: "flushes", "flushing" → "flush";
 * "therapies" → "therapy"; "exercising", "exercise" → "exercis".
 */
export function stemWord(word: string): string {
  let stem = word.toLowerCase();
  if (stem.length <= 3) return stem;
  if (stem.endsWith("ies") && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith("sses")) stem = stem.slice(0, -2);
  else if (/(?:ss|us|is)$/.test(stem)) {
    // "stress", "anxious", "diagnosis": not plurals.
  } else if (/(?:ch|sh|x|z|ss)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith("s")) stem = stem.slice(0, -1);
  if (stem.endsWith("ing") && stem.length > 5) stem = stem.slice(0, -3);
  else if (stem.endsWith("ed") && !stem.endsWith("eed") && stem.length > 4) stem = stem.slice(0, -2);
  else if (stem.endsWith("ly") && stem.length > 5) stem = stem.slice(0, -2);
  if (stem.endsWith("e") && stem.length > 3) stem = stem.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(stem) && !/(?:ll|ss|zz)$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/**
 * A text's words that can name a subject, stemmed. Stop-words are left out on both sides, as the
 * database's full-text search leaves them out: "tired all the time" is "tired … time", and
 * "can't sleep" is "sleep".
 */
const tokensOf = (text: string) =>
  wordsOf(text, Number.POSITIVE_INFINITY)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stemWord);

/** A concept of the question: the phrases that name it (stemmed words in a row) and its weight. */
export type Concept = { phrases: string[][]; weight: number; common: boolean };

/** The question without markup: HTML tags and web addresses name no subject. */
const withoutMarkup = (question: string) =>
  question.replace(/<[^>]*>/g, " ").replace(/\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+/gi, " ");

/** The question's concepts: its synonym groups, then its other words that carry a subject. */
export function questionConcepts(question: string): Concept[] {
  const { groups, words } = expandQuery(withoutMarkup(question));
  const concepts: Concept[] = groups.map((group) => ({
    phrases: group.map(tokensOf),
    weight: WEIGHT.group,
    common: false,
  }));
  const seen = new Set<string>();
  for (const word of words) {
    if (word.length < 2 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const stem = stemWord(word);
    if (seen.has(stem)) continue;
    seen.add(stem);
    const common = COMMON_WORDS.has(stem);
    concepts.push({ phrases: [[stem]], weight: common ? WEIGHT.common : WEIGHT.word, common });
  }
  return concepts;
}

function containsPhrase(tokens: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= tokens.length; start += 1) {
    if (phrase.every((part, offset) => tokens[start + offset] === part)) return true;
  }
  return false;
}

const names = (concept: Concept, tokens: readonly string[]) =>
  concept.phrases.some((phrase) => containsPhrase(tokens, phrase));

/** Abbreviations whose full stop ends no sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|approx)\.$/i;

/** Inline Markdown and any HTML tag reduced to their text. */
function plainText(markdown: string): string {
  return markdown
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
export function passageSentences(markdown: string): string[] {
  const sentences: string[] = [];
  /** The last sentence of the paragraph before, when it ends in a colon. */
  let introduction: string | null = null;
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
    if (!isList) {
      const paragraph = splitSentences(plainText(items.join(" ")));
      sentences.push(...paragraph);
      if (paragraph.at(-1)?.endsWith(":")) introduction = paragraph.at(-1)!;
      continue;
    }
    const texts = items.map(plainText);
    if (before && texts.every((text) => /^[a-z]/.test(text))) {
      sentences.push(`${before} ${texts.map((text) => text.replace(/[.;,]$/, "")).join("; ")}.`);
      continue;
    }
    for (const text of texts) sentences.push(...splitSentences(/[.!?]$/.test(text) ? text : `${text}.`));
  }
  return sentences.filter(standsAlone);
}

/** Markdown's special characters escaped, so a sentence reads as the text it is. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|~#&]/g, "\\$&").replace(/^(\d+)([.)])/, "$1\\$2");
}

/** The seek-care advice of each red flag, one Markdown paragraph each: what a red-flag answer opens with. */
export function adviceParagraphs(redFlags: readonly RaisedRedFlag[]): string[] {
  return redFlags.map(({ advice }) => `**${escapeMarkdown(advice.title)}.** ${escapeMarkdown(advice.body)}`);
}

type Candidate = {
  text: string;
  passage: number;
  position: number;
  score: number;
};

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Composes the answer to `question` from `passages` (the retrieval's, best first). Pure: the same
 * question, passages and options always give the same answer.
 */
export function composeAnswer(
  question: string,
  passages: readonly RetrievedPassage[],
  options: ComposeOptions = {},
): ComposedAnswer {
  const maxSentences = Math.max(1, options.maxSentences ?? COMPOSE_DEFAULTS.maxSentences);
  const maxPerPassage = Math.max(1, options.maxPerPassage ?? COMPOSE_DEFAULTS.maxPerPassage);
  const threshold = options.threshold ?? COMPOSE_DEFAULTS.threshold;
  const redFlags: RaisedRedFlag[] = (options.redFlags ?? checkRedFlags(question)).map(
    ({ id, urgency, advice }) => ({ id, urgency, advice }),
  );

  const concepts = questionConcepts(question);
  const total = sum(concepts.map((concept) => concept.weight));
  const candidates: Candidate[] = [];
  const bestRank = Math.max(0, ...passages.map((passage) => passage.rank));
  const weightOf = (named: Concept[]) => sum(named.map((concept) => concept.weight));
  passages.forEach((passage, index) => {
    const context = tokensOf(`${passage.title} ${passage.heading ?? ""}`);
    const inContext = concepts.filter((concept) => names(concept, context));
    const rankScore =
      (bestRank > 0 ? (RANK_SHARE * passage.rank) / bestRank : 0) +
      (options.favouredItems?.has(passage.contentId) ? FAVOUR_SHARE : 0);
    passageSentences(passage.text).forEach((text, position) => {
      const tokens = tokensOf(text);
      const direct = concepts.filter((concept) => names(concept, tokens));
      if (direct.length === 0) return;
      const contextOnly = inContext.filter((concept) => !direct.includes(concept));
      // The question's concepts must meet in the sentence and its headings: enough of them, and
      // more than the library's common words.
      const covered = [...direct, ...contextOnly];
      if (covered.every((concept) => concept.common) || weightOf(covered) / total < threshold) return;
      // What the title and heading name counts again: their passage is about it.
      const score = (weightOf(direct) + CONTEXT_SHARE * weightOf(inContext)) / total + rankScore;
      candidates.push({ text, passage: index, position, score });
    });
  });

  // The best sentences first (ties: the better passage, then the earlier sentence), at most
  // `maxPerPassage` from one passage, never the same sentence twice.
  candidates.sort((a, b) => b.score - a.score || a.passage - b.passage || a.position - b.position);
  const chosen: Candidate[] = [];
  const perPassage = new Map<number, number>();
  const seen = new Set<string>();
  for (const candidate of candidates) {
    if (chosen.length >= maxSentences) break;
    const key = candidate.text.toLowerCase();
    const used = perPassage.get(candidate.passage) ?? 0;
    if (used >= maxPerPassage || seen.has(key)) continue;
    chosen.push(candidate);
    perPassage.set(candidate.passage, used + 1);
    seen.add(key);
  }

  // Read in passages, the one with the best sentence first, and each passage's sentences in order.
  const passageOrder = [...new Set(chosen.map((candidate) => candidate.passage))];
  chosen.sort(
    (a, b) => passageOrder.indexOf(a.passage) - passageOrder.indexOf(b.passage) || a.position - b.position,
  );

  const citations: Citation[] = [];
  const numberOf = (passage: RetrievedPassage): number => {
    const cited = citations.find((citation) => citation.contentId === passage.contentId);
    if (cited) return cited.n;
    citations.push({ n: citations.length + 1, contentId: passage.contentId, title: passage.title });
    return citations.length;
  };
  const sentences: AnswerSentence[] = chosen.map((candidate) => ({
    text: candidate.text,
    citations: [numberOf(passages[candidate.passage]!)],
  }));

  const paragraphs = adviceParagraphs(redFlags);
  if (sentences.length === 0) {
    paragraphs.push(NO_CONTENT_TEXT);
  } else {
    if (redFlags.length > 0) paragraphs.push(LIBRARY_LEAD);
    let current: string[] = [];
    sentences.forEach((sentence, index) => {
      current.push(`${escapeMarkdown(sentence.text)} [${sentence.citations.join("][")}]`);
      if (chosen[index + 1]?.passage !== chosen[index]!.passage) {
        paragraphs.push(current.join(" "));
        current = [];
      }
    });
  }

  return {
    kind: redFlags.length > 0 ? "red-flag" : sentences.length > 0 ? "answer" : "no-content",
    text: paragraphs.join("\n\n"),
    citations,
    sentences,
    redFlags,
  };
}
