import type { ChatSummary } from "@pkg/contracts";
import { describe, expect, it } from "vitest";

import { groupChatsByDay, localDay } from "./chat-days";

const chat = (id: string, updatedAt: string): ChatSummary => ({
  id,
  title: id,
  kind: "search",
  messageCount: 1,
  reportedAt: null,
  createdAt: updatedAt,
  updatedAt,
});

describe("the chat history's days", () => {
  it("reads an instant as the local day of the time zone", () => {
    expect(localDay("2026-05-01T02:00:00Z", "America/Toronto")).toBe("2026-04-30");
    expect(localDay("2026-05-01T02:00:00Z", "Europe/London")).toBe("2026-05-01");
  });

  it("groups chats as Today, Yesterday and then the day written out, keeping their order", () => {
    const groups = groupChatsByDay(
      [
        chat("a", "2026-05-03T10:00:00Z"),
        chat("b", "2026-05-03T08:00:00Z"),
        chat("c", "2026-05-02T20:00:00Z"),
        chat("d", "2026-04-28T09:00:00Z"),
      ],
      { timeZone: "UTC", today: "2026-05-03" },
    );
    expect(groups.map((group) => [group.label, group.chats.map((item) => item.id)])).toEqual([
      ["Today", ["a", "b"]],
      ["Yesterday", ["c"]],
      ["28 Apr 2026", ["d"]],
    ]);
  });
});
