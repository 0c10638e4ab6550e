/**
 * The retrieval engine: one way of finding what the published library says about a question,
 * behind Ask (every kind of chat), the library's search box and the item pickers. A question is
 * analysed (concepts, intents, the person's particulars), weighed against the library's
 * vocabulary (rare words count more; misspelt words are read as the library's), then the database
 * ranks the passages that name any of its concepts — each concept ranked on its own (ts_rank with
 * the title above the heading and summary above the text) and weighed — and the best are looked
 * at again for what they answer (`rankCandidates`). The same SQL runs on PGlite and PostgreSQL.
 */
import { sql, type SQL } from "drizzle-orm";

import type { Database } from "../../db/client";
import { selectRows } from "../../db/rows";
import { analyzeQuery } from "./analyze";
import { RANK_UNIT, RANK_WEIGHTS, TEXT_SEARCH_CONFIG } from "./config";
import {
  coverageWeight,
  ITEM_SHARE,
  questionWeight,
  rankCandidates,
  searchedConcepts,
  type Candidate,
  type RankedPassage,
  type RankPreferences,
} from "./rank";
import { VocabularyCache, vocabularyFacts } from "./vocabulary";
import { WEIGHTS, weighQuery, wordsToLookUp, type WeighedConcept, type WeighedQuery } from "./weigh";

/** Whose passages may be found: a client's (items for clients), a learning chat's, or everyone's. */
export type RetrievalAudience = "clients" | "practitioners" | null;

export type RetrieveRequest = RankPreferences & {
  question: string;
  /** The chat's earlier questions, oldest first (a follow-up). */
  earlier?: readonly string[];
  audience: RetrievalAudience;
  /** How many passages to answer with. */
  limit: number;
};

export type Retrieval = {
  query: WeighedQuery;
  passages: RankedPassage[];
};

/** How many of the database's best passages are looked at again (`rankCandidates`). */
export const CANDIDATES = 40;
/** What covering the question adds to a passage's score in the database (per unit of coverage). */
export const COVERAGE_SHARE = 1;

const config = sql.raw(`'${TEXT_SEARCH_CONFIG}'::regconfig`);
const weights = sql.raw(`'${RANK_WEIGHTS}'::real[]`);

/** A lexeme as a tsquery literal. */
const lexemeQuery = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** A concept as a tsquery: any of its phrases (each its words in a row), or its lexemes. */
export function conceptTsQuery(concept: WeighedConcept): SQL {
  const parts = [
    ...concept.search.phrases.map((phrase) => sql`phraseto_tsquery(${config}, ${phrase})`),
    ...concept.search.lexemes.map((lexeme) => sql`${lexemeQuery(lexeme)}::tsquery`),
  ];
  return sql`(${sql.join(parts, sql` || `)})`;
}

export class RetrievalEngine {
  private readonly vocabulary = new VocabularyCache();

  constructor(private readonly db: Database) {}

  /** The question analysed and weighed against the library's vocabulary. */
  async weigh(question: string, earlier: readonly string[] = []): Promise<WeighedQuery> {
    const analysis = analyzeQuery(question, earlier);
    return weighQuery(analysis, await vocabularyFacts(this.db, wordsToLookUp(analysis), this.vocabulary));
  }

