import type * as React from "react";

/**
 * The toast state machine: a toast is added (shown at once, or queued while another is shown),
 * updated, dismissed (closed, and the next queued toast is shown), then removed from memory.
 * The reducer is pure; `createToastStore` adds the subscription and the removal timers.
 */

export type ToastVariant = "default" | "success" | "destructive";

/** By default at most this many toasts are shown at a time; the rest wait in a queue. */
export const TOAST_LIMIT = 3;

/**
 * By default, how long a dismissed toast is kept, in milliseconds, before it is removed from memory:
 * long enough for its closing animation.
 */
export const TOAST_REMOVE_DELAY = 1000;

/** Default time on screen by variant: 2 s for success, 4 s for errors, Radix's 5 s otherwise. */
export const TOAST_DURATIONS: Record<ToastVariant, number> = {
  default: 5000,
  success: 2000,
  destructive: 4000,
};

export type ToastContent = {
  /** Short heading, e.g. 'Password updated'. */
  title?: React.ReactNode;
  /** Supporting text, e.g. 'You can now log in with your new password.'. */
  description?: React.ReactNode;
  /** `default`, `success` or `destructive` (errors). */
  variant?: ToastVariant;
  /** Milliseconds on screen; by default 2000 for success, 4000 for destructive, 5000 otherwise. */
  duration?: number;
  /** An optional action, usually a `ToastAction` button. */
  action?: React.ReactNode;
};

export type ToastData = ToastContent & { id: string };

/** queued: waiting for a free slot; open: on screen; dismissed: closed, kept until removed. */
export type ToastStatus = "queued" | "open" | "dismissed";

export type ToastRecord = ToastData & { status: ToastStatus };

export type ToastState = {
  /** Every known toast in the order it was added. */
  toasts: ToastRecord[];
  /** How many toasts may be open at once. */
  limit: number;
};

export type ToastAction =
  | { type: "added"; toast: ToastData }
  | { type: "updated"; id: string; toast: Partial<ToastContent> }
  /** Closes one toast, or every toast without an id. A queued toast is dropped unseen. */
  | { type: "dismissed"; id?: string }
  /** Forgets one toast, or every toast without an id. */
  | { type: "removed"; id?: string }
  /** Shows up to `limit` toasts at once from now on; queued toasts fill any new room. */
  | { type: "limitChanged"; limit: number };

export function initialToastState(limit: number = TOAST_LIMIT): ToastState {
  return { toasts: [], limit };
}

/** The duration a toast stays on screen: its own, else the variant's default. */
export function toastDuration(toast: Pick<ToastContent, "duration" | "variant">): number {
  return toast.duration ?? TOAST_DURATIONS[toast.variant ?? "default"];
}

/** Toasts on screen now. */
export function openToasts(state: ToastState): ToastRecord[] {
  return state.toasts.filter((toast) => toast.status === "open");
}

/** Toasts waiting for a slot, in the order they will be shown. */
export function queuedToasts(state: ToastState): ToastRecord[] {
  return state.toasts.filter((toast) => toast.status === "queued");
}

/** Opens queued toasts, oldest first, while there is room. */
function promote(toasts: ToastRecord[], limit: number): ToastRecord[] {
  let free = limit - toasts.filter((toast) => toast.status === "open").length;
  if (free <= 0) return toasts;
  return toasts.map((toast) => {
    if (free > 0 && toast.status === "queued") {
      free -= 1;
      return { ...toast, status: "open" };
    }
    return toast;
  });
}

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "added": {
      if (state.toasts.some((toast) => toast.id === action.toast.id)) return state;
      const toasts = [...state.toasts, { ...action.toast, status: "queued" as const }];
      return { ...state, toasts: promote(toasts, state.limit) };
    }
    case "updated": {
      if (!state.toasts.some((toast) => toast.id === action.id)) return state;
      return {
        ...state,
        toasts: state.toasts.map((toast) =>
          toast.id === action.id ? { ...toast, ...action.toast, id: toast.id, status: toast.status } : toast,
        ),
      };
    }
    case "dismissed": {
      const targets = (toast: ToastRecord) => action.id === undefined || toast.id === action.id;
      if (!state.toasts.some((toast) => targets(toast) && toast.status !== "dismissed")) return state;
      const toasts = state.toasts
        .filter((toast) => !(targets(toast) && toast.status === "queued"))
        .map((toast) => (targets(toast) ? { ...toast, status: "dismissed" as const } : toast));
      return { ...state, toasts: promote(toasts, state.limit) };
    }
    case "removed": {
      if (action.id === undefined) return state.toasts.length ? { ...state, toasts: [] } : state;
      if (!state.toasts.some((toast) => toast.id === action.id)) return state;
      const toasts = state.toasts.filter((toast) => toast.id !== action.id);
      return { ...state, toasts: promote(toasts, state.limit) };
    }
    case "limitChanged": {
      if (action.limit === state.limit) return state;
      // Toasts already on screen stay there; a lower limit applies to the next ones.
      return { ...state, limit: action.limit, toasts: promote(state.toasts, action.limit) };
    }
  }
}

