import { afterEach, describe, expect, it, vi } from "vitest";

import {
  createToastStore,
  initialToastState,
  openToasts,
  queuedToasts,
  TOAST_DURATIONS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toastDuration,
  toastReducer,
  type ToastAction,
  type ToastState,
} from "./toast-store";

/** Runs actions on a store that shows one toast at a time, so that every queue step shows. */
function run(...actions: ToastAction[]): ToastState {
  return actions.reduce(toastReducer, initialToastState(1));
}

const added = (id: string, title = id): ToastAction => ({ type: "added", toast: { id, title } });
const statuses = (state: ToastState) => state.toasts.map((toast) => `${toast.id}:${toast.status}`);

describe("toastReducer", () => {
  it("opens a toast that is added while none is shown", () => {
    const state = run(added("a"));
    expect(statuses(state)).toEqual(["a:open"]);
    expect(openToasts(state).map((toast) => toast.title)).toEqual(["a"]);
  });

  it("queues toasts while one is shown, in the order they came", () => {
    const state = run(added("a"), added("b"), added("c"));
    expect(statuses(state)).toEqual(["a:open", "b:queued", "c:queued"]);
    expect(queuedToasts(state).map((toast) => toast.id)).toEqual(["b", "c"]);
  });

  it("updates a toast's content and keeps its id and status", () => {
    const state = run(added("a"), {
      type: "updated",
      id: "a",
      toast: { title: "Saved", variant: "success" },
    });
    expect(state.toasts).toEqual([{ id: "a", title: "Saved", variant: "success", status: "open" }]);
  });

  it("updates a queued toast without showing it", () => {
    const state = run(added("a"), added("b"), { type: "updated", id: "b", toast: { title: "B2" } });
    expect(statuses(state)).toEqual(["a:open", "b:queued"]);
    expect(state.toasts[1]?.title).toBe("B2");
  });

  it("dismisses the shown toast and opens the next queued one", () => {
    const state = run(added("a"), added("b"), added("c"), { type: "dismissed", id: "a" });
    expect(statuses(state)).toEqual(["a:dismissed", "b:open", "c:queued"]);
  });

  it("drops a queued toast that is dismissed before it was shown", () => {
    const state = run(added("a"), added("b"), added("c"), { type: "dismissed", id: "b" });
    expect(statuses(state)).toEqual(["a:open", "c:queued"]);
  });

  it("dismisses everything when no id is given", () => {
    const state = run(added("a"), added("b"), { type: "dismissed" });
    expect(statuses(state)).toEqual(["a:dismissed"]);
  });

  it("removes a dismissed toast", () => {
    const state = run(added("a"), { type: "dismissed", id: "a" }, { type: "removed", id: "a" });
    expect(state.toasts).toEqual([]);
  });

  it("walks added → updated → dismissed → removed and then shows the queue one by one", () => {
    const steps: ToastAction[] = [
      added("a"),
      added("b"),
      { type: "updated", id: "a", toast: { description: "More" } },
      { type: "dismissed", id: "a" },
      { type: "removed", id: "a" },
      { type: "dismissed", id: "b" },
    ];
    const trail: string[][] = [];
    steps.reduce((state, action) => {
      const next = toastReducer(state, action);
      trail.push(statuses(next));
      return next;
    }, initialToastState(1));
    expect(trail).toEqual([
      ["a:open"],
      ["a:open", "b:queued"],
      ["a:open", "b:queued"],
      ["a:dismissed", "b:open"],
      ["b:open"],
      ["b:dismissed"],
    ]);
  });

  it("opens a queued toast when a shown one is removed directly", () => {
    const state = run(added("a"), added("b"), { type: "removed", id: "a" });
    expect(statuses(state)).toEqual(["b:open"]);
  });

  it("honours a larger limit", () => {
    const state = [added("a"), added("b"), added("c")].reduce(toastReducer, initialToastState(2));
    expect(statuses(state)).toEqual(["a:open", "b:open", "c:queued"]);
  });

  it("shows up to three at once by default", () => {
    expect(TOAST_LIMIT).toBe(3);
    const state = [added("a"), added("b"), added("c"), added("d")].reduce(toastReducer, initialToastState());
    expect(statuses(state)).toEqual(["a:open", "b:open", "c:open", "d:queued"]);
  });

  it("opens queued toasts when the limit grows, and keeps shown ones when it shrinks", () => {
    const grown = run(added("a"), added("b"), added("c"), { type: "limitChanged", limit: 2 });
    expect(statuses(grown)).toEqual(["a:open", "b:open", "c:queued"]);
    const shrunk = toastReducer(grown, { type: "limitChanged", limit: 1 });
    expect(statuses(shrunk)).toEqual(["a:open", "b:open", "c:queued"]);
    expect(statuses(toastReducer(shrunk, { type: "dismissed", id: "a" }))).toEqual([
      "a:dismissed",
      "b:open",
      "c:queued",
    ]);
    expect(toastReducer(shrunk, { type: "limitChanged", limit: 1 })).toBe(shrunk);
  });

  it("returns the same state for actions that change nothing", () => {
    const state = run(added("a"));
    expect(toastReducer(state, { type: "updated", id: "x", toast: { title: "x" } })).toBe(state);
    expect(toastReducer(state, { type: "removed", id: "x" })).toBe(state);
    expect(toastReducer(state, { type: "dismissed", id: "x" })).toBe(state);
    expect(toastReducer(state, added("a"))).toBe(state);
    const dismissed = toastReducer(state, { type: "dismissed", id: "a" });
    expect(toastReducer(dismissed, { type: "dismissed", id: "a" })).toBe(dismissed);
  });

  it("does not mutate the previous state", () => {
    const before = run(added("a"), added("b"));
    const snapshot = structuredClone(before);
    toastReducer(before, { type: "dismissed", id: "a" });
    expect(before).toEqual(snapshot);
  });
});

