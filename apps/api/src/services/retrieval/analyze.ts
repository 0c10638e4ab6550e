/**
 * A question or search as the retrieval engine reads it, before the database is asked anything:
 * its words without markup, asides and the person's own particulars ("I'm 52", "two years since my
 * last period"), the concepts it names (a group of the lexicon, or a word of its own), and what it
 * asks (its intents). Pure: the same text always gives the same analysis.
 */
import { closestCommonWord, isEnglishWord } from "./dictionary";
import { intentsOf, type Intent } from "./intents";
import {
  COMPOUND_RULES,
  CONCEPT_GROUPS,
  COMMON_WORDS,
  lightStem,
  SPELLING_VARIANTS,
  STOP_WORDS,
} from "./lexicon";

/** One thing the question names. */
export type QueryConcept = {
  /** The group's id, or the word itself. */
  key: string;
  kind: "group" | "word";
  /**
   * The phrases (light stems in a row) that name it in a question or a passage: what people say
   * and what the library writes (a part ending in `*` matches any word it begins).
   */
  say: string[][];
  /** The phrases searched for in the database. */
  find: string[];
  /** Says little on its own (a broad group, a common word): never makes a question answerable alone. */
  broad: boolean;
  /** A stage of life, more often the person's situation than the question (counts for less). */
  context: boolean;
  /** Named only by phrases that name it weakly ("leaking"): counts for less. */
  weak: boolean;
  /** A treatment or medicine ("it" in "how long would I be on it?"). */
  treatment?: boolean;
  /** How much the question leans on it, before the library's word counts (1: the question's own). */
  prior: number;
  /** The words of the question that named it. */
  source: string;
  /**
   * For a word the lexicon does not have: the lexicon's concept it is likely a misspelling of
   * ("perimenapause"), taken when the library has no such word either.
   */
  misspeltGroup?: QueryConcept;
};

/** What the question says about the person, which is not what it is about. */
export type PersonalContext = {
  age?: number;
  /** Months since her last period, when she said. */
  monthsSinceLastPeriod?: number;
  /** She said her periods have stopped. */
  periodsStopped?: boolean;
};

export type AnalyzedQuery = {
  /** The question as analysed: one line, without markup. */
  text: string;
  concepts: QueryConcept[];
  intents: Intent[];
  /** The intents are the earlier question's: the follow-up says nothing of what it asks. */
  intentsInherited?: boolean;
  context: PersonalContext;
};

