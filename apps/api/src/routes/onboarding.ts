import {
  CERTIFICATE_MIME_TYPES,
  CERTIFICATE_NOT_FOUND,
  certificateParamsSchema,
  clientOnboardingEnvelopeSchema,
  clientOnboardingProgressResponseSchema,
  clientOnboardingProgressSchema,
  clientOnboardingResponseSchema,
  clientOnboardingSubmitResponseSchema,
  coachOnboardingEnvelopeSchema,
  coachOnboardingProgressResponseSchema,
  coachOnboardingProgressSchema,
  coachOnboardingResponseSchema,
  coachOnboardingSubmitResponseSchema,
  MAX_CERTIFICATE_FILES,
  MAX_UPLOAD_BYTES,
  ONBOARDING_DATA_FIELD,
  ONBOARDING_FILE_FIELDS,
  ONBOARDING_MESSAGES,
  PROFILE_PICTURE_MIME_TYPES,
  ROLE_IDS,
  toFieldErrors,
} from "@pkg/contracts";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fileTypeFromBuffer } from "file-type";
import { z } from "zod";

import { authOf } from "../auth/authenticate";
import { HttpError, notFound } from "../lib/errors";
import {
  multipartBody,
  partsReadByHand,
  readFileData,
  readParts,
  requireMultipart,
  uploadedFileName,
  type MultipartPartSpec,
} from "../lib/multipart";
import type { FilePurpose, IncomingFile, SavedProgress } from "../services/onboarding";
import { bearer, errorResponses, type RouteOptions } from "./common";

const tags = ["onboarding"];

export type FileRule = { purpose: FilePurpose; types: readonly string[]; max: number; label: string };

/**
 * One uploaded file part, read and checked: its size (413 when cut off at the limit) and its real
 * type by its first bytes (`wrongTypeStatus`, 415 by default), with a field error.
 */
export async function checkedFile(
  part: MultipartFile,
  rule: FileRule,
  wrongTypeStatus = 415,
): Promise<IncomingFile> {
  const data = await readFileData(part);
  const detected = await fileTypeFromBuffer(data);
  const name = uploadedFileName(part, `${rule.purpose}.${detected?.ext ?? "bin"}`);
  if (!detected || !rule.types.includes(detected.mime)) {
    throw new HttpError(wrongTypeStatus, "UNSUPPORTED_FILE_TYPE", `${name} must be a ${rule.label} file`, {
      [part.fieldname]: `Files must be ${rule.label}`,
    });
  }
  return { purpose: rule.purpose, name, mimeType: detected.mime, extension: detected.ext, data };
}

const certificateRule: FileRule = {
  purpose: "certificate",
  types: CERTIFICATE_MIME_TYPES,
  max: MAX_CERTIFICATE_FILES,
  label: "PDF, JPEG or PNG",
};
export const pictureRule: FileRule = {
  purpose: "profile_picture",
  types: PROFILE_PICTURE_MIME_TYPES,
  max: 1,
  label: "JPEG, PNG or WebP",
};

const multipartDescription =
  `multipart/form-data: \`${ONBOARDING_DATA_FIELD}\` (JSON, wrapped as \`{ "data": … }\`) and files ` +
  `(each at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, checked by their content)`;

/**
 * Reads an onboarding submission: the JSON answers and the files, each file checked for its
 * field, size (413 when cut off at the limit) and real type by its first bytes (415).
 */
async function readSubmission<T extends z.ZodType>(
  request: FastifyRequest,
  envelope: T,
  rules: Record<string, FileRule>,
): Promise<{ data: z.output<T> extends { data: infer D } ? D : never; files: IncomingFile[] }> {
  let raw: unknown;
  const files: IncomingFile[] = [];
  const counts = new Map<string, number>();
  for await (const part of readParts(request)) {
    if (part.type === "field") {
      if (part.fieldname !== ONBOARDING_DATA_FIELD) {
        throw new HttpError(400, "UNKNOWN_FIELD", `Unknown field: ${part.fieldname}`);
      }
      if (part.valueTruncated)
        throw new HttpError(413, "FIELD_TOO_LARGE", "The onboarding answers are too large");
      // A part sent as application/json arrives parsed; any other part is the JSON text.
      raw = part.value;
      continue;
    }
    const rule = rules[part.fieldname];
    if (!rule) {
      part.file.resume();
      throw new HttpError(400, "UNKNOWN_FIELD", `Unknown file field: ${part.fieldname}`);
    }
    const seen = (counts.get(part.fieldname) ?? 0) + 1;
    counts.set(part.fieldname, seen);
    if (seen > rule.max) {
      part.file.resume();
      throw new HttpError(400, "TOO_MANY_FILES", `At most ${rule.max} file(s) in ${part.fieldname}`, {
        [part.fieldname]: `At most ${rule.max} file(s)`,
      });
    }
    files.push(await checkedFile(part, rule));
  }
  if (raw === undefined) {
    throw new HttpError(400, "VALIDATION_ERROR", `The field ${ONBOARDING_DATA_FIELD} is required`, {
      [ONBOARDING_DATA_FIELD]: "Required",
    });
  }
  let json: unknown = raw;
  if (typeof raw === "string") {
    try {
      json = JSON.parse(raw);
    } catch {
      throw new HttpError(400, "VALIDATION_ERROR", `${ONBOARDING_DATA_FIELD} must be JSON`, {
        [ONBOARDING_DATA_FIELD]: "Must be JSON, wrapped as { data: … }",
      });
    }
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      Object.entries(toFieldErrors(parsed.error)).map(([key, message]) => [
        key.replace(/^data\./, ""),
        message,
      ]),
    );
    throw new HttpError(400, "VALIDATION_ERROR", "Some answers are not valid", fieldErrors);
  }
  return { data: (parsed.data as { data: never }).data, files };
}

