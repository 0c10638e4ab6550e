import type { ContentEditorValues } from "@pkg/screens";
import * as React from "react";

import {
  clearContentDraft,
  readContentDraft,
  restorableContentDraft,
  sameContentValues,
  writeContentDraft,
  type DraftStorage,
  type StoredContentDraft,
} from "./content-draft-storage";

/** How long typing pauses before the copy is written. */
export const AUTOSAVE_DELAY_MS = 400;

export type UseAutosavedDraftOptions = {
  storage: DraftStorage | null;
  /** `contentDraftKey(userId, itemId)`. */
  key: string;
  /** What the form holds now. */
  values: ContentEditorValues;
  /** The saved text: values equal to it leave nothing to keep. */
  baseline: ContentEditorValues;
};

/**
 * Keeps what is typed in the browser until it is saved, so a refresh loses nothing: written a
 * moment after typing pauses (and at once when the page is hidden or left), removed when the
 * values match the saved text again (saved, or the copy discarded).
 */
export function useAutosavedDraft({ storage, key, values, baseline }: UseAutosavedDraftOptions) {
  const pending = React.useRef<ContentEditorValues | null>(null);
  const stopped = React.useRef(false);

  const flush = React.useCallback(() => {
    const next = pending.current;
    pending.current = null;
    if (next && !stopped.current) writeContentDraft(storage, key, next);
  }, [storage, key]);

  React.useEffect(() => {
    if (stopped.current) return;
    if (sameContentValues(values, baseline)) {
      pending.current = null;
      clearContentDraft(storage, key);
      return;
    }
    pending.current = values;
    const timer = window.setTimeout(flush, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [values, baseline, storage, key, flush]);

  React.useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      // Leaving the page within the pause keeps the last keystrokes too.
      flush();
    };
  }, [flush]);

  return {
    /**
     * Forgets the copy and writes no more (after a new item is created: its text now lives under
     * the item's own key).
     */
    stop: React.useCallback(() => {
      stopped.current = true;
      pending.current = null;
      clearContentDraft(storage, key);
    }, [storage, key]),
  };
}

/** The copy to restore when the editor opens (read once per key). */
export function useRestorableDraft(
  storage: DraftStorage | null,
  key: string,
  serverUpdatedAt: string | null,
): StoredContentDraft | null {
  const [draft] = React.useState(() =>
    restorableContentDraft(readContentDraft(storage, key), serverUpdatedAt),
  );
  return draft;
}