  /**
   * For lists outside the published library (the workflow list of drafts and reviews): what
   * typed text matches in a search vector (`column`: title A, summary B), and its relevance, with
   * the same concepts, synonyms and corrections as every other search. Null when the text names
   * nothing the vocabulary knows.
   */
  async textMatch(text: string, column: SQL): Promise<{ where: SQL; relevance: SQL } | null> {
    const query = await this.weigh(text);
    const concepts = searchedConcepts(query);
    // What no published passage says is still looked for in drafts, as typed or as the lexicon
    // writes it.
    const unknown = query.concepts.filter((concept) => concept.weight === 0 && concept.key.length > 2);
    const parts = [
      ...concepts.map((concept) => ({ tsquery: conceptTsQuery(concept), weight: concept.weight })),
      ...unknown.map((concept) => ({
        tsquery:
          concept.kind === "group"
            ? sql`(${sql.join(
                concept.find.map((phrase) => sql`phraseto_tsquery(${config}, ${phrase})`),
                sql` || `,
              )})`
            : sql`plainto_tsquery(${config}, ${concept.key})`,
        weight: concept.kind === "group" ? WEIGHTS.group : WEIGHTS.word,
      })),
    ];
    if (parts.length === 0) return null;
    return {
      where: sql`${column} @@ (${sql.join(
        parts.map((part) => part.tsquery),
        sql` || `,
      )})`,
      relevance: sql`(${sql.join(
        parts.map(
          (part) => sql`${sql.raw(String(part.weight))} * ts_rank(${weights}, ${column}, ${part.tsquery})`,
        ),
        sql` + `,
      )})`,
    };
  }

  /** The library's passages changed (an item published, replaced or withdrawn): weigh anew. */
  libraryChanged(): void {
    this.vocabulary.clear();
  }

  /** The best passages for a question, best first. */
  async retrieve(request: RetrieveRequest): Promise<Retrieval> {
    const query = await this.weigh(request.question, request.earlier ?? []);
    const candidates = await this.candidates(query, request.audience, Math.max(CANDIDATES, request.limit));
    const ranked = rankCandidates(query, candidates, request);
    return { query, passages: ranked.slice(0, request.limit) };
  }

  /**
   * The database's best `limit` passages for the query, with each concept's rank. A passage is a
   * candidate when it names any concept; its score is the weighed sum of the concepts' ranks (a
   * concept once in the title counts 1) plus the weight of the concepts it names.
   */
  async candidates(query: WeighedQuery, audience: RetrievalAudience, limit: number): Promise<Candidate[]> {
    const scoring = scoringOf(query);
    if (!scoring) return [];
    const rows = await selectRows<{
      id: string;
      content_id: string;
      position: number;
      ranks: number[] | string;
      score: number;
      item_score: number;
      item_coverage: number;
      audience: string;
      title: string;
      summary: string;
      heading: string | null;
      text: string;
      topics: string[] | string;
    }>(
      this.db,
      sql`
      with scored as (
        select s.id, s.content_id, s.position, s.ranks, ${scoring.itemRanks} as item_ranks
        from (${scoring.matches(audience)}) as s
        window item as (partition by s.content_id)
      ),
      ranked as (
        select id, content_id, position, ranks,
          (${scoring.scoreOf("ranks")})::double precision as score,
          (${scoring.scoreOf("item_ranks")})::double precision as item_score,
          (${scoring.coverageOf("item_ranks")})::double precision as item_coverage
        from scored
        order by (${scoring.scoreOf("ranks")}) + ${sql.raw(String(ITEM_SHARE))} * (${scoring.scoreOf("item_ranks")}) desc,
          content_id, position
        limit ${limit}
      )
      select r.id, r.content_id, r.position, r.ranks, r.score, r.item_score, r.item_coverage,
        p.audience, p.title, rev.summary, p.heading, p.text, rev.topics
      from ranked r
      join content_passages p on p.id = r.id
      join content_items i on i.id = r.content_id
      join content_revisions rev on rev.id = i.published_revision_id
      order by r.score + ${sql.raw(String(ITEM_SHARE))} * r.item_score desc, r.content_id, r.position
    `,
    );
    return rows.map((row) => ({
      id: row.id,
      contentId: row.content_id,
      position: Number(row.position),
      audience: row.audience,
      title: row.title,
      summary: row.summary,
      heading: row.heading,
      text: row.text,
      topics: pgArray(row.topics),
      ranks: pgArray(row.ranks).map(Number),
      score: Number(row.score),
      itemScore: Number(row.item_score),
      itemCoverage: Number(row.item_coverage),
    }));
  }

