import { diffWords } from "diff";

/** A stretch of a compared text: kept, added, removed, or (`gap`) unchanged text left out. */
export type DiffPart = { kind: "same" | "added" | "removed" | "gap"; text: string };

/** How long a comparison may take before it gives up (two long, wholly different texts). */
export const WORD_DIFF_TIMEOUT_MS = 500;

/** When a comparison gives up: after `timeout` ms, or past `maxEditLength` changed words. */
export type WordDiffLimits = { timeout?: number; maxEditLength?: number };

/**
 * The word-by-word changes from one text to another (the `diff` package's `diffWords`: words and
 * punctuation are compared, changes of spacing alone are not shown as changes). Texts too different
 * to compare within the limits come back as the old text removed and the new one added.
 */
export function wordDiff(
  before: string,
  after: string,
  { timeout = WORD_DIFF_TIMEOUT_MS, maxEditLength }: WordDiffLimits = {},
): DiffPart[] {
  const changes = diffWords(before, after, {
    timeout,
    ...(maxEditLength === undefined ? {} : { maxEditLength }),
  });
  if (!changes) {
    return [
      ...(before ? [{ kind: "removed", text: before } as const] : []),
      ...(after ? [{ kind: "added", text: after } as const] : []),
    ];
  }
  return changes.map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
}

/** Whether anything was added or removed. */
export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind === "added" || part.kind === "removed");
}

/** Words and the spacing between them, so a text can be cut at a word and put back unchanged. */
function tokens(text: string): string[] {
  return text.split(/(\s+)/).filter(Boolean);
}

const isSpace = (token: string) => /^\s+$/.test(token);

function countWords(list: readonly string[]): number {
  return list.filter((token) => !isSpace(token)).length;
}

/** The first `count` words of a token list (with the spacing between them). */
function headOf(list: readonly string[], count: number): string {
  const taken: string[] = [];
  let words = 0;
  for (const token of list) {
    if (!isSpace(token) && words === count) break;
    if (!isSpace(token)) words += 1;
    taken.push(token);
  }
  return taken.join("");
}

/** The last `count` words of a token list (with the spacing between them). */
function tailOf(list: readonly string[], count: number): string {
  const taken: string[] = [];
  let words = 0;
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const token = list[index]!;
    if (!isSpace(token) && words === count) break;
    if (!isSpace(token)) words += 1;
    taken.unshift(token);
  }
  return taken.join("");
}

/**
 * Shortens long unchanged stretches to the `context` words next to each change, with a `gap` part
 * where text was left out, so a long document's changes can be read without the whole text. A
 * text with no change comes back whole.
 */
export function trimUnchanged(parts: readonly DiffPart[], context = 12): DiffPart[] {
  if (!hasChanges(parts)) return [...parts];
  return parts.flatMap((part, index): DiffPart[] => {
    if (part.kind !== "same") return [part];
    const list = tokens(part.text);
    const first = index === 0;
    const last = index === parts.length - 1;
    // The words kept: after the change before it, and before the change after it.
    const kept = (first ? 0 : context) + (last ? 0 : context);
    if (countWords(list) <= kept + context) return [part];
    const trimmed: DiffPart[] = [];
    if (!first) trimmed.push({ kind: "same", text: headOf(list, context) });
    trimmed.push({ kind: "gap", text: "…" });
    if (!last) trimmed.push({ kind: "same", text: tailOf(list, context) });
    return trimmed;
  });
}
