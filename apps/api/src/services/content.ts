import {
  CONTENT_STATUS_NAMES,
  contentLabelOf,
  REVIEW_DUE_MONTHS,
  ROLE_IDS,
  type ContentAction,
  type ContentActionRequest,
  type ContentAudience,
  type ContentDraft,
  type ContentItem,
  type ContentOrigin,
  type ContentPerson,
  type ContentRevision,
  type ContentStatus,
  type ContentTopic,
  type ContentTransition,
} from "@pkg/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";

import type { Database } from "../db/client";
import {
  contentItems,
  contentPassages,
  contentReviewers,
  contentRevisions,
  contentSourceUpdates,
  contentTransitions,
  users,
} from "../db/schema";
import { forbidden, HttpError, notFound } from "../lib/errors";
import { splitIntoPassages } from "./content-passages";

/** Who acts: their id and role. */
export type ContentActor = { id: string; roleId: number };

type ItemRow = typeof contentItems.$inferSelect;
type RevisionRow = typeof contentRevisions.$inferSelect;
type ReviewerRow = typeof contentReviewers.$inferSelect;

export const CONTENT_ERRORS = {
  notFound: "This content item does not exist",
  onlyAuthor: "Only the item's author or a Super Admin can do this",
  onlyAuthorSubmits: "Only the item's author can submit it for review",
  ownItem: "You cannot review your own item",
  notReviewer: "Only a Reviewer or a Super Admin can review content",
  notAssigned: "Only the reviewer assigned to this review can do this",
  noSource: "Add at least one source before submitting the item for review",
  reviewerInvalid: "Choose a Reviewer or a Super Admin who is not the item's author",
  secondReviewerSame: "The second review needs another reviewer",
  onlyPublisher: "Only the item's author, its reviewers or a Super Admin can publish it",
  deletePublished: "A published item cannot be deleted: archive it instead",
  deleteNotDraft: "Only a draft can be deleted",
  editInReview: "This item is in review: it can be edited once it is sent back",
  editApproved: "This item is approved: publish it, or ask a reviewer to send it back",
  editArchived: "This item is archived: restore it as a draft to edit it",
} as const;

/** The status each action moves from, and to (decisions.md "Content and AI"). */
const TRANSITIONS: Record<ContentAction, { from: readonly ContentStatus[]; to: ContentStatus }> = {
  submit: { from: ["raw"], to: "ready-for-review" },
  assign: { from: ["ready-for-review"], to: "waiting" },
  approve: { from: ["waiting", "second-review-requested"], to: "ready-to-publish" },
  "request-second-review": { from: ["waiting"], to: "second-review-requested" },
  "send-back": { from: ["ready-for-review", "waiting", "second-review-requested"], to: "raw" },
  publish: { from: ["ready-to-publish"], to: "live" },
  archive: { from: ["live"], to: "archived" },
  restore: { from: ["archived"], to: "raw" },
};

const ACTION_WORDS: Record<ContentAction, string> = {
  submit: "submitted for review",
  assign: "assigned to a reviewer",
  approve: "approved",
  "request-second-review": "sent for a second review",
  "send-back": "sent back",
  publish: "published",
  archive: "archived",
  restore: "restored",
};

const wrongState = (action: ContentAction, status: ContentStatus) =>
  new HttpError(
    409,
    "CONTENT_WRONG_STATUS",
    `An item that is ${CONTENT_STATUS_NAMES[status]} cannot be ${ACTION_WORDS[action]}`,
  );
const conflict = (message: string) => new HttpError(409, "CONTENT_CONFLICT", message);
const invalidReviewer = (message: string) =>
  new HttpError(400, "VALIDATION_ERROR", message, { reviewerId: message });

