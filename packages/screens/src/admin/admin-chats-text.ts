import { CHAT_KIND_NAMES, ROLE_NAMES, type ChatKind } from "@pkg/contracts";

/** Whose chat it is, by their role only (the list never says who). */
export function ownerRoleName(roleId: number): string {
  return ROLE_NAMES[roleId as keyof typeof ROLE_NAMES] ?? "Unknown role";
}

/** A chat's kind in words. */
export function chatKindName(kind: ChatKind): string {
  return CHAT_KIND_NAMES[kind];
}

/** '20 Nov 2026, 09:30' in the reader's zone (the browser's when none is given). */
export function reportedDate(iso: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  };
  try {
    return new Intl.DateTimeFormat("en-GB", { ...options, timeZone }).format(new Date(iso));
  } catch {
    // An unknown zone: the browser's own.
    return new Intl.DateTimeFormat("en-GB", options).format(new Date(iso));
  }
}

/** The note on a reported chat's page: reading it is recorded. */
export const AUDIT_NOTE =
  "Opening a reported chat is recorded in the audit log: who read it, whose chat it is, and when.";
