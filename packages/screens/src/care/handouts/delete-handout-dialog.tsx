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

import { DELETE_HANDOUT_NOTE, deleteHandoutQuestion } from "./handout-text";

export type DeleteHandoutDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The handout's title, as the question names it. */
  title: string;
  /** Deleting was confirmed. */
  onConfirm: () => void;
};

/** Asks before a handout is deleted for good: clients it was shared with lose it too. */
export function DeleteHandoutDialog({ open, onOpenChange, title, onConfirm }: DeleteHandoutDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle className="break-words">{deleteHandoutQuestion(title)}</DialogTitle>
          <DialogDescription>{DELETE_HANDOUT_NOTE}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
