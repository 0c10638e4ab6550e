import { describe, expect, it } from "vitest";

import { profileRequestFrom } from "./settings-route";

describe("profileRequestFrom", () => {
  it("sends the trimmed name, the phone as stored and the date of birth", () => {
    expect(profileRequestFrom({ name: "  Carmen Ortiz ", phone: "5555550123", dob: "1974-05-12" })).toEqual({
      request: { name: "Carmen Ortiz", phone_number: "15555550123", dob: "1974-05-12" },
    });
  });

  it("leaves an empty phone alone and clears an empty date of birth", () => {
    expect(profileRequestFrom({ name: "Carmen", phone: "", dob: "" })).toEqual({
      request: { name: "Carmen", dob: null },
    });
  });

  it("names every field in error with the spec's messages", () => {
    expect(profileRequestFrom({ name: " ", phone: "555", dob: "1850-01-01" })).toEqual({
      errors: {
        name: "Full name is required",
        phone: "Phone number is too short",
        dob: "Date of birth must be a past date after 1900",
      },
    });
  });
});
