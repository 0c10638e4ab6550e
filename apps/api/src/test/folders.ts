import type { SavedAnswer } from "@pkg/contracts";
import { expect } from "vitest";

import { folderItems } from "../db/schema";
import { bearer, type TestApp } from "./app";
import { signIn, type Person } from "./people";

/** The private words of `privateFolder`, which no other person's answer may contain. */
export const PRIVATE_FOLDER_WORD = "unmistakable";

/**
 * A person's folder (with a folder inside it) holding one saved answer with a private note, made
 * without the library (the answer's snapshot is written directly); answers their token and the ids.
 */
export async function privateFolder(t: TestApp, owner: Person) {
  const token = await signIn(t, owner);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/folders/create",
    headers: bearer(token),
    payload: { name: `An ${PRIVATE_FOLDER_WORD} folder` },
  });
  expect(created.statusCode).toBe(201);
  const folderId = created.json<{ id: string }>().id;
  const inner = await t.app.inject({
    method: "POST",
    url: "/api/folders/create",
    headers: bearer(token),
    payload: { name: "Inner", parentId: folderId },
  });
  expect(inner.statusCode).toBe(201);
  const answer: SavedAnswer = {
    question: `An ${PRIVATE_FOLDER_WORD} private question`,
    kind: "answer",
    text: "Layers help [1].",
    citations: [],
    redFlags: [],
  };
  const [item] = await t.database.db
    .insert(folderItems)
    .values({
      folderId,
      userId: owner.userId,
      kind: "answer",
      title: `An ${PRIVATE_FOLDER_WORD} answer`,
      note: `An ${PRIVATE_FOLDER_WORD} note`,
      answer,
    })
    .returning({ id: folderItems.id });
  return { token, folderId, innerId: inner.json<{ id: string }>().id, itemId: item!.id };
}

/** What the owner of `privateFolder` reads back: the folder's items, unchanged. */
export async function ownFolderItems(t: TestApp, token: string, folderId: string) {
  const read = await t.app.inject({ url: `/api/folders/${folderId}/details`, headers: bearer(token) });
  expect(read.statusCode).toBe(200);
  return read.json<{
    folder: { name: string };
    items: { id: string; title: string; note: string | null }[];
  }>();
}
