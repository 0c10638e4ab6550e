import {
  FOLDER_ERROR_CODES,
  FOLDER_ERRORS,
  FOLDER_LIMITS,
  ROLE_IDS,
  savedAnswerTitle,
  type AssistantAnswer,
  type CreateFolderRequest,
  type DeleteFolderItemRequest,
  type DeleteFolderRequest,
  type DeleteFolderResponse,
  type EditFolderRequest,
  type Folder,
  type FolderDetails,
  type FolderDetailsQuery,
  type FolderItem,
  type FolderItemKind,
  type FolderStructure,
  type MoveFolderItemRequest,
  type PostedStructure,
  type PostedStructureQuery,
  type RenameFolderItemRequest,
  type RenameFolderRequest,
  type SavedAnswer,
  type SaveToFolderRequest,
  type UpdateFolderItemRequest,
} from "@pkg/contracts";
import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";

import type { Database } from "../db/client";
import {
  chatMessages,
  chats,
  contentItems,
  contentRevisions,
  folderItems,
  folders,
  users,
} from "../db/schema";
import { HttpError, notFound } from "../lib/errors";
import type { ContentActor, ContentService } from "./content";

type FolderRow = typeof folders.$inferSelect;
type ItemRow = typeof folderItems.$inferSelect;

/** A person's folders in memory (at most `FOLDER_LIMITS.foldersMax`), with what the rules need. */
class FolderSet {
  readonly byId: Map<string, FolderRow>;
  private readonly childrenOf = new Map<string | null, FolderRow[]>();

  constructor(rows: FolderRow[]) {
    this.byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      // A parent that is not among them cannot be (same person, cascade): the row counts as top-level.
      const parent = row.parentId && this.byId.has(row.parentId) ? row.parentId : null;
      const siblings = this.childrenOf.get(parent) ?? [];
      siblings.push(row);
      this.childrenOf.set(parent, siblings);
    }
    for (const siblings of this.childrenOf.values()) siblings.sort(byName);
  }

  get size(): number {
    return this.byId.size;
  }

  children(parentId: string | null): FolderRow[] {
    return this.childrenOf.get(parentId) ?? [];
  }

  /** 1 for a top-level folder. */
  depth(id: string): number {
    let depth = 0;
    let current = this.byId.get(id);
    while (current && depth <= this.size) {
      depth += 1;
      current = current.parentId ? this.byId.get(current.parentId) : undefined;
    }
    return depth;
  }

  /** The folders from the top level down to this one's parent. */
  ancestors(id: string): FolderRow[] {
    const path: FolderRow[] = [];
    let current = this.byId.get(id);
    while (current?.parentId && path.length <= this.size) {
      const parent = this.byId.get(current.parentId);
      if (!parent) break;
      path.unshift(parent);
      current = parent;
    }
    return path;
  }

  /** The folder and every folder inside it. */
  subtree(id: string): string[] {
    const ids: string[] = [];
    const visit = (each: string) => {
      ids.push(each);
      for (const child of this.children(each)) visit(child.id);
    };
    visit(id);
    return ids;
  }

  /** 1 for a folder without folders inside. */
  height(id: string): number {
    return 1 + Math.max(0, ...this.children(id).map((child) => this.height(child.id)));
  }

  /** Every folder in the tree's order: each followed by its own, siblings by name. */
  inTreeOrder(): FolderRow[] {
    const ordered: FolderRow[] = [];
    const visit = (parentId: string | null) => {
      for (const row of this.children(parentId)) {
        ordered.push(row);
        visit(row.id);
      }
    };
    visit(null);
    return ordered;
  }
}

