import {
  glucoseDailyQuerySchema,
  glucoseDailyResponseSchema,
  glucoseEntrySchema,
  glucoseImportRequestSchema,
  glucoseImportResponseSchema,
  glucoseListQuerySchema,
  glucoseListResponseSchema,
  glucoseRequestSchema,
  healthEntryParamsSchema,
  messageResponseSchema,
  ROLE_IDS,
  userPreferencesSchema,
  userPreferencesUpdateSchema,
} from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { authOf, type RequireUser } from "../auth/authenticate";
import { userPreferencesOf, type GlucoseService } from "../services/glucose";
import { bearer, errorResponses } from "./common";

export type GlucoseRouteOptions = { requireUser: RequireUser; glucose: GlucoseService };

/**
 * A client's own blood glucose readings (only the client, only their own), and every signed-in
 * person's preferences: time zone, glucose unit, 'I have diabetes', colour theme and the optional
 * e-mails they turned off. The request bodies are never logged.
 */
export const glucoseRoutes: FastifyPluginAsyncZod<GlucoseRouteOptions> = async (app, options) => {
  const { requireUser, glucose } = options;
  const onRequest = requireUser(ROLE_IDS.client);
  const tags = ["glucose"];

  app.post(
    "/glucose",
    {
      onRequest,
      schema: {
        tags,
        summary: "Log a glucose reading in mg/dL or mmol/L",
        description:
          "Stored in mg/dL (mmol/L × 18, rounded); the answer carries the value as entered, its band for the person's 'I have diabetes' setting and the seek-care flag below 54 or above 300 mg/dL.",
        security: bearer,
        body: glucoseRequestSchema,
        response: { 201: glucoseEntrySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await glucose.create(authOf(request).user, request.body)),
  );

  app.get(
    "/glucose",
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's readings between two local days, newest first, one page at a time",
        description:
          "`summary` covers the whole range and type filter (not only the page): averages per type, readings per band and the CGM time in range.",
        security: bearer,
        querystring: glucoseListQuerySchema,
        response: { 200: glucoseListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => glucose.list(authOf(request).user, request.query),
  );

  app.get(
    "/glucose/daily-averages",
    {
      onRequest,
      schema: {
        tags,
        summary: "The mean of each local day's readings of the caller, oldest day first",
        description:
          "Every local day of the range and type filter that has readings, with their mean in mg/dL (one decimal) and their count: what the history chart draws, without paging through every reading.",
        security: bearer,
        querystring: glucoseDailyQuerySchema,
        response: { 200: glucoseDailyResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => glucose.dailyAverages(authOf(request).user, request.query),
  );

  app.put(
    "/glucose/:entry_id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Replace one of the caller's readings",
        security: bearer,
        params: healthEntryParamsSchema,
        body: glucoseRequestSchema,
        response: { 200: glucoseEntrySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => glucose.update(authOf(request).user, request.params.entry_id, request.body),
  );

  app.delete(
    "/glucose/:entry_id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Delete one of the caller's readings",
        security: bearer,
        params: healthEntryParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await glucose.delete(authOf(request).user, request.params.entry_id);
      return { message: "The entry was deleted" };
    },
  );

  app.post(
    "/glucose/import",
    {
      onRequest,
      schema: {
        tags,
        summary: "Save readings checked in the browser (a meter's or CGM's export): all of them or none",
        description:
          "One bad reading refuses the whole import with a 400 whose field errors name it (`readings.12.value`); nothing is saved then.",
        security: bearer,
        body: glucoseImportRequestSchema,
        response: { 201: glucoseImportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await glucose.import(authOf(request).user, request.body.readings)),
  );

  app.get(
    "/user/preferences",
    {
      onRequest: requireUser(),
      schema: {
        tags: ["accounts"],
        summary:
          "The signed-in person's time zone, glucose unit, 'I have diabetes' setting, colour theme and the e-mails they turned off",
        description:
          "`timeZone` is null until one is set (the web app sends the browser's at the first sign-in); days are counted in UTC until then. `theme` follows the person to every device. `emailOptOuts` lists the optional e-mails (by kind) they chose not to receive; account e-mails are always sent.",
        security: bearer,
        response: { 200: userPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => userPreferencesOf(authOf(request).user),
  );

  app.put(
    "/user/preferences",
    {
      onRequest: requireUser(),
      schema: {
        tags: ["accounts"],
        summary: "Change any of the person's preferences and answer all of them",
        description:
          "`emailOptOuts` replaces the whole list: the kinds named are turned off, every other optional e-mail on. A kind that is not an optional e-mail is refused with a field error.",
        security: bearer,
        body: userPreferencesUpdateSchema,
        response: { 200: userPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => glucose.updatePreferences(authOf(request).user.id, request.body),
  );
};