const isSuperAdmin = (actor: ContentActor) => actor.roleId === ROLE_IDS.superAdmin;
const isReviewerRole = (roleId: number) => roleId === ROLE_IDS.reviewer || roleId === ROLE_IDS.superAdmin;
const isWriterRole = (roleId: number) => roleId === ROLE_IDS.practitioner || roleId === ROLE_IDS.superAdmin;

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

function toRevision(row: RevisionRow): ContentRevision {
  return {
    number: row.number,
    title: row.title,
    summary: row.summary,
    documentText: row.body,
    topics: row.topics as ContentTopic[],
    audience: row.audience as ContentAudience,
    sources: row.sources,
    instructions: row.instructions,
    createdAt: row.createdAt.toISOString(),
  };
}

export class ContentService {
  constructor(private readonly db: Database) {}

  /** `POST /api/content`: a new Raw item written by the actor. */
  async create(
    actor: ContentActor,
    draft: ContentDraft,
    origin: ContentOrigin = "person",
  ): Promise<ContentItem> {
    if (!isWriterRole(actor.roleId))
      throw forbidden("Only a Practitioner or a Super Admin can write content");
    const id = await this.db.transaction(async (tx) => {
      const [item] = await tx
        .insert(contentItems)
        .values({ status: "raw", origin, authorId: actor.id })
        .returning({ id: contentItems.id });
      const [revision] = await tx
        .insert(contentRevisions)
        .values({ contentId: item!.id, number: 1, ...revisionValues(draft), createdBy: actor.id })
        .returning({ id: contentRevisions.id });
      await tx
        .update(contentItems)
        .set({ workingRevisionId: revision!.id })
        .where(eq(contentItems.id, item!.id));
      return item!.id;
    });
    return this.get(actor, id);
  }

  /**
   * `PUT /api/content/{content_id}`: a Raw item's working revision is rewritten; a Live item gets
   * a new working revision (Raw) while its published revision stays readable.
   */
  async update(actor: ContentActor, id: string, draft: ContentDraft): Promise<ContentItem> {
    await this.db.transaction(async (tx) => {
      const item = await lockItem(tx, id);
      if (item.authorId !== actor.id && !isSuperAdmin(actor)) throw forbidden(CONTENT_ERRORS.onlyAuthor);
      const status = item.status as ContentStatus;
      if (status === "raw") {
        await tx
          .update(contentRevisions)
          .set({ ...revisionValues(draft), updatedAt: new Date() })
          .where(eq(contentRevisions.id, item.workingRevisionId!));
      } else if (status === "live") {
        const number = await nextRevisionNumber(tx, id);
        const [revision] = await tx
          .insert(contentRevisions)
          .values({ contentId: id, number, ...revisionValues(draft), createdBy: actor.id })
          .returning({ id: contentRevisions.id });
        await tx
          .update(contentItems)
          .set({ status: "raw", workingRevisionId: revision!.id, updatedAt: new Date() })
          .where(eq(contentItems.id, id));
        return;
      } else if (status === "ready-to-publish") {
        throw conflict(CONTENT_ERRORS.editApproved);
      } else if (status === "archived") {
        throw conflict(CONTENT_ERRORS.editArchived);
      } else {
        throw conflict(CONTENT_ERRORS.editInReview);
      }
      await tx.update(contentItems).set({ updatedAt: new Date() }).where(eq(contentItems.id, id));
    });
    return this.get(actor, id);
  }

