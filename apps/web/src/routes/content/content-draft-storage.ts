import type { ContentEditorValues } from "@pkg/screens";

/** What the browser keeps of an item's unsaved text: the values and when they were typed. */
export type StoredContentDraft = { version: 1; savedAt: string; values: ContentEditorValues };

/** The storage the drafts live in (the browser's localStorage; a fake in tests). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const PREFIX = "haven.contentDraft";

/** One key per person and item ("new" for an item not saved yet), so no one sees another's text. */
export function contentDraftKey(userId: string, itemId: string | null): string {
  return `${PREFIX}.${userId}.${itemId ?? "new"}`;
}

/** The browser's localStorage, or none where it cannot be used (private modes, tests). */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return typeof window !== "undefined" && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === "string";

function isValues(value: unknown): value is ContentEditorValues {
  if (!value || typeof value !== "object") return false;
  const values = value as Record<string, unknown>;
  return (
    ["title", "summary", "documentText", "audience", "instructions"].every((key) => isString(values[key])) &&
    Array.isArray(values.topics) &&
    values.topics.every(isString) &&
    Array.isArray(values.sources) &&
    values.sources.every(
      (source: unknown) =>
        source !== null &&
        typeof source === "object" &&
        ["title", "publisher", "year", "url"].every((key) =>
          isString((source as Record<string, unknown>)[key]),
        ),
    )
  );
}

/** The kept draft under this key, or null (none, or something this version cannot read). */
export function readContentDraft(storage: DraftStorage | null, key: string): StoredContentDraft | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredContentDraft>;
    if (parsed.version !== 1 || !isString(parsed.savedAt) || Number.isNaN(Date.parse(parsed.savedAt)))
      return null;
    return isValues(parsed.values) ? (parsed as StoredContentDraft) : null;
  } catch {
    return null;
  }
}

/** Keeps the values under this key; a full or refused storage loses only the copy. */
export function writeContentDraft(
  storage: DraftStorage | null,
  key: string,
  values: ContentEditorValues,
  now: Date = new Date(),
): void {
  if (!storage) return;
  const draft: StoredContentDraft = { version: 1, savedAt: now.toISOString(), values };
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage refused: the text is still on the page.
  }
}

export function clearContentDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a storage that refuses removal refused the write too.
  }
}

/**
 * The kept draft if it should come back: for a new item always, for a saved one when it was typed
 * after the server's last change (a newer save elsewhere wins over an older copy here).
 */
export function restorableContentDraft(
  draft: StoredContentDraft | null,
  serverUpdatedAt: string | null,
): StoredContentDraft | null {
  if (!draft) return null;
  if (serverUpdatedAt === null) return draft;
  return Date.parse(draft.savedAt) > Date.parse(serverUpdatedAt) ? draft : null;
}

/** Whether two sets of values hold the same text (nothing unsaved when they do). */
export function sameContentValues(a: ContentEditorValues, b: ContentEditorValues): boolean {
  return (
    a.title === b.title &&
    a.summary === b.summary &&
    a.documentText === b.documentText &&
    a.audience === b.audience &&
    a.instructions === b.instructions &&
    a.topics.length === b.topics.length &&
    a.topics.every((topic, index) => topic === b.topics[index]) &&
    a.sources.length === b.sources.length &&
    a.sources.every((source, index) => {
      const other = b.sources[index]!;
      return (
        source.title === other.title &&
        source.publisher === other.publisher &&
        source.year === other.year &&
        source.url === other.url
      );
    })
  );
}
