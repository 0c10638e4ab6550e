/**
 * A question's concepts weighed by the library's vocabulary: a concept in few passages says more
 * than one in many (inverse document frequency, as BM25 weighs terms); a concept the lexicon knows
 * (a symptom, a treatment, a test) counts more than a word of the question's own; a word the
 * library never uses is read as the library's closest word when it is a likely misspelling, and
 * otherwise counts only against the answer (it names something the library does not cover).
 */
import type { AnalyzedQuery, QueryConcept } from "./analyze";
import { wordsIn } from "./analyze";
import { informativeness } from "./dictionary";
import type { VocabularyFacts } from "./vocabulary";

/** What the database searches for a concept: phrases to stem, or lexemes already stemmed. */
export type ConceptSearch = { phrases: string[]; lexemes: string[] };

export type WeighedConcept = QueryConcept & {
  /** Its share of the question (0: the library cannot match it). */
  weight: number;
  search: ConceptSearch;
  /** In how many passages it occurs, at most (the most frequent of its phrases). */
  passages: number;
  /** The library word a misspelt word was read as. */
  correctedTo?: string;
  /**
   * Names what the question is about on its own: a concept of the lexicon named plainly (not a
   * weak phrase, a stage of life or a broad word), or a word that is no everyday English word
   * ("denosumab", "sneeze") or a misspelling the library corrected.
   */
  strong: boolean;
};

export type WeighedQuery = Omit<AnalyzedQuery, "concepts"> & {
  concepts: WeighedConcept[];
  /** The weight of the question's words the library has nothing for (they count against an answer). */
  unknownWeight: number;
  /** The passages in the library. */
  corpus: number;
};

/** The weights' parts (tuned on the evaluation's tuning half). */
export const WEIGHTS = {
  /** A lexicon concept against a word of the question's own. */
  group: 2,
  word: 1,
  /** A broad concept's share ("menopause", a common word). */
  broad: 0.25,
  /** A word's inverse document frequency is capped: one rare word must not outweigh a symptom. */
  wordIdfMax: 2,
  /** A lexicon concept's inverse document frequency is at least this: common symptoms still count. */
  groupIdfMin: 1,
  /** …and at most this: a rare concept of the lexicon is not worth many common ones. */
  groupIdfMax: 2.2,
  /** A stage of life ("in peri"), and a concept named only weakly ("leaking"), count this much. */
  context: 0.5,
  weak: 0.5,
  /** A corrected word counts this much of what the word it was read as would. */
  corrected: 0.8,
  /** A word the library does not have, against the answer. */
  unknown: 2,
} as const;

/** BM25's inverse document frequency of a concept in `passages` of `corpus` passages. */
export function inverseFrequency(passages: number, corpus: number): number {
  return Math.log(1 + (Math.max(corpus, passages) - passages + 0.5) / (passages + 0.5));
}

/** The words of every phrase the database will be asked about, and which may be corrected. */
export function wordsToLookUp(query: AnalyzedQuery): { word: string; correct: boolean }[] {
  const phraseWords = (concept: QueryConcept) =>
    concept.find.flatMap((phrase) => wordsIn(phrase).map((word) => ({ word, correct: false })));
  return query.concepts.flatMap((concept) =>
    concept.kind === "word"
      ? [
          ...concept.find.map((word) => ({ word, correct: concept.find.length === 1 })),
          ...(concept.misspeltGroup ? phraseWords(concept.misspeltGroup) : []),
        ]
      : phraseWords(concept),
  );
}

/** How many passages a phrase can be in: its rarest word's count (0 when a word is in none). */
function phrasePassages(phrase: string, facts: VocabularyFacts): number {
  const counts = wordsIn(phrase).flatMap((word) => {
    const fact = facts.words.get(word);
    // A stop-word (no lexeme) does not narrow the phrase.
    return fact && fact.lexeme === null ? [] : [fact?.passages ?? 0];
  });
  return counts.length === 0 ? 0 : Math.min(...counts);
}

