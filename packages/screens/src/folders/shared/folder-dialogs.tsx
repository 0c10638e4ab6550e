import { folderNameSchema, type FolderTreeNode } from "@pkg/contracts";
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
} from "@pkg/ui";
import * as React from "react";

import { FolderTree } from "./folder-tree";

/** What a change answers: done (with the new folder's id when one was made), or why not. */
export type FolderActionResult =
  { ok: true; id?: string } | { ok: false; message: string; fieldErrors?: Partial<Record<string, string>> };

/** A dialog's close: the focus goes where `returnFocus` puts it, when it is given. */
function focusBack(returnFocus: (() => void) | undefined) {
  return (event: Event) => {
    if (!returnFocus) return;
    event.preventDefault();
    returnFocus();
  };
}

/** The first message of a name the contracts refuse, else null. */
export function folderNameError(name: string): string | null {
  const checked = folderNameSchema.safeParse(name);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/** Runs a change, keeping its pending state and its error for a dialog. */
export function useFolderAction() {
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<{
    message: string;
    fieldErrors: Partial<Record<string, string>>;
  } | null>(null);
  const run = async (action: () => Promise<FolderActionResult>): Promise<FolderActionResult> => {
    setPending(true);
    setError(null);
    try {
      const result = await action();
      if (!result.ok) setError({ message: result.message, fieldErrors: result.fieldErrors ?? {} });
      return result;
    } finally {
      setPending(false);
    }
  };
  const reset = () => setError(null);
  return { pending, error, run, reset };
}

export type NewFolderDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The folder it goes inside; null for the top level. */
  parent: { id: string; name: string } | null;
  onCreate: (name: string, parentId: string | null) => Promise<FolderActionResult>;
  /** The new folder was made (its id). */
  onCreated?: (id: string | undefined) => void;
  /** Where the focus goes when the dialog closes. */
  returnFocus?: () => void;
};

