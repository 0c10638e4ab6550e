/**
 * The second look at the database's best passages: what each one answers of the question (which
 * concepts it names, whether its heading answers what is asked), how well it covers the question,
 * and the preferences of the asker (a personalised chat's topics, the article a chat is about, the
 * items a chat has cited). Pure: the same candidates always rank the same.
 */
import { containsPhrase, headingAnswers, sentenceCues, type Intent } from "./intents";
import { stemsOf } from "./analyze";
import type { WeighedConcept, WeighedQuery } from "./weigh";

/** What an item's best evidence adds to a passage's score (the database orders by the same). */
export const ITEM_SHARE = 0.5;

/** A passage the database found, with each concept's rank (ts_rank against it, per concept). */
export type Candidate = {
  id: string;
  contentId: string;
  position: number;
  audience: string;
  title: string;
  /** The item's summary (what the whole article is about). */
  summary: string;
  heading: string | null;
  text: string;
  topics: string[];
  /** ts_rank against each searched concept, in the order of `searched` concepts. */
  ranks: number[];
  /** The database's score (the weighted sum of the ranks). */
  score: number;
  /** The same for the item's best rank of each concept over all its passages. */
  itemScore: number;
  /** The share of the question the item names, over all its passages. */
  itemCoverage: number;
};

export type RankPreferences = {
  /** Topics of a personalised chat (the person's worst symptoms). */
  boostTopics?: readonly string[];
  /** The article a chat is about ("Ask about this article"). */
  referenceItem?: string | null;
  /** Items the chat's earlier answers cited. */
  citedBefore?: readonly string[];
  /** Items for this audience first, when both may be read (a practitioner: those for practitioners). */
  preferAudience?: "clients" | "practitioners" | null;
};

export type RankedPassage = Candidate & {
  /** The final score. */
  relevance: number;
  /** The concepts it names (keys). */
  matched: string[];
  /** The share of the question's weight it names, unknown words counted. */
  coverage: number;
  /** The most of the question's weight one of its sentences names. */
  sentenceCoverage: number;
  /** Its heading answers the question's main intent. */
  answersIntent: boolean;
};

/** The parts of the final score (tuned on the evaluation's tuning half). */
export const RANKING = {
  /** A passage naming more of the question gains up to this share. */
  coverage: 0.7,
  /** A passage of an item naming more of the question (in any of its passages) gains up to this. */
  itemCoverage: 0.3,
  /** A passage whose heading answers the main intent. */
  intentHeading: 0.15,
  /** A passage whose heading answers another intent of the question. */
  otherIntentHeading: 0.12,
  /** A passage with a sentence naming a concept in the words of the main intent ("last … years"). */
  intentText: 0.15,
  /** A passage with one sentence naming several of the question's concepts, by the share they make. */
  sentence: 1,
  /** A passage naming the question's concepts in its own heading and text, by the share they make. */
  body: 1.5,
  /** A passage of an item whose title and summary name the question's concepts, by their share. */
  about: 0.5,
  /** The first passage of an item (its opening, with the summary) for "what is" questions. */
  opening: 0.15,
  boostTopic: 0.15,
  referenceItem: 0.5,
  citedBefore: 0.15,
  preferredAudience: 0.3,
} as const;

/** The concepts that are searched (weight above 0), in the order the database ranks them. */
export const searchedConcepts = (query: WeighedQuery): WeighedConcept[] =>
  query.concepts.filter((concept) => concept.weight > 0);

/**
 * What a concept counts towards covering the question: its weight, but nothing for a broad one
 * ("menopause", "started"), which ranks passages without saying what the question is about.
 */
export const coverageWeight = (concept: WeighedConcept) => (concept.broad ? 0 : concept.weight);

