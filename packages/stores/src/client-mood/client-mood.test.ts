import { describe, expect, it } from "vitest";

import { loggedOut } from "../session/session-slice";
import { makeStore } from "../store";
import { clientMoodCleared, lastLogInRecorded, moodRecorded, selectClientMood } from "./client-mood-slice";
import { bootstrapped, fakeApi, memoryStorage } from "../test-support";

const api = fakeApi();

describe("clientMood (spec section 3)", () => {
  it("starts with both fields as empty text and records each", () => {
    const { store } = makeStore({ api });
    expect(selectClientMood(store.getState())).toEqual({ lastLogIn: "", lastMood: "" });
    store.dispatch(lastLogInRecorded("2026-11-22T08:00:00.000Z"));
    store.dispatch(moodRecorded("4"));
    expect(selectClientMood(store.getState())).toEqual({
      lastLogIn: "2026-11-22T08:00:00.000Z",
      lastMood: "4",
    });
    store.dispatch(clientMoodCleared());
    expect(selectClientMood(store.getState())).toEqual({ lastLogIn: "", lastMood: "" });
  });

  it("is cleared when the person signs out", () => {
    const { store } = makeStore({ api, preloadedState: { clientMood: { lastMood: "2" } } });
    expect(store.getState().clientMood.lastMood).toBe("2");
    store.dispatch(loggedOut());
    expect(store.getState().clientMood.lastMood).toBe("");
  });

  it("is persisted in storage under its own key", async () => {
    const storage = memoryStorage();
    const first = makeStore({ api, storage });
    await bootstrapped(first.persistor);
    first.store.dispatch(moodRecorded("5"));
    await first.persistor!.flush();
    const saved = JSON.parse(storage.data.get("persist:clientMood")!);
    expect(Object.keys(saved).sort()).toEqual(["_persist", "lastLogIn", "lastMood"]);

    const second = makeStore({ api, storage });
    await bootstrapped(second.persistor);
    expect(second.store.getState().clientMood).toMatchObject({ lastLogIn: "", lastMood: "5" });
  });

  it("drops anything but text from an unversioned save", async () => {
    const storage = memoryStorage();
    storage.data.set(
      "persist:clientMood",
      JSON.stringify({
        lastMood: JSON.stringify({ score: 3 }),
        lastLogIn: JSON.stringify("2026-01-01"),
        _persist: JSON.stringify({ version: -1 }),
      }),
    );
    const { store, persistor } = makeStore({ api, storage });
    await bootstrapped(persistor);
    expect(store.getState().clientMood).toMatchObject({ lastLogIn: "2026-01-01", lastMood: "" });
  });
});
