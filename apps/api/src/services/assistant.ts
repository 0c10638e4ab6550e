import {
  chatTitleFrom,
  ROLE_IDS,
  type AnswerRating,
  type AskRequest,
  type AskResponse,
  type AskStreamDone,
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
  type RetrievedPassage,
} from "@pkg/contracts";
import { and, asc, count, desc, eq, exists, gt, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";

import { checkCitations } from "../ai/citation-check";
import { ANSWER_PASSAGES, composeAnswer, questionConcepts } from "../ai/compose";
import { answerLead, CitationRenumbering } from "../ai/model-answer";
import { MAX_HISTORY_TURNS, ProviderError, type AnswerProvider, type ChatTurn } from "../ai/provider";
import { checkRedFlags } from "../ai/red-flags";
import type { RaisedRedFlag } from "../ai/types";
import type { Database } from "../db/client";
import { newestFirst } from "../db/order";
import { chatMessages, chats, coachClients, redFlagAlerts, users } from "../db/schema";
import { notFound } from "../lib/errors";
import { redFlagAlertMail } from "../mail/templates";
import type { ContentActor, ContentService } from "./content";
import type { ServiceContext } from "./context";

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
  const answer = row.answer as AssistantAnswer;
  return {
    id: row.id,
    chatId: row.chatId,
    position: row.position,
    question: row.question,
    // Answers stored before the source was recorded were all extractive.
    answer: { ...answer, source: answer.source ?? "extractive" },
    rating: row.rating as AnswerRating | null,
    ratingReason: row.ratingReason,
    reportedAt: row.reportedAt?.toISOString() ?? null,
    reportedReason: row.reportedReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A chat's number of messages, beside its row (qualified: drizzle leaves one table's columns bare). */
const messageCount = sql<number>`(select count(*) from ${chatMessages} where ${chatMessages}.chat_id = ${chats}.id)`;

/** A practitioner hears of a client's red flags by e-mail at most once in this time (every one is recorded). */
export const RED_FLAG_MAIL_INTERVAL_MS = 60 * 60 * 1000;

/** A question read, its chat found and its passages retrieved: what writing its answer needs. */
type Question = {
  actor: ContentActor;
  question: string;
  chat: ChatRow | null;
  redFlags: RaisedRedFlag[];
  passages: RetrievedPassage[];
  /** The extractive answer: the answer without an endpoint, and the one it falls back to. */
  extractive: AssistantAnswer;
  /** The chat's last turns, for the endpoint. */
  history: ChatTurn[];
};

/** Writing an answer: its text as it comes (`delta`), and the request's end (the person left). */
type Writing = { delta?: (text: string) => void; signal?: AbortSignal | undefined };

export type AssistantOptions = {
  /** The AI endpoint (`AI_BASE_URL`); without one the extractive answer is the answer. */
  provider?: AnswerProvider | undefined;
  /** Where the endpoint's failures are noted (their kind and status only). */
  log?: Pick<FastifyBaseLogger, "warn"> | undefined;
};

/**
 * The assistant's chats: a question is checked for red flags first, then answered from the
 * reviewed library (retrieval in the database, then the AI endpoint when there is one, its
 * citations checked, else or on any failure the extractive composer), then stored in a chat of
 * the asker's. A client's red flag is recorded for their practitioner and e-mailed to them.
 * Chats are read and changed only by their owner: another person's chat or answer answers 404,
 * as a missing one does. Nothing here logs a question or an answer.
 */
export class AssistantService {
  private readonly db: Database;
  private readonly provider: AnswerProvider | undefined;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly content: ContentService,
    private readonly options: AssistantOptions = {},
  ) {
    this.db = ctx.db;
    this.provider = options.provider;
  }

  async ask(actor: ContentActor, request: AskRequest): Promise<AskResponse> {
    const read = await this.read(actor, request);
    const { answer } = await this.write(read, {});
    return this.store(read, answer);
  }

  /**
   * The streamed ask: everything that can refuse the question (the chat) is checked before this
   * answers; the answer it gives then writes the text in pieces through `delta` and stores it.
   */
  async askStreamed(
    actor: ContentActor,
    request: AskRequest,
  ): Promise<(writing: Writing) => Promise<AskStreamDone>> {
    const read = await this.read(actor, request);
    return async (writing) => {
      const { answer, replaced } = await this.write(read, writing);
      return { ...(await this.store(read, answer)), replaced };
    };
  }

  private async read(actor: ContentActor, request: AskRequest): Promise<Question> {
    const { question } = request;
    const chat = request.chatId ? await this.ownChat(actor, request.chatId) : null;
    const earlier = chat ? await this.lastMessages(chat.id, MAX_HISTORY_TURNS / 2) : [];
    const previous = earlier.at(-1) ?? null;

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
    return {
      actor,
      question,
      chat,
      redFlags: composed.redFlags,
      passages,
      extractive: {
        kind: composed.kind,
        text: composed.text,
        citations: composed.citations,
        redFlags: composed.redFlags,
        source: "extractive",
      },
      history: earlier.flatMap((message): ChatTurn[] => [
        { role: "user", content: message.question },
        { role: "assistant", content: (message.answer as AssistantAnswer).text },
      ]),
    };
  }

  /**
   * The answer: the endpoint's, when there is one and the library has something above the
   * composer's threshold, once its citations pass the check; else the extractive one. Streamed,
   * a red-flag answer's advice goes first, then the endpoint's pieces as they come. `replaced`
   * says the answer is not the text the pieces made (the endpoint failed or its answer failed
   * the check after some of it was shown).
   */
  private async write(
    read: Question,
    writing: Writing,
  ): Promise<{ answer: AssistantAnswer; replaced: boolean }> {
    let shown = "";
    const show = (text: string) => {
      if (text === "") return;
      shown += text;
      writing.delta?.(text);
    };
    const extractive = () => {
      // What was shown so far is the start of the extractive answer (the advice): go on from there.
      if (read.extractive.text.startsWith(shown)) show(read.extractive.text.slice(shown.length));
      return { answer: read.extractive, replaced: shown !== read.extractive.text };
    };
    // Nothing in the library above the threshold: the no-content answer, whoever would write it.
    if (!this.provider || read.extractive.citations.length === 0) return extractive();

    const lead = answerLead(read.redFlags);
    show(lead);
    const renumbering = new CitationRenumbering(read.passages);
    const request = {
      question: read.question,
      passages: read.passages,
      history: read.history,
      signal: writing.signal,
    };
    let written = "";
    let text = lead;
    try {
      if (writing.delta) {
        for await (const piece of this.provider.streamAnswer(request)) {
          written += piece;
          const rewritten = renumbering.push(piece);
          text += rewritten;
          show(rewritten);
        }
        const rest = renumbering.end();
        text += rest;
        show(rest);
      } else {
        written = await this.provider.complete(request);
        text += renumbering.all(written);
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.options.log?.warn(
        { kind: error.kind, status: error.status },
        "the AI endpoint failed: the extractive answer was given",
      );
      return extractive();
    }
    const check = checkCitations(written, read.passages);
    if (!check.ok || check.kind !== "answer") {
      // The endpoint's no-content reply is not taken either: the composer found library sentences.
      this.options.log?.warn(
        { reasons: check.ok ? [{ code: check.kind }] : check.reasons.slice(0, 10) },
        "the AI endpoint's answer failed the citation check: the extractive answer was given",
      );
      return extractive();
    }
    return {
      answer: {
        kind: read.redFlags.length > 0 ? "red-flag" : "answer",
        text,
        citations: renumbering.citations,
        redFlags: read.redFlags,
        source: "model",
      },
      replaced: false,
    };
  }

  /** Stores the question and its answer in the chat, and a client's red flag for their practitioner. */
  private async store(read: Question, answer: AssistantAnswer): Promise<AskResponse> {
    const { actor, chat, question } = read;
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
      if (read.redFlags.length > 0) await this.alertPractitioner(tx, actor, read.redFlags);
      return { chat: toSummary(chatRow, message!.position + 1), message: toMessage(message!) };
    });
  }

  /**
   * A client's red flag, for their practitioner (when they have one): an alert with the rules'
   * ids and the time, never the question, and an e-mail saying only that a red flag was raised
   * (at most one an hour for the same client; every alert is recorded).
   */
  private async alertPractitioner(tx: Database, actor: ContentActor, redFlags: readonly RaisedRedFlag[]) {
    if (actor.roleId !== ROLE_IDS.client) return;
    const [practitioner] = await tx
      .select({ id: users.id, email: users.email, name: users.name, firstName: users.firstName })
      .from(coachClients)
      .innerJoin(users, eq(users.id, coachClients.coachId))
      .where(eq(coachClients.clientId, actor.id));
    if (!practitioner) return;
    const [recent] = await tx
      .select({ id: redFlagAlerts.id })
      .from(redFlagAlerts)
      .where(
        and(
          eq(redFlagAlerts.practitionerId, practitioner.id),
          eq(redFlagAlerts.clientId, actor.id),
          gt(redFlagAlerts.createdAt, new Date(Date.now() - RED_FLAG_MAIL_INTERVAL_MS)),
        ),
      )
      .limit(1);
    await tx.insert(redFlagAlerts).values({
      practitionerId: practitioner.id,
      clientId: actor.id,
      ruleIds: redFlags.map((flag) => flag.id),
    });
    if (recent) return;
    await this.ctx.outbox.enqueue(
      practitioner.email,
      redFlagAlertMail({
        productName: this.ctx.productName,
        publicUrl: this.ctx.publicUrl,
        name: practitioner.firstName ?? practitioner.name,
      }),
      tx,
    );
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

  /** The chat's last `limit` messages, oldest first. */
  private async lastMessages(chatId: string, limit: number): Promise<MessageRow[]> {
    const rows = await this.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatId, chatId))
      .orderBy(desc(chatMessages.position))
      .limit(limit);
    return rows.reverse();
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
