import type {
  CareMessageResponse,
  CareSort,
  ChatShareResponse,
  ClientCareResponse,
  ClientInfo,
  ClientProfileResponse,
  CoachSessionResponse,
  ContentShareRequest,
  ContentShareResponse,
  CreateClientRequest,
  CreateClientResponse,
  EditClientInfoRequest,
  GlucoseDailyResponse,
  GlucoseListResponse,
  HandoutAttachmentResponse,
  HandoutListResponse,
  HandoutRequest,
  HandoutResponse,
  InviteClientsRequest,
  InviteClientsResponse,
  ManagedClientsResponse,
  MoodListResponse,
  RevokeContentAccessRequest,
  SharedAccessResponse,
  SharedHandoutResponse,
  SwitchClientResponse,
  SymptomListResponse,
} from "@pkg/contracts";
import { CONTENT_ATTACHMENT_FIELD } from "@pkg/contracts";
import { createApi } from "@reduxjs/toolkit/query/react";

import type { GlucoseListArgs, HealthRangeArgs, MoodListArgs } from "../health/health-api";
import { apiBaseQuery } from "../server-api/base-query";

/** The practitioner's list of clients (`GET /api/coach/managed-clients`): a search and an order. */
export type ManagedClientsArgs = { q?: string; sort: CareSort };
/** One client's symptom check-ins over a range of local days, paged (as the client's own list). */
export type ClientSymptomsArgs = HealthRangeArgs & { clientId: string };
/** One client's glucose readings over a range, paged, of one type or all. */
export type ClientGlucoseArgs = GlucoseListArgs & { clientId: string };
/** One client's daily glucose means over a range (the chart's points). */
export type ClientGlucoseDailyArgs = Omit<GlucoseListArgs, "page" | "pageSize"> & { clientId: string };
/** One client's moods over a range, paged; `timeZone` says where "today" is for the streak. */
export type ClientMoodArgs = MoodListArgs & { clientId: string };
/** The practitioner's own record of a client, changed (empty text clears a field). */
export type EditClientInfoArgs = { clientId: string; body: EditClientInfoRequest };
export type EditHandoutArgs = { id: string; body: HandoutRequest };
/** A file for one of the practitioner's handouts (PDF, PNG or JPEG; the API checks its bytes). */
export type UploadHandoutAttachmentArgs = { handoutId: string; file: File };
export type DeleteHandoutAttachmentArgs = { handoutId: string; attachmentId: string };
/** A client shares one of their chats with their practitioner, or stops sharing it. */
export type ShareChatArgs = { chatId: string; shared: boolean };

const segment = (id: string) => encodeURIComponent(id);
const clientTag = (id: string) => ({ type: "CareClient" as const, id });
const handoutTag = (id: string) => ({ type: "Handout" as const, id });
const sharedAccessTag = (id: string) => ({ type: "SharedAccess" as const, id });

/**
 * `GET /api/handout/{id}/attachments/{attachmentId}` (relative to the API's base): a file of the
 * practitioner's own handout. Served only with their token: fetch it as a blob and save it.
 */
export const handoutAttachmentPath = (handoutId: string, attachmentId: string) =>
  `/handout/${segment(handoutId)}/attachments/${segment(attachmentId)}`;

/** `GET /api/client/handouts/{id}/attachments/{attachmentId}`: a file of a handout shared with the client. */
export const sharedHandoutAttachmentPath = (handoutId: string, attachmentId: string) =>
  `/client/handouts/${segment(handoutId)}/attachments/${segment(attachmentId)}`;

