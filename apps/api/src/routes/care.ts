import {
  careClientParamsSchema,
  careInvitationParamsSchema,
  careMessageResponseSchema,
  careRecordParamsSchema,
  chatParamsSchema,
  chatShareRequestSchema,
  chatShareResponseSchema,
  clientCareResponseSchema,
  clientInfoSchema,
  clientProfileResponseSchema,
  clientSharingRequestSchema,
  coachSessionResponseSchema,
  contentShareRequestSchema,
  contentShareResponseSchema,
  createClientRequestSchema,
  createClientResponseSchema,
  editClientInfoRequestSchema,
  glucoseDailyQuerySchema,
  glucoseDailyResponseSchema,
  glucoseListQuerySchema,
  glucoseListResponseSchema,
  handoutListResponseSchema,
  handoutParamsSchema,
  handoutRequestSchema,
  handoutResponseSchema,
  healthRangeQuerySchema,
  inviteClientsResponseSchema,
  managedClientsQuerySchema,
  managedClientsResponseSchema,
  moodListQuerySchema,
  moodListResponseSchema,
  revokeContentAccessRequestSchema,
  ROLE_IDS,
  sharedAccessParamsSchema,
  sharedAccessResponseSchema,
  sharedHandoutResponseSchema,
  switchClientRequestSchema,
  switchClientResponseSchema,
  symptomListResponseSchema,
} from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { authOf, type RequireUser } from "../auth/authenticate";
import type { CareService } from "../services/care";
import { bearer, errorResponses } from "./common";

export type CareRouteOptions = { requireUser: RequireUser; care: CareService };

const { superAdmin, practitioner, client } = ROLE_IDS;

/**
 * Care (spec section 7 "Practitioner", "Coach", "Handouts"; issue 18): a practitioner's clients,
 * records, invitations, handouts, sharing and alerts, and the client's side of it. A Super Admin
 * cares for their own clients as a practitioner does (decisions.md). Another practitioner's
 * client, handout or chat answers 404, exactly like one that does not exist.
 */
