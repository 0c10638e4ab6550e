import { describe, expect, it, vi } from "vitest";

import { preferencesErrorsOf } from "./use-preferences-card";

// The mapping is pure: no store (and no browser storage) behind it here.
vi.mock("../../app/store", () => ({ injectServerApi: () => undefined }));

describe("preferencesErrorsOf", () => {
  it("keeps the card's fields with the server's messages", () => {
    expect(
      preferencesErrorsOf({
        timeZone: "Choose a time zone",
        theme: "Choose light, dark or the same as this device",
      }),
    ).toEqual({
      timeZone: "Choose a time zone",
      theme: "Choose light, dark or the same as this device",
    });
  });

  it("shows an entry of the e-mail list on the list, once", () => {
    expect(
      preferencesErrorsOf({
        "emailOptOuts.1": "This is not an e-mail you can turn off",
        "emailOptOuts.3": "Another message",
      }),
    ).toEqual({ emailOptOuts: "This is not an e-mail you can turn off" });
  });

  it("leaves out what the card has no field for", () => {
    expect(preferencesErrorsOf({ somethingElse: "No" })).toEqual({});
  });
});
