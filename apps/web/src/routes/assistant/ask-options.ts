import { ASSISTANT_ERROR_CODES, ROLE_IDS, type ChatKind, type RoleId } from "@pkg/contracts";
import type { SerializedApiError } from "@pkg/stores";

import { errorCode } from "../../app/api-errors";

const LOAD_FAILED = "Check your connection and try again.";

/** What the Ask page offers a person, by their role (decisions.md "AI assistant (second round)"). */
export type AskOptions = {
  /** The kinds a new chat can be, when there is a choice. */
  kindChoices: readonly ChatKind[];
  /** Their own chats count against a plan's AI sessions (practitioners). */
  countsSessions: boolean;
  /** They may turn an answer into a draft library item (the people who write the library). */
  canDraft: boolean;
};

export function askOptionsFor(roleID: RoleId | undefined): AskOptions {
  switch (roleID) {
    case ROLE_IDS.client:
      return { kindChoices: ["search", "personalized"], countsSessions: false, canDraft: false };
    case ROLE_IDS.practitioner:
      return { kindChoices: ["search", "learning"], countsSessions: true, canDraft: true };
    case ROLE_IDS.superAdmin:
      return { kindChoices: ["search", "learning"], countsSessions: false, canDraft: true };
    default:
      return { kindChoices: [], countsSessions: false, canDraft: false };
  }
}

/** A refused or failed question as the chat shows it: the message as given, and what kind of refusal. */
export type AskFailure = {
  message: string;
  kind: "error" | "session-limit" | "fair-use";
  retryAfterSeconds: number | null;
};

export function askFailureOf(error: SerializedApiError | undefined): AskFailure {
  const message = error?.message || LOAD_FAILED;
  const code = errorCode(error);
  if (code === ASSISTANT_ERROR_CODES.sessionLimit) {
    return { message, kind: "session-limit", retryAfterSeconds: null };
  }
  if (code === ASSISTANT_ERROR_CODES.fairUse || error?.status === 429) {
    const seconds = (error?.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    return {
      message,
      kind: "fair-use",
      retryAfterSeconds:
        typeof seconds === "number" && Number.isFinite(seconds) && seconds > 0 ? seconds : null,
    };
  }
  return { message, kind: "error", retryAfterSeconds: null };
}