const notMultipart = () =>
  new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the onboarding as multipart/form-data");

const onboardingDataPart = (envelope: z.ZodType): MultipartPartSpec => ({
  kind: "json",
  schema: envelope,
  description: 'The answers as JSON, wrapped as `{ "data": … }`',
});
const certificatePart: MultipartPartSpec = {
  kind: "file",
  maxFiles: MAX_CERTIFICATE_FILES,
  mediaTypes: CERTIFICATE_MIME_TYPES,
  description: `1 to ${MAX_CERTIFICATE_FILES} certificates or licences (PDF, JPEG, PNG)`,
};
const picturePart: MultipartPartSpec = {
  kind: "file",
  maxFiles: 1,
  mediaTypes: PROFILE_PICTURE_MIME_TYPES,
  optional: true,
  description: "The profile picture (JPEG, PNG, WebP)",
};

/**
 * Saved progress as a flow's schema reads it. A draft saved under older rules that no longer
 * holds is dropped rather than answered: the person then starts the flow again.
 */
function progressFor<T extends z.ZodType<object>>(
  schema: T,
  saved: SavedProgress | null,
): (z.output<T> & { updatedAt: string }) | null {
  if (!saved) return null;
  const { updatedAt, ...progress } = saved;
  const parsed = schema.safeParse(progress);
  return parsed.success ? Object.assign(parsed.data, { updatedAt }) : null;
}

