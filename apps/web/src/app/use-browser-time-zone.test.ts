import { afterEach, describe, expect, it, vi } from "vitest";

import { browserTimeZone, timeZoneToSave, type BrowserTimeZoneState } from "./use-browser-time-zone";

// The decision is pure: no store (and no browser storage) behind it here.
vi.mock("./store", () => ({ injectServerApi: () => undefined }));

const unset: BrowserTimeZoneState = {
  signedIn: true,
  preferences: { timeZone: null },
  browserZone: "America/Toronto",
  alreadySent: false,
};

describe("the browser's time zone at the first sign-in", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is saved for a signed-in person whose preferences have no zone", () => {
    expect(timeZoneToSave(unset)).toBe("America/Toronto");
  });

  it("is not saved over a zone already set, before the preferences load, when signed out, or twice", () => {
    expect(timeZoneToSave({ ...unset, preferences: { timeZone: "UTC" } })).toBeNull();
    expect(timeZoneToSave({ ...unset, preferences: { timeZone: "Europe/Paris" } })).toBeNull();
    expect(timeZoneToSave({ ...unset, preferences: undefined })).toBeNull();
    expect(timeZoneToSave({ ...unset, signedIn: false })).toBeNull();
    expect(timeZoneToSave({ ...unset, alreadySent: true })).toBeNull();
  });

  it("is not saved when the browser names no zone we can use", () => {
    expect(timeZoneToSave({ ...unset, browserZone: undefined })).toBeNull();
    const resolved = (timeZone: string | undefined) =>
      vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
        ...new Intl.DateTimeFormat("en-US").resolvedOptions(),
        timeZone: timeZone as string,
      });
    resolved("Asia/Kolkata");
    expect(browserTimeZone()).toBe("Asia/Kolkata");
    resolved(undefined);
    expect(browserTimeZone()).toBeUndefined();
    resolved("Mars/Olympus_Mons");
    expect(browserTimeZone()).toBeUndefined();
  });
});
