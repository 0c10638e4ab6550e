import type { ChatSummary } from "@pkg/contracts";

import { addDays, formatDay } from "../../health/shared/health-format";

export type ChatDayGroup = { day: string; label: string; chats: ChatSummary[] };

/** The local day (`YYYY-MM-DD`) of an instant in `timeZone` (the browser's when omitted). */
export function localDay(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone,
  }).format(new Date(iso));
}

/**
 * Chats grouped by the local day of their last question, in the order given (newest first):
 * 'Today', 'Yesterday', then the day written out.
 */
export function groupChatsByDay(
  chats: readonly ChatSummary[],
  { timeZone, today }: { timeZone?: string; today?: string } = {},
): ChatDayGroup[] {
  const todayDay = today ?? localDay(new Date().toISOString(), timeZone);
  const yesterday = addDays(todayDay, -1);
  const groups: ChatDayGroup[] = [];
  for (const chat of chats) {
    const day = localDay(chat.updatedAt, timeZone);
    const last = groups.at(-1);
    if (last?.day === day) {
      last.chats.push(chat);
      continue;
    }
    const label = day === todayDay ? "Today" : day === yesterday ? "Yesterday" : formatDay(day);
    groups.push({ day, label, chats: [chat] });
  }
  return groups;
}
