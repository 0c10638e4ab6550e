import { readdir } from "node:fs/promises";
import path from "node:path";

import {
  CARE_ERRORS,
  CARE_LIMITS,
  CONTENT_ATTACHMENT_LIMITS,
  CONTENT_ATTACHMENT_MESSAGES,
  ROLE_IDS,
  type Handout,
  type HandoutAttachment,
  type SharedHandoutResponse,
} from "@pkg/contracts";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { careSetup, PRIVATE_CARE_WORD, type CareSetup } from "../test/care";
import { multipart, PDF, PNG } from "../test/multipart";
import { makePerson, signIn } from "../test/people";

let t: TestApp;
let owned: CareSetup;
let otherCoachToken: string;
let otherClientToken: string;

const person = (roleID: Parameters<typeof makePerson>[1], onboarded = true) =>
  makePerson(t, roleID, onboarded);

const call = (token: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, ...bearer(token) } });

type Upload = { filename: string; contentType?: string; data: Buffer; field?: string };

function upload(token: string, handoutId: string, file: Upload) {
  const body = multipart([
    {
      name: file.field ?? "file",
      filename: file.filename,
      contentType: file.contentType ?? "application/octet-stream",
      data: file.data,
    },
  ]);
  return call(token, {
    method: "POST",
    url: `/api/handout/${handoutId}/attachments`,
    headers: body.headers,
    payload: body.payload,
  });
}

async function attach(token: string, handoutId: string, file: Upload): Promise<HandoutAttachment> {
  const response = await upload(token, handoutId, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ attachment: HandoutAttachment }>().attachment;
}

const ownUrl = (handoutId: string, attachmentId: string) =>
  `/api/handout/${handoutId}/attachments/${attachmentId}`;
const clientUrl = (handoutId: string, attachmentId: string) =>
  `/api/client/handouts/${handoutId}/attachments/${attachmentId}`;

