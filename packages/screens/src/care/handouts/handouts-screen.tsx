import type { Handout } from "@pkg/contracts";
import { Button, EmptyState, Skeleton } from "@pkg/ui";
import { FileText, Plus, Share2, Trash2, Users } from "lucide-react";
import * as React from "react";

import { ScreenLink } from "../../environment";
import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { DeleteHandoutDialog } from "./delete-handout-dialog";
import { formatCareDate } from "../shared/care-dates";
import { sharedWithText } from "./handout-text";

export type HandoutsScreenProps = {
  /** The practitioner's handouts, most recently updated first (`GET /api/handout/all`). */
  handouts: readonly Handout[];
  /** Where 'New handout' goes (`/coaches/handouts/new`). */
  newHref: string;
  /** Where a handout's title leads (`/coaches/handouts/{id}`). */
  editHref: (id: string) => string;
  /** 'Share…': the route opens the share dialog for it. */
  onShare: (handout: Handout) => void;
  /** 'Who has access': the route opens the access dialog for it. */
  onShowAccess: (handout: Handout) => void;
  /** Deleting was confirmed in the dialog. */
  onDelete: (id: string) => void;
  /** The handout being deleted: its Delete button shows a spinner. */
  deletingId?: string | null;
  /** The list is loading: its place keeps its shape. */
  loading?: boolean;
  /** The list could not be loaded: said, with 'Try again'. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The practitioner's time zone, for the dates (the browser's when not given). */
  timeZone?: string;
};

const actionClasses = "justify-start sm:justify-center";

function HandoutRow({
  handout,
  editHref,
  onShare,
  onShowAccess,
  onAskDelete,
  deleting,
  timeZone,
}: {
  handout: Handout;
  editHref: (id: string) => string;
  onShare: (handout: Handout) => void;
  onShowAccess: (handout: Handout) => void;
  onAskDelete: (handout: Handout) => void;
  deleting: boolean;
  timeZone?: string;
}) {
  return (
    <li
      data-slot="handout-row"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold break-words">
          <ScreenLink
            to={editHref(handout.id)}
            className="rounded-sm text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-3 focus-visible:ring-ring/60"
          >
            {handout.title}
          </ScreenLink>
        </h2>
        {handout.source ? (
          <p className="text-sm break-words text-muted-foreground">
            From the library: {handout.source.title}
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>Updated {formatCareDate(handout.updatedAt, timeZone)}</span>
          <span aria-hidden>·</span>
          <span data-shared={handout.sharedWith > 0 || undefined}>{sharedWithText(handout.sharedWith)}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="outline" size="sm" className={actionClasses} onClick={() => onShare(handout)}>
          <Share2 aria-hidden />
          Share…<span className="sr-only"> '{handout.title}'</span>
        </Button>
        <Button variant="ghost" size="sm" className={actionClasses} onClick={() => onShowAccess(handout)}>
          <Users aria-hidden />
          Who has access<span className="sr-only"> to '{handout.title}'</span>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          loading={deleting}
          onClick={() => onAskDelete(handout)}
        >
          <Trash2 aria-hidden />
          Delete<span className="sr-only"> '{handout.title}'</span>
        </Button>
      </div>
    </li>
  );
}

function LoadingList() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your handouts" className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-2 rounded-lg border border-border p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/**
 * A practitioner's handouts (`/coaches/handouts`): each with where it came from, when it was last
 * updated and how many clients have it, and its actions: Share…, Who has access and Delete (asked
 * first: clients it was shared with lose it too).
 */
export function HandoutsScreen({
  handouts,
  newHref,
  editHref,
  onShare,
  onShowAccess,
  onDelete,
  deletingId = null,
  loading = false,
  loadError,
  onRetry,
  timeZone,
}: HandoutsScreenProps) {
  const [asking, setAsking] = React.useState<Handout | null>(null);
  const [confirmOpen, setConfirmOpen] = React.useState(false);

  const newLink = (
    <Button asChild>
      <ScreenLink to={newHref}>
        <Plus aria-hidden />
        New handout
      </ScreenLink>
    </Button>
  );

  let body: React.ReactNode;
  if (loading) {
    body = <LoadingList />;
  } else if (loadError) {
    body = (
      <LoadFailedAlert title="Your handouts could not be loaded" message={loadError} onRetry={onRetry} />
    );
  } else if (handouts.length === 0) {
    body = (
      <EmptyState
        variant="outline"
        titleAs="h2"
        icon={<FileText />}
        title="No handouts yet"
        description="Write your own notes for clients, or start a handout from a library item and make it your own."
        action={newLink}
      />
    );
  } else {
    body = (
      <ul aria-label="Your handouts" className="flex flex-col gap-3">
        {handouts.map((handout) => (
          <HandoutRow
            key={handout.id}
            handout={handout}
            editHref={editHref}
            onShare={onShare}
            onShowAccess={onShowAccess}
            onAskDelete={(chosen) => {
              setAsking(chosen);
              setConfirmOpen(true);
            }}
            deleting={deletingId === handout.id}
            timeZone={timeZone}
          />
        ))}
      </ul>
    );
  }

  return (
    <div data-slot="handouts-screen" className="flex flex-col gap-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-display font-semibold tracking-tight">Handouts</h1>
          <p className="text-sm text-muted-foreground">
            Your own notes for clients. Share a handout with the clients it helps; only they can read it.
          </p>
        </div>
        {loading || loadError || handouts.length > 0 ? <div className="shrink-0">{newLink}</div> : null}
      </header>
      {body}
      <DeleteHandoutDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={asking?.title ?? ""}
        onConfirm={() => {
          if (asking) onDelete(asking.id);
        }}
      />
    </div>
  );
}
