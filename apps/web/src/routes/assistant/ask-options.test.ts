import { ROLE_IDS } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { askFailureOf, askOptionsFor } from "./ask-options";

describe("what the Ask page offers each role", () => {
  it("offers a client personalised chats, a practitioner and a Super Admin the library for practitioners", () => {
    expect(askOptionsFor(ROLE_IDS.client)).toEqual({
      kindChoices: ["search", "personalized"],
      countsSessions: false,
      canDraft: false,
    });
    expect(askOptionsFor(ROLE_IDS.practitioner)).toEqual({
      kindChoices: ["search", "learning"],
      countsSessions: true,
      canDraft: true,
    });
    expect(askOptionsFor(ROLE_IDS.superAdmin)).toMatchObject({
      kindChoices: ["search", "learning"],
      countsSessions: false,
    });
    expect(askOptionsFor(ROLE_IDS.reviewer)).toEqual({
      kindChoices: [],
      countsSessions: false,
      canDraft: false,
    });
    expect(askOptionsFor(undefined).kindChoices).toEqual([]);
  });
});

describe("a refused question", () => {
  it("shows the plan's limit as given, without a wait", () => {
    const message = "You have used the 10 AI sessions of your Starter plan this month.";
    expect(askFailureOf({ status: 403, message, data: { message, code: "AI_SESSION_LIMIT" } })).toEqual({
      message,
      kind: "session-limit",
      retryAfterSeconds: null,
    });
  });

  it("shows fair use with its wait, from the body or without one", () => {
    const message = "Too many questions in a short time.";
    expect(
      askFailureOf({ status: 429, message, data: { message, code: "AI_FAIR_USE", retryAfterSeconds: 42 } }),
    ).toEqual({ message, kind: "fair-use", retryAfterSeconds: 42 });
    expect(askFailureOf({ status: 429, message, data: { message } })).toEqual({
      message,
      kind: "fair-use",
      retryAfterSeconds: null,
    });
  });

  it("shows anything else as it came, or asks to check the connection when it says nothing", () => {
    expect(askFailureOf({ status: 500, message: "Boom", data: undefined })).toEqual({
      message: "Boom",
      kind: "error",
      retryAfterSeconds: null,
    });
    expect(askFailureOf(undefined).message).toBe("Check your connection and try again.");
  });
});
