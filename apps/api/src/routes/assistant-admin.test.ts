import { randomUUID } from "node:crypto";

import {
  ROLE_IDS,
  type AdminChatSession,
  type AskResponse,
  type ReportedChatsResponse,
} from "@pkg/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { seedAndSignIn } from "../test/assistant";
import { makePerson, signIn } from "../test/people";

/*
 * The Super Admin's reported chats: the list (no text of the chats), one reported chat read in
 * full, only a reported one, and every read written to the audit log.
 */

let t: TestApp;
let tokens: Record<string, string> = {};
let ids: Record<string, string> = {};
const lines: string[] = [];

const ADMIN = "admin@example.com";
const SECRET_WORD = "quixotic";

async function ask(token: string, question: string, url = "/api/ai-search", chatId?: string) {
  const response = await t.app.inject({
    method: "POST",
    url,
    headers: bearer(token),
    payload: { question, ...(chatId ? { chatId } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AskResponse>();
}

async function report(token: string, messageId: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/searched-result/report",
    headers: bearer(token),
    payload: { messageId, reason: `This is ${SECRET_WORD} and wrong` },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const auditRowsFor = (chatId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, chatId));

beforeAll(async () => {
  t = await createTestApp({ logLines: lines });
  ({ tokens, ids } = await seedAndSignIn(t));
}, SETUP_TIMEOUT * 2);
afterAll(async () => t?.close());

describe("reported chats for the Super Admin", () => {
  it("lists reported chats without their text, newest report first, one page at a time", async () => {
    const client = await makePerson(t, ROLE_IDS.client, true);
    const clientToken = await signIn(t, client);
    const first = await ask(clientToken, `Why do I get hot flushes, ${SECRET_WORD}?`);
    const second = await ask(clientToken, "What about at night?", "/api/ai-search", first.chat.id);
    await report(clientToken, first.message.id);
    await report(clientToken, second.message.id);
    const learning = await ask(
      tokens["practitioner@example.com"]!,
      "How do I use the MRS?",
      "/api/ai-learning-search",
    );
    await report(tokens["practitioner@example.com"]!, learning.message.id);
    // Never reported: not listed.
    const quiet = await ask(clientToken, "What helps with sleep?");

    const response = await t.app.inject({
      url: "/api/admin/reported-chats",
      headers: bearer(tokens[ADMIN]!),
    });
    expect(response.statusCode).toBe(200);
    const list = response.json<ReportedChatsResponse>();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.items.map((item) => item.chatId)).toEqual([learning.chat.id, first.chat.id]);
    expect(list.items[0]).toEqual({
      chatId: learning.chat.id,
      kind: "learning",
      ownerRoleId: ROLE_IDS.practitioner,
      reportedAt: expect.any(String),
      reportCount: 1,
    });
    expect(list.items[1]).toMatchObject({ kind: "search", ownerRoleId: ROLE_IDS.client, reportCount: 2 });
    expect(response.body).not.toContain(SECRET_WORD);
    expect(response.body).not.toContain(quiet.chat.id);
    expect(response.body).not.toContain(client.userId);

    const paged = await t.app.inject({
      url: "/api/admin/reported-chats?page=2&pageSize=1",
      headers: bearer(tokens[ADMIN]!),
    });
    expect(paged.json<ReportedChatsResponse>()).toMatchObject({
      total: 2,
      page: 2,
      pageSize: 1,
      items: [{ chatId: first.chat.id }],
    });
    // Listing is not reading: nothing audited.
    expect(await auditRowsFor(first.chat.id)).toEqual([]);
  });

  it("opens a reported chat in full and writes each read to the audit log, without its text", async () => {
    const client = await makePerson(t, ROLE_IDS.client, true);
    const clientToken = await signIn(t, client);
    const asked = await ask(
      clientToken,
      `Is ${SECRET_WORD} tiredness normal?`,
      "/api/ai-personalized-search",
    );
    const followUp = await ask(clientToken, "What about sleep?", "/api/ai-search", asked.chat.id);
    await report(clientToken, followUp.message.id);

    const before = Date.now();
    const read = await t.app.inject({
      url: `/api/admin-session/${asked.chat.id}`,
      headers: bearer(tokens[ADMIN]!),
    });
    expect(read.statusCode).toBe(200);
    const session = read.json<AdminChatSession>();
    expect(session.owner).toEqual({ id: client.userId, roleId: ROLE_IDS.client });
    expect(session.chat).toMatchObject({ id: asked.chat.id, kind: "personalized", messageCount: 2 });
    expect(session.chat.reportedAt).not.toBeNull();
    expect(session.messages.map((message) => message.question)).toEqual([
      `Is ${SECRET_WORD} tiredness normal?`,
      "What about sleep?",
    ]);
    expect(session.messages[1]).toMatchObject({
      id: followUp.message.id,
      reportedReason: `This is ${SECRET_WORD} and wrong`,
    });

    const rows = await auditRowsFor(asked.chat.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: ids[ADMIN],
      subjectId: client.userId,
      action: "chat.read-reported",
      targetType: "chat",
      targetId: asked.chat.id,
      details: { messages: 2, reportedMessages: 1 },
    });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(JSON.stringify(rows[0])).not.toContain(SECRET_WORD);

    // Every read is recorded.
    await t.app.inject({ url: `/api/admin-session/${asked.chat.id}`, headers: bearer(tokens[ADMIN]!) });
    expect(await auditRowsFor(asked.chat.id)).toHaveLength(2);
    // Nothing of the chat reached the log.
    expect(lines.join("\n")).not.toContain(SECRET_WORD);
  });

  it("answers a chat that was never reported as a missing one, and audits nothing", async () => {
    const client = await makePerson(t, ROLE_IDS.client, true);
    const quiet = await ask(await signIn(t, client), `Hot flushes and ${SECRET_WORD} nights`);
    for (const chatId of [quiet.chat.id, randomUUID()]) {
      const response = await t.app.inject({
        url: `/api/admin-session/${chatId}`,
        headers: bearer(tokens[ADMIN]!),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: "No such chat" });
      expect(response.body).not.toContain(SECRET_WORD);
      expect(await auditRowsFor(chatId)).toEqual([]);
    }
  });

  it("is for Super Admins only, the chat's owner included", async () => {
    const client = await makePerson(t, ROLE_IDS.client, true);
    const clientToken = await signIn(t, client);
    const asked = await ask(clientToken, "What helps with hot flushes?");
    await report(clientToken, asked.message.id);
    for (const token of [clientToken, tokens["practitioner@example.com"]!, tokens["reviewer@example.com"]!]) {
      for (const url of [`/api/admin-session/${asked.chat.id}`, "/api/admin/reported-chats"]) {
        const response = await t.app.inject({ url, headers: bearer(token) });
        expect(response.statusCode, url).toBe(403);
        expect(response.body).not.toContain("hot flushes");
      }
    }
    expect(await auditRowsFor(asked.chat.id)).toEqual([]);
  });

  it("keeps the audit log append-only", async () => {
    const [row] = await t.database.db
      .insert(auditLog)
      .values({
        actorId: ids[ADMIN],
        subjectId: null,
        action: "chat.read-reported",
        targetType: "chat",
        targetId: "x",
      })
      .returning();
    await expect(
      t.database.db.update(auditLog).set({ action: "changed" }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    const [kept] = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.id, row!.id));
    expect(kept?.action).toBe("chat.read-reported");
  });
});
