import { describe, expect, it } from "vitest";

import { failureOf, inviteFailureMessage, mapFieldErrors } from "./care-form-errors";

const PLAN_FULL =
  "Your Starter plan allows up to 3 active clients (pending invitations and client records count). You have no places left.";

describe("a failed call", () => {
  it("keeps the API's status, message and field messages", () => {
    const failure = failureOf({
      status: 400,
      message: "Some fields are not valid",
      data: { code: "VALIDATION_ERROR", fieldErrors: { name: "Enter a name" } },
    });
    expect(failure).toEqual({
      status: 400,
      message: "Some fields are not valid",
      fieldErrors: { name: "Enter a name" },
    });
  });

  it("keeps a full plan's message exactly", () => {
    expect(failureOf({ status: 402, message: PLAN_FULL, data: { code: "PLAN_LIMIT_REACHED" } }).message).toBe(
      PLAN_FULL,
    );
  });

  it("says something useful when nothing came back", () => {
    expect(failureOf(undefined)).toEqual({
      status: 0,
      message: "Check your connection and try again.",
      fieldErrors: {},
    });
  });
});

describe("the API's field messages on a form", () => {
  const fields = ["displayName", "phone_number", "notes", "tags"] as const;

  it("puts a tag's message on the tags, and the first message per field wins", () => {
    expect(
      mapFieldErrors(
        { "tags.3": "A tag cannot be empty", "tags.0": "A tag must be at most 40 characters" },
        fields,
      ),
    ).toEqual({ errors: { tags: "A tag cannot be empty" }, unmatched: null });
  });

  it("renames the API's names for a field", () => {
    expect(
      mapFieldErrors(
        { phone: "Phone number is too short", notes: "Notes must be at most 2000 characters" },
        fields,
        {
          phone: "phone_number",
        },
      ),
    ).toEqual({
      errors: { phone_number: "Phone number is too short", notes: "Notes must be at most 2000 characters" },
      unmatched: null,
    });
  });

  it("keeps a message no field shows", () => {
    expect(
      mapFieldErrors({ _: "Nothing to change", clientId: "The client's id must be a UUID" }, fields),
    ).toEqual({
      errors: {},
      unmatched: "Nothing to change",
    });
  });
});

describe("why invitations were refused", () => {
  it("names the row a message is about", () => {
    expect(
      inviteFailureMessage({
        message: "Some fields are not valid",
        fieldErrors: { "invitees.1.email": "The email format is incorrect" },
      }),
    ).toBe("Invitee 2: The email format is incorrect");
  });

  it("shows a full plan's message as the API wrote it", () => {
    expect(inviteFailureMessage({ message: PLAN_FULL, fieldErrors: {} })).toBe(PLAN_FULL);
  });

  it("shows a message about the whole list as it is", () => {
    expect(
      inviteFailureMessage({
        message: "Some fields are not valid",
        fieldErrors: { invitees: "Add at least one client" },
      }),
    ).toBe("Add at least one client");
  });
});