/**
 * Care (issue 18) as RTK Query endpoints. The practitioner's side: the list of clients with their
 * records and open invitations and the plan's seats (`CareClients`); one client's page, their
 * health data and the practitioner's notes about them (`CareClient`, by client id); handouts
 * (`Handouts`, and `Handout` by id); who has a handout or a library item (`SharedAccess`, by the
 * item's id); a chat a client shared. The client's side: their practitioner, their sharing choice
 * and what was shared with them (`ClientCare`), a shared handout, and sharing one of their chats.
 *
 * Anything that takes or frees a seat, or changes a row of the list, refetches the list; a
 * change to one client refetches that client's page too. A share or a revoke refetches who has
 * the item, the handouts' counts and the pages of the clients it reached. Opening a shared
 * handout is recorded by the server, so the client's care page refetches after it.
 *
 * Injected by the care pages when they load (`injectServerApi`), like the folders' API.
 */
export const careApi = createApi({
  reducerPath: "careApi",
  baseQuery: apiBaseQuery,
  tagTypes: ["CareClients", "CareClient", "Handouts", "Handout", "SharedAccess", "ClientCare"],
  endpoints: (build) => ({
    /* ---------- The practitioner's clients, records and invitations ---------- */

    managedClients: build.query<ManagedClientsResponse, ManagedClientsArgs>({
      query: (params) => ({ url: "/coach/managed-clients", params }),
      providesTags: ["CareClients"],
    }),
    createClientRecord: build.mutation<CreateClientResponse, CreateClientRequest>({
      query: (body) => ({ url: "/practitioner/create-client", method: "POST", body }),
      invalidatesTags: ["CareClients"],
    }),
    /** Sends the invitation to the record's e-mail: the record becomes an open invitation. */
    inviteClientRecord: build.mutation<InviteClientsResponse, string>({
      query: (recordId) => ({
        url: `/practitioner/client-records/${segment(recordId)}/invite`,
        method: "POST",
      }),
      invalidatesTags: ["CareClients"],
    }),
    deleteClientRecord: build.mutation<CareMessageResponse, string>({
      query: (recordId) => ({ url: `/practitioner/client-records/${segment(recordId)}`, method: "DELETE" }),
      invalidatesTags: ["CareClients"],
    }),
    /** A new link, valid 14 more days (the list shows when it expires). */
    resendInvitation: build.mutation<CareMessageResponse, string>({
      query: (invitationId) => ({
        url: `/coach/invitations/${segment(invitationId)}/resend`,
        method: "POST",
      }),
      invalidatesTags: ["CareClients"],
    }),
    /** Revoked at once; its seat is free again. */
    revokeInvitation: build.mutation<CareMessageResponse, string>({
      query: (invitationId) => ({ url: `/coach/invitations/${segment(invitationId)}`, method: "DELETE" }),
      invalidatesTags: ["CareClients"],
    }),
    inviteClients: build.mutation<InviteClientsResponse, InviteClientsRequest>({
      query: (body) => ({ url: "/coach/invite-client", method: "POST", body }),
      invalidatesTags: ["CareClients"],
    }),
    /** The client the practitioner works for now, or none (`null`). */
    switchClient: build.mutation<SwitchClientResponse, string | null>({
      query: (clientId) => ({ url: "/practitioner/switch-client", method: "PUT", body: { clientId } }),
      invalidatesTags: ["CareClients"],
    }),

    /* ---------- One client ---------- */

    clientProfile: build.query<ClientProfileResponse, string>({
      query: (clientId) => `/coach/client/${segment(clientId)}/profile`,
      providesTags: (_result, _error, clientId) => [clientTag(clientId)],
    }),
    clientSymptoms: build.query<SymptomListResponse, ClientSymptomsArgs>({
      query: ({ clientId, ...params }) => ({ url: `/coach/client/${segment(clientId)}/symptoms`, params }),
      providesTags: (_result, _error, { clientId }) => [clientTag(clientId)],
    }),
    clientGlucose: build.query<GlucoseListResponse, ClientGlucoseArgs>({
      query: ({ clientId, ...params }) => ({ url: `/coach/client/${segment(clientId)}/glucose`, params }),
      providesTags: (_result, _error, { clientId }) => [clientTag(clientId)],
    }),
    clientGlucoseDaily: build.query<GlucoseDailyResponse, ClientGlucoseDailyArgs>({
      query: ({ clientId, ...params }) => ({
        url: `/coach/client/${segment(clientId)}/glucose/daily`,
        params,
      }),
      providesTags: (_result, _error, { clientId }) => [clientTag(clientId)],
    }),
    clientMood: build.query<MoodListResponse, ClientMoodArgs>({
      query: ({ clientId, ...params }) => ({ url: `/coach/client/${segment(clientId)}/mood`, params }),
      providesTags: (_result, _error, { clientId }) => [clientTag(clientId)],
    }),
    clientInfo: build.query<ClientInfo, string>({
      query: (clientId) => `/coach/managed-client/get-info/${segment(clientId)}`,
      providesTags: (_result, _error, clientId) => [clientTag(clientId)],
    }),
    editClientInfo: build.mutation<ClientInfo, EditClientInfoArgs>({
      query: ({ clientId, body }) => ({
        url: `/coach/managed-client/edit-info/${segment(clientId)}`,
        method: "PUT",
        body,
      }),
      // The list shows the practitioner's name for them and their tags.
      invalidatesTags: (_result, _error, { clientId }) => [clientTag(clientId), "CareClients"],
    }),
    /** Ends care: the person keeps their account and their data; their seat is free again. */
    endCare: build.mutation<CareMessageResponse, string>({
      query: (clientId) => ({ url: `/coach/client/${segment(clientId)}`, method: "DELETE" }),
      invalidatesTags: ["CareClients"],
    }),
    /** Marks every alert of this client seen (the list counts the open ones). */
    markAlertsSeen: build.mutation<CareMessageResponse, string>({
      query: (clientId) => ({ url: `/coach/client/${segment(clientId)}/alerts/seen`, method: "POST" }),
      invalidatesTags: (_result, _error, clientId) => [clientTag(clientId), "CareClients"],
    }),
    /** A chat one of the practitioner's clients shared with them, read-only. */
    coachSession: build.query<CoachSessionResponse, string>({
      query: (chatId) => `/coach/session/${segment(chatId)}`,
    }),

    /* ---------- Handouts ---------- */

    handouts: build.query<HandoutListResponse, void>({
      query: () => "/handout/all",
      providesTags: ["Handouts"],
    }),
    handout: build.query<HandoutResponse, string>({
      query: (id) => `/handout/${segment(id)}`,
      providesTags: (_result, _error, id) => [handoutTag(id)],
    }),
    createHandout: build.mutation<HandoutResponse, HandoutRequest>({
      query: (body) => ({ url: "/handout/create", method: "POST", body }),
      invalidatesTags: ["Handouts"],
    }),
    editHandout: build.mutation<HandoutResponse, EditHandoutArgs>({
      query: ({ id, body }) => ({ url: `/handout/edit/${segment(id)}`, method: "PUT", body }),
      // Its title shows in who has it and on the pages of the clients it was shared with.
      invalidatesTags: (_result, _error, { id }) => [
        "Handouts",
        handoutTag(id),
        sharedAccessTag(id),
        "CareClient",
      ],
    }),
    /** Sent as multipart/form-data in `file`; the handout (and the list's order) refetch. */
    uploadHandoutAttachment: build.mutation<HandoutAttachmentResponse, UploadHandoutAttachmentArgs>({
      query: ({ handoutId, file }) => {
        const form = new FormData();
        form.append(CONTENT_ATTACHMENT_FIELD, file, file.name);
        return { url: `/handout/${segment(handoutId)}/attachments`, method: "POST", body: form };
      },
      invalidatesTags: (_result, _error, { handoutId }) => ["Handouts", handoutTag(handoutId)],
    }),
    deleteHandoutAttachment: build.mutation<CareMessageResponse, DeleteHandoutAttachmentArgs>({
      query: ({ handoutId, attachmentId }) => ({
        url: handoutAttachmentPath(handoutId, attachmentId),
        method: "DELETE",
      }),
      invalidatesTags: (_result, _error, { handoutId }) => ["Handouts", handoutTag(handoutId)],
    }),
    deleteHandout: build.mutation<CareMessageResponse, string>({
      query: (id) => ({ url: `/handout/delete/${segment(id)}`, method: "DELETE" }),
      // Not the handout itself: its page is left, and a refetch would only answer 404.
      invalidatesTags: (_result, _error, id) => ["Handouts", sharedAccessTag(id), "CareClient"],
    }),

    /* ---------- Sharing a handout or a library item ---------- */

    shareContent: build.mutation<ContentShareResponse, ContentShareRequest>({
      query: (body) => ({ url: "/coach/content-share", method: "POST", body }),
      invalidatesTags: (_result, _error, { targetId, clientIds }) => [
        sharedAccessTag(targetId),
        "Handouts",
        ...clientIds.map(clientTag),
      ],
    }),
    /** Who has a handout or a published library item, and whether they opened it. */
    sharedAccess: build.query<SharedAccessResponse, string>({
      query: (contentId) => `/coach/${segment(contentId)}/shared-access`,
      providesTags: (_result, _error, contentId) => [sharedAccessTag(contentId)],
    }),
    revokeContentAccess: build.mutation<SharedAccessResponse, RevokeContentAccessRequest>({
      query: (body) => ({ url: "/coach/revoke-content-access", method: "POST", body }),
      invalidatesTags: (_result, _error, { targetId, clientId }) => [
        sharedAccessTag(targetId),
        "Handouts",
        clientTag(clientId),
      ],
    }),

    /* ---------- The client's side ---------- */

    clientCare: build.query<ClientCareResponse, void>({
      query: () => "/client/care",
      providesTags: ["ClientCare"],
    }),
    /** Stopping takes the practitioner's access to the client's health data away at once. */
    setClientSharing: build.mutation<ClientCareResponse, boolean>({
      query: (sharingHealthData) => ({
        url: "/client/care/sharing",
        method: "PUT",
        body: { sharingHealthData },
      }),
      invalidatesTags: ["ClientCare"],
    }),
    /** A handout shared with the client; the server records its first opening. */
    sharedHandout: build.query<SharedHandoutResponse, string>({
      query: (id) => `/client/handouts/${segment(id)}`,
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        // 'Opened' shows on the client's care page from now on.
        if (data) dispatch(careApi.util.invalidateTags(["ClientCare"]));
      },
    }),
    shareChat: build.mutation<ChatShareResponse, ShareChatArgs>({
      query: ({ chatId, shared }) => ({
        url: `/chat/${segment(chatId)}/share`,
        method: "PUT",
        body: { shared },
      }),
    }),
  }),
});

export const {
  useManagedClientsQuery,
  useCreateClientRecordMutation,
  useInviteClientRecordMutation,
  useDeleteClientRecordMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useInviteClientsMutation,
  useSwitchClientMutation,
  useClientProfileQuery,
  useClientSymptomsQuery,
  useClientGlucoseQuery,
  useClientGlucoseDailyQuery,
  useClientMoodQuery,
  useClientInfoQuery,
  useEditClientInfoMutation,
  useEndCareMutation,
  useMarkAlertsSeenMutation,
  useCoachSessionQuery,
  useHandoutsQuery,
  useHandoutQuery,
  useCreateHandoutMutation,
  useEditHandoutMutation,
  useDeleteHandoutMutation,
  useUploadHandoutAttachmentMutation,
  useDeleteHandoutAttachmentMutation,
  useShareContentMutation,
  useSharedAccessQuery,
  useRevokeContentAccessMutation,
  useClientCareQuery,
  useSetClientSharingMutation,
  useSharedHandoutQuery,
  useShareChatMutation,
} = careApi;
