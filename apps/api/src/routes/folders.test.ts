import { randomUUID } from "node:crypto";

import {
  FOLDER_ERROR_CODES,
  FOLDER_ERRORS,
  FOLDER_LIMITS,
  FOLDER_MESSAGES,
  ROLE_IDS,
  VALIDATION_MESSAGES,
  type AskResponse,
  type Folder,
  type FolderDetails,
  type FolderItem,
  type FolderStructure,
} from "@pkg/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contentItems, contentRevisions, folderItems, folders } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { seedAndSignIn } from "../test/assistant";
import { makePerson, signIn } from "../test/people";

let t: TestApp;
const lines: string[] = [];
let tokens: Record<string, string> = {};
let ids: Record<string, string> = {};
/** Published items of the seed library by audience. */
let forClients: { id: string; title: string }[] = [];
let forPractitioners: { id: string; title: string }[] = [];

const CLIENT = "client@example.com";
const PRACTITIONER = "practitioner@example.com";
const REVIEWER = "reviewer@example.com";
const ADMIN = "admin@example.com";
const PRIVATE_NOTE = "An unmistakable private note about my nights";

async function call(who: string, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens[who] ?? who) } });
}

const post = (who: string, url: string, payload: Record<string, unknown>) =>
  call(who, { method: "POST", url: `/api/folders/${url}`, payload });

