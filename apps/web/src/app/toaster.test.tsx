// @vitest-environment jsdom
import { toastStore } from "@pkg/ui";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

import { APP_TOAST_LIMIT, APP_TOAST_REMOVE_DELAY, toast } from "./toast-store";
import { Toaster } from "./toaster";

// React's act() checks this flag before it lets effects run synchronously in tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const statuses = () => toastStore.getState().toasts.map((item) => `${item.title}:${item.status}`);

describe("the app's Toaster", () => {
  afterEach(() => {
    toastStore.remove();
    vi.useRealTimers();
  });

  it("queues toasts by the app's limit before any Toaster is loaded", () => {
    toast({ title: "First", duration: Infinity });
    toast({ title: "Second", duration: Infinity });
    expect(statuses()).toEqual(["First:open", "Second:queued"]);
    expect(toastStore.configure({})).toEqual({ limit: APP_TOAST_LIMIT, removeDelay: APP_TOAST_REMOVE_DELAY });
  });

  it("shows one toast at a time and keeps a dismissed one for the spec's delay", () => {
    vi.useFakeTimers();
    const root = createRoot(document.createElement("div"));
    act(() => root.render(<Toaster />));
    act(() => {
      // Shown until dismissed, so that only the removal delay moves the clock.
      toast({ title: "First", duration: Infinity });
      toast({ title: "Second", duration: Infinity });
    });
    expect(statuses()).toEqual(["First:open", "Second:queued"]);

    act(() => toastStore.dismiss(toastStore.getState().toasts[0]!.id));
    expect(statuses()).toEqual(["First:dismissed", "Second:open"]);
    act(() => vi.advanceTimersByTime(APP_TOAST_REMOVE_DELAY - 1));
    expect(statuses()).toEqual(["First:dismissed", "Second:open"]);
    act(() => vi.advanceTimersByTime(1));
    expect(statuses()).toEqual(["Second:open"]);
    act(() => root.unmount());
  });
});
