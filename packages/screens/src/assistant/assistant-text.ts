import { CHAT_KIND_NAMES, PLANS, type AssistantUsage, type ChatKind } from "@pkg/contracts";

/**
 * The small label a personalised or learning chat carries (in the chat and in the history), the
 * kind's one name (the Super Admin's list uses it too); none for a library search.
 */
export function chatKindLabel(kind: ChatKind): string | null {
  return kind === "search" ? null : CHAT_KIND_NAMES[kind];
}

const planName = (usage: AssistantUsage) => (usage.plan ? PLANS[usage.plan].name : null);

/** '3 of 10 AI sessions used this month (Starter plan)'. */
export function usageText(usage: AssistantUsage): string {
  const plan = planName(usage);
  return `${usage.used} of ${usage.limit ?? 0} AI sessions used this month${plan ? ` (${plan} plan)` : ""}`;
}

/**
 * The day new chats open again, in the person's zone. `resetsAt` is the end of their month: the
 * first instant of the next one or the last of this one, so a second is added before the day is
 * read, which gives the first day of the next month either way.
 */
export function renewalDay(resetsAt: string, timeZone?: string): string | null {
  const at = Date.parse(resetsAt);
  if (Number.isNaN(at)) return null;
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(new Date(at + 1000));
}

/** Why a new chat cannot start past the plan's sessions, and what still works. */
export function sessionLimitText(usage: AssistantUsage, timeZone?: string): string {
  const plan = planName(usage);
  const day = usage.resetsAt ? renewalDay(usage.resetsAt, timeZone) : null;
  return (
    `${plan ? `Your ${plan} plan includes` : "Your plan includes"} ${usage.limit ?? 0} new chats with the assistant a month. ` +
    `${day ? `New chats open again on ${day}. ` : ""}` +
    "You can still ask follow-up questions in your earlier chats."
  );
}

/** A wait in words: '1 second', '30 seconds', '2 minutes', '1 hour'. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} ${whole === 1 ? "second" : "seconds"}`;
  if (whole < 3600) {
    const minutes = Math.ceil(whole / 60);
    return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  }
  const hours = Math.ceil(whole / 3600);
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}