async function create(who: string, name: string, parentId?: string | null): Promise<Folder> {
  const response = await post(who, "create", { name, ...(parentId !== undefined ? { parentId } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Folder>();
}

async function structure(who: string): Promise<FolderStructure> {
  const response = await call(who, { url: "/api/folders/structure" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FolderStructure>();
}

async function details(who: string, id: string, query = ""): Promise<FolderDetails> {
  const response = await call(who, { url: `/api/folders/${id}/details${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FolderDetails>();
}

async function ask(who: string, question: string): Promise<AskResponse> {
  const response = await call(who, { method: "POST", url: "/api/ai-search", payload: { question } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AskResponse>();
}

async function saveContent(who: string, folderId: string, contentId: string, note?: string) {
  return post(who, "save-content", { folderId, kind: "content", contentId, ...(note ? { note } : {}) });
}

beforeAll(async () => {
  t = await createTestApp({ logLines: lines });
  ({ tokens, ids } = await seedAndSignIn(t));
  const published = await t.database.db
    .select({ id: contentItems.id, title: contentRevisions.title, audience: contentRevisions.audience })
    .from(contentItems)
    .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId));
  forClients = published.filter((row) => row.audience === "clients");
  forPractitioners = published.filter((row) => row.audience === "practitioners");
}, SETUP_TIMEOUT * 2);
afterAll(async () => t?.close());

describe("folders", () => {
  it("creates folders at the top level and nested, and lists the tree in order with depths and counts", async () => {
    const person = await makePerson(t, ROLE_IDS.client, true);
    const token = await signIn(t, person);
    expect(await structure(token)).toEqual({
      folders: [],
      limits: { depthMax: FOLDER_LIMITS.depthMax, foldersMax: FOLDER_LIMITS.foldersMax },
    });
    const sleep = await create(token, "  Sleep  ");
    expect(sleep).toMatchObject({ name: "Sleep", parentId: null, depth: 1, itemCount: 0 });
    const nights = await create(token, "nights", sleep.id);
    expect(nights).toMatchObject({ parentId: sleep.id, depth: 2 });
    const anxiety = await create(token, "anxiety", null);
    const deep = await create(token, "Deep", nights.id);
    await saveContent(token, nights.id, forClients[0]!.id);

    const tree = await structure(token);
    expect(tree.folders.map((folder) => [folder.name, folder.depth, folder.itemCount])).toEqual([
      ["anxiety", 1, 0],
      ["Sleep", 1, 0],
      ["nights", 2, 1],
      ["Deep", 3, 0],
    ]);
    expect(tree.folders.map((folder) => folder.id)).toEqual([anxiety.id, sleep.id, nights.id, deep.id]);
  });

  it("refuses bad names with 400 and the field's message, and a sibling's name in any case with 409", async () => {
    const token = tokens[PRACTITIONER]!;
    for (const [name, message] of [
      ["", FOLDER_MESSAGES.nameRequired],
      ["   ", FOLDER_MESSAGES.nameRequired],
      ["x".repeat(FOLDER_LIMITS.nameMax + 1), FOLDER_MESSAGES.nameTooLong],
      ["Sle\u0000ep", VALIDATION_MESSAGES.controlCharacters],
      ["Sleep\r\nBcc: x", VALIDATION_MESSAGES.controlCharacters],
      [42, FOLDER_MESSAGES.nameRequired],
    ] as const) {
      const response = await post(token, "create", { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().fieldErrors).toEqual({ name: message });
    }
    const parentId = await post(token, "create", { name: "Fine", parentId: "top" });
    expect(parentId.json().fieldErrors).toEqual({ parentId: FOLDER_MESSAGES.parentId });

    const work = await create(token, "Client questions");
    const taken = await post(token, "create", { name: "CLIENT QUESTIONS" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: FOLDER_ERRORS.nameTaken,
      code: FOLDER_ERROR_CODES.nameTaken,
      fieldErrors: { name: FOLDER_ERRORS.nameTaken },
    });
    // The same name is fine one level down, and for another person.
    await create(token, "Client questions", work.id);
    await create(ADMIN, "Client questions");
  });

  it("nests at most 5 levels and keeps at most 200 folders a person", async () => {
    const person = await makePerson(t, ROLE_IDS.reviewer, true);
    const token = await signIn(t, person);
    let parent: Folder | null = null;
    for (let level = 1; level <= FOLDER_LIMITS.depthMax; level += 1) {
      parent = await create(token, `Level ${level}`, parent?.id ?? null);
      expect(parent.depth).toBe(level);
    }
    const tooDeep = await post(token, "create", { name: "Level 6", parentId: parent!.id });
    expect(tooDeep.statusCode).toBe(409);
    expect(tooDeep.json()).toMatchObject({
      code: FOLDER_ERROR_CODES.tooDeep,
      message: FOLDER_ERRORS.tooDeep,
    });

    await t.database.db.insert(folders).values(
      Array.from({ length: FOLDER_LIMITS.foldersMax - FOLDER_LIMITS.depthMax }, (_, index) => ({
        userId: person.userId,
        name: `Filler ${index}`,
      })),
    );
    const tooMany = await post(token, "create", { name: "One more" });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: FOLDER_ERROR_CODES.tooMany,
      message: FOLDER_ERRORS.tooMany,
    });
    expect((await structure(token)).folders).toHaveLength(FOLDER_LIMITS.foldersMax);
  });

  it("renames and moves a folder, never into itself or a folder inside it, nor too deep", async () => {
    const person = await makePerson(t, ROLE_IDS.practitioner, true);
    const token = await signIn(t, person);
    const a = await create(token, "A");
    const b = await create(token, "B", a.id);
    const c = await create(token, "C", b.id);
    const other = await create(token, "Other");

    const renamed = await post(token, "rename-folder", { folderId: b.id, name: "Bee" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: b.id, name: "Bee", parentId: a.id, depth: 2 });
    const clash = await post(token, "rename-folder", { folderId: other.id, name: "a" });
    expect(clash.statusCode).toBe(409);
    // Its own name in another case is not a clash.
    expect((await post(token, "rename-folder", { folderId: other.id, name: "OTHER" })).statusCode).toBe(200);

    for (const target of [a.id, c.id]) {
      const into = await post(token, "edit-folder", { folderId: a.id, parentId: target });
      expect(into.statusCode).toBe(409);
      expect(into.json()).toMatchObject({
        code: FOLDER_ERROR_CODES.intoItself,
        message: FOLDER_ERRORS.intoItself,
      });
    }
    const moved = await post(token, "edit-folder", { folderId: b.id, parentId: other.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ parentId: other.id, depth: 2 });
    const tree = await structure(token);
    expect(tree.folders.find((folder) => folder.id === c.id)).toMatchObject({ parentId: b.id, depth: 3 });

    const top = await post(token, "edit-folder", { folderId: c.id, parentId: null, name: "Sea" });
    expect(top.json()).toMatchObject({ parentId: null, depth: 1, name: "Sea" });

    // A chain of 3 under a chain of 3 would be 6 levels deep.
    const x = await create(token, "X");
    const y = await create(token, "Y", x.id);
    await create(token, "Z", y.id);
    const d1 = await create(token, "D1");
    const d2 = await create(token, "D2", d1.id);
    const d3 = await create(token, "D3", d2.id);
    const deep = await post(token, "edit-folder", { folderId: x.id, parentId: d3.id });
    expect(deep.statusCode).toBe(409);
    expect(deep.json().code).toBe(FOLDER_ERROR_CODES.tooDeep);
    expect((await post(token, "edit-folder", { folderId: x.id, parentId: d2.id })).statusCode).toBe(200);

    const nothing = await post(token, "edit-folder", { folderId: x.id });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().fieldErrors).toEqual({ name: FOLDER_MESSAGES.nothingToChange });
    const sameNameThere = await create(token, "Same");
    await create(token, "same", d1.id);
    const clashOnMove = await post(token, "edit-folder", { folderId: sameNameThere.id, parentId: d1.id });
    expect(clashOnMove.statusCode).toBe(409);
    expect(clashOnMove.json().code).toBe(FOLDER_ERROR_CODES.nameTaken);
  });

  it("keeps the rules when one person's changes meet: one name among siblings, no cycle", async () => {
    const person = await makePerson(t, ROLE_IDS.client, true);
    const token = await signIn(t, person);
    const same = await Promise.all([0, 1, 2].map(() => post(token, "create", { name: "Twice" })));
    expect(same.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const a = await create(token, "A");
    const b = await create(token, "B");
    const crossed = await Promise.all([
      post(token, "edit-folder", { folderId: a.id, parentId: b.id }),
      post(token, "edit-folder", { folderId: b.id, parentId: a.id }),
    ]);
    expect(crossed.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const tree = await structure(token);
    expect(tree.folders.filter((folder) => folder.parentId === null).map((folder) => folder.name)).toEqual([
      expect.stringMatching(/^[AB]$/),
      "Twice",
    ]);
  });

  it("deletes a folder with the folders and items in it, and says how many", async () => {
    const person = await makePerson(t, ROLE_IDS.client, true);
    const token = await signIn(t, person);
    const sleep = await create(token, "Sleep");
    const nights = await create(token, "Nights", sleep.id);
    const keep = await create(token, "Keep");
    for (const [folder, item] of [
      [sleep, forClients[0]!],
      [sleep, forClients[1]!],
      [nights, forClients[2]!],
      [keep, forClients[0]!],
    ] as const) {
      expect((await saveContent(token, folder.id, item.id)).statusCode).toBe(201);
    }
    const deleted = await post(token, "delete-folder", { folderId: sleep.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: "The folder was deleted", deletedFolders: 2, deletedItems: 3 });
    expect((await structure(token)).folders.map((folder) => [folder.name, folder.itemCount])).toEqual([
      ["Keep", 1],
    ]);
    expect(await t.database.db.select().from(folderItems).where(eq(folderItems.folderId, nights.id))).toEqual(
      [],
    );
    expect((await post(token, "delete-folder", { folderId: sleep.id })).statusCode).toBe(404);
  });
});

describe("saved items", () => {
  it("saves an answer as it was (question, Markdown, citations), once per folder, and keeps it when the chat goes", async () => {
    const person = await makePerson(t, ROLE_IDS.client, true);
    const token = await signIn(t, person);
    const folder = await create(token, "Hot flushes");
    const { chat, message } = await ask(token, "What helps with hot flushes?");
    expect(message.answer.citations.length).toBeGreaterThan(0);

    const saved = await post(token, "save-content", {
      folderId: folder.id,
      kind: "answer",
      messageId: message.id,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const item = saved.json<FolderItem>();
    expect(item).toMatchObject({
      folderId: folder.id,
      kind: "answer",
      title: "What helps with hot flushes?",
      note: null,
      chatId: chat.id,
      messageId: message.id,
      content: null,
      answer: {
        question: "What helps with hot flushes?",
        kind: "answer",
        text: message.answer.text,
        citations: message.answer.citations,
        redFlags: [],
      },
    });
    const again = await post(token, "save-content", {
      folderId: folder.id,
      kind: "answer",
      messageId: message.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(item.id);
    expect((await details(token, folder.id)).total).toBe(1);

    const posted = await call(token, { url: `/api/folders/posted-structure?messageId=${message.id}` });
    expect(posted.json()).toEqual({
      saved: [{ itemId: item.id, folderId: folder.id, folderName: "Hot flushes" }],
    });

    expect((await call(token, { method: "DELETE", url: `/api/chat/${chat.id}` })).statusCode).toBe(200);
    const kept = (await details(token, folder.id)).items[0]!;
    expect(kept).toMatchObject({ id: item.id, chatId: null, messageId: null, answer: item.answer });
  });

  it("refuses to save an answer that found nothing, and another person's answer", async () => {
    const token = tokens[CLIENT]!;
    const folder = await create(token, "Odd questions");
    const { message } = await ask(token, "How do I fix my car's brakes?");
    expect(message.answer.kind).toBe("no-content");
    const refused = await post(token, "save-content", {
      folderId: folder.id,
      kind: "answer",
      messageId: message.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: FOLDER_ERROR_CODES.nothingToSave,
      message: FOLDER_ERRORS.nothingToSave,
    });
    const theirs = await ask(PRACTITIONER, "What helps with night sweats?");
    const stolen = await post(token, "save-content", {
      folderId: folder.id,
      kind: "answer",
      messageId: theirs.message.id,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain(theirs.message.answer.text.slice(0, 30));
    expect((await details(token, folder.id)).total).toBe(0);
  });

  it("saves only library items the person may read: published, and never one for practitioners to a client", async () => {
    expect(forPractitioners.length).toBeGreaterThan(0);
    const clientFolder = await create(CLIENT, "Reading");
    const forThem = await saveContent(CLIENT, clientFolder.id, forPractitioners[0]!.id);
    expect(forThem.statusCode).toBe(404);
    expect(forThem.json().message).toBe(FOLDER_ERRORS.contentNotFound);
    const missing = await saveContent(CLIENT, clientFolder.id, randomUUID());
    expect(missing.statusCode).toBe(404);

    const draft = await call(PRACTITIONER, {
      method: "POST",
      url: "/api/content",
      payload: { title: "A private draft" },
    });
    const draftId = draft.json().id as string;
    const practitionerFolder = await create(PRACTITIONER, "Reading");
    expect((await saveContent(PRACTITIONER, practitionerFolder.id, draftId)).statusCode).toBe(404);
    const theirs = await saveContent(PRACTITIONER, practitionerFolder.id, forPractitioners[0]!.id);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json()).toMatchObject({
      kind: "content",
      title: forPractitioners[0]!.title,
      content: { id: forPractitioners[0]!.id, title: forPractitioners[0]!.title, available: true },
    });

    const ok = await saveContent(CLIENT, clientFolder.id, forClients[0]!.id, PRIVATE_NOTE);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ note: PRIVATE_NOTE, content: { available: true } });
  });

  it("lists a folder's items newest first, a page at a time, with the folders above it", async () => {
    const person = await makePerson(t, ROLE_IDS.client, true);
    const token = await signIn(t, person);
    const top = await create(token, "Top");
    const inner = await create(token, "Inner", top.id);
    for (const item of forClients.slice(0, 3)) {
      expect((await saveContent(token, inner.id, item.id)).statusCode).toBe(201);
    }
    const first = await details(token, inner.id, "?pageSize=2");
    expect(first).toMatchObject({
      folder: { id: inner.id, name: "Inner", depth: 2, itemCount: 3 },
      path: [{ id: top.id, name: "Top" }],
      total: 3,
      page: 1,
      pageSize: 2,
    });
    expect(first.items.map((item) => item.content?.id)).toEqual([forClients[2]!.id, forClients[1]!.id]);
    const second = await details(token, inner.id, "?pageSize=2&page=2");
    expect(second.items.map((item) => item.content?.id)).toEqual([forClients[0]!.id]);
    const bad = await call(token, { url: `/api/folders/${inner.id}/details?pageSize=1000` });
    expect(bad.statusCode).toBe(400);
    const badId = await call(token, { url: "/api/folders/not-an-id/details" });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fieldErrors).toEqual({ id: FOLDER_MESSAGES.folderId });

    // An item withdrawn from the library stays saved, shown as no longer available.
    const [withdrawn] = await t.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, forClients[1]!.id));
    await t.database.db
      .update(contentItems)
      .set({ publishedRevisionId: null })
      .where(eq(contentItems.id, forClients[1]!.id));
    try {
      const shown = (await details(token, inner.id)).items.find(
        (item) => item.content?.id === forClients[1]!.id,
      );
      expect(shown?.content).toEqual({ id: forClients[1]!.id, title: null, summary: null, available: false });
    } finally {
      await t.database.db
        .update(contentItems)
        .set({ publishedRevisionId: withdrawn!.publishedRevisionId })
        .where(eq(contentItems.id, forClients[1]!.id));
    }
  });

  it("renames an item, edits its note, moves it, and deletes it", async () => {
    const person = await makePerson(t, ROLE_IDS.superAdmin, true);
    const token = await signIn(t, person);
    const one = await create(token, "One");
    const two = await create(token, "Two");
    const item = (await saveContent(token, one.id, forClients[0]!.id)).json<FolderItem>();

    const renamed = await post(token, "rename-content", { itemId: item.id, title: "  My reading  " });
    expect(renamed.json()).toMatchObject({ id: item.id, title: "My reading" });
    const badTitle = await post(token, "rename-content", { itemId: item.id, title: "" });
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.json().fieldErrors).toEqual({ title: FOLDER_MESSAGES.titleRequired });

    const noted = await post(token, "update-folder-content", { itemId: item.id, note: "Read again\nin May" });
    expect(noted.json()).toMatchObject({ note: "Read again\nin May", title: "My reading" });
    const tooLong = await post(token, "update-folder-content", {
      itemId: item.id,
      note: "x".repeat(FOLDER_LIMITS.noteMax + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({ note: FOLDER_MESSAGES.noteTooLong });
    const cleared = await post(token, "update-folder-content", { itemId: item.id, note: "  " });
    expect(cleared.json().note).toBeNull();

    const moved = await post(token, "move-content", { itemId: item.id, folderId: two.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: item.id, folderId: two.id });
    expect((await details(token, one.id)).total).toBe(0);
    expect((await details(token, two.id)).items.map((each) => each.id)).toEqual([item.id]);

    // The same item saved again in One cannot join its twin in Two.
    const twin = (await saveContent(token, one.id, forClients[0]!.id)).json<FolderItem>();
    const clash = await post(token, "move-content", { itemId: twin.id, folderId: two.id });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: FOLDER_ERROR_CODES.alreadyThere,
      message: FOLDER_ERRORS.alreadyThere,
    });

    const posted = await call(token, { url: `/api/folders/posted-structure?contentId=${forClients[0]!.id}` });
    expect(posted.json().saved.map((each: { folderName: string }) => each.folderName)).toEqual([
      "One",
      "Two",
    ]);
    expect((await call(token, { url: "/api/folders/posted-structure" })).statusCode).toBe(400);

    expect((await post(token, "delete-content", { itemId: item.id })).json()).toEqual({
      message: "The saved item was deleted",
    });
    expect((await post(token, "delete-content", { itemId: item.id })).statusCode).toBe(404);
    expect((await details(token, two.id)).total).toBe(0);
  });
});

describe("another person's folders and items", () => {
  it("answer 404 to every call, and stay as they were", async () => {
    const owner = await makePerson(t, ROLE_IDS.client, true);
    const ownerToken = await signIn(t, owner);
    const folder = await create(ownerToken, "Private");
    const inner = await create(ownerToken, "Inner", folder.id);
    const item = (
      await saveContent(ownerToken, folder.id, forClients[0]!.id, PRIVATE_NOTE)
    ).json<FolderItem>();
    const other = await signIn(t, await makePerson(t, ROLE_IDS.client, true));
    const mine = await create(other, "Mine");

    const attempts: [string, Record<string, unknown>][] = [
      ["create", { name: "Inside theirs", parentId: folder.id }],
      ["rename-folder", { folderId: folder.id, name: "Taken" }],
      ["edit-folder", { folderId: folder.id, parentId: null, name: "Taken" }],
      ["edit-folder", { folderId: mine.id, parentId: folder.id }],
      ["delete-folder", { folderId: inner.id }],
      ["save-content", { folderId: folder.id, kind: "content", contentId: forClients[1]!.id }],
      ["move-content", { itemId: item.id, folderId: mine.id }],
      ["move-content", { itemId: item.id, folderId: folder.id }],
      ["rename-content", { itemId: item.id, title: "Taken" }],
      ["update-folder-content", { itemId: item.id, note: "Taken" }],
      ["delete-content", { itemId: item.id }],
    ];
    for (const [url, payload] of attempts) {
      const response = await post(other, url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(404);
      expect(response.body).not.toContain("unmistakable");
    }
    const read = await call(other, { url: `/api/folders/${folder.id}/details` });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain("Private");
    expect((await structure(other)).folders.map((each) => each.name)).toEqual(["Mine"]);
    const posted = await call(other, { url: `/api/folders/posted-structure?contentId=${forClients[0]!.id}` });
    expect(posted.json()).toEqual({ saved: [] });

    const own = await details(ownerToken, folder.id);
    expect(own.folder.name).toBe("Private");
    expect(own.items).toEqual([
      expect.objectContaining({ id: item.id, title: item.title, note: PRIVATE_NOTE }),
    ]);
    expect((await structure(ownerToken)).folders.map((each) => each.name)).toEqual(["Private", "Inner"]);
  });

  it("lets every signed-in role keep folders", async () => {
    for (const who of [CLIENT, PRACTITIONER, REVIEWER, ADMIN]) {
      const folder = await create(who, `Role check ${randomUUID().slice(0, 8)}`);
      expect((await structure(who)).folders.some((each) => each.id === folder.id)).toBe(true);
    }
    expect((await t.app.inject({ url: "/api/folders/structure" })).statusCode).toBe(401);
  });

  it("go with the person when their account is deleted", async () => {
    const person = await makePerson(t, ROLE_IDS.client, true);
    const token = await signIn(t, person);
    const folder = await create(token, "Soon gone");
    await create(token, "Inside", folder.id);
    await saveContent(token, folder.id, forClients[0]!.id);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/user/delete-account",
      headers: bearer(token),
      payload: { password: person.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(folders).where(eq(folders.userId, person.userId))).toEqual([]);
    expect(
      await t.database.db.select().from(folderItems).where(eq(folderItems.userId, person.userId)),
    ).toEqual([]);
  });
});

describe("the log", () => {
  it("holds no folder name, note or saved answer", () => {
    const log = lines.join("\n");
    expect(log).toContain("/api/folders/");
    expect(log).not.toContain("unmistakable");
    expect(log).not.toContain("Hot flushes");
    expect(log).not.toContain("Read again");
    expect(ids[CLIENT]).toBeDefined();
  });
});
