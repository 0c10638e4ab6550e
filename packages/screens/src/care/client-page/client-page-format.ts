import { localDateOf, MOOD_TAGS, type ClientInfo, type MoodTag, type ShareKind } from "@pkg/contracts";

import { formatDay } from "../../health/glucose/glucose-format";

/** The name the practitioner gave the client, else the name on their account. */
export const clientName = (info: Pick<ClientInfo, "displayName" | "accountName">): string =>
  info.displayName?.trim() || info.accountName;

/** The reader's zone: the one given, else the browser's. */
export function readerZone(timeZone: string | undefined): string {
  return timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The day an instant falls on in the reader's zone, in words: "May 12, 2026". */
export function instantDay(iso: string, timeZone: string): string {
  try {
    return formatDay(localDateOf(iso, timeZone));
  } catch {
    // An unknown zone: the day in UTC.
    return formatDay(iso.slice(0, 10));
  }
}

/** "Handout" or "Library item". */
export const shareKindLabel = (kind: ShareKind): string => (kind === "handout" ? "Handout" : "Library item");

/** A mood tag's words. */
export const moodTagLabel = (slug: MoodTag): string =>
  MOOD_TAGS.find((tag) => tag.slug === slug)?.label ?? slug;

/** "1 point" / "3 points". */
export const points = (count: number): string => `${count} ${count === 1 ? "point" : "points"}`;
