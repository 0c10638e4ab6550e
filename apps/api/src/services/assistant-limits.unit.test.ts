import { describe, expect, it } from "vitest";

import { fairUseMessage, personalMonth, renewalDay, sessionLimitMessage } from "./assistant-limits";

describe("a person's month", () => {
  it("is the calendar month in UTC when the person has no time zone", () => {
    const month = personalMonth(new Date("2026-11-17T12:00:00Z"), null);
    expect(month.start.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(month.end.toISOString()).toBe("2026-12-01T00:00:00.000Z");
    expect(renewalDay(month.end, null)).toBe("1 December");
  });

  it("starts and ends at midnight in the person's zone", () => {
    // 30 November 20:00 in New York is already 1 December in UTC.
    const newYork = personalMonth(new Date("2026-12-01T01:00:00Z"), "America/New_York");
    expect(newYork.start.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(newYork.end.toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(renewalDay(newYork.end, "America/New_York")).toBe("1 December");

    // 1 January 08:00 in Tokyo is still 31 December in UTC.
    const tokyo = personalMonth(new Date("2026-12-31T23:00:00Z"), "Asia/Tokyo");
    expect(tokyo.start.toISOString()).toBe("2026-12-31T15:00:00.000Z");
    expect(tokyo.end.toISOString()).toBe("2027-01-31T15:00:00.000Z");
    expect(renewalDay(tokyo.end, "Asia/Tokyo")).toBe("1 February");
  });

  it("follows a change of summer time within the month", () => {
    // London: March starts on GMT, April on BST.
    const march = personalMonth(new Date("2026-03-15T12:00:00Z"), "Europe/London");
    expect(march.start.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(march.end.toISOString()).toBe("2026-03-31T23:00:00.000Z");
    // The first instant of a month belongs to it, the one before to the month before.
    expect(personalMonth(march.end, "Europe/London").start.toISOString()).toBe(march.end.toISOString());
    expect(personalMonth(new Date(march.end.getTime() - 1), "Europe/London").start.toISOString()).toBe(
      march.start.toISOString(),
    );
  });
});

describe("the limits' messages", () => {
  it("say the count, the plan and when it renews", () => {
    expect(sessionLimitMessage(10, "Starter", "1 December")).toBe(
      "You have used all 10 AI sessions of your Starter plan this month. They renew on 1 December.",
    );
  });

  it("say the wait in whole minutes, at least one", () => {
    expect(fairUseMessage(700)).toBe(
      "You have asked a lot of questions in a short time. Please try again in 12 minutes.",
    );
    expect(fairUseMessage(5)).toBe(
      "You have asked a lot of questions in a short time. Please try again in 1 minute.",
    );
    expect(fairUseMessage(3600)).toMatch(/in 60 minutes\.$/);
  });
});
