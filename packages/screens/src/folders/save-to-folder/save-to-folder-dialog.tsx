import { buildFolderTree, folderItemNoteSchema, type Folder } from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  Skeleton,
  Textarea,
} from "@pkg/ui";
import { CheckCircle2, FolderPlus } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { folderNameError, useFolderAction, type FolderActionResult } from "../shared/folder-dialogs";
import { FolderTree } from "../shared/folder-tree";

export type SaveToFolderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is saved, in words: the item's title, or the answer's question. */
  what: string;
  /** The person's folders: loading, ready, or could not be loaded. */
  status: "loading" | "ready" | "error";
  folders: readonly Folder[];
  loadError?: string | null;
  onRetry?: () => void;
  /** The folders it is saved in already. */
  savedIn?: readonly { folderId: string; folderName: string }[];
  /** Makes a folder at the top level; a result with its id, which is then chosen. */
  onCreateFolder: (name: string) => Promise<FolderActionResult>;
  /** Saves it into the folder, with the note when one is written. */
  onSave: (folderId: string, note: string | undefined) => Promise<FolderActionResult>;
  /** A folder on the Saved page (`/saved?folder={id}`), linked once it is saved. */
  savedHref?: (folderId: string) => string;
};

/**
 * Saves an answer or a library item into a folder: pick one in the tree (arrow keys and Enter, or
 * a click) or make a new one here, add a note if wanted, then Save. Says where it is saved already,
 * and, once saved, where, with a link to it.
 */
