/**
 * The app's toasts are the design system's: `toast()` queues one (one on screen at a time, spec
 * section 9) and the Toaster in the root layout shows it. This module only names the options the
 * routes use, so that they need not know which fields the design system accepts, and sets the
 * app's limits on the store from the start: the Toaster is loaded later (root-layout.tsx), and the
 * toasts queued before it arrives already follow them.
 */
import { toast as showToast, toastStore, type ToastContent } from "@pkg/ui";

/** One toast on screen at a time; the others wait their turn (spec section 9). */
export const APP_TOAST_LIMIT = 1;
/** A dismissed toast is kept this long, in milliseconds, before it is forgotten (spec section 9). */
export const APP_TOAST_REMOVE_DELAY = 1_000_000;

toastStore.configure({ limit: APP_TOAST_LIMIT, removeDelay: APP_TOAST_REMOVE_DELAY });

export type ToastOptions = Pick<ToastContent, "title" | "description" | "variant" | "duration"> & {
  title: string;
};

/** Shows a toast in the app's one Toaster and answers its id. */
export function toast(options: ToastOptions): string {
  return showToast(options).id;
}

/** Closes the toast with this id (at once if it is on screen; a queued one is never shown). */
export function dismissToast(id: string): void {
  showToast.dismiss(id);
}

/** How many toasts the store holds (shown, queued or dismissed but not yet forgotten). */
export function toastsQueued(): number {
  return toastStore.getState().toasts.length;
}

/** Calls `listener` when the toasts change; answers how to stop. */
export const subscribeToToasts = (listener: () => void): (() => void) => toastStore.subscribe(listener);
