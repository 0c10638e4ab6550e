import type { SaveTarget } from "@pkg/contracts";
import { SaveToFolderDialog } from "@pkg/screens";
import { Button, type ButtonProps } from "@pkg/ui";
import {
  foldersApi,
  useCreateFolderMutation,
  useFolderStructureQuery,
  usePostedStructureQuery,
  useSaveToFolderMutation,
  type SerializedApiError,
} from "@pkg/stores";
import * as React from "react";

import { savedFolderPath } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { folderResult } from "./folder-results";

injectServerApi(foldersApi);

export type SaveToFolderProps = {
  /** What to save: one of the person's answers, or a library item. */
  target: SaveTarget;
  /** What it is, in words, for the dialog: the item's title or the answer's question. */
  what?: string;
  /** The button's words; 'Save' when omitted. */
  label?: string;
  /** The button's look, as Button's (`outline` and `sm` by default). */
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
};

/**
 * A Save button and the dialog it opens, to keep an answer or a library item in one of the
 * person's folders (choosing one, or making one on the spot). The button says 'Saved' beside its
 * label once the thing is saved somewhere. Drop it wherever an answer or an item is shown.
 */
export function SaveToFolder({
  target,
  what,
  label = "Save",
  variant = "outline",
  size = "sm",
  className,
}: SaveToFolderProps) {
  const [open, setOpen] = React.useState(false);
  const posted = usePostedStructureQuery(target);
  const savedIn = posted.data?.saved ?? [];

  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={() => setOpen(true)}>
        {label}
        {savedIn.length > 0 ? <span className="font-normal text-muted-foreground">· Saved</span> : null}
      </Button>
      <SaveToFolderDialogContainer target={target} what={what} open={open} onOpenChange={setOpen} />
    </>
  );
}

export type SaveToFolderDialogContainerProps = Pick<SaveToFolderProps, "target" | "what"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The save-to-folder dialog on its own, for a screen that has its own Save action (the
 * assistant's answers): it reads the person's folders when it opens, and saves `target` into the
 * folder chosen or made on the spot.
 */
export function SaveToFolderDialogContainer({
  target,
  what,
  open,
  onOpenChange,
}: SaveToFolderDialogContainerProps) {
  const posted = usePostedStructureQuery(target, { skip: !open });
  const structure = useFolderStructureQuery(undefined, { skip: !open });
  const [createFolder] = useCreateFolderMutation();
  const [save] = useSaveToFolderMutation();
  const name = what ?? (target.kind === "answer" ? "this answer" : "this item");

  return (
    <SaveToFolderDialog
      open={open}
      onOpenChange={onOpenChange}
      what={name}
      status={structure.data ? "ready" : structure.isError ? "error" : "loading"}
      folders={structure.data?.folders ?? []}
      loadError={
        structure.isError ? (structure.error as SerializedApiError | undefined)?.message || null : null
      }
      onRetry={() => void structure.refetch()}
      savedIn={posted.data?.saved ?? []}
      onCreateFolder={(folderName) =>
        folderResult(createFolder({ name: folderName, parentId: null }), (folder) => folder.id)
      }
      onSave={(folderId, note) => folderResult(save({ folderId, target, ...(note ? { note } : {}) }))}
      savedHref={savedFolderPath}
    />
  );
}
