import {
  chatTitleFrom,
  type AnswerRating,
  type AskRequest,
  type AskResponse,
  type AssistantAnswer,
  type ChatHistoryQuery,
  type ChatHistoryResponse,
  type ChatKind,
  type ChatMessage,
  type ChatSession,
  type ChatSummary,
  type RateAnswerRequest,
  type RenameChatRequest,
  type ReportAnswerRequest,
} from "@pkg/contracts";
import { and, asc, count, desc, eq, exists, sql, type SQL } from "drizzle-orm";

import { ANSWER_PASSAGES, composeAnswer, questionConcepts } from "../ai/compose";
import { checkRedFlags } from "../ai/red-flags";
import type { Database } from "../db/client";
import { newestFirst } from "../db/order";
import { chatMessages, chats } from "../db/schema";
import { notFound } from "../lib/errors";
import type { ContentActor, ContentService } from "./content";

type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export const ASSISTANT_ERRORS = {
  chatNotFound: "No such chat",
  messageNotFound: "No such answer",
} as const;

function toSummary(row: ChatRow, messageCount: number): ChatSummary {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as ChatKind,
    messageCount,
    reportedAt: row.reportedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    chatId: row.chatId,
    position: row.position,
    question: row.question,
    answer: row.answer as AssistantAnswer,
    rating: row.rating as AnswerRating | null,
    ratingReason: row.ratingReason,
    reportedAt: row.reportedAt?.toISOString() ?? null,
    reportedReason: row.reportedReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A chat's number of messages, beside its row (qualified: drizzle leaves one table's columns bare). */
const messageCount = sql<number>`(select count(*) from ${chatMessages} where ${chatMessages}.chat_id = ${chats}.id)`;

/**
 * The assistant's chats: a question is checked for red flags first, then answered from the
 * reviewed library (retrieval in the database, then the extractive composer), then stored in a
 * chat of the asker's. Chats are read and changed only by their owner: another person's chat or
 * answer answers 404, as a missing one does. Nothing here logs a question or an answer.
 */
export class AssistantService {
  constructor(
    private readonly db: Database,
    private readonly content: ContentService,
  ) {}

  async ask(actor: ContentActor, request: AskRequest): Promise<AskResponse> {
    const { question } = request;
    const chat = request.chatId ? await this.ownChat(actor, request.chatId) : null;
    const previous = chat ? await this.lastMessage(chat.id) : null;

    // Red flags come from this question alone, before anything is retrieved.
    const redFlags = checkRedFlags(question);
    // A follow-up ("what about at night?") is read with the question before it, so the topic stays.
    const context = previous ? `${previous.question} ${question}` : question;
    const passages = await this.content.retrieve(actor, context, ANSWER_PASSAGES);
    // The sentences are chosen by this question ("does alcohol make it worse?" wants alcohol, and
    // a follow-up outside the library gets the no-content answer); one that names no subject of
    // its own ("tell me more") is answered on the previous question's.
    const composed = composeAnswer(questionConcepts(question).length > 0 ? question : context, passages, {
      redFlags,
    });
    const answer: AssistantAnswer = {
      kind: composed.kind,
      text: composed.text,
      citations: composed.citations,
      redFlags: composed.redFlags,
    };

    return this.db.transaction(async (tx) => {
      const [chatRow] = chat
        ? await tx
            .update(chats)
            .set({ updatedAt: sql`now()` })
            .where(eq(chats.id, chat.id))
            .returning()
        : await tx
            .insert(chats)
            .values({ userId: actor.id, title: chatTitleFrom(question), kind: "search" })
            .returning();
      // Deleted since it was read: the same answer as a chat that was never there.
      if (!chatRow) throw notFound(ASSISTANT_ERRORS.chatNotFound);
      const [position] = await tx
        .select({ next: sql<number>`coalesce(max(${chatMessages.position}), -1) + 1` })
        .from(chatMessages)
        .where(eq(chatMessages.chatId, chatRow.id));
      const [message] = await tx
        .insert(chatMessages)
        .values({ chatId: chatRow.id, position: Number(position!.next), question, answer })
        .returning();
      return { chat: toSummary(chatRow, message!.position + 1), message: toMessage(message!) };
    });
  }

