import {
  adminChatSessionSchema,
  chatParamsSchema,
  reportedChatsQuerySchema,
  reportedChatsResponseSchema,
  ROLE_IDS,
} from "@pkg/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { RequireUser } from "../auth/authenticate";
import type { AssistantService } from "../services/assistant";
import { bearer, errorResponses } from "./common";
import { actorOf } from "./content";

export type AssistantAdminRouteOptions = { requireUser: RequireUser; assistant: AssistantService };

/**
 * The Super Admin's view of reported answers (spec section 7, "Search": `/admin-session/{chat_id}`):
 * the list of reported chats, without any of their text, and one reported chat read in full. A
 * chat that was never reported is not theirs to read (404, as a missing one), and every read is
 * written to the audit log.
 */
export const assistantAdminRoutes: FastifyPluginAsyncZod<AssistantAdminRouteOptions> = async (
  app,
  options,
) => {
  const { requireUser, assistant } = options;
  const onRequest = requireUser(ROLE_IDS.superAdmin);
  const tags = ["assistant", "admin"];

  app.get(
    "/admin/reported-chats",
    {
      onRequest,
      schema: {
        tags,
        summary: "The chats with a reported answer, the most recently reported first (Super Admin)",
        description:
          "One page of the chats whose answers were reported: the chat's id and kind, when it was first reported, how many of its answers were, and its owner's role. No title, question or answer, and not who the owner is: opening one (GET /api/admin-session/{chat_id}) is audited.",
        security: bearer,
        querystring: reportedChatsQuerySchema,
        response: { 200: reportedChatsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => assistant.reportedChats(request.query),
  );

  app.get(
    "/admin-session/:chat_id",
    {
      onRequest,
      schema: {
        tags,
        summary: "A reported chat with every question and answer, read by a Super Admin (audited)",
        description:
          "Only a chat with a reported answer: any other chat answers 404, as a missing one does. Each read is written to the audit log (the admin, the chat's owner, the chat's id and when), never with the chat's text.",
        security: bearer,
        params: chatParamsSchema,
        response: { 200: adminChatSessionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => assistant.adminSession(actorOf(request), request.params.chat_id),
  );
};