/** Names a new folder, at the top level or inside one. */
export function NewFolderDialog({
  open,
  onOpenChange,
  parent,
  onCreate,
  onCreated,
  returnFocus,
}: NewFolderDialogProps) {
  const [name, setName] = React.useState("");
  const [invalid, setInvalid] = React.useState<string | null>(null);
  const action = useFolderAction();
  const close = () => {
    setName("");
    setInvalid(null);
    action.reset();
    onOpenChange(false);
  };
  const nameError = invalid ?? action.error?.fieldErrors.name ?? null;
  const otherError = action.error && !action.error.fieldErrors.name ? action.error.message : null;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent onCloseAutoFocus={focusBack(returnFocus)}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={async (event) => {
            event.preventDefault();
            const refused = folderNameError(name);
            setInvalid(refused);
            if (refused) return;
            const result = await action.run(() => onCreate(name.trim(), parent?.id ?? null));
            if (result.ok) {
              close();
              onCreated?.(result.id);
            }
          }}
        >
          <DialogHeader>
            <DialogTitle>{parent ? `New folder in '${parent.name}'` : "New folder"}</DialogTitle>
            <DialogDescription>
              {parent
                ? "It goes inside the folder you chose."
                : "Folders keep the answers and library items you save."}
            </DialogDescription>
          </DialogHeader>
          <Field label="Folder name" required error={nameError}>
            <Input
              value={name}
              autoComplete="off"
              onChange={(event) => {
                setName(event.target.value);
                setInvalid(null);
                action.reset();
              }}
            />
          </Field>
          {otherError ? (
            <Alert variant="destructive">
              <AlertDescription className="text-foreground">{otherError}</AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={action.pending}>
              Create folder
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The top level as a folder of the move picker: every folder sits inside it. */
export const TOP_LEVEL_ID = "top-level";

export type MoveToDialogProps = {
  /** What moves: a folder (with the folders inside it) or a saved item. */
  moving: { kind: "folder"; node: FolderTreeNode } | { kind: "item"; title: string; folderId: string } | null;
  tree: readonly FolderTreeNode[];
  /** The deepest level a folder may sit at. */
  depthMax: number;
  onClose: () => void;
  /** Moves it; `target` is a folder's id, or null for the top level (folders only). */
  onMove: (target: string | null) => Promise<FolderActionResult>;
  /** Where the focus goes when the dialog closes (the control that opened it is often gone). */
  returnFocus?: () => void;
};

/** The keyboard way to move: pick the new place in a folder tree, then Move here. */
export function MoveToDialog({ moving, tree, depthMax, onClose, onMove, returnFocus }: MoveToDialogProps) {
  const [choice, setChoice] = React.useState<string | null>(null);
  const action = useFolderAction();
  const close = () => {
    setChoice(null);
    action.reset();
    onClose();
  };

  const { nodes, disabled } = React.useMemo(() => {
    const disabledIds = new Set<string>();
    if (moving?.kind === "folder") {
      const height = subtreeHeight(moving.node);
      const walk = (list: readonly FolderTreeNode[], inside: boolean) => {
        for (const node of list) {
          const within = inside || node.id === moving.node.id;
          // Not into itself or a folder inside it, and not where it would sit too deep.
          if (within || node.depth + height > depthMax) disabledIds.add(node.id);
          walk(node.children, within);
        }
      };
      walk(tree, false);
      if (moving.node.parentId === null) disabledIds.add(TOP_LEVEL_ID);
      else if (moving.node.parentId) disabledIds.add(moving.node.parentId);
      const top: FolderTreeNode = {
        id: TOP_LEVEL_ID,
        parentId: null,
        name: "Top level",
        depth: 0,
        itemCount: 0,
        createdAt: "",
        updatedAt: "",
        children: [...tree],
        totalItems: 0,
        totalFolders: 0,
      };
      return { nodes: [top], disabled: disabledIds };
    }
    if (moving?.kind === "item") disabledIds.add(moving.folderId);
    return { nodes: [...tree], disabled: disabledIds };
  }, [moving, tree, depthMax]);

  const name = moving?.kind === "folder" ? moving.node.name : (moving?.title ?? "");
  const chosen = choice !== null && !disabled.has(choice) ? choice : null;

  return (
    <Dialog open={moving !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent onCloseAutoFocus={focusBack(returnFocus)}>
        <DialogHeader>
          <DialogTitle>Move '{name}' to…</DialogTitle>
          <DialogDescription>
            {moving?.kind === "folder"
              ? "Choose where the folder goes, with everything in it. Use the arrow keys to move through the folders and Enter to choose one."
              : "Choose the folder it goes to. Use the arrow keys to move through the folders and Enter to choose one."}
          </DialogDescription>
        </DialogHeader>
        <div className="max-h-80 overflow-y-auto rounded-md border border-border p-1">
          <FolderTree
            nodes={nodes}
            label="Folders to move to"
            selectedId={choice}
            disabledIds={disabled}
            onSelect={(id) => {
              setChoice(id);
              action.reset();
            }}
          />
        </div>
        {action.error ? (
          <Alert variant="destructive">
            <AlertDescription className="text-foreground">{action.error.message}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            disabled={chosen === null}
            loading={action.pending}
            onClick={async () => {
              if (chosen === null) return;
              const result = await action.run(() => onMove(chosen === TOP_LEVEL_ID ? null : chosen));
              if (result.ok) close();
            }}
          >
            Move here
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function subtreeHeight(node: FolderTreeNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<FolderActionResult>;
  /** Where the focus goes when the dialog closes. */
  returnFocus?: () => void;
};

/** Asks before something is deleted for good: Keep, or the destructive action (with its error, if it fails). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onClose,
  onConfirm,
  returnFocus,
}: ConfirmDialogProps) {
  const action = useFolderAction();
  const close = () => {
    action.reset();
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent role="alertdialog" onCloseAutoFocus={focusBack(returnFocus)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {action.error ? (
          <Alert variant="destructive">
            <AlertDescription className="text-foreground">{action.error.message}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep</Button>
          </DialogClose>
          <Button
            variant="destructive"
            loading={action.pending}
            onClick={async () => {
              const result = await action.run(onConfirm);
              if (result.ok) close();
            }}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
