import { readdir, rm } from "node:fs/promises";
import path from "node:path";

import {
  CONTENT_ATTACHMENT_LIMITS,
  CONTENT_ATTACHMENT_MESSAGES,
  ROLE_IDS,
  type ContentAttachment,
  type ContentItem,
} from "@pkg/contracts";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { multipart, PDF, PNG } from "../test/multipart";
import { makePerson, signIn, type Person } from "../test/people";

let t: TestApp;
let writer: Person;
let otherWriter: Person;
let reviewer: Person;
let admin: Person;
let client: Person;
const tokens = new Map<Person, string>();

/** The first bytes of a JPEG (SOI and a JFIF APP0 header), then an end marker. */
const JPEG = Buffer.concat([
  Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"),
  Buffer.alloc(32, 0x20),
  Buffer.from("ffd9", "hex"),
]);

const NICE = {
  title: "Menopause: identification and management",
  publisher: "NICE",
  year: 2024,
  url: "https://www.nice.org.uk/guidance/ng23",
};

async function call(who: Person, options: InjectOptions) {
  return t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens.get(who)!) } });
}

type Upload = { filename: string; contentType?: string; data: Buffer; field?: string };

function upload(who: Person, id: string, file: Upload) {
  const body = multipart([
    {
      name: file.field ?? "file",
      filename: file.filename,
      contentType: file.contentType ?? "application/octet-stream",
      data: file.data,
    },
  ]);
  return call(who, {
    method: "POST",
    url: `/api/content/${id}/attachments`,
    headers: body.headers,
    payload: body.payload,
  });
}

