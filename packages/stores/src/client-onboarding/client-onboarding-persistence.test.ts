import { describe, expect, it } from "vitest";

import { makeStore } from "../store";
import { clientOnboardingReset, clientOnboardingStepSaved } from "./client-onboarding-slice";
import { bootstrapped, fakeApi, memoryStorage } from "../test-support";

const api = fakeApi();

describe("the onboarding draft's persistence (decisions.md: a refresh loses nothing)", () => {
  it("keeps every answer under its own key across a reload", async () => {
    const storage = memoryStorage();
    const first = makeStore({ api, storage });
    await bootstrapped(first.persistor);
    first.store.dispatch(
      clientOnboardingStepSaved({
        step: "whatBringsYouHere",
        answers: { choice: "Other", otherText: "Better sleep" },
      }),
    );
    first.store.dispatch(
      clientOnboardingStepSaved({ step: "values", answers: { choices: ["Peace", "Energy"] } }),
    );
    first.store.dispatch(clientOnboardingStepSaved({ step: "readiness", answers: 6 }));
    await first.persistor!.flush();

    const saved = JSON.parse(storage.data.get("persist:clientOnboarding")!);
    expect(Object.keys(saved).sort()).toEqual(
      [
        "_persist",
        "age",
        "menopauseStatus",
        "country",
        "ZIP",
        "language",
        "race",
        "household",
        "education",
        "occupation",
        "whatBringsYouHere",
        "values",
        "barriers",
        "support",
        "personalityType",
        "readiness",
      ].sort(),
    );
    expect(JSON.parse(saved._persist)).toMatchObject({ version: 1 });

    const second = makeStore({ api, storage });
    await bootstrapped(second.persistor);
    expect(second.store.getState().clientOnboarding).toMatchObject({
      whatBringsYouHere: "Better sleep",
      values: ["Peace", "Energy"],
      readiness: 6,
      language: [],
    });
  });

  it("forgets the draft once it is reset", async () => {
    const storage = memoryStorage();
    const first = makeStore({ api, storage });
    await bootstrapped(first.persistor);
    first.store.dispatch(clientOnboardingStepSaved({ step: "readiness", answers: 9 }));
    first.store.dispatch(clientOnboardingReset());
    await first.persistor!.flush();

    const second = makeStore({ api, storage });
    await bootstrapped(second.persistor);
    expect(second.store.getState().clientOnboarding.readiness).toBe("-");
  });

  it("turns an unversioned draft's single language into a list and fills missing answers", async () => {
    const storage = memoryStorage();
    storage.data.set(
      "persist:clientOnboarding",
      JSON.stringify({
        age: JSON.stringify(52),
        language: JSON.stringify("Spanish"),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    const { store, persistor } = makeStore({ api, storage });
    await bootstrapped(persistor);
    expect(store.getState().clientOnboarding).toMatchObject({
      age: 52,
      language: ["Spanish"],
      values: [],
      readiness: "-",
    });
  });

  it("reads an unversioned '-' language as no language", async () => {
    const storage = memoryStorage();
    storage.data.set(
      "persist:clientOnboarding",
      JSON.stringify({ language: JSON.stringify("-"), _persist: JSON.stringify({ version: -1 }) }),
    );
    const { store, persistor } = makeStore({ api, storage });
    await bootstrapped(persistor);
    expect(store.getState().clientOnboarding.language).toEqual([]);
  });
});
