import { emptyContentEditorValues, type ContentEditorValues } from "@pkg/screens";
import { describe, expect, it } from "vitest";

import {
  clearContentDraft,
  contentDraftKey,
  readContentDraft,
  restorableContentDraft,
  sameContentValues,
  writeContentDraft,
  type DraftStorage,
} from "./content-draft-storage";

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const values: ContentEditorValues = {
  ...emptyContentEditorValues,
  title: "Sleep and the menopause",
  topics: ["sleep-problems"],
  sources: [{ title: "NG23", publisher: "NICE", year: "2024", url: "" }],
};

describe("the content draft kept in the browser", () => {
  it("is kept per person and item, 'new' before the item exists", () => {
    expect(contentDraftKey("u1", null)).toBe("haven.contentDraft.u1.new");
    expect(contentDraftKey("u1", "c9")).toBe("haven.contentDraft.u1.c9");
  });

  it("reads back what was written, and nothing once cleared", () => {
    const storage = memoryStorage();
    const key = contentDraftKey("u1", "c9");
    writeContentDraft(storage, key, values, new Date("2026-03-01T10:00:00.000Z"));
    expect(readContentDraft(storage, key)).toEqual({
      version: 1,
      savedAt: "2026-03-01T10:00:00.000Z",
      values,
    });
    clearContentDraft(storage, key);
    expect(readContentDraft(storage, key)).toBeNull();
  });

  it("ignores what it cannot read and storage that refuses", () => {
    const storage = memoryStorage();
    storage.data.set("k", "{not json");
    expect(readContentDraft(storage, "k")).toBeNull();
    storage.data.set(
      "k",
      JSON.stringify({ version: 1, savedAt: "2026-03-01T10:00:00.000Z", values: { title: 1 } }),
    );
    expect(readContentDraft(storage, "k")).toBeNull();
    expect(readContentDraft(null, "k")).toBeNull();
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(() => writeContentDraft(full, "k", values)).not.toThrow();
  });

  it("comes back for a new item, and for a saved one only when newer than the server's copy", () => {
    const draft = { version: 1 as const, savedAt: "2026-03-01T10:00:00.000Z", values };
    expect(restorableContentDraft(draft, null)).toBe(draft);
    expect(restorableContentDraft(draft, "2026-03-01T09:59:59.000Z")).toBe(draft);
    expect(restorableContentDraft(draft, "2026-03-01T10:00:01.000Z")).toBeNull();
    expect(restorableContentDraft(null, null)).toBeNull();
  });

  it("compares values field by field", () => {
    expect(sameContentValues(values, structuredClone(values))).toBe(true);
    expect(sameContentValues(values, { ...values, sources: [{ ...values.sources[0]!, year: "2023" }] })).toBe(
      false,
    );
    expect(sameContentValues(values, { ...values, topics: [] })).toBe(false);
  });
});
