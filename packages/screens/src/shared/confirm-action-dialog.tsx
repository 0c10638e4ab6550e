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
} from "@pkg/ui";
import type * as React from "react";

export type ConfirmActionDialogProps = {
  open: boolean;
  /** Asked to close (Escape, outside, the keep button); ignored while the action runs. */
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The words of the button that leaves things as they are. */
  keepLabel: string;
  /** The words of the button that acts. */
  confirmLabel: string;
  /** `destructive` for what cannot be undone. */
  confirmVariant?: "primary" | "destructive";
  /** The action runs: the buttons wait and the dialog stays. */
  pending?: boolean;
  /** Why the action failed; the dialog stays open with it. */
  error?: string | null;
  /** The confirm button's action; with `form`, it submits that form instead. */
  onConfirm?: () => void;
  /** The id of a form in `children` that the confirm button submits (a field the action needs). */
  form?: string;
  children?: React.ReactNode;
};

/**
 * Asks before an action the person should mean (remove, delete, mark): what it does, what to keep,
 * the action's own words, and its failure shown in place while the dialog stays open.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  keepLabel,
  confirmLabel,
  confirmVariant = "primary",
  pending = false,
  error,
  onConfirm,
  form,
  children,
}: ConfirmActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle className="break-words">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {error ? (
          <Alert variant="destructive">
            <AlertDescription className="text-foreground">{error}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {keepLabel}
            </Button>
          </DialogClose>
          <Button
            variant={confirmVariant}
            loading={pending}
            {...(form ? { type: "submit" as const, form } : { onClick: onConfirm })}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
