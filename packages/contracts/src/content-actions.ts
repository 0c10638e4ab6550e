import {
  CONTENT_ACTIONS,
  type ContentAction,
  type ContentItem,
  type ContentPerson,
  type ContentStatus,
} from "./content";
import { ROLE_IDS } from "./role-ids";

/**
 * Who may do which workflow action on an item, as `POST /api/content/{content_id}/status` decides it
 * (apps/api: the route's roles and the content service's `act`). The screens use it to offer only
 * the actions the API accepts; the API stays the judge.
 */

/** Who is looking: the signed-in person's id and role id. */
export type ContentActionViewer = { id: string; roleId: number };

/** The parts of an item the rules read: `reviewers` in order of assignment ([0] first round, [1] second). */
export type ContentActionSubject = Pick<ContentItem, "status" | "author" | "reviewers">;

/** The status each action moves an item from, and to (decisions.md "Content and AI"). */
export const CONTENT_ACTION_TRANSITIONS: Record<
  ContentAction,
  { from: readonly ContentStatus[]; to: ContentStatus }
> = {
  submit: { from: ["raw"], to: "ready-for-review" },
  assign: { from: ["ready-for-review"], to: "waiting" },
  approve: { from: ["waiting", "second-review-requested"], to: "ready-to-publish" },
  "request-second-review": { from: ["waiting"], to: "second-review-requested" },
  "send-back": { from: ["ready-for-review", "waiting", "second-review-requested"], to: "raw" },
  publish: { from: ["ready-to-publish"], to: "live" },
  archive: { from: ["live"], to: "archived" },
  restore: { from: ["archived"], to: "raw" },
};

/** The roles the workflow route lets in at all: Practitioners, Reviewers and Super Admins. */
const WORKFLOW_ROLES: readonly number[] = [ROLE_IDS.practitioner, ROLE_IDS.reviewer, ROLE_IDS.superAdmin];

/** Reviewers and Super Admins review (assign, approve, ask for a second review, send back). */
export function isContentReviewerRole(roleId: number): boolean {
  return roleId === ROLE_IDS.reviewer || roleId === ROLE_IDS.superAdmin;
}

/** Whether this one action is open to the viewer on the item now. */
function allows(action: ContentAction, item: ContentActionSubject, viewer: ContentActionViewer): boolean {
  if (!WORKFLOW_ROLES.includes(viewer.roleId)) return false;
  if (!CONTENT_ACTION_TRANSITIONS[action].from.includes(item.status)) return false;
  const isAuthor = item.author !== null && item.author.id === viewer.id;
  const isSuperAdmin = viewer.roleId === ROLE_IDS.superAdmin;
  // Nobody reviews their own item, whatever their role.
  const reviews = isContentReviewerRole(viewer.roleId) && !isAuthor;
  const [first, second] = item.reviewers;
  switch (action) {
    case "submit":
      return isAuthor;
    case "assign":
      return reviews;
    case "request-second-review":
      return reviews && first?.id === viewer.id;
    case "approve": {
      const round = item.status === "waiting" ? first : second;
      return reviews && round?.id === viewer.id;
    }
    case "send-back": {
      // From Ready for Review any reviewer may; once a round is assigned, only its reviewer.
      const round =
        item.status === "waiting" ? first : item.status === "second-review-requested" ? second : undefined;
      return reviews && (round === undefined || round.id === viewer.id);
    }
    case "publish":
      return isAuthor || isSuperAdmin || item.reviewers.some((person) => person.id === viewer.id);
    case "archive":
    case "restore":
      return isAuthor || isSuperAdmin;
  }
}

/**
 * The workflow actions the viewer may take on the item now, in `CONTENT_ACTIONS` order; empty when
 * none. Mirrors the API: reviewer roles are Reviewer and Super Admin; nobody reviews their own item;
 * assign and send-back from Ready for Review by any other reviewer; approve, ask for a second review
 * and send back while Waiting only by the first reviewer; approve and send back in the second review
 * only by the second reviewer; publish by the author, one of the item's reviewers or a Super Admin;
 * archive and restore by the author or a Super Admin; submit by the author of a Raw item. Clients
 * never act. (Submitting also needs a source: the API checks that, not this.)
 */
export function contentActionsFor(item: ContentActionSubject, viewer: ContentActionViewer): ContentAction[] {
  return CONTENT_ACTIONS.filter((action) => allows(action, item, viewer));
}

/**
 * The people who may be chosen for a review round, from the reviewers the API lists
 * (`GET /api/user/reviewers`: Reviewers and Super Admins): never the item's author, and for the
 * second round never the first reviewer.
 */
export function eligibleReviewersFor(
  item: Pick<ContentItem, "author" | "reviewers">,
  action: "assign" | "request-second-review",
  reviewers: readonly ContentPerson[],
): ContentPerson[] {
  const excluded = new Set<string>();
  if (item.author) excluded.add(item.author.id);
  if (action === "request-second-review" && item.reviewers[0]) excluded.add(item.reviewers[0].id);
  return reviewers.filter((person) => !excluded.has(person.id));
}

/**
 * One sentence saying why the viewer has no action on the item now (the review panel's note), or
 * what they can do elsewhere (a draft's author submits from the editor).
 */
export function contentActionNote(item: ContentActionSubject, viewer: ContentActionViewer): string {
  const isAuthor = item.author !== null && item.author.id === viewer.id;
  const [first, second] = item.reviewers;
  if (!WORKFLOW_ROLES.includes(viewer.roleId)) {
    return "Only the people who write and review content can move it through review.";
  }
  switch (item.status) {
    case "raw":
      return isAuthor
        ? "Submit the item for review when it is ready: it needs at least one source."
        : "The item is a draft: its author has not submitted it for review yet.";
    case "ready-for-review":
      return isAuthor
        ? "The item waits for a reviewer to be assigned; you cannot review your own item."
        : "The item waits for a Reviewer or a Super Admin to assign a reviewer.";
    case "waiting":
      return isAuthor
        ? `${first?.name || "A reviewer"} is reviewing the item; you cannot review your own item.`
        : `${first?.name || "Another reviewer"} is reviewing the item: only they can approve it or send it back.`;
    case "second-review-requested":
      return isAuthor
        ? `${second?.name || "A second reviewer"} is doing the second review; you cannot review your own item.`
        : `${second?.name || "Another reviewer"} is doing the second review: only they can approve it or send it back.`;
    case "ready-to-publish":
      return "The item is approved: its author, its reviewers or a Super Admin can publish it.";
    case "live":
      return "The item is published: its author or a Super Admin can archive it.";
    case "archived":
      return "The item is archived: its author or a Super Admin can restore it as a draft.";
  }
}
