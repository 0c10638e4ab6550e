import * as React from "react";

/** Whole seconds left until `endsAt` (never negative). */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * A countdown in whole seconds, for actions that may not be repeated at once (Resend). `start()`
 * begins it (for `seconds`, or as long as the server said); `remaining` is 0 when the action is
 * allowed again.
 */
export function useCooldown(seconds: number, initialRemaining = 0) {
  const [endsAt, setEndsAt] = React.useState<number | null>(() =>
    initialRemaining > 0 ? Date.now() + initialRemaining * 1000 : null,
  );
  const [now, setNow] = React.useState(() => Date.now());

  React.useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) {
        setEndsAt(null);
        window.clearInterval(timer);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = React.useCallback(
    (forSeconds: number = seconds) => {
      const current = Date.now();
      setNow(current);
      setEndsAt(forSeconds > 0 ? current + forSeconds * 1000 : null);
    },
    [seconds],
  );

  return { remaining: secondsLeft(endsAt, now), start };
}