  /** The caller's chats, newest first; `q` keeps those whose title or a question contains it. */
  async history(actor: ContentActor, query: ChatHistoryQuery): Promise<ChatHistoryResponse> {
    const conditions: SQL[] = [eq(chats.userId, actor.id)];
    if (query.q) {
      const needle = query.q.toLowerCase();
      conditions.push(
        sql`(strpos(lower(${chats.title}), ${needle}) > 0 or ${exists(
          this.db
            .select({ one: sql`1` })
            .from(chatMessages)
            .where(
              and(
                eq(chatMessages.chatId, chats.id),
                sql`strpos(lower(${chatMessages.question}), ${needle}) > 0`,
              ),
            ),
        )})`,
      );
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ chat: chats, messageCount })
        .from(chats)
        .where(where)
        .orderBy(newestFirst(chats.updatedAt), desc(chats.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ value: count() }).from(chats).where(where),
    ]);
    return {
      items: rows.map((row) => toSummary(row.chat, Number(row.messageCount))),
      total: Number(total?.value ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** One of the caller's chats with every message, oldest first. */
  async session(actor: ContentActor, chatId: string): Promise<ChatSession> {
    const chat = await this.ownChat(actor, chatId);
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chat.id))
      .orderBy(asc(chatMessages.position));
    return { chat: toSummary(chat, rows.length), messages: rows.map(toMessage) };
  }

  async rename(actor: ContentActor, request: RenameChatRequest): Promise<ChatSummary> {
    const [row] = await this.db
      .update(chats)
      .set({ title: request.title })
      .where(and(eq(chats.id, request.chatId), eq(chats.userId, actor.id)))
      .returning();
    if (!row) throw notFound(ASSISTANT_ERRORS.chatNotFound);
    const [counted] = await this.db
      .select({ value: count() })
      .from(chatMessages)
      .where(eq(chatMessages.chatId, row.id));
    return toSummary(row, Number(counted?.value ?? 0));
  }

  async delete(actor: ContentActor, chatId: string): Promise<void> {
    const removed = await this.db
      .delete(chats)
      .where(and(eq(chats.id, chatId), eq(chats.userId, actor.id)))
      .returning({ id: chats.id });
    if (removed.length === 0) throw notFound(ASSISTANT_ERRORS.chatNotFound);
  }

  /** Helpful or not, with an optional reason; a null rating takes the rating and its reason back. */
  async rate(actor: ContentActor, request: RateAnswerRequest): Promise<ChatMessage> {
    const reason = request.rating === null ? null : request.reason || null;
    const [row] = await this.db
      .update(chatMessages)
      .set({ rating: request.rating, ratingReason: reason })
      .where(and(eq(chatMessages.id, request.messageId), this.ownedMessage(actor)))
      .returning();
    if (!row) throw notFound(ASSISTANT_ERRORS.messageNotFound);
    return toMessage(row);
  }

  /** Marks the answer and its chat as reported (the chat keeps its first report's time). */
  async report(actor: ContentActor, request: ReportAnswerRequest): Promise<ChatMessage> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(chatMessages)
        .set({ reportedReason: request.reason, reportedAt: sql`now()` })
        .where(and(eq(chatMessages.id, request.messageId), this.ownedMessage(actor)))
        .returning();
      if (!row) throw notFound(ASSISTANT_ERRORS.messageNotFound);
      await tx
        .update(chats)
        .set({ reportedAt: sql`coalesce(${chats.reportedAt}, now())` })
        .where(eq(chats.id, row.chatId));
      return toMessage(row);
    });
  }

  private async ownChat(actor: ContentActor, chatId: string): Promise<ChatRow> {
    const [row] = await this.db
      .select()
      .from(chats)
      .where(and(eq(chats.id, chatId), eq(chats.userId, actor.id)));
    if (!row) throw notFound(ASSISTANT_ERRORS.chatNotFound);
    return row;
  }

  private async lastMessage(chatId: string): Promise<MessageRow | null> {
    const [row] = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chatId))
      .orderBy(desc(chatMessages.position))
      .limit(1);
    return row ?? null;
  }

  /** The message is in one of the actor's chats. */
  private ownedMessage(actor: ContentActor): SQL {
    return exists(
      this.db
        .select({ one: sql`1` })
        .from(chats)
        .where(and(eq(chats.id, chatMessages.chatId), eq(chats.userId, actor.id))),
    );
  }
}
