export { SaveToFolderDialog, type SaveToFolderDialogProps } from "./save-to-folder/save-to-folder-dialog";
export { SavedScreen, type SavedFolderDetails, type SavedScreenProps } from "./saved/saved-screen";
export { type FolderActionResult } from "./shared/folder-dialogs";
export { FolderTree, type FolderTreeProps } from "./shared/folder-tree";