export type ToastStore = {
  getState: () => ToastState;
  subscribe: (listener: () => void) => () => void;
  /** Adds a toast (shown now or queued) and returns its id. */
  add: (content: ToastContent) => string;
  update: (id: string, content: Partial<ToastContent>) => void;
  /** Closes a toast (or all); each is removed from memory `removeDelay` ms later. */
  dismiss: (id?: string) => void;
  /** Forgets a toast (or all) at once. */
  remove: (id?: string) => void;
  /** Changes the limit and the removal delay (options left out stay); answers the settings before. */
  configure: (options: ToastStoreOptions) => Required<ToastStoreOptions>;
};

export type ToastStoreOptions = {
  /** How many toasts are open at once; the others wait their turn (3). */
  limit?: number;
  /** Milliseconds between dismissing a toast and forgetting it, time for it to animate out (1000). */
  removeDelay?: number;
};

/** A toast store: the reducer plus subscribers and removal timers. */
export function createToastStore({
  limit = TOAST_LIMIT,
  removeDelay = TOAST_REMOVE_DELAY,
}: ToastStoreOptions = {}): ToastStore {
  let state = initialToastState(limit);
  let delay = removeDelay;
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction) {
    const next = toastReducer(state, action);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function scheduleRemovals() {
    for (const toast of state.toasts) {
      if (toast.status !== "dismissed" || removalTimers.has(toast.id)) continue;
      removalTimers.set(
        toast.id,
        setTimeout(() => {
          removalTimers.delete(toast.id);
          dispatch({ type: "removed", id: toast.id });
        }, delay),
      );
    }
  }

  function clearTimer(id: string) {
    clearTimeout(removalTimers.get(id));
    removalTimers.delete(id);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(content) {
      counter += 1;
      const id = `toast-${counter}`;
      dispatch({ type: "added", toast: { ...content, id } });
      return id;
    },
    update(id, content) {
      dispatch({ type: "updated", id, toast: content });
    },
    dismiss(id) {
      dispatch({ type: "dismissed", id });
      scheduleRemovals();
    },
    remove(id) {
      if (id === undefined) for (const key of [...removalTimers.keys()]) clearTimer(key);
      else clearTimer(id);
      dispatch({ type: "removed", id });
    },
    configure(options) {
      const previous = { limit: state.limit, removeDelay: delay };
      if (options.removeDelay !== undefined) delay = options.removeDelay;
      if (options.limit !== undefined) dispatch({ type: "limitChanged", limit: options.limit });
      return previous;
    },
  };
}

/*
 * The default store and `toast()` live here, apart from the Radix components: an app shows toasts
 * from its first page without loading the Toaster, which it can render lazily.
 */
/** The store that `toast()` and `useToast()` use and that `<Toaster />` renders by default. */
export const toastStore: ToastStore = createToastStore();

export type ToastHandle = {
  id: string;
  /** Closes this toast (or drops it from the queue). */
  dismiss: () => void;
  /** Changes this toast's content. */
  update: (content: Partial<ToastContent>) => void;
};

type ToastFunction = {
  (content: ToastContent): ToastHandle;
  /** A success toast (2 s by default). */
  success: (content: Omit<ToastContent, "variant">) => ToastHandle;
  /** An error toast (destructive, 4 s by default). */
  error: (content: Omit<ToastContent, "variant">) => ToastHandle;
  /** Closes a toast by id, or every toast. */
  dismiss: (id?: string) => void;
};

function show(content: ToastContent): ToastHandle {
  const id = toastStore.add(content);
  return {
    id,
    dismiss: () => toastStore.dismiss(id),
    update: (next) => toastStore.update(id, next),
  };
}

/**
 * Shows a toast from anywhere: `toast({ title, description, variant })`. Up to three are shown at
 * a time (the Toaster's `limit`); others wait their turn. Render a `<Toaster />` once near the root
 * of the app.
 */
export const toast: ToastFunction = Object.assign(show, {
  success: (content: Omit<ToastContent, "variant">) => show({ ...content, variant: "success" }),
  error: (content: Omit<ToastContent, "variant">) => show({ ...content, variant: "destructive" }),
  dismiss: (id?: string) => toastStore.dismiss(id),
});
