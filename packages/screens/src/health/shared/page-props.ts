/** A health page whose data load: loading, ready, or failed (why, and Try again). */
export type LoadStatusProps = {
  /** The page's data are loading, or could not be loaded. */
  status?: "ready" | "loading" | "error";
  /** Why the data could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
};
