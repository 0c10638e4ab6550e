import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import {
  buildFolderTree,
  deleteFolderQuestion,
  FOLDER_LIMITS,
  type Folder,
  type FolderDetails,
  type FolderItem,
  type FolderTreeNode,
} from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  EmptyState,
  Pagination,
  Skeleton,
} from "@pkg/ui";
import { ChevronDown, FolderPlus, Folders, Inbox } from "lucide-react";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import {
  ConfirmDialog,
  folderNameError,
  MoveToDialog,
  NewFolderDialog,
  type FolderActionResult,
} from "../shared/folder-dialogs";
import { FolderTree, type FolderTreeRenaming } from "../shared/folder-tree";
import { SavedItemCard } from "./saved-item-card";

/** The chosen folder's details: loading, shown, or why they could not be loaded. */
export type SavedFolderDetails = {
  status: "loading" | "ready" | "error";
  data?: FolderDetails | null;
  error?: string | null;
  onRetry?: () => void;
};

export type SavedScreenProps = {
  /** The folder tree: loading, ready, or could not be loaded. */
  status: "loading" | "ready" | "error";
  /** Every folder of the person's, flat (`/folders/structure`). */
  folders: readonly Folder[];
  loadError?: string | null;
  onRetry?: () => void;
  /** The deepest level a folder may sit at (5). */
  depthMax?: number;
  /** The folder whose items are shown. */
  selectedFolderId: string | null;
  onSelectFolder: (folderId: string) => void;
  details?: SavedFolderDetails | null;
  onPageChange?: (page: number) => void;
  /** Makes a folder (at the top level when `parentId` is null); a result with the new folder's id. */
  onCreateFolder: (name: string, parentId: string | null) => Promise<FolderActionResult>;
  onRenameFolder: (folderId: string, name: string) => Promise<FolderActionResult>;
  /** Moves a folder with everything in it (`parentId` null: to the top level). */
  onMoveFolder: (folderId: string, parentId: string | null) => Promise<FolderActionResult>;
  onDeleteFolder: (folderId: string) => Promise<FolderActionResult>;
  onRenameItem: (item: FolderItem, title: string) => Promise<FolderActionResult>;
  onUpdateNote: (item: FolderItem, note: string | null) => Promise<FolderActionResult>;
  onMoveItem: (item: FolderItem, folderId: string) => Promise<FolderActionResult>;
  onDeleteItem: (item: FolderItem) => Promise<FolderActionResult>;
  /** A library item's page in the reader (`/library/{id}`). */
  libraryHref: (contentId: string) => string;
  /** An answer's chat (`/ask/{chatId}`). */
  chatHref?: (chatId: string) => string;
};

type Notice = { tone: "done" | "failed"; text: string } | null;

const TOP_DROP = "drop:top-level";

function findNode(nodes: readonly FolderTreeNode[], id: string | null): FolderTreeNode | null {
  if (!id) return null;
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = findNode(node.children, id);
    if (inside) return inside;
  }
  return null;
}

/**
 * Saved (`/saved`): the person's folder tree beside the chosen folder's saved answers and library
 * items. Folders are made at the top level or inside the chosen one, renamed in the tree (F2 or
 * the folder's menu), moved by dragging them onto another folder or with Move to…, and deleted
 * after a confirmation that says what goes with them. Items are renamed, annotated, moved (drag
 * onto a folder, or Move to…) and deleted from their own menu.
 */
