import {
  Alert,
  AlertDescription,
  Badge,
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
import { FileText, Plus } from "lucide-react";
import type * as React from "react";

import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { formatCareDate } from "../shared/care-dates";

/** One of the practitioner's handouts, and whether this client has it already. */
export type ShareHandoutPickerItem = {
  id: string;
  title: string;
  updatedAt: string;
  /** The client has it now: it is not offered again. */
  shared: boolean;
};

export type ShareHandoutPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client it is shared with, by the practitioner's name for them. */
  clientName: string;
  /** The practitioner's handouts (`GET /api/handout/all`): loading, ready, or could not be loaded. */
  status: "loading" | "ready" | "error";
  handouts: readonly ShareHandoutPickerItem[];
  loadError?: string | null;
  onRetry?: () => void;
  /** Share this handout with the client. */
  onShare: (handoutId: string) => void;
  /** The handout being shared: its button is busy, the others wait. */
  sharingId?: string | null;
  /** Sharing failed: why. */
  apiError?: string | null;
  /** Where 'New handout' goes (`/coaches/handouts/new`). */
  newHandoutHref: string;
  /** The practitioner's time zone, for the dates (the browser's when not given). */
  timeZone?: string;
  /**
   * Puts the focus back where the dialog was opened from, when it closes (a dialog opened by a
   * page's own button has no trigger of its own to return to).
   */
  returnFocus?: () => void;
};

function HandoutChoice({
  handout,
  onShare,
  sharing,
  waiting,
  timeZone,
}: {
  handout: ShareHandoutPickerItem;
  onShare: (id: string) => void;
  sharing: boolean;
  waiting: boolean;
  timeZone?: string;
}) {
  return (
    <li
      data-slot="share-handout-choice"
      data-shared={handout.shared || undefined}
      className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium break-words">{handout.title}</p>
        <p className="text-sm text-muted-foreground">Updated {formatCareDate(handout.updatedAt, timeZone)}</p>
      </div>
      {handout.shared ? (
        <Badge variant="secondary" className="shrink-0 self-start sm:self-center">
          Already shared
        </Badge>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start sm:self-center"
          loading={sharing}
          disabled={waiting}
          onClick={() => onShare(handout.id)}
        >
          Share<span className="sr-only"> '{handout.title}'</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Shares one of the practitioner's handouts with one client, from the client's page: the
 * handouts listed with a Share button each (those the client has already marked as such), and a
 * way to write a new one when there is none yet.
 */
export function ShareHandoutPickerDialog({
  open,
  onOpenChange,
  clientName,
  status,
  handouts,
  loadError,
  onRetry,
  onShare,
  sharingId = null,
  apiError,
  newHandoutHref,
  timeZone,
  returnFocus,
}: ShareHandoutPickerDialogProps) {
  const newLink = (size: "sm" | "md") => (
    <Button asChild variant="outline" size={size}>
      <ScreenLink to={newHandoutHref}>
        <Plus aria-hidden />
        New handout
      </ScreenLink>
    </Button>
  );

  // With no handouts the empty state offers it; with some, the footer does.
  const offerNew = status === "ready" && handouts.length > 0;
  let body: React.ReactNode;
  if (status === "loading") {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading your handouts" className="flex flex-col gap-2">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (status === "error") {
    body = (
      <LoadFailedAlert
        title="Your handouts could not be loaded"
        message={loadError || "Check your connection and try again."}
        onRetry={onRetry}
      />
    );
  } else if (handouts.length === 0) {
    body = (
      <EmptyState
        variant="outline"
        size="sm"
        titleAs="h3"
        icon={<FileText />}
        title="You have no handouts yet"
        description={`Write one, then share it with ${clientName} from here or from the Handouts page.`}
        action={newLink("sm")}
      />
    );
  } else {
    body = (
      <ul aria-label="Your handouts" className="flex max-h-96 flex-col gap-2 overflow-y-auto">
        {handouts.map((handout) => (
          <HandoutChoice
            key={handout.id}
            handout={handout}
            onShare={onShare}
            sharing={sharingId === handout.id}
            waiting={sharingId !== null && sharingId !== handout.id}
            timeZone={timeZone}
          />
        ))}
      </ul>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocus) return;
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="break-words">Share a handout with {clientName}</DialogTitle>
          <DialogDescription>
            Only {clientName} will see what you share here. You can take it back on the Shared tab.
          </DialogDescription>
        </DialogHeader>
        {body}
        {apiError ? (
          <Alert variant="destructive">
            <AlertDescription className="text-foreground">{apiError}</AlertDescription>
          </Alert>
        ) : null}
        <DialogFooter className={offerNew ? "md:justify-between" : undefined}>
          {offerNew ? newLink("md") : null}
          <DialogClose asChild>
            <Button variant="outline">Done</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
