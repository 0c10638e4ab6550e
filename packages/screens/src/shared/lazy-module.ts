import * as React from "react";

/**
 * A module fetched once, when first asked for: the returned function starts the load (or gives
 * the load under way); a load that failed is tried again at the next call.
 */
export function lazyModule<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= importer().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** What a person does first on a form: a tap, a click, a key, the focus moving onto a field. */
const FIRST_INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

/**
 * Starts `load` at the person's first interaction with the page, so that what a form needs only on
 * submit (its schemas) is fetched while they type, and a visit that only looks fetches nothing more
 * and keeps the main thread free while the page paints. A submit that comes first awaits the load.
 */
export function useLoadOnFirstInteraction(load: () => Promise<unknown>): void {
  React.useEffect(() => {
    const start = () => {
      stop();
      // A failed load is tried again when the module is needed.
      void load().catch(() => undefined);
    };
    const stop = () => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, start, true);
    };
    for (const type of FIRST_INTERACTIONS)
      window.addEventListener(type, start, { capture: true, passive: true });
    return stop;
  }, [load]);
}
