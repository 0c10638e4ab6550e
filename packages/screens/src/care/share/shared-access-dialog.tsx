import type { SharedAccessEntry } from "@pkg/contracts";
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
  EmptyState,
  Skeleton,
} from "@pkg/ui";
import { EyeOff } from "lucide-react";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { formatCareDate } from "../shared/care-dates";

export type SharedAccessDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The handout's or library item's title. */
  title: string;
  /** Who has it (`GET /api/coach/{contentId}/shared-access`): loading, ready, or could not be loaded. */
  status: "loading" | "ready" | "error";
  access: readonly SharedAccessEntry[];
  loadError?: string | null;
  onRetry?: () => void;
  /** Revoking one client's access was confirmed. */
  onRevoke: (clientId: string) => void;
  /** The client whose access is being revoked: their row is busy. */
  revokingId?: string | null;
  /** Revoking failed: why. */
  revokeError?: string | null;
  /** The practitioner's time zone, for the dates (the browser's when not given). */
  timeZone?: string;
};

function AccessRow({
  entry,
  confirming,
  busy,
  onAsk,
  onKeep,
  onConfirm,
  timeZone,
}: {
  entry: SharedAccessEntry;
  confirming: boolean;
  busy: boolean;
  onAsk: () => void;
  onKeep: () => void;
  onConfirm: () => void;
  timeZone?: string;
}) {
  const questionId = React.useId();
  const revokeRef = React.useRef<HTMLButtonElement>(null);
  const keepRef = React.useRef<HTMLButtonElement>(null);
  const wasConfirming = React.useRef(false);
  React.useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) revokeRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  return (
    <li
      data-slot="shared-access-row"
      aria-busy={busy || undefined}
      className="flex flex-col gap-3 rounded-md border border-border p-3"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium break-words">{entry.name}</p>
          <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
            <span>Shared {formatCareDate(entry.sharedAt, timeZone)}</span>
            <span aria-hidden>·</span>
            <span data-opened={entry.openedAt ? true : undefined}>
              {entry.openedAt ? `Opened ${formatCareDate(entry.openedAt, timeZone)}` : "Not opened yet"}
            </span>
          </p>
        </div>
        {confirming ? null : (
          <Button
            ref={revokeRef}
            variant="ghost"
            size="sm"
            className="shrink-0 self-start text-destructive hover:bg-destructive/10 hover:text-destructive"
            loading={busy}
            onClick={onAsk}
          >
            Revoke<span className="sr-only"> {entry.name}'s access</span>
          </Button>
        )}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="flex flex-col gap-2 rounded-md bg-destructive/5 p-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex flex-col gap-0.5">
            <p id={questionId} className="text-sm font-medium">
              Revoke {entry.name}'s access?
            </p>
            <p className="text-sm text-muted-foreground">They will no longer see it.</p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button ref={keepRef} variant="outline" size="sm" onClick={onKeep}>
              Keep
            </Button>
            <Button variant="destructive" size="sm" onClick={onConfirm}>
              Revoke access
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Who has a handout or a library item the practitioner shared: when each client got it and
 * whether they opened it, and Revoke (asked first, in the row) to take it back from one of them.
 */
export function SharedAccessDialog({
  open,
  onOpenChange,
  title,
  status,
  access,
  loadError,
  onRetry,
  onRevoke,
  revokingId = null,
  revokeError,
  timeZone,
}: SharedAccessDialogProps) {
  const [confirmingId, setConfirmingId] = React.useState<string | null>(null);

  let body: React.ReactNode;
  if (status === "loading") {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading who has access" className="flex flex-col gap-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (status === "error") {
    body = (
      <LoadFailedAlert
        title="Who has access could not be loaded"
        message={loadError || "Check your connection and try again."}
        onRetry={onRetry}
      />
    );
  } else if (access.length === 0) {
    body = (
      <EmptyState
        variant="outline"
        size="sm"
        titleAs="h3"
        icon={<EyeOff />}
        title="Not shared with anyone"
        description="Only you can see it. Share it to let clients read it."
      />
    );
  } else {
    body = (
      <ul aria-label="Clients with access" className="flex flex-col gap-2">
        {access.map((entry) => (
          <AccessRow
            key={entry.clientId}
            entry={entry}
            confirming={confirmingId === entry.clientId}
            busy={revokingId === entry.clientId}
            onAsk={() => setConfirmingId(entry.clientId)}
            onKeep={() => setConfirmingId(null)}
            onConfirm={() => {
              setConfirmingId(null);
              onRevoke(entry.clientId);
            }}
            timeZone={timeZone}
          />
        ))}
      </ul>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setConfirmingId(null);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">Who has access to '{title}'</DialogTitle>
          <DialogDescription>The clients who can read it, and whether they have opened it.</DialogDescription>
        </DialogHeader>
        {body}
        {revokeError ? (
          <Alert variant="destructive">
            <AlertDescription className="text-foreground">{revokeError}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
