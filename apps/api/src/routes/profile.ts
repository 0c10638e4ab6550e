import {
  MAX_UPLOAD_BYTES,
  messageResponseSchema,
  practiceProfileResponseSchema,
  practiceProfileSchema,
  PROFILE_MESSAGES,
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MIME_TYPES,
  profilePictureResponseSchema,
  ROLE_IDS,
} from "@pkg/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { RequireUser } from "../auth/authenticate";
import { authOf } from "../auth/authenticate";
import { HttpError } from "../lib/errors";
import { multipartBody, partsReadByHand, readParts, requireMultipart } from "../lib/multipart";
import type { IncomingFile } from "../services/onboarding";
import type { ProfileService } from "../services/profile";
import { bearer, errorResponses } from "./common";
import { checkedFile, pictureRule } from "./onboarding";

export type ProfileRouteOptions = {
  requireUser: RequireUser;
  profile: ProfileService;
};

const notMultipart = () =>
  new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the profile picture as multipart/form-data");

/**
 * The one picture of `PUT /api/user/profile-picture`, checked as the onboarding checks it: size
 * (413 past the limit) and real type by its first bytes; a file of another type answers 400.
 */
async function readPicture(request: FastifyRequest): Promise<IncomingFile> {
  let picture: IncomingFile | undefined;
  for await (const part of readParts(request)) {
    if (part.type === "field" || part.fieldname !== PROFILE_PICTURE_FIELD) {
      if (part.type === "file") part.file.resume();
      throw new HttpError(400, "UNKNOWN_FIELD", `Unknown field: ${part.fieldname}`, {
        [part.fieldname]: `Send only the file field ${PROFILE_PICTURE_FIELD}`,
      });
    }
    if (picture) {
      part.file.resume();
      throw new HttpError(400, "TOO_MANY_FILES", `At most 1 file(s) in ${PROFILE_PICTURE_FIELD}`, {
        [PROFILE_PICTURE_FIELD]: "At most 1 file(s)",
      });
    }
    picture = await checkedFile(part, pictureRule, 400);
  }
  if (!picture) {
    throw new HttpError(400, "VALIDATION_ERROR", PROFILE_MESSAGES.pictureRequired, {
      [PROFILE_PICTURE_FIELD]: PROFILE_MESSAGES.pictureRequired,
    });
  }
  return picture;
}

/** Settings: the profile picture of everyone, and the practice profile of practitioners. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteOptions> = async (app, options) => {
  const { requireUser, profile } = options;

  app.put(
    "/user/profile-picture",
    {
      onRequest: requireUser(),
      preValidation: requireMultipart(notMultipart),
      validatorCompiler: partsReadByHand,
      schema: {
        tags: ["settings"],
        summary: "Replace the signed-in person's profile picture",
        description:
          `multipart/form-data with one file field \`${PROFILE_PICTURE_FIELD}\`: JPEG, PNG or WebP, at most ` +
          `${MAX_UPLOAD_BYTES / 1024 / 1024} MB, recognised by its content (the onboarding's checks and ` +
          "messages). A file of another type answers 400 with a field error; one over the limit 413.",
        consumes: ["multipart/form-data"],
        body: multipartBody({
          [PROFILE_PICTURE_FIELD]: {
            kind: "file",
            maxFiles: 1,
            mediaTypes: PROFILE_PICTURE_MIME_TYPES,
            description: "The new profile picture (JPEG, PNG, WebP)",
          },
        }),
        security: bearer,
        response: { 200: profilePictureResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      const file = await readPicture(request);
      const picture = await profile.replacePicture(authOf(request).user, file);
      return { message: PROFILE_MESSAGES.pictureSaved, picture };
    },
  );

  app.delete(
    "/user/profile-picture",
    {
      onRequest: requireUser(),
      schema: {
        tags: ["settings"],
        summary: "Remove the signed-in person's profile picture (the stored image is deleted)",
        description: "Answers the same whether or not there was a picture.",
        security: bearer,
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await profile.removePicture(authOf(request).user);
      return { message: PROFILE_MESSAGES.pictureRemoved };
    },
  );

  const practiceDescription =
    "The onboarding answers that describe the practice: first name (also the greeting's), the " +
    "alternative name for the practice profile, display credentials, location, years of experience, " +
    "personal story and 1 to 5 focus areas, with the onboarding's rules and messages. Practitioners, " +
    "and Super Admins who went through the practitioner onboarding; 404 without an onboarding record.";

  app.get(
    "/coach/practice-profile",
    {
      onRequest: requireUser(ROLE_IDS.practitioner, ROLE_IDS.superAdmin),
      schema: {
        tags: ["settings"],
        summary: "The signed-in practitioner's practice profile",
        description: practiceDescription,
        security: bearer,
        response: { 200: practiceProfileResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ profile: await profile.practiceProfile(authOf(request).user) }),
  );

  app.put(
    "/coach/practice-profile",
    {
      onRequest: requireUser(ROLE_IDS.practitioner, ROLE_IDS.superAdmin),
      schema: {
        tags: ["settings"],
        summary: "Replace the signed-in practitioner's practice profile (a field left out is cleared)",
        description: practiceDescription,
        security: bearer,
        body: practiceProfileSchema,
        response: { 200: practiceProfileResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      profile: await profile.updatePracticeProfile(authOf(request).user, request.body),
    }),
  );
};
