import { describe, expect, it } from "vitest";

import { chatKindLabel, renewalDay, sessionLimitText, usageText, waitText } from "./assistant-text";

const usage = { plan: "starter" as const, used: 3, limit: 10, resetsAt: "2026-06-01T04:00:00.000Z" };

describe("the assistant's words for kinds, usage and waits", () => {
  it("labels personalised and learning chats only", () => {
    expect(chatKindLabel("personalized")).toBe("Personalised");
    expect(chatKindLabel("learning")).toBe("Library for practitioners");
    expect(chatKindLabel("search")).toBeNull();
  });

  it("says how many of the plan's sessions are used", () => {
    expect(usageText(usage)).toBe("3 of 10 AI sessions used this month (Starter plan)");
    expect(usageText({ ...usage, plan: "professional", used: 50, limit: 50 })).toBe(
      "50 of 50 AI sessions used this month (Professional plan)",
    );
    expect(usageText({ ...usage, plan: null })).toBe("3 of 10 AI sessions used this month");
  });

  it("gives the first day of the next month in the person's zone, whichever end of the month resetsAt is", () => {
    expect(renewalDay("2026-06-01T04:00:00.000Z", "America/Toronto")).toBe("1 June 2026");
    expect(renewalDay("2026-06-01T03:59:59.999Z", "America/Toronto")).toBe("1 June 2026");
    expect(renewalDay("not a date", "UTC")).toBeNull();
  });

  it("explains the limit and what still works", () => {
    expect(sessionLimitText({ ...usage, used: 10 }, "America/Toronto")).toBe(
      "Your Starter plan includes 10 new chats with the assistant a month. New chats open again on 1 June 2026. You can still ask follow-up questions in your earlier chats.",
    );
    expect(sessionLimitText({ ...usage, used: 10, resetsAt: null, plan: null })).toBe(
      "Your plan includes 10 new chats with the assistant a month. You can still ask follow-up questions in your earlier chats.",
    );
  });

  it("puts a wait in words", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(0.2)).toBe("1 second");
    expect(waitText(30)).toBe("30 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(3600)).toBe("1 hour");
    expect(waitText(7201)).toBe("3 hours");
  });
});
