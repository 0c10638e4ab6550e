import {
  createFolderRequestSchema,
  deleteFolderItemRequestSchema,
  deleteFolderRequestSchema,
  deleteFolderResponseSchema,
  editFolderRequestSchema,
  folderDetailsQuerySchema,
  folderDetailsSchema,
  folderItemSchema,
  folderParamsSchema,
  folderSchema,
  folderStructureSchema,
  messageResponseSchema,
  moveFolderItemRequestSchema,
  postedStructureQuerySchema,
  postedStructureSchema,
  renameFolderItemRequestSchema,
  renameFolderRequestSchema,
  ROLE_IDS,
  saveToFolderRequestSchema,
  updateFolderItemRequestSchema,
} from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { RequireUser } from "../auth/authenticate";
import type { FolderService } from "../services/folders";
import { bearer, errorResponses } from "./common";
import { actorOf } from "./content";

export type FolderRouteOptions = { requireUser: RequireUser; folders: FolderService };

const { superAdmin, practitioner, client, reviewer } = ROLE_IDS;

/**
 * Saved (spec section 7, "Folders"), for every signed-in role: each person's own folders of saved
 * answers and library items. The spec names the paths only; reads are GETs and every change is a
 * POST with a JSON body naming what it changes. Another person's folder or item answers 404.
 * (`GET /folders/symptoms-subfolders` belongs to the health report, not to these folders.)
 */
export const folderRoutes: FastifyPluginAsyncZod<FolderRouteOptions> = async (app, options) => {
  const { requireUser, folders } = options;
  const onRequest = requireUser(client, practitioner, reviewer, superAdmin);
  const tags = ["folders"];

  app.get(
    "/folders/structure",
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's folder tree, each folder with its number of saved items",
        description:
          "Flat, in the tree's order: each folder is followed by the folders inside it, siblings by name in any case. `depth` is 1 at the top level; `itemCount` counts the items directly in the folder. `limits` gives the deepest level and the most folders a person may have.",
        security: bearer,
        response: { 200: folderStructureSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => folders.structure(actorOf(request)),
  );

  app.post(
    "/folders/create",
    {
      onRequest,
      schema: {
        tags,
        summary: "Create a folder at the top level or inside one of the caller's folders",
        description:
          "A name unique among its sibling folders (in any case: 409 `FOLDER_NAME_TAKEN` with a `name` field error), at most 5 levels deep (409 `FOLDER_TOO_DEEP`) and 200 folders in all (409 `FOLDER_LIMIT`).",
        security: bearer,
        body: createFolderRequestSchema,
        response: { 201: folderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await folders.create(actorOf(request), request.body)),
  );

  app.get(
    "/folders/:id/details",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "One of the caller's folders with the folders above it and a page of its saved items, newest first",
        description:
          "A saved answer comes as it was saved (question, Markdown with `[n]` citations, the citations and any red-flag advice), with its chat's id while the chat exists. A saved library item comes with its published title and summary, or `available` false once it is no longer published for the caller.",
        security: bearer,
        params: folderParamsSchema,
        querystring: folderDetailsQuerySchema,
        response: { 200: folderDetailsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => folders.details(actorOf(request), request.params.id, request.query),
  );

  app.get(
    "/folders/posted-structure",
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's folders that hold one answer (`messageId`) or library item (`contentId`)",
        security: bearer,
        querystring: postedStructureQuerySchema,
        response: { 200: postedStructureSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => folders.posted(actorOf(request), request.query),
  );

  app.post(
    "/folders/save-content",
    {
      onRequest,
      schema: {
        tags,
        summary: "Save one of the caller's answers or a library item into one of their folders",
        description:
          "`kind` 'answer' with `messageId`: one of the caller's own answers, copied as it is now (question, text, citations), so deleting its chat later loses nothing; an answer that found nothing in the library is refused (400 `FOLDER_NOTHING_TO_SAVE`). `kind` 'content' with `contentId`: a published item the caller may read (never an item for practitioners to a client). Saving the same thing into the same folder again answers 200 with the item already there; a new item answers 201.",
        security: bearer,
        body: saveToFolderRequestSchema,
        response: { 200: folderItemSchema, 201: folderItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { item, created } = await folders.save(actorOf(request), request.body);
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.post(
    "/folders/move-content",
    {
      onRequest,
      schema: {
        tags,
        summary: "Move a saved item into another of the caller's folders",
        description:
          "409 `FOLDER_ITEM_ALREADY_THERE` when that folder already holds the same answer or library item.",
        security: bearer,
        body: moveFolderItemRequestSchema,
        response: { 200: folderItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => folders.moveItem(actorOf(request), request.body),
  );

  app.post(
    "/folders/delete-content",
    {
      onRequest,
      schema: {
        tags,
        summary: "Delete a saved item from its folder",
        security: bearer,
        body: deleteFolderItemRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await folders.deleteItem(actorOf(request), request.body);
      return { message: "The saved item was deleted" };
    },
  );

  app.post(
    "/folders/delete-folder",
    {
      onRequest,
      schema: {
        tags,
        summary: "Delete a folder with the folders and saved items inside it",
        description: "Answers how many folders (the folder itself included) and items were deleted.",
        security: bearer,
        body: deleteFolderRequestSchema,
        response: { 200: deleteFolderResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => folders.deleteFolder(actorOf(request), request.body),
  );

  app.post(
    "/folders/rename-content",
    {
      onRequest,
      schema: {
        tags,
        summary: "Rename a saved item (the caller's own name for it)",
        security: bearer,
        body: renameFolderItemRequestSchema,
        response: { 200: folderItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => folders.renameItem(actorOf(request), request.body),
  );

  app.post(
    "/folders/rename-folder",
    {
      onRequest,
      schema: {
        tags,
        summary: "Rename one of the caller's folders",
        description:
          "The name must be unique among its sibling folders, in any case (409 `FOLDER_NAME_TAKEN`).",
        security: bearer,
        body: renameFolderRequestSchema,
        response: { 200: folderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => folders.rename(actorOf(request), request.body),
  );

  app.post(
    "/folders/edit-folder",
    {
      onRequest,
      schema: {
        tags,
        summary: "Move one of the caller's folders (and rename it), with everything in it",
        description:
          "`parentId` is the new place (null for the top level), `name` a new name; at least one of them. Never into the folder itself or a folder inside it (409 `FOLDER_MOVE_INTO_ITSELF`), never deeper than 5 levels with the folders inside it (409 `FOLDER_TOO_DEEP`), and the name unique among the new siblings (409 `FOLDER_NAME_TAKEN`).",
        security: bearer,
        body: editFolderRequestSchema,
        response: { 200: folderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => folders.edit(actorOf(request), request.body),
  );

  app.post(
    "/folders/update-folder-content",
    {
      onRequest,
      schema: {
        tags,
        summary: "Edit a saved item's note (and, optionally, its name)",
        description: "An empty or null `note` takes the note away.",
        security: bearer,
        body: updateFolderItemRequestSchema,
        response: { 200: folderItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => folders.updateItem(actorOf(request), request.body),
  );
};
