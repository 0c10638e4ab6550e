import * as React from "react";

type Abortable = { abort: (reason?: string) => void };

/**
 * Keeps the thunks a container starts and aborts those still running when it unmounts, so no
 * answer lands on a screen that is gone. Returns `track`, which hands its argument back.
 */
export function useAbortOnUnmount() {
  const running = React.useRef(new Set<Abortable>());
  React.useEffect(() => {
    const calls = running.current;
    return () => {
      for (const call of calls) call.abort("The screen was left");
      calls.clear();
    };
  }, []);
  return React.useCallback(<T extends Abortable & PromiseLike<unknown>>(call: T): T => {
    running.current.add(call);
    void Promise.resolve(call).finally(() => running.current.delete(call));
    return call;
  }, []);
}
