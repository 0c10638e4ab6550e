import { randomUUID } from "node:crypto";

import {
  CONTENT_ATTACHMENT_FIELD,
  CONTENT_ATTACHMENT_LIMITS,
  CONTENT_ATTACHMENT_MESSAGES,
  CONTENT_LABEL_SLUGS,
  CONTENT_LABEL_STATUSES,
  CONTENT_MESSAGES,
  CONTENT_STATUS_NAMES,
  CONTENT_STATUSES,
  contentLabelOf,
  REVIEW_DUE_MONTHS,
  ROLE_IDS,
  type ContentAction,
  type ContentActionRequest,
  type ContentAttachment,
  type ContentAttachmentType,
  type ContentAudience,
  type ContentDraft,
  type ContentItem,
  type ContentLabel,
  type ContentListQuery,
  type ContentListResponse,
  type ContentStatusCounts,
  type LibraryStatus,
  type MarkSourceUpdatedResponse,
  type PublishedContent,
  type PublishedContentListResponse,
  type RetrievedPassage,
  type ContentOrigin,
  type ContentPerson,
  type ContentRevision,
  type ContentStatus,
  type ContentTopic,
  type ContentTransition,
} from "@pkg/contracts";
import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, or, sql, type SQL } from "drizzle-orm";

import type { Database } from "../db/client";
import {
  contentAttachments,
  contentItems,
  contentPassages,
  contentReviewers,
  contentRevisions,
  contentSourceUpdates,
  contentTransitions,
  users,
} from "../db/schema";
import { HttpError, notFound } from "../lib/errors";
import { reviewAssignedMail } from "../mail/templates";
import type { FileStorage } from "../storage/file-storage";
import { AUDIT_ACTIONS, AUDIT_TARGETS, recordAudit } from "./audit";
import { attachmentExtension, storedAttachmentData } from "./content-attachments";
import { splitIntoPassages } from "./content-passages";
import { RetrievalEngine, type RetrievalAudience } from "./retrieval/engine";
import { searchMatches } from "./retrieval/highlight";
import type { RankedPassage } from "./retrieval/rank";
import type { ServiceContext } from "./context";

/** Who acts: their id and role. */
export type ContentActor = { id: string; roleId: number };

/** How a retrieval is narrowed or shaped beyond what the actor may read. */
export type RetrieveOptions = {
  /** Only the passages of items for this audience (the learning search: practitioners). */
  audience?: ContentAudience | undefined;
  /** Passages of items on these topics rank higher (a client's worst symptoms). */
  boostTopics?: readonly ContentTopic[] | undefined;
};

type ItemRow = typeof contentItems.$inferSelect;
type RevisionRow = typeof contentRevisions.$inferSelect;
type ReviewerRow = typeof contentReviewers.$inferSelect;
type AttachmentRow = typeof contentAttachments.$inferSelect;

/** An attachment checked by the route: its safe name, its type by its first bytes, its bytes. */
export type IncomingAttachment = { fileName: string; contentType: ContentAttachmentType; data: Buffer };

/** An attachment's bytes as they are served. */
export type AttachmentFile = { fileName: string; contentType: ContentAttachmentType; data: Buffer };

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
  editInReview: CONTENT_MESSAGES.editInReview,
  editApproved: CONTENT_MESSAGES.editApproved,
  editArchived: CONTENT_MESSAGES.editArchived,
  attachmentNotFound: "This attachment does not exist",
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
/** The right role, but not this item's right person (a role refused by the route answers FORBIDDEN). */
const forbidden = (message: string) => new HttpError(403, "CONTENT_NOT_ALLOWED", message);
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

function toAttachment(row: AttachmentRow): ContentAttachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as ContentAttachmentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where an item's files are kept in the storage: one folder per item. */
const attachmentFolder = (contentId: string) => `content/${contentId}`;

const tooManyAttachments = () =>
  new HttpError(409, "TOO_MANY_ATTACHMENTS", CONTENT_ATTACHMENT_MESSAGES.tooMany, {
    [CONTENT_ATTACHMENT_FIELD]: CONTENT_ATTACHMENT_MESSAGES.tooMany,
  });

