import {
  ASSISTANT_ERROR_CODES,
  CONTENT_LIMITS,
  CONTENT_TOPIC_SLUGS,
  chatTitleFrom,
  PLANS,
  ROLE_IDS,
  type AdminChatSession,
  type ArticleChatStart,
  type AnswerRating,
  type AskRequest,
  type AskResponse,
  type AskStreamDone,
  type AssistantAnswer,
  type AssistantUsage,
  type ChatHistoryQuery,
  type ChatHistoryResponse,
  type ChatKind,
  type ChatMessage,
  type ChatSession,
  type ChatSummary,
  type ContentItem,
  type ContentSource,
  type ContentTopic,
  type PlanId,
  type RateAnswerRequest,
  type RenameChatRequest,
  type ReportAnswerRequest,
  type ReportedChatsQuery,
  type ReportedChatsResponse,
  type RetrievedPassage,
} from "@pkg/contracts";
import { and, asc, count, desc, eq, exists, gt, gte, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";

import { checkCitations } from "../ai/citation-check";
import { answerFromLibrary } from "../ai/answer";
import { escapeMarkdown } from "../ai/compose";
import { answerLead, CitationRenumbering } from "../ai/model-answer";
import {
  boostTopicsOf,
  personalBasis,
  personalizedFor,
  personalLine,
  withPersonalLine,
  type PersonalBasis,
} from "../ai/personalize";
import { MAX_HISTORY_TURNS, ProviderError, type AnswerProvider, type ChatTurn } from "../ai/provider";
import type { RaisedRedFlag } from "../ai/types";
import type { Database } from "../db/client";
import { newestFirst } from "../db/order";
import {
  aiSessions,
  chatMessages,
  chats,
  clientOnboarding,
  coachClients,
  contentItems,
  contentRevisions,
  redFlagAlerts,
  symptomEntries,
  users,
} from "../db/schema";
import { HttpError, notFound } from "../lib/errors";
import { redFlagAlertMail } from "../mail/templates";
import {
  DEFAULT_QUESTIONS_PER_HOUR,
  FAIR_USE_WINDOW_MS,
  fairUseMessage,
  personalMonth,
  renewalDay,
  sessionLimitMessage,
} from "./assistant-limits";
import { AUDIT_ACTIONS, AUDIT_TARGETS, recordAudit } from "./audit";
import { activeClientOf } from "./active-client";
import { retrievalAudienceOf, toRetrievedPassage, type ContentActor, type ContentService } from "./content";
import type { ServiceContext } from "./context";

type ChatRow = typeof chats.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export const ASSISTANT_ERRORS = {
  chatNotFound: "No such chat",
  messageNotFound: "No such answer",
  answerStopped: "The answer was stopped before it was complete, and nothing was saved.",
  noContentDraft:
    "This answer found nothing in the reviewed library, so there is nothing to draft from it. Choose an answer with sources.",
} as const;

function toSummary(
  row: ChatRow,
  messageCount: number,
  references: ReadonlyMap<string, string> = new Map(),
): ChatSummary {
  const referenceTitle = row.referenceContentId ? references.get(row.referenceContentId) : undefined;
  return {
    id: row.id,
    title: row.title,
    kind: row.kind as ChatKind,
    messageCount,
    reportedAt: row.reportedAt?.toISOString() ?? null,
    sharedAt: row.sharedAt?.toISOString() ?? null,
    reference:
      row.referenceContentId && referenceTitle !== undefined
        ? { id: row.referenceContentId, title: referenceTitle }
        : null,
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

/** The code of a streamed answer the person stopped (their connection closed before it was complete). */
export const ANSWER_STOPPED = "ANSWER_STOPPED";

/** A practitioner hears of a client's red flags by e-mail at most once in this time (every one is recorded). */
export const RED_FLAG_MAIL_INTERVAL_MS = 60 * 60 * 1000;

/** A question read, its chat found and its passages retrieved: what writing its answer needs. */
type Question = {
  actor: ContentActor;
  question: string;
  chat: ChatRow | null;
  /** The chat's kind: a follow-up's is its chat's, whichever route asked it. */
  kind: ChatKind;
  /** The article the chat is about ("Ask about this article"). */
  referenceItem: string | null;
  /** A personalised answer's opening line and basis (absent: not personalised). */
  personal: { line: string; basis: string[] } | null;
  redFlags: RaisedRedFlag[];
  passages: RetrievedPassage[];
  /** The extractive answer: the answer without an endpoint, and the one it falls back to. */
  extractive: AssistantAnswer;
  /** The chat's last turns, for the endpoint. */
  history: ChatTurn[];
};

/** Writing an answer: its text as it comes (`delta`), and the request's end (the person left). */
export type Writing = { delta?: (text: string) => void; signal?: AbortSignal | undefined };

export type AssistantOptions = {
  /** The AI endpoint (`AI_BASE_URL`); without one the extractive answer is the answer. */
  provider?: AnswerProvider | undefined;
  /** Where the endpoint's failures are noted (their kind and status only). */
  log?: Pick<FastifyBaseLogger, "warn"> | undefined;
  /**
   * Fair use: at most this many questions in any hour for everyone but practitioners (whose
   * plan counts their chats instead); `DEFAULT_QUESTIONS_PER_HOUR` when unset.
   */
  questionsPerHour?: number | undefined;
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

  /**
   * A question, in a new chat of `kind` or as a follow-up in one of the actor's chats (which keeps
   * its own kind, whichever route asked it).
   */
  async ask(actor: ContentActor, request: AskRequest, kind: ChatKind = "search"): Promise<AskResponse> {
    const read = await this.read(actor, request, kind);
    const { answer } = await this.write(read, {});
    return this.store(read, answer);
  }

  /**
   * The streamed ask: everything that can refuse the question (the chat, fair use, the plan's
   * sessions) is checked before this answers; the answer it gives then writes the text in pieces
   * through `delta` and stores it.
   */
  async askStreamed(
    actor: ContentActor,
    request: AskRequest,
    kind: ChatKind = "search",
  ): Promise<(writing: Writing) => Promise<AskStreamDone>> {
    const read = await this.read(actor, request, kind);
    return async (writing) => {
      const { answer, replaced } = await this.write(read, writing);
      // The person stopped the answer (or left) before it was complete: nothing is stored, so no
      // answer they did not wait for appears in the chat, and a new chat is neither started nor
      // counted against their plan.
      if (writing.signal?.aborted) throw new HttpError(499, ANSWER_STOPPED, ASSISTANT_ERRORS.answerStopped);
      return { ...(await this.store(read, answer)), replaced };
    };
  }

  private async read(actor: ContentActor, request: AskRequest, requestedKind: ChatKind): Promise<Question> {
    const { question } = request;
    await this.checkFairUse(actor);
    const chat = request.chatId ? await this.ownChat(actor, request.chatId) : null;
    // A new chat counts against a practitioner's plan: refused here before any work, and checked
    // again under a lock when it is stored.
    if (!chat) await this.checkSessionLimit(this.db, actor, false);
    const kind = chat ? (chat.kind as ChatKind) : requestedKind;
    const earlier = chat ? await this.lastMessages(chat.id, MAX_HISTORY_TURNS / 2) : [];
    // "Ask about this article": a new chat starts from an item the asker may read (404 if not);
    // its follow-ups keep the chat's article.
    const referenceId = chat ? chat.referenceContentId : (request.referenceContentId ?? null);
    // An article no longer published (or never readable) is no reference: 404 for a new chat.
    const reference = referenceId
      ? await this.content.getPublished(actor, referenceId).catch((error: unknown) => {
          if (chat && error instanceof HttpError && error.statusCode === 404) return null;
          throw error;
        })
      : null;
    const referenceItem = reference?.id ?? null;

    // A client's personalised chat uses their own answers; a practitioner working for a client
    // (switch-client) gets library answers shaped by that client's, when the client shares them.
    const forClient = kind === "search" ? await this.activeSharingClient(actor) : null;
    const basis =
      kind === "personalized"
        ? await this.personalBasisOf(actor.id)
        : forClient
          ? await this.personalBasisOf(forClient.id)
          : null;
    const boostTopics = basis ? boostTopicsOf(basis) : [];
    // Red flags come from this question alone, before anything is retrieved. A follow-up is read
    // with the chat's earlier questions (its topic stays) and prefers the items they cited.
    // A chat about an article reads its questions as about the article ("does this help at
    // night?"), as a follow-up is read with the questions before it.
    const { retrieval, composed } = await answerFromLibrary(this.content.retrieval, {
      question,
      earlier: [...(reference ? [reference.title] : []), ...earlier.map((message) => message.question)],
      citedBefore: earlier.flatMap((message) =>
        (message.answer as AssistantAnswer).citations.map((citation) => citation.contentId),
      ),
      audience: retrievalAudienceOf(actor, kind === "learning" ? "practitioners" : undefined),
      // Practitioners read both audiences: the items written for them come first.
      preferAudience: actor.roleId === ROLE_IDS.client ? null : "practitioners",
      boostTopics,
      referenceItem,
    });
    const passages = retrieval.passages.map(toRetrievedPassage);
    // Only an answer from the library is personalised: the no-content answer stays as it is.
    const personal =
      basis && composed.citations.length > 0
        ? { line: personalLine(basis, forClient?.name), basis: personalizedFor(basis, forClient?.name) }
        : null;
    if (forClient) {
      // Reading the client's status and latest check-in is a read of their health data.
      await recordAudit(this.db, {
        actorId: actor.id,
        subjectId: forClient.id,
        action: AUDIT_ACTIONS.careRead,
        targetType: AUDIT_TARGETS.healthData,
        targetId: "assistant-personalisation",
      });
    }
    return {
      actor,
      question,
      chat,
      kind,
      referenceItem,
      personal,
      redFlags: composed.redFlags,
      passages,
      extractive: {
        kind: composed.kind,
        text: personal ? withPersonalLine(composed.text, composed.redFlags, personal.line) : composed.text,
        citations: composed.citations,
        redFlags: composed.redFlags,
        source: "extractive",
        ...(personal ? { personalizedFor: personal.basis } : {}),
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

    const lead = read.personal
      ? withPersonalLine(answerLead(read.redFlags), read.redFlags, read.personal.line)
      : answerLead(read.redFlags);
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
        ...(read.personal ? { personalizedFor: read.personal.basis } : {}),
      },
      replaced: false,
    };
  }

  /** Stores the question and its answer in the chat, and a client's red flag for their practitioner. */
  private async store(read: Question, answer: AssistantAnswer): Promise<AskResponse> {
    const { actor, chat, question } = read;
    return this.db.transaction(async (tx) => {
      // Counted again with the person's row locked: two new chats at once cannot both take the
      // plan's last session.
      if (!chat) await this.checkSessionLimit(tx, actor, true);
      const [chatRow] = chat
        ? await tx
            .update(chats)
            .set({ updatedAt: sql`now()` })
            .where(eq(chats.id, chat.id))
            .returning()
        : await tx
            .insert(chats)
            .values({
              userId: actor.id,
              title: chatTitleFrom(question),
              kind: read.kind,
              referenceContentId: read.referenceItem,
            })
            .returning();
      // Deleted since it was read: the same answer as a chat that was never there.
      if (!chatRow) throw notFound(ASSISTANT_ERRORS.chatNotFound);
      // A new chat is a session, counted by the plan even after the chat is deleted.
      if (!chat) await tx.insert(aiSessions).values({ userId: actor.id, chatId: chatRow.id });
      const [position] = await tx
        .select({ next: sql<number>`coalesce(max(${chatMessages.position}), -1) + 1` })
        .from(chatMessages)
        .where(eq(chatMessages.chatId, chatRow.id));
      const [message] = await tx
        .insert(chatMessages)
        .values({ chatId: chatRow.id, position: Number(position!.next), question, answer })
        .returning();
      if (read.redFlags.length > 0) await this.alertPractitioner(tx, actor, read.redFlags);
      const references = await this.referenceTitles([chatRow], tx);
      return { chat: toSummary(chatRow, message!.position + 1, references), message: toMessage(message!) };
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
    const references = await this.referenceTitles(rows.map((row) => row.chat));
    return {
      items: rows.map((row) => toSummary(row.chat, Number(row.messageCount), references)),
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
    return {
      chat: toSummary(chat, rows.length, await this.referenceTitles([chat])),
      messages: rows.map(toMessage),
    };
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
    return toSummary(row, Number(counted?.value ?? 0), await this.referenceTitles([row]));
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

  /**
   * `GET /api/ai-search/usage`: the actor's new chats this month (their own month, in their time
   * zone) against their plan; a practitioner's only are limited.
   */
  async usage(actor: ContentActor): Promise<AssistantUsage> {
    const person = await this.planOf(this.db, actor.id, false);
    const month = personalMonth(new Date(), person.timeZone);
    const used = await this.sessionsSince(this.db, actor.id, month.start);
    if (actor.roleId !== ROLE_IDS.practitioner) return { plan: null, used, limit: null, resetsAt: null };
    return {
      plan: person.plan,
      used,
      limit: PLANS[person.plan].aiSessionsPerMonth,
      resetsAt: month.end.toISOString(),
    };
  }

  /**
   * Refuses a practitioner's new chat once their plan's sessions of this month are used (403,
   * `AI_SESSION_LIMIT`). With `lock`, the person's row is locked first (inside the transaction
   * that then adds the chat), so that parallel new chats are counted one after the other.
   */
  private async checkSessionLimit(db: Database, actor: ContentActor, lock: boolean): Promise<void> {
    if (actor.roleId !== ROLE_IDS.practitioner) return;
    const person = await this.planOf(db, actor.id, lock);
    const plan = PLANS[person.plan];
    const month = personalMonth(new Date(), person.timeZone);
    const used = await this.sessionsSince(db, actor.id, month.start);
    if (used < plan.aiSessionsPerMonth) return;
    throw new HttpError(
      403,
      ASSISTANT_ERROR_CODES.sessionLimit,
      sessionLimitMessage(plan.aiSessionsPerMonth, plan.name, renewalDay(month.end, person.timeZone)),
    );
  }

  /** The person's plan and time zone, their row locked until the transaction ends when asked. */
  private async planOf(
    db: Database,
    userId: string,
    lock: boolean,
  ): Promise<{ plan: PlanId; timeZone: string | null }> {
    const query = db
      .select({ plan: users.plan, timeZone: users.timeZone })
      .from(users)
      .where(eq(users.id, userId));
    const [row] = lock ? await query.for("update") : await query;
    const plan = row?.plan === "professional" ? "professional" : "starter";
    return { plan, timeZone: row?.timeZone ?? null };
  }

  /** How many sessions (new chats) the person started from `since` on, deleted chats included. */
  private async sessionsSince(db: Database, userId: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ value: count() })
      .from(aiSessions)
      .where(and(eq(aiSessions.userId, userId), gte(aiSessions.createdAt, since)));
    return Number(row?.value ?? 0);
  }

  /**
   * Fair use for everyone but practitioners: at most `questionsPerHour` questions in the last
   * hour, counted in the database (so every instance counts the same). Past it: 429,
   * `AI_FAIR_USE`, with the seconds until the oldest of those questions leaves the hour.
   */
  private async checkFairUse(actor: ContentActor): Promise<void> {
    if (actor.roleId === ROLE_IDS.practitioner) return;
    const limit = this.options.questionsPerHour ?? DEFAULT_QUESTIONS_PER_HOUR;
    const window = sql`(now() - ${sql.raw(`interval '${FAIR_USE_WINDOW_MS / 1000} seconds'`)})`;
    // The limit-th newest question of the hour: while it is in the hour, the limit is reached.
    // A chat's `updated_at` is the time of its last question, so older chats are skipped.
    const [oldest] = await this.db
      .select({
        seconds: sql<number>`ceil(extract(epoch from (${chatMessages.createdAt} - ${window})))`,
      })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(and(eq(chats.userId, actor.id), gt(chats.updatedAt, window), gt(chatMessages.createdAt, window)))
      .orderBy(desc(chatMessages.createdAt))
      .offset(limit - 1)
      .limit(1);
    if (!oldest) return;
    const retryAfterSeconds = Math.max(1, Number(oldest.seconds));
    throw new HttpError(
      429,
      ASSISTANT_ERROR_CODES.fairUse,
      fairUseMessage(retryAfterSeconds),
      undefined,
      { "retry-after": String(retryAfterSeconds) },
      { retryAfterSeconds },
    );
  }

  /** A client's period status from onboarding and their latest full check-in (read for them alone). */
  /** The client a practitioner (or Super Admin) works for now, while that client shares. */
  private async activeSharingClient(actor: ContentActor): Promise<{ id: string; name: string } | null> {
    if (actor.roleId !== ROLE_IDS.practitioner && actor.roleId !== ROLE_IDS.superAdmin) return null;
    return activeClientOf(this.db, actor.id, { sharingOnly: true });
  }

  private async personalBasisOf(userId: string): Promise<PersonalBasis> {
    const [[onboarding], [latest]] = await Promise.all([
      this.db
        .select({ data: clientOnboarding.data })
        .from(clientOnboarding)
        .where(eq(clientOnboarding.userId, userId)),
      this.db
        .select({ answers: symptomEntries.answers })
        .from(symptomEntries)
        .where(and(eq(symptomEntries.userId, userId), eq(symptomEntries.kind, "check-in")))
        .orderBy(desc(symptomEntries.takenAt), desc(symptomEntries.id))
        .limit(1),
    ]);
    return personalBasis(onboarding?.data.menopauseStatus, latest?.answers ?? null);
  }

  /**
   * `POST /api/content/from-answer`: one of the actor's answers as a new Raw item of theirs, made
   * by the assistant ('AI-Generated'): titled with the question, the answer's Markdown with a
   * 'Sources' section naming the cited items, and those items' own sources. An answer that
   * found nothing in the library is refused (409). The item then goes through review like any
   * other.
   */
  async draftFromAnswer(actor: ContentActor, messageId: string): Promise<ContentItem> {
    const [row] = await this.db
      .select({ message: chatMessages, kind: chats.kind })
      .from(chatMessages)
      .innerJoin(chats, eq(chats.id, chatMessages.chatId))
      .where(and(eq(chatMessages.id, messageId), eq(chats.userId, actor.id)));
    if (!row) throw notFound(ASSISTANT_ERRORS.messageNotFound);
    const answer = row.message.answer as AssistantAnswer;
    if (answer.kind === "no-content" || answer.citations.length === 0) {
      throw new HttpError(409, ASSISTANT_ERROR_CODES.noContentDraft, ASSISTANT_ERRORS.noContentDraft);
    }
    const cited = await this.citedItems(answer.citations.map((citation) => citation.contentId));
    const sources: ContentSource[] = [];
    const seen = new Set<string>();
    const topics = new Set<ContentTopic>();
    for (const citation of answer.citations) {
      const item = cited.get(citation.contentId);
      for (const topic of item?.topics ?? []) {
        if (
          (CONTENT_TOPIC_SLUGS as readonly string[]).includes(topic) &&
          topics.size < CONTENT_LIMITS.topicsMax
        )
          topics.add(topic as ContentTopic);
      }
      for (const source of item?.sources ?? []) {
        const key = source.url ?? `${source.title}|${source.publisher}|${source.year}`.toLowerCase();
        if (seen.has(key) || sources.length >= CONTENT_LIMITS.sourcesMax) continue;
        seen.add(key);
        sources.push({
          title: source.title,
          publisher: source.publisher,
          year: source.year,
          url: source.url,
        });
      }
    }
    const listed = [...answer.citations]
      .sort((a, b) => a.n - b.n)
      .map((citation) => `${citation.n}. ${escapeMarkdown(citation.title)}`);
    return this.content.create(
      actor,
      {
        title: draftTitle(row.message.question),
        summary: "",
        documentText: `${answer.text}\n\n## Sources\n\n${listed.join("\n")}\n`,
        topics: [...topics],
        audience: row.kind === "learning" ? "practitioners" : "clients",
        sources,
        instructions:
          "Drafted by the assistant from one of its answers. Check every statement against the cited items and their sources before submitting it for review.",
      },
      "assistant",
    );
  }

  /** The topics and sources of the cited items: their published text, else their working one. */
  private async citedItems(
    ids: string[],
  ): Promise<Map<string, { topics: string[]; sources: ContentSource[] }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: contentItems.id, topics: contentRevisions.topics, sources: contentRevisions.sources })
      .from(contentItems)
      .innerJoin(
        contentRevisions,
        eq(
          contentRevisions.id,
          sql`coalesce(${contentItems.publishedRevisionId}, ${contentItems.workingRevisionId})`,
        ),
      )
      .where(inArray(contentItems.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, { topics: row.topics, sources: row.sources }]));
  }

  /**
   * `GET /api/admin/reported-chats`: the chats with a reported answer, the most recently reported
   * first, with their kind, how many answers were reported and the owner's role; no text of theirs.
   */
  async reportedChats(query: ReportedChatsQuery): Promise<ReportedChatsResponse> {
    const reported = isNotNull(chats.reportedAt);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          id: chats.id,
          kind: chats.kind,
          reportedAt: chats.reportedAt,
          ownerRoleId: users.roleId,
          reportCount: sql<number>`(select count(*) from ${chatMessages} where ${chatMessages}.chat_id = ${chats}.id and ${chatMessages}.reported_at is not null)`,
        })
        .from(chats)
        .innerJoin(users, eq(users.id, chats.userId))
        .where(reported)
        .orderBy(desc(chats.reportedAt), desc(chats.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ value: count() }).from(chats).where(reported),
    ]);
    return {
      items: rows.map((row) => ({
        chatId: row.id,
        kind: row.kind as ChatKind,
        ownerRoleId: row.ownerRoleId,
        reportedAt: row.reportedAt!.toISOString(),
        reportCount: Number(row.reportCount),
      })),
      total: Number(total?.value ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * `GET /api/admin-session/{chat_id}`: a reported chat with every message, for a Super Admin;
   * a chat that was never reported answers 404, as a missing one does. Each read is written to
   * the audit log (who read whose chat), in the same transaction.
   */
  async adminSession(admin: ContentActor, chatId: string): Promise<AdminChatSession> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ chat: chats, ownerRoleId: users.roleId })
        .from(chats)
        .innerJoin(users, eq(users.id, chats.userId))
        .where(and(eq(chats.id, chatId), isNotNull(chats.reportedAt)));
      if (!row) throw notFound(ASSISTANT_ERRORS.chatNotFound);
      const messages = await tx
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.chatId, chatId))
        .orderBy(asc(chatMessages.position));
      await recordAudit(tx, {
        actorId: admin.id,
        subjectId: row.chat.userId,
        action: AUDIT_ACTIONS.chatReadReported,
        targetType: AUDIT_TARGETS.chat,
        targetId: chatId,
        details: {
          messages: messages.length,
          reportedMessages: messages.filter((message) => message.reportedAt !== null).length,
        },
      });
      return {
        chat: toSummary(row.chat, messages.length, await this.referenceTitles([row.chat], tx)),
        messages: messages.map(toMessage),
        owner: { id: row.chat.userId, roleId: row.ownerRoleId },
      };
    });
  }

  /**
   * `GET /api/personalized-session/{reference_content_id}`: "Ask about this article" starts from
   * a published item the caller may read (404 otherwise): a client's questions go to a
   * personalised chat, everyone else's to an ordinary one; the suggestions are the article's
   * sections put as questions.
   */
  async articleChatStart(actor: ContentActor, contentId: string): Promise<ArticleChatStart> {
    const item = await this.content.getPublished(actor, contentId);
    return {
      item: { id: item.id, title: item.title, summary: item.summary },
      kind: actor.roleId === ROLE_IDS.client ? "personalized" : "search",
      suggestions: articleQuestions(item.documentText),
    };
  }

  /** The titles of the published items these chats are about (an unpublished one has none). */
  private async referenceTitles(
    rows: readonly ChatRow[],
    db: Database = this.db,
  ): Promise<Map<string, string>> {
    const ids = [...new Set(rows.flatMap((row) => (row.referenceContentId ? [row.referenceContentId] : [])))];
    if (ids.length === 0) return new Map();
    const found = await db
      .select({ id: contentItems.id, title: contentRevisions.title })
      .from(contentItems)
      .innerJoin(contentRevisions, eq(contentRevisions.id, contentItems.publishedRevisionId))
      .where(inArray(contentItems.id, ids));
    return new Map(found.map((row) => [row.id, row.title]));
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

/** At most this many questions to start an article's chat with. */
export const ARTICLE_QUESTIONS = 4;

/**
 * Questions to start a chat about an article, from its section headings: a heading that is a
 * question already ("Can I still get pregnant?") as it is; "What helps", "Why they happen" as
 * questions of their own; any other heading as a question about it. "When to see a clinician"
 * comes last: it is in almost every article.
 */
export function articleQuestions(markdown: string): string[] {
  const headings = [...markdown.matchAll(/^#{2,3}\s+(.+?)\s*#*\s*$/gm)].map((match) => match[1]!.trim());
  const lower = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  const questions = headings.map((heading) => {
    const text = heading.replace(/[.:]+$/, "");
    if (/\?$/.test(text)) return text;
    // "What a hot flush feels like", "How it works": a clause, not a question.
    if (/^(what|how|why|when|who|which)\s+(a|an|the|it|they|this|these|your|you|we)\b/i.test(text)) {
      return `Can you explain ${lower(text)}?`;
    }
    if (/^(what|why|how|when|who|which|is|are|can|do|does|should|will)\b/i.test(text)) return `${text}?`;
    return `What should I know about ${lower(text)}?`;
  });
  const seeing = questions.filter((question) => /^when to see\b/i.test(question));
  const rest = questions.filter((question) => !/^when to see\b/i.test(question));
  return [
    ...new Set([...rest.slice(0, ARTICLE_QUESTIONS - Math.min(1, seeing.length)), ...seeing.slice(0, 1)]),
  ];
}

/**
 * A draft's title: the question, cut at a word boundary to fit the library's titles, and made
 * long enough for them when it is very short.
 */
function draftTitle(question: string): string {
  const text = question.replace(/\s+/g, " ").trim();
  const max = CONTENT_LIMITS.titleMax;
  const characters = Array.from(text);
  let title = text;
  if (characters.length > max) {
    const cut = characters.slice(0, max - 1).join("");
    const space = cut.lastIndexOf(" ");
    title = `${(space >= max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, "")}…`;
  }
  return Array.from(title).length < CONTENT_LIMITS.titleMin ? `Question: ${title}` : title;
}