function byName(a: FolderRow, b: FolderRow): number {
  return (
    a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

const nameTaken = () =>
  new HttpError(409, FOLDER_ERROR_CODES.nameTaken, FOLDER_ERRORS.nameTaken, {
    name: FOLDER_ERRORS.nameTaken,
  });

/** A library item's title as the saved item's own name, within the limit. */
const itemTitleFrom = (title: string) =>
  Array.from(title).slice(0, FOLDER_LIMITS.itemTitleMax).join("").trim();

/**
 * Saved: each person's own folders of saved answers and library items (spec section 7,
 * "Folders"). Every read and change is of the caller's own folders and items: another person's
 * folder or item answers 404, as a missing one does. The changes of one person's folders run one
 * at a time (their user row is locked for the transaction), so the limits, the unique names among
 * siblings and the no-cycle rule hold when two requests meet. Nothing here logs a name, a note,
 * a question or an answer.
 */
export class FolderService {
  constructor(
    private readonly db: Database,
    private readonly content: ContentService,
  ) {}

  /** `GET /folders/structure`: every folder of the caller's with its number of items, in the tree's order. */
  async structure(actor: ContentActor): Promise<FolderStructure> {
    const set = await this.folderSet(this.db, actor);
    const counts = await this.itemCounts(this.db, actor);
    return {
      folders: set.inTreeOrder().map((row) => this.toFolder(set, row, counts.get(row.id) ?? 0)),
      limits: { depthMax: FOLDER_LIMITS.depthMax, foldersMax: FOLDER_LIMITS.foldersMax },
    };
  }

  async create(actor: ContentActor, request: CreateFolderRequest): Promise<Folder> {
    return this.db.transaction(async (tx) => {
      const set = await this.lockedFolderSet(tx, actor);
      const parentId = request.parentId ?? null;
      if (parentId !== null && !set.byId.has(parentId)) throw notFound(FOLDER_ERRORS.folderNotFound);
      if (set.size >= FOLDER_LIMITS.foldersMax) {
        throw new HttpError(409, FOLDER_ERROR_CODES.tooMany, FOLDER_ERRORS.tooMany);
      }
      if (parentId !== null && set.depth(parentId) + 1 > FOLDER_LIMITS.depthMax) {
        throw new HttpError(409, FOLDER_ERROR_CODES.tooDeep, FOLDER_ERRORS.tooDeep);
      }
      if (set.children(parentId).some((sibling) => sameName(sibling.name, request.name))) throw nameTaken();
      const [row] = await tx
        .insert(folders)
        .values({ userId: actor.id, parentId, name: request.name })
        .returning();
      const after = new FolderSet([...set.byId.values(), row!]);
      return this.toFolder(after, row!, 0);
    });
  }

  async rename(actor: ContentActor, request: RenameFolderRequest): Promise<Folder> {
    return this.edit(actor, { folderId: request.folderId, name: request.name });
  }

  /** A new name, a new place, or both: never into itself or a folder inside it, never deeper than allowed. */
  async edit(actor: ContentActor, request: EditFolderRequest): Promise<Folder> {
    return this.db.transaction(async (tx) => {
      const set = await this.lockedFolderSet(tx, actor);
      const row = set.byId.get(request.folderId);
      if (!row) throw notFound(FOLDER_ERRORS.folderNotFound);
      const parentId = request.parentId === undefined ? row.parentId : request.parentId;
      const name = request.name ?? row.name;
      if (parentId !== null) {
        if (!set.byId.has(parentId)) throw notFound(FOLDER_ERRORS.folderNotFound);
        if (set.subtree(row.id).includes(parentId)) {
          throw new HttpError(409, FOLDER_ERROR_CODES.intoItself, FOLDER_ERRORS.intoItself);
        }
        if (set.depth(parentId) + set.height(row.id) > FOLDER_LIMITS.depthMax) {
          throw new HttpError(409, FOLDER_ERROR_CODES.tooDeep, FOLDER_ERRORS.tooDeep);
        }
      }
      if (set.children(parentId).some((sibling) => sibling.id !== row.id && sameName(sibling.name, name))) {
        throw nameTaken();
      }
      const [updated] = await tx
        .update(folders)
        .set({ name, parentId, updatedAt: sql`now()` })
        .where(eq(folders.id, row.id))
        .returning();
      const after = new FolderSet(
        [...set.byId.values()].map((each) => (each.id === row.id ? updated! : each)),
      );
      const [counted] = await tx
        .select({ value: count() })
        .from(folderItems)
        .where(eq(folderItems.folderId, row.id));
      return this.toFolder(after, updated!, Number(counted?.value ?? 0));
    });
  }

  /** Deletes the folder, the folders inside it and every item in them; answers how many of each. */
  async deleteFolder(actor: ContentActor, request: DeleteFolderRequest): Promise<DeleteFolderResponse> {
    return this.db.transaction(async (tx) => {
      const set = await this.lockedFolderSet(tx, actor);
      const row = set.byId.get(request.folderId);
      if (!row) throw notFound(FOLDER_ERRORS.folderNotFound);
      const ids = set.subtree(row.id);
      const [counted] = await tx
        .select({ value: count() })
        .from(folderItems)
        .where(inArray(folderItems.folderId, ids));
      // The folders inside and the items go with it (the foreign keys cascade).
      await tx.delete(folders).where(and(eq(folders.id, row.id), eq(folders.userId, actor.id)));
      const deletedItems = Number(counted?.value ?? 0);
      return {
        message: "The folder was deleted",
        deletedFolders: ids.length,
        deletedItems,
      };
    });
  }

  /** `GET /folders/{id}/details`: the folder, the folders above it and one page of its items, newest first. */
  async details(actor: ContentActor, id: string, query: FolderDetailsQuery): Promise<FolderDetails> {
    const set = await this.folderSet(this.db, actor);
    const row = set.byId.get(id);
    if (!row) throw notFound(FOLDER_ERRORS.folderNotFound);
    const where = and(eq(folderItems.folderId, row.id), eq(folderItems.userId, actor.id));
    const [rows, [total]] = await Promise.all([
      this.items(this.db, actor, where)
        .orderBy(desc(folderItems.createdAt), desc(folderItems.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ value: count() }).from(folderItems).where(where),
    ]);
    const itemCount = Number(total?.value ?? 0);
    return {
      folder: this.toFolder(set, row, itemCount),
      path: set.ancestors(row.id).map((each) => ({ id: each.id, name: each.name })),
      items: rows.map((each) => this.toItem(actor, each)),
      total: itemCount,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * Saves one of the caller's answers (its question, text and citations copied) or a library item
   * they may read into one of their folders. The same thing saved into the same folder again
   * answers the item already there (`created` false).
   */
  async save(
    actor: ContentActor,
    request: SaveToFolderRequest,
  ): Promise<{ item: FolderItem; created: boolean }> {
    const kind: FolderItemKind = request.kind;
    let values: typeof folderItems.$inferInsert;
    let same: SQL;
    if (kind === "answer") {
      const [message] = await this.db
        .select({ id: chatMessages.id, question: chatMessages.question, answer: chatMessages.answer })
        .from(chatMessages)
        .innerJoin(chats, eq(chats.id, chatMessages.chatId))
        .where(and(eq(chatMessages.id, request.messageId!), eq(chats.userId, actor.id)));
      if (!message) throw notFound(FOLDER_ERRORS.answerNotFound);
      const answer = message.answer as AssistantAnswer;
      if (answer.kind === "no-content") {
        throw new HttpError(400, FOLDER_ERROR_CODES.nothingToSave, FOLDER_ERRORS.nothingToSave);
      }
      const saved: SavedAnswer = {
        question: message.question,
        kind: answer.kind,
        text: answer.text,
        citations: answer.citations,
        redFlags: answer.redFlags,
      };
      values = {
        folderId: request.folderId,
        userId: actor.id,
        kind,
        title: savedAnswerTitle(message.question),
        note: request.note || null,
        answer: saved,
        chatMessageId: message.id,
      };
      same = eq(folderItems.chatMessageId, message.id);
    } else {
      // Only what the caller may read: published, and never an item for practitioners to a client.
      const published = await this.content.getPublished(actor, request.contentId!);
      values = {
        folderId: request.folderId,
        userId: actor.id,
        kind,
        title: itemTitleFrom(published.title) || "Library item",
        note: request.note || null,
        contentId: published.id,
      };
      same = eq(folderItems.contentId, published.id);
    }
    return this.db.transaction(async (tx) => {
      const set = await this.lockedFolderSet(tx, actor);
      if (!set.byId.has(request.folderId)) throw notFound(FOLDER_ERRORS.folderNotFound);
      const [existing] = await this.items(
        tx,
        actor,
        and(eq(folderItems.folderId, request.folderId), eq(folderItems.kind, kind), same),
      ).limit(1);
      if (existing) return { item: this.toItem(actor, existing), created: false };
      const [inserted] = await tx.insert(folderItems).values(values).returning({ id: folderItems.id });
      return { item: await this.item(tx, actor, inserted!.id), created: true };
    });
  }

  /** Moves a saved item into another folder of the caller's (409 when that folder already holds the same thing). */
  async moveItem(actor: ContentActor, request: MoveFolderItemRequest): Promise<FolderItem> {
    return this.db.transaction(async (tx) => {
      const set = await this.lockedFolderSet(tx, actor);
      const row = await this.ownItem(tx, actor, request.itemId);
      if (!set.byId.has(request.folderId)) throw notFound(FOLDER_ERRORS.folderNotFound);
      if (row.folderId !== request.folderId) {
        const same =
          row.kind === "content" && row.contentId
            ? eq(folderItems.contentId, row.contentId)
            : row.chatMessageId
              ? eq(folderItems.chatMessageId, row.chatMessageId)
              : null;
        if (same) {
          const [duplicate] = await tx
            .select({ id: folderItems.id })
            .from(folderItems)
            .where(and(eq(folderItems.folderId, request.folderId), eq(folderItems.kind, row.kind), same))
            .limit(1);
          if (duplicate)
            throw new HttpError(409, FOLDER_ERROR_CODES.alreadyThere, FOLDER_ERRORS.alreadyThere);
        }
        await tx
          .update(folderItems)
          .set({ folderId: request.folderId, updatedAt: sql`now()` })
          .where(eq(folderItems.id, row.id));
      }
      return this.item(tx, actor, row.id);
    });
  }

  async deleteItem(actor: ContentActor, request: DeleteFolderItemRequest): Promise<void> {
    const removed = await this.db
      .delete(folderItems)
      .where(and(eq(folderItems.id, request.itemId), eq(folderItems.userId, actor.id)))
      .returning({ id: folderItems.id });
    if (removed.length === 0) throw notFound(FOLDER_ERRORS.itemNotFound);
  }

  async renameItem(actor: ContentActor, request: RenameFolderItemRequest): Promise<FolderItem> {
    return this.changeItem(actor, request.itemId, { title: request.title });
  }

  /** The item's note (empty or null takes it away) and, when given, its name. */
  async updateItem(actor: ContentActor, request: UpdateFolderItemRequest): Promise<FolderItem> {
    return this.changeItem(actor, request.itemId, {
      note: request.note || null,
      ...(request.title !== undefined ? { title: request.title } : {}),
    });
  }

  /** `GET /folders/posted-structure`: the caller's folders that hold this answer or library item. */
  async posted(actor: ContentActor, query: PostedStructureQuery): Promise<PostedStructure> {
    const same = query.messageId
      ? and(eq(folderItems.kind, "answer"), eq(folderItems.chatMessageId, query.messageId))
      : and(eq(folderItems.kind, "content"), eq(folderItems.contentId, query.contentId!));
    const rows = await this.db
      .select({ itemId: folderItems.id, folderId: folders.id, folderName: folders.name })
      .from(folderItems)
      .innerJoin(folders, eq(folders.id, folderItems.folderId))
      .where(and(eq(folderItems.userId, actor.id), same))
      .orderBy(sql`lower(${folders.name})`, folders.id);
    return { saved: rows };
  }

  private async changeItem(
    actor: ContentActor,
    itemId: string,
    changes: { title?: string; note?: string | null },
  ): Promise<FolderItem> {
    const [row] = await this.db
      .update(folderItems)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(folderItems.id, itemId), eq(folderItems.userId, actor.id)))
      .returning({ id: folderItems.id });
    if (!row) throw notFound(FOLDER_ERRORS.itemNotFound);
    return this.item(this.db, actor, row.id);
  }

  private async ownItem(db: Database, actor: ContentActor, itemId: string): Promise<ItemRow> {
    const [row] = await db
      .select()
      .from(folderItems)
      .where(and(eq(folderItems.id, itemId), eq(folderItems.userId, actor.id)));
    if (!row) throw notFound(FOLDER_ERRORS.itemNotFound);
    return row;
  }

  private async item(db: Database, actor: ContentActor, itemId: string): Promise<FolderItem> {
    const [row] = await this.items(db, actor, eq(folderItems.id, itemId));
    if (!row) throw notFound(FOLDER_ERRORS.itemNotFound);
    return this.toItem(actor, row);
  }

  /** The caller's items with their answer's chat and their library item's published revision. */
  private items(db: Database, actor: ContentActor, where: SQL | undefined) {
    return db
      .select({
        item: folderItems,
        chatId: chatMessages.chatId,
        published: contentItems.publishedRevisionId,
        title: contentRevisions.title,
        summary: contentRevisions.summary,
        audience: contentRevisions.audience,
      })
      .from(folderItems)
      .leftJoin(chatMessages, eq(chatMessages.id, folderItems.chatMessageId))
      .leftJoin(contentItems, eq(contentItems.id, folderItems.contentId))
      .leftJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(and(eq(folderItems.userId, actor.id), where))
      .$dynamic();
  }

  private toItem(
    actor: ContentActor,
    row: {
      item: ItemRow;
      chatId: string | null;
      published: string | null;
      title: string | null;
      summary: string | null;
      audience: string | null;
    },
  ): FolderItem {
    const { item } = row;
    // Readable as the reader reads it: published, and for a client never an item for practitioners.
    const available =
      row.published !== null && (actor.roleId !== ROLE_IDS.client || row.audience === "clients");
    return {
      id: item.id,
      folderId: item.folderId,
      kind: item.kind as FolderItemKind,
      title: item.title,
      note: item.note,
      answer: item.kind === "answer" ? (item.answer as SavedAnswer) : null,
      chatId: item.chatMessageId ? row.chatId : null,
      messageId: item.chatMessageId,
      content:
        item.kind === "content" && item.contentId
          ? {
              id: item.contentId,
              title: available ? row.title : null,
              summary: available ? row.summary : null,
              available,
            }
          : null,
      createdAt: item.createdAt.toISOString(),
      updatedAt: item.updatedAt.toISOString(),
    };
  }

  private toFolder(set: FolderSet, row: FolderRow, itemCount: number): Folder {
    return {
      id: row.id,
      parentId: row.parentId,
      name: row.name,
      depth: set.depth(row.id),
      itemCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  private async folderSet(db: Database, actor: ContentActor): Promise<FolderSet> {
    return new FolderSet(await db.select().from(folders).where(eq(folders.userId, actor.id)));
  }

  /** The person's folders, their changes held back for everyone else until this transaction ends. */
  private async lockedFolderSet(tx: Database, actor: ContentActor): Promise<FolderSet> {
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, actor.id))
      .for("update");
    if (!person) throw notFound(FOLDER_ERRORS.folderNotFound);
    return this.folderSet(tx, actor);
  }

  private async itemCounts(db: Database, actor: ContentActor): Promise<Map<string, number>> {
    const rows = await db
      .select({ folderId: folderItems.folderId, value: count() })
      .from(folderItems)
      .where(eq(folderItems.userId, actor.id))
      .groupBy(folderItems.folderId);
    return new Map(rows.map((row) => [row.folderId, Number(row.value)]));
  }
}
