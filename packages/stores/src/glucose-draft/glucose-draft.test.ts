import { describe, expect, it } from "vitest";

import { makeStore } from "../store";
import {
  dateSet,
  glucoseDraftCleared,
  glucoseValueSet,
  measurementTypeSet,
  notesSet,
  selectGlucoseDraft,
} from "./glucose-draft-slice";
import { fakeApi } from "../test-support";

const api = fakeApi();

describe("glucoseDraft (spec section 3)", () => {
  it("starts with four empty texts", () => {
    const { store } = makeStore({ api });
    expect(selectGlucoseDraft(store.getState())).toEqual({
      glucoseValue: "",
      measurementType: "",
      date: "",
      notes: "",
    });
  });

  it("has one setter per field, each replacing only its value", () => {
    const { store } = makeStore({ api });
    store.dispatch(glucoseValueSet("9"));
    store.dispatch(glucoseValueSet("95"));
    store.dispatch(measurementTypeSet("fasting"));
    store.dispatch(dateSet("2026-11-22"));
    store.dispatch(notesSet("Before breakfast"));
    store.dispatch(notesSet(""));
    expect(selectGlucoseDraft(store.getState())).toEqual({
      glucoseValue: "95",
      measurementType: "fasting",
      date: "2026-11-22",
      notes: "",
    });
    store.dispatch(glucoseDraftCleared());
    expect(store.getState().glucoseDraft.glucoseValue).toBe("");
  });

  it("is not persisted", async () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: async (key: string) => data.get(key) ?? null,
      setItem: async (key: string, value: string) => void data.set(key, value),
      removeItem: async (key: string) => void data.delete(key),
    };
    const { store, persistor } = makeStore({ api, storage });
    while (!persistor!.getState().bootstrapped) await new Promise((resolve) => setTimeout(resolve, 5));
    store.dispatch(glucoseValueSet("110"));
    await persistor!.flush();
    expect([...data.keys()].some((key) => key.includes("glucose"))).toBe(false);
  });
});
