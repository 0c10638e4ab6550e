import {
  acceptCoachInviteRequestSchema,
  acceptCoachInviteResponseSchema,
  invitationDetailsResponseSchema,
  invitationTokenParamsSchema,
  inviteClientsRequestSchema,
  inviteClientsResponseSchema,
  ROLE_IDS,
} from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { authOf } from "../auth/authenticate";
import { bearer, errorResponses, type RouteOptions } from "./common";

const tags = ["invitations"];

export const invitationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { invitations, requireUser } = options;

  app.post(
    "/coach/invite-client",
    {
      onRequest: requireUser(ROLE_IDS.practitioner),
      schema: {
        tags,
        summary: "Invite one or many clients (within the plan's active-client limit)",
        security: bearer,
        body: inviteClientsRequestSchema,
        response: { 201: inviteClientsResponseSchema, ...errorResponses(400, 401, 402, 403) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invitations.invite(authOf(request).user, request.body.invitees)),
  );

  app.get(
    "/client/invitation-details/:token",
    {
      config: { rateLimit: options.authRateLimit },
      schema: {
        tags,
        summary: "The invitee's details, to prefill the registration form",
        params: invitationTokenParamsSchema,
        response: { 200: invitationDetailsResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => invitations.details(request.params.token),
  );

  app.post(
    "/client/accept-coach-invite",
    {
      onRequest: requireUser(ROLE_IDS.client),
      schema: {
        tags,
        summary: "Link the signed-in client to the practitioner who invited them",
        security: bearer,
        body: acceptCoachInviteRequestSchema,
        response: { 200: acceptCoachInviteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => invitations.accept(authOf(request).user, request.body.token),
  );
};
