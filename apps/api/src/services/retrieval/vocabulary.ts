/**
 * What the library's vocabulary says of a question's words: each word's lexeme (the database's
 * English stemmer, accents folded), in how many passages it occurs, and for a word the library
 * never uses, the library's lexeme closest to it by trigram similarity (`pg_trgm`), so that
 * "menapause" finds "menopause" and "palpatations" finds "palpitations".
 */
import { sql } from "drizzle-orm";

import type { Database } from "../../db/client";
import { selectRows, sqlArray } from "../../db/rows";
import { editDistance } from "./analyze";
import { isEnglishWord } from "./dictionary";
import { TEXT_SEARCH_CONFIG } from "./config";

export type WordFacts = {
  /** The word's lexeme; null for a word the stemmer drops (a stop-word). */
  lexeme: string | null;
  /** How many passages hold the lexeme (0: none). */
  passages: number;
  /** For a word in no passage: the library's closest lexeme, when one is close enough. */
  correction: { lexeme: string; passages: number; similarity: number } | null;
};

export type VocabularyFacts = {
  /** How many passages the library has. */
  passages: number;
  words: Map<string, WordFacts>;
};

/**
 * What the vocabulary said of words and of the library's size, remembered for a while: a
 * question's words and the lexicon's phrases repeat, and the vocabulary changes only when an item
 * is published. Only words the library has are remembered, so a new word is found at once; the
 * instance that publishes forgets at once (`clear`), another instance within
 * `VOCABULARY_CACHE_MS`, which only shifts a weight meanwhile.
 */
export class VocabularyCache {
  private words = new Map<string, { fact: WordFacts; at: number; correct: boolean }>();
  private passages: { value: number; at: number } | null = null;

  constructor(
    private readonly ttlMs = VOCABULARY_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  corpus(): number | undefined {
    return this.passages && this.now() - this.passages.at < this.ttlMs ? this.passages.value : undefined;
  }

  setCorpus(value: number): void {
    this.passages = { value, at: this.now() };
  }

  /** A word's facts, when known recently (a correction only when it was asked for). */
  word(word: string, correct: boolean): WordFacts | undefined {
    const entry = this.words.get(word);
    if (!entry || this.now() - entry.at >= this.ttlMs || (correct && !entry.correct)) return undefined;
    return entry.fact;
  }

  setWord(word: string, correct: boolean, fact: WordFacts): void {
    if (this.words.size >= VOCABULARY_CACHE_WORDS) this.words.clear();
    this.words.set(word, { fact, at: this.now(), correct });
  }

  clear(): void {
    this.words.clear();
    this.passages = null;
  }
}

export const VOCABULARY_CACHE_MS = 60_000;
const VOCABULARY_CACHE_WORDS = 20_000;

/** Words shorter than this are never corrected ("hrt" is not "art"). */
export const CORRECTION_MIN_LENGTH = 5;
/** How many of the library's lexemes nearest by trigrams are compared letter by letter. */
const CORRECTION_CANDIDATES = 5;

/**
 * The library lexeme a misspelt word stands for: among those near it by trigrams, the one fewest
 * edits away (one edit up to 7 letters, two from 8: a swap of neighbours is one edit), the most
 * used first. An English word is never corrected: it is what it says.
 */
export function closestLexeme(
  word: string,
  lexeme: string,
  near: readonly { lexeme: string; passages: number; similarity: number }[],
): WordFacts["correction"] {
  if (word.length < CORRECTION_MIN_LENGTH || isEnglishWord(word)) return null;
  const max = lexeme.length >= 8 ? 2 : 1;
  let best: { lexeme: string; passages: number; similarity: number; distance: number } | null = null;
  for (const candidate of near) {
    const distance = editDistance(lexeme, candidate.lexeme, max);
    if (distance > max) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && candidate.passages > best.passages)
    ) {
      best = { ...candidate, distance };
    }
  }
  return best
    ? { lexeme: best.lexeme, passages: Number(best.passages), similarity: Number(best.similarity) }
    : null;
}

/**
 * One query for every word: `correct` says which words may be corrected when the library lacks
 * them (a question's own words, not the lexicon's phrases).
 */
export async function vocabularyFacts(
  db: Database,
  words: readonly { word: string; correct: boolean }[],
  cache?: VocabularyCache,
): Promise<VocabularyFacts> {
  const unique = new Map<string, boolean>();
  for (const { word, correct } of words) unique.set(word, (unique.get(word) ?? false) || correct);
  const facts: VocabularyFacts = { passages: cache?.corpus() ?? -1, words: new Map() };
  const list: string[] = [];
  for (const word of unique.keys()) {
    const known = cache?.word(word, unique.get(word)!);
    if (known) facts.words.set(word, known);
    else list.push(word);
  }
  if (facts.passages < 0) {
    const [corpus] = await selectRows<{ passages: number }>(
      db,
      sql`select passages from retrieval_corpus limit 1`,
    );
    facts.passages = Number(corpus?.passages ?? 0);
    cache?.setCorpus(facts.passages);
  }
  if (list.length === 0) return facts;
  const config = sql.raw(`'${TEXT_SEARCH_CONFIG}'::regconfig`);
  const rows = await selectRows<{
    word: string;
    lexeme: string | null;
    passages: number | null;
    near: { lexeme: string; passages: number; similarity: number }[] | string | null;
  }>(
    db,
    sql`
    select w.word, v.lexeme, t.passages,
      (
        select json_agg(json_build_object('lexeme', r.lexeme, 'passages', r.passages, 'similarity', similarity(r.lexeme, v.lexeme))
          order by similarity(r.lexeme, v.lexeme) desc, r.passages desc, r.lexeme)
        from (
          select r.lexeme, r.passages from retrieval_terms r
          where w.correct and t.lexeme is null and v.lexeme is not null
            and length(v.lexeme) >= ${CORRECTION_MIN_LENGTH} and r.lexeme % v.lexeme
          order by similarity(r.lexeme, v.lexeme) desc, r.passages desc, r.lexeme
          limit ${CORRECTION_CANDIDATES}
        ) as r
      ) as near
    from unnest(${sqlArray(list)}::text[], ${sqlArray(list.map((word) => unique.get(word)!))}::boolean[]) as w(word, correct)
    cross join lateral (
      select (tsvector_to_array(to_tsvector(${config}, w.word)))[1] as lexeme
    ) as v
    left join retrieval_terms t on t.lexeme = v.lexeme
  `,
  );
  for (const row of rows) {
    const near = (typeof row.near === "string" ? JSON.parse(row.near) : (row.near ?? [])) as {
      lexeme: string;
      passages: number;
      similarity: number;
    }[];
    const fact: WordFacts = {
      lexeme: row.lexeme,
      passages: Number(row.passages ?? 0),
      correction: row.lexeme ? closestLexeme(row.word, row.lexeme, near) : null,
    };
    facts.words.set(row.word, fact);
    // A word the library lacks is asked again each time: once an item names it, it is found.
    if (fact.passages > 0) cache?.setWord(row.word, unique.get(row.word)!, fact);
  }
  return facts;
}
