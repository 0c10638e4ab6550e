import { CARE_ERRORS, type ClientRecord, type PendingInvitation } from "@pkg/contracts";
import { Button, formatPhone } from "@pkg/ui";
import * as React from "react";

import { ConfirmDeleteDialog } from "../../health/shared/confirm-delete-dialog";
import { formatCareDate } from "../shared/care-dates";

export type InvitationAction = "resend" | "revoke";
export type RecordAction = "invite" | "delete";

/** The row something is being done to, and what. */
export type BusyRow<A extends string> = { id: string; action: A } | null;

const ROW = "flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between";
const DESTRUCTIVE_GHOST = "text-destructive hover:bg-destructive/10 hover:text-destructive";

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{description}</p>
      {children}
    </section>
  );
}

export type PendingInvitationsProps = {
  invitations: PendingInvitation[];
  onResend: (id: string) => void;
  onRevoke: (id: string) => void;
  busy: BusyRow<InvitationAction>;
  timeZone: string;
};

/** Invitations sent and not yet accepted: resend (a new link, 14 more days) or revoke (asks first). */
export function PendingInvitations({
  invitations,
  onResend,
  onRevoke,
  busy,
  timeZone,
}: PendingInvitationsProps) {
  const [revoking, setRevoking] = React.useState<PendingInvitation | null>(null);
  // The name stays in the dialog while it closes.
  const [revokingName, setRevokingName] = React.useState("");
  return (
    <Section
      id="clients-invitations-title"
      title={`Pending invitations (${invitations.length})`}
      description="Each holds a place on your plan until it is accepted, expires or is revoked."
    >
      <ul className="divide-y divide-border">
        {invitations.map((invitation) => {
          const busyHere = busy?.id === invitation.id ? busy.action : null;
          return (
            <li key={invitation.id} className={ROW} aria-busy={busyHere ? true : undefined}>
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <span className="font-medium">{invitation.name}</span>
                <span className="break-all text-muted-foreground">{invitation.email}</span>
                <span className="text-muted-foreground">
                  Sent {formatCareDate(invitation.createdAt, timeZone)} · Expires{" "}
                  {formatCareDate(invitation.expiresAt, timeZone)}
                </span>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  loading={busyHere === "resend"}
                  disabled={busyHere === "revoke"}
                  onClick={() => onResend(invitation.id)}
                >
                  Resend<span className="sr-only"> the invitation to {invitation.name}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className={DESTRUCTIVE_GHOST}
                  loading={busyHere === "revoke"}
                  disabled={busyHere === "resend"}
                  onClick={() => {
                    setRevoking(invitation);
                    setRevokingName(invitation.name);
                  }}
                >
                  Revoke<span className="sr-only"> the invitation to {invitation.name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDeleteDialog
        entry={revoking}
        onClose={() => setRevoking(null)}
        onConfirm={(invitation) => onRevoke(invitation.id)}
        title={`Revoke the invitation to ${revokingName}?`}
        description="The link in their e-mail stops working, and the place it held on your plan is free again."
        keepLabel="Keep the invitation"
        deleteLabel="Revoke"
      />
    </Section>
  );
}

export type ClientRecordsProps = {
  records: ClientRecord[];
  onInvite: (id: string) => void;
  onDelete: (id: string) => void;
  busy: BusyRow<RecordAction>;
};

/** People recorded to invite later ("To invite later"): send the invitation, or delete the record. */
export function ClientRecords({ records, onInvite, onDelete, busy }: ClientRecordsProps) {
  const [deleting, setDeleting] = React.useState<ClientRecord | null>(null);
  const [deletingName, setDeletingName] = React.useState("");
  const reasonId = React.useId();
  return (
    <Section
      id="clients-records-title"
      title={`To invite later (${records.length})`}
      description="A client record holds a place on your plan until you invite them or delete it."
    >
      <ul className="divide-y divide-border">
        {records.map((record) => {
          const busyHere = busy?.id === record.id ? busy.action : null;
          const noEmail = !record.email;
          return (
            <li key={record.id} className={ROW} aria-busy={busyHere ? true : undefined}>
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <span className="font-medium">{record.name}</span>
                {record.email ? (
                  <span className="break-all text-muted-foreground">{record.email}</span>
                ) : null}
                {record.phone_number ? (
                  <span className="text-muted-foreground">{formatPhone(record.phone_number)}</span>
                ) : null}
                {record.notes ? <p className="mt-1 whitespace-pre-line">{record.notes}</p> : null}
                {noEmail ? (
                  <p id={`${reasonId}-${record.id}`} className="mt-1 text-muted-foreground">
                    {CARE_ERRORS.recordNeedsEmail}.
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  loading={busyHere === "invite"}
                  disabled={noEmail || busyHere === "delete"}
                  aria-describedby={noEmail ? `${reasonId}-${record.id}` : undefined}
                  onClick={() => onInvite(record.id)}
                >
                  Send invitation<span className="sr-only"> to {record.name}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className={DESTRUCTIVE_GHOST}
                  loading={busyHere === "delete"}
                  disabled={busyHere === "invite"}
                  onClick={() => {
                    setDeleting(record);
                    setDeletingName(record.name);
                  }}
                >
                  Delete<span className="sr-only"> the record of {record.name}</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDeleteDialog
        entry={deleting}
        onClose={() => setDeleting(null)}
        onConfirm={(record) => onDelete(record.id)}
        title={`Delete the record of ${deletingName}?`}
        description="Their name, contact details and your notes are deleted, and the place it held on your plan is free again."
        keepLabel="Keep the record"
        deleteLabel="Delete"
      />
    </Section>
  );
}
