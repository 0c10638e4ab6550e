import {
  CARE_LIMITS,
  CARE_SORT_LABELS,
  CARE_SORTS,
  planLimitMessage,
  seatsLabel,
  type ActiveClient,
  type CareSort,
  type ClientRecord,
  type ManagedClient,
  type PendingInvitation,
  type PlanUsage,
} from "@pkg/contracts";
import { Alert, AlertDescription, AlertTitle, Button, EmptyState, Field, Input, Skeleton } from "@pkg/ui";
import { Users } from "lucide-react";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { OptionSelect } from "../../shared/option-select";
import { ClientCard } from "./client-card";
import {
  ClientRecords,
  PendingInvitations,
  type BusyRow,
  type InvitationAction,
  type RecordAction,
} from "./clients-pending";

const SORT_OPTIONS = CARE_SORTS.map((sort) => ({ value: sort, label: CARE_SORT_LABELS[sort] }));

export type ClientsScreenProps = {
  /** The practitioner's clients, as the API found and sorted them. */
  clients: ManagedClient[];
  /** People recorded to invite later. */
  records: ClientRecord[];
  /** Invitations sent and not yet accepted. */
  invitations: PendingInvitation[];
  /** The plan's places; `null` while it loads. */
  usage: PlanUsage | null;
  /** The client the practitioner works for now, when one is chosen. */
  activeClient?: ActiveClient | null;
  /** Where a client's page is. */
  clientHref: (id: string) => string;

  /** The search as typed (the caller debounces what it sends to the API). */
  search: string;
  onSearchChange: (search: string) => void;
  sort: CareSort;
  onSortChange: (sort: CareSort) => void;

  onInvite: () => void;
  onCreateRecord: () => void;
  /** Shows 'Work for a client', which calls it (the switch-client dialog). */
  onSwitchClient?: () => void;

  onResendInvitation: (id: string) => void;
  /** Called once the practitioner confirmed the revoke. */
  onRevokeInvitation: (id: string) => void;
  /** The invitation being resent or revoked. */
  busyInvitation?: BusyRow<InvitationAction>;
  onInviteRecord: (id: string) => void;
  /** Called once the practitioner confirmed the delete. */
  onDeleteRecord: (id: string) => void;
  /** The record being invited or deleted. */
  busyRecord?: BusyRow<RecordAction>;

  /** The list is loading: the page keeps its shape. */
  loading?: boolean;
  /** Why the list could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
  /** The zone dates are read in (the practitioner's). */
  timeZone?: string;
};

function ListSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading your clients"
      className="grid gap-4 lg:grid-cols-2"
    >
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-56" />
      ))}
    </div>
  );
}

function SearchAndSort({
  search,
  onSearchChange,
  sort,
  onSortChange,
}: Pick<ClientsScreenProps, "search" | "onSearchChange" | "sort" | "onSortChange">) {
  return (
    <form
      role="search"
      aria-label="Clients"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label="Search clients" className="flex-1">
        <Input
          type="search"
          value={search}
          maxLength={CARE_LIMITS.searchMax}
          placeholder="Name, e-mail or tag"
          autoComplete="off"
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </Field>
      <Field label="Sort by" className="sm:w-52">
        <OptionSelect
          value={sort}
          onValueChange={(value) => onSortChange(value as CareSort)}
          options={SORT_OPTIONS}
          triggerProps={{ className: "w-full" }}
        />
      </Field>
    </form>
  );
}

/**
 * `/coaches`, a practitioner's Clients page: their plan's places, their clients with each one's
 * latest check-in, mood, MRS trend and red-flag alerts (health only while the client shares it),
 * the invitations waiting for an answer and the people recorded to invite later.
 */
