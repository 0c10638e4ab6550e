import type * as React from "react";

import { cn } from "../../lib/utils";

/** A marked stretch of a text: `[start, end)` offsets in UTF-16 code units, as `String#slice` takes them. */
export type TextRange = readonly [start: number, end: number];

/** One piece of a text, marked or not, in reading order. */
export type HighlightPart = { text: string; marked: boolean };

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** True when `index` falls between the two halves of one character (an emoji, say). */
const splitsPair = (text: string, index: number) =>
  index > 0 &&
  index < text.length &&
  isHighSurrogate(text.charCodeAt(index - 1)) &&
  isLowSurrogate(text.charCodeAt(index));

/**
 * Splits `text` into its marked and unmarked parts. The marks may come in any state: out of
 * order, overlapping or touching (merged into one), reaching past either end (cut to the text),
 * empty, reversed or not numbers (left out), fractional (widened to whole offsets), or cutting a
 * character in two (widened to hold it whole). Without marks the text is one unmarked part.
 */
export function highlightParts(
  text: string,
  marks: readonly TextRange[] | null | undefined,
): HighlightPart[] {
  if (!text) return [];
  const ranges: [number, number][] = [];
  for (const mark of marks ?? []) {
    let start = Math.max(0, Math.floor(Number(mark[0])));
    let end = Math.min(text.length, Math.ceil(Number(mark[1])));
    if (!(end > start)) continue;
    if (splitsPair(text, start)) start -= 1;
    if (splitsPair(text, end)) end += 1;
    ranges.push([start, end]);
  }
  ranges.sort((a, b) => a[0] - b[0]);

  const parts: HighlightPart[] = [];
  let at = 0;
  let open: [number, number] | null = null;
  const flush = (range: [number, number]) => {
    if (range[0] > at) parts.push({ text: text.slice(at, range[0]), marked: false });
    parts.push({ text: text.slice(range[0], range[1]), marked: true });
    at = range[1];
  };
  for (const range of ranges) {
    if (open && range[0] <= open[1]) open[1] = Math.max(open[1], range[1]);
    else {
      if (open) flush(open);
      open = [range[0], range[1]];
    }
  }
  if (open) flush(open);
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/**
 * The look of a matched word: the `--highlight` token (at least 7:1 for its text in both themes)
 * and a heavier weight, so the match does not rest on colour alone; the system's own highlight
 * colours in forced-colours mode.
 */
export const highlightMarkClasses =
  "rounded-[0.2em] bg-highlight font-semibold text-highlight-foreground box-decoration-clone forced-colors:bg-[Mark] forced-colors:text-[MarkText] forced-colors:forced-color-adjust-none";

export type HighlightedTextProps = Omit<React.ComponentProps<"span">, "children"> & {
  /** The text to show, as plain text. */
  text: string;
  /** The stretches of `text` to mark (`[start, end)` UTF-16 offsets); any order, overlaps allowed. */
  marks?: readonly TextRange[] | null;
  /** Classes for each `<mark>`, merged after the defaults. */
  markClassName?: string;
};

/**
 * A text with some stretches marked, such as the words a search matched: each becomes a `<mark>`
 * (the `--highlight` token), the rest plain text. Renders a `<span>`, so it fits inside a heading,
 * a link or a paragraph.
 */
export function HighlightedText({ text, marks, className, markClassName, ...props }: HighlightedTextProps) {
  const markClasses = cn(highlightMarkClasses, markClassName);
  return (
    <span data-slot="highlighted-text" className={className} {...props}>
      {highlightParts(text, marks).map((part, index) =>
        part.marked ? (
          <mark key={index} data-slot="highlighted-text-mark" className={markClasses}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
