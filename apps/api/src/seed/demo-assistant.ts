import type { AskResponse, Folder } from "@pkg/contracts";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";

import type { Database } from "../db/client";
import { aiSessions, chatMessages, chats, folderItems, folders } from "../db/schema";
import { DEMO_PASSWORD } from "../seed";

const DAY_MS = 86_400_000;

/**
 * The demo client's assistant, so that its features show on first start: a personalised chat of
 * three days ago with a follow-up, its answer saved in a 'Hot flushes' folder beside a library
 * item, and one answer she reported (which the demo Super Admin finds under Reported answers).
 * Made through the API itself, as she would make them, then dated back. Run once, when the demo
 * client was just created.
 */
export async function seedDemoAssistant(app: FastifyInstance, db: Database, email: string): Promise<void> {
  const login = await app.inject({
    method: "POST",
    url: "/api/user/login",
    payload: { email, password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`the demo client could not sign in (${login.statusCode})`);
  const { accessToken } = login.json<{ accessToken: string }>();
  const call = async <T>(options: InjectOptions, expected: number): Promise<T> => {
    const response = await app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${accessToken}` },
    });
    if (response.statusCode !== expected) {
      throw new Error(`${String(options.method)} ${String(options.url)} answered ${response.statusCode}`);
    }
    return response.json<T>();
  };

  const first = await call<AskResponse>(
    {
      method: "POST",
      url: "/api/ai-personalized-search",
      payload: { question: "What can I do about hot flushes at night?" },
    },
    201,
  );
  const followUp = await call<AskResponse>(
    {
      method: "POST",
      url: "/api/ai-personalized-search",
      payload: { question: "Does cutting down on alcohol help?", chatId: first.chat.id },
    },
    201,
  );
  await call(
    {
      method: "POST",
      url: "/api/searched-result/report",
      payload: {
        messageId: followUp.message.id,
        reason: "It does not say how much alcohol is too much.",
      },
    },
    200,
  );

  // She shares this chat with her practitioner, who can read it from her client page.
  await call({ method: "PUT", url: `/api/chat/${first.chat.id}/share`, payload: { shared: true } }, 200);

  const folder = await call<Folder>(
    { method: "POST", url: "/api/folders/create", payload: { name: "Hot flushes" } },
    201,
  );
  await call(
    {
      method: "POST",
      url: "/api/folders/save-content",
      payload: {
        folderId: folder.id,
        kind: "answer",
        messageId: first.message.id,
        note: "Try the fan and layers first; ask Dr. Lee about options in June.",
      },
    },
    201,
  );
  const cited = first.message.answer.citations[0];
  if (cited) {
    await call(
      {
        method: "POST",
        url: "/api/folders/save-content",
        payload: { folderId: folder.id, kind: "content", contentId: cited.contentId },
      },
      201,
    );
  }

  // Three days ago, as a chat she came back to.
  const then = new Date(Date.now() - 3 * DAY_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(chats)
      .set({ createdAt: then, updatedAt: then, reportedAt: then })
      .where(eq(chats.id, first.chat.id));
    await tx.update(chatMessages).set({ createdAt: then }).where(eq(chatMessages.chatId, first.chat.id));
    await tx.update(chatMessages).set({ reportedAt: then }).where(eq(chatMessages.id, followUp.message.id));
    await tx.update(aiSessions).set({ createdAt: then }).where(eq(aiSessions.chatId, first.chat.id));
    await tx.update(folders).set({ createdAt: then, updatedAt: then }).where(eq(folders.id, folder.id));
    await tx
      .update(folderItems)
      .set({ createdAt: then, updatedAt: then })
      .where(inArray(folderItems.folderId, [folder.id]));
  });
}
