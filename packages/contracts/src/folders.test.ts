import { describe, expect, it } from "vitest";
import type { ZodError } from "zod";

import {
  buildFolderTree,
  createFolderRequestSchema,
  deleteFolderQuestion,
  editFolderRequestSchema,
  FOLDER_MESSAGES,
  folderAndDescendantIds,
  folderHeight,
  postedStructureQuerySchema,
  saveToFolderRequestSchema,
  updateFolderItemRequestSchema,
  type Folder,
} from "./folders";
import { toFieldErrors, VALIDATION_MESSAGES } from "./validation";

const ID = "5b0e6a55-2a8c-4d55-9d43-6f0d3c2b8a11";

const folder = (id: string, name: string, parentId: string | null, itemCount = 0): Folder => ({
  id,
  name,
  parentId,
  depth: 1,
  itemCount,
  createdAt: "2026-05-01T08:00:00.000Z",
  updatedAt: "2026-05-01T08:00:00.000Z",
});

const errorsOf = (result: { success: boolean; error?: ZodError }) =>
  result.success ? {} : toFieldErrors(result.error!);

describe("a folder's name", () => {
  it("is trimmed, required, at most 80 characters and one line", () => {
    expect(createFolderRequestSchema.parse({ name: "  Sleep  " })).toEqual({ name: "Sleep" });
    expect(errorsOf(createFolderRequestSchema.safeParse({ name: "   " }))).toEqual({
      name: FOLDER_MESSAGES.nameRequired,
    });
    expect(errorsOf(createFolderRequestSchema.safeParse({}))).toEqual({ name: FOLDER_MESSAGES.nameRequired });
    expect(errorsOf(createFolderRequestSchema.safeParse({ name: "x".repeat(81) }))).toEqual({
      name: FOLDER_MESSAGES.nameTooLong,
    });
    expect(createFolderRequestSchema.safeParse({ name: "x".repeat(80) }).success).toBe(true);
    expect(errorsOf(createFolderRequestSchema.safeParse({ name: "Sle\u0000ep" }))).toEqual({
      name: VALIDATION_MESSAGES.controlCharacters,
    });
    expect(errorsOf(createFolderRequestSchema.safeParse({ name: "Sleep\nWork" }))).toEqual({
      name: VALIDATION_MESSAGES.controlCharacters,
    });
  });

  it("takes a parent's id or null, and refuses anything else", () => {
    expect(createFolderRequestSchema.parse({ name: "Nights", parentId: ID }).parentId).toBe(ID);
    expect(createFolderRequestSchema.parse({ name: "Nights", parentId: null }).parentId).toBeNull();
    expect(errorsOf(createFolderRequestSchema.safeParse({ name: "Nights", parentId: "top" }))).toEqual({
      parentId: FOLDER_MESSAGES.parentId,
    });
  });
});

describe("the requests", () => {
  it("save an answer by its id, or a library item by its", () => {
    expect(saveToFolderRequestSchema.safeParse({ folderId: ID, kind: "answer", messageId: ID }).success).toBe(
      true,
    );
    expect(
      errorsOf(saveToFolderRequestSchema.safeParse({ folderId: ID, kind: "answer", contentId: ID })),
    ).toEqual({ messageId: FOLDER_MESSAGES.messageIdRequired });
    expect(errorsOf(saveToFolderRequestSchema.safeParse({ folderId: ID, kind: "content" }))).toEqual({
      contentId: FOLDER_MESSAGES.contentIdRequired,
    });
    expect(errorsOf(saveToFolderRequestSchema.safeParse({ folderId: ID, kind: "chat" }))).toEqual({
      kind: FOLDER_MESSAGES.kindRequired,
    });
    expect(
      errorsOf(
        saveToFolderRequestSchema.safeParse({
          folderId: ID,
          kind: "content",
          contentId: ID,
          note: "x".repeat(2001),
        }),
      ),
    ).toEqual({ note: FOLDER_MESSAGES.noteTooLong });
  });

  it("edit a folder only with something to change", () => {
    expect(errorsOf(editFolderRequestSchema.safeParse({ folderId: ID }))).toEqual({
      name: FOLDER_MESSAGES.nothingToChange,
    });
    expect(editFolderRequestSchema.parse({ folderId: ID, parentId: null })).toEqual({
      folderId: ID,
      parentId: null,
    });
  });

  it("keep a note's lines, and take a null note", () => {
    expect(updateFolderItemRequestSchema.parse({ itemId: ID, note: " line one\nline two " }).note).toBe(
      "line one\nline two",
    );
    expect(updateFolderItemRequestSchema.parse({ itemId: ID, note: null }).note).toBeNull();
  });

  it("ask where exactly one thing is saved", () => {
    expect(postedStructureQuerySchema.safeParse({ contentId: ID }).success).toBe(true);
    expect(postedStructureQuerySchema.safeParse({}).success).toBe(false);
    expect(postedStructureQuerySchema.safeParse({ contentId: ID, messageId: ID }).success).toBe(false);
  });
});

describe("the folder tree", () => {
  const flat = [
    folder("c", "nights", "a", 2),
    folder("a", "Sleep", null, 1),
    folder("b", "anxiety", null, 0),
    folder("d", "Deep", "c", 3),
  ];

  it("nests the folders, siblings by name in any case, and counts what each holds", () => {
    const tree = buildFolderTree(flat);
    expect(tree.map((node) => node.name)).toEqual(["anxiety", "Sleep"]);
    const sleep = tree[1]!;
    expect(sleep.children.map((node) => node.name)).toEqual(["nights"]);
    expect(sleep).toMatchObject({ totalItems: 6, totalFolders: 2 });
    expect(folderHeight(sleep)).toBe(3);
    expect([...folderAndDescendantIds(sleep)]).toEqual(["a", "c", "d"]);
  });

  it("asks before deleting with what will go", () => {
    expect(deleteFolderQuestion("Sleep", 0, 3)).toBe("Delete 'Sleep' and the 3 items in it?");
    expect(deleteFolderQuestion("Sleep", 0, 1)).toBe("Delete 'Sleep' and the 1 item in it?");
    expect(deleteFolderQuestion("Sleep", 0, 0)).toBe("Delete 'Sleep'?");
    expect(deleteFolderQuestion("Sleep", 2, 0)).toBe("Delete 'Sleep' and the 2 folders in it?");
    expect(deleteFolderQuestion("Sleep", 1, 6)).toBe("Delete 'Sleep' and the 1 folder and 6 items in it?");
  });
});
