import type { OutgoingHttpHeaders } from "node:http";

import {
  ASK_STREAM_EVENTS,
  askRequestSchema,
  askResponseSchema,
  askStreamDeltaSchema,
  askStreamDoneSchema,
  askStreamErrorSchema,
  assistantFairUseErrorSchema,
  assistantUsageSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatMessageSchema,
  articleChatStartSchema,
  chatParamsSchema,
  referenceContentParamsSchema,
  chatSessionSchema,
  chatSummarySchema,
  contentItemSchema,
  draftFromAnswerRequestSchema,
  messageResponseSchema,
  rateAnswerRequestSchema,
  renameChatRequestSchema,
  reportAnswerRequestSchema,
  ROLE_IDS,
  type ApiErrorBody,
  type AskStreamDone,
  type AskStreamEventName,
  type ChatKind,
  type RoleId,
} from "@pkg/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { RequireUser } from "../auth/authenticate";
import { HttpError } from "../lib/errors";
import { ANSWER_STOPPED, type AssistantService, type Writing } from "../services/assistant";
import { bearer, errorResponses } from "./common";
import { actorOf } from "./content";

export type AssistantRouteOptions = { requireUser: RequireUser; assistant: AssistantService };

const { superAdmin, practitioner, client, reviewer } = ROLE_IDS;

/**
 * The ask routes, one per chat kind (spec section 7, "AI"): each starts a chat of its kind; a
 * follow-up stays in its chat's kind whichever of them it comes through.
 */
const ASK_ROUTES: {
  kind: ChatKind;
  path: string;
  /** Who may ask through it (every signed-in role when absent). */
  roles?: RoleId[];
  summary: string;
  description: string;
}[] = [
  {
    kind: "search",
    path: "/ai-search",
    summary: "Ask the assistant a question, in a new chat or as a follow-up",
    description: "The library for the caller's audience (a client never reads an item for practitioners).",
  },
  {
    kind: "personalized",
    path: "/ai-personalized-search",
    roles: [client],
    summary: "Ask the assistant a question personalised for the client",
    description:
      "A personalised chat (clients only): the retrieval favours the library topics of the client's worst symptoms in their latest check-in (Moderate or worse, at most three), and the answer opens with one line saying it is personalised and on what (their menopause status from onboarding, those symptoms), after any seek-care advice, which always comes first; `answer.personalizedFor` names the same in words. With nothing to go on, the line says so and `personalizedFor` is empty. The no-content answer stays as it is (not personalised). Items for practitioners are never cited.",
  },
  {
    kind: "learning",
    path: "/ai-learning-search",
    roles: [practitioner, superAdmin],
    summary: "Ask the assistant a question answered from the items for practitioners",
    description:
      "A learning chat (Practitioners and Super Admins): the answer comes from the published items written for practitioners only.",
  },
];

/**
 * The assistant's chats (spec section 7, "AI" and "Search"), for every signed-in role: ask, the
 * history, a chat restored, renamed or deleted, an answer rated or reported. A person reaches only
 * their own chats. Questions and answers are never logged (the request bodies are not, and the
 * history's `q` is hidden in the logged URL).
 */
