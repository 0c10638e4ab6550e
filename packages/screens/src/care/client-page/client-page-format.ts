import { MOOD_TAGS, type ClientInfo, type MoodTag, type ShareKind } from "@pkg/contracts";

/** The name the practitioner gave the client, else the name on their account. */
export const clientName = (info: Pick<ClientInfo, "displayName" | "accountName">): string =>
  info.displayName?.trim() || info.accountName;

/** "Handout" or "Library item". */
export const shareKindLabel = (kind: ShareKind): string => (kind === "handout" ? "Handout" : "Library item");

/** A mood tag's words. */
export const moodTagLabel = (slug: MoodTag): string =>
  MOOD_TAGS.find((tag) => tag.slug === slug)?.label ?? slug;

/** "1 point" / "3 points". */
export const points = (count: number): string => `${count} ${count === 1 ? "point" : "points"}`;
