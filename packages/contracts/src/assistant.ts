import { z } from "zod";

import { pageQuerySchema } from "./content";
import { apiErrorBodySchema } from "./errors";
import { multiLineText, singleLineText } from "./validation";

/**
 * The assistant's chats (decisions.md "Content and AI", "AI assistant (second round)"): a question
 * gets an answer from the reviewed library with numbered citations, the seek-care advice first for
 * a red flag, or the no-content answer; chats are kept, listed, renamed, deleted, and their answers
 * rated and reported. Spec section 7, "AI" and "Search".
 */

export const ASSISTANT_LIMITS = {
  questionMax: 1000,
  /** A new chat is titled with its first question, cut at a word boundary near this length. */
  autoTitleMax: 60,
  titleMax: 100,
  reasonMax: 1000,
  searchMax: 200,
} as const;

export const ASSISTANT_MESSAGES = {
  questionRequired: "Type a question",
  questionTooLong: `The question must be at most ${ASSISTANT_LIMITS.questionMax} characters`,
  chatId: "The chat id must be a UUID",
  referenceContentId: "The article's id must be a UUID",
  messageId: "The answer's id must be a UUID",
  titleRequired: "Enter a title for the chat",
  titleTooLong: `The title must be at most ${ASSISTANT_LIMITS.titleMax} characters`,
  ratingRequired: "Choose helpful or not helpful",
  reasonTooLong: `The reason must be at most ${ASSISTANT_LIMITS.reasonMax} characters`,
  reportReasonRequired: "Say what is wrong with this answer",
  searchTooLong: `Search for at most ${ASSISTANT_LIMITS.searchMax} characters`,
} as const;

/**
 * A chat's kind: `search` answers from the library for the person's audience (`/ai-search/`);
 * `personalized` is a client's, shaped by their onboarding answers and latest check-in
 * (`/ai-personalized-search/`); `learning` is a practitioner's, from the items written for
 * practitioners (`/ai-learning-search/`). A follow-up stays in its chat's kind.
 */
export const CHAT_KINDS = ["search", "personalized", "learning"] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export const ANSWER_KINDS = ["answer", "no-content", "red-flag"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/**
 * Who wrote an answer: the AI endpoint (`AI_BASE_URL`), its citations checked against the
 * passages, or the extractive composer (no endpoint, or the endpoint failed or its answer failed
 * the check).
 */
export const ANSWER_SOURCES = ["model", "extractive"] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];

export const ANSWER_RATINGS = ["helpful", "not-helpful"] as const;
export type AnswerRating = (typeof ANSWER_RATINGS)[number];

const chatIdSchema = z.uuid(ASSISTANT_MESSAGES.chatId);
const messageIdSchema = z.uuid(ASSISTANT_MESSAGES.messageId);

/** `POST /api/ai-search`: a question, in a chat of the caller's (a follow-up) or a new one. */
export const askRequestSchema = z.object({
  question: singleLineText(ASSISTANT_MESSAGES.questionRequired)
    .trim()
    .min(1, ASSISTANT_MESSAGES.questionRequired)
    .max(ASSISTANT_LIMITS.questionMax, ASSISTANT_MESSAGES.questionTooLong),
  chatId: chatIdSchema.optional(),
  /**
   * "Ask about this article": a new chat that starts from this published item, whose answers cite
   * it first when it answers the question. A follow-up keeps its chat's article (this is ignored).
   */
  referenceContentId: z.uuid(ASSISTANT_MESSAGES.referenceContentId).optional(),
});
export type AskRequest = z.infer<typeof askRequestSchema>;

/** A library item an answer used, numbered by its first use in the answer (`[n]`). */
export const answerCitationSchema = z.object({
  n: z.number().int(),
  contentId: z.string(),
  title: z.string(),
});
export type AnswerCitation = z.infer<typeof answerCitationSchema>;

/** A red flag the question raised, with the seek-care advice the answer opens with. */
export const answerRedFlagSchema = z.object({
  id: z.string(),
  urgency: z.enum(["emergency", "soon"]),
  advice: z.object({ title: z.string(), body: z.string() }),
});
export type AnswerRedFlag = z.infer<typeof answerRedFlagSchema>;