  /** `DELETE /api/content/{content_id}`: only a draft that was never published. */
  async remove(actor: ContentActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const item = await lockItem(tx, id);
      if (item.authorId !== actor.id && !isSuperAdmin(actor)) throw forbidden(CONTENT_ERRORS.onlyAuthor);
      if (item.everPublished) throw conflict(CONTENT_ERRORS.deletePublished);
      if (item.status !== "raw") throw conflict(CONTENT_ERRORS.deleteNotDraft);
      await tx
        .update(contentItems)
        .set({ workingRevisionId: null, publishedRevisionId: null })
        .where(eq(contentItems.id, id));
      await tx.delete(contentItems).where(eq(contentItems.id, id));
    });
  }

  /** `POST /api/content/{content_id}/status`: one workflow transition, recorded. */
  async act(actor: ContentActor, id: string, request: ContentActionRequest): Promise<ContentItem> {
    await this.db.transaction(async (tx) => {
      const item = await lockItem(tx, id);
      const revision = await revisionOf(tx, item.workingRevisionId!);
      const reviewers = await tx
        .select()
        .from(contentReviewers)
        .where(and(eq(contentReviewers.contentId, id), eq(contentReviewers.revisionNumber, revision.number)));
      const status = item.status as ContentStatus;
      const { action } = request;
      const rule = TRANSITIONS[action];
      if (!rule.from.includes(status)) throw wrongState(action, status);
      const isAuthor = item.authorId === actor.id;
      const first = reviewers.find((row) => row.round === "first");
      const second = reviewers.find((row) => row.round === "second");
      const now = new Date();
      const itemChanges: Partial<typeof contentItems.$inferInsert> = { status: rule.to, updatedAt: now };

      switch (action) {
        case "submit": {
          if (!isAuthor) throw forbidden(CONTENT_ERRORS.onlyAuthorSubmits);
          if (revision.sources.length === 0) throw conflict(CONTENT_ERRORS.noSource);
          break;
        }
        case "assign": {
          requireReviewer(actor, isAuthor);
          await this.requireEligibleReviewer(tx, request.reviewerId, item);
          await tx.insert(contentReviewers).values({
            contentId: id,
            revisionNumber: revision.number,
            reviewerId: request.reviewerId,
            round: "first",
            assignedAt: now,
          });
          break;
        }
        case "request-second-review": {
          requireReviewer(actor, isAuthor);
          if (first?.reviewerId !== actor.id) throw forbidden(CONTENT_ERRORS.notAssigned);
          if (request.reviewerId === actor.id) throw invalidReviewer(CONTENT_ERRORS.secondReviewerSame);
          await this.requireEligibleReviewer(tx, request.reviewerId, item);
          await tx.insert(contentReviewers).values({
            contentId: id,
            revisionNumber: revision.number,
            reviewerId: request.reviewerId,
            round: "second",
            assignedAt: now,
          });
          break;
        }
        case "approve": {
          requireReviewer(actor, isAuthor);
          const round = status === "waiting" ? first : second;
          if (round?.reviewerId !== actor.id) throw forbidden(CONTENT_ERRORS.notAssigned);
          await tx
            .update(contentReviewers)
            .set({ approvedAt: now })
            .where(
              and(
                eq(contentReviewers.contentId, id),
                eq(contentReviewers.revisionNumber, revision.number),
                eq(contentReviewers.reviewerId, actor.id),
              ),
            );
          break;
        }
        case "send-back": {
          requireReviewer(actor, isAuthor);
          const round =
            status === "waiting" ? first : status === "second-review-requested" ? second : undefined;
          if (round && round.reviewerId !== actor.id) throw forbidden(CONTENT_ERRORS.notAssigned);
          // The next submission is a new review: this round's reviewers are kept in the history only.
          await tx
            .delete(contentReviewers)
            .where(
              and(eq(contentReviewers.contentId, id), eq(contentReviewers.revisionNumber, revision.number)),
            );
          break;
        }
        case "publish": {
          const reviewed = reviewers.some((row) => row.reviewerId === actor.id);
          if (!isAuthor && !reviewed && !isSuperAdmin(actor)) throw forbidden(CONTENT_ERRORS.onlyPublisher);
          const approvals = reviewers.flatMap((row) => (row.approvedAt ? [row.approvedAt.getTime()] : []));
          Object.assign(itemChanges, {
            publishedRevisionId: revision.id,
            everPublished: true,
            publishedAt: now,
            reviewedAt: new Date(approvals.length > 0 ? Math.max(...approvals) : now.getTime()),
            reviewDueAt: addMonths(now, REVIEW_DUE_MONTHS),
          });
          await replacePassages(tx, id, revision);
          break;
        }
        case "archive":
        case "restore": {
          if (!isAuthor && !isSuperAdmin(actor)) throw forbidden(CONTENT_ERRORS.onlyAuthor);
          if (action === "archive") {
            itemChanges.publishedRevisionId = null;
            await tx.delete(contentPassages).where(eq(contentPassages.contentId, id));
          }
          break;
        }
      }

      await tx.update(contentItems).set(itemChanges).where(eq(contentItems.id, id));
      await tx.insert(contentTransitions).values({
        contentId: id,
        revisionNumber: revision.number,
        action,
        fromStatus: status,
        toStatus: rule.to,
        actorId: actor.id,
        comment: request.comment ? request.comment : null,
        createdAt: now,
      });
    });
    return this.get(actor, id);
  }

  private async requireEligibleReviewer(tx: Database, reviewerId: string, item: ItemRow): Promise<void> {
    const [person] = await tx.select({ roleId: users.roleId }).from(users).where(eq(users.id, reviewerId));
    if (!person || !isReviewerRole(person.roleId) || reviewerId === item.authorId) {
      throw invalidReviewer(CONTENT_ERRORS.reviewerInvalid);
    }
  }

  /** `GET /api/content/{content_id}`: the item with its revisions and history. */
  async get(actor: ContentActor, id: string): Promise<ContentItem> {
    const [item] = await this.db.select().from(contentItems).where(eq(contentItems.id, id));
    if (!item) throw notFound(CONTENT_ERRORS.notFound);
    const revisions = await this.db
      .select()
      .from(contentRevisions)
      .where(eq(contentRevisions.contentId, id))
      .orderBy(asc(contentRevisions.number));
    const working = revisions.find((row) => row.id === item.workingRevisionId)!;
    const published = revisions.find((row) => row.id === item.publishedRevisionId) ?? null;
    const reviewers = await this.db
      .select()
      .from(contentReviewers)
      .where(eq(contentReviewers.contentId, id))
      .orderBy(asc(contentReviewers.assignedAt));
    const current = reviewers.filter((row) => row.revisionNumber === working.number);
    const history = await this.db
      .select()
      .from(contentTransitions)
      .where(eq(contentTransitions.contentId, id))
      .orderBy(asc(contentTransitions.createdAt), asc(contentTransitions.id));
    const involved =
      reviewers.some((row) => row.reviewerId === actor.id) || history.some((row) => row.actorId === actor.id);
    if (!canSee(actor, item, involved)) throw notFound(CONTENT_ERRORS.notFound);
    const people = await this.names([
      item.authorId,
      ...reviewers.map((row) => row.reviewerId),
      ...history.map((row) => row.actorId),
    ]);
    const person = (personId: string | null): ContentPerson | null =>
      personId ? { id: personId, name: people.get(personId) ?? "" } : null;
    const shownReviewers =
      current.length > 0 || !published ? current : reviewersOf(reviewers, published.number);
    return {
      id: item.id,
      status: item.status as ContentStatus,
      label: contentLabelOf(item.status as ContentStatus, item.origin as ContentOrigin),
      origin: item.origin as ContentOrigin,
      author: person(item.authorId),
      reviewers: shownReviewers.map((row) => person(row.reviewerId)!),
      working: toRevision(working),
      published: published ? toRevision(published) : null,
      publishedAt: item.publishedAt?.toISOString() ?? null,
      reviewedAt: item.reviewedAt?.toISOString() ?? null,
      reviewDueAt: item.reviewDueAt?.toISOString() ?? null,
      needsReReview: await this.needsReReview(item, published),
      history: history.map((row): ContentTransition => ({
        id: row.id,
        action: row.action as ContentAction,
        fromStatus: row.fromStatus as ContentStatus,
        toStatus: row.toStatus as ContentStatus,
        by: person(row.actorId),
        comment: row.comment,
        revision: row.revisionNumber,
        createdAt: row.createdAt.toISOString(),
      })),
      revisions: revisions.map(toRevision),
      createdAt: item.createdAt.toISOString(),
      updatedAt: item.updatedAt.toISOString(),
    };
  }

  /** Past its review date, or citing a source marked as updated after it was reviewed. */
  private async needsReReview(item: ItemRow, published: RevisionRow | null): Promise<boolean> {
    if (!published || !item.reviewedAt) return false;
    if (item.reviewDueAt && item.reviewDueAt.getTime() <= Date.now()) return true;
    const urls = published.sources.flatMap((source) => (source.url ? [source.url] : []));
    if (urls.length === 0) return false;
    const [updated] = await this.db
      .select({ url: contentSourceUpdates.url })
      .from(contentSourceUpdates)
      .where(
        and(
          inArray(contentSourceUpdates.url, urls),
          sql`${contentSourceUpdates.markedAt} > ${item.reviewedAt}`,
        ),
      )
      .limit(1);
    return updated !== undefined;
  }

  private async names(ids: (string | null)[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    if (unique.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(inArray(users.id, unique));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}

function requireReviewer(actor: ContentActor, isAuthor: boolean): void {
  if (!isReviewerRole(actor.roleId)) throw forbidden(CONTENT_ERRORS.notReviewer);
  if (isAuthor) throw forbidden(CONTENT_ERRORS.ownItem);
}

function reviewersOf(rows: ReviewerRow[], revisionNumber: number): ReviewerRow[] {
  return rows.filter((row) => row.revisionNumber === revisionNumber);
}

/**
 * Who may see an item's working state: its author and Super Admins always; Reviewers once it was
 * submitted, once it was published, or when they took part in its review (a sent-back item stays
 * visible to them). Other Practitioners and Clients read only published text, through the
 * published routes.
 */
function canSee(actor: ContentActor, item: ItemRow, involved: boolean): boolean {
  if (isSuperAdmin(actor) || item.authorId === actor.id) return true;
  if (actor.roleId !== ROLE_IDS.reviewer) return false;
  return item.status !== "raw" || item.publishedRevisionId !== null || involved;
}

async function lockItem(tx: Database, id: string): Promise<ItemRow> {
  const [item] = await tx.select().from(contentItems).where(eq(contentItems.id, id)).for("update");
  if (!item) throw notFound(CONTENT_ERRORS.notFound);
  return item;
}

async function revisionOf(tx: Database, id: string): Promise<RevisionRow> {
  const [revision] = await tx.select().from(contentRevisions).where(eq(contentRevisions.id, id));
  return revision!;
}

async function nextRevisionNumber(tx: Database, contentId: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`coalesce(max(${contentRevisions.number}), 0)::int` })
    .from(contentRevisions)
    .where(eq(contentRevisions.contentId, contentId));
  return Number(row?.value ?? 0) + 1;
}

function revisionValues(draft: ContentDraft) {
  return {
    title: draft.title,
    summary: draft.summary,
    body: draft.documentText,
    topics: draft.topics,
    audience: draft.audience,
    sources: draft.sources,
    instructions: draft.instructions,
  };
}

/** The published revision's passages replace the item's previous ones (retrieval reads them). */
export async function replacePassages(tx: Database, contentId: string, revision: RevisionRow): Promise<void> {
  await tx.delete(contentPassages).where(eq(contentPassages.contentId, contentId));
  const passages = splitIntoPassages(revision.body);
  if (passages.length === 0) return;
  await tx.insert(contentPassages).values(
    passages.map((passage, position) => ({
      contentId,
      position,
      audience: revision.audience,
      title: revision.title,
      summary: position === 0 ? revision.summary : "",
      heading: passage.heading,
      text: passage.text,
    })),
  );
}
