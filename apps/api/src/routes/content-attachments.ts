import {
  CONTENT_ATTACHMENT_FIELD,
  CONTENT_ATTACHMENT_LIMITS,
  CONTENT_ATTACHMENT_MESSAGES,
  CONTENT_ATTACHMENT_TYPES,
  contentItemSchema,
  ROLE_IDS,
} from "@pkg/contracts";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { HttpError } from "../lib/errors";
import {
  multipartBody,
  partsReadByHand,
  readFileData,
  readFirstFile,
  requireMultipart,
} from "../lib/multipart";
import type { AttachmentFile, IncomingAttachment } from "../services/content";
import {
  attachmentDisposition,
  attachmentFileName,
  attachmentTypeOf,
  ATTACHMENT_NAME_MAX,
} from "../services/content-attachments";
import { actorOf, type ContentRouteOptions } from "./content";
import { bearer, errorResponses } from "./common";

const tags = ["content"];
const { superAdmin, practitioner } = ROLE_IDS;
/** decisions.md "Who does what": the people who write content change its files. */
const WRITERS = [practitioner, superAdmin] as const;

const attachmentParams = z.object({
  content_id: z.uuid("The content id must be a UUID"),
  attachment_id: z.uuid("The attachment id must be a UUID"),
});

const field = CONTENT_ATTACHMENT_FIELD;
/** The size limit of one attachment (of an item or a handout), in MB. */
export const ATTACHMENT_MEGABYTES = CONTENT_ATTACHMENT_LIMITS.maxBytes / 1024 / 1024;
const megabytes = ATTACHMENT_MEGABYTES;

/** A `preValidation` refusal for an attachment upload that is not multipart/form-data (415). */
export const notMultipart = () =>
  new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", `Send the file as multipart/form-data in \`${field}\``);
const noFile = () =>
  new HttpError(400, "VALIDATION_ERROR", `Send one file in the field ${field}`, {
    [field]: "Required",
  });
const tooLarge = () =>
  new HttpError(413, "FILE_TOO_LARGE", CONTENT_ATTACHMENT_MESSAGES.tooLarge, {
    [field]: CONTENT_ATTACHMENT_MESSAGES.tooLarge,
  });
const wrongType = () =>
  new HttpError(415, "UNSUPPORTED_FILE_TYPE", CONTENT_ATTACHMENT_MESSAGES.type, {
    [field]: CONTENT_ATTACHMENT_MESSAGES.type,
  });

/** The file's bytes, whole: an upload over the limit (cut off by the parser or not) answers 413. */
async function readAttachment(part: MultipartFile): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await readFileData(part);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 413) throw tooLarge();
    throw error;
  }
  if (data.length > CONTENT_ATTACHMENT_LIMITS.maxBytes) throw tooLarge();
  return data;
}

/** The `schema.body` of an attachment upload: one PDF, PNG or JPEG file in `file`. */
export const attachmentUploadBody = multipartBody({
  [field]: {
    kind: "file",
    maxFiles: 1,
    mediaTypes: CONTENT_ATTACHMENT_TYPES,
    description: "The file: PDF, PNG or JPEG",
  },
});

/**
 * The uploaded attachment of a request (an item's or a handout's): one file in `file`, whole and
 * within the size limit (413), typed by its first bytes (415 for anything but PDF, PNG or JPEG),
 * under a safe name ending with its type's extension.
 */
export async function readAttachmentUpload(request: FastifyRequest): Promise<IncomingAttachment> {
  const part = await readFirstFile(request, {
    limits: { files: 1, fields: 0, fileSize: CONTENT_ATTACHMENT_LIMITS.maxBytes },
  });
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw noFile();
  }
  const data = await readAttachment(part);
  const contentType = attachmentTypeOf(data);
  if (!contentType) throw wrongType();
  return { fileName: attachmentFileName(part.filename, contentType), contentType, data };
}

/**
 * Sends an attachment's bytes with its own type, never sniffed and never cached: PDF as a
 * download, images inline, under its name.
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile) {
  return reply
    .type(file.contentType)
    .header("content-disposition", attachmentDisposition(file.fileName, file.contentType))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.data);
}

export const contentAttachmentRoutes: FastifyPluginAsyncZod<ContentRouteOptions> = async (app, options) => {
  const { requireUser, content } = options;

  app.post(
    "/content/:content_id/attachments",
    {
      onRequest: requireUser(...WRITERS),
      preValidation: requireMultipart(notMultipart),
      validatorCompiler: partsReadByHand,
      schema: {
        tags,
        summary: "Attach a PDF, PNG or JPEG file to the item's working revision",
        description:
          `multipart/form-data with one file in \`${field}\`, at most ${megabytes} MB; its type is read from its first bytes (never its name or declared type). ` +
          `Only the item's author or a Super Admin, while the item is a draft or Live (a Live item gets a new revision that goes through review, starting with the published revision's files). ` +
          `At most ${CONTENT_ATTACHMENT_LIMITS.perRevision} files a revision (409). The name is kept without folders or control characters, at most ${ATTACHMENT_NAME_MAX} characters, ending with its type's extension.`,
        consumes: ["multipart/form-data"],
        body: attachmentUploadBody,
        security: bearer,
        params: attachmentParams.pick({ content_id: true }),
        response: {
          201: contentItemSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = request.params.content_id;
      // Refused before a byte of the file is read (and stored).
      await content.checkCanAttach(actor, id);
      const item = await content.addAttachment(actor, id, await readAttachmentUpload(request));
      return reply.status(201).send(item);
    },
  );

  app.delete(
    "/content/:content_id/attachments/:attachment_id",
    {
      onRequest: requireUser(...WRITERS),
      schema: {
        tags,
        summary: "Remove a file from the item's working revision",
        description:
          "Only the item's author or a Super Admin, while the item is a draft or Live (a Live item gets a new revision without the file; the published revision keeps it).",
        security: bearer,
        params: attachmentParams,
        response: { 200: contentItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      content.removeAttachment(actorOf(request), request.params.content_id, request.params.attachment_id),
  );

  app.get(
    "/content/:content_id/attachments/:attachment_id",
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "An attachment's file, to those who may read the revision it belongs to",
        description:
          "A file of the published revision goes to any signed-in person (an item for practitioners never to a client); a file of another revision to the author, Super Admins and the Reviewers who may see the item. Anyone else gets 404. PDF is sent as a download, images inline.",
        produces: [...CONTENT_ATTACHMENT_TYPES],
        security: bearer,
        params: attachmentParams,
        response: {
          200: z.unknown().describe("The file's bytes, with its own content type"),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await content.attachmentFile(
        actorOf(request),
        request.params.content_id,
        request.params.attachment_id,
      );
      return sendAttachment(reply, file);
    },
  );
};
