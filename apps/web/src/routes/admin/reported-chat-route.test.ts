import { describe, expect, it } from "vitest";

import { REPORTED_CHAT_MISSING, reportedChatError } from "./reported-chat-route";

describe("reportedChatError", () => {
  it("says a chat that is not reported, or not there, is missing", () => {
    expect(reportedChatError({ status: 404, message: "No such chat", data: null })).toBe(
      REPORTED_CHAT_MISSING,
    );
    expect(reportedChatError({ status: 400, message: "Some fields are not valid", data: null })).toBe(
      REPORTED_CHAT_MISSING,
    );
  });

  it("keeps the API's message for anything else, and says nothing without an error", () => {
    expect(reportedChatError({ status: 500, message: "Something went wrong on our side.", data: null })).toBe(
      "Something went wrong on our side.",
    );
    expect(reportedChatError(undefined)).toBeNull();
  });
});
