import { useSyncExternalStore } from "react";

import {
  openToasts,
  queuedToasts,
  toast,
  toastStore,
  type ToastStore,
} from "../components/toast/toast-store";

/**
 * The toasts on screen and those waiting their turn, with `toast` and `dismiss`, for components
 * that show or react to toasts. Pass a store to follow one other than the default.
 */
export function useToast(store: ToastStore = toastStore) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return {
    /** Toasts on screen. */
    toasts: openToasts(state),
    /** Toasts waiting their turn, oldest first. */
    queued: queuedToasts(state),
    toast,
    dismiss: toast.dismiss,
  };
}
