import { describe, expect, it } from "vitest";

import { loggedOut } from "../session/session-slice";
import { makeStore } from "../store";
import {
  dateSet,
  glucoseDraftCleared,
  glucoseValueSet,
  measurementTypeSet,
  notesSet,
  selectGlucoseDraft,
} from "./glucose-draft-slice";
import { bootstrapped, fakeApi, memoryStorage } from "../test-support";

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

  it("survives a refresh under its own key, and is cleared when the person signs out", async () => {
    const storage = memoryStorage();
    const first = makeStore({ api, storage });
    await bootstrapped(first.persistor);
    first.store.dispatch(glucoseValueSet("110"));
    first.store.dispatch(measurementTypeSet("fasting"));
    await first.persistor!.flush();
    expect(Object.keys(JSON.parse(storage.data.get("persist:glucoseDraft")!)).sort()).toEqual([
      "_persist",
      "date",
      "glucoseValue",
      "measurementType",
      "notes",
    ]);

    const second = makeStore({ api, storage });
    await bootstrapped(second.persistor);
    expect(selectGlucoseDraft(second.store.getState())).toMatchObject({
      glucoseValue: "110",
      measurementType: "fasting",
    });
    second.store.dispatch(loggedOut());
    expect(selectGlucoseDraft(second.store.getState()).glucoseValue).toBe("");
  });
});
