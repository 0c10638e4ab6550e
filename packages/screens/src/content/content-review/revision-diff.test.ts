import { describe, expect, it } from "vitest";

import { hasChanges, trimUnchanged, wordDiff, type DiffPart } from "./revision-diff";

const text = (parts: DiffPart[], kinds: DiffPart["kind"][]) =>
  parts
    .filter((part) => kinds.includes(part.kind))
    .map((part) => part.text)
    .join("");

describe("wordDiff", () => {
  it("marks the words added and removed, and keeps the rest", () => {
    const parts = wordDiff("Wear layers you can take off.", "Wear light layers you can remove.");
    expect(parts.filter((part) => part.kind === "added").map((part) => part.text.trim())).toEqual([
      "light",
      "remove",
    ]);
    expect(parts.filter((part) => part.kind === "removed").map((part) => part.text.trim())).toEqual([
      "take off",
    ]);
    // Either text can be read back from the parts.
    expect(text(parts, ["same", "removed"])).toBe("Wear layers you can take off.");
    expect(text(parts, ["same", "added"])).toBe("Wear light layers you can remove.");
  });

  it("finds no change in the same text", () => {
    const parts = wordDiff("Keep a fan by your bed.", "Keep a fan by your bed.");
    expect(hasChanges(parts)).toBe(false);
    expect(parts).toEqual([{ kind: "same", text: "Keep a fan by your bed." }]);
  });

  it("gives up on texts too different to compare: the old text removed, the new one added", () => {
    expect(
      wordDiff("Wear layers you can take off.", "Keep a fan by your bed.", { maxEditLength: 2 }),
    ).toEqual([
      { kind: "removed", text: "Wear layers you can take off." },
      { kind: "added", text: "Keep a fan by your bed." },
    ]);
    expect(wordDiff("", "Keep a fan.", { maxEditLength: 0 })).toEqual([
      { kind: "added", text: "Keep a fan." },
    ]);
  });

  it("keeps the line breaks of a Markdown body", () => {
    const parts = wordDiff("## Sleep\n\nA cool room helps.", "## Sleep\n\nA cool, dark room helps.");
    expect(text(parts, ["same", "added"])).toBe("## Sleep\n\nA cool, dark room helps.");
    expect(hasChanges(parts)).toBe(true);
  });
});

describe("trimUnchanged", () => {
  const words = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => `w${from + index}`).join(" ");

  it("keeps the words next to a change and leaves out the rest", () => {
    const parts = wordDiff(`${words(1, 40)} old ${words(41, 80)}`, `${words(1, 40)} new ${words(41, 80)}`);
    const trimmed = trimUnchanged(parts, 5);
    expect(trimmed.map((part) => part.kind)).toEqual(["gap", "same", "removed", "added", "same", "gap"]);
    expect(trimmed[1]!.text).toBe(" w36 w37 w38 w39 w40 ");
    expect(trimmed[4]!.text).toBe(" w41 w42 w43 w44 w45 ");
  });

  it("shortens a long stretch between two changes to both ends", () => {
    const parts = wordDiff(`a ${words(1, 40)} b`, `x ${words(1, 40)} y`);
    const trimmed = trimUnchanged(parts, 3);
    const middle = trimmed.slice(2, 5);
    expect(middle.map((part) => part.kind)).toEqual(["same", "gap", "same"]);
    expect(middle[0]!.text).toBe(" w1 w2 w3 ");
    expect(middle[2]!.text).toBe(" w38 w39 w40 ");
  });

  it("keeps short unchanged stretches whole", () => {
    const parts = wordDiff("one two three four", "one two 3 four");
    expect(trimUnchanged(parts, 5)).toEqual(parts);
  });

  it("gives back a text with no change whole", () => {
    const parts = wordDiff(words(1, 100), words(1, 100));
    expect(trimUnchanged(parts, 5)).toEqual(parts);
  });
});