  /**
   * The library's search box and item pickers: one page of the published items that answer the
   * text, the most relevant first (an item ranks by its best passage, whose title counts most),
   * with the total. An item must name at least `SEARCH_MIN_COVERAGE` of the text's weight.
   */
  async searchItems(
    text: string,
    options: { audience: RetrievalAudience; page: number; pageSize: number; topic?: string | undefined },
  ): Promise<{
    query: WeighedQuery;
    items: { contentId: string; score: number; passageId: string }[];
    total: number;
  }> {
    const query = await this.weigh(text);
    const scoring = scoringOf(query);
    if (!scoring) return { query, items: [], total: 0 };
    const topic = options.topic
      ? sql`and exists (select 1 from content_items i join content_revisions rev on rev.id = i.published_revision_id where i.id = best.content_id and ${options.topic} = any(rev.topics))`
      : sql``;
    const rows = await selectRows<{
      content_id: string;
      score: number;
      passage_id: string;
      total: number;
    }>(
      this.db,
      sql`
      with scored as (
        select s.id, s.content_id, (${scoring.scoreOf("s.ranks")})::double precision as score,
          (${scoring.coverageOf("s.ranks")})::double precision as coverage
        from (${scoring.matches(options.audience)}) as s
      ),
      items as (
        select content_id, count(*) as passages from scored group by content_id
        having max(coverage) >= ${SEARCH_MIN_COVERAGE}
      ),
      best as (
        select distinct on (scored.content_id) scored.content_id, scored.id as passage_id,
          scored.score + ${sql.raw(String(SEARCH_DEPTH_SHARE))} * ln(items.passages) as score
        from scored join items on items.content_id = scored.content_id
        order by scored.content_id, scored.score desc, scored.id
      )
      select best.content_id, best.score, best.passage_id, count(*) over () as total
      from best
      where true ${topic}
      order by best.score desc, best.content_id
      limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}
    `,
    );
    let total = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && options.page > 1) {
      // Past the last page: the total still says how many there are.
      const counted = await this.searchItems(text, { ...options, page: 1, pageSize: 1 });
      total = counted.total;
    }
    return {
      query,
      items: rows.map((row) => ({
        contentId: row.content_id,
        score: Number(row.score),
        passageId: row.passage_id,
      })),
      total,
    };
  }
}

/**
 * What an item gains for each time more of its passages match (by the logarithm of their
 * number): an article about the subject names it in most of its sections.
 */
export const SEARCH_DEPTH_SHARE = 0.5;

/** An item must name at least this share of a search's weight to be listed. */
export const SEARCH_MIN_COVERAGE = 0.6;

/**
 * Above this many passages naming the question's concepts (as the vocabulary counts them), the
 * engine ranks only the `PRUNED_CANDIDATES` passages that best name its main concepts: ranking
 * every passage of a 10,000-item library that says "HRT" or "risk" would take too long. A library
 * of a few hundred items is always ranked whole.
 */
export const PRUNE_AT = 2_500;
export const PRUNED_CANDIDATES = 150;

/** A pruned ranking's first look wants at least this many passages naming its main concepts. */
export const PRUNED_TIER_MIN = 150;

/**
 * The main concepts as one tsquery, for a large library: as many of the strongest concepts,
 * all together, as the vocabulary's counts say leave enough passages (`PRUNED_TIER_MIN`, reckoned
 * as if the concepts were independent), at least the strongest one. The database's full-text
 * index finds such passages without reading the others.
 */
