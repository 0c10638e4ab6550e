import { ConfirmActionDialog } from "../../shared/confirm-action-dialog";
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
    <ConfirmActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={deleteHandoutQuestion(title)}
      description={DELETE_HANDOUT_NOTE}
      keepLabel="Keep it"
      confirmLabel="Delete"
      confirmVariant="destructive"
      onConfirm={() => {
        onOpenChange(false);
        onConfirm();
      }}
    />
  );
}
