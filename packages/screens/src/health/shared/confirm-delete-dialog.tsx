import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@pkg/ui";
import type * as React from "react";

export type ConfirmDeleteDialogProps<T> = {
  /** The entry to delete; the dialog is open while there is one. */
  entry: T | null;
  /** The dialog closes (kept, confirmed or dismissed). */
  onClose: () => void;
  /** Delete is confirmed. */
  onConfirm: (entry: T) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The words of the button that keeps the entry. */
  keepLabel: string;
  /** The words of the button that deletes it. */
  deleteLabel: string;
};

/** Asks before an entry is deleted for good: Keep, or Delete. */
export function ConfirmDeleteDialog<T>({
  entry,
  onClose,
  onConfirm,
  title,
  description,
  keepLabel,
  deleteLabel,
}: ConfirmDeleteDialogProps<T>) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{keepLabel}</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              if (entry !== null) onConfirm(entry);
              onClose();
            }}
          >
            {deleteLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A row's Delete button in the destructive colour; `name` says which entry to screen readers. */
export function DeleteEntryButton({
  name,
  deleting,
  onClick,
}: {
  name: string;
  deleting: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-destructive hover:bg-destructive/10 hover:text-destructive"
      loading={deleting}
      onClick={onClick}
    >
      Delete<span className="sr-only"> {name}</span>
    </Button>
  );
}