export const onboardingRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { onboarding, requireUser } = options;

  app.post(
    "/coach/onboarding",
    {
      onRequest: requireUser(ROLE_IDS.practitioner),
      preValidation: requireMultipart(notMultipart),
      validatorCompiler: partsReadByHand,
      schema: {
        tags,
        summary: "Submit the practitioner onboarding (answers, certificates, profile picture)",
        description: `${multipartDescription}. File fields: \`${ONBOARDING_FILE_FIELDS.certificate}\` (1 to ${MAX_CERTIFICATE_FILES}; PDF, JPEG, PNG) and \`${ONBOARDING_FILE_FIELDS.profilePicture}\` (optional; JPEG, PNG, WebP).`,
        consumes: ["multipart/form-data"],
        body: multipartBody({
          [ONBOARDING_DATA_FIELD]: onboardingDataPart(coachOnboardingEnvelopeSchema),
          [ONBOARDING_FILE_FIELDS.certificate]: certificatePart,
          [ONBOARDING_FILE_FIELDS.profilePicture]: picturePart,
        }),
        security: bearer,
        response: { 200: coachOnboardingSubmitResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { data, files } = await readSubmission(request, coachOnboardingEnvelopeSchema, {
        [ONBOARDING_FILE_FIELDS.certificate]: certificateRule,
        [ONBOARDING_FILE_FIELDS.profilePicture]: pictureRule,
      });
      if (!files.some((file) => file.purpose === "certificate")) {
        throw new HttpError(400, "VALIDATION_ERROR", ONBOARDING_MESSAGES.certificateRequired, {
          [ONBOARDING_FILE_FIELDS.certificate]: ONBOARDING_MESSAGES.certificateRequired,
        });
      }
      const result = await onboarding.submitCoach(user, data, files);
      return { message: "Onboarding successful", ...result };
    },
  );

  app.post(
    "/client/onboarding",
    {
      onRequest: requireUser(ROLE_IDS.client),
      preValidation: requireMultipart(notMultipart),
      validatorCompiler: partsReadByHand,
      schema: {
        tags,
        summary: "Submit the client onboarding (answers, optional profile picture)",
        description: `${multipartDescription}. File field: \`${ONBOARDING_FILE_FIELDS.profilePicture}\` (optional; JPEG, PNG, WebP).`,
        consumes: ["multipart/form-data"],
        body: multipartBody({
          [ONBOARDING_DATA_FIELD]: onboardingDataPart(clientOnboardingEnvelopeSchema),
          [ONBOARDING_FILE_FIELDS.profilePicture]: picturePart,
        }),
        security: bearer,
        response: { 200: clientOnboardingSubmitResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const { data, files } = await readSubmission(request, clientOnboardingEnvelopeSchema, {
        [ONBOARDING_FILE_FIELDS.profilePicture]: pictureRule,
      });
      const result = await onboarding.submitClient(user, data, files);
      return { message: "Onboarding successful", ...result };
    },
  );

  app.get(
    "/coach/onboarding",
    {
      onRequest: requireUser(ROLE_IDS.practitioner),
      schema: {
        tags,
        summary: "The signed-in practitioner's onboarding record",
        security: bearer,
        response: { 200: coachOnboardingResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await onboarding.getCoach(authOf(request).user.id) }),
  );

  app.get(
    "/coach/certificates/:id",
    {
      onRequest: requireUser(ROLE_IDS.practitioner),
      schema: {
        tags,
        summary: "One of the signed-in practitioner's certificate files (the file itself)",
        description:
          "A PDF, JPEG or PNG, as it was uploaded with the onboarding; the id is one of the record's " +
          "`certificate_file` entries. 404 for any other id.",
        produces: [...CERTIFICATE_MIME_TYPES],
        security: bearer,
        params: certificateParamsSchema,
        response: {
          200: z.unknown().describe("The file's bytes, with its own content type"),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await onboarding.certificate(authOf(request).user.id, request.params.id);
      if (!file) throw notFound(CERTIFICATE_NOT_FOUND);
      return (
        reply
          .type(file.mimeType)
          // A download, never shown in place; the name as plain ASCII (it came from the uploader).
          .header(
            "content-disposition",
            `attachment; filename="${file.name.replace(/[^\x20-\x7e]|["\\%]/g, "_")}"`,
          )
          .header("cache-control", "private, no-cache")
          .header("x-content-type-options", "nosniff")
          .send(file.data)
      );
    },
  );

  app.get(
    "/client/onboarding",
    {
      onRequest: requireUser(ROLE_IDS.client),
      schema: {
        tags,
        summary: "The signed-in client's onboarding record",
        security: bearer,
        response: { 200: clientOnboardingResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await onboarding.getClient(authOf(request).user.id) }),
  );

  const progressDescription =
    "Sent as the person moves through the steps, so that a sign-in anywhere resumes on the same page " +
    "with the same answers. `progress` is null before the first save and once the onboarding is submitted.";

  app.get(
    "/client/onboarding/progress",
    {
      onRequest: requireUser(ROLE_IDS.client),
      schema: {
        tags,
        summary: "Where the signed-in client's unfinished onboarding stands: the page and the draft",
        description: progressDescription,
        security: bearer,
        response: { 200: clientOnboardingProgressResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      progress: progressFor(
        clientOnboardingProgressSchema,
        await onboarding.getProgress(authOf(request).user.id),
      ),
    }),
  );

  app.put(
    "/client/onboarding/progress",
    {
      onRequest: requireUser(ROLE_IDS.client),
      schema: {
        tags,
        summary: "Save the page the client is on and their onboarding draft (409 once submitted)",
        description: progressDescription,
        security: bearer,
        body: clientOnboardingProgressSchema,
        response: { 200: clientOnboardingProgressResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({
      progress: progressFor(
        clientOnboardingProgressSchema,
        await onboarding.saveProgress(authOf(request).user, request.body),
      ),
    }),
  );

  app.get(
    "/coach/onboarding/progress",
    {
      onRequest: requireUser(ROLE_IDS.practitioner),
      schema: {
        tags,
        summary: "Where the signed-in practitioner's unfinished onboarding stands: the page and the draft",
        description: `${progressDescription} Files and the recovery answer stay in the browser until the finish step.`,
        security: bearer,
        response: { 200: coachOnboardingProgressResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      progress: progressFor(
        coachOnboardingProgressSchema,
        await onboarding.getProgress(authOf(request).user.id),
      ),
    }),
  );

  app.put(
    "/coach/onboarding/progress",
    {
      onRequest: requireUser(ROLE_IDS.practitioner),
      schema: {
        tags,
        summary: "Save the page the practitioner is on and their onboarding draft (409 once submitted)",
        description: `${progressDescription} Files and the recovery answer are not taken.`,
        security: bearer,
        body: coachOnboardingProgressSchema,
        response: { 200: coachOnboardingProgressResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ({
      progress: progressFor(
        coachOnboardingProgressSchema,
        await onboarding.saveProgress(authOf(request).user, request.body),
      ),
    }),
  );

  app.get(
    "/user/profile-picture",
    {
      onRequest: requireUser(),
      schema: {
        tags,
        summary: "The signed-in person's profile picture (the image itself)",
        description: "JPEG, PNG or WebP, as it was uploaded with the onboarding. 404 without one.",
        produces: [...PROFILE_PICTURE_MIME_TYPES],
        security: bearer,
        response: {
          200: z.unknown().describe("The image's bytes, with its own content type"),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const picture = await onboarding.profilePicture(authOf(request).user.id);
      if (!picture) throw notFound("No profile picture has been uploaded");
      return reply
        .type(picture.mimeType)
        .header("cache-control", "private, no-cache")
        .header("x-content-type-options", "nosniff")
        .send(picture.data);
    },
  );
};
