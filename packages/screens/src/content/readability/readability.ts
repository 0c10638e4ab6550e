import { fleschKincaid } from "flesch-kincaid";
import { syllable } from "syllable";

/** Items for clients above this Flesch–Kincaid grade show a warning (it does not block). */
export const CLIENT_READABILITY_GRADE_MAX = 9;

export type Readability = {
  /** The Flesch–Kincaid grade level, to one decimal (the U.S. school year a reader needs). */
  grade: number;
  words: number;
  sentences: number;
};

/** Sentence-ending punctuation at the end of a block (a closing quote or bracket may follow). */
const endsSentence = /[.!?…]["'”’)\]]*$/;
const word = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const letter = /\p{L}/u;
const hasWord = /[\p{L}\p{N}]/u;

/**
 * The prose of a Markdown document, one block a line: code, addresses, markup and table rules go,
 * link and image text stays. A block with no closing punctuation (a heading, a list item, a table
 * cell) ends a sentence of its own, as a reader takes it.
 */
export function markdownProse(markdown: string): string {
  const text = markdown
    .replace(/\r\n?/g, "\n")
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>\n]+>/g, " ")
    .replace(/`[^`\n]*`/g, " ")
    .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, "$1")
    .replace(/!?\[([^\]\n]*)\]\[[^\]\n]*\]/g, "$1")
    .replace(/^\s*\[[^\]\n]+\]:.*$/gm, "")
    .replace(/\bhttps?:\/\/\S+/g, " ");
  return text
    .split("\n")
    .flatMap((line) => {
      if (/^\s*\|?\s*:?-{2,}/.test(line) || /^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) return [];
      return line.split("|");
    })
    .map((block) =>
      block
        .replace(/^\s{0,3}(#{1,6}\s+|>\s?)+/, "")
        .replace(/^\s*(?:[-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, "")
        .replace(/[*_~]+/g, "")
        .trim(),
    )
    .filter((block) => hasWord.test(block))
    .map((block) => (endsSentence.test(block) ? block : `${block}.`))
    .join("\n");
}

/**
 * The Flesch–Kincaid grade of a Markdown body (decisions.md "Content library"), or null while it
 * has no words. Syllables are counted by `syllable` and the formula is `flesch-kincaid`'s.
 */
export function readabilityOf(markdown: string): Readability | null {
  const prose = markdownProse(markdown);
  const words = (prose.match(word) ?? []).filter((token) => letter.test(token));
  if (words.length === 0) return null;
  const sentences = prose
    .split(/[.!?…]+(?=["'”’)\]]*(?:\s|$))/u)
    .filter((sentence) => (sentence.match(word) ?? []).some((token) => letter.test(token))).length;
  const syllables = words.reduce((total, token) => total + Math.max(1, syllable(token)), 0);
  const grade = fleschKincaid({ sentence: Math.max(1, sentences), word: words.length, syllable: syllables });
  return { grade: Math.round(grade * 10) / 10, words: words.length, sentences: Math.max(1, sentences) };
}

/** Whether an item's readability calls for the warning: for clients, above grade 9. */
export function isAboveClientGrade(readability: Readability | null, audience: string): boolean {
  return audience === "clients" && readability !== null && readability.grade > CLIENT_READABILITY_GRADE_MAX;
}
