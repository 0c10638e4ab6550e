import type { ShareKind } from "@pkg/contracts";
import { ShareDialog, SharedAccessDialog } from "@pkg/screens";
import {
  careApi,
  useManagedClientsQuery,
  useRevokeContentAccessMutation,
  useShareContentMutation,
  useSharedAccessQuery,
} from "@pkg/stores";
import * as React from "react";

import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { browserTimeZone } from "../../app/use-browser-time-zone";
import { messageOf, shareClientsOf } from "./care-routes";

injectServerApi(careApi);

/** What is shared: a handout or a published library item, by its id and title. */
export type ShareTarget = { kind: ShareKind; id: string; title: string };

/**
 * Where the focus was when a dialog opened, to put it back when the dialog closes: the pages open
 * these dialogs from their own buttons, not from a dialog trigger Radix would return to.
 */
export function useReturnFocus() {
  const opener = React.useRef<HTMLElement | null>(null);
  return React.useMemo(
    () => ({
      remember: () => {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      },
      restore: () => {
        const element = opener.current;
        opener.current = null;
        // After the dialog has let go of the focus (its close runs first).
        requestAnimationFrame(() => {
          if (element?.isConnected) element.focus();
        });
      },
    }),
    [],
  );
}

/** Asks again each time the dialog opens anew (the first opening mounts it, and mounting asks already). */
function useRefetchOnReopen(open: boolean, refetch: () => unknown) {
  const wasOpen = React.useRef(open);
  React.useEffect(() => {
    if (open && !wasOpen.current) void refetch();
    wasOpen.current = open;
  }, [open, refetch]);
}

type DialogState = { target: ShareTarget; open: boolean } | null;

/**
 * 'Share…' and 'Who has access' for handouts and library items, wherever they are offered (the
 * handouts page, the handout editor, a published library item for clients in the reader):
 * `openShare` and `openAccess` open the dialogs for one item (`kind` "handout" or "content"),
 * and `dialogs` is placed once in the page. The last item stays chosen after a dialog closes, so
 * the dialog keeps its words while it fades out.
 */
export function useShareDialogs() {
  const [share, setShare] = React.useState<DialogState>(null);
  const [access, setAccess] = React.useState<DialogState>(null);
  const focus = useReturnFocus();

  const dialogs = (
    <>
      {share ? (
        <ShareDialogContainer
          target={share.target}
          open={share.open}
          onClose={() => {
            setShare({ target: share.target, open: false });
            focus.restore();
          }}
          onGiveUp={() => {
            // Gone, not only closed: the next 'Share…' asks the server afresh.
            setShare(null);
            focus.restore();
          }}
        />
      ) : null}
      {access ? (
        <SharedAccessDialogContainer
          target={access.target}
          open={access.open}
          onClose={() => {
            setAccess({ target: access.target, open: false });
            focus.restore();
          }}
        />
      ) : null}
    </>
  );

  return {
    openShare: (target: ShareTarget) => {
      focus.remember();
      setShare({ target, open: true });
    },
    openAccess: (target: ShareTarget) => {
      focus.remember();
      setAccess({ target, open: true });
    },
    dialogs,
  };
}

type ContainerProps = { target: ShareTarget; open: boolean; onClose: () => void };

/**
 * The share dialog for one item: the practitioner's clients, those who have it already marked,
 * the client they work for chosen first. It shows once both lists are in (its choice is made as
 * it opens); when either cannot be read, a toast says why instead.
 */
function ShareDialogContainer({
  target,
  open,
  onClose,
  onGiveUp,
}: ContainerProps & { onGiveUp: () => void }) {
  const managed = useManagedClientsQuery({ sort: "name" }, { refetchOnMountOrArgChange: 30 });
  const access = useSharedAccessQuery(target.id, { refetchOnMountOrArgChange: true });
  useRefetchOnReopen(open, access.refetch);
  const [shareContent, sharing] = useShareContentMutation();
  const [apiError, setApiError] = React.useState<string | null>(null);

  const clients = React.useMemo(
    () => shareClientsOf(managed.data?.clients ?? [], access.currentData?.access ?? []),
    [managed.data, access.currentData],
  );
  const ready = Boolean(managed.data && access.currentData);
  const failure =
    !ready && !managed.isFetching && !access.isFetching
      ? managed.isError
        ? managed.error
        : access.isError
          ? access.error
          : null
      : null;

  React.useEffect(() => {
    if (!open || !failure) return;
    toast({ title: "Sharing could not start", description: messageOf(failure), variant: "destructive" });
    onGiveUp();
    // Once per failure; the page's callback changes with each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, failure]);

  const close = () => {
    setApiError(null);
    onClose();
  };

  const onShare = async (clientIds: string[]) => {
    setApiError(null);
    try {
      const answer = await shareContent({ kind: target.kind, targetId: target.id, clientIds }).unwrap();
      toast({ title: answer.message });
      close();
    } catch (error) {
      setApiError(messageOf(error));
    }
  };

  return (
    <ShareDialog
      open={open && ready}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={target.title}
      clients={clients}
      activeClientId={managed.data?.activeClient?.id ?? null}
      onShare={(clientIds) => void onShare(clientIds)}
      submitting={sharing.isLoading}
      apiError={apiError}
    />
  );
}

/** Who has one item, and Revoke for each of them. */
function SharedAccessDialogContainer({ target, open, onClose }: ContainerProps) {
  const access = useSharedAccessQuery(target.id, { refetchOnMountOrArgChange: true });
  useRefetchOnReopen(open, access.refetch);
  const [revoke] = useRevokeContentAccessMutation();
  const [revokingId, setRevokingId] = React.useState<string | null>(null);
  const [revokeError, setRevokeError] = React.useState<string | null>(null);

  const onRevoke = async (clientId: string) => {
    const name = access.currentData?.access.find((entry) => entry.clientId === clientId)?.name;
    setRevokeError(null);
    setRevokingId(clientId);
    try {
      await revoke({ kind: target.kind, targetId: target.id, clientId }).unwrap();
      toast({
        title: "Access revoked",
        description: name ? `${name} can no longer see '${target.title}'.` : undefined,
      });
    } catch (error) {
      setRevokeError(messageOf(error));
    } finally {
      setRevokingId(null);
    }
  };

  const status = access.currentData ? "ready" : access.isError && !access.isFetching ? "error" : "loading";
  return (
    <SharedAccessDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        setRevokeError(null);
        onClose();
      }}
      title={target.title}
      status={status}
      access={access.currentData?.access ?? []}
      loadError={status === "error" ? messageOf(access.error) : null}
      onRetry={() => void access.refetch()}
      onRevoke={(clientId) => void onRevoke(clientId)}
      revokingId={revokingId}
      revokeError={revokeError}
      timeZone={browserTimeZone()}
    />
  );
}
