import {
  adminMailParamsSchema,
  adminMailQuerySchema,
  adminMailResponseSchema,
  adminMailSchema,
  adminPeopleQuerySchema,
  adminPeopleResponseSchema,
  adminPersonParamsSchema,
  adminPersonSchema,
  adminSourcesQuerySchema,
  adminSourcesResponseSchema,
  auditLogCsv,
  auditLogQuerySchema,
  auditLogResponseSchema,
  changeRoleRequestSchema,
  ROLE_IDS,
} from "@pkg/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { authOf, type RequireUser } from "../auth/authenticate";
import type { AdminService } from "../services/admin";
import { bearer, errorResponses } from "./common";

export type AdminRouteOptions = { requireUser: RequireUser; admin: AdminService };

const actorId = (request: FastifyRequest) => authOf(request).user.id;

/**
 * Administration for the Super Admin (`/api/admin/…`): people, the audit log, the mail outbox
 * and the sources the library cites (marked as updated through `POST /api/library/sources/updated`). Only a Super Admin is let in; every change, and every export of the log, is written to
 * the audit log. The log has no route to change or delete it.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRouteOptions> = async (app, options) => {
  const { requireUser, admin } = options;
  const onRequest = requireUser(ROLE_IDS.superAdmin);
  const tags = ["admin"];

  app.get(
    "/admin/people",
    {
      onRequest,
      schema: {
        tags,
        summary: "People, newest first, searched by name or e-mail and filtered by role and state",
        security: bearer,
        querystring: adminPeopleQuerySchema,
        response: { 200: adminPeopleResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.people(request.query),
  );

  app.get(
    "/admin/people/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "One person's account (no health data)",
        security: bearer,
        params: adminPersonParamsSchema,
        response: { 200: adminPersonSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => admin.person(request.params.id),
  );

  app.put(
    "/admin/people/:id/role",
    {
      onRequest,
      schema: {
        tags,
        summary: "Changes a person's role (audited)",
        description: "The last active Super Admin keeps their role (409 LAST_SUPER_ADMIN).",
        security: bearer,
        params: adminPersonParamsSchema,
        body: changeRoleRequestSchema,
        response: { 200: adminPersonSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.changeRole(actorId(request), request.params.id, request.body.roleId),
  );

  app.post(
    "/admin/people/:id/deactivate",
    {
      onRequest,
      schema: {
        tags,
        summary: "Deactivates a person: they cannot sign in and their sessions end at once (audited)",
        description:
          "Every token the person holds stops working on every instance before this answers. The last active Super Admin cannot be deactivated (409 LAST_SUPER_ADMIN).",
        security: bearer,
        params: adminPersonParamsSchema,
        response: { 200: adminPersonSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.deactivate(actorId(request), request.params.id),
  );

  app.post(
    "/admin/people/:id/reactivate",
    {
      onRequest,
      schema: {
        tags,
        summary: "Lets a deactivated person sign in again (audited)",
        security: bearer,
        params: adminPersonParamsSchema,
        response: { 200: adminPersonSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => admin.reactivate(actorId(request), request.params.id),
  );

  app.post(
    "/admin/people/:id/resend-verification",
    {
      onRequest,
      schema: {
        tags,
        summary: "Sends the person a new verification e-mail (audited)",
        description: "Only while their address is not verified (409 ALREADY_VERIFIED otherwise).",
        security: bearer,
        params: adminPersonParamsSchema,
        response: { 200: adminPersonSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await admin.resendVerification(actorId(request), request.params.id);
      return admin.person(request.params.id);
    },
  );

  app.get(
    "/admin/audit-log",
    {
      onRequest,
      schema: {
        tags,
        summary: "The audit log, newest first, filtered by who, whose, what and when",
        description:
          "`actor` and `subject` take a person's id or e-mail address; `from` and `to` are days (UTC, inclusive).",
        security: bearer,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.auditLog(request.query),
  );

  app.get(
    "/admin/audit-log.csv",
    {
      onRequest,
      schema: {
        tags,
        summary: "The audit log as a CSV download, with the same filters (audited)",
        description: "Every entry the filters select, newest first (page and pageSize are ignored).",
        produces: ["text/csv"],
        security: bearer,
        querystring: auditLogQuerySchema,
        response: {
          200: z.unknown().describe("The CSV file (text/csv), sent as an attachment"),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { page: _page, pageSize: _pageSize, ...filters } = request.query;
      const entries = await admin.auditExport(actorId(request), filters);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="audit-log-${day}.csv"`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(auditLogCsv(entries), "utf8"));
    },
  );

  app.get(
    "/admin/mail",
    {
      onRequest,
      schema: {
        tags,
        summary: "The mail outbox, newest first: kind, address, subject and state, never the body",
        security: bearer,
        querystring: adminMailQuerySchema,
        response: { 200: adminMailResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.mail(request.query),
  );

  app.post(
    "/admin/mail/:id/retry",
    {
      onRequest,
      schema: {
        tags,
        summary: "Sends a failed message again, from its first attempt (audited)",
        description: "Only a failed message (409 MAIL_NOT_FAILED otherwise).",
        security: bearer,
        params: adminMailParamsSchema,
        response: { 200: adminMailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => admin.retryMail(actorId(request), request.params.id),
  );

  app.get(
    "/admin/sources",
    {
      onRequest,
      schema: {
        tags,
        summary: "The sources the library cites, one per URL, with how many items cite each",
        description:
          "Across every item's working and published revisions, ordered by title; `search` matches the title, publisher or URL. Mark one as updated with `POST /api/library/sources/updated` (audited).",
        security: bearer,
        querystring: adminSourcesQuerySchema,
        response: { 200: adminSourcesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => admin.sources(request.query),
  );
};
