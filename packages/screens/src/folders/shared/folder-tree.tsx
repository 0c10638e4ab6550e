import { useDraggable, useDroppable } from "@dnd-kit/core";
import type { FolderTreeNode } from "@pkg/contracts";
import { cn, Input } from "@pkg/ui";
import { ChevronRight, Folder as FolderIcon, FolderOpen } from "lucide-react";
import * as React from "react";

/** A folder being renamed in the tree: its draft name, its error, and what Enter and Escape do. */
export type FolderTreeRenaming = {
  id: string;
  error?: string | null;
  pending?: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
};

export type FolderTreeProps = {
  nodes: readonly FolderTreeNode[];
  /** The tree's accessible name. */
  label: string;
  /** The chosen folder (`aria-selected`). */
  selectedId: string | null;
  /** A folder is chosen: clicked, or Enter on it. */
  onSelect: (id: string) => void;
  /** Folders that cannot be chosen (a folder's own subtree when it moves). */
  disabledIds?: ReadonlySet<string>;
  /** F2 on a folder: rename it. */
  onRenameRequest?: (id: string) => void;
  renaming?: FolderTreeRenaming | null;
  /** Shows each folder's number of items (inside it and its folders). */
  showCounts?: boolean;
  /** Folders can be dragged (by pointer) and items and folders dropped on them (inside a `DndContext`). */
  dragAndDrop?: boolean;
  /** The folder to move the focus to once it is shown (a folder just made or renamed). */
  focusId?: string | null;
  onFocused?: () => void;
  className?: string;
};

type Row = { node: FolderTreeNode; level: number; parentId: string | null; position: number; size: number };

/** The folders shown, top to bottom: the children of a collapsed folder are left out. */
function visibleRows(nodes: readonly FolderTreeNode[], collapsed: ReadonlySet<string>): Row[] {
  const rows: Row[] = [];
  const walk = (list: readonly FolderTreeNode[], level: number, parentId: string | null) => {
    list.forEach((node, index) => {
      rows.push({ node, level, parentId, position: index + 1, size: list.length });
      if (node.children.length > 0 && !collapsed.has(node.id)) walk(node.children, level + 1, node.id);
    });
  };
  walk(nodes, 1, null);
  return rows;
}

/** The ids of the folders above a folder. */
function ancestorsOf(nodes: readonly FolderTreeNode[], id: string): string[] {
  const path: string[] = [];
  const find = (list: readonly FolderTreeNode[]): boolean =>
    list.some((node) => {
      if (node.id === id) return true;
      path.push(node.id);
      if (find(node.children)) return true;
      path.pop();
      return false;
    });
  return find(nodes) ? path : [];
}

/** The drop target's id for a folder (`useDroppable`), and the draggable's for a folder or an item. */
export const dropId = (folderId: string) => `drop:${folderId}`;
export const dragFolderId = (folderId: string) => `folder:${folderId}`;
export const dragItemId = (itemId: string) => `item:${itemId}`;

/**
 * The folder tree (WAI-ARIA tree view): Up and Down move between the folders shown, Right opens a
 * folder or goes to its first folder, Left closes it or goes to its parent, Home and End go to the
 * first and last, Enter (or a click) chooses one, F2 renames it. One folder at a time is in the
 * tab order (the chosen one, else the first).
 */
