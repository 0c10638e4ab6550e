// @vitest-environment jsdom
import { emptyContentEditorValues, type ContentEditorValues } from "@pkg/screens";
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { readContentDraft, writeContentDraft, type DraftStorage } from "./content-draft-storage";
import { AUTOSAVE_DELAY_MS, useAutosavedDraft, useRestorableDraft } from "./use-autosaved-draft";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function memoryStorage(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const key = "haven.contentDraft.u1.c1";
const baseline: ContentEditorValues = { ...emptyContentEditorValues, title: "Sleep" };
const typed = (title: string): ContentEditorValues => ({ ...baseline, title });

type Props = { storage: DraftStorage; values: ContentEditorValues; base?: ContentEditorValues };
const controls = { stop: () => undefined as void };
function Harness({ storage, values, base = baseline }: Props) {
  const { stop } = useAutosavedDraft({ storage, key, values, baseline: base });
  useEffect(() => {
    controls.stop = stop;
  }, [stop]);
  return null;
}

describe("useAutosavedDraft", () => {
  let root: Root;
  let storage: ReturnType<typeof memoryStorage>;
  const render = (props: Omit<Props, "storage">) =>
    act(() => root.render(<Harness storage={storage} {...props} />));

  beforeEach(() => {
    vi.useFakeTimers();
    storage = memoryStorage();
    root = createRoot(document.createElement("div"));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.useRealTimers();
  });

  it("writes what is typed once typing pauses, not on every keystroke", () => {
    render({ values: typed("Sleep a") });
    render({ values: typed("Sleep an") });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    expect(storage.data.size).toBe(0);
    render({ values: typed("Sleep and") });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(readContentDraft(storage, key)?.values.title).toBe("Sleep and");
  });

  it("writes at once when the page is hidden or the editor left within the pause", () => {
    render({ values: typed("Sleep and mood") });
    act(() => window.dispatchEvent(new Event("pagehide")));
    expect(readContentDraft(storage, key)?.values.title).toBe("Sleep and mood");
    render({ values: typed("Sleep and mood changes") });
    act(() => root.unmount());
    expect(readContentDraft(storage, key)?.values.title).toBe("Sleep and mood changes");
    root = createRoot(document.createElement("div"));
  });

  it("removes the copy when the values match the saved text again", () => {
    render({ values: typed("Sleep and mood") });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(storage.data.has(key)).toBe(true);
    // Saved: the baseline becomes what was typed.
    render({ values: typed("Sleep and mood"), base: typed("Sleep and mood") });
    expect(storage.data.has(key)).toBe(false);
  });

  it("writes nothing more once stopped", () => {
    render({ values: typed("Sleep and mood") });
    act(() => controls.stop());
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    render({ values: typed("Sleep and mood, again") });
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS));
    expect(storage.data.has(key)).toBe(false);
  });
});

describe("useRestorableDraft", () => {
  it("reads the copy once, when it is newer than the server's", () => {
    const storage = memoryStorage();
    writeContentDraft(storage, key, typed("Sleep, unsaved"), new Date("2026-03-01T10:00:00.000Z"));
    const seen: { draft?: unknown } = {};
    function Reader({ updatedAt }: { updatedAt: string }) {
      const draft = useRestorableDraft(storage, key, updatedAt);
      useEffect(() => {
        seen.draft = draft;
      }, [draft]);
      return null;
    }
    const root = createRoot(document.createElement("div"));
    act(() => root.render(<Reader updatedAt="2026-03-01T09:00:00.000Z" />));
    expect(seen.draft).toMatchObject({ values: { title: "Sleep, unsaved" } });
    act(() => root.unmount());
    const again = createRoot(document.createElement("div"));
    act(() => again.render(<Reader updatedAt="2026-03-01T11:00:00.000Z" />));
    expect(seen.draft).toBeNull();
    act(() => again.unmount());
  });
});
