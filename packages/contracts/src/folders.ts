import { z } from "zod";

import { ANSWER_KINDS, answerCitationSchema, answerRedFlagSchema, chatTitleFrom } from "./assistant";
import { CONTENT_PAGE_SIZE_MAX } from "./content";
import { multiLineText, singleLineText } from "./validation";

/**
 * Saved (issue 17, spec section 7 "Folders"): each person's own folders, nested, of saved answers
 * and library items. An answer is kept as it was shown when it was saved (its question, its
 * Markdown and its citations), so deleting its chat later loses nothing; a library item is kept by
 * its id and read as it is published now.
 */

export const FOLDER_LIMITS = {
  nameMax: 80,
  /** A top-level folder is level 1; a folder inside it level 2, and so on. */
  depthMax: 5,
  foldersMax: 200,
  itemTitleMax: 200,
  noteMax: 2000,
  /** One page of a folder's items. */
  pageSizeDefault: 20,
} as const;

export const FOLDER_MESSAGES = {
  nameRequired: "Enter a name for the folder",
  nameTooLong: `The folder's name must be at most ${FOLDER_LIMITS.nameMax} characters`,
  folderId: "The folder's id must be a UUID",
  parentId: "The parent folder's id must be a UUID",
  itemId: "The saved item's id must be a UUID",
  messageId: "The answer's id must be a UUID",
  contentId: "The library item's id must be a UUID",
  kindRequired: "Choose an answer or a library item to save",
  messageIdRequired: "Say which answer to save",
  contentIdRequired: "Say which library item to save",
  titleRequired: "Enter a name for the saved item",
  titleTooLong: `The name must be at most ${FOLDER_LIMITS.itemTitleMax} characters`,
  noteTooLong: `The note must be at most ${FOLDER_LIMITS.noteMax} characters`,
  nothingToChange: "Give the folder a new name or a new place",
} as const;

/** The messages of the answers that are not about one field's format. */
export const FOLDER_ERRORS = {
  folderNotFound: "No such folder",
  itemNotFound: "No such saved item",
  answerNotFound: "No such answer",
  contentNotFound: "This content item does not exist",
  nameTaken: "There is already a folder with this name here. Choose another name.",
  tooDeep: `Folders go at most ${FOLDER_LIMITS.depthMax} levels deep. Choose a place higher up.`,
  tooMany: `You can have at most ${FOLDER_LIMITS.foldersMax} folders. Delete one to make another.`,
  intoItself: "A folder cannot be moved into itself or into a folder inside it",
  nothingToSave: "This answer found nothing in the library, so there is nothing to save",
  alreadyThere: "This is already saved in that folder",
} as const;

export const FOLDER_ERROR_CODES = {
  /** 409, with a `name` field error: a sibling folder has this name (any case). */
  nameTaken: "FOLDER_NAME_TAKEN",
  /** 409: the folder would sit deeper than `FOLDER_LIMITS.depthMax`. */
  tooDeep: "FOLDER_TOO_DEEP",
  /** 409: the person already has `FOLDER_LIMITS.foldersMax` folders. */
  tooMany: "FOLDER_LIMIT",
  /** 409: a folder moved into itself or into one of its own folders. */
  intoItself: "FOLDER_MOVE_INTO_ITSELF",
  /** 400: a no-content answer (it cites nothing) is not saved. */
  nothingToSave: "FOLDER_NOTHING_TO_SAVE",
  /** 409: an item moved into a folder that already holds the same answer or library item. */
  alreadyThere: "FOLDER_ITEM_ALREADY_THERE",
} as const;

export const FOLDER_ITEM_KINDS = ["answer", "content"] as const;
export type FolderItemKind = (typeof FOLDER_ITEM_KINDS)[number];

const folderIdSchema = z.uuid(FOLDER_MESSAGES.folderId);
const itemIdSchema = z.uuid(FOLDER_MESSAGES.itemId);

/** A folder's name: one line, trimmed, 1 to 80 characters. */
export const folderNameSchema = singleLineText(FOLDER_MESSAGES.nameRequired)
  .trim()
  .min(1, FOLDER_MESSAGES.nameRequired)
  .max(FOLDER_LIMITS.nameMax, FOLDER_MESSAGES.nameTooLong);

/** A saved item's own name. */
export const folderItemTitleSchema = singleLineText(FOLDER_MESSAGES.titleRequired)
  .trim()
  .min(1, FOLDER_MESSAGES.titleRequired)
  .max(FOLDER_LIMITS.itemTitleMax, FOLDER_MESSAGES.titleTooLong);

/** A saved item's note: free text of several lines; empty takes it away. */
export const folderItemNoteSchema = multiLineText()
  .trim()
  .max(FOLDER_LIMITS.noteMax, FOLDER_MESSAGES.noteTooLong);