describe("toastDuration", () => {
  it("uses 2 s for success, 4 s for errors and 5 s otherwise, unless the toast sets its own", () => {
    expect(TOAST_DURATIONS).toEqual({ default: 5000, success: 2000, destructive: 4000 });
    expect(toastDuration({})).toBe(5000);
    expect(toastDuration({ variant: "success" })).toBe(2000);
    expect(toastDuration({ variant: "destructive" })).toBe(4000);
    expect(toastDuration({ variant: "success", duration: 10_000 })).toBe(10_000);
  });
});

describe("createToastStore", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("notifies subscribers and hands out distinct ids", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.add({ title: "One" });
    const second = store.add({ title: "Two" });
    expect(first).not.toBe(second);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.update(first, { title: "Uno" });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().toasts[0]?.title).toBe("Uno");
  });

  it("removes a dismissed toast after the removal delay, a second by default", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1000);
    vi.useFakeTimers();
    const store = createToastStore();
    const id = store.add({ title: "One" });
    store.add({ title: "Two" });
    store.dismiss(id);
    expect(statuses(store.getState())).toEqual([`${id}:dismissed`, "toast-2:open"]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(store.getState().toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(statuses(store.getState())).toEqual(["toast-2:open"]);
  });

  it("takes a shorter removal delay and a larger limit", () => {
    vi.useFakeTimers();
    const store = createToastStore({ limit: 2, removeDelay: 100 });
    store.add({ title: "One" });
    store.add({ title: "Two" });
    expect(openToasts(store.getState())).toHaveLength(2);
    store.dismiss();
    vi.advanceTimersByTime(100);
    expect(store.getState().toasts).toEqual([]);
  });

  it("is reconfigured while it runs and answers the settings it replaced", () => {
    vi.useFakeTimers();
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    for (const title of ["One", "Two", "Three", "Four"]) store.add({ title });
    expect(store.configure({ limit: 4, removeDelay: 1_000_000 })).toEqual({ limit: 3, removeDelay: 1000 });
    expect(openToasts(store.getState())).toHaveLength(4);
    expect(listener).toHaveBeenCalledTimes(5);

    store.dismiss("toast-1");
    vi.advanceTimersByTime(999_999);
    expect(store.getState().toasts).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(3);

    // Options left out stay as they are.
    expect(store.configure({ limit: 1 })).toEqual({ limit: 4, removeDelay: 1_000_000 });
    expect(store.configure({})).toEqual({ limit: 1, removeDelay: 1_000_000 });
  });

  it("forgets everything at once with remove()", () => {
    vi.useFakeTimers();
    const store = createToastStore();
    store.add({ title: "One" });
    store.add({ title: "Two" });
    store.dismiss("toast-1");
    store.remove();
    expect(store.getState().toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