export function weighQuery(query: AnalyzedQuery, facts: VocabularyFacts): WeighedQuery {
  const corpus = Math.max(1, facts.passages);
  // A stage of life is the subject when the question names nothing else ("peri vs menopause").
  const onlyStages = query.concepts.every((concept) => concept.broad || concept.context);
  const onlyBroad = query.concepts.length > 0 && query.concepts.every((concept) => concept.broad);
  if (onlyBroad)
    query = { ...query, concepts: query.concepts.map((concept) => ({ ...concept, broad: false })) };
  let unknownWeight = 0;
  const weigh = (concept: QueryConcept): WeighedConcept => {
    if (concept.kind === "group") {
      const found = concept.find.filter((phrase) => phrasePassages(phrase, facts) > 0);
      const passages = Math.max(0, ...found.map((phrase) => phrasePassages(phrase, facts)));
      const idf = Math.min(
        WEIGHTS.groupIdfMax,
        Math.max(WEIGHTS.groupIdfMin, inverseFrequency(passages, corpus)),
      );
      const scale =
        concept.prior *
        WEIGHTS.group *
        (concept.broad ? WEIGHTS.broad : 1) *
        (concept.context && !onlyStages ? WEIGHTS.context : 1) *
        (concept.weak ? WEIGHTS.weak : 1);
      const weight = found.length === 0 ? 0 : scale * idf;
      const strong = !concept.broad && !concept.weak && (!concept.context || onlyStages);
      return { ...concept, weight, passages, search: { phrases: found, lexemes: [] }, strong };
    }
    const phrases = concept.find.filter((word) => (facts.words.get(word)?.passages ?? 0) > 0);
    const scale =
      concept.prior * WEIGHTS.word * (concept.broad ? WEIGHTS.broad : 1) * informativeness(concept.key);
    if (phrases.length > 0) {
      const passages = Math.max(...phrases.map((word) => facts.words.get(word)!.passages));
      const idf = Math.min(WEIGHTS.wordIdfMax, inverseFrequency(passages, corpus));
      const strong = !concept.broad && informativeness(concept.key) === 1;
      return { ...concept, weight: scale * idf, passages, search: { phrases, lexemes: [] }, strong };
    }
    const fact = facts.words.get(concept.find[0]!);
    // A misspelling of a lexicon concept ("perimenapause") is that concept, when the library has
    // no such word.
    if (concept.misspeltGroup) {
      const group = weigh(concept.misspeltGroup);
      if (group.weight > 0)
        return { ...group, weight: group.weight * WEIGHTS.corrected, correctedTo: group.key };
    }
    if (fact?.correction) {
      const { lexeme, passages } = fact.correction;
      const idf = Math.min(WEIGHTS.wordIdfMax, inverseFrequency(passages, corpus));
      return {
        ...concept,
        weight: scale * idf * WEIGHTS.corrected,
        passages,
        search: { phrases: [], lexemes: [lexeme] },
        // The library's word is known by its stem only: it names any word that begins so.
        say: [[`${lexeme}*`]],
        correctedTo: lexeme,
        strong: !concept.broad,
      };
    }
    // A stop-word to the stemmer names nothing; any other word is one the library lacks.
    if (fact?.lexeme) unknownWeight += scale * WEIGHTS.unknown;
    return { ...concept, weight: 0, passages: 0, search: { phrases: [], lexemes: [] }, strong: false };
  };
  // A concept named twice (a misspelling of a group the question also names) counts once.
  const concepts: WeighedConcept[] = [];
  for (const concept of query.concepts.map(weigh)) {
    const same = concepts.find((other) => other.key === concept.key && other.kind === concept.kind);
    if (!same) concepts.push(concept);
    else same.weight = Math.max(same.weight, concept.weight);
  }
  // A broad concept ("menopause") is the subject when it is all the question names.
  const searched = concepts.filter((concept) => concept.weight > 0);
  if (searched.length > 0 && searched.every((concept) => concept.broad)) {
    for (const concept of searched) {
      concept.broad = false;
      concept.strong = true;
      concept.weight /= WEIGHTS.broad;
    }
  }
  return { ...query, concepts, unknownWeight, corpus };
}