/** The total weight an answer is measured against: every concept, and the words the library lacks. */
export function questionWeight(query: WeighedQuery): number {
  return (
    searchedConcepts(query).reduce((sum, concept) => sum + coverageWeight(concept), 0) + query.unknownWeight
  );
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

/**
 * The most of the question's weight (`total`) that one sentence of the text names: concepts that
 * meet in a sentence ("frequent hot flushes may be a sign of higher heart risk") answer a question
 * that joins them better than a passage naming each somewhere.
 */
function sentenceCoverage(text: string, concepts: readonly WeighedConcept[], total: number): number {
  let best = 0;
  for (const sentence of sentencesOf(text)) {
    const tokens = stemsOf(sentence);
    const named = concepts.filter((concept) => concept.say.some((phrase) => containsPhrase(tokens, phrase)));
    best = Math.max(best, named.reduce((sum, concept) => sum + coverageWeight(concept), 0) / total);
  }
  return best;
}

/** Whether a sentence of the text names one of the concepts in the words of the intent. */
function intentInText(intent: Intent, text: string, concepts: readonly WeighedConcept[]): boolean {
  return sentencesOf(text).some((sentence) => {
    const tokens = stemsOf(sentence);
    return (
      sentenceCues(intent, tokens) > 0 &&
      concepts.some((concept) => concept.say.some((phrase) => containsPhrase(tokens, phrase)))
    );
  });
}

export function rankCandidates(
  query: WeighedQuery,
  candidates: readonly Candidate[],
  preferences: RankPreferences = {},
): RankedPassage[] {
  const concepts = searchedConcepts(query);
  const total = Math.max(questionWeight(query), 1e-9);
  const [mainIntent, ...otherIntents] = query.intents;
  const boost = new Set(preferences.boostTopics ?? []);
  const cited = new Set(preferences.citedBefore ?? []);
  const combined = (candidate: Candidate) => candidate.score + ITEM_SHARE * candidate.itemScore;
  const best = Math.max(1e-9, ...candidates.map(combined));
  return candidates
    .map((candidate): RankedPassage => {
      const matched = concepts.filter((_, index) => (candidate.ranks[index] ?? 0) > 0);
      const coverage = matched.reduce((sum, concept) => sum + coverageWeight(concept), 0) / total;
      const heading = candidate.heading ? stemsOf(candidate.heading) : [];
      const answersIntent = mainIntent !== undefined && headingAnswers(mainIntent, heading);
      const answersOther = otherIntents.some((intent: Intent) => headingAnswers(intent, heading));
      let relevance =
        combined(candidate) / best +
        RANKING.coverage * coverage +
        RANKING.itemCoverage * candidate.itemCoverage;
      const together = sentenceCoverage(candidate.text, matched, total);
      relevance += RANKING.sentence * together;
      // What the passage itself names (its heading and text, not only its item's title).
      const own = stemsOf(`${candidate.heading ?? ""}\n${candidate.text}`);
      const body =
        matched
          .filter((concept) => concept.say.some((phrase) => containsPhrase(own, phrase)))
          .reduce((sum, concept) => sum + coverageWeight(concept), 0) / total;
      relevance += RANKING.body * body;
      // What the item is about: the concepts its title and summary name.
      const about = stemsOf(`${candidate.title}\n${candidate.summary}`);
      relevance +=
        (RANKING.about *
          matched
            .filter((concept) => concept.say.some((phrase) => containsPhrase(about, phrase)))
            .reduce((sum, concept) => sum + coverageWeight(concept), 0)) /
        total;
      if (answersIntent) relevance += RANKING.intentHeading;
      if (mainIntent && intentInText(mainIntent, candidate.text, matched)) relevance += RANKING.intentText;
      else if (answersOther) relevance += RANKING.otherIntentHeading;
      if (candidate.position === 0 && mainIntent === "what-is") {
        relevance += RANKING.opening;
      }
      if (candidate.topics.some((topic) => boost.has(topic))) relevance += RANKING.boostTopic;
      if (preferences.referenceItem === candidate.contentId) relevance += RANKING.referenceItem;
      if (cited.has(candidate.contentId)) relevance += RANKING.citedBefore;
      if (preferences.preferAudience && candidate.audience === preferences.preferAudience) {
        relevance += RANKING.preferredAudience;
      }
      return {
        ...candidate,
        relevance,
        matched: matched.map((concept) => concept.key),
        coverage,
        sentenceCoverage: together,
        answersIntent,
      };
    })
    .sort(
      (a, b) =>
        b.relevance - a.relevance || a.contentId.localeCompare(b.contentId) || a.position - b.position,
    );
}
