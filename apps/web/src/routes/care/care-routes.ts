import type {
  ClientInfo,
  ClientShare,
  Handout,
  ManagedClient,
  PublishedContentListResponse,
  SharedAccessEntry,
} from "@pkg/contracts";
import {
  CLIENT_PAGE_TABS,
  type ClientPageTab,
  type HandoutEditorErrors,
  type HandoutLibraryResult,
  type ShareClient,
  type ShareHandoutPickerItem,
} from "@pkg/screens";
import type { SerializedApiError } from "@pkg/stores";

import { fieldErrorsOf } from "../../app/api-errors";
import { mapFieldErrors } from "./care-form-errors";

/** Said when a call failed without a message of its own. */
export const CARE_CALL_FAILED = "Check your connection and try again.";

/** The server's message of a failed call, else a general one. */
export function messageOf(error: unknown): string {
  return (error as SerializedApiError | undefined)?.message || CARE_CALL_FAILED;
}

/**
 * Whether a failed read means "nothing here for you": the API answers 404 for anything that is
 * not the practitioner's (another's client, a deleted handout, a chat not shared) and 400 for an
 * id that is not one at all.
 */
export function isMissing(error: unknown): boolean {
  const status = (error as SerializedApiError | undefined)?.status;
  return status === 404 || status === 400;
}

/** The client page's tab from `?tab=`: Overview for none, or for one the page does not have. */
export function clientPageTabOf(value: string | null | undefined): ClientPageTab {
  return (CLIENT_PAGE_TABS as readonly string[]).includes(value ?? "")
    ? (value as ClientPageTab)
    : "overview";
}

/** The search of the client page's address for a tab: Overview needs none. */
export function clientPageSearch(tab: ClientPageTab): Record<string, string> {
  return tab === "overview" ? {} : { tab };
}

/** How many days the client page's lists of check-ins, glucose and mood cover, today included. */
export const CLIENT_LIST_DAYS = 180;

/** The first local day of the client page's lists: 180 days ending `today` (`YYYY-MM-DD`). */
export function clientListFrom(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - (CLIENT_LIST_DAYS - 1));
  return date.toISOString().slice(0, 10);
}

/** The practitioner's name for a client, else the client's own account name. */
export function clientDisplayName(info: Pick<ClientInfo, "displayName" | "accountName">): string {
  return info.displayName?.trim() || info.accountName;
}

/** The practitioner's clients for the share dialog, each marked when they have the item already. */
export function shareClientsOf(
  clients: readonly ManagedClient[],
  access: readonly SharedAccessEntry[],
): ShareClient[] {
  const having = new Set(access.map((entry) => entry.clientId));
  return clients.map((client) => ({
    id: client.id,
    name: client.name,
    email: client.email,
    hasAccess: having.has(client.id),
  }));
}

/** The practitioner's handouts for the picker on a client's page, newest first, marked when the client has one. */
export function pickerHandoutsOf(
  handouts: readonly Handout[],
  shared: readonly ClientShare[],
): ShareHandoutPickerItem[] {
  const having = new Set(shared.filter((share) => share.kind === "handout").map((share) => share.targetId));
  return [...handouts]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((handout) => ({
      id: handout.id,
      title: handout.title,
      updatedAt: handout.updatedAt,
      shared: having.has(handout.id),
    }));
}

/**
 * Published items a handout may start from: only those written for clients (items for
 * practitioners are never shown to clients, decisions.md), in the API's order (the most relevant
 * first for the typed text: never sorted again here), with the words that matched.
 */
export function handoutLibraryResults(
  items: PublishedContentListResponse["items"] | undefined,
): HandoutLibraryResult[] {
  return (items ?? [])
    .filter((item) => item.audience === "clients")
    .map((item) => ({
      id: item.id,
      title: item.title,
      summary: item.summary,
      ...(item.match ? { titleMarks: item.match.title, summaryMarks: item.match.summary } : {}),
    }));
}

/** What a refused save of a handout leaves: the fields' messages, or one message above the form. */
export type HandoutSaveFailure = { fieldErrors: HandoutEditorErrors; message: string | null };

/**
 * A refused handout save: the API's messages on the editor's fields (title, text), and above
 * the form what no field shows (the source's, or the API's message when it named no field).
 * What was typed stays in the form either way.
 */
export function handoutSaveFailure(error: unknown): HandoutSaveFailure {
  const fieldErrors = fieldErrorsOf(error as SerializedApiError | undefined);
  const { errors, unmatched } = mapFieldErrors(fieldErrors, ["title", "body"] as const);
  if (Object.keys(errors).length > 0 || unmatched) return { fieldErrors: errors, message: unmatched };
  return { fieldErrors: {}, message: messageOf(error) };
}