/** Words of a text (letters and digits), lower case, apostrophes joined ("can't" → "cant"). */
export function wordsIn(text: string): string[] {
  const lower = text.toLowerCase();
  // Accents folded only where there are any (most text is plain ASCII).
  const folded = /[^\p{ASCII}]/u.test(lower) ? lower.normalize("NFKD").replace(/\p{M}/gu, "") : lower;
  return folded.replace(/(\p{L})['’](\p{L})/gu, "$1$2").match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Light stems of a text's words, in order (stop-words kept: phrases need them). */
export const stemsOf = (text: string): string[] => wordsIn(text).map(lightStem);

/** The text without HTML, Markdown links' targets and web addresses: none of them names a subject. */
export function withoutMarkup(text: string): string {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S+/gi, " ")
    .replace(/\bjavascript:\S*/gi, " ");
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eighteen: 18,
  "18": 18,
};
const NUMBER = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen)`;
const numberOf = (word: string) => NUMBER_WORDS[word] ?? Number(word);

/** Phrases about the person: taken out of the text the concepts are read from. */
const CONTEXT_PATTERNS: {
  pattern: RegExp;
  read?: (match: RegExpExecArray, context: PersonalContext) => void;
}[] = [
  {
    // "two years since my last period", "18 months since my last period"
    pattern: new RegExp(
      String.raw`\b${NUMBER}\s*(years?|yrs?|months?|mths?)\s+(since|after|from)\s+(my|her|the)?\s*(last|final)\s+(period|bleed|menstrual period)\b`,
      "g",
    ),
    read: (match, context) => {
      const count = numberOf(match[1]!);
      context.monthsSinceLastPeriod = /^y/.test(match[2]!) ? count * 12 : count;
    },
  },
  {
    // "my last period was 14 months ago", "last period 2 years ago"
    pattern: new RegExp(
      String.raw`\b(my|her)?\s*(last|final)\s+(period|bleed)\s+(was\s+)?(about\s+|around\s+|over\s+)?${NUMBER}\s*(years?|yrs?|months?|mths?)\s+ago\b`,
      "g",
    ),
    read: (match, context) => {
      const count = numberOf(match[6]!);
      context.monthsSinceLastPeriod = /^y/.test(match[7]!) ? count * 12 : count;
    },
  },
  {
    // "no period for 2 years", "haven't had a period in 14 months"
    pattern: new RegExp(
      String.raw`\b(no|not\s+had\s+a|havent\s+had\s+a|have\s+not\s+had\s+a|hadnt\s+had\s+a)\s+period\s+(for|in)\s+(over\s+|about\s+)?${NUMBER}\s*(years?|yrs?|months?|mths?)\b`,
      "g",
    ),
    read: (match, context) => {
      const count = numberOf(match[4]!);
      context.monthsSinceLastPeriod = /^y/.test(match[5]!) ? count * 12 : count;
    },
  },
  {
    // "since my periods stopped", "my periods have just stopped", "my period has finished"
    pattern:
      /\b(since\s+)?(my|her)\s+periods?\s+(have\s+|has\s+|had\s+)?(just\s+|completely\s+|finally\s+|totally\s+)?(stopped|ended|finished|dried\s+up)\b/g,
    read: (_match, context) => {
      context.periodsStopped = true;
    },
  },
  {
    // "i'm 52", "i am 47", "im 51"
    pattern: /\b(i am|im|i m|iam|shes|she is|she s)\s+(\d{2})\b(\s*(years?|yrs?)\s*old)?/g,
    read: (match, context) => {
      context.age = Number(match[2]);
    },
  },
  {
    // "52 years old", "52yo", "52 yrs", "(52f)", "age 52", "aged 52", "51 btw"
    pattern:
      /\b(age|aged)\s+(\d{2})\b|\b(\d{2})\s*(years?\s*old|yrs?\s*old|yrs?|yo|y\/o|f)\b|\b(\d{2})\s+(btw|lol|fyi)\b|\bat\s+(\d{2})\b(?=\s*(and|,|\.|!|\?|$))/g,
    read: (match, context) => {
      const age = Number(match[2] ?? match[3] ?? match[5] ?? match[7]);
      if (age >= 18 && age <= 99) context.age ??= age;
    },
  },
];

/** The person's particulars, and the text without them. */
export function personalContextOf(text: string): { rest: string; context: PersonalContext } {
  const context: PersonalContext = {};
  let rest = ` ${text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/(\p{L})'(\p{L})/gu, "$1$2")} `;
  for (const { pattern, read } of CONTEXT_PATTERNS) {
    rest = rest.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      read?.(match, context);
      return " ";
    });
  }
  return { rest: rest.trim(), context };
}

type GroupPhrase = { group: number; parts: string[]; weak: boolean };
/** Every phrase of every group, the longest first (so "hot flush" is read before "flush"). */
const GROUP_PHRASES: GroupPhrase[] = CONCEPT_GROUPS.flatMap((group, index) =>
  group.say.map((phrase) => ({
    group: index,
    parts: stemsOf(phrase),
    weak: (group.weak ?? []).includes(phrase),
  })),
)
  .filter((phrase) => phrase.parts.length > 0)
  .sort((a, b) => b.parts.length - a.parts.length || a.group - b.group);
/** Each phrase's first stem, for a quick look-up. */
const PHRASES_BY_FIRST = new Map<string, GroupPhrase[]>();
for (const phrase of GROUP_PHRASES) {
  const list = PHRASES_BY_FIRST.get(phrase.parts[0]!) ?? [];
  list.push(phrase);
  PHRASES_BY_FIRST.set(phrase.parts[0]!, list);
}
const SPELLINGS = new Map<string, readonly string[]>(
  SPELLING_VARIANTS.flatMap((variants) => variants.map((word) => [word, variants] as const)),
);