function toRevision(row: RevisionRow, attachments: AttachmentRow[] = []): ContentRevision {
  return {
    number: row.number,
    title: row.title,
    summary: row.summary,
    documentText: row.body,
    topics: row.topics as ContentTopic[],
    audience: row.audience as ContentAudience,
    sources: row.sources,
    instructions: row.instructions,
    attachments: attachments.filter((each) => each.revisionId === row.id).map(toAttachment),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A person a review is assigned to. */
type Reviewer = { email: string; name: string; firstName: string | null };

export class ContentService {
  /** The retrieval engine: Ask, the library's search box and the item pickers. */
  readonly retrieval: RetrievalEngine;

  constructor(
    private readonly db: Database,
    /** Where attachments' bytes live. */
    private readonly storage: FileStorage,
    /** The outbox that tells a reviewer about an assigned review (none: no e-mail). */
    private readonly mail?: Pick<ServiceContext, "outbox" | "productName" | "publicUrl">,
  ) {
    this.retrieval = new RetrievalEngine(db);
  }

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
      requireEditable(actor, item);
      if (item.status === "live") {
        await startRevision(tx, actor, item, revisionValues(draft));
        return;
      }
      await tx
        .update(contentRevisions)
        .set({ ...revisionValues(draft), updatedAt: new Date() })
        .where(eq(contentRevisions.id, item.workingRevisionId!));
      await tx.update(contentItems).set({ updatedAt: new Date() }).where(eq(contentItems.id, id));
    });
    return this.get(actor, id);
  }

  /** `DELETE /api/content/{content_id}`: only a draft that was never published; its files go too. */
  async remove(actor: ContentActor, id: string): Promise<void> {
    const files = await this.db.transaction(async (tx) => {
      const item = await lockItem(tx, id);
      if (item.authorId !== actor.id && !isSuperAdmin(actor)) throw forbidden(CONTENT_ERRORS.onlyAuthor);
      if (item.everPublished) throw conflict(CONTENT_ERRORS.deletePublished);
      if (item.status !== "raw") throw conflict(CONTENT_ERRORS.deleteNotDraft);
      await tx
        .update(contentItems)
        .set({ workingRevisionId: null, publishedRevisionId: null })
        .where(eq(contentItems.id, id));
      const stored = await tx
        .select({ storageKey: contentAttachments.storageKey })
        .from(contentAttachments)
        .where(eq(contentAttachments.contentId, id));
      // Cascades: revisions, attachment rows, transitions, reviewers, passages.
      await tx.delete(contentItems).where(eq(contentItems.id, id));
      return stored;
    });
    for (const file of new Set(files.map((row) => row.storageKey))) await this.storage.delete(file);
    await this.storage.deleteFolder(attachmentFolder(id));
  }

  /**
   * Whether the actor may attach a file to the item now (the rules of `update`, and room for one
   * more), checked before the upload is read; `addAttachment` checks again under the item's lock.
   */
  async checkCanAttach(actor: ContentActor, id: string): Promise<void> {
    const [item] = await this.db.select().from(contentItems).where(eq(contentItems.id, id));
    if (!item) throw notFound(CONTENT_ERRORS.notFound);
    requireEditable(actor, item);
    // A Live item's next revision starts with the published revision's files: the same count.
    if ((await attachmentCount(this.db, item.workingRevisionId!)) >= CONTENT_ATTACHMENT_LIMITS.perRevision) {
      throw tooManyAttachments();
    }
  }

  /**
   * `POST /api/content/{content_id}/attachments`: the file joins the working revision (a Live
   * item first gets its new revision, as `update` makes it, so the published one never changes).
   */
  async addAttachment(actor: ContentActor, id: string, file: IncomingAttachment): Promise<ContentItem> {
    const key = `${attachmentFolder(id)}/${randomUUID()}.${attachmentExtension(file.contentType)}`;
    await this.storage.put(key, file.data);
    try {
      await this.db.transaction(async (tx) => {
        const item = await lockItem(tx, id);
        requireEditable(actor, item);
        const revisionId =
          item.status === "live" ? (await startRevision(tx, actor, item)).id : item.workingRevisionId!;
        if ((await attachmentCount(tx, revisionId)) >= CONTENT_ATTACHMENT_LIMITS.perRevision) {
          throw tooManyAttachments();
        }
        const now = new Date();
        await tx.insert(contentAttachments).values({
          contentId: id,
          revisionId,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.data.length,
          storageKey: key,
          createdBy: actor.id,
          createdAt: now,
        });
        await tx.update(contentItems).set({ updatedAt: now }).where(eq(contentItems.id, id));
      });
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
    return this.get(actor, id);
  }

  /**
   * `DELETE /api/content/{content_id}/attachments/{attachment_id}`: the file leaves the working
   * revision (of a Live item: its new revision, which starts as a copy of the published one). The
   * stored bytes are removed once no revision names them.
   */
  async removeAttachment(actor: ContentActor, id: string, attachmentId: string): Promise<ContentItem> {
    const unused = await this.db.transaction(async (tx) => {
      const item = await lockItem(tx, id);
      requireEditable(actor, item);
      const [found] = await tx
        .select()
        .from(contentAttachments)
        .where(
          and(
            eq(contentAttachments.id, attachmentId),
            eq(contentAttachments.contentId, id),
            eq(contentAttachments.revisionId, item.workingRevisionId!),
          ),
        );
      if (!found) throw notFound(CONTENT_ERRORS.attachmentNotFound);
      const target =
        item.status === "live" ? (await startRevision(tx, actor, item)).copies.get(found.id)! : found.id;
      await tx.delete(contentAttachments).where(eq(contentAttachments.id, target));
      await tx.update(contentItems).set({ updatedAt: new Date() }).where(eq(contentItems.id, id));
      const [left] = await tx
        .select({ value: count() })
        .from(contentAttachments)
        .where(eq(contentAttachments.storageKey, found.storageKey));
      return Number(left?.value ?? 0) === 0 ? found.storageKey : null;
    });
    if (unused) await this.storage.delete(unused);
    return this.get(actor, id);
  }

  /**
   * `GET /api/content/{content_id}/attachments/{attachment_id}`: a file of the published revision
   * to any signed-in person (never one of an item for practitioners to a client); a file of any
   * other revision to the staff who may see the item (`canSee`). Anyone else: 404.
   */
  async attachmentFile(actor: ContentActor, id: string, attachmentId: string): Promise<AttachmentFile> {
    const [row] = await this.db
      .select({ attachment: contentAttachments, item: contentItems, audience: contentRevisions.audience })
      .from(contentAttachments)
      .innerJoin(contentItems, eq(contentItems.id, contentAttachments.contentId))
      .leftJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(and(eq(contentAttachments.id, attachmentId), eq(contentAttachments.contentId, id)));
    if (!row) throw notFound(CONTENT_ERRORS.attachmentNotFound);
    const { attachment, item } = row;
    const isClient = actor.roleId === ROLE_IDS.client;
    const published =
      attachment.revisionId === item.publishedRevisionId && (!isClient || row.audience === "clients");
    if (!published && (isClient || !canSee(actor, item, await isInvolved(this.db, id, actor.id)))) {
      throw notFound(CONTENT_ERRORS.attachmentNotFound);
    }
    return {
      fileName: attachment.fileName,
      contentType: attachment.contentType as ContentAttachmentType,
      data: await storedAttachmentData(this.storage, attachment.storageKey, () =>
        notFound(CONTENT_ERRORS.attachmentNotFound),
      ),
    };
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
          const reviewer = await this.requireEligibleReviewer(tx, request.reviewerId, item);
          await tx.insert(contentReviewers).values({
            contentId: id,
            revisionNumber: revision.number,
            reviewerId: request.reviewerId,
            round: "first",
            assignedAt: now,
          });
          await this.announceReview(tx, reviewer);
          break;
        }
        case "request-second-review": {
          requireReviewer(actor, isAuthor);
          if (first?.reviewerId !== actor.id) throw forbidden(CONTENT_ERRORS.notAssigned);
          if (request.reviewerId === actor.id) throw invalidReviewer(CONTENT_ERRORS.secondReviewerSame);
          const reviewer = await this.requireEligibleReviewer(tx, request.reviewerId, item);
          await tx.insert(contentReviewers).values({
            contentId: id,
            revisionNumber: revision.number,
            reviewerId: request.reviewerId,
            round: "second",
            assignedAt: now,
          });
          await this.announceReview(tx, reviewer);
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
    // Publishing and archiving change the passages the engine weighs questions against.
    if (request.action === "publish" || request.action === "archive") this.retrieval.libraryChanged();
    return this.get(actor, id);
  }

  private async requireEligibleReviewer(tx: Database, reviewerId: string, item: ItemRow): Promise<Reviewer> {
    const [person] = await tx
      .select({ roleId: users.roleId, email: users.email, name: users.name, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, reviewerId));
    if (!person || !isReviewerRole(person.roleId) || reviewerId === item.authorId) {
      throw invalidReviewer(CONTENT_ERRORS.reviewerInvalid);
    }
    return person;
  }

  /**
   * Tells a reviewer by e-mail that an item waits for them, without naming it (the outbox leaves
   * out a reviewer who turned these e-mails off; the review list shows it regardless).
   */
  private async announceReview(tx: Database, reviewer: Reviewer): Promise<void> {
    if (!this.mail) return;
    await this.mail.outbox.enqueue(
      reviewer.email,
      reviewAssignedMail({
        productName: this.mail.productName,
        publicUrl: this.mail.publicUrl,
        name: reviewer.firstName ?? reviewer.name,
      }),
      tx,
    );
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
    const attachments = await this.attachmentsOf(revisions.map((row) => row.id));
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
      working: toRevision(working, attachments),
      published: published ? toRevision(published, attachments) : null,
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
      revisions: revisions.map((row) => toRevision(row, attachments)),
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

  /** `GET /api/content/by-status/{label}`: one page of the items the actor may see under a label. */
  async list(
    actor: ContentActor,
    label: ContentLabel,
    query: ContentListQuery,
  ): Promise<ContentListResponse> {
    const itemConditions: SQL[] = [visibleTo(actor), labelCondition(label)];
    if (query.author) itemConditions.push(eq(contentItems.authorId, query.author));
    const revisionConditions: SQL[] = [];
    if (query.topic) revisionConditions.push(sql`${query.topic} = any(${contentRevisions.topics})`);
    if (query.assignedToMe) {
      revisionConditions.push(
        sql`exists (select 1 from ${contentReviewers} where ${contentReviewers.contentId} = ${contentItems.id} and ${contentReviewers.revisionNumber} = ${contentRevisions.number} and ${contentReviewers.reviewerId} = ${actor.id})`,
      );
    }
    // Typed text: the revisions whose title or summary match it (the retrieval engine's concepts,
    // synonyms and corrections, on the stored, indexed vector), the most relevant first.
    const match = query.q ? await this.retrieval.textMatch(query.q, sql`${contentRevisions.search}`) : null;
    if (query.q) revisionConditions.push(match ? match.where : sql`false`);
    const where = and(...itemConditions, ...revisionConditions);
    // Without a condition on the revision, the count reads the items alone (every item has a
    // working revision; the join only ever dropped one without).
    const counted =
      revisionConditions.length === 0
        ? this.db
            .select({ value: count() })
            .from(contentItems)
            .where(and(...itemConditions, isNotNull(contentItems.workingRevisionId)))
        : this.db
            .select({ value: count() })
            .from(contentItems)
            .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.workingRevisionId))
            .where(where);
    const paged = this.db
      .select({
        id: contentItems.id,
        status: contentItems.status,
        origin: contentItems.origin,
        authorId: contentItems.authorId,
        updatedAt: contentItems.updatedAt,
        number: contentRevisions.number,
        title: contentRevisions.title,
        summary: contentRevisions.summary,
        topics: contentRevisions.topics,
        audience: contentRevisions.audience,
        needsReReview: needsReReviewSql(),
      })
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.workingRevisionId))
      .where(where)
      .orderBy(...(match ? [desc(match.relevance)] : []), desc(contentItems.updatedAt), asc(contentItems.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    // Two independent reads: on PostgreSQL they run side by side on two pooled connections.
    const [[total], rows] = await Promise.all([counted, paged]);
    const reviewers = await this.currentReviewers(rows.map((row) => ({ id: row.id, number: row.number })));
    const people = await this.names([...rows.map((row) => row.authorId), ...[...reviewers.values()].flat()]);
    const person = (id: string): ContentPerson => ({ id, name: people.get(id) ?? "" });
    return {
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        summary: row.summary,
        status: row.status as ContentStatus,
        label: contentLabelOf(row.status as ContentStatus, row.origin as ContentOrigin),
        topics: row.topics as ContentTopic[],
        audience: row.audience as ContentAudience,
        author: row.authorId ? person(row.authorId) : null,
        reviewers: (reviewers.get(`${row.id}:${row.number}`) ?? []).map(person),
        needsReReview: Boolean(row.needsReReview),
        updatedAt: row.updatedAt.toISOString(),
      })),
      total: Number(total?.value ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** `GET /api/content/status`: how many items the actor may see under each label. */
  async countByLabel(actor: ContentActor): Promise<ContentStatusCounts> {
    const rows = await this.db
      .select({ status: contentItems.status, origin: contentItems.origin, value: count() })
      .from(contentItems)
      .where(visibleTo(actor))
      .groupBy(contentItems.status, contentItems.origin);
    const counts = Object.fromEntries(CONTENT_LABEL_SLUGS.map((slug) => [slug, 0])) as ContentStatusCounts;
    for (const row of rows) {
      counts[contentLabelOf(row.status as ContentStatus, row.origin as ContentOrigin)] += Number(row.value);
    }
    return counts;
  }

  /** `GET /api/library/status`: items per status, reviews past due, items citing updated sources. */
  async libraryStatus(): Promise<LibraryStatus> {
    const rows = await this.db
      .select({ status: contentItems.status, value: count() })
      .from(contentItems)
      .groupBy(contentItems.status);
    const byStatus = Object.fromEntries(
      CONTENT_STATUSES.map((status) => [status, 0]),
    ) as LibraryStatus["byStatus"];
    for (const row of rows) byStatus[row.status as ContentStatus] = Number(row.value);
    const [due] = await this.db
      .select({ value: count() })
      .from(contentItems)
      .where(and(isNotNull(contentItems.publishedRevisionId), lte(contentItems.reviewDueAt, sql`now()`)));
    const [citing] = await this.db
      .select({ value: count() })
      .from(contentItems)
      .where(and(isNotNull(contentItems.publishedRevisionId), citesUpdatedSourceSql()));
    return {
      byStatus,
      pastDueReviews: Number(due?.value ?? 0),
      citingUpdatedSources: Number(citing?.value ?? 0),
    };
  }

  /** `GET /api/user/reviewers`: who may be assigned a review. */
  async reviewers(): Promise<ContentPerson[]> {
    return this.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          inArray(users.roleId, [ROLE_IDS.reviewer, ROLE_IDS.superAdmin]),
          isNotNull(users.emailVerifiedAt),
        ),
      )
      .orderBy(asc(users.name), asc(users.id));
  }

  /**
   * `GET /api/content/published`: one page of what the actor may read. Typed text orders by
   * relevance (the retrieval engine); without it, the newest first.
   */
  async listPublished(
    actor: ContentActor,
    query: { page: number; pageSize: number; topic?: ContentTopic | undefined; q?: string | undefined },
  ): Promise<PublishedContentListResponse> {
    if (query.q) return this.searchPublished(actor, { ...query, q: query.q });
    const conditions: SQL[] = [isNotNull(contentItems.publishedRevisionId)];
    if (actor.roleId === ROLE_IDS.client) conditions.push(eq(contentRevisions.audience, "clients"));
    if (query.topic) conditions.push(sql`${query.topic} = any(${contentRevisions.topics})`);
    const where = and(...conditions);
    const counted = this.db
      .select({ value: count() })
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(where);
    // Newest first, read in the order of the partial index on the published items.
    const paged = this.db
      .select({ item: contentItems, revision: contentRevisions })
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(where)
      .orderBy(desc(contentItems.publishedAt), asc(contentItems.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    // Two independent reads: on PostgreSQL they run side by side on two pooled connections.
    const [[total], rows] = await Promise.all([counted, paged]);
    const published = await this.toPublished(rows);
    return {
      items: published.map(({ documentText: _body, ...rest }) => rest),
      total: Number(total?.value ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** The published list for typed text: the most relevant first, with what matched marked. */
  private async searchPublished(
    actor: ContentActor,
    query: { page: number; pageSize: number; topic?: ContentTopic | undefined; q: string },
  ): Promise<PublishedContentListResponse> {
    const found = await this.retrieval.searchItems(query.q, {
      audience: retrievalAudienceOf(actor),
      page: query.page,
      pageSize: query.pageSize,
      topic: query.topic,
    });
    const ids = found.items.map((item) => item.contentId);
    const rows =
      ids.length === 0
        ? []
        : await this.db
            .select({ item: contentItems, revision: contentRevisions })
            .from(contentItems)
            .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
            .where(inArray(contentItems.id, ids));
    const byId = new Map(rows.map((row) => [row.item.id, row]));
    const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    const [published, matches] = await Promise.all([
      this.toPublished(ordered),
      searchMatches(this.db, found.query, found.items),
    ]);
    return {
      items: published.map(({ documentText: _body, ...rest }) => {
        const match = matches.get(rest.id);
        return match ? { ...rest, match } : rest;
      }),
      total: found.total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** `GET /api/content/published/{content_id}`: clients never read an item for practitioners. */
  async getPublished(actor: ContentActor, id: string): Promise<PublishedContent> {
    const rows = await this.db
      .select({ item: contentItems, revision: contentRevisions })
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(eq(contentItems.id, id));
    const row = rows[0];
    if (!row || (actor.roleId === ROLE_IDS.client && row.revision.audience !== "clients")) {
      throw notFound(CONTENT_ERRORS.notFound);
    }
    return (await this.toPublished([row]))[0]!;
  }

  /**
   * `GET /api/content/retrieve?q=`: the best passages of the published library for the question,
   * through the retrieval engine (services/retrieval), best first. A client reads only the items
   * for clients; `options.audience` narrows further (a learning chat: the items for practitioners).
   */
  async retrieve(
    actor: ContentActor,
    text: string,
    limit: number,
    options: RetrieveOptions = {},
  ): Promise<RetrievedPassage[]> {
    const { passages } = await this.retrieval.retrieve({
      question: text,
      audience: retrievalAudienceOf(actor, options.audience),
      limit,
      boostTopics: options.boostTopics ?? [],
    });
    return passages.map(toRetrievedPassage);
  }

  /**
   * An admin marks a source as updated: items citing it show 'Needs re-review'. The mark is
   * written to the audit log in the same transaction.
   */
  async markSourceUpdated(actor: ContentActor, url: string): Promise<MarkSourceUpdatedResponse> {
    const now = new Date();
    const citingItems = await this.db.transaction(async (tx) => {
      await tx
        .insert(contentSourceUpdates)
        .values({ url, markedBy: actor.id, markedAt: now })
        .onConflictDoUpdate({ target: contentSourceUpdates.url, set: { markedBy: actor.id, markedAt: now } });
      const [citing] = await tx
        .select({ value: count() })
        .from(contentItems)
        .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
        .where(sql`${contentRevisions.sources} @> ${JSON.stringify([{ url }])}::jsonb`);
      const value = Number(citing?.value ?? 0);
      await recordAudit(tx, {
        actorId: actor.id,
        subjectId: null,
        action: AUDIT_ACTIONS.sourceMarkedUpdated,
        targetType: AUDIT_TARGETS.source,
        targetId: url,
        details: { citingItems: value },
      });
      return value;
    });
    return { url, markedAt: now.toISOString(), citingItems };
  }

  private async toPublished(rows: { item: ItemRow; revision: RevisionRow }[]): Promise<PublishedContent[]> {
    const reviewers = await this.currentReviewers(
      rows.map((row) => ({ id: row.item.id, number: row.revision.number })),
      true,
    );
    const people = await this.names([...reviewers.values()].flat());
    const attachments = await this.attachmentsOf(rows.map((row) => row.revision.id));
    return rows.map(({ item, revision }) => ({
      id: item.id,
      title: revision.title,
      summary: revision.summary,
      documentText: revision.body,
      topics: revision.topics as ContentTopic[],
      audience: revision.audience as ContentAudience,
      sources: revision.sources,
      reviewers: (reviewers.get(`${item.id}:${revision.number}`) ?? []).map((id) => ({
        id,
        name: people.get(id) ?? "",
      })),
      reviewedAt: item.reviewedAt?.toISOString() ?? null,
      publishedAt: (item.publishedAt ?? item.updatedAt).toISOString(),
      attachments: toRevision(revision, attachments).attachments,
    }));
  }

  /** The attachment rows of these revisions, in the order they were added. */
  private async attachmentsOf(revisionIds: string[]): Promise<AttachmentRow[]> {
    if (revisionIds.length === 0) return [];
    return this.db
      .select()
      .from(contentAttachments)
      .where(inArray(contentAttachments.revisionId, revisionIds))
      .orderBy(asc(contentAttachments.createdAt), asc(contentAttachments.id));
  }

  /** Reviewer ids of each item's revision, keyed `id:number`, in the order they were assigned. */
  private async currentReviewers(
    items: { id: string; number: number }[],
    approvedOnly = false,
  ): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>();
    if (items.length === 0) return result;
    const rows = await this.db
      .select()
      .from(contentReviewers)
      .where(
        and(
          inArray(
            contentReviewers.contentId,
            items.map((item) => item.id),
          ),
          approvedOnly ? isNotNull(contentReviewers.approvedAt) : undefined,
        ),
      )
      .orderBy(asc(contentReviewers.assignedAt), asc(contentReviewers.reviewerId));
    const wanted = new Set(items.map((item) => `${item.id}:${item.number}`));
    for (const row of rows) {
      const key = `${row.contentId}:${row.revisionNumber}`;
      if (!wanted.has(key)) continue;
      result.set(key, [...(result.get(key) ?? []), row.reviewerId]);
    }
    return result;
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

/** What the engine may search for an actor: a client only the items for clients. */
export function retrievalAudienceOf(
  actor: ContentActor,
  audience?: ContentAudience | undefined,
): RetrievalAudience {
  if (actor.roleId === ROLE_IDS.client) return "clients";
  return audience ?? null;
}

/** A ranked passage as the API and the answer writers take it. */
export function toRetrievedPassage(passage: RankedPassage): RetrievedPassage {
  return {
    contentId: passage.contentId,
    title: passage.title,
    heading: passage.heading,
    text: passage.text,
    rank: Math.round(passage.relevance * 1e6) / 1e6,
  };
}

/** Items the actor may see in the library lists (the same rule as `canSee`). */
function visibleTo(actor: ContentActor): SQL {
  if (isSuperAdmin(actor)) return sql`true`;
  if (actor.roleId === ROLE_IDS.reviewer) {
    return or(
      ne(contentItems.status, "raw"),
      isNotNull(contentItems.publishedRevisionId),
      eq(contentItems.authorId, actor.id),
      // Read once and hashed (an `exists` would be run again for every item).
      sql`${contentItems.id} in (select ${contentTransitions.contentId} from ${contentTransitions} where ${contentTransitions.actorId} = ${actor.id})`,
    )!;
  }
  return eq(contentItems.authorId, actor.id);
}

function labelCondition(label: ContentLabel): SQL {
  const statuses = CONTENT_LABEL_STATUSES[label];
  const inStatus = inArray(contentItems.status, [...statuses]);
  if (label === "ai-generated") return and(inStatus, eq(contentItems.origin, "assistant"))!;
  if (label === "draft") return and(inStatus, eq(contentItems.origin, "person"))!;
  return inStatus;
}

/** A published item cites a source marked as updated after its review. */
function citesUpdatedSourceSql(): SQL {
  return sql`exists (select 1 from ${contentRevisions} published_revision, jsonb_array_elements(published_revision.sources) cited, ${contentSourceUpdates} where published_revision.id = ${contentItems.publishedRevisionId} and cited->>'url' = ${contentSourceUpdates.url} and ${contentSourceUpdates.markedAt} > ${contentItems.reviewedAt})`;
}

/** 'Needs re-review': past its review date, or citing an updated source. */
function needsReReviewSql(): SQL<boolean> {
  return sql<boolean>`(${contentItems.publishedRevisionId} is not null and (${contentItems.reviewDueAt} <= now() or ${citesUpdatedSourceSql()}))`;
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

/** Who may change an item's working revision, and in which statuses (`update` and attachments). */
function requireEditable(actor: ContentActor, item: ItemRow): void {
  if (item.authorId !== actor.id && !isSuperAdmin(actor)) throw forbidden(CONTENT_ERRORS.onlyAuthor);
  const status = item.status as ContentStatus;
  if (status === "raw" || status === "live") return;
  if (status === "ready-to-publish") throw conflict(CONTENT_ERRORS.editApproved);
  if (status === "archived") throw conflict(CONTENT_ERRORS.editArchived);
  throw conflict(CONTENT_ERRORS.editInReview);
}

/** Whether the actor reviewed the item or acted on it (a Reviewer then keeps seeing it). */
async function isInvolved(db: Database, contentId: string, actorId: string): Promise<boolean> {
  const [reviewed] = await db
    .select({ one: sql`1` })
    .from(contentReviewers)
    .where(and(eq(contentReviewers.contentId, contentId), eq(contentReviewers.reviewerId, actorId)))
    .limit(1);
  if (reviewed) return true;
  const [acted] = await db
    .select({ one: sql`1` })
    .from(contentTransitions)
    .where(and(eq(contentTransitions.contentId, contentId), eq(contentTransitions.actorId, actorId)))
    .limit(1);
  return acted !== undefined;
}

async function attachmentCount(db: Database, revisionId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contentAttachments)
    .where(eq(contentAttachments.revisionId, revisionId));
  return Number(row?.value ?? 0);
}

/**
 * A Live item's next revision (Raw): the given text, or the published text when only its files
 * change, with copies of the published revision's attachment rows (sharing their stored files),
 * so the files survive review. Answers the new revision's id and each copied row's new id.
 */
async function startRevision(
  tx: Database,
  actor: ContentActor,
  item: ItemRow,
  values?: ReturnType<typeof revisionValues>,
): Promise<{ id: string; copies: Map<string, string> }> {
  const source = await revisionOf(tx, item.publishedRevisionId ?? item.workingRevisionId!);
  const number = await nextRevisionNumber(tx, item.id);
  const [revision] = await tx
    .insert(contentRevisions)
    .values({
      contentId: item.id,
      number,
      ...(values ?? {
        title: source.title,
        summary: source.summary,
        body: source.body,
        topics: source.topics,
        audience: source.audience,
        sources: source.sources,
        instructions: source.instructions,
      }),
      createdBy: actor.id,
    })
    .returning({ id: contentRevisions.id });
  const id = revision!.id;
  const rows = await tx.select().from(contentAttachments).where(eq(contentAttachments.revisionId, source.id));
  const copies = new Map(rows.map((row) => [row.id, randomUUID()]));
  if (rows.length > 0) {
    await tx
      .insert(contentAttachments)
      .values(rows.map((row) => ({ ...row, id: copies.get(row.id)!, revisionId: id })));
  }
  await tx
    .update(contentItems)
    .set({ status: "raw", workingRevisionId: id, updatedAt: new Date() })
    .where(eq(contentItems.id, item.id));
  return { id, copies };
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
