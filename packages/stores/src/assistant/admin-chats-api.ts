import type { AdminChatSession, ReportedChatsResponse } from "@pkg/contracts";
import { createApi } from "@reduxjs/toolkit/query/react";

import { apiBaseQuery } from "../server-api/base-query";

/** The reported chats' page (`GET /api/admin/reported-chats`). */
export type ReportedChatsArgs = { page?: number; pageSize?: number };

/**
 * The Super Admin's view of reported answers (apps/api README "Assistant") as RTK Query
 * endpoints: the list of reported chats (no text of theirs) and one reported chat read in full.
 * Each read of a chat is written to the audit log by the server, so a chat is read again only
 * when the page asks for it (no refetch on focus or reconnect, and its cache is kept briefly).
 *
 * Injected by the administration pages when they load (`injectServerApi`), like the other areas.
 */
export const adminChatsApi = createApi({
  reducerPath: "adminChatsApi",
  baseQuery: apiBaseQuery,
  tagTypes: ["ReportedChats"],
  endpoints: (build) => ({
    reportedChats: build.query<ReportedChatsResponse, ReportedChatsArgs>({
      query: (params) => ({ url: "/admin/reported-chats", params }),
      providesTags: ["ReportedChats"],
    }),
    reportedChat: build.query<AdminChatSession, string>({
      query: (chatId) => `/admin-session/${encodeURIComponent(chatId)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useReportedChatsQuery, useReportedChatQuery } = adminChatsApi;
