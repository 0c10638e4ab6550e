/**
 * An answer written by the AI endpoint, made into the answer people see: its `[n]` name the
 * passages it was given, and become the numbers of the items those passages come from, in order
 * of first use (as the extractive composer numbers its citations); a red-flag answer opens with
 * the seek-care advice. Works on the whole text or piece by piece as it streams, with the same
 * result.
 */
import type { RetrievedPassage } from "@pkg/contracts";

import { adviceParagraphs, LIBRARY_LEAD } from "./compose";
import type { Citation, RaisedRedFlag } from "./types";

/** A citation as the endpoint writes it: `[3]` or `[2, 5]`. */
const CITATION = /\[(\d+(?:\s*,\s*\d+)*)\]/g;
/** What may still become a citation when the next piece comes: `[`, `[1`, `[2, `. */
const UNFINISHED = /\[[\d\s,]*$/;
/** Longer than this, an unfinished bracket is text, not a citation. */
const MAX_UNFINISHED = 32;

export type CitedPassage = Pick<RetrievedPassage, "contentId" | "title">;

/**
 * What opens a model's answer before its own text: for a red flag, the advice and then the lead
 * into the library's part (as in the extractive answer); otherwise nothing.
 */
export function answerLead(redFlags: readonly RaisedRedFlag[]): string {
  return redFlags.length > 0 ? `${[...adviceParagraphs(redFlags), LIBRARY_LEAD].join("\n\n")}\n\n` : "";
}

/**
 * Rewrites the endpoint's passage numbers as item numbers. A citation cut between two pieces is
 * held back until it is whole. A citation naming no passage is left as written (the citation
 * check refuses that answer). The same item cited twice in a row (two of its passages) is written
 * once.
 */
export class CitationRenumbering {
  /** The items cited so far, numbered by first use. */
  readonly citations: Citation[] = [];
  private held = "";
  /** The item number written last, while only citations and spaces have followed it. */
  private lastWritten: number | null = null;

  constructor(private readonly passages: readonly CitedPassage[]) {}

  /** The next piece of the endpoint's text, rewritten (less what waits for the next piece). */
  push(piece: string): string {
    const text = this.held + piece;
    const unfinished = UNFINISHED.exec(text);
    if (unfinished && text.length - unfinished.index <= MAX_UNFINISHED) {
      this.held = text.slice(unfinished.index);
      return this.rewrite(text.slice(0, unfinished.index));
    }
    this.held = "";
    return this.rewrite(text);
  }

  /** The rest, once the endpoint's text has ended. */
  end(): string {
    const rest = this.held;
    this.held = "";
    return this.rewrite(rest);
  }

  /** The whole text at once. */
  all(text: string): string {
    return this.push(text) + this.end();
  }

  private numberOf(passage: CitedPassage): number {
    const cited = this.citations.find((citation) => citation.contentId === passage.contentId);
    if (cited) return cited.n;
    this.citations.push({ n: this.citations.length + 1, contentId: passage.contentId, title: passage.title });
    return this.citations.length;
  }

  private text(part: string): string {
    if (/\S/.test(part)) this.lastWritten = null;
    return part;
  }

  private rewrite(text: string): string {
    let out = "";
    let from = 0;
    for (const match of text.matchAll(CITATION)) {
      out += this.text(text.slice(from, match.index));
      from = match.index + match[0].length;
      const numbers = match[1]!.split(",").map((n) => Number(n.trim()));
      if (numbers.some((n) => n < 1 || n > this.passages.length)) {
        out += this.text(match[0]);
        continue;
      }
      for (const n of numbers) {
        const item = this.numberOf(this.passages[n - 1]!);
        if (item !== this.lastWritten) out += `[${item}]`;
        this.lastWritten = item;
      }
    }
    return out + this.text(text.slice(from));
  }
}