export function essentialTsQuery(concepts: readonly WeighedConcept[], corpus: number): SQL {
  const ordered = [...concepts]
    .filter((concept) => !concept.broad)
    .sort((a, b) => coverageWeight(b) - coverageWeight(a) || b.weight - a.weight)
    .slice(0, 4);
  if (ordered.length === 0) return sql`(${sql.join(concepts.map(conceptTsQuery), sql` || `)})`;
  let count = 1;
  let expected = ordered[0]!.passages;
  for (let index = 1; index < ordered.length; index += 1) {
    const next = (expected * ordered[index]!.passages) / Math.max(1, corpus);
    if (next < PRUNED_TIER_MIN) break;
    expected = next;
    count = index + 1;
  }
  return sql`(${sql.join(ordered.slice(0, count).map(conceptTsQuery), sql` && `)})`;
}

type Scoring = {
  /** The passages that name any concept, with each concept's rank (`ranks`). */
  matches: (audience: RetrievalAudience) => SQL;
  /** The score of a ranks array: the weighed ranks and the coverage share. */
  scoreOf: (ranks: string) => SQL;
  /** The share of the question's weight a ranks array names. */
  coverageOf: (ranks: string) => SQL;
  /** Each concept's best rank in the passage's item (a window over `s`, named `item`). */
  itemRanks: SQL;
};

/** The SQL of a query's ranking, over rows `s` of `matches`. */
function scoringOf(query: WeighedQuery): Scoring | null {
  const concepts = searchedConcepts(query);
  if (concepts.length === 0) return null;
  const tsqueries = concepts.map(conceptTsQuery);
  const total = Math.max(questionWeight(query), 1e-9);
  const ranks = sql.join(
    tsqueries.map((tsquery) => sql`ts_rank(${weights}, p.search, ${tsquery})`),
    sql`, `,
  );
  const number = (value: number) => sql.raw(String(value));
  const rankOf = (array: string, index: number) => sql.raw(`${array}[${index + 1}]`);
  const coverageOf = (array: string) =>
    sql.join(
      concepts.map(
        (concept, index) => sql`${number(coverageWeight(concept) / total)} * sign(${rankOf(array, index)})`,
      ),
      sql` + `,
    );
  const scoreOf = (array: string) =>
    sql.join(
      concepts.map(
        (concept, index) =>
          sql`${number(concept.weight / RANK_UNIT)} * ${rankOf(array, index)} + ${number((COVERAGE_SHARE * coverageWeight(concept)) / total)} * sign(${rankOf(array, index)})`,
      ),
      sql` + `,
    );
  const itemRanks = sql`array[${sql.join(
    concepts.map((_, index) => sql`max(${rankOf("s.ranks", index)}) over item`),
    sql`, `,
  )}]::real[]`;
  const any = sql`(${sql.join(tsqueries, sql` || `)})`;
  const audienceOf = (audience: RetrievalAudience) => (audience ? sql`p.audience = ${audience} and` : sql``);
  // A large library: the passages that name the question's main concepts, best first by one
  // unweighted rank, stand in for every passage that names any concept (`PRUNE_AT`).
  const essential = essentialTsQuery(concepts, query.corpus);
  const estimate = concepts.reduce((sum, concept) => sum + concept.passages, 0);
  const within = (audience: RetrievalAudience) =>
    estimate <= PRUNE_AT
      ? sql`${audienceOf(audience)} p.search @@ ${any}`
      : sql`p.id in (
          select p.id from content_passages p
          where ${audienceOf(audience)} p.search @@ ${essential}
          order by ts_rank(${weights}, p.search, ${essential}) desc, p.id
          limit ${PRUNED_CANDIDATES}
        )`;
  const matches = (audience: RetrievalAudience) => sql`
    select p.id, p.content_id, p.position, array[${ranks}]::real[] as ranks
    from content_passages p
    where ${within(audience)}
    offset 0`;
  return { matches, scoreOf, coverageOf, itemRanks };
}

/** A PostgreSQL array as node-postgres or PGlite gives it (an array, or its text form). */
function pgArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== "string" || value.length < 2) return [];
  const inner = value.slice(1, -1);
  if (inner === "") return [];
  return inner.split(",").map((part) => part.replace(/^"|"$/g, ""));
}