/** The lexicon's single words, for reading a misspelt word as one of them. */
const LEXICON_WORDS: { word: string; group: number }[] = CONCEPT_GROUPS.flatMap((group, index) =>
  group.say.filter((phrase) => /^[a-z]+$/.test(phrase)).map((word) => ({ word, group: index })),
);
const LEXICON_STEMS = new Set(GROUP_PHRASES.flatMap((phrase) => phrase.parts));

/**
 * The edit distance of two words (insertions, deletions, substitutions and swaps of neighbours),
 * or `max + 1` once it is more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, (_, index) => index);
  let previous = before;
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      row.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > max) return max + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/**
 * The lexicon group a word is likely a misspelling of: not an English word nor the lexicon's, and
 * one edit from a lexicon word (two from 8 letters).
 */
function misspeltGroupOf(word: string): number | undefined {
  if (word.length < 6 || LEXICON_STEMS.has(lightStem(word)) || isEnglishWord(word)) return undefined;
  const max = word.length >= 8 ? 2 : 1;
  let best: { group: number; distance: number } | undefined;
  for (const { word: known, group } of LEXICON_WORDS) {
    if (known.length < 5) continue;
    const distance = editDistance(word, known, max);
    if (distance <= max && (!best || distance < best.distance)) best = { group, distance };
  }
  return best?.group;
}

function groupConcept(index: number, prior: number, source: string, weak = false): QueryConcept {
  const definition = CONCEPT_GROUPS[index]!;
  return {
    key: definition.id,
    kind: "group",
    say: [...new Set([...definition.say, ...(definition.find ?? [])])].map(stemsOf),
    find: [...(definition.find ?? definition.say)],
    broad: definition.broad ?? false,
    context: definition.context ?? false,
    weak,
    treatment: definition.treatment ?? false,
    prior,
    source,
  };
}

/**
 * Words that say what is asked rather than what about ("how long", "fix", "options"): the
 * intents read them, so they are no concept of their own.
 */
const INTENT_WORDS: ReadonlySet<string> = new Set(
  (
    "long fix fixes fixed cure cures cured sort sorted manage managing cope coping deal dealing ease easing " +
    "relief relieve relieves tips tip options option worth inevitable inevitably end ends ending " +
    "work works working worked happen happens happening happened affect affects " +
    "difference differences different between vs versus compare compared comparison term"
  ).split(" "),
);

/** A follow-up about taking something it does not name ("how long would I be on it?"). */
const TAKING_IT =
  /\b(on|take|taking|took|use|using|used|stop|stopping|start|starting|started|try|trying|tried|come off|coming off)\s+(it|them|that|this|these)\b/i;

/** At most this many concepts from one question: the rest of a very long message adds nothing. */
export const MAX_CONCEPTS = 24;

