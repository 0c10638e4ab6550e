import type {
  AdminMail,
  AdminMailQuery,
  AdminMailResponse,
  AdminPeopleQuery,
  AdminPeopleResponse,
  AdminPerson,
  AdminSourcesQuery,
  AdminSourcesResponse,
  AuditLogFilters,
  MarkSourceUpdatedResponse,
  AuditLogResponse,
  RoleId,
} from "@pkg/contracts";
import { createApi } from "@reduxjs/toolkit/query/react";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import { readBlobError } from "../health/health-files";
import { contentApi } from "../content/content-api";
import { apiBaseQuery, withParams } from "../server-api/base-query";

export type AdminPeopleArgs = Partial<AdminPeopleQuery>;
export type AuditLogArgs = AuditLogFilters & { page?: number; pageSize?: number };
export type AdminMailArgs = Partial<AdminMailQuery>;
export type AdminSourcesArgs = Partial<AdminSourcesQuery>;

/**
 * Administration for the Super Admin (`/api/admin/…`): people, the audit log, the mail outbox
 * and the sources the library cites, as RTK Query endpoints. A change to a person refreshes the people and the log (the
 * change is itself written to it); a retried message refreshes the outbox and the log.
 *
 * Injected by the administration pages when they load (`injectServerApi`), like the other areas.
 */
export const adminApi = createApi({
  reducerPath: "adminApi",
  baseQuery: apiBaseQuery,
  tagTypes: ["People", "AuditLog", "Mail", "Sources"],
  endpoints: (build) => ({
    adminPeople: build.query<AdminPeopleResponse, AdminPeopleArgs>({
      query: (args) => ({ url: "/admin/people", params: args }),
      providesTags: ["People"],
    }),
    adminPerson: build.query<AdminPerson, string>({
      query: (id) => `/admin/people/${encodeURIComponent(id)}`,
      providesTags: ["People"],
    }),
    changeRole: build.mutation<AdminPerson, { id: string; roleId: RoleId }>({
      query: ({ id, roleId }) => ({
        url: `/admin/people/${encodeURIComponent(id)}/role`,
        method: "PUT",
        body: { roleId },
      }),
      invalidatesTags: ["People", "AuditLog"],
    }),
    deactivatePerson: build.mutation<AdminPerson, string>({
      query: (id) => ({ url: `/admin/people/${encodeURIComponent(id)}/deactivate`, method: "POST" }),
      invalidatesTags: ["People", "AuditLog"],
    }),
    reactivatePerson: build.mutation<AdminPerson, string>({
      query: (id) => ({ url: `/admin/people/${encodeURIComponent(id)}/reactivate`, method: "POST" }),
      invalidatesTags: ["People", "AuditLog"],
    }),
    resendVerification: build.mutation<AdminPerson, string>({
      query: (id) => ({
        url: `/admin/people/${encodeURIComponent(id)}/resend-verification`,
        method: "POST",
      }),
      invalidatesTags: ["AuditLog", "Mail"],
    }),
    auditLog: build.query<AuditLogResponse, AuditLogArgs>({
      query: (args) => ({ url: "/admin/audit-log", params: args }),
      providesTags: ["AuditLog"],
    }),
    adminMail: build.query<AdminMailResponse, AdminMailArgs>({
      query: (args) => ({ url: "/admin/mail", params: args }),
      providesTags: ["Mail"],
    }),
    retryMail: build.mutation<AdminMail, string>({
      query: (id) => ({ url: `/admin/mail/${encodeURIComponent(id)}/retry`, method: "POST" }),
      invalidatesTags: ["Mail", "AuditLog"],
    }),
    adminSources: build.query<AdminSourcesResponse, AdminSourcesArgs>({
      query: (args) => ({ url: "/admin/sources", params: args }),
      providesTags: ["Sources"],
    }),
    /**
     * Marks a source as updated (`POST /api/library/sources/updated`): the sources and the log
     * refresh here, and the library's own views (its status, lists and items) refresh too.
     */
    markSource: build.mutation<MarkSourceUpdatedResponse, { url: string }>({
      query: (body) => ({ url: "/library/sources/updated", method: "POST", body }),
      invalidatesTags: ["Sources", "AuditLog"],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(contentApi.util.invalidateTags(["LibraryStatus", "ContentList", "Content"]));
      },
    }),
  }),
});

export const {
  useAdminPeopleQuery,
  useAdminPersonQuery,
  useChangeRoleMutation,
  useDeactivatePersonMutation,
  useReactivatePersonMutation,
  useResendVerificationMutation,
  useAuditLogQuery,
  useAdminMailQuery,
  useRetryMailMutation,
  useAdminSourcesQuery,
  useMarkSourceMutation,
} = adminApi;

/**
 * The audit log as a CSV file, with the same filters as the page (every matching entry, not one
 * page), fetched with the admin's credentials; the export is itself written to the log.
 */
export async function fetchAuditLogCsv(
  client: ApiClient,
  filters: AuditLogFilters,
  today: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  try {
    const blob = await client.get<Blob>(withParams("/admin/audit-log.csv", filters), {
      responseType: "blob",
      signal,
    });
    return { blob, fileName: `audit-log-${today}.csv` };
  } catch (error) {
    throw error instanceof ApiError ? await readBlobError(error) : error;
  }
}