export function ClientsScreen({
  clients,
  records,
  invitations,
  usage,
  activeClient = null,
  clientHref,
  search,
  onSearchChange,
  sort,
  onSortChange,
  onInvite,
  onCreateRecord,
  onSwitchClient,
  onResendInvitation,
  onRevokeInvitation,
  busyInvitation = null,
  onInviteRecord,
  onDeleteRecord,
  busyRecord = null,
  loading = false,
  loadError = null,
  onRetry,
  timeZone = "UTC",
}: ClientsScreenProps) {
  const reasonId = React.useId();
  const full = usage !== null && usage.used >= usage.limit;
  const ready = !loading && !loadError;
  const query = search.trim();
  const nothingYet = ready && query === "" && clients.length + records.length + invitations.length === 0;

  return (
    <>
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-display font-semibold tracking-tight">Clients</h1>
          {usage ? (
            <p className="text-muted-foreground">
              {seatsLabel(usage.used, usage.limit)} ({usage.planName} plan)
            </p>
          ) : loading ? (
            <Skeleton className="h-5 w-56" />
          ) : null}
        </div>
        <div className="flex flex-col gap-2 md:items-end">
          <div className="flex flex-wrap gap-2">
            <Button onClick={onInvite} disabled={full} aria-describedby={full ? reasonId : undefined}>
              Invite clients
            </Button>
            <Button
              variant="outline"
              onClick={onCreateRecord}
              disabled={full}
              aria-describedby={full ? reasonId : undefined}
            >
              Add a client record
            </Button>
            {onSwitchClient ? (
              <Button variant="ghost" onClick={onSwitchClient}>
                Work for a client
              </Button>
            ) : null}
          </div>
          {full ? (
            <p id={reasonId} className="text-sm text-muted-foreground">
              No places left: revoke an invitation or delete a client record to free one.
            </p>
          ) : null}
        </div>
      </header>

      {full && usage ? (
        <Alert variant="warning">
          <AlertTitle>Your plan is full</AlertTitle>
          <AlertDescription>
            <p className="text-foreground">
              {planLimitMessage(usage.planName, usage.limit, usage.limit - usage.used)}
            </p>
          </AlertDescription>
        </Alert>
      ) : null}

      {activeClient ? (
        <p className="text-sm">
          Working for <span className="font-medium">{activeClient.name}</span>: the assistant and sharing use
          this client.
        </p>
      ) : null}

      {loadError ? (
        <LoadFailedAlert title="Your clients could not be loaded" message={loadError} onRetry={onRetry} />
      ) : loading ? (
        <ListSkeleton />
      ) : nothingYet ? (
        <EmptyState
          variant="outline"
          icon={<Users aria-hidden="true" />}
          titleAs="h2"
          title="No clients yet"
          description="Invite the people you work with by e-mail, or add a record of someone to invite later. Once they accept, their check-ins, mood and alerts show here while they share them with you."
          action={
            <Button onClick={onInvite} disabled={full}>
              Invite clients
            </Button>
          }
        />
      ) : (
        <>
          <section aria-labelledby="clients-list-title" className="flex flex-col gap-4">
            <h2 id="clients-list-title" className="text-lg font-semibold">
              Active clients ({clients.length})
            </h2>
            <SearchAndSort
              search={search}
              onSearchChange={onSearchChange}
              sort={sort}
              onSortChange={onSortChange}
            />
            {clients.length === 0 ? (
              query ? (
                <EmptyState
                  variant="outline"
                  size="sm"
                  titleAs="h3"
                  title={`No clients match '${query}'`}
                  description="Search by a client's name, e-mail or one of their tags."
                  action={
                    <Button variant="outline" onClick={() => onSearchChange("")}>
                      Clear the search
                    </Button>
                  }
                />
              ) : (
                <p className="text-sm text-muted-foreground">
                  Nobody has accepted an invitation yet. Their check-ins show here once they do.
                </p>
              )
            ) : (
              <ul className="grid gap-4 lg:grid-cols-2">
                {clients.map((client) => (
                  <li key={client.id} className="min-w-0">
                    <ClientCard
                      client={client}
                      href={clientHref(client.id)}
                      active={activeClient?.id === client.id}
                      timeZone={timeZone}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {invitations.length > 0 ? (
            <PendingInvitations
              invitations={invitations}
              onResend={onResendInvitation}
              onRevoke={onRevokeInvitation}
              busy={busyInvitation}
              timeZone={timeZone}
            />
          ) : null}
          {records.length > 0 ? (
            <ClientRecords
              records={records}
              onInvite={onInviteRecord}
              onDelete={onDeleteRecord}
              busy={busyRecord}
            />
          ) : null}
        </>
      )}
    </>
  );
}
