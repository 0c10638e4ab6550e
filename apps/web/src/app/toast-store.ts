/**
 * The app's toasts as a tiny store: `toast()` adds one, the Toaster (loaded after the first
 * paint, so its styling code stays out of the first load) shows them.
 */
export type ToastOptions = {
  title: string;
  description?: string;
  /** Destructive toasts report failures. */
  variant?: "default" | "destructive";
  /** How long the toast stays, in milliseconds (5000 by default). */
  duration?: number;
};

type ToastItem = ToastOptions & { id: number };

let nextId = 1;
let items: ToastItem[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Dismisses one toast. */
export function dismissToast(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

/** Shows a toast in the app's one Toaster. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  items = [...items, { ...options, id }].slice(-3);
  emit();
  return id;
}

export const subscribeToToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const currentToasts = () => items;
