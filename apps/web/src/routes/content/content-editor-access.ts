import { CONTENT_MESSAGES, ROLE_IDS, type ContentItem, type ContentStatus } from "@pkg/contracts";
import type { ContentEditorErrors } from "@pkg/screens";
import type { SerializedApiError } from "@pkg/stores";

import { fieldErrorsOf } from "../../app/api-errors";

/** Who is looking: the signed-in person's id and role. */
export type ContentViewer = { id?: string; roleID?: number };

/** What the editor lets this person do with this item (the API's rules, apps/api services/content). */
export type ContentEditorAccess = {
  /** They may not edit it now: the item shows read-only. */
  readOnly: boolean;
  /** Why, when they could edit it in another status. */
  readOnlyNote: string | null;
  /** Submit for review: only the author, and only a Raw item. */
  canSubmit: boolean;
  /** Delete draft: a Raw item never published, by its author or a Super Admin. */
  canDelete: boolean;
  /** A published version stays live while this one is edited. */
  hasPublishedVersion: boolean;
};

const IN_REVIEW: readonly ContentStatus[] = ["ready-for-review", "waiting", "second-review-requested"];

/** Why an author cannot edit an item in this status (the API's words, from the contracts). */
function statusNote(status: ContentStatus): string | null {
  if (IN_REVIEW.includes(status)) return `${CONTENT_MESSAGES.editInReview}.`;
  if (status === "ready-to-publish") return `${CONTENT_MESSAGES.editApproved}.`;
  if (status === "archived") return `${CONTENT_MESSAGES.editArchived}.`;
  return null;
}

/** Practitioners and Super Admins write content; Reviewers only review it. */
export function canWriteContent(viewer: ContentViewer): boolean {
  return viewer.roleID === ROLE_IDS.practitioner || viewer.roleID === ROLE_IDS.superAdmin;
}

export function contentEditorAccess(
  item: Pick<ContentItem, "status" | "author" | "published" | "publishedAt">,
  viewer: ContentViewer,
): ContentEditorAccess {
  const isAuthor = item.author !== null && viewer.id !== undefined && item.author.id === viewer.id;
  const mayWrite = isAuthor || viewer.roleID === ROLE_IDS.superAdmin;
  const editable = item.status === "raw" || item.status === "live";
  return {
    readOnly: !(mayWrite && editable),
    readOnlyNote: mayWrite ? statusNote(item.status) : null,
    canSubmit: isAuthor && item.status === "raw",
    canDelete: mayWrite && item.status === "raw" && item.publishedAt === null,
    hasPublishedVersion: item.published !== null,
  };
}

/** The form's fields, as the API names them in `fieldErrors`. */
const FORM_FIELDS = ["title", "summary", "documentText", "topics", "audience", "sources", "instructions"];

/**
 * A failed save or submit: the messages that belong to a field go under it; the rest (a wrong
 * status, a refused person, a lost connection) shows above the form.
 */
export function contentSaveFailure(
  error: SerializedApiError | undefined,
  fallback: string,
): { fieldErrors: ContentEditorErrors; message: string | null } {
  const fieldErrors: ContentEditorErrors = {};
  let other = false;
  for (const [key, message] of Object.entries(fieldErrorsOf(error))) {
    if (FORM_FIELDS.includes(key.split(".")[0]!)) fieldErrors[key] = message;
    else other = true;
  }
  const onFields = Object.keys(fieldErrors).length > 0;
  return {
    fieldErrors,
    message: onFields && !other ? null : error?.message || fallback,
  };
}
