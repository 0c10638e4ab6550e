/**
 * The second look at the database's best passages: what each one answers of the question (which
 * concepts it names, whether its heading answers what is asked), how well it covers the question,
 * and the preferences of the asker (a personalised chat's topics, the article a chat is about, the
 * items a chat has cited). Pure: the same candidates always rank the same.
 */
import { answersIntentText, headingAnswers, sentenceCues, TokenIndex, type Intent } from "./intents";
import { stemsOf } from "./analyze";
import { lightStem } from "./lexicon";
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
  /** A passage with a sentence naming a concept in the words of the main intent. */
  intentText: 0.15,
  /** For each sentence (up to three) saying what the main intent asks about a named concept. */
  intentEvidence: 0.05,
  /** A passage with one sentence naming several of the question's concepts, by the share they make. */
  sentence: 1,
  /** A passage naming the question's concepts in its own heading and text, by the share they make. */
  body: 1.5,
  /** A passage of an item whose title and summary name the question's concepts, by their share. */
  about: 0.5,
  /** …and whose title's first words name them. */
  titleHead: 1,
  /** Taken from a "When to see a clinician" section when that is not what is asked. */
  offIntentSeeing: 0.2,
  /** The first passage of an item (its opening, with the summary) for "what is" questions. */
  opening: 0.15,
  boostTopic: 0.15,
  referenceItem: 0.5,
  citedBefore: 0.15,
  preferredAudience: 0.3,
} as const;

/**
 * What each sentence of intent evidence adds, where the evidence is specific: a duration answers
 * "how long" far better than "helps" answers "what helps".
 */
export const EVIDENCE_SHARE: Partial<Record<Intent, number>> = {
  "how-long": 0.2,
  "number-meaning": 0.1,
  "can-i-stop": 0.08,
  "see-someone": 0.08,
};

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

/** Each candidate's text read once: its sentences, and all its words with its heading's. */
type ReadPassage = { texts: string[]; sentences: TokenIndex[]; own: TokenIndex; heading: TokenIndex };

/**
 * Passages read before, by id: a passage's id is never reused for other text (publishing a new
 * revision writes new passages), and questions keep meeting the same passages.
 */
const readPassages = new Map<string, ReadPassage>();
const READ_PASSAGES_KEPT = 5_000;

function readPassage(candidate: Candidate): ReadPassage {
  const known = readPassages.get(candidate.id);
  if (known) return known;
  const read = readPassageText(candidate);
  if (readPassages.size >= READ_PASSAGES_KEPT) readPassages.clear();
  readPassages.set(candidate.id, read);
  return read;
}

function readPassageText(candidate: Candidate): ReadPassage {
  const texts = sentencesOf(candidate.text);
  const sentences = texts.map((sentence) => new TokenIndex(stemsOf(sentence)));
  const heading = stemsOf(candidate.heading ?? "");
  return {
    texts,
    sentences,
    heading: new TokenIndex(heading),
    own: new TokenIndex([...heading, ...sentences.flatMap((sentence) => sentence.tokens)]),
  };
}

/** Headings of the sections on when to see someone. */
const SEEING = [
  ["when", "to", "see"],
  ["see", "a"],
  ["get", "help"],
].map((phrase) => phrase.map(lightStem));

/** What items are about (their title and summary), read once, keyed by the text itself. */
const readItems = new Map<string, TokenIndex>();

function aboutOf(candidate: Candidate): TokenIndex {
  const text = `${candidate.title}\n${candidate.summary}`;
  let index = readItems.get(text);
  if (!index) {
    index = new TokenIndex(stemsOf(text));
    if (readItems.size >= READ_PASSAGES_KEPT) readItems.clear();
    readItems.set(text, index);
  }
  return index;
}

/** The first words of an item's title (up to its colon, at most four). */
function titleHeadOf(candidate: Candidate): TokenIndex {
  const head = candidate.title.split(":")[0]!;
  const key = `head:${head}`;
  let index = readItems.get(key);
  if (!index) {
    index = new TokenIndex(stemsOf(head).slice(0, 4));
    readItems.set(key, index);
  }
  return index;
}

const weightNamed = (concepts: readonly WeighedConcept[], text: TokenIndex) =>
  concepts
    .filter((concept) => text.hasAny(concept.say))
    .reduce((sum, concept) => sum + coverageWeight(concept), 0);

/**
 * What the second look sees in a passage, each feature a number the weights of `RANKING` multiply
 * (the relevance is their weighed sum).
 */
export type PassageFeatures = {
  /** The database's score with its item's evidence, against the best candidate's. */
  score: number;
  coverage: number;
  itemCoverage: number;
  /** The most of the question one sentence names. */
  sentence: number;
  /** What the passage names in its own heading and text. */
  body: number;
  /** What its article's title and summary name. */
  about: number;
  /** What its article's title names first. */
  titleHead: number;
  intentHeading: number;
  otherIntentHeading: number;
  /** A sentence naming a concept in the words of the main intent. */
  intentText: number;
  /** Sentences (up to three) saying what the intent asks, weighed by how specific it is. */
  intentEvidence: number;
  /** A "When to see a clinician" section when that is not what is asked (subtracted). */
  offIntentSeeing: number;
  opening: number;
  boostTopic: number;
  referenceItem: number;
  citedBefore: number;
  preferredAudience: number;
};

/** The relevance of a passage's features. */
export function relevanceOf(
  features: PassageFeatures,
  weights: Record<keyof PassageFeatures, number> = WEIGHTS_OF_FEATURES(),
): number {
  let relevance = 0;
  for (const key of Object.keys(features) as (keyof PassageFeatures)[])
    relevance += weights[key] * features[key];
  return relevance;
}