/** A folder as `/folders/structure` lists it: `itemCount` counts the items directly in it. */
export const folderSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  /** 1 for a top-level folder. */
  depth: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

/**
 * `GET /api/folders/structure`: every folder of the caller's, flat, in the tree's order (each
 * folder followed by its own, siblings by name in any case); `buildFolderTree` nests them.
 */
export const folderStructureSchema = z.object({
  folders: z.array(folderSchema),
  limits: z.object({ depthMax: z.number().int(), foldersMax: z.number().int() }),
});
export type FolderStructure = z.infer<typeof folderStructureSchema>;

/** A saved answer as it was shown: the question, the answer's Markdown, its citations and red flags. */
export const savedAnswerSchema = z.object({
  question: z.string(),
  kind: z.enum(ANSWER_KINDS),
  text: z.string(),
  citations: z.array(answerCitationSchema),
  redFlags: z.array(answerRedFlagSchema),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

/** A saved library item as it is now: `available` false once it is no longer published for the person. */
export const savedContentSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  available: z.boolean(),
});
export type SavedContent = z.infer<typeof savedContentSchema>;

/** One thing saved in a folder. */
export const folderItemSchema = z.object({
  id: z.string(),
  folderId: z.string(),
  kind: z.enum(FOLDER_ITEM_KINDS),
  /** The person's own name for it: the question or the item's title when saved. */
  title: z.string(),
  note: z.string().nullable(),
  /** `kind` 'answer': the answer as saved. */
  answer: savedAnswerSchema.nullable(),
  /** The answer's chat while it exists (to reopen it at `/ask/{chatId}`). */
  chatId: z.string().nullable(),
  messageId: z.string().nullable(),
  /** `kind` 'content': the library item. */
  content: savedContentSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FolderItem = z.infer<typeof folderItemSchema>;

export const folderParamsSchema = z.object({ id: folderIdSchema });

export const folderDetailsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(FOLDER_LIMITS.pageSizeDefault),
});
export type FolderDetailsQuery = z.infer<typeof folderDetailsQuerySchema>;

