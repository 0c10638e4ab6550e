import { FOLDER_LIMITS } from "@pkg/contracts";
import { SavedScreen, type SavedFolderDetails } from "@pkg/screens";
import {
  foldersApi,
  useCreateFolderMutation,
  useDeleteFolderItemMutation,
  useDeleteFolderMutation,
  useEditFolderMutation,
  useFolderDetailsQuery,
  useFolderStructureQuery,
  useMoveFolderItemMutation,
  useRenameFolderItemMutation,
  useRenameFolderMutation,
  useUpdateFolderItemMutation,
  type SerializedApiError,
} from "@pkg/stores";
import { preloadMarkdownView } from "@pkg/ui";
import { skipToken } from "@reduxjs/toolkit/query";
import { useSearchParams } from "react-router";

import { askChatPath, libraryItemPath } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { folderResult } from "./folder-results";

injectServerApi(foldersApi);
// The Markdown renderer loads beside the page's request rather than after its answer (a failed
// load is tried again when the text is shown).
void preloadMarkdownView().catch(() => undefined);

const LOAD_FAILED = "Check your connection and try again.";
const PAGE_SIZE = 20;

const messageOf = (error: unknown) => (error as SerializedApiError | undefined)?.message || LOAD_FAILED;

/**
 * `/saved`: the person's folders of saved answers and library items. The open folder and its page
 * live in the address (`?folder=&page=`), so a reload or a shared link opens the same folder;
 * without one (or once that folder is gone) the first folder opens.
 */
export function SavedRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const structure = useFolderStructureQuery();
  const folders = structure.data?.folders ?? [];
  const requested = searchParams.get("folder");
  const selectedFolderId = folders.some((folder) => folder.id === requested)
    ? requested
    : (folders[0]?.id ?? null);
  const page = Math.max(1, Number(searchParams.get("page")) || 1);
  const details = useFolderDetailsQuery(
    selectedFolderId ? { id: selectedFolderId, page, pageSize: PAGE_SIZE } : skipToken,
  );

  const [createFolder] = useCreateFolderMutation();
  const [renameFolder] = useRenameFolderMutation();
  const [editFolder] = useEditFolderMutation();
  const [deleteFolder] = useDeleteFolderMutation();
  const [moveItem] = useMoveFolderItemMutation();
  const [deleteItem] = useDeleteFolderItemMutation();
  const [renameItem] = useRenameFolderItemMutation();
  const [updateItem] = useUpdateFolderItemMutation();

  const status = structure.data ? "ready" : structure.isError ? "error" : "loading";
  let folderDetails: SavedFolderDetails | null = null;
  if (selectedFolderId) {
    folderDetails = details.currentData
      ? { status: "ready", data: details.currentData }
      : details.isError && !details.isFetching
        ? { status: "error", error: messageOf(details.error), onRetry: () => void details.refetch() }
        : { status: "loading" };
  }

  const open = (folderId: string, nextPage = 1) =>
    setSearchParams(nextPage > 1 ? { folder: folderId, page: String(nextPage) } : { folder: folderId });

  return (
    <SavedScreen
      status={status}
      folders={folders}
      loadError={status === "error" ? messageOf(structure.error) : null}
      onRetry={() => void structure.refetch()}
      depthMax={structure.data?.limits.depthMax ?? FOLDER_LIMITS.depthMax}
      selectedFolderId={selectedFolderId}
      onSelectFolder={(folderId) => open(folderId)}
      details={folderDetails}
      onPageChange={(next) => selectedFolderId && open(selectedFolderId, next)}
      onCreateFolder={(name, parentId) =>
        folderResult(createFolder({ name, parentId }), (folder) => folder.id)
      }
      onRenameFolder={(folderId, name) => folderResult(renameFolder({ folderId, name }))}
      onMoveFolder={(folderId, parentId) => folderResult(editFolder({ folderId, parentId }))}
      onDeleteFolder={(folderId) => folderResult(deleteFolder(folderId))}
      onRenameItem={(item, title) => folderResult(renameItem({ itemId: item.id, title }))}
      onUpdateNote={(item, note) => folderResult(updateItem({ itemId: item.id, note }))}
      onMoveItem={(item, folderId) =>
        folderResult(moveItem({ itemId: item.id, folderId, fromFolderId: item.folderId }))
      }
      onDeleteItem={(item) => folderResult(deleteItem({ itemId: item.id, folderId: item.folderId }))}
      libraryHref={libraryItemPath}
      chatHref={askChatPath}
    />
  );
}
