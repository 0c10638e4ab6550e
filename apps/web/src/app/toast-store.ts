/**
 * The app's toasts are the design system's: `toast()` queues one (one on screen at a time, spec
 * section 9) and the Toaster in the root layout shows it. This module only names the options the
 * routes use, so that they need not know which fields the design system accepts.
 */
import { toast as showToast, type ToastContent } from "@pkg/ui";

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