export function SavedScreen({
  status,
  folders,
  loadError,
  onRetry,
  depthMax = FOLDER_LIMITS.depthMax,
  selectedFolderId,
  onSelectFolder,
  details,
  onPageChange,
  onCreateFolder,
  onRenameFolder,
  onMoveFolder,
  onDeleteFolder,
  onRenameItem,
  onUpdateNote,
  onMoveItem,
  onDeleteItem,
  libraryHref,
  chatHref,
}: SavedScreenProps) {
  const tree = React.useMemo(() => buildFolderTree(folders), [folders]);
  const selected = findNode(tree, selectedFolderId);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const newButtonRef = React.useRef<HTMLButtonElement>(null);

  const [notice, setNotice] = React.useState<Notice>(null);
  const [creating, setCreating] = React.useState<{ parent: { id: string; name: string } | null } | null>(
    null,
  );
  const [renaming, setRenaming] = React.useState<{
    id: string;
    error: string | null;
    pending: boolean;
  } | null>(null);
  const [focusId, setFocusId] = React.useState<string | null>(null);
  const [moving, setMoving] = React.useState<
    { kind: "folder"; node: FolderTreeNode } | { kind: "item"; item: FolderItem } | null
  >(null);
  const lastMoving = React.useRef(moving);
  const startMoving = (next: NonNullable<typeof moving>) => {
    lastMoving.current = next;
    setMoving(next);
  };
  const [deletingFolder, setDeletingFolder] = React.useState<FolderTreeNode | null>(null);
  const [deletingItem, setDeletingItem] = React.useState<FolderItem | null>(null);
  const [dragging, setDragging] = React.useState<{ kind: "folder" | "item"; name: string } | null>(null);

  const items = details?.status === "ready" ? (details.data?.items ?? []) : [];
  const itemById = (id: string) => items.find((item) => item.id === id) ?? null;

  /** The tree's focusable folder, else the New folder button (after a folder or item is gone). */
  const focusTree = React.useCallback(() => {
    const item = rootRef.current?.querySelector<HTMLElement>('[role="tree"] [role="treeitem"][tabindex="0"]');
    (item ?? newButtonRef.current)?.focus();
  }, []);
  const focusItemMenu = (itemId: string) => () => {
    const menu = rootRef.current?.querySelector<HTMLElement>(`[data-item-menu="${itemId}"]`);
    if (menu) menu.focus();
    else focusTree();
  };

  const report = (result: FolderActionResult, done: string): FolderActionResult => {
    setNotice(result.ok ? { tone: "done", text: done } : { tone: "failed", text: result.message });
    return result;
  };

  const renamingProps: FolderTreeRenaming | null = renaming
    ? {
        id: renaming.id,
        error: renaming.error,
        pending: renaming.pending,
        onCancel: () => {
          setFocusId(renaming.id);
          setRenaming(null);
        },
        onSubmit: async (name) => {
          const refused = folderNameError(name);
          if (refused) {
            setRenaming({ ...renaming, error: refused });
            return;
          }
          setRenaming({ ...renaming, pending: true, error: null });
          const result = await onRenameFolder(renaming.id, name.trim());
          if (result.ok) {
            setRenaming(null);
            setFocusId(renaming.id);
            setNotice({ tone: "done", text: `Renamed the folder to '${name.trim()}'.` });
          } else {
            setRenaming({
              id: renaming.id,
              pending: false,
              error: result.fieldErrors?.name ?? result.message,
            });
          }
        },
      }
    : null;

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const nameOfDrop = (id: string | number | undefined) =>
    id === TOP_DROP ? "the top level" : (findNode(tree, String(id ?? "").replace(/^drop:/, ""))?.name ?? "");
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up '${String(active.data.current?.name ?? "")}'.`,
    onDragOver: ({ active, over }) =>
      over
        ? `'${String(active.data.current?.name ?? "")}' is over '${nameOfDrop(over.id)}'.`
        : `'${String(active.data.current?.name ?? "")}' is over no folder.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `'${String(active.data.current?.name ?? "")}' was dropped on '${nameOfDrop(over.id)}'.`
        : `'${String(active.data.current?.name ?? "")}' was put back.`,
    onDragCancel: ({ active }) => `Moving '${String(active.data.current?.name ?? "")}' was cancelled.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as { kind: "folder" | "item"; name: string } | undefined;
    if (data) setDragging({ kind: data.kind, name: data.name });
    setNotice(null);
  };
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const data = active.data.current as {
      kind: "folder" | "item";
      id: string;
      name: string;
      folderId?: string;
    };
    const target =
      over.id === TOP_DROP ? null : ((over.data.current?.folderId as string | undefined) ?? undefined);
    if (target === undefined) return;
    if (data.kind === "folder") {
      const node = findNode(tree, data.id);
      if (!node || node.id === target || node.parentId === target) return;
      const result = await onMoveFolder(node.id, target);
      report(result, `Moved '${node.name}' to ${target ? `'${nameOfDrop(over.id)}'` : "the top level"}.`);
    } else {
      const item = itemById(data.id);
      if (!item || target === null || item.folderId === target) return;
      report(await onMoveItem(item, target), `Moved '${item.title}' to '${nameOfDrop(over.id)}'.`);
    }
  };

  const header = (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-display font-semibold tracking-tight">Saved</h1>
      {status === "ready" ? (
        <Button ref={newButtonRef} variant="outline" onClick={() => setCreating({ parent: null })}>
          <FolderPlus aria-hidden />
          New folder
        </Button>
      ) : null}
    </header>
  );

  const dialogs = (
    <>
      <NewFolderDialog
        open={creating !== null}
        onOpenChange={(open) => (open ? undefined : setCreating(null))}
        parent={creating?.parent ?? null}
        onCreate={onCreateFolder}
        onCreated={(id) => {
          setNotice({ tone: "done", text: "Folder created." });
          if (id) {
            onSelectFolder(id);
            setFocusId(id);
          }
        }}
        returnFocus={focusTree}
      />
      <MoveToDialog
        moving={
          moving?.kind === "folder"
            ? moving
            : moving?.kind === "item"
              ? { kind: "item", title: moving.item.title, folderId: moving.item.folderId }
              : null
        }
        tree={tree}
        depthMax={depthMax}
        onClose={() => setMoving(null)}
        returnFocus={() => {
          // `moving` is already cleared when the dialog hands the focus back: the one it showed is kept.
          const shown = lastMoving.current;
          if (shown?.kind === "item") focusItemMenu(shown.item.id)();
          else if (shown?.kind === "folder") setFocusId(shown.node.id);
          else focusTree();
        }}
        onMove={async (target) => {
          if (!moving) return { ok: true };
          const place = target ? `'${findNode(tree, target)?.name ?? ""}'` : "the top level";
          if (moving.kind === "folder") {
            return report(
              await onMoveFolder(moving.node.id, target),
              `Moved '${moving.node.name}' to ${place}.`,
            );
          }
          if (target === null) return { ok: true };
          return report(await onMoveItem(moving.item, target), `Moved '${moving.item.title}' to ${place}.`);
        }}
      />
      <ConfirmDialog
        open={deletingFolder !== null}
        title={
          deletingFolder
            ? deleteFolderQuestion(
                deletingFolder.name,
                deletingFolder.totalFolders,
                deletingFolder.totalItems,
              )
            : ""
        }
        description="This cannot be undone. Saved library items stay in the library; only your folder and what you saved in it go."
        confirmLabel="Delete folder"
        onClose={() => setDeletingFolder(null)}
        returnFocus={focusTree}
        onConfirm={async () =>
          deletingFolder
            ? report(await onDeleteFolder(deletingFolder.id), `Deleted '${deletingFolder.name}'.`)
            : { ok: true }
        }
      />
      <ConfirmDialog
        open={deletingItem !== null}
        title={deletingItem ? `Delete '${deletingItem.title}'?` : ""}
        description={
          deletingItem?.kind === "answer"
            ? "The saved answer and your note are deleted for good. Your chat is not changed."
            : "It leaves this folder with your note. The item stays in the library."
        }
        confirmLabel="Delete"
        onClose={() => setDeletingItem(null)}
        returnFocus={focusTree}
        onConfirm={async () =>
          deletingItem
            ? report(await onDeleteItem(deletingItem), `Deleted '${deletingItem.title}'.`)
            : { ok: true }
        }
      />
    </>
  );

  if (status === "loading") {
    return (
      <div data-slot="saved" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        {header}
        <div role="status" aria-busy="true" aria-label="Loading your folders" className="flex flex-col gap-2">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-9 w-60" />
        </div>
      </div>
    );
  }
  if (status === "error") {
    return (
      <div data-slot="saved" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        {header}
        <LoadFailedAlert
          title="Your folders could not be loaded"
          message={loadError || "Check your connection and try again."}
          onRetry={onRetry}
        />
      </div>
    );
  }

  return (
    <div ref={rootRef} data-slot="saved" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      {header}
      <p role="status" className={notice?.tone === "done" ? "text-sm text-muted-foreground" : "sr-only"}>
        {notice?.tone === "done" ? notice.text : ""}
      </p>
      {notice?.tone === "failed" ? (
        <Alert variant="destructive">
          <AlertDescription className="text-foreground">{notice.text}</AlertDescription>
        </Alert>
      ) : null}
      {tree.length === 0 ? (
        <EmptyState
          variant="outline"
          icon={<Folders />}
          title="No folders yet"
          titleAs="h2"
          description="Make a folder, then save answers from Ask and articles from the Library into it."
          action={<Button onClick={() => setCreating({ parent: null })}>Create your first folder</Button>}
        />
      ) : (
        <DndContext
          sensors={sensors}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                "Drag with a mouse or a finger, or use Move to… in the menu to move it with the keyboard.",
            },
          }}
          onDragStart={onDragStart}
          onDragCancel={() => setDragging(null)}
          onDragEnd={(event) => void onDragEnd(event)}
        >
          <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
            <section aria-labelledby="saved-folders" className="flex flex-col gap-3">
              <h2 id="saved-folders" className="text-xl font-semibold">
                Folders
              </h2>
              <FolderTree
                nodes={tree}
                label="Your folders"
                selectedId={selectedFolderId}
                onSelect={(id) => {
                  setNotice(null);
                  onSelectFolder(id);
                }}
                onRenameRequest={(id) => setRenaming({ id, error: null, pending: false })}
                renaming={renamingProps}
                showCounts
                dragAndDrop
                focusId={focusId}
                onFocused={() => setFocusId(null)}
              />
              <TopLevelDrop active={dragging?.kind === "folder"} />
              <p className="text-caption text-muted-foreground">
                Drag a folder or an item onto a folder to move it, or use Move to… in its menu. F2 renames the
                folder you are on.
              </p>
            </section>
            <FolderPanel
              folder={selected}
              details={details ?? null}
              onPageChange={onPageChange}
              onNewInside={(node) => setCreating({ parent: { id: node.id, name: node.name } })}
              onRename={(node) => setRenaming({ id: node.id, error: null, pending: false })}
              onMove={(node) => startMoving({ kind: "folder", node })}
              onDelete={(node) => setDeletingFolder(node)}
              canNestInside={(selected?.depth ?? 0) < depthMax}
              itemProps={{
                onRename: async (item, title) =>
                  report(await onRenameItem(item, title), `Renamed to '${title}'.`),
                onUpdateNote: async (item, note) =>
                  report(await onUpdateNote(item, note), note ? "Note saved." : "Note taken away."),
                onMoveRequest: (item) => startMoving({ kind: "item", item }),
                onDeleteRequest: (item) => setDeletingItem(item),
                libraryHref,
                chatHref,
              }}
            />
          </div>
          <DragOverlay dropAnimation={null}>
            {dragging ? (
              <div className="rounded-md border border-border bg-popover px-3 py-2 text-sm font-medium shadow-md">
                {dragging.name}
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
      {dialogs}
    </div>
  );
}

/** Where a dragged folder goes to the top level (shown while a folder is dragged). */
function TopLevelDrop({ active }: { active: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: TOP_DROP, disabled: !active });
  if (!active) return null;
  return (
    <div
      ref={setNodeRef}
      className={`rounded-md border-2 border-dashed px-3 py-3 text-center text-sm ${isOver ? "border-primary bg-primary/10" : "border-border text-muted-foreground"}`}
    >
      Drop here for the top level
    </div>
  );
}

type FolderPanelProps = {
  folder: FolderTreeNode | null;
  details: SavedFolderDetails | null;
  onPageChange?: (page: number) => void;
  onNewInside: (node: FolderTreeNode) => void;
  onRename: (node: FolderTreeNode) => void;
  onMove: (node: FolderTreeNode) => void;
  onDelete: (node: FolderTreeNode) => void;
  canNestInside: boolean;
  itemProps: Omit<React.ComponentProps<typeof SavedItemCard>, "item">;
};

/** The chosen folder: where it is, its menu, and its items newest first. */
function FolderPanel({
  folder,
  details,
  onPageChange,
  onNewInside,
  onRename,
  onMove,
  onDelete,
  canNestInside,
  itemProps,
}: FolderPanelProps) {
  const chose = React.useRef(false);
  const panelRef = React.useRef<HTMLElement>(null);
  const choose = (then: () => void) => () => {
    chose.current = true;
    then();
  };
  if (!folder) {
    return (
      <section aria-label="Folder" className="flex flex-col gap-3">
        <EmptyState
          variant="outline"
          size="sm"
          icon={<Inbox />}
          title="Choose a folder"
          titleAs="h2"
          description="Its saved answers and library items show here."
        />
      </section>
    );
  }
  const data = details?.status === "ready" ? details.data : null;
  const path = data?.folder.id === folder.id ? data.path : [];
  return (
    <section ref={panelRef} aria-labelledby="saved-folder-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          {path.length > 0 ? (
            <p className="text-caption text-muted-foreground">
              <span className="sr-only">Inside </span>
              {path.map((each) => each.name).join(" › ")}
            </p>
          ) : null}
          <h2 id="saved-folder-title" className="text-2xl font-semibold break-words">
            {folder.name}
          </h2>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" aria-label={`Folder actions for '${folder.name}'`}>
              Folder actions
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent
            align="end"
            onCloseAutoFocus={(event) => {
              // A chosen action takes the focus: its dialog, or the name's text box in the tree.
              if (!chose.current) return;
              event.preventDefault();
              chose.current = false;
              panelRef.current?.ownerDocument
                .querySelector<HTMLElement>('[data-slot="saved"] [role="tree"] input')
                ?.focus();
            }}
          >
            {canNestInside ? (
              <DropdownMenuItem onSelect={choose(() => onNewInside(folder))}>
                New folder inside
              </DropdownMenuItem>
            ) : null}
            <DropdownMenuItem onSelect={choose(() => onRename(folder))}>Rename</DropdownMenuItem>
            <DropdownMenuItem onSelect={choose(() => onMove(folder))}>Move to…</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={choose(() => onDelete(folder))}>
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {!details || details.status === "loading" ? (
        <div role="status" aria-busy="true" aria-label="Loading the folder" className="flex flex-col gap-3">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : details.status === "error" ? (
        <LoadFailedAlert
          title="This folder could not be loaded"
          message={details.error || "Check your connection and try again."}
          onRetry={details.onRetry}
        />
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          variant="outline"
          size="sm"
          icon={<Inbox />}
          title="Nothing saved here yet"
          titleAs="h3"
          description="Save an answer from Ask, or an article from the Library, and choose this folder."
        />
      ) : (
        <>
          <ul aria-label={`Saved in '${folder.name}'`} className="flex flex-col gap-4">
            {data.items.map((item) => (
              <li key={item.id}>
                <SavedItemCard item={item} dragAndDrop {...itemProps} />
              </li>
            ))}
          </ul>
          {data.total > data.pageSize && onPageChange ? (
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={onPageChange}
              aria-label="Pages of this folder"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