/** A new handout of the first practitioner's, shared with their client. */
async function sharedHandout(title = "Sleep plan"): Promise<string> {
  const created = await call(owned.coachToken, {
    method: "POST",
    url: "/api/handout/create",
    payload: { title, body: "Text" },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ handout: Handout }>().handout.id;
  const shared = await call(owned.coachToken, {
    method: "POST",
    url: "/api/coach/content-share",
    payload: { kind: "handout", targetId: id, clientIds: [owned.client.userId] },
  });
  expect(shared.statusCode, shared.body).toBe(200);
  return id;
}

const storedFiles = async (handoutId: string) =>
  readdir(path.join(t.dataDir, "uploads", owned.coach.userId, "handouts", handoutId)).catch(
    () => [] as string[],
  );

beforeAll(async () => {
  t = await createTestApp();
  owned = await careSetup(t, person);
  otherCoachToken = await signIn(t, await person(ROLE_IDS.practitioner));
  otherClientToken = await signIn(t, await person(ROLE_IDS.client));
}, SETUP_TIMEOUT);

afterAll(async () => {
  await t?.close();
});

describe("a handout's attachments", () => {
  it("takes a PDF, lists it on the handout, and the shared client downloads it", async () => {
    const id = await sharedHandout();
    const attachment = await attach(owned.coachToken, id, {
      filename: "sleep-diary.pdf",
      contentType: "application/pdf",
      data: PDF,
    });
    expect(attachment).toEqual({
      id: expect.any(String),
      fileName: "sleep-diary.pdf",
      contentType: "application/pdf",
      size: PDF.length,
    });
    expect(await storedFiles(id)).toHaveLength(1);

    const handout = await call(owned.coachToken, { url: `/api/handout/${id}` });
    expect(handout.json<{ handout: Handout }>().handout.attachments).toEqual([attachment]);
    const list = await call(owned.coachToken, { url: "/api/handout/all" });
    expect(list.json<{ handouts: Handout[] }>().handouts.find((each) => each.id === id)?.attachments).toEqual(
      [attachment],
    );

    const own = await call(owned.coachToken, { url: ownUrl(id, attachment.id) });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);

    const shared = await call(owned.clientToken, { url: `/api/client/handouts/${id}` });
    expect(shared.json<SharedHandoutResponse>().handout.attachments).toEqual([attachment]);
    const file = await call(owned.clientToken, { url: clientUrl(id, attachment.id) });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="sleep-diary.pdf"; filename*=UTF-8''sleep-diary.pdf`,
    );
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers the client 404 once the handout is revoked", async () => {
    const id = await sharedHandout();
    const attachment = await attach(owned.coachToken, id, { filename: "plan.pdf", data: PDF });
    const revoked = await call(owned.coachToken, {
      method: "POST",
      url: "/api/coach/revoke-content-access",
      payload: { kind: "handout", targetId: id, clientId: owned.client.userId },
    });
    expect(revoked.statusCode).toBe(200);
    const file = await call(owned.clientToken, { url: clientUrl(id, attachment.id) });
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: "SHARED_NOT_FOUND", message: CARE_ERRORS.sharedNotFound });
    expect(file.rawPayload.includes(PDF)).toBe(false);
  });

  it("refuses an .exe renamed .pdf with 415 and the message, keeping nothing", async () => {
    const id = await sharedHandout();
    const response = await upload(owned.coachToken, id, {
      filename: "setup.pdf",
      contentType: "application/pdf",
      data: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64)]),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: CONTENT_ATTACHMENT_MESSAGES.type,
      code: "UNSUPPORTED_FILE_TYPE",
      fieldErrors: { file: CONTENT_ATTACHMENT_MESSAGES.type },
    });
    const handout = await call(owned.coachToken, { url: `/api/handout/${id}` });
    expect(handout.json<{ handout: Handout }>().handout.attachments).toEqual([]);
    expect(await storedFiles(id)).toEqual([]);
  });

  it("refuses a file over the size limit with 413 and the message, keeping nothing", async () => {
    const id = await sharedHandout();
    const max = CONTENT_ATTACHMENT_LIMITS.maxBytes;
    const big = Buffer.concat([PDF, Buffer.alloc(max + 1 - PDF.length, 0x20)]);
    const response = await upload(owned.coachToken, id, { filename: "big.pdf", data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: CONTENT_ATTACHMENT_MESSAGES.tooLarge,
      code: "FILE_TOO_LARGE",
      fieldErrors: { file: CONTENT_ATTACHMENT_MESSAGES.tooLarge },
    });
    expect(await storedFiles(id)).toEqual([]);
  });

  it("answers another practitioner and an unshared client 404, and never sends the file", async () => {
    const id = await sharedHandout(`A ${PRIVATE_CARE_WORD} plan`);
    const attachment = await attach(owned.coachToken, id, { filename: "plan.pdf", data: PDF });
    const attempts: [string, InjectOptions][] = [
      [otherCoachToken, { url: ownUrl(id, attachment.id) }],
      [otherCoachToken, { method: "DELETE", url: ownUrl(id, attachment.id) }],
      [otherClientToken, { url: clientUrl(id, attachment.id) }],
    ];
    for (const [token, options] of attempts) {
      const response = await call(token, options);
      expect(response.statusCode, `${options.method ?? "GET"} ${options.url as string}`).toBe(404);
      expect(response.body).not.toContain(PRIVATE_CARE_WORD);
      expect(response.rawPayload.includes(PDF)).toBe(false);
    }
    const refused = await upload(otherCoachToken, id, { filename: "mine.pdf", data: PDF });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: "HANDOUT_NOT_FOUND" });
    expect(await storedFiles(id)).toHaveLength(1);
  });

  it("keeps at most the limit of files a handout, and types a file by its bytes", async () => {
    const id = await sharedHandout();
    const first = await attach(owned.coachToken, id, { filename: "chart.pdf", data: PNG });
    expect(first).toMatchObject({ contentType: "image/png", fileName: "chart.pdf.png" });
    for (let index = 2; index <= CARE_LIMITS.handoutAttachmentsMax; index += 1) {
      await attach(owned.coachToken, id, { filename: `page-${index}.pdf`, data: PDF });
    }
    const over = await upload(owned.coachToken, id, { filename: "one-more.pdf", data: PDF });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: CARE_ERRORS.handoutAttachmentsTooMany,
      code: "TOO_MANY_ATTACHMENTS",
      fieldErrors: { file: CARE_ERRORS.handoutAttachmentsTooMany },
    });
    expect(await storedFiles(id)).toHaveLength(CARE_LIMITS.handoutAttachmentsMax);
  });

  it("removes a file (row and bytes); deleting the handout removes the rest of its files", async () => {
    const id = await sharedHandout();
    const kept = await attach(owned.coachToken, id, { filename: "kept.pdf", data: PDF });
    const removed = await attach(owned.coachToken, id, { filename: "removed.png", data: PNG });
    const answer = await call(owned.coachToken, { method: "DELETE", url: ownUrl(id, removed.id) });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: "'removed.png' was removed" });
    expect(await storedFiles(id)).toHaveLength(1);
    const again = await call(owned.coachToken, { method: "DELETE", url: ownUrl(id, removed.id) });
    expect(again.statusCode).toBe(404);
    const handout = await call(owned.coachToken, { url: `/api/handout/${id}` });
    expect(handout.json<{ handout: Handout }>().handout.attachments).toEqual([kept]);

    const deleted = await call(owned.coachToken, { method: "DELETE", url: `/api/handout/delete/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect(await storedFiles(id)).toEqual([]);
    const file = await call(owned.clientToken, { url: clientUrl(id, kept.id) });
    expect(file.statusCode).toBe(404);
  });

  it("answers 400 without a file in `file`, and 415 for a body that is not multipart", async () => {
    const id = await sharedHandout();
    const wrongField = await upload(owned.coachToken, id, {
      filename: "plan.pdf",
      data: PDF,
      field: "document",
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: "VALIDATION_ERROR", fieldErrors: { file: "Required" } });
    const json = await call(owned.coachToken, {
      method: "POST",
      url: `/api/handout/${id}/attachments`,
      payload: { file: "plan.pdf" },
    });
    expect(json.statusCode).toBe(415);
  });
});
