import type {
  CreateFolderRequest,
  DeleteFolderResponse,
  EditFolderRequest,
  Folder,
  FolderDetails,
  FolderItem,
  FolderStructure,
  MessageResponse,
  MoveFolderItemRequest,
  PostedStructure,
  RenameFolderItemRequest,
  RenameFolderRequest,
  SaveTarget,
  UpdateFolderItemRequest,
} from "@pkg/contracts";
import { createSelector } from "@reduxjs/toolkit";
import { createApi } from "@reduxjs/toolkit/query/react";

import type { SerializedApiError } from "../api/api-error";
import { apiBaseQuery } from "../server-api/base-query";

/** One folder's page of items (`GET /api/folders/{id}/details`). */
export type FolderDetailsArgs = { id: string; page?: number; pageSize?: number };

/** What to save, where, and an optional note (`POST /api/folders/save-content`). */
export type SaveToFolderArgs = { folderId: string; target: SaveTarget; note?: string };

const folderTag = (id: string) => ({ type: "Folder" as const, id });

/** Every change to the tree: the tree, every folder's details (their paths and counts) and where things are saved. */
const treeChanged = ["Structure", "Folder", "Posted"] as const;

/**
 * Saved (spec section 7, "Folders") as RTK Query endpoints: the person's folder tree, one folder's
 * details, where an answer or a library item is saved, and every change (create, rename, move,
 * delete a folder; save, rename, annotate, move, delete an item).
 *
 * Tags keep the pages current: the tree (`Structure`) is refetched after anything that changes a
 * folder or an item count; a folder's details (`Folder`, by id) after a change of its items (a
 * folder moved or renamed changes the paths of the folders inside it, so those refetch every
 * folder's details); `Posted` (where things are saved) after a save, a move or a deletion.
 *
 * Injected by the pages that use it when they load (`injectServerApi`), like the assistant's API.
 */
export const foldersApi = createApi({
  reducerPath: "foldersApi",
  baseQuery: apiBaseQuery,
  tagTypes: ["Structure", "Folder", "Posted"],
  endpoints: (build) => ({
    folderStructure: build.query<FolderStructure, void>({
      query: () => "/folders/structure",
      providesTags: ["Structure"],
    }),
    folderDetails: build.query<FolderDetails, FolderDetailsArgs>({
      query: ({ id, ...params }) => ({ url: `/folders/${encodeURIComponent(id)}/details`, params }),
      providesTags: (_result, _error, { id }) => [folderTag(id)],
    }),
    postedStructure: build.query<PostedStructure, SaveTarget>({
      query: (target) => ({
        url: "/folders/posted-structure",
        params: target.kind === "answer" ? { messageId: target.messageId } : { contentId: target.contentId },
      }),
      providesTags: ["Posted"],
    }),
    createFolder: build.mutation<Folder, CreateFolderRequest>({
      query: (body) => ({ url: "/folders/create", method: "POST", body }),
      invalidatesTags: ["Structure"],
    }),
    renameFolder: build.mutation<Folder, RenameFolderRequest>({
      query: (body) => ({ url: "/folders/rename-folder", method: "POST", body }),
      invalidatesTags: [...treeChanged],
    }),
    editFolder: build.mutation<Folder, EditFolderRequest>({
      query: (body) => ({ url: "/folders/edit-folder", method: "POST", body }),
      invalidatesTags: [...treeChanged],
    }),
    deleteFolder: build.mutation<DeleteFolderResponse, string>({
      query: (folderId) => ({ url: "/folders/delete-folder", method: "POST", body: { folderId } }),
      invalidatesTags: [...treeChanged],
    }),
    saveToFolder: build.mutation<FolderItem, SaveToFolderArgs>({
      query: ({ folderId, target, note }) => ({
        url: "/folders/save-content",
        method: "POST",
        body: { folderId, ...target, ...(note ? { note } : {}) },
      }),
      invalidatesTags: (_result, _error, { folderId }) => ["Structure", "Posted", folderTag(folderId)],
    }),
    moveFolderItem: build.mutation<FolderItem, MoveFolderItemRequest & { fromFolderId?: string }>({
      query: ({ itemId, folderId }) => ({
        url: "/folders/move-content",
        method: "POST",
        body: { itemId, folderId },
      }),
      invalidatesTags: (_result, _error, { folderId, fromFolderId }) => [
        "Structure",
        "Posted",
        folderTag(folderId),
        ...(fromFolderId ? [folderTag(fromFolderId)] : []),
      ],
    }),
    deleteFolderItem: build.mutation<MessageResponse, { itemId: string; folderId: string }>({
      query: ({ itemId }) => ({ url: "/folders/delete-content", method: "POST", body: { itemId } }),
      invalidatesTags: (_result, _error, { folderId }) => ["Structure", "Posted", folderTag(folderId)],
    }),
    renameFolderItem: build.mutation<FolderItem, RenameFolderItemRequest>({
      query: (body) => ({ url: "/folders/rename-content", method: "POST", body }),
      onQueryStarted: replaceItem,
    }),
    updateFolderItem: build.mutation<FolderItem, UpdateFolderItemRequest>({
      query: (body) => ({ url: "/folders/update-folder-content", method: "POST", body }),
      onQueryStarted: replaceItem,
    }),
  }),
});

/** Puts a renamed or annotated item back into every cached page of its folder, without a refetch. */
async function replaceItem(
  _request: unknown,
  {
    dispatch,
    getState,
    queryFulfilled,
  }: {
    dispatch: (action: unknown) => unknown;
    getState: () => unknown;
    queryFulfilled: Promise<{ data: FolderItem }>;
  },
) {
  const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
  if (!data) return;
  const cached = foldersApi.util.selectInvalidatedBy(getState() as never, [folderTag(data.folderId)]);
  for (const { endpointName, originalArgs } of cached) {
    if (endpointName !== "folderDetails") continue;
    dispatch(
      foldersApi.util.updateQueryData("folderDetails", originalArgs as FolderDetailsArgs, (details) => {
        const index = details.items.findIndex((item) => item.id === data.id);
        if (index >= 0) details.items[index] = data;
      }),
    );
  }
}

/** Spec section 5's folders state: the list of folders, a map of them by id, a loading flag and the error. */
export type FoldersState = {
  folders: Folder[];
  byId: Record<string, Folder>;
  loading: boolean;
  error: SerializedApiError | null;
};

const selectStructure = foldersApi.endpoints.folderStructure.select();

/** The folders state read from the tree's cache (`useFolderStructureQuery` keeps it fetched). */
export const selectFoldersState = createSelector(
  [(state: unknown) => selectStructure(state as never)],
  (structure): FoldersState => {
    const folders = structure.data?.folders ?? [];
    return {
      folders,
      byId: Object.fromEntries(folders.map((folder) => [folder.id, folder])),
      loading: structure.isLoading,
      error: (structure.error as SerializedApiError | undefined) ?? null,
    };
  },
);

export const {
  useFolderStructureQuery,
  useFolderDetailsQuery,
  usePostedStructureQuery,
  useCreateFolderMutation,
  useRenameFolderMutation,
  useEditFolderMutation,
  useDeleteFolderMutation,
  useSaveToFolderMutation,
  useMoveFolderItemMutation,
  useDeleteFolderItemMutation,
  useRenameFolderItemMutation,
  useUpdateFolderItemMutation,
} = foldersApi;
