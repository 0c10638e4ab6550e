/**
 * Shown while the saved session is read back at start (decisions.md: no fixed wait). Plain
 * markup, so the first load carries no component library code for it.
 */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background text-primary">
      <svg
        role="status"
        aria-label="Loading"
        viewBox="0 0 24 24"
        fill="none"
        className="size-10 animate-spin motion-reduce:animate-none"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}
