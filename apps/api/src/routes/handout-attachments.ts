import {
  CARE_LIMITS,
  careMessageResponseSchema,
  CONTENT_ATTACHMENT_FIELD,
  CONTENT_ATTACHMENT_TYPES,
  handoutAttachmentParamsSchema,
  handoutAttachmentResponseSchema,
  handoutParamsSchema,
  ROLE_IDS,
} from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { authOf } from "../auth/authenticate";
import { partsReadByHand, requireMultipart } from "../lib/multipart";
import { ATTACHMENT_NAME_MAX } from "../services/content-attachments";
import type { CareRouteOptions } from "./care";
import { bearer, errorResponses } from "./common";
import {
  ATTACHMENT_MEGABYTES,
  attachmentUploadBody,
  notMultipart,
  readAttachmentUpload,
  sendAttachment,
} from "./content-attachments";

const { superAdmin, practitioner, client } = ROLE_IDS;
const tags = ["care"];
const field = CONTENT_ATTACHMENT_FIELD;
const fileAnswer = z.unknown().describe("The file's bytes, with its own content type");

/**
 * A handout's files (issue 18): the practitioner attaches PDF, PNG or JPEG files to their own
 * handout, exactly as a library item's files are taken (the type read from the first bytes, the
 * size limit, a safe name), and a client the handout is shared with downloads them. Another
 * practitioner's handout, and a handout not (or no longer) shared with the client, answer 404.
 */
export const handoutAttachmentRoutes: FastifyPluginAsyncZod<CareRouteOptions> = async (app, options) => {
  const { requireUser, care } = options;
  const practitioners = requireUser(practitioner, superAdmin);
  const clients = requireUser(client);
  const user = (request: Parameters<typeof authOf>[0]) => authOf(request).user;

  app.post(
    "/handout/:id/attachments",
    {
      onRequest: practitioners,
      preValidation: requireMultipart(notMultipart),
      validatorCompiler: partsReadByHand,
      schema: {
        tags,
        summary: "Attach a PDF, PNG or JPEG file to one of the practitioner's handouts",
        description:
          `multipart/form-data with one file in \`${field}\`, at most ${ATTACHMENT_MEGABYTES} MB (413); its type is read from its first bytes, never its name or declared type (415). ` +
          `At most ${CARE_LIMITS.handoutAttachmentsMax} files a handout (409). The name is kept without folders or control characters, at most ${ATTACHMENT_NAME_MAX} characters, ending with its type's extension. ` +
          "Clients the handout is shared with can download it at once.",
        consumes: ["multipart/form-data"],
        body: attachmentUploadBody,
        security: bearer,
        params: handoutParamsSchema,
        response: {
          201: handoutAttachmentResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const coach = user(request);
      // Refused before a byte of the file is read (and stored).
      await care.checkCanAttachToHandout(coach, request.params.id);
      const attachment = await care.addHandoutAttachment(
        coach,
        request.params.id,
        await readAttachmentUpload(request),
      );
      return reply.status(201).send({ attachment });
    },
  );

  app.delete(
    "/handout/:id/attachments/:attachmentId",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "Remove a file from one of the practitioner's handouts (its stored bytes go too)",
        security: bearer,
        params: handoutAttachmentParamsSchema,
        response: { 200: careMessageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      care.removeHandoutAttachment(user(request), request.params.id, request.params.attachmentId),
  );

  app.get(
    "/handout/:id/attachments/:attachmentId",
    {
      onRequest: practitioners,
      schema: {
        tags,
        summary: "A file of one of the practitioner's handouts",
        description: "PDF is sent as a download, images inline; never sniffed, never cached.",
        produces: [...CONTENT_ATTACHMENT_TYPES],
        security: bearer,
        params: handoutAttachmentParamsSchema,
        response: { 200: fileAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await care.handoutAttachmentFile(user(request), request.params.id, request.params.attachmentId),
      ),
  );

  app.get(
    "/client/handouts/:id/attachments/:attachmentId",
    {
      onRequest: clients,
      schema: {
        tags,
        summary: "A file of a handout shared with the client",
        description:
          "404 once the handout is no longer shared with them (revoked or deleted), like a handout never shared. PDF is sent as a download, images inline; never sniffed, never cached.",
        produces: [...CONTENT_ATTACHMENT_TYPES],
        security: bearer,
        params: handoutAttachmentParamsSchema,
        response: { 200: fileAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await care.sharedHandoutAttachmentFile(user(request), request.params.id, request.params.attachmentId),
      ),
  );
};