export const assistantRoutes: FastifyPluginAsyncZod<AssistantRouteOptions> = async (app, options) => {
  const { requireUser, assistant } = options;
  const onRequest = requireUser(client, practitioner, reviewer, superAdmin);
  const tags = ["assistant"];

  const askErrors = {
    ...errorResponses(400, 401, 403, 404),
    429: assistantFairUseErrorSchema,
  };
  const limitsDescription =
    "A practitioner's new chat counts against their plan's AI sessions this month (their own month, in their time zone): past it, 403 with `AI_SESSION_LIMIT` (follow-ups are always let in). Everyone else may ask at most `AI_QUESTIONS_PER_HOUR` questions (default 60) in any hour: past it, 429 with `AI_FAIR_USE`, a `Retry-After` header and `retryAfterSeconds`.";
  const baseDescription =
    "Red flags are checked first (the seek-care advice opens the answer); the answer comes from the reviewed, published library only, each sentence citing its item as `[n]`, or says the library has nothing on this. Without `chatId` a new chat is started, titled with the question; with it, the question is a follow-up read with the one before it, in the chat's own kind whichever of the ask routes it comes through.";

  for (const route of ASK_ROUTES) {
    const onAskRequest = route.roles ? requireUser(...route.roles) : onRequest;
    const description = `${route.description}\n\n${baseDescription}\n\n${limitsDescription}`;
    const askSchema = {
      tags,
      security: bearer,
      body: askRequestSchema,
      response: { 201: askResponseSchema, ...askErrors },
    };
    // The spec writes the path with a trailing slash; both forms answer.
    for (const [url, summary] of [
      [route.path, route.summary],
      [`${route.path}/`, `The same as POST /api${route.path} (the spec's form of the path)`],
    ] as const) {
      app.post(
        url,
        { onRequest: onAskRequest, schema: { ...askSchema, summary, description } },
        async (request, reply) =>
          reply.status(201).send(await assistant.ask(actorOf(request), request.body, route.kind)),
      );
    }

    app.post(
      `${route.path}/stream`,
      {
        onRequest: onAskRequest,
        schema: {
          tags,
          summary: `${route.summary}, the answer streamed as server-sent events`,
          description: `${description}\n\nThe same question and answer as POST /api${route.path}, streamed: \`event: delta\` events carry the answer's text in pieces (\`{ text }\`), in order; then one \`event: done\` carries the stored message exactly as POST /api${route.path} answers it, with \`replaced\`: true when the stored answer is not the text the deltas made (the AI endpoint failed or its answer failed the citation check, and the extractive answer replaced it). Without an AI endpoint the whole extractive answer is one delta. A failure once the stream has started is one \`event: error\` (\`{ message, code }\`); a question refused before it (validation, another person's chat, the plan's sessions, fair use) answers the usual error status.`,
          security: bearer,
          body: askRequestSchema,
          response: {
            200: {
              description:
                "`text/event-stream`: `delta` events, then `done` or `error`; each event's data is one line of JSON.",
              content: {
                "text/event-stream": {
                  schema: z.union([askStreamDeltaSchema, askStreamDoneSchema, askStreamErrorSchema]),
                },
              },
            },
            ...askErrors,
          },
        },
      },
      async (request, reply) => {
        // Everything that refuses the question (its chat is not the caller's, a limit…) answers
        // before the stream.
        const answer = await assistant.askStreamed(actorOf(request), request.body, route.kind);
        await streamAnswer(request, reply, answer);
      },
    );
  }

  app.get(
    "/ai-search/usage",
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's AI sessions (new chats) this month against their plan",
        description:
          "For a practitioner: their plan, the chats they started this month (their own month, in their time zone; UTC when they have none), the plan's limit (Starter 10, Professional 50) and when the month ends (`resetsAt`). Everyone else has no plan limit (`plan`, `limit` and `resetsAt` null; `used` still counts their chats this month) and a fair-use limit of questions per hour instead.",
        security: bearer,
        response: { 200: assistantUsageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => assistant.usage(actorOf(request)),
  );

  app.post(
    "/content/from-answer",
    {
      onRequest: requireUser(practitioner, superAdmin),
      schema: {
        tags: ["content"],
        summary: "Turn one of the caller's answers into a draft library item ('AI-Generated')",
        description:
          "A new item with status Raw made by the assistant (labelled 'AI-Generated', `by-status/ai-generated`), written by the caller: titled with the question, its body the answer's Markdown with a 'Sources' section naming the cited library items, and those items' own sources as its sources. It then goes through the review workflow like any other item. Another person's answer is 404; an answer that found nothing in the library is 409 (`AI_NO_CONTENT_DRAFT`).",
        security: bearer,
        body: draftFromAnswerRequestSchema,
        response: { 201: contentItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await assistant.draftFromAnswer(actorOf(request), request.body.messageId)),
  );

  app.get(
    "/searched-result/history",
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's chats, newest first, one page at a time",
        description:
          "`q` keeps the chats whose title or one of whose questions contains it (any case). `updatedAt` is the time of the chat's last question, by which the list is ordered (and grouped by day); a rename does not move a chat.",
        security: bearer,
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistoryResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => assistant.history(actorOf(request), request.query),
  );

  app.get(
    "/personalized-session/:reference_content_id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Start a chat about one library article ('Ask about this article')",
        description:
          "The published item (one the caller may read: a client never reads an item for practitioners; 404 otherwise), the chat kind its questions go to (`personalized` for a client, through `POST /api/ai-personalized-search`; `search` for everyone else) and questions to start with, made from the article's sections. Send the first question with `referenceContentId`: the chat keeps the article, and its answers cite it first when it answers the question.",
        security: bearer,
        params: referenceContentParamsSchema,
        response: { 200: articleChatStartSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => assistant.articleChatStart(actorOf(request), request.params.reference_content_id),
  );

  app.get(
    "/session/:chat_id",
    {
      onRequest,
      schema: {
        tags,
        summary: "One of the caller's chats with every question and answer, oldest first",
        security: bearer,
        params: chatParamsSchema,
        response: { 200: chatSessionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => assistant.session(actorOf(request), request.params.chat_id),
  );

  app.post(
    "/update-chat-title",
    {
      onRequest,
      schema: {
        tags,
        summary: "Rename one of the caller's chats",
        security: bearer,
        body: renameChatRequestSchema,
        response: { 200: chatSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => assistant.rename(actorOf(request), request.body),
  );

  app.delete(
    "/chat/:chat_id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Delete one of the caller's chats with its questions and answers",
        security: bearer,
        params: chatParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await assistant.delete(actorOf(request), request.params.chat_id);
      return { message: "The chat was deleted" };
    },
  );

  app.post(
    "/searched-result/rating",
    {
      onRequest,
      schema: {
        tags,
        summary: "Rate one of the caller's answers helpful or not helpful, with an optional reason",
        description: "A null `rating` takes the rating and its reason back.",
        security: bearer,
        body: rateAnswerRequestSchema,
        response: { 200: chatMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => assistant.rate(actorOf(request), request.body),
  );

  app.post(
    "/searched-result/report",
    {
      onRequest,
      schema: {
        tags,
        summary: "Report one of the caller's answers, saying what is wrong with it",
        description:
          "The answer and its chat are marked as reported (the chat keeps its first report's time).",
        security: bearer,
        body: reportAnswerRequestSchema,
        response: { 200: chatMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => assistant.report(actorOf(request), request.body),
  );
};

/**
 * Sends an answer as server-sent events: its text in `delta` pieces, then the stored message
 * (`done`) or the error (`error`). The headers the hooks set (request id, security headers, CORS)
 * are kept; a person who leaves ends the answer's writing.
 */
async function streamAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: (writing: Writing) => Promise<AskStreamDone>,
): Promise<void> {
  const leaving = new AbortController();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no",
  });
  raw.on("close", () => {
    if (!raw.writableFinished) leaving.abort();
  });
  const send = (event: AskStreamEventName, data: unknown) => {
    if (!raw.destroyed && !raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    const done = await answer({
      delta: (text) => send(ASK_STREAM_EVENTS.delta, { text }),
      signal: leaving.signal,
    });
    send(ASK_STREAM_EVENTS.done, done);
  } catch (error) {
    if (error instanceof HttpError && error.code === ANSWER_STOPPED)
      request.log.info("the person stopped the answer before it was complete: nothing was stored");
    else if (!(error instanceof HttpError)) request.log.error({ err: error }, "request failed");
    send(ASK_STREAM_EVENTS.error, streamError(error));
  }
  raw.end();
}

/** An error once the stream has started, in the API's error shape (a 500 says nothing of its cause). */
function streamError(error: unknown): ApiErrorBody {
  return error instanceof HttpError
    ? { message: error.message, code: error.code }
    : { message: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" };
}