export function FolderTree({
  nodes,
  label,
  selectedId,
  onSelect,
  disabledIds,
  onRenameRequest,
  renaming,
  showCounts = false,
  dragAndDrop = false,
  focusId,
  onFocused,
  className,
}: FolderTreeProps) {
  const [collapsed, setCollapsed] = React.useState<ReadonlySet<string>>(() => new Set());
  const rows = React.useMemo(() => visibleRows(nodes, collapsed), [nodes, collapsed]);
  const [active, setActive] = React.useState<string | null>(null);
  const items = React.useRef(new Map<string, HTMLDivElement>());

  // The chosen folder, and a folder about to take the focus, are always shown: when either
  // changes, the folders above it open (adjusted while rendering, as React advises for state
  // that follows a prop).
  const [revealed, setRevealed] = React.useState<string>("");
  const reveal = `${selectedId ?? ""}|${focusId ?? ""}`;
  if (revealed !== reveal) {
    setRevealed(reveal);
    const above = [
      ...(selectedId ? ancestorsOf(nodes, selectedId) : []),
      ...(focusId ? ancestorsOf(nodes, focusId) : []),
    ];
    if (above.some((id) => collapsed.has(id))) {
      setCollapsed(new Set([...collapsed].filter((id) => !above.includes(id))));
    }
  }

  const shown = rows.some((row) => row.node.id === active) ? active : null;
  const tabStop =
    shown ?? (rows.some((row) => row.node.id === selectedId) ? selectedId : (rows[0]?.node.id ?? null));

  const focus = React.useCallback((id: string) => {
    setActive(id);
    items.current.get(id)?.focus();
  }, []);

  React.useEffect(() => {
    if (!focusId) return;
    const element = items.current.get(focusId);
    if (element) {
      element.focus();
      onFocused?.();
    }
  }, [focusId, rows, onFocused]);

  const toggle = (id: string, open?: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      const isOpen = !current.has(id);
      if (open ?? !isOpen) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement) return;
    const index = rows.findIndex((row) => row.node.id === tabStop);
    const row = rows[index];
    if (!row) return;
    const { node } = row;
    const hasChildren = node.children.length > 0;
    const open = hasChildren && !collapsed.has(node.id);
    let handled = true;
    switch (event.key) {
      case "ArrowDown":
        if (rows[index + 1]) focus(rows[index + 1]!.node.id);
        break;
      case "ArrowUp":
        if (rows[index - 1]) focus(rows[index - 1]!.node.id);
        break;
      case "Home":
        focus(rows[0]!.node.id);
        break;
      case "End":
        focus(rows[rows.length - 1]!.node.id);
        break;
      case "ArrowRight":
        if (hasChildren && !open) toggle(node.id, true);
        else if (open) focus(node.children[0]!.id);
        break;
      case "ArrowLeft":
        if (open) toggle(node.id, false);
        else if (row.parentId) focus(row.parentId);
        break;
      case "Enter":
      case " ":
        if (!disabledIds?.has(node.id)) onSelect(node.id);
        break;
      case "F2":
        if (onRenameRequest) onRenameRequest(node.id);
        else handled = false;
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const renderNodes = (
    list: readonly FolderTreeNode[],
    level: number,
    parentId: string | null,
  ): React.ReactNode =>
    list.map((node, index) => (
      <FolderTreeItem
        key={node.id}
        node={node}
        level={level}
        position={index + 1}
        size={list.length}
        parentId={parentId}
        open={!collapsed.has(node.id)}
        selected={node.id === selectedId}
        disabled={disabledIds?.has(node.id) ?? false}
        tabbable={node.id === tabStop}
        showCount={showCounts}
        dragAndDrop={dragAndDrop}
        renaming={renaming?.id === node.id ? renaming : null}
        register={(element) => {
          if (element) items.current.set(node.id, element);
          else items.current.delete(node.id);
        }}
        onToggle={() => toggle(node.id)}
        onChoose={() => {
          setActive(node.id);
          if (!disabledIds?.has(node.id)) onSelect(node.id);
        }}
        onFocusItem={() => setActive(node.id)}
      >
        {node.children.length > 0 && !collapsed.has(node.id) ? (
          <div role="group" className="flex flex-col">
            {renderNodes(node.children, level + 1, node.id)}
          </div>
        ) : null}
      </FolderTreeItem>
    ));

  return (
    <div
      role="tree"
      aria-label={label}
      // The folders take the focus (one at a time in the tab order); the tree itself only by script.
      tabIndex={-1}
      data-slot="folder-tree"
      className={cn("flex flex-col", className)}
      onKeyDown={onKeyDown}
    >
      {renderNodes(nodes, 1, null)}
    </div>
  );
}

type FolderTreeItemProps = {
  node: FolderTreeNode;
  level: number;
  position: number;
  size: number;
  parentId: string | null;
  open: boolean;
  selected: boolean;
  disabled: boolean;
  tabbable: boolean;
  showCount: boolean;
  dragAndDrop: boolean;
  renaming: FolderTreeRenaming | null;
  register: (element: HTMLDivElement | null) => void;
  onToggle: () => void;
  onChoose: () => void;
  onFocusItem: () => void;
  children: React.ReactNode;
};

function FolderTreeItem({
  node,
  level,
  position,
  size,
  open,
  selected,
  disabled,
  tabbable,
  showCount,
  dragAndDrop,
  renaming,
  register,
  onToggle,
  onChoose,
  onFocusItem,
  children,
}: FolderTreeItemProps) {
  const countId = React.useId();
  const hasChildren = node.children.length > 0;
  const droppable = useDroppable({
    id: dropId(node.id),
    disabled: !dragAndDrop,
    data: { folderId: node.id },
  });
  const draggable = useDraggable({
    id: dragFolderId(node.id),
    disabled: !dragAndDrop || renaming !== null,
    data: { kind: "folder", id: node.id, name: node.name },
  });
  const Icon = open && hasChildren ? FolderOpen : FolderIcon;

  return (
    <div role="none" className="flex flex-col">
      {/* Its keys (Enter, arrows, F2) are the tree's, handled on the tree for every folder. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
      <div
        ref={(element) => {
          register(element);
          droppable.setNodeRef(element);
          draggable.setNodeRef(element);
        }}
        role="treeitem"
        aria-level={level}
        aria-setsize={size}
        aria-posinset={position}
        aria-selected={selected}
        aria-expanded={hasChildren ? open : undefined}
        aria-disabled={disabled || undefined}
        aria-describedby={showCount && renaming === null ? countId : undefined}
        tabIndex={tabbable ? 0 : -1}
        data-slot="folder-row"
        data-folder-id={node.id}
        data-over={droppable.isOver || undefined}
        data-dragging={draggable.isDragging || undefined}
        {...(dragAndDrop && renaming === null ? draggable.listeners : {})}
        onFocus={(event) => {
          if (event.target === event.currentTarget) onFocusItem();
        }}
        onClick={(event) => {
          event.stopPropagation();
          if (renaming === null) onChoose();
        }}
        style={{ paddingInlineStart: `${(level - 1) * 1.25 + 0.25}rem` }}
        className={cn(
          "flex min-h-10 cursor-pointer touch-none items-center gap-1.5 rounded-md pe-2 text-sm outline-none",
          "hover:bg-accent/60 focus-visible:ring-3 focus-visible:ring-ring/60",
          selected && "bg-accent font-medium text-accent-foreground",
          disabled && "cursor-not-allowed text-muted-foreground opacity-60 hover:bg-transparent",
          droppable.isOver && "bg-primary/10 ring-2 ring-primary",
          draggable.isDragging && "opacity-50",
        )}
      >
        {/* The pointer's way to open and close; the keyboard's is the tree's Left and Right. */}
        <span
          aria-hidden="true"
          onClick={(event) => {
            event.stopPropagation();
            if (hasChildren) onToggle();
          }}
          className={cn(
            "flex size-6 shrink-0 items-center justify-center rounded-sm text-muted-foreground",
            hasChildren ? "hover:bg-muted" : "invisible",
          )}
        >
          <ChevronRight className={cn("size-4 transition-transform", open && "rotate-90")} />
        </span>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
        {renaming ? (
          <RenameField name={node.name} renaming={renaming} />
        ) : (
          <span className="min-w-0 flex-1 truncate py-2">{node.name}</span>
        )}
        {showCount && renaming === null ? (
          <>
            <span aria-hidden="true" className="shrink-0 text-caption text-muted-foreground">
              {node.totalItems}
            </span>
            <span id={countId} hidden>
              {node.totalItems} {node.totalItems === 1 ? "item" : "items"}
            </span>
          </>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/** The folder's name as a text box: Enter saves, Escape (or leaving it unchanged) cancels. */
function RenameField({ name, renaming }: { name: string; renaming: FolderTreeRenaming }) {
  const [value, setValue] = React.useState(name);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const errorId = React.useId();
  React.useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-1 py-1">
      <Input
        ref={inputRef}
        size="sm"
        value={value}
        aria-label={`New name for '${name}'`}
        aria-invalid={renaming.error ? true : undefined}
        aria-describedby={renaming.error ? errorId : undefined}
        disabled={renaming.pending}
        onChange={(event) => setValue(event.target.value)}
        onClick={(event) => event.stopPropagation()}
        onPointerDown={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === "Enter") {
            event.preventDefault();
            if (value.trim() === name) renaming.onCancel();
            else renaming.onSubmit(value);
          } else if (event.key === "Escape") {
            event.preventDefault();
            renaming.onCancel();
          }
        }}
      />
      {renaming.error ? (
        <span id={errorId} role="alert" className="text-caption text-destructive">
          {renaming.error}
        </span>
      ) : null}
    </span>
  );
}