/** `RANKING` as the weight of each feature (the database's score counts 1; `offIntentSeeing` takes away). */
const WEIGHTS_OF_FEATURES = (): Record<keyof PassageFeatures, number> => ({
  score: 1,
  coverage: RANKING.coverage,
  itemCoverage: RANKING.itemCoverage,
  sentence: RANKING.sentence,
  body: RANKING.body,
  about: RANKING.about,
  titleHead: RANKING.titleHead,
  intentHeading: RANKING.intentHeading,
  otherIntentHeading: RANKING.otherIntentHeading,
  intentText: RANKING.intentText,
  intentEvidence: 1,
  offIntentSeeing: -RANKING.offIntentSeeing,
  opening: RANKING.opening,
  boostTopic: RANKING.boostTopic,
  referenceItem: RANKING.referenceItem,
  citedBefore: RANKING.citedBefore,
  preferredAudience: RANKING.preferredAudience,
});

/** Each candidate's features, with what the composer reads of it. */
export function featuresOf(
  query: WeighedQuery,
  candidates: readonly Candidate[],
  preferences: RankPreferences = {},
): (Candidate & { features: PassageFeatures; matched: WeighedConcept[]; answersIntent: boolean })[] {
  const concepts = searchedConcepts(query);
  const total = Math.max(questionWeight(query), 1e-9);
  const [mainIntent, ...otherIntents] = query.intents;
  const boost = new Set(preferences.boostTopics ?? []);
  const cited = new Set(preferences.citedBefore ?? []);
  const combined = (candidate: Candidate) => candidate.score + ITEM_SHARE * candidate.itemScore;
  const best = Math.max(1e-9, ...candidates.map(combined));
  return candidates.map((candidate) => {
    const matched = concepts.filter((_, index) => (candidate.ranks[index] ?? 0) > 0);
    const read = readPassage(candidate);
    const answersIntent = mainIntent !== undefined && headingAnswers(mainIntent, read.heading);
    const answersOther = otherIntents.some((intent: Intent) => headingAnswers(intent, read.heading));
    let intentText = 0;
    let intentEvidence = 0;
    if (mainIntent) {
      // A sentence naming a concept in the words of the intent ("… last … years").
      intentText = Number(
        read.sentences.some(
          (sentence) =>
            sentenceCues(mainIntent, sentence) > 0 && matched.some((concept) => sentence.hasAny(concept.say)),
        ),
      );
      // Sentences that say what is asked ("a few years" for "how long") about what the question
      // names, in the sentence or the item's title.
      const inTitle = matched.some((concept) => concept.strong && aboutOf(candidate).hasAny(concept.say));
      const answering = read.sentences.filter(
        (sentence, index) =>
          answersIntentText(mainIntent, read.texts[index]!) &&
          (inTitle || matched.some((concept) => sentence.hasAny(concept.say))),
      ).length;
      intentEvidence = (EVIDENCE_SHARE[mainIntent] ?? RANKING.intentEvidence) * Math.min(3, answering);
    }
    const features: PassageFeatures = {
      score: combined(candidate) / best,
      coverage: matched.reduce((sum, concept) => sum + coverageWeight(concept), 0) / total,
      itemCoverage: candidate.itemCoverage,
      // Concepts that meet in one sentence answer a question that joins them ("frequent hot
      // flushes may be a sign of higher heart risk") better than a passage naming each somewhere.
      sentence: Math.max(0, ...read.sentences.map((sentence) => weightNamed(matched, sentence))) / total,
      body: weightNamed(matched, read.own) / total,
      about: weightNamed(matched, aboutOf(candidate)) / total,
      // What a title names first is what the article is about ("Hot flushes and night sweats: …"
      // is about hot flushes; "Medicines without hormones for hot flushes" about medicines).
      titleHead: weightNamed(matched, titleHeadOf(candidate)) / total,
      intentHeading: Number(answersIntent),
      otherIntentHeading: Number(!answersIntent && answersOther),
      intentText,
      intentEvidence,
      // Every article ends on when to see a clinician: that section answers only that question.
      offIntentSeeing: Number(
        mainIntent !== "see-someone" && !answersOther && SEEING.some((phrase) => read.heading.has(phrase)),
      ),
      opening: Number(candidate.position === 0 && mainIntent === "what-is"),
      boostTopic: Number(candidate.topics.some((topic) => boost.has(topic))),
      referenceItem: Number(preferences.referenceItem === candidate.contentId),
      citedBefore: Number(cited.has(candidate.contentId)),
      preferredAudience: Number(
        Boolean(preferences.preferAudience) && candidate.audience === preferences.preferAudience,
      ),
    };
    return { ...candidate, features, matched, answersIntent };
  });
}

export function rankCandidates(
  query: WeighedQuery,
  candidates: readonly Candidate[],
  preferences: RankPreferences = {},
): RankedPassage[] {
  const weights = WEIGHTS_OF_FEATURES();
  return featuresOf(query, candidates, preferences)
    .map(({ features, matched, answersIntent, ...candidate }): RankedPassage => ({
      ...candidate,
      relevance: relevanceOf(features, weights),
      matched: matched.map((concept) => concept.key),
      coverage: features.coverage,
      sentenceCoverage: features.sentence,
      answersIntent,
    }))
    .sort(
      (a, b) =>
        b.relevance - a.relevance || a.contentId.localeCompare(b.contentId) || a.position - b.position,
    );
}
