import type {
  ArticleChatStart,
  AskRequest,
  AskResponse,
  AssistantUsage,
  ChatHistoryResponse,
  ChatMessage,
  ChatSession,
  ChatSummary,
  ContentItem,
  DraftFromAnswerRequest,
  MessageResponse,
  RateAnswerRequest,
  RenameChatRequest,
  ReportAnswerRequest,
} from "@pkg/contracts";
import { createApi } from "@reduxjs/toolkit/query/react";

import { contentApi } from "../content/content-api";
import { apiBaseQuery } from "../server-api/base-query";

/** The history's page and search (`GET /api/searched-result/history`). */
export type ChatHistoryArgs = { q?: string; page?: number; pageSize?: number };

const chatTag = (id: string) => ({ type: "Chat" as const, id });
const chat = (id: string) => encodeURIComponent(id);

/**
 * The assistant's chats (issue 17, apps/api README "Assistant") as RTK Query endpoints: ask a
 * question (a new chat or a follow-up), the history (paged, searchable), a chat restored, renamed or
 * deleted, an answer rated or reported; a practitioner's AI sessions this month against their
 * plan, and a draft library item made from one of their answers; what "Ask about this article"
 * starts from.
 *
 * An answer is written into its chat's cached session at once (so the page that asked shows it
 * without a second request, and `/ask/{chatId}` opens on it); the history is refetched after an
 * ask, a rename or a delete, and the usage after a new chat. A rating or a report replaces the
 * message in the cached session. Streamed answers (`askStreamed`) update the same caches.
 *
 * Injected by the assistant's pages when they load (`injectServerApi`), like the health area's API.
 */
export const assistantApi = createApi({
  reducerPath: "assistantApi",
  baseQuery: apiBaseQuery,
  tagTypes: ["History", "Chat", "Usage"],
  endpoints: (build) => ({
    ask: build.mutation<AskResponse, AskRequest>({
      query: (body) => ({ url: "/ai-search", method: "POST", body }),
      // A new chat is one more of the month's AI sessions.
      invalidatesTags: (_result, _error, request) => (request.chatId ? ["History"] : ["History", "Usage"]),
      async onQueryStarted(_request, { dispatch, queryFulfilled, getState }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await putAnswerInSession(dispatch as AnyDispatch, getState, data);
      },
    }),
    /** `GET /api/ai-search/usage`: the AI sessions (new chats) this month against the plan. */
    assistantUsage: build.query<AssistantUsage, void>({
      query: () => "/ai-search/usage",
      providesTags: ["Usage"],
    }),
    /** `POST /api/content/from-answer`: a draft library item (Raw, 'AI-Generated') made from an answer. */
    draftFromAnswer: build.mutation<ContentItem, DraftFromAnswerRequest>({
      query: (body) => ({ url: "/content/from-answer", method: "POST", body }),
      async onQueryStarted(_request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        // The library's lists and counts (when its page has loaded them) show the new draft.
        if (data) dispatch(contentApi.util.invalidateTags(["ContentList"]));
      },
    }),
    /**
     * `GET /api/personalized-session/{reference_content_id}`: "Ask about this article": the
     * published item, the chat kind its questions go to and questions to start with. 404 when the
     * item is not published or not for the caller.
     */
    articleChatStart: build.query<ArticleChatStart, string>({
      query: (contentId) => `/personalized-session/${encodeURIComponent(contentId)}`,
    }),
    chatHistory: build.query<ChatHistoryResponse, ChatHistoryArgs>({
      query: (params) => ({ url: "/searched-result/history", params }),
      providesTags: ["History"],
    }),
    chatSession: build.query<ChatSession, string>({
      query: (chatId) => `/session/${chat(chatId)}`,
      providesTags: (_result, _error, chatId) => [chatTag(chatId)],
    }),
    renameChat: build.mutation<ChatSummary, RenameChatRequest>({
      query: (body) => ({ url: "/update-chat-title", method: "POST", body }),
      invalidatesTags: ["History"],
      async onQueryStarted({ chatId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          assistantApi.util.updateQueryData("chatSession", chatId, (session) => {
            session.chat = data;
          }),
        );
      },
    }),
    deleteChat: build.mutation<MessageResponse, string>({
      query: (chatId) => ({ url: `/chat/${chat(chatId)}`, method: "DELETE" }),
      invalidatesTags: ["History"],
    }),
    rateAnswer: build.mutation<ChatMessage, RateAnswerRequest>({
      query: (body) => ({ url: "/searched-result/rating", method: "POST", body }),
      onQueryStarted: replaceMessage,
    }),
    reportAnswer: build.mutation<ChatMessage, ReportAnswerRequest>({
      query: (body) => ({ url: "/searched-result/report", method: "POST", body }),
      onQueryStarted: replaceMessage,
    }),
  }),
});

/** A store's dispatch, whatever its state's type (the API may be injected into any store). */
export type AnyDispatch = (action: unknown) => unknown;

/**
 * Writes an answer into its chat's cached session: appended when the session is cached, else the
 * session is made from it (a new chat opens on its first answer without a second request).
 */
export async function putAnswerInSession(
  dispatch: AnyDispatch,
  getState: () => unknown,
  data: AskResponse,
): Promise<void> {
  const cached = assistantApi.endpoints.chatSession.select(data.chat.id)(getState() as never);
  if (cached.data) {
    dispatch(
      assistantApi.util.updateQueryData("chatSession", data.chat.id, (session) => {
        session.chat = data.chat;
        if (!session.messages.some((message) => message.id === data.message.id)) {
          session.messages.push(data.message);
        }
      }),
    );
  } else {
    await dispatch(
      assistantApi.util.upsertQueryData("chatSession", data.chat.id, {
        chat: data.chat,
        messages: [data.message],
      }),
    );
  }
}

/** Puts a rated or reported message back into its chat's cached session. */
async function replaceMessage(
  _request: unknown,
  {
    dispatch,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    queryFulfilled: Promise<{ data: ChatMessage }>;
  },
) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (!data) return;
  dispatch(
    assistantApi.util.updateQueryData("chatSession", data.chatId, (session) => {
      const index = session.messages.findIndex((message) => message.id === data.id);
      if (index >= 0) session.messages[index] = data;
    }),
  );
}

export const {
  useArticleChatStartQuery,
  useAskMutation,
  useAssistantUsageQuery,
  useDraftFromAnswerMutation,
  useChatHistoryQuery,
  useChatSessionQuery,
  useRenameChatMutation,
  useDeleteChatMutation,
  useRateAnswerMutation,
  useReportAnswerMutation,
} = assistantApi;