/** The concepts a text names: the lexicon's groups, then its other words that can name a subject. */
export function conceptsOf(text: string, prior = 1): QueryConcept[] {
  const words = wordsIn(text);
  const stems = words.map(lightStem);
  const used = new Array<boolean>(words.length).fill(false);
  const concepts: QueryConcept[] = [];
  const groupsSeen = new Map<number, QueryConcept>();
  for (let start = 0; start < stems.length; start += 1) {
    if (used[start]) continue;
    const candidates = PHRASES_BY_FIRST.get(stems[start]!) ?? [];
    for (const { group, parts, weak } of candidates) {
      if (start + parts.length > stems.length) continue;
      let fits = true;
      for (let offset = 0; offset < parts.length; offset += 1) {
        if (used[start + offset] || stems[start + offset] !== parts[offset]) {
          fits = false;
          break;
        }
      }
      if (!fits) continue;
      used.fill(true, start, start + parts.length);
      const source = words.slice(start, start + parts.length).join(" ");
      const seen = groupsSeen.get(group);
      if (seen) {
        seen.source = `${seen.source}, ${source}`;
        seen.weak &&= weak;
      } else {
        const concept = groupConcept(group, prior, source, weak);
        groupsSeen.set(group, concept);
        concepts.push(concept);
      }
      break;
    }
  }
  // Concepts named in pieces ("sex … really hurt"): their words stay words of the question too.
  const stemSet = new Set(stems);
  for (const rule of COMPOUND_RULES) {
    const index = CONCEPT_GROUPS.findIndex((group) => group.id === rule.group);
    if (index < 0 || groupsSeen.has(index)) continue;
    const named = rule.needs.some(
      (need) =>
        [...groupsSeen.values()].some((concept) => concept.key === need) || stemSet.has(lightStem(need)),
    );
    const found = rule.with.find((word) => stemSet.has(lightStem(word)));
    if (!named || found === undefined) continue;
    const concept = groupConcept(index, prior, found);
    groupsSeen.set(index, concept);
    concepts.push(concept);
  }
  const wordsSeen = new Set<string>();
  words.forEach((written, index) => {
    if (used[index]) return;
    // A misspelt everyday word is that word ("evry" is "every", a stop-word), unless it may be a
    // misspelling of the lexicon's.
    const word =
      written.length >= 4 &&
      !/\d/.test(written) &&
      !isEnglishWord(written) &&
      misspeltGroupOf(written) === undefined
        ? (closestCommonWord(written, editDistance) ?? written)
        : written;
    if (STOP_WORDS.has(word) || INTENT_WORDS.has(word) || word.length < 2 || /^\d+$/.test(word)) return;
    const stem = lightStem(word);
    if (wordsSeen.has(stem) || STOP_WORDS.has(stem)) return;
    wordsSeen.add(stem);
    const variants = SPELLINGS.get(word) ?? [word];
    const misspelt = variants.length === 1 ? misspeltGroupOf(word) : undefined;
    concepts.push({
      ...(misspelt === undefined ? {} : { misspeltGroup: groupConcept(misspelt, prior, word) }),
      key: word,
      kind: "word",
      say: variants.map((variant) => [lightStem(variant)]),
      find: [...variants],
      broad: COMMON_WORDS.has(word) || COMMON_WORDS.has(stem),
      context: false,
      weak: false,
      prior,
      source: word,
    });
  });
  return concepts.slice(0, MAX_CONCEPTS);
}

/**
 * The analysis of a question. `earlier` are the chat's earlier questions, newest last: a
 * follow-up keeps their concepts at a lower weight, so "how long would I be on it?" after a
 * question on HRT is a question on HRT.
 */
export function analyzeQuery(question: string, earlier: readonly string[] = []): AnalyzedQuery {
  const clean = withoutMarkup(question).replace(/\s+/g, " ").trim();
  const { rest, context } = personalContextOf(clean);
  const concepts = conceptsOf(rest);
  const intents = intentsOf(clean);
  // A follow-up: the earlier questions' concepts count for less, the nearest most. A question
  // that names a subject of its own leans on them less than one that names none ("and at night?").
  const ownStrong = concepts.filter((concept) => !concept.broad).length;
  const keys = new Set(concepts.map((concept) => concept.key));
  [...earlier].reverse().forEach((previous, distance) => {
    const prior = (ownStrong > 0 ? 0.5 : 0.8) / (distance + 1);
    const text = personalContextOf(withoutMarkup(previous)).rest;
    const stems = stemsOf(text);
    for (const concept of conceptsOf(text, prior)) {
      if (keys.has(concept.key)) continue;
      keys.add(concept.key);
      // What was named last is what "it" most likely means ("… thinking of HRT. How long would I
      // be on it?"): a concept counts more the later it comes in the earlier question.
      const first = stemsOf(concept.source.split(",")[0] ?? "")[0];
      const at = first === undefined ? -1 : stems.indexOf(first);
      const recency = at < 0 || stems.length < 2 ? 1 : 0.6 + (0.4 * at) / (stems.length - 1);
      // "Be on it", "take it", "stop it": "it" is a treatment the chat named.
      const referent = TAKING_IT.test(clean) ? (concept.treatment ? 1.6 : 0.8) : 1;
      concepts.push({ ...concept, prior: concept.prior * recency * referent });
    }
  });
  const intentsInherited = intents.length === 0 && earlier.length > 0;
  if (intentsInherited) intents.push(...intentsOf(withoutMarkup(earlier.at(-1)!)));
  return {
    text: clean,
    concepts: concepts.slice(0, MAX_CONCEPTS * 2),
    intents,
    ...(intentsInherited ? { intentsInherited } : {}),
    context,
  };
}