/** Uploads and expects it to be taken; answers the new attachment. */
async function attach(who: Person, id: string, file: Upload): Promise<ContentAttachment> {
  const response = await upload(who, id, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ContentItem>().working.attachments.at(-1)!;
}

const download = (who: Person, id: string, attachmentId: string) =>
  call(who, { url: `/api/content/${id}/attachments/${attachmentId}` });

async function draft(by: Person = writer, item: Record<string, unknown> = {}): Promise<string> {
  const created = await call(by, {
    method: "POST",
    url: "/api/content",
    payload: { title: "Sleep and night sweats", sources: [NICE], ...item },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: string }>().id;
}

async function act(who: Person, id: string, payload: Record<string, unknown>) {
  const response = await call(who, { method: "POST", url: `/api/content/${id}/status`, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ContentItem>();
}

/** Walks a draft of `writer` through review to Live. */
async function publish(id: string): Promise<void> {
  await act(writer, id, { action: "submit" });
  await act(reviewer, id, { action: "assign", reviewerId: reviewer.userId });
  await act(reviewer, id, { action: "approve" });
  await act(writer, id, { action: "publish" });
}

const storedFiles = async (id: string) =>
  readdir(path.join(t.dataDir, "uploads", "content", id)).catch(() => [] as string[]);

beforeAll(async () => {
  t = await createTestApp();
  [writer, otherWriter, reviewer, admin, client] = await Promise.all([
    makePerson(t, ROLE_IDS.practitioner, true),
    makePerson(t, ROLE_IDS.practitioner, true),
    makePerson(t, ROLE_IDS.reviewer, true),
    makePerson(t, ROLE_IDS.superAdmin, true),
    makePerson(t, ROLE_IDS.client, true),
  ]);
  for (const person of [writer, otherWriter, reviewer, admin, client]) {
    tokens.set(person, await signIn(t, person));
  }
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

describe("uploading attachments", () => {
  it("takes PDF, PNG and JPEG, typed by their first bytes, and lists them on the working revision", async () => {
    const id = await draft();
    await attach(writer, id, { filename: "guide.pdf", contentType: "application/pdf", data: PDF });
    await attach(writer, id, { filename: "chart.png", contentType: "image/png", data: PNG });
    await attach(writer, id, { filename: "photo.jpeg", data: JPEG });
    const item = await call(writer, { url: `/api/content/${id}` });
    const attachments = item.json<ContentItem>().working.attachments;
    expect(attachments).toEqual([
      {
        id: expect.any(String),
        fileName: "guide.pdf",
        contentType: "application/pdf",
        size: PDF.length,
        createdAt: expect.any(String),
      },
      expect.objectContaining({ fileName: "chart.png", contentType: "image/png", size: PNG.length }),
      expect.objectContaining({ fileName: "photo.jpeg", contentType: "image/jpeg", size: JPEG.length }),
    ]);
    expect(item.json<ContentItem>().revisions[0]!.attachments).toEqual(attachments);
    expect(await storedFiles(id)).toHaveLength(3);
  });

  it("goes by the bytes, not the name or the declared type: PNG bytes named .pdf are a PNG", async () => {
    const id = await draft();
    const attachment = await attach(writer, id, {
      filename: "report.pdf",
      contentType: "application/pdf",
      data: PNG,
    });
    expect(attachment).toMatchObject({ contentType: "image/png", fileName: "report.pdf.png" });
    const file = await download(writer, id, attachment.id);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it("refuses HTML, an EXE, a zip, an SVG and an empty file with the message, keeping nothing", async () => {
    const id = await draft();
    const refused: Upload[] = [
      {
        filename: "guide.pdf",
        contentType: "application/pdf",
        data: Buffer.from("<!doctype html><script>alert(1)</script>"),
      },
      { filename: "setup.pdf", data: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64)]) },
      { filename: "files.png", contentType: "image/png", data: Buffer.from("504b030414000000", "hex") },
      {
        filename: "chart.png",
        contentType: "image/png",
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      },
      { filename: "empty.pdf", contentType: "application/pdf", data: Buffer.alloc(0) },
      { filename: "short.pdf", data: Buffer.from("%PDF") },
    ];
    for (const file of refused) {
      const response = await upload(writer, id, file);
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json(), file.filename).toEqual({
        message: CONTENT_ATTACHMENT_MESSAGES.type,
        code: "UNSUPPORTED_FILE_TYPE",
        fieldErrors: { file: CONTENT_ATTACHMENT_MESSAGES.type },
      });
    }
    const item = await call(writer, { url: `/api/content/${id}` });
    expect(item.json<ContentItem>().working.attachments).toEqual([]);
    expect(await storedFiles(id)).toEqual([]);
  });

  it("takes a file of exactly 10 MB and refuses 10 MB and one byte with 413 and the message", async () => {
    const id = await draft();
    const max = CONTENT_ATTACHMENT_LIMITS.maxBytes;
    const file = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);
    const over = await upload(writer, id, { filename: "big.pdf", data: file(max + 1) });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      message: CONTENT_ATTACHMENT_MESSAGES.tooLarge,
      code: "FILE_TOO_LARGE",
      fieldErrors: { file: CONTENT_ATTACHMENT_MESSAGES.tooLarge },
    });
    expect(await storedFiles(id)).toEqual([]);
    const exact = await attach(writer, id, { filename: "big.pdf", data: file(max) });
    expect(exact.size).toBe(max);
  });

  it("refuses the 11th file of a revision with 409 and the message", async () => {
    const id = await draft();
    for (let index = 1; index <= CONTENT_ATTACHMENT_LIMITS.perRevision; index += 1) {
      await attach(writer, id, { filename: `chart-${index}.png`, data: PNG });
    }
    const eleventh = await upload(writer, id, { filename: "chart-11.png", data: PNG });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      message: CONTENT_ATTACHMENT_MESSAGES.tooMany,
      code: "TOO_MANY_ATTACHMENTS",
      fieldErrors: { file: CONTENT_ATTACHMENT_MESSAGES.tooMany },
    });
    expect(await storedFiles(id)).toHaveLength(CONTENT_ATTACHMENT_LIMITS.perRevision);
  });

  it("keeps a safe name: no folders, no control or direction characters, at most 255 characters", async () => {
    const id = await draft();
    const names: [string, string][] = [
      ["../../etc/passwd.pdf", "passwd.pdf"],
      ["C:\\Users\\ann\\Desktop\\scan.PDF", "scan.PDF"],
      ["tab\there\u0007.pdf", "tab here.pdf"],
      ["\u202egpj.pdf", "gpj.pdf"],
      ["...hidden.pdf", "hidden.pdf"],
      ["", "attachment.pdf"],
      [`${"a".repeat(300)}.pdf`, `${"a".repeat(251)}.pdf`],
    ];
    for (const [sent, kept] of names) {
      const attachment = await attach(writer, id, { filename: sent, data: PDF });
      expect(attachment.fileName, JSON.stringify(sent)).toBe(kept);
    }
  });

  it("answers 400 without a file in the field `file`, and 415 for a body that is not multipart", async () => {
    const id = await draft();
    const wrongField = await upload(writer, id, { filename: "guide.pdf", data: PDF, field: "document" });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: "VALIDATION_ERROR", fieldErrors: { file: "Required" } });
    const json = await call(writer, {
      method: "POST",
      url: `/api/content/${id}/attachments`,
      payload: { file: "guide.pdf" },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe("who may change an item's files", () => {
  it("lets the author and a Super Admin upload and remove; refuses another practitioner, a reviewer and a client", async () => {
    const id = await draft();
    const file = { filename: "guide.pdf", data: PDF };
    for (const [who, code] of [
      [otherWriter, "CONTENT_NOT_ALLOWED"],
      [reviewer, "FORBIDDEN"],
      [client, "FORBIDDEN"],
    ] as const) {
      const response = await upload(who, id, file);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(code);
    }
    const mine = await attach(writer, id, file);
    const admins = await attach(admin, id, { filename: "admin.png", data: PNG });
    for (const who of [otherWriter, reviewer, client]) {
      const response = await call(who, {
        method: "DELETE",
        url: `/api/content/${id}/attachments/${mine.id}`,
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await storedFiles(id)).toHaveLength(2);

    const removed = await call(admin, { method: "DELETE", url: `/api/content/${id}/attachments/${mine.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ContentItem>().working.attachments.map((each) => each.id)).toEqual([admins.id]);
    const again = await call(writer, { method: "DELETE", url: `/api/content/${id}/attachments/${mine.id}` });
    expect(again.statusCode).toBe(404);
    const own = await call(writer, { method: "DELETE", url: `/api/content/${id}/attachments/${admins.id}` });
    expect(own.json<ContentItem>().working.attachments).toEqual([]);
    // A file no revision names any more is gone from the storage.
    expect(await storedFiles(id)).toEqual([]);
  });

  it("refuses changes while the item is in review, as editing its text", async () => {
    const id = await draft();
    const attachment = await attach(writer, id, { filename: "guide.pdf", data: PDF });
    await act(writer, id, { action: "submit" });
    const added = await upload(writer, id, { filename: "late.pdf", data: PDF });
    expect(added.statusCode).toBe(409);
    expect(added.json().message).toBe("This item is in review: it can be edited once it is sent back");
    const removed = await call(writer, {
      method: "DELETE",
      url: `/api/content/${id}/attachments/${attachment.id}`,
    });
    expect(removed.statusCode).toBe(409);
  });

  it("answers 404 for an item that does not exist", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await upload(writer, missing, { filename: "guide.pdf", data: PDF })).statusCode).toBe(404);
    expect(
      (await call(writer, { method: "DELETE", url: `/api/content/${missing}/attachments/${missing}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe("downloading attachments", () => {
  it("serves a draft's file to its author, a Super Admin and a Reviewer once submitted; 404 to others", async () => {
    const id = await draft();
    const attachment = await attach(writer, id, { filename: "Ménopause – guide.pdf", data: PDF });
    for (const who of [writer, admin]) expect((await download(who, id, attachment.id)).statusCode).toBe(200);
    for (const who of [otherWriter, reviewer, client]) {
      const response = await download(who, id, attachment.id);
      expect(response.statusCode).toBe(404);
      expect(response.rawPayload.includes(PDF)).toBe(false);
    }
    await act(writer, id, { action: "submit" });
    expect((await download(reviewer, id, attachment.id)).statusCode).toBe(200);
    for (const who of [otherWriter, client])
      expect((await download(who, id, attachment.id)).statusCode).toBe(404);
    // The attachment of one item is not reached through another item's id.
    const other = await draft();
    expect((await download(writer, other, attachment.id)).statusCode).toBe(404);
  });

  it("sends the bytes with their type, as a download for PDF and inline for images, never cached", async () => {
    const id = await draft();
    const pdf = await attach(writer, id, { filename: "Ménopause – guide (2024).pdf", data: PDF });
    const response = await download(writer, id, pdf.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition":
        "attachment; filename=\"M_nopause _ guide (2024).pdf\"; filename*=UTF-8''M%C3%A9nopause%20%E2%80%93%20guide%20%282024%29.pdf",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    const png = await attach(writer, id, { filename: "chart.png", data: PNG });
    const image = await download(writer, id, png.id);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-disposition"]).toBe(
      "inline; filename=\"chart.png\"; filename*=UTF-8''chart.png",
    );
    const jpeg = await attach(writer, id, { filename: "photo.jpg", data: JPEG });
    expect((await download(writer, id, jpeg.id)).headers["content-type"]).toBe("image/jpeg");
  });

  it("answers 404, not a failure, when the stored file is gone", async () => {
    const id = await draft();
    const pdf = await attach(writer, id, { filename: "lost.pdf", data: PDF });
    for (const name of await storedFiles(id)) {
      await rm(path.join(t.dataDir, "uploads", "content", id, name), { recursive: true, force: true });
    }
    expect((await download(writer, id, pdf.id)).statusCode).toBe(404);
  });

  it("serves a published file to any signed-in reader, but an item for practitioners never to a client", async () => {
    const forClients = await draft(writer, { title: "Hot flushes: a diary" });
    const diary = await attach(writer, forClients, { filename: "diary.pdf", data: PDF });
    await publish(forClients);
    const forStaff = await draft(writer, { title: "Prescribing notes", audience: "practitioners" });
    const notes = await attach(writer, forStaff, { filename: "notes.pdf", data: PDF });
    await publish(forStaff);

    const published = await call(client, { url: `/api/content/published/${forClients}` });
    expect(published.json().attachments).toEqual([
      expect.objectContaining({ id: diary.id, fileName: "diary.pdf", contentType: "application/pdf" }),
    ]);
    const list = await call(client, { url: "/api/content/published" });
    const listed = list.json().items.find((item: { id: string }) => item.id === forClients);
    expect(listed.attachments.map((each: ContentAttachment) => each.id)).toEqual([diary.id]);
    for (const who of [client, otherWriter, reviewer]) {
      expect((await download(who, forClients, diary.id)).statusCode).toBe(200);
    }
    const hidden = await download(client, forStaff, notes.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.rawPayload.includes(PDF)).toBe(false);
    expect((await download(otherWriter, forStaff, notes.id)).statusCode).toBe(200);

    // Archived: no longer published, so no longer served to readers.
    await act(writer, forClients, { action: "archive" });
    expect((await download(client, forClients, diary.id)).statusCode).toBe(404);
    expect((await download(otherWriter, forClients, diary.id)).statusCode).toBe(404);
    expect((await download(writer, forClients, diary.id)).statusCode).toBe(200);
  });
});

describe("attachments through a Live item's next revision", () => {
  it("starts the new revision with the published files, and changes it without touching the published one", async () => {
    const id = await draft();
    const diary = await attach(writer, id, { filename: "diary.pdf", data: PDF });
    await publish(id);

    // A file added to a Live item goes to a new revision (Raw); the published one is unchanged.
    const added = await upload(writer, id, { filename: "chart.png", data: PNG });
    expect(added.statusCode).toBe(201);
    const item = added.json<ContentItem>();
    expect(item).toMatchObject({ status: "raw", working: { number: 2 }, published: { number: 1 } });
    expect(item.working.title).toBe(item.published!.title);
    expect(item.published!.attachments.map((each) => each.id)).toEqual([diary.id]);
    const [copy, chart] = item.working.attachments;
    expect(copy).toMatchObject({ fileName: "diary.pdf", size: PDF.length });
    expect(copy!.id).not.toBe(diary.id);
    expect(chart).toMatchObject({ fileName: "chart.png" });
    // The new file is not published: readers do not get it until the revision is.
    expect((await download(client, id, chart!.id)).statusCode).toBe(404);
    expect((await download(client, id, diary.id)).statusCode).toBe(200);

    // Removing the copy from the new revision keeps the published file (they share the bytes).
    const removed = await call(writer, {
      method: "DELETE",
      url: `/api/content/${id}/attachments/${copy!.id}`,
    });
    expect(removed.json<ContentItem>().working.attachments.map((each) => each.id)).toEqual([chart!.id]);
    const still = await download(client, id, diary.id);
    expect(still.statusCode).toBe(200);
    expect(still.rawPayload.equals(PDF)).toBe(true);

    // Published, the new revision's files are what readers get.
    await publish(id);
    const read = await call(client, { url: `/api/content/published/${id}` });
    expect(read.json().attachments.map((each: ContentAttachment) => each.id)).toEqual([chart!.id]);
    expect((await download(client, id, chart!.id)).statusCode).toBe(200);
    expect((await download(client, id, diary.id)).statusCode).toBe(404);
  });

  it("copies the files when the text of a Live item is edited, and removes a file from a Live item through a new revision", async () => {
    const id = await draft();
    const diary = await attach(writer, id, { filename: "diary.pdf", data: PDF });
    await publish(id);
    const edited = await call(writer, {
      method: "PUT",
      url: `/api/content/${id}`,
      payload: { title: "Sleep and night sweats", sources: [NICE], documentText: "Revised." },
    });
    expect(edited.json<ContentItem>().working.attachments).toEqual([
      expect.objectContaining({ fileName: "diary.pdf" }),
    ]);

    const other = await draft();
    const notes = await attach(writer, other, { filename: "notes.pdf", data: PDF });
    await publish(other);
    const removed = await call(writer, {
      method: "DELETE",
      url: `/api/content/${other}/attachments/${notes.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ContentItem>()).toMatchObject({
      status: "raw",
      working: { number: 2, attachments: [] },
      published: { number: 1, attachments: [expect.objectContaining({ id: notes.id })] },
    });
    expect((await download(client, other, notes.id)).statusCode).toBe(200);
    expect(diary.id).not.toBe(notes.id);
  });
});

describe("deleting an item", () => {
  it("removes its files with it", async () => {
    const id = await draft();
    const attachment = await attach(writer, id, { filename: "guide.pdf", data: PDF });
    await attach(writer, id, { filename: "chart.png", data: PNG });
    expect(await storedFiles(id)).toHaveLength(2);
    const deleted = await call(writer, { method: "DELETE", url: `/api/content/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFiles(id)).toEqual([]);
    expect((await download(writer, id, attachment.id)).statusCode).toBe(404);
  });
});