export const careRoutes: FastifyPluginAsyncZod<CareRouteOptions> = async (app, options) => {
  const { requireUser, care } = options;
  const practitioners = requireUser(practitioner, superAdmin);
  const clients = requireUser(client);
  const tags = ["care"];
  const user = (request: Parameters<typeof authOf>[0]) => authOf(request).user;

  app.get(
    "/coach/managed-clients",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "The practitioner's clients, open invitations, client records and plan usage",
        description:
          "Each client with their last check-in, a trend of their last check-ins, last mood and open red-flag alerts; health fields are empty for a client who stopped sharing. Every client whose data is read is written to the audit log.",
        security: bearer,
        querystring: managedClientsQuerySchema,
        response: { 200: managedClientsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => care.managedClients(user(request), request.query),
  );

  app.post(
    "/practitioner/create-client",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Record a client to invite later (holds a seat on the plan)",
        security: bearer,
        body: createClientRequestSchema,
        response: { 201: createClientResponseSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await care.createRecord(user(request), request.body)),
  );

  app.post(
    "/practitioner/client-records/:recordId/invite",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Send the invitation to a recorded client (the record becomes an invitation)",
        security: bearer,
        params: careRecordParamsSchema,
        response: { 200: inviteClientsResponseSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => care.inviteRecord(user(request), request.params.recordId),
  );

  app.delete(
    "/practitioner/client-records/:recordId",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Delete a client record (frees its seat)",
        security: bearer,
        params: careRecordParamsSchema,
        response: { 200: careMessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.deleteRecord(user(request), request.params.recordId),
  );

  app.post(
    "/coach/invitations/:invitationId/resend",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Send an invitation again with a new link, valid for 14 more days",
        security: bearer,
        params: careInvitationParamsSchema,
        response: { 200: careMessageResponseSchema, ...errorResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => care.resendInvitation(user(request), request.params.invitationId),
  );

  app.delete(
    "/coach/invitations/:invitationId",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Revoke an invitation: its link stops working and its seat is free",
        security: bearer,
        params: careInvitationParamsSchema,
        response: { 200: careMessageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => care.revokeInvitation(user(request), request.params.invitationId),
  );

  app.put(
    "/practitioner/switch-client",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Choose the client the practitioner works for (the assistant and sharing use them)",
        security: bearer,
        body: switchClientRequestSchema,
        response: { 200: switchClientResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.switchClient(user(request), request.body.clientId),
  );

  app.get(
    "/coach/client/:clientId/profile",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "One client's page: their record, snapshot, history, onboarding answers, shares and alerts",
        description: "Audited. Health parts are null when the client stopped sharing.",
        security: bearer,
        params: careClientParamsSchema,
        response: { 200: clientProfileResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.clientProfile(user(request), request.params.clientId),
  );

  app.get(
    "/coach/client/:clientId/symptoms",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "A client's check-ins and quick logs (read-only, audited)",
        security: bearer,
        params: careClientParamsSchema,
        querystring: healthRangeQuerySchema,
        response: { 200: symptomListResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.clientSymptoms(user(request), request.params.clientId, request.query),
  );

  app.get(
    "/coach/client/:clientId/glucose",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "A client's glucose readings (read-only, audited)",
        security: bearer,
        params: careClientParamsSchema,
        querystring: glucoseListQuerySchema,
        response: { 200: glucoseListResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.clientGlucose(user(request), request.params.clientId, request.query),
  );

  app.get(
    "/coach/client/:clientId/glucose/daily",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "A client's daily glucose means (read-only, audited)",
        security: bearer,
        params: careClientParamsSchema,
        querystring: glucoseDailyQuerySchema,
        response: { 200: glucoseDailyResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.clientGlucoseDaily(user(request), request.params.clientId, request.query),
  );

  app.get(
    "/coach/client/:clientId/mood",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "A client's mood entries (read-only, audited)",
        security: bearer,
        params: careClientParamsSchema,
        querystring: moodListQuerySchema,
        response: { 200: moodListResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.clientMood(user(request), request.params.clientId, request.query),
  );

  app.get(
    "/coach/managed-client/get-info/:clientId",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "The practitioner's own record of a client (display name, phone, notes, tags)",
        security: bearer,
        params: careClientParamsSchema,
        response: { 200: clientInfoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.clientInfo(user(request), request.params.clientId),
  );

  app.put(
    "/coach/managed-client/edit-info/:clientId",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Edit the practitioner's record of a client (never the client's account)",
        security: bearer,
        params: careClientParamsSchema,
        body: editClientInfoRequestSchema,
        response: { 200: clientInfoSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.editClientInfo(user(request), request.params.clientId, request.body),
  );

  app.delete(
    "/coach/client/:clientId",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "End the care of a client (they keep their account and their data)",
        security: bearer,
        params: careClientParamsSchema,
        response: { 200: careMessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.endCare(user(request), request.params.clientId),
  );

  app.post(
    "/coach/client/:clientId/alerts/seen",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Mark a client's red-flag alerts as seen",
        security: bearer,
        params: careClientParamsSchema,
        response: { 200: careMessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.markAlertsSeen(user(request), request.params.clientId),
  );

  app.get(
    "/handout/all",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "The practitioner's handouts, last changed first",
        security: bearer,
        response: { 200: handoutListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ handouts: await care.handouts(user(request)) }),
  );

  app.get(
    "/handout/:id",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "One of the practitioner's handouts",
        security: bearer,
        params: handoutParamsSchema,
        response: { 200: handoutResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ handout: await care.handout(user(request), request.params.id) }),
  );

  app.post(
    "/handout/create",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Write a handout (from scratch or from a published library item for clients)",
        security: bearer,
        body: handoutRequestSchema,
        response: { 201: handoutResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ handout: await care.createHandout(user(request), request.body) }),
  );

  app.put(
    "/handout/edit/:id",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Edit a handout (clients it is shared with read the new text)",
        security: bearer,
        params: handoutParamsSchema,
        body: handoutRequestSchema,
        response: { 200: handoutResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ handout: await care.editHandout(user(request), request.params.id, request.body) }),
  );

  app.delete(
    "/handout/delete/:id",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Delete a handout (clients it was shared with can no longer open it)",
        security: bearer,
        params: handoutParamsSchema,
        response: { 200: careMessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.deleteHandout(user(request), request.params.id),
  );

  app.post(
    "/coach/content-share",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Share a handout or a published library item with some of the practitioner's clients",
        security: bearer,
        body: contentShareRequestSchema,
        response: { 200: contentShareResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.share(user(request), request.body),
  );

  app.get(
    "/coach/:contentId/shared-access",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Who of the practitioner's clients has a handout or library item, and when they opened it",
        security: bearer,
        params: sharedAccessParamsSchema,
        response: { 200: sharedAccessResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.sharedAccess(user(request), request.params.contentId),
  );

  app.post(
    "/coach/revoke-content-access",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Take a handout or library item away from a client",
        security: bearer,
        body: revokeContentAccessRequestSchema,
        response: { 200: sharedAccessResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.revoke(user(request), request.body),
  );

  app.get(
    "/coach/session/:chat_id",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "A chat the practitioner's client shared with them (read-only, audited)",
        security: bearer,
        params: chatParamsSchema,
        response: { 200: coachSessionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.coachSession(user(request), request.params.chat_id),
  );

  app.get(
    "/client/care",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "The client's practitioner, their sharing choice and what was shared with them",
        security: bearer,
        response: { 200: clientCareResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => care.clientCare(user(request)),
  );

  app.put(
    "/client/care/sharing",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "Share health data with the practitioner, or stop (takes effect at once)",
        security: bearer,
        body: clientSharingRequestSchema,
        response: { 200: clientCareResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => care.setSharing(user(request), request.body.sharingHealthData),
  );

  app.get(
    "/client/handouts/:id",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "A handout shared with the client (the first opening is recorded)",
        security: bearer,
        params: handoutParamsSchema,
        response: { 200: sharedHandoutResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => care.sharedHandout(user(request), request.params.id),
  );

  app.put(
    "/chat/:chat_id/share",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "Share one of the client's chats with their practitioner, or stop",
        security: bearer,
        params: chatParamsSchema,
        body: chatShareRequestSchema,
        response: { 200: chatShareResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => care.shareChat(user(request), request.params.chat_id, request.body.shared),
  );
};
