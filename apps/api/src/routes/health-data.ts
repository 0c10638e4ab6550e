import {
  healthEntryParamsSchema,
  healthHistoryResponseSchema,
  healthHistorySchema,
  healthRangeQuerySchema,
  messageResponseSchema,
  moodEntrySchema,
  moodListQuerySchema,
  moodListResponseSchema,
  moodRequestSchema,
  ROLE_IDS,
  saveSymptomsRequestSchema,
  symptomEntrySchema,
  symptomListResponseSchema,
} from "@pkg/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { authOf, type RequireUser } from "../auth/authenticate";
import type { HealthDataService } from "../services/health-data";
import { bearer, errorResponses } from "./common";

export type HealthDataRouteOptions = { requireUser: RequireUser; healthData: HealthDataService };

const onlyClient = (requireUser: RequireUser) => requireUser(ROLE_IDS.client);
const me = (request: FastifyRequest) => authOf(request).user.id;

/**
 * A client's own health data: MRS check-ins and quick logs, moods, the health history. Only the
 * client reads and writes it here, and only their own; the request bodies are never logged.
 */
export const healthDataRoutes: FastifyPluginAsyncZod<HealthDataRouteOptions> = async (app, options) => {
  const { requireUser, healthData } = options;
  const onRequest = onlyClient(requireUser);

  app.post(
    "/menopause/save-symptoms",
    {
      onRequest,
      schema: {
        tags: ["menopause"],
        summary: "Save a full MRS check-in (all 11 items) or a quick log of one symptom",
        description:
          "A check-in answers with its score (total, band, subscales); a quick log has none. `takenAt` is an instant, `timeZone` the person's IANA zone.",
        security: bearer,
        body: saveSymptomsRequestSchema,
        response: { 201: symptomEntrySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await healthData.saveSymptoms(me(request), request.body)),
  );

  app.get(
    "/menopause/symptoms",
    {
      onRequest,
      schema: {
        tags: ["menopause"],
        summary: "The caller's symptom entries between two local days, newest first, one page at a time",
        security: bearer,
        querystring: healthRangeQuerySchema,
        response: { 200: symptomListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => healthData.listSymptoms(me(request), request.query),
  );

  app.put(
    "/menopause/symptoms/:entry_id",
    {
      onRequest,
      schema: {
        tags: ["menopause"],
        summary: "Replace one of the caller's symptom entries",
        security: bearer,
        params: healthEntryParamsSchema,
        body: saveSymptomsRequestSchema,
        response: { 200: symptomEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => healthData.updateSymptoms(me(request), request.params.entry_id, request.body),
  );

  app.delete(
    "/menopause/symptoms/:entry_id",
    {
      onRequest,
      schema: {
        tags: ["menopause"],
        summary: "Delete one of the caller's symptom entries",
        security: bearer,
        params: healthEntryParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await healthData.deleteSymptoms(me(request), request.params.entry_id);
      return { message: "The entry was deleted" };
    },
  );

  app.post(
    "/mood",
    {
      onRequest,
      schema: {
        tags: ["mood"],
        summary: "Log a mood from 1 (Awful) to 5 (Great), with an optional note and tags",
        security: bearer,
        body: moodRequestSchema,
        response: { 201: moodEntrySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await healthData.logMood(me(request), request.body)),
  );

  app.get(
    "/mood",
    {
      onRequest,
      schema: {
        tags: ["mood"],
        summary: "The caller's moods between two local days, newest first, and their streak",
        description:
          "The streak counts consecutive local days with a mood up to today or yesterday, today being in `timeZone` (the latest entry's zone when absent).",
        security: bearer,
        querystring: moodListQuerySchema,
        response: { 200: moodListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => healthData.listMood(me(request), request.query),
  );

  app.delete(
    "/mood/:entry_id",
    {
      onRequest,
      schema: {
        tags: ["mood"],
        summary: "Delete one of the caller's moods",
        security: bearer,
        params: healthEntryParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await healthData.deleteMood(me(request), request.params.entry_id);
      return { message: "The entry was deleted" };
    },
  );

  app.get(
    "/health-history",
    {
      onRequest,
      schema: {
        tags: ["health history"],
        summary: "The caller's health history (`updatedAt: null` before the first save)",
        security: bearer,
        response: { 200: healthHistoryResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => healthData.getHistory(me(request)),
  );

  app.post(
    "/health-history",
    {
      onRequest,
      schema: {
        tags: ["health history"],
        summary: "Save the caller's whole health history (every part optional) and answer it",
        security: bearer,
        body: healthHistorySchema,
        response: { 200: healthHistoryResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => healthData.saveHistory(me(request), request.body),
  );
};
