import { clientOnboardingDataSchema, NOT_ANSWERED } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { loggedOut } from "../session/session-slice";
import { makeStore } from "../store";
import { selectClientOnboarding } from "./client-onboarding-selectors";
import {
  clientOnboardingStepSaved,
  clientOnboardingReplaced,
  clientOnboardingReset,
  initialClientOnboardingState,
  resolveOtherChoice,
  resolveOtherChoices,
} from "./client-onboarding-slice";
import { fakeApi } from "../test-support";

const api = fakeApi();
const newStore = () => makeStore({ api }).store;

describe("clientOnboarding defaults (spec section 3)", () => {
  it("starts from the spec's table, with language as a list and readiness not answered", () => {
    expect(newStore().getState().clientOnboarding).toEqual({
      age: 0,
      menopauseStatus: "-",
      country: "-",
      ZIP: "-",
      language: [],
      race: "-",
      household: "-",
      education: "-",
      occupation: "-",
      whatBringsYouHere: "-",
      values: [],
      barriers: "-",
      support: [],
      personalityType: "-",
      readiness: "-",
    });
  });
});

describe("clientOnboarding transitions (spec section 4, client flow)", () => {
  it("saves About you, leaving empty optional answers unanswered", () => {
    const store = newStore();
    store.dispatch(
      clientOnboardingStepSaved({
        step: "aboutYou",
        answers: {
          age: 51,
          menopauseStatus: "Irregular cycles",
          country: "Canada",
          ZIP: " K1A0 ",
          language: ["English", "French"],
          household: "Living with partner",
          race: "",
          education: undefined,
          occupation: "Retired",
        },
      }),
    );
    expect(selectClientOnboarding(store.getState())).toMatchObject({
      age: 51,
      menopauseStatus: "Irregular cycles",
      country: "Canada",
      ZIP: "K1A0",
      language: ["English", "French"],
      household: "Living with partner",
      race: NOT_ANSWERED,
      education: NOT_ANSWERED,
      occupation: "Retired",
    });
  });

  it("replaces 'Other (please specify)' for race with the typed text", () => {
    const store = newStore();
    store.dispatch(
      clientOnboardingStepSaved({
        step: "aboutYou",
        answers: {
          age: 48,
          menopauseStatus: "Not sure",
          country: "India",
          ZIP: "56001",
          language: ["English"],
          household: "Single",
          race: "Other (please specify)",
          raceOther: "  Romani ",
        },
      }),
    );
    expect(store.getState().clientOnboarding.race).toBe("Romani");
  });

  it("replaces 'Other' with the typed text for the main goal and the barrier", () => {
    const store = newStore();
    store.dispatch(
      clientOnboardingStepSaved({
        step: "whatBringsYouHere",
        answers: { choice: "Other", otherText: " Sleep through the night " },
      }),
    );
    store.dispatch(
      clientOnboardingStepSaved({
        step: "barriers",
        answers: { choice: "Other", otherText: "Night shifts" },
      }),
    );
    expect(store.getState().clientOnboarding).toMatchObject({
      whatBringsYouHere: "Sleep through the night",
      barriers: "Night shifts",
    });
    store.dispatch(
      clientOnboardingStepSaved({
        step: "whatBringsYouHere",
        answers: { choice: "Natural remedies", otherText: "ignored" },
      }),
    );
    store.dispatch(clientOnboardingStepSaved({ step: "barriers", answers: { choice: "Cost of care" } }));
    expect(store.getState().clientOnboarding).toMatchObject({
      whatBringsYouHere: "Natural remedies",
      barriers: "Cost of care",
    });
  });

  it("replaces the 'Other' value in a list with the typed text and keeps the rest in order", () => {
    const store = newStore();
    store.dispatch(
      clientOnboardingStepSaved({
        step: "values",
        answers: { choices: ["Peace", "Other", "Energy"], otherText: "Faith" },
      }),
    );
    expect(store.getState().clientOnboarding.values).toEqual(["Peace", "Faith", "Energy"]);
  });

  it("saves support, a known personality type and readiness", () => {
    const store = newStore();
    store.dispatch(clientOnboardingStepSaved({ step: "support", answers: ["Partner", "Online groups"] }));
    store.dispatch(clientOnboardingStepSaved({ step: "personalityType", answers: "INFJ" }));
    store.dispatch(clientOnboardingStepSaved({ step: "readiness", answers: 7 }));
    expect(store.getState().clientOnboarding).toMatchObject({
      support: ["Partner", "Online groups"],
      personalityType: "INFJ",
      readiness: 7,
    });
  });

  it("leaves a skipped step at its default: skipping dispatches nothing", () => {
    const store = newStore();
    store.dispatch(
      clientOnboardingStepSaved({ step: "whatBringsYouHere", answers: { choice: "Quick fix" } }),
    );
    // Values skipped: the next saved step does not touch it.
    store.dispatch(clientOnboardingStepSaved({ step: "barriers", answers: { choice: "Not enough time" } }));
    expect(store.getState().clientOnboarding.values).toEqual([]);
  });

  it("replaces the whole record (a saved summary card) and resets to the defaults", () => {
    const store = newStore();
    const edited = { ...initialClientOnboardingState, age: 55, values: ["Balance"], readiness: 9 };
    store.dispatch(clientOnboardingReplaced(edited));
    expect(store.getState().clientOnboarding).toEqual(edited);
    edited.values.push("Energy");
    expect(store.getState().clientOnboarding.values).toEqual(["Balance"]);
    store.dispatch(clientOnboardingReset());
    expect(store.getState().clientOnboarding).toEqual(initialClientOnboardingState);
  });

  it("drops the draft when the person signs out", () => {
    const store = newStore();
    store.dispatch(clientOnboardingStepSaved({ step: "readiness", answers: 10 }));
    store.dispatch(loggedOut());
    expect(store.getState().clientOnboarding.readiness).toBe("-");
  });

  it("keeps a draft that the API's submission schema accepts, answered or skipped", () => {
    const store = newStore();
    expect(clientOnboardingDataSchema.safeParse(store.getState().clientOnboarding).success).toBe(true);
    store.dispatch(
      clientOnboardingStepSaved({
        step: "aboutYou",
        answers: {
          age: 120,
          menopauseStatus: "Postmenopausal",
          country: "Japan",
          ZIP: "10001",
          language: ["Chinese"],
          household: "Caregiver",
          race: "East Asian",
          education: "Master's",
          occupation: "Student",
        },
      }),
    );
    store.dispatch(
      clientOnboardingStepSaved({
        step: "whatBringsYouHere",
        answers: { choice: "Other", otherText: "Hot flashes" },
      }),
    );
    store.dispatch(
      clientOnboardingStepSaved({ step: "values", answers: { choices: ["Peace", "Clarity", "Longevity"] } }),
    );
    store.dispatch(clientOnboardingStepSaved({ step: "support", answers: ["No one right now"] }));
    store.dispatch(clientOnboardingStepSaved({ step: "readiness", answers: 0 }));
    expect(clientOnboardingDataSchema.parse(store.getState().clientOnboarding)).toEqual(
      store.getState().clientOnboarding,
    );
  });
});

describe("the 'Other' rule", () => {
  it("resolves a single choice", () => {
    expect(resolveOtherChoice(undefined)).toBe(NOT_ANSWERED);
    expect(resolveOtherChoice("")).toBe(NOT_ANSWERED);
    expect(resolveOtherChoice("Other", "  text ")).toBe("text");
    expect(resolveOtherChoice("Other (please specify)", "Sami")).toBe("Sami");
    expect(resolveOtherChoice("Balance", "text")).toBe("Balance");
  });

  it("resolves a list", () => {
    expect(resolveOtherChoices(["Other"], "Joy")).toEqual(["Joy"]);
    expect(resolveOtherChoices([], "Joy")).toEqual([]);
  });
});