export function SaveToFolderDialog({
  open,
  onOpenChange,
  what,
  status,
  folders,
  loadError,
  onRetry,
  savedIn = [],
  onCreateFolder,
  onSave,
  savedHref,
}: SaveToFolderDialogProps) {
  const tree = React.useMemo(() => buildFolderTree(folders), [folders]);
  const [choice, setChoice] = React.useState<string | null>(null);
  const [note, setNote] = React.useState("");
  const [noteError, setNoteError] = React.useState<string | null>(null);
  const [creating, setCreating] = React.useState(false);
  const [newName, setNewName] = React.useState("");
  const [newNameError, setNewNameError] = React.useState<string | null>(null);
  const [saved, setSaved] = React.useState<{ folderId: string; name: string } | null>(null);
  const [chooseError, setChooseError] = React.useState(false);
  const [focusId, setFocusId] = React.useState<string | null>(null);
  const save = useFolderAction();
  const create = useFolderAction();
  const doneRef = React.useRef<HTMLHeadingElement>(null);
  const newNameRef = React.useRef<HTMLInputElement>(null);
  React.useEffect(() => {
    if (creating) newNameRef.current?.focus();
  }, [creating]);

  const reset = () => {
    setChoice(null);
    setNote("");
    setNoteError(null);
    setCreating(false);
    setNewName("");
    setNewNameError(null);
    setSaved(null);
    setChooseError(false);
    save.reset();
    create.reset();
  };
  React.useEffect(() => {
    if (saved) doneRef.current?.focus();
  }, [saved]);

  const folderName = (id: string) => folders.find((folder) => folder.id === id)?.name ?? "";
  const createFolder = async () => {
    const refused = folderNameError(newName);
    setNewNameError(refused);
    if (refused) return;
    const result = await create.run(() => onCreateFolder(newName.trim()));
    if (result.ok) {
      setCreating(false);
      setNewName("");
      if (result.id) {
        setChoice(result.id);
        setFocusId(result.id);
        setChooseError(false);
      }
    } else {
      setNewNameError(result.fieldErrors?.name ?? result.message);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        {saved ? (
          <div className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle ref={doneRef} tabIndex={-1} className="flex items-center gap-2 outline-none">
                <CheckCircle2 aria-hidden className="size-5 text-primary" />
                Saved
              </DialogTitle>
              <DialogDescription>
                '{what}' is saved in '{saved.name}'.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              {savedHref ? (
                <Button asChild variant="outline">
                  <ScreenLink to={savedHref(saved.folderId)}>Open '{saved.name}'</ScreenLink>
                </Button>
              ) : null}
              <DialogClose asChild>
                <Button>Done</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={async (event) => {
              event.preventDefault();
              if (creating) return;
              const checked = folderItemNoteSchema.safeParse(note);
              const refused = checked.success ? null : (checked.error.issues[0]?.message ?? null);
              setNoteError(refused);
              setChooseError(choice === null);
              if (refused || choice === null) return;
              const result = await save.run(() => onSave(choice, note.trim() || undefined));
              if (result.ok) setSaved({ folderId: choice, name: folderName(choice) });
            }}
          >
            <DialogHeader>
              <DialogTitle>Save to a folder</DialogTitle>
              <DialogDescription>Choose where to keep '{what}'.</DialogDescription>
            </DialogHeader>
            {savedIn.length > 0 ? (
              <p className="text-sm text-muted-foreground">
                Already saved in {savedIn.map((each) => `'${each.folderName}'`).join(", ")}.
              </p>
            ) : null}
            {status === "loading" ? (
              <div
                role="status"
                aria-busy="true"
                aria-label="Loading your folders"
                className="flex flex-col gap-2"
              >
                <Skeleton className="h-8 w-full" />
                <Skeleton className="h-8 w-4/5" />
              </div>
            ) : status === "error" ? (
              <LoadFailedAlert
                title="Your folders could not be loaded"
                message={loadError || "Check your connection and try again."}
                onRetry={onRetry}
              />
            ) : (
              <div className="flex flex-col gap-2">
                {tree.length > 0 ? (
                  <div className="max-h-72 overflow-y-auto rounded-md border border-border p-1">
                    <FolderTree
                      nodes={tree}
                      label="Your folders"
                      selectedId={choice}
                      onSelect={(id) => {
                        setChoice(id);
                        setChooseError(false);
                        save.reset();
                      }}
                      focusId={focusId}
                      onFocused={() => setFocusId(null)}
                    />
                  </div>
                ) : (
                  <p className="text-sm text-muted-foreground">You have no folders yet: make one here.</p>
                )}
                {chooseError ? (
                  <p role="alert" className="text-sm text-destructive">
                    Choose a folder, or make a new one.
                  </p>
                ) : null}
                {creating ? (
                  <div className="flex flex-col gap-2 rounded-md border border-border p-3">
                    <Field label="New folder's name" required error={newNameError}>
                      <Input
                        ref={newNameRef}
                        value={newName}
                        autoComplete="off"
                        onChange={(event) => {
                          setNewName(event.target.value);
                          setNewNameError(null);
                        }}
                        onKeyDown={(event) => {
                          if (event.key === "Enter") {
                            event.preventDefault();
                            void createFolder();
                          } else if (event.key === "Escape") {
                            event.preventDefault();
                            event.stopPropagation();
                            setCreating(false);
                          }
                        }}
                      />
                    </Field>
                    <div className="flex gap-2">
                      <Button size="sm" loading={create.pending} onClick={() => void createFolder()}>
                        Create folder
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setCreating(false)}>
                        Cancel
                      </Button>
                    </div>
                  </div>
                ) : (
                  <Button variant="ghost" size="sm" className="self-start" onClick={() => setCreating(true)}>
                    <FolderPlus aria-hidden />
                    New folder
                  </Button>
                )}
              </div>
            )}
            <Field label="Note (optional)" error={noteError}>
              <Textarea
                rows={2}
                value={note}
                onChange={(event) => {
                  setNote(event.target.value);
                  setNoteError(null);
                }}
              />
            </Field>
            {save.error ? (
              <Alert variant="destructive">
                <AlertDescription className="text-foreground">{save.error.message}</AlertDescription>
              </Alert>
            ) : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" loading={save.pending} disabled={status !== "ready"}>
                Save
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
