import {
  contentActionRequestSchema,
  contentCreateRequestSchema,
  contentItemSchema,
  contentLabelSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  contentStatusCountsSchema,
  contentUpdateRequestSchema,
  libraryStatusSchema,
  markSourceUpdatedRequestSchema,
  markSourceUpdatedResponseSchema,
  messageResponseSchema,
  publishedContentListQuerySchema,
  publishedContentListResponseSchema,
  publishedContentSchema,
  retrieveQuerySchema,
  retrieveResponseSchema,
  reviewersResponseSchema,
  ROLE_IDS,
} from "@pkg/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { authOf, type RequireUser } from "../auth/authenticate";
import type { ContentActor, ContentService } from "../services/content";
import { bearer, errorResponses } from "./common";

export type ContentRouteOptions = {
  requireUser: RequireUser;
  content: ContentService;
  /** A client read a published item: a practitioner's share of it is now opened. */
  contentOpened?: (clientId: string, contentId: string) => Promise<void>;
};

const tags = ["content"];
const { superAdmin, practitioner, client, reviewer } = ROLE_IDS;
/** decisions.md "Who does what". */
const READERS = [client, practitioner, reviewer, superAdmin] as const;
const WRITERS = [practitioner, superAdmin] as const;
const STAFF = [practitioner, reviewer, superAdmin] as const;

const contentParams = z.object({ content_id: z.uuid("The content id must be a UUID") });

/** The signed-in person as the content service sees them. */
export const actorOf = (request: FastifyRequest): ContentActor => {
  const { user } = authOf(request);
  return { id: user.id, roleId: user.roleId };
};

export const contentRoutes: FastifyPluginAsyncZod<ContentRouteOptions> = async (app, options) => {
  const { requireUser, content } = options;

  app.post(
    "/content",
    {
      onRequest: requireUser(...WRITERS),
      schema: {
        tags,
        summary: "Write a new content item (a Raw draft)",
        security: bearer,
        body: contentCreateRequestSchema,
        response: { 201: contentItemSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await content.create(actorOf(request), request.body)),
  );

  app.get(
    "/content/status",
    {
      onRequest: requireUser(...STAFF),
      schema: {
        tags,
        summary: "How many items the caller may see under each label",
        security: bearer,
        response: { 200: contentStatusCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => content.countByLabel(actorOf(request)),
  );

  app.get(
    "/content/by-status/:status",
    {
      onRequest: requireUser(...STAFF),
      schema: {
        tags,
        summary: "One page of the items under a label, filtered by topic, author, assignment and text",
        security: bearer,
        params: z.object({ status: contentLabelSchema }),
        querystring: contentListQuerySchema,
        response: { 200: contentListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => content.list(actorOf(request), request.params.status, request.query),
  );

  app.get(
    "/content/published",
    {
      onRequest: requireUser(...READERS),
      schema: {
        tags,
        summary: "One page of the published library (clients see only items for clients)",
        security: bearer,
        querystring: publishedContentListQuerySchema,
        response: { 200: publishedContentListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => content.listPublished(actorOf(request), request.query),
  );

  app.get(
    "/content/published/:content_id",
    {
      onRequest: requireUser(...READERS),
      schema: {
        tags,
        summary: "A published item with its sources and 'Reviewed by … on …'",
        security: bearer,
        params: contentParams,
        response: { 200: publishedContentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const item = await content.getPublished(actor, request.params.content_id);
      if (actor.roleId === client) await options.contentOpened?.(actor.id, item.id);
      return item;
    },
  );

  app.get(
    "/content/retrieve",
    {
      onRequest: requireUser(...READERS),
      schema: {
        tags,
        summary: "The best passages of the published library for a question, with their item ids",
        description:
          "Weighted full-text search (title, summary, body) with the menopause synonym list; clients get passages of items for clients only.",
        security: bearer,
        querystring: retrieveQuerySchema,
        response: { 200: retrieveResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      passages: await content.retrieve(actorOf(request), request.query.q, request.query.limit),
    }),
  );

  app.get(
    "/content/:content_id",
    {
      onRequest: requireUser(...STAFF),
      schema: {
        tags,
        summary: "An item with its working and published revisions, reviewers and history",
        security: bearer,
        params: contentParams,
        response: { 200: contentItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => content.get(actorOf(request), request.params.content_id),
  );

  app.put(
    "/content/:content_id",
    {
      onRequest: requireUser(...WRITERS),
      schema: {
        tags,
        summary: "Edit an item (a Live item gets a new revision that goes through review)",
        security: bearer,
        params: contentParams,
        body: contentUpdateRequestSchema,
        response: { 200: contentItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => content.update(actorOf(request), request.params.content_id, request.body),
  );

  app.delete(
    "/content/:content_id",
    {
      onRequest: requireUser(...WRITERS),
      schema: {
        tags,
        summary: "Delete a draft that was never published",
        security: bearer,
        params: contentParams,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await content.remove(actorOf(request), request.params.content_id);
      return { message: "The draft was deleted" };
    },
  );

  app.post(
    "/content/:content_id/status",
    {
      onRequest: requireUser(...STAFF),
      schema: {
        tags,
        summary: "Move an item through the review workflow",
        description:
          "submit, assign (reviewerId), approve, request-second-review (reviewerId), send-back (comment required), publish, archive, restore. A wrong status answers 409, a wrong person 403.",
        security: bearer,
        params: contentParams,
        body: contentActionRequestSchema,
        response: { 200: contentItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => content.act(actorOf(request), request.params.content_id, request.body),
  );

  app.get(
    "/library/status",
    {
      onRequest: requireUser(...STAFF),
      schema: {
        tags,
        summary: "The library's health: items per status, reviews past due, items citing an updated source",
        security: bearer,
        response: { 200: libraryStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async () => content.libraryStatus(),
  );

  app.post(
    "/library/sources/updated",
    {
      onRequest: requireUser(superAdmin),
      schema: {
        tags,
        summary: "Mark a source as updated: published items citing it show 'Needs re-review'",
        security: bearer,
        body: markSourceUpdatedRequestSchema,
        response: { 200: markSourceUpdatedResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => content.markSourceUpdated(actorOf(request), request.body.url),
  );

  app.get(
    "/user/reviewers",
    {
      onRequest: requireUser(...STAFF),
      schema: {
        tags,
        summary: "The people who may be assigned a review",
        security: bearer,
        response: { 200: reviewersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ reviewers: await content.reviewers() }),
  );
};