/** An answer: Markdown (`text`, no raw HTML) with its `[n]` citations and the red flags raised. */
export const assistantAnswerSchema = z.object({
  kind: z.enum(ANSWER_KINDS),
  text: z.string(),
  citations: z.array(answerCitationSchema),
  redFlags: z.array(answerRedFlagSchema),
  /** Who wrote it; answers stored before it was recorded were all extractive. */
  source: z.enum(ANSWER_SOURCES).optional(),
  /**
   * A personalised answer's basis, in words the person recognises ('Perimenopause', 'Hot flushes
   * (your latest check-in)'); the answer's text opens by saying it too. Absent on other answers.
   */
  personalizedFor: z.array(z.string()).optional(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

/** One question of a chat and its answer, with the person's rating and report. */
export const chatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  position: z.number().int(),
  question: z.string(),
  answer: assistantAnswerSchema,
  rating: z.enum(ANSWER_RATINGS).nullable(),
  ratingReason: z.string().nullable(),
  reportedAt: z.string().nullable(),
  reportedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A chat as the history lists it; `updatedAt` is the time of its last question. */
export const chatSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(CHAT_KINDS),
  messageCount: z.number().int(),
  reportedAt: z.string().nullable(),
  /** While a client shares this chat with their practitioner: since when. */
  sharedAt: z.string().nullable().optional(),
  /** The article the chat is about ("Ask about this article"), while it is published. */
  reference: z.object({ id: z.string(), title: z.string() }).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/**
 * `GET /api/personalized-session/{reference_content_id}`: what "Ask about this article" starts
 * from: the published item (one the caller may read), the chat kind its questions go to
 * (`personalized` for a client, `search` for everyone else) and questions to start with, made
 * from the article's sections.
 */
export const articleChatStartSchema = z.object({
  item: z.object({ id: z.string(), title: z.string(), summary: z.string() }),
  kind: z.enum(CHAT_KINDS),
  suggestions: z.array(z.string()),
});
export type ArticleChatStart = z.infer<typeof articleChatStartSchema>;

/** The answer to a question: the chat it is in (new or continued) and the new message. */
export const askResponseSchema = z.object({ chat: chatSummarySchema, message: chatMessageSchema });
export type AskResponse = z.infer<typeof askResponseSchema>;

/**
 * `POST /api/ai-search/stream` answers with server-sent events: `delta` events carry the answer's
 * text in pieces, in order; then one `done` event carries the stored message exactly as
 * `POST /api/ai-search` answers it, or one `error` event. The stored answer is the checked one:
 * when it is not the text the deltas made (the model's answer failed the citation check, or the
 * endpoint failed mid-answer, and the extractive answer replaced it), `replaced` is true and the
 * page shows the stored answer instead.
 */
export const ASK_STREAM_EVENTS = { delta: "delta", done: "done", error: "error" } as const;
export type AskStreamEventName = (typeof ASK_STREAM_EVENTS)[keyof typeof ASK_STREAM_EVENTS];

export const askStreamDeltaSchema = z.object({ text: z.string() });
export type AskStreamDelta = z.infer<typeof askStreamDeltaSchema>;

export const askStreamDoneSchema = askResponseSchema.extend({ replaced: z.boolean() });
export type AskStreamDone = z.infer<typeof askStreamDoneSchema>;

/** The `error` event's data: the API's error shape. */
export const askStreamErrorSchema = apiErrorBodySchema;
export type AskStreamError = z.infer<typeof askStreamErrorSchema>;

/** `GET /api/session/{chat_id}`: a chat with every message, oldest first. */
export const chatSessionSchema = z.object({ chat: chatSummarySchema, messages: z.array(chatMessageSchema) });
export type ChatSession = z.infer<typeof chatSessionSchema>;

export const chatParamsSchema = z.object({ chat_id: chatIdSchema });

/** `/personalized-session/{reference_content_id}`: the article a chat starts from. */
export const referenceContentParamsSchema = z.object({
  reference_content_id: z.uuid(ASSISTANT_MESSAGES.referenceContentId),
});

/** `GET /api/searched-result/history`: the caller's chats, newest first; `q` filters titles and questions. */
export const chatHistoryQuerySchema = pageQuerySchema.extend({
  q: singleLineText().trim().max(ASSISTANT_LIMITS.searchMax, ASSISTANT_MESSAGES.searchTooLong).optional(),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

export const chatHistoryResponseSchema = z.object({
  items: z.array(chatSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ChatHistoryResponse = z.infer<typeof chatHistoryResponseSchema>;

/** `POST /api/update-chat-title`. */
export const renameChatRequestSchema = z.object({
  chatId: chatIdSchema,
  title: singleLineText(ASSISTANT_MESSAGES.titleRequired)
    .trim()
    .min(1, ASSISTANT_MESSAGES.titleRequired)
    .max(ASSISTANT_LIMITS.titleMax, ASSISTANT_MESSAGES.titleTooLong),
});
export type RenameChatRequest = z.infer<typeof renameChatRequestSchema>;

const reasonSchema = multiLineText().trim().max(ASSISTANT_LIMITS.reasonMax, ASSISTANT_MESSAGES.reasonTooLong);

/** `POST /api/searched-result/rating`: helpful or not (with an optional reason); null takes it back. */
export const rateAnswerRequestSchema = z.object({
  messageId: messageIdSchema,
  rating: z.enum(ANSWER_RATINGS, { error: ASSISTANT_MESSAGES.ratingRequired }).nullable(),
  reason: reasonSchema.optional(),
});
export type RateAnswerRequest = z.infer<typeof rateAnswerRequestSchema>;

/** `POST /api/searched-result/report`: what is wrong with an answer. */
export const reportAnswerRequestSchema = z.object({
  messageId: messageIdSchema,
  reason: multiLineText(ASSISTANT_MESSAGES.reportReasonRequired)
    .trim()
    .min(1, ASSISTANT_MESSAGES.reportReasonRequired)
    .max(ASSISTANT_LIMITS.reasonMax, ASSISTANT_MESSAGES.reasonTooLong),
});
export type ReportAnswerRequest = z.infer<typeof reportAnswerRequestSchema>;

/** The chat kinds in words, as lists and labels show them. */
export const CHAT_KIND_NAMES: Record<ChatKind, string> = {
  search: "Library search",
  personalized: "Personalised",
  learning: "Library for practitioners",
};

export const ASSISTANT_ERROR_CODES = {
  /** 403: a practitioner's new chat beyond the plan's AI sessions this month. */
  sessionLimit: "AI_SESSION_LIMIT",
  /** 429 (with `Retry-After` and `retryAfterSeconds`): too many questions in a short time. */
  fairUse: "AI_FAIR_USE",
  /** 409: a draft asked for from an answer that found nothing in the library (nothing to draft from). */
  noContentDraft: "AI_NO_CONTENT_DRAFT",
} as const;

/** The body of a fair-use 429: the API's error shape and the seconds until a question is let in again. */
export const assistantFairUseErrorSchema = apiErrorBodySchema.extend({
  retryAfterSeconds: z.number().int().min(1),
});
export type AssistantFairUseError = z.infer<typeof assistantFairUseErrorSchema>;

/**
 * `GET /api/ai-search/usage`: the caller's AI sessions (new chats) this month against their plan
 * (practitioners: Starter 10, Professional 50; `limit` null for everyone else, who have a fair-use
 * rate limit instead). The month is the person's own (their time zone), `resetsAt` its end.
 */
export const assistantUsageSchema = z.object({
  plan: z.enum(["starter", "professional"]).nullable(),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  resetsAt: z.string().nullable(),
});
export type AssistantUsage = z.infer<typeof assistantUsageSchema>;

/** `POST /api/content/from-answer`: a practitioner turns one of their answers into a draft item. */
export const draftFromAnswerRequestSchema = z.object({ messageId: messageIdSchema });
export type DraftFromAnswerRequest = z.infer<typeof draftFromAnswerRequestSchema>;

/** A reported chat as the Super Admin's list shows it (no question or answer text). */
export const reportedChatSchema = z.object({
  chatId: z.string(),
  kind: z.enum(CHAT_KINDS),
  /** The owner's role id (`ROLE_IDS`); who they are is not shown in the list. */
  ownerRoleId: z.number().int(),
  reportedAt: z.string(),
  reportCount: z.number().int(),
});
export type ReportedChat = z.infer<typeof reportedChatSchema>;

/** `GET /api/admin/reported-chats`: one page, the most recently reported first. */
export const reportedChatsQuerySchema = pageQuerySchema;
export type ReportedChatsQuery = z.infer<typeof reportedChatsQuerySchema>;

export const reportedChatsResponseSchema = z.object({
  items: z.array(reportedChatSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportedChatsResponse = z.infer<typeof reportedChatsResponseSchema>;

/** `GET /api/admin-session/{chat_id}`: a reported chat, read by a Super Admin (the read is audited). */
export const adminChatSessionSchema = chatSessionSchema.extend({
  owner: z.object({ id: z.string(), roleId: z.number().int() }),
});
export type AdminChatSession = z.infer<typeof adminChatSessionSchema>;

/**
 * A new chat's title: its first question, cut at the last word boundary within
 * `ASSISTANT_LIMITS.autoTitleMax` characters and marked with an ellipsis when cut.
 */
export function chatTitleFrom(question: string): string {
  const text = question.replace(/\s+/g, " ").trim();
  const max = ASSISTANT_LIMITS.autoTitleMax;
  // Counted in characters, so an emoji is never cut in half.
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max).join("");
  const space = cut.lastIndexOf(" ");
  const head = (space >= max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.!?-]+$/, "");
  return `${head}…`;
}
