import { describe, expect, it } from "vitest";

import { highlightParts, type TextRange } from "./highlighted-text";

/** The parts as a string: marked parts in brackets. */
const shown = (text: string, marks: readonly TextRange[] | null | undefined) =>
  highlightParts(text, marks)
    .map((part) => (part.marked ? `[${part.text}]` : part.text))
    .join("");

describe("highlightParts", () => {
  it("marks the given stretches and keeps the rest as it is", () => {
    expect(
      highlightParts("Hot flushes and night sweats", [
        [0, 3],
        [4, 11],
      ]),
    ).toEqual([
      { text: "Hot", marked: true },
      { text: " ", marked: false },
      { text: "flushes", marked: true },
      { text: " and night sweats", marked: false },
    ]);
    expect(shown("Hot flushes and night sweats", [[22, 28]])).toBe("Hot flushes and night [sweats]");
  });

  it("answers the whole text unmarked without marks, and nothing for an empty text", () => {
    expect(highlightParts("Sleep", [])).toEqual([{ text: "Sleep", marked: false }]);
    expect(highlightParts("Sleep", undefined)).toEqual([{ text: "Sleep", marked: false }]);
    expect(highlightParts("Sleep", null)).toEqual([{ text: "Sleep", marked: false }]);
    expect(highlightParts("", [[0, 3]])).toEqual([]);
  });

  it("sorts marks and merges those that overlap, nest or touch", () => {
    expect(
      shown("night sweats", [
        [6, 12],
        [0, 5],
      ]),
    ).toBe("[night] [sweats]");
    expect(
      shown("night sweats", [
        [0, 8],
        [6, 12],
      ]),
    ).toBe("[night sweats]");
    expect(
      shown("night sweats", [
        [0, 12],
        [2, 4],
      ]),
    ).toBe("[night sweats]");
    expect(
      shown("night sweats", [
        [0, 5],
        [5, 6],
      ]),
    ).toBe("[night ]sweats");
    expect(
      shown("night sweats", [
        [0, 5],
        [0, 5],
      ]),
    ).toBe("[night] sweats");
  });

  it("cuts marks to the text and leaves out empty, reversed and broken ones", () => {
    expect(shown("flush", [[-4, 2]])).toBe("[fl]ush");
    expect(shown("flush", [[3, 99]])).toBe("flu[sh]");
    expect(shown("flush", [[7, 9]])).toBe("flush");
    expect(shown("flush", [[2, 2]])).toBe("flush");
    expect(shown("flush", [[4, 1]])).toBe("flush");
    expect(shown("flush", [[Number.NaN, 3]])).toBe("flush");
    expect(shown("flush", [[0, Number.POSITIVE_INFINITY]])).toBe("[flush]");
    expect(shown("flush", [[0.5, 2.2]])).toBe("[flu]sh");
  });

  it("never cuts a character made of two code units in half", () => {
    // "🔥" is two UTF-16 code units: a mark ending or starting between them takes it whole.
    expect(shown("a🔥b", [[0, 2]])).toBe("[a🔥]b");
    expect(shown("a🔥b", [[2, 4]])).toBe("a[🔥b]");
    expect(shown("café", [[0, 4]])).toBe("[café]");
  });

  it("gives back the text exactly, marked or not", () => {
    const text = "Vaginal dryness, itching and discomfort";
    const marks: TextRange[] = [
      [30, 12],
      [8, 15],
      [29, 39],
      [100, 200],
      [0, 7],
    ];
    expect(
      highlightParts(text, marks)
        .map((part) => part.text)
        .join(""),
    ).toBe(text);
  });
});
