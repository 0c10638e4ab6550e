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

/**
 * Starts `load` once the browser is idle after the first render, so that what the page needs
 * only later (a form's schemas, needed on submit) is there by then without delaying the paint.
 */
export function useLoadWhenIdle(load: () => Promise<unknown>): void {
  React.useEffect(() => {
    // A failed load is tried again when the module is needed.
    const start = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 1);
    return () => window.clearTimeout(id);
  }, [load]);
}