/** `GET /api/folders/{id}/details`: one folder, the folders above it, and a page of its items, newest first. */
export const folderDetailsSchema = z.object({
  folder: folderSchema,
  /** The folders from the top level down to this one's parent. */
  path: z.array(z.object({ id: z.string(), name: z.string() })),
  items: z.array(folderItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FolderDetails = z.infer<typeof folderDetailsSchema>;

/** `POST /api/folders/create`: a folder at the top level, or inside `parentId`. */
export const createFolderRequestSchema = z.object({
  name: folderNameSchema,
  parentId: z.uuid(FOLDER_MESSAGES.parentId).nullable().optional(),
});
export type CreateFolderRequest = z.infer<typeof createFolderRequestSchema>;

/** `POST /api/folders/rename-folder`. */
export const renameFolderRequestSchema = z.object({ folderId: folderIdSchema, name: folderNameSchema });
export type RenameFolderRequest = z.infer<typeof renameFolderRequestSchema>;

/**
 * `POST /api/folders/edit-folder`: a new name, a new place (`parentId`, null for the top level), or
 * both.
 */
export const editFolderRequestSchema = z
  .object({
    folderId: folderIdSchema,
    name: folderNameSchema.optional(),
    parentId: z.uuid(FOLDER_MESSAGES.parentId).nullable().optional(),
  })
  .refine((request) => request.name !== undefined || request.parentId !== undefined, {
    message: FOLDER_MESSAGES.nothingToChange,
    path: ["name"],
  });
export type EditFolderRequest = z.infer<typeof editFolderRequestSchema>;

/** `POST /api/folders/delete-folder`: the folder and everything in it. */
export const deleteFolderRequestSchema = z.object({ folderId: folderIdSchema });
export type DeleteFolderRequest = z.infer<typeof deleteFolderRequestSchema>;

export const deleteFolderResponseSchema = z.object({
  message: z.string(),
  /** The folder itself and the folders inside it. */
  deletedFolders: z.number().int(),
  deletedItems: z.number().int(),
});
export type DeleteFolderResponse = z.infer<typeof deleteFolderResponseSchema>;

/**
 * `POST /api/folders/save-content`: one of the caller's answers (`messageId`) or a library item they
 * may read (`contentId`) into a folder, with an optional note. Saving the same thing into the same
 * folder again answers the item already there.
 */
export const saveToFolderRequestSchema = z
  .object({
    folderId: folderIdSchema,
    kind: z.enum(FOLDER_ITEM_KINDS, { error: FOLDER_MESSAGES.kindRequired }),
    messageId: z.uuid(FOLDER_MESSAGES.messageId).optional(),
    contentId: z.uuid(FOLDER_MESSAGES.contentId).optional(),
    note: folderItemNoteSchema.optional(),
  })
  .superRefine((request, ctx) => {
    if (request.kind === "answer" && !request.messageId) {
      ctx.addIssue({ code: "custom", path: ["messageId"], message: FOLDER_MESSAGES.messageIdRequired });
    }
    if (request.kind === "content" && !request.contentId) {
      ctx.addIssue({ code: "custom", path: ["contentId"], message: FOLDER_MESSAGES.contentIdRequired });
    }
  });
export type SaveToFolderRequest = z.infer<typeof saveToFolderRequestSchema>;

/** What a screen saves: an answer of a chat, or a library item. */
export type SaveTarget = { kind: "answer"; messageId: string } | { kind: "content"; contentId: string };

/** `POST /api/folders/move-content`: a saved item into another folder of the caller's. */
export const moveFolderItemRequestSchema = z.object({ itemId: itemIdSchema, folderId: folderIdSchema });
export type MoveFolderItemRequest = z.infer<typeof moveFolderItemRequestSchema>;

/** `POST /api/folders/delete-content`. */
export const deleteFolderItemRequestSchema = z.object({ itemId: itemIdSchema });
export type DeleteFolderItemRequest = z.infer<typeof deleteFolderItemRequestSchema>;

/** `POST /api/folders/rename-content`. */
export const renameFolderItemRequestSchema = z.object({ itemId: itemIdSchema, title: folderItemTitleSchema });
export type RenameFolderItemRequest = z.infer<typeof renameFolderItemRequestSchema>;

/** `POST /api/folders/update-folder-content`: the item's note (empty or null takes it away) and, optionally, its name. */
export const updateFolderItemRequestSchema = z.object({
  itemId: itemIdSchema,
  note: folderItemNoteSchema.nullable(),
  title: folderItemTitleSchema.optional(),
});
export type UpdateFolderItemRequest = z.infer<typeof updateFolderItemRequestSchema>;

/** `GET /api/folders/posted-structure`: where one answer or library item is saved. */
export const postedStructureQuerySchema = z
  .object({
    messageId: z.uuid(FOLDER_MESSAGES.messageId).optional(),
    contentId: z.uuid(FOLDER_MESSAGES.contentId).optional(),
  })
  .refine((query) => (query.messageId === undefined) !== (query.contentId === undefined), {
    message: "Say which answer or library item, one of them",
    path: ["messageId"],
  });
export type PostedStructureQuery = z.infer<typeof postedStructureQuerySchema>;

export const postedStructureSchema = z.object({
  saved: z.array(z.object({ itemId: z.string(), folderId: z.string(), folderName: z.string() })),
});
export type PostedStructure = z.infer<typeof postedStructureSchema>;

/** A folder of the tree with the folders inside it; `totalItems` counts its items and theirs. */
export type FolderTreeNode = Folder & {
  children: FolderTreeNode[];
  totalItems: number;
  /** Every folder inside it, at any depth. */
  totalFolders: number;
};

const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Nests a flat list of folders (any order) into the tree, siblings by name; orphans go to the top. */
export function buildFolderTree(folders: readonly Folder[]): FolderTreeNode[] {
  const nodes = new Map<string, FolderTreeNode>(
    folders.map((folder) => [folder.id, { ...folder, children: [], totalItems: 0, totalFolders: 0 }]),
  );
  const roots: FolderTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const finish = (node: FolderTreeNode): void => {
    node.children.sort(byName);
    node.totalItems = node.itemCount;
    node.totalFolders = node.children.length;
    for (const child of node.children) {
      finish(child);
      node.totalItems += child.totalItems;
      node.totalFolders += child.totalFolders;
    }
  };
  roots.sort(byName);
  roots.forEach(finish);
  return roots;
}

/** The height of a folder's subtree: 1 for a folder without folders inside. */
export function folderHeight(node: FolderTreeNode): number {
  return 1 + Math.max(0, ...node.children.map(folderHeight));
}

/** The ids of a folder and of every folder inside it. */
export function folderAndDescendantIds(node: FolderTreeNode): Set<string> {
  const ids = new Set<string>();
  const visit = (each: FolderTreeNode) => {
    ids.add(each.id);
    each.children.forEach(visit);
  };
  visit(node);
  return ids;
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The delete confirmation's question: "Delete 'Sleep' and the 3 items in it?". */
export function deleteFolderQuestion(name: string, folders: number, items: number): string {
  if (folders === 0 && items === 0) return `Delete '${name}'?`;
  if (folders === 0) return `Delete '${name}' and the ${counted(items, "item", "items")} in it?`;
  if (items === 0) return `Delete '${name}' and the ${counted(folders, "folder", "folders")} in it?`;
  return `Delete '${name}' and the ${counted(folders, "folder", "folders")} and ${counted(items, "item", "items")} in it?`;
}

/** A saved answer's name when it is saved: its question, cut like a chat's title. */
export function savedAnswerTitle(question: string): string {
  return chatTitleFrom(question);
}
