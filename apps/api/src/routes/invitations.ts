import {
  acceptCoachInviteRequestSchema,
  acceptCoachInviteResponseSchema,
  invitationDetailsResponseSchema,
  invitationTokenParamsSchema,
  inviteClientsRequestSchema,
  inviteClientsResponseSchema,
  INVITEE_IMPORT_FIELD,
  INVITEE_IMPORT_MESSAGES,
  INVITEE_IMPORT_TYPES,
  inviteeImportResponseSchema,
  MAX_UPLOAD_BYTES,
  ROLE_IDS,
} from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { authOf } from "../auth/authenticate";
import { HttpError } from "../lib/errors";
import {
  multipartBody,
  partsReadByHand,
  readFileData,
  readFirstFile,
  requireMultipart,
  uploadedFileName,
} from "../lib/multipart";
import { readInviteeList } from "../services/invitee-import";
import { bearer, errorResponses, type RouteOptions } from "./common";

const tags = ["invitations"];

const noInviteeList = () =>
  new HttpError(400, "VALIDATION_ERROR", INVITEE_IMPORT_MESSAGES.fileRequired, {
    [INVITEE_IMPORT_FIELD]: INVITEE_IMPORT_MESSAGES.fileRequired,
  });

export const invitationRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { invitations, requireUser } = options;

  // A Super Admin cares for their own clients as a practitioner does (decisions.md).
  const practitioners = requireUser(ROLE_IDS.practitioner, ROLE_IDS.superAdmin);

  app.post(
    "/coach/invite-client",
    {
      onRequest: practitioners,
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

  app.post(
    "/coach/invitees/import",
    {
      onRequest: practitioners,
      preValidation: requireMultipart(noInviteeList),
      validatorCompiler: partsReadByHand,
      schema: {
        tags,
        summary: "Read the people to invite from one CSV or PDF file, for review (nothing is sent)",
        description: `multipart/form-data with one file in \`${INVITEE_IMPORT_FIELD}\`: a CSV of \`name,email,phone\` rows (header optional) or a PDF whose lines hold e-mail addresses or phone numbers; at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. A PDF is read off the main thread under time, memory and text limits: one that reaches them answers 422 \`PDF_TOO_COMPLEX\`, and when every PDF reader is taken and the line is full the upload answers 503 \`PDF_READER_BUSY\` with \`Retry-After\`.`,
        consumes: ["multipart/form-data"],
        body: multipartBody({
          [INVITEE_IMPORT_FIELD]: {
            kind: "file",
            maxFiles: 1,
            mediaTypes: Object.keys(INVITEE_IMPORT_TYPES),
            description: "The list: a CSV or PDF file",
          },
        }),
        security: bearer,
        response: { 200: inviteeImportResponseSchema, ...errorResponses(400, 401, 403, 413, 415, 422, 503) },
      },
    },
    async (request) => {
      const part = await readFirstFile(request, { limits: { files: 1, fields: 0 } });
      if (!part || part.fieldname !== INVITEE_IMPORT_FIELD) {
        part?.file.resume();
        throw noInviteeList();
      }
      const data = await readFileData(part);
      return readInviteeList({ name: uploadedFileName(part, "list"), data });
    },
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
