import {
  contentActionNote,
  contentActionsFor,
  eligibleReviewersFor,
  isContentReviewerRole,
  type ContentAction,
  type ContentActionRequest,
  type ContentItem,
} from "@pkg/contracts";
import { ContentHistory, ContentReviewPanel, readabilityOf, type ContentReviewField } from "@pkg/screens";
import { useContentActionMutation, useReviewersQuery, type SerializedApiError } from "@pkg/stores";
import * as React from "react";

import { fieldErrorsOf } from "../../app/api-errors";
import { toast } from "../../app/toast-store";
import type { ContentViewer } from "./content-editor-access";

/** What each done action says in its toast. */
const DONE: Record<ContentAction, string> = {
  submit: "Submitted for review",
  assign: "Reviewer assigned",
  approve: "Approved",
  "request-second-review": "Second review requested",
  "send-back": "Sent back to the author",
  publish: "Published",
  archive: "Archived",
  restore: "Restored as a draft",
};

/**
 * The review panel and the history of one item: the actions this person may take (the API's rules,
 * `contentActionsFor`), the reviewers they may choose, each action sent to the API with its
 * messages, and the transitions and revisions with their diff.
 */
export function useContentReview(item: ContentItem, viewer: ContentViewer) {
  const actor = { id: viewer.id ?? "", roleId: viewer.roleID ?? 0 };
  // `submit` stays the editor's own button.
  const actions = contentActionsFor(item, actor).filter((action) => action !== "submit");
  const choosesReviewer = actions.includes("assign") || actions.includes("request-second-review");
  const reviewers = useReviewersQuery(undefined, {
    skip: !choosesReviewer || !isContentReviewerRole(actor.roleId),
  });
  const [act] = useContentActionMutation();
  const [pendingAction, setPendingAction] = React.useState<ContentAction | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = React.useState<Partial<Record<ContentReviewField, string>>>({});
  const readingGrade = React.useMemo(
    () => readabilityOf(item.working.documentText)?.grade ?? null,
    [item.working.documentText],
  );

  const onAction = async (request: ContentActionRequest) => {
    setPendingAction(request.action);
    setError(null);
    setFieldErrors({});
    try {
      await act({ id: item.id, body: request }).unwrap();
      toast({ title: DONE[request.action] });
    } catch (failure) {
      const apiError = failure as SerializedApiError;
      const fields = fieldErrorsOf(apiError);
      const known = { reviewerId: fields.reviewerId, comment: fields.comment };
      if (known.reviewerId || known.comment) setFieldErrors(known);
      else setError(apiError.message);
    } finally {
      setPendingAction(null);
    }
  };

  const eligible = actions.includes("request-second-review")
    ? eligibleReviewersFor(item, "request-second-review", reviewers.data?.reviewers ?? [])
    : eligibleReviewersFor(item, "assign", reviewers.data?.reviewers ?? []);

  // Only the people who write and review content reach this page (its route group).
  const panel = (
    <ContentReviewPanel
      actions={actions}
      reviewers={eligible}
      status={item.status}
      assignedReviewers={item.reviewers}
      readingGrade={readingGrade}
      audience={item.working.audience}
      pendingAction={pendingAction}
      error={error}
      fieldErrors={fieldErrors}
      note={actions.length === 0 ? contentActionNote(item, actor) : null}
      onAction={(request) => void onAction(request)}
    />
  );

  const history = (
    <ContentHistory
      transitions={item.history}
      revisions={item.revisions}
      publishedRevision={item.published?.number ?? null}
    />
  );
  return { panel, history };
}
