import type { OutgoingHttpHeaders } from "node:http";

import {
  ASK_STREAM_EVENTS,
  askRequestSchema,
  askResponseSchema,
  askStreamDeltaSchema,
  askStreamDoneSchema,
  askStreamErrorSchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatMessageSchema,
  chatParamsSchema,
  chatSessionSchema,
  chatSummarySchema,
  messageResponseSchema,
  rateAnswerRequestSchema,
  renameChatRequestSchema,
  reportAnswerRequestSchema,
  ROLE_IDS,
  type ApiErrorBody,
  type AskStreamEventName,
} from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import type { RequireUser } from "../auth/authenticate";
import { HttpError } from "../lib/errors";
import type { AssistantService } from "../services/assistant";
import { bearer, errorResponses } from "./common";
import { actorOf } from "./content";

export type AssistantRouteOptions = { requireUser: RequireUser; assistant: AssistantService };

const { superAdmin, practitioner, client, reviewer } = ROLE_IDS;

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

  const askSchema = {
    tags,
    security: bearer,
    body: askRequestSchema,
    response: { 201: askResponseSchema, ...errorResponses(400, 401, 403, 404) },
  };
  const askDescription =
    "Red flags are checked first (the seek-care advice opens the answer); the answer comes from the reviewed, published library only, each sentence citing its item as `[n]`, or says the library has nothing on this. Without `chatId` a new chat is started, titled with the question; with it, the question is a follow-up read with the one before it.";
  // The spec writes the path with a trailing slash; both forms answer.
  for (const [url, summary] of [
    ["/ai-search", "Ask the assistant a question, in a new chat or as a follow-up"],
    ["/ai-search/", "The same as POST /api/ai-search (the spec's form of the path)"],
  ] as const) {
    app.post(
      url,
      { onRequest, schema: { ...askSchema, summary, description: askDescription } },
      async (request, reply) => reply.status(201).send(await assistant.ask(actorOf(request), request.body)),
    );
  }

  app.post(
    "/ai-search/stream",
    {
      onRequest,
      schema: {
        tags,
        summary: "Ask the assistant, the answer streamed as server-sent events",
        description: `${askDescription}\n\nThe same question and answer as POST /api/ai-search, streamed: \`event: delta\` events carry the answer's text in pieces (\`{ text }\`), in order; then one \`event: done\` carries the stored message exactly as POST /api/ai-search answers it, with \`replaced\`: true when the stored answer is not the text the deltas made (the AI endpoint failed or its answer failed the citation check, and the extractive answer replaced it). Without an AI endpoint the whole extractive answer is one delta. A failure once the stream has started is one \`event: error\` (\`{ message, code }\`); a question refused before it (validation, another person's chat) answers the usual error status.`,
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
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      // Everything that refuses the question (its chat is not the caller's…) answers before the stream.
      const answer = await assistant.askStreamed(actorOf(request), request.body);
      const leaving = new AbortController();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        // The headers the hooks set (request id, security headers, CORS), kept.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        "x-accel-buffering": "no",
      });
      raw.on("close", () => {
        if (!raw.writableFinished) leaving.abort();
      });
      const send = (event: AskStreamEventName, data: unknown) => {
        if (!raw.destroyed && !raw.writableEnded)
          raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      try {
        const done = await answer({
          delta: (text) => send(ASK_STREAM_EVENTS.delta, { text }),
          signal: leaving.signal,
        });
        send(ASK_STREAM_EVENTS.done, done);
      } catch (error) {
        if (!(error instanceof HttpError)) request.log.error({ err: error }, "request failed");
        send(ASK_STREAM_EVENTS.error, streamError(error));
      }
      raw.end();
    },
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

/** An error once the stream has started, in the API's error shape (a 500 says nothing of its cause). */
function streamError(error: unknown): ApiErrorBody {
  return error instanceof HttpError
    ? { message: error.message, code: error.code }
    : { message: "Something went wrong on our side. Please try again.", code: "INTERNAL_ERROR" };
}
