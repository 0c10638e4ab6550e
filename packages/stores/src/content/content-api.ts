import type {
  ContentActionRequest,
  ContentCreateRequest,
  ContentItem,
  ContentLabel,
  ContentListResponse,
  ContentStatusCounts,
  ContentTopic,
  ContentUpdateRequest,
  LibraryStatus,
  MarkSourceUpdatedResponse,
  MessageResponse,
  PublishedContent,
  PublishedContentListResponse,
  ContentPerson,
} from "@pkg/contracts";
import { CONTENT_ATTACHMENT_FIELD } from "@pkg/contracts";
import { createApi } from "@reduxjs/toolkit/query/react";

import { apiBaseQuery } from "../server-api/base-query";

/** A library list's page and filters (`GET /api/content/by-status/{label}`). */
export type ContentListArgs = {
  label: ContentLabel;
  page?: number;
  pageSize?: number;
  topic?: ContentTopic;
  author?: string;
  assignedToMe?: boolean;
  q?: string;
};

/** The published library's page and filters (`GET /api/content/published`). */
export type PublishedListArgs = { page?: number; pageSize?: number; topic?: ContentTopic; q?: string };

const item = (id: string) => ({ type: "Content" as const, id });

/**
 * The content library's calls (spec sections 6 and 7, issue "Content library") as RTK Query
 * endpoints: cached per argument, refetched when a change invalidates them.
 *
 * The store does not hold this API from the start: the pages that use it inject it with
 * `injectServerApi` when they load, so the first page a visitor opens does not carry it.
 */
export const contentApi = createApi({
  reducerPath: "contentApi",
  baseQuery: apiBaseQuery,
  tagTypes: ["Content", "ContentList", "Published", "LibraryStatus", "Reviewers"],
  endpoints: (build) => ({
    contentCounts: build.query<ContentStatusCounts, void>({
      query: () => "/content/status",
      providesTags: ["ContentList"],
    }),
    contentList: build.query<ContentListResponse, ContentListArgs>({
      query: ({ label, assignedToMe, ...params }) => ({
        url: `/content/by-status/${encodeURIComponent(label)}`,
        params: { ...params, assignedToMe: assignedToMe ? "true" : undefined },
      }),
      providesTags: ["ContentList"],
    }),
    content: build.query<ContentItem, string>({
      query: (id) => `/content/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [item(id)],
    }),
    createContent: build.mutation<ContentItem, ContentCreateRequest>({
      query: (body) => ({ url: "/content", method: "POST", body }),
      invalidatesTags: ["ContentList", "LibraryStatus"],
    }),
    updateContent: build.mutation<ContentItem, { id: string; body: ContentUpdateRequest }>({
      query: ({ id, body }) => ({ url: `/content/${encodeURIComponent(id)}`, method: "PUT", body }),
      invalidatesTags: (_result, _error, { id }) => [item(id), "ContentList"],
    }),
    deleteContent: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/content/${encodeURIComponent(id)}`, method: "DELETE" }),
      invalidatesTags: (_result, _error, id) => [item(id), "ContentList", "LibraryStatus"],
    }),
    contentAction: build.mutation<ContentItem, { id: string; body: ContentActionRequest }>({
      query: ({ id, body }) => ({
        url: `/content/${encodeURIComponent(id)}/status`,
        method: "POST",
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [item(id), "ContentList", "Published", "LibraryStatus"],
    }),
    uploadAttachment: build.mutation<ContentItem, { id: string; file: File }>({
      query: ({ id, file }) => {
        const form = new FormData();
        form.append(CONTENT_ATTACHMENT_FIELD, file, file.name);
        return { url: `/content/${encodeURIComponent(id)}/attachments`, method: "POST", body: form };
      },
      invalidatesTags: (_result, _error, { id }) => [item(id)],
    }),
    deleteAttachment: build.mutation<ContentItem, { id: string; attachmentId: string }>({
      query: ({ id, attachmentId }) => ({
        url: `/content/${encodeURIComponent(id)}/attachments/${encodeURIComponent(attachmentId)}`,
        method: "DELETE",
      }),
      invalidatesTags: (_result, _error, { id }) => [item(id)],
    }),
    publishedList: build.query<PublishedContentListResponse, PublishedListArgs>({
      query: (params) => ({ url: "/content/published", params }),
      providesTags: ["Published"],
    }),
    published: build.query<PublishedContent, string>({
      query: (id) => `/content/published/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => ["Published", item(id)],
    }),
    reviewers: build.query<{ reviewers: ContentPerson[] }, void>({
      query: () => "/user/reviewers",
      providesTags: ["Reviewers"],
    }),
    libraryStatus: build.query<LibraryStatus, void>({
      query: () => "/library/status",
      providesTags: ["LibraryStatus"],
    }),
    markSourceUpdated: build.mutation<MarkSourceUpdatedResponse, { url: string }>({
      query: (body) => ({ url: "/library/sources/updated", method: "POST", body }),
      invalidatesTags: ["LibraryStatus", "ContentList", "Content"],
    }),
  }),
});

export const {
  useContentCountsQuery,
  useContentListQuery,
  useContentQuery,
  useCreateContentMutation,
  useUpdateContentMutation,
  useDeleteContentMutation,
  useContentActionMutation,
  useUploadAttachmentMutation,
  useDeleteAttachmentMutation,
  usePublishedListQuery,
  usePublishedQuery,
  useReviewersQuery,
  useLibraryStatusQuery,
  useMarkSourceUpdatedMutation,
} = contentApi;
