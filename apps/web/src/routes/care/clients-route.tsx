import {
  ClientsScreen,
  SwitchClientDialog,
  type BusyRow,
  type InvitationAction,
  type RecordAction,
} from "@pkg/screens";
import {
  careApi,
  useDeleteClientRecordMutation,
  useInviteClientRecordMutation,
  useManagedClientsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useSwitchClientMutation,
} from "@pkg/stores";
import { skipToken } from "@reduxjs/toolkit/query";
import * as React from "react";
import { useNavigate, useSearchParams } from "react-router";

import { coachesClientPath, paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { useHealthZone } from "../health/use-health-zone";
import { failureOf } from "./care-form-errors";
import { clientsParamsOf, managedClientsArgsOf, parseClientsParams } from "./clients-params";

injectServerApi(careApi);

/** How long the search waits for typing to pause before it reaches the address and the server. */
const SEARCH_DELAY_MS = 300;

/** Shows what the API said it did, or why it did not (a full plan's message exactly as it is). */
async function reportOutcome(work: Promise<{ message: string }>, failedTitle: string) {
  try {
    const { message } = await work;
    toast({ variant: "success", title: message });
  } catch (error) {
    toast({ variant: "destructive", title: failedTitle, description: failureOf(error).message });
  }
}

/**
 * The search box's text: what was typed since the address last changed, else the address's
 * search (so back, forward and a link show their own search).
 */
function useSearchText(addressQ: string) {
  const [typed, setTyped] = React.useState<{ text: string; base: string } | null>(null);
  const text = typed && typed.base === addressQ ? typed.text : addressQ;
  const setText = React.useCallback((next: string) => setTyped({ text: next, base: addressQ }), [addressQ]);
  return [text, setText] as const;
}

/**
 * `/coaches`, a practitioner's clients: their plan's places, their clients, the invitations
 * waiting for an answer and the records of people to invite later. The search and the order live
 * in the address (`?q=&sort=`); the search reaches it, and the server, once typing pauses.
 */
export function ClientsRoute() {
  const navigate = useNavigate();
  const { timeZone } = useHealthZone();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = parseClientsParams(searchParams);
  const [search, setSearch] = useSearchText(view.q);

  React.useEffect(() => {
    // Only a change that matters: spaces around the search ask the server nothing new.
    if (search.trim() === view.q.trim()) return;
    const timer = setTimeout(
      () => setSearchParams(clientsParamsOf({ q: search, sort: view.sort }), { replace: true }),
      search.trim() ? SEARCH_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [search, view.q, view.sort, setSearchParams]);

  const list = useManagedClientsQuery(managedClientsArgsOf(view));
  // While a new search or order loads, the last answer stays on the page.
  const data = list.data;

  const [resend] = useResendInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();
  const [inviteRecord] = useInviteClientRecordMutation();
  const [deleteRecord] = useDeleteClientRecordMutation();
  const [busyInvitation, setBusyInvitation] = React.useState<BusyRow<InvitationAction>>(null);
  const [busyRecord, setBusyRecord] = React.useState<BusyRow<RecordAction>>(null);

  const onInvitation = async (id: string, action: InvitationAction) => {
    setBusyInvitation({ id, action });
    await (action === "resend"
      ? reportOutcome(resend(id).unwrap(), "The invitation was not sent again")
      : reportOutcome(revoke(id).unwrap(), "The invitation was not revoked"));
    setBusyInvitation(null);
  };
  const onRecord = async (id: string, action: RecordAction) => {
    setBusyRecord({ id, action });
    await (action === "invite"
      ? reportOutcome(inviteRecord(id).unwrap(), "The invitation was not sent")
      : reportOutcome(deleteRecord(id).unwrap(), "The client record was not deleted"));
    setBusyRecord(null);
  };

  // Work for a client: the dialog lists every client, whatever the search shows.
  const [switchOpen, setSwitchOpen] = React.useState(false);
  const [switchError, setSwitchError] = React.useState<string | null>(null);
  const [switchClient, switching] = useSwitchClientMutation();
  const searching = view.q.trim() !== "";
  const everyone = useManagedClientsQuery(switchOpen && searching ? { sort: "name" } : skipToken);
  const switchClients = (searching ? everyone.data?.clients : undefined) ?? data?.clients ?? [];

  const onSwitch = async (clientId: string | null) => {
    setSwitchError(null);
    try {
      const { activeClient } = await switchClient(clientId).unwrap();
      setSwitchOpen(false);
      toast({
        variant: "success",
        title: activeClient ? `You are working for ${activeClient.name}` : "You are not working for a client",
      });
    } catch (error) {
      setSwitchError(failureOf(error).message);
    }
  };

  return (
    <>
      <ClientsScreen
        clients={data?.clients ?? []}
        records={data?.records ?? []}
        invitations={data?.invitations ?? []}
        usage={data?.usage ?? null}
        activeClient={data?.activeClient ?? null}
        clientHref={(id) => coachesClientPath(id)}
        search={search}
        onSearchChange={setSearch}
        sort={view.sort}
        onSortChange={(sort) => setSearchParams(clientsParamsOf({ q: search, sort }))}
        onInvite={() => void navigate(paths.coachesInvite)}
        onCreateRecord={() => void navigate(paths.createClient)}
        onSwitchClient={
          data
            ? () => {
                setSwitchError(null);
                setSwitchOpen(true);
              }
            : undefined
        }
        onResendInvitation={(id) => void onInvitation(id, "resend")}
        onRevokeInvitation={(id) => void onInvitation(id, "revoke")}
        busyInvitation={busyInvitation}
        onInviteRecord={(id) => void onRecord(id, "invite")}
        onDeleteRecord={(id) => void onRecord(id, "delete")}
        busyRecord={busyRecord}
        loading={!data && !list.isError}
        loadError={list.isError && !list.isFetching ? failureOf(list.error).message : null}
        onRetry={() => void list.refetch()}
        timeZone={timeZone}
      />
      <SwitchClientDialog
        open={switchOpen}
        onOpenChange={setSwitchOpen}
        clients={switchClients}
        activeClientId={data?.activeClient?.id ?? null}
        onSwitch={(clientId) => void onSwitch(clientId)}
        submitting={switching.isLoading}
        error={switchError}
      />
    </>
  );
}
