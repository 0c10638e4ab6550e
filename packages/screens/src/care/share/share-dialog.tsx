import { CARE_LIMITS, CARE_MESSAGES } from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Badge,
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Field,
  Input,
  Label,
  normalizeSearchText,
} from "@pkg/ui";
import { Users } from "lucide-react";
import * as React from "react";

/** One of the practitioner's clients, and whether they have the item already. */
export type ShareClient = { id: string; name: string; email: string; hasAccess: boolean };

export type ShareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The handout's or library item's title. */
  title: string;
  /** The practitioner's clients. */
  clients: readonly ShareClient[];
  /** The client the practitioner works for now: chosen when the dialog opens. */
  activeClientId?: string | null;
  /** Share with the chosen clients (never those who have it already), in the list's order. */
  onShare: (clientIds: string[]) => void;
  submitting?: boolean;
  /** Sharing failed: why. The choice is kept to try again. */
  apiError?: string | null;
};

/** From this many clients the dialog offers a filter. */
export const SHARE_FILTER_FROM = 9;

function ShareForm({
  title,
  clients,
  activeClientId,
  onShare,
  submitting,
  apiError,
}: Omit<ShareDialogProps, "open" | "onOpenChange">) {
  const baseId = React.useId();
  const [chosen, setChosen] = React.useState<ReadonlySet<string>>(() => {
    const active = clients.find((client) => client.id === activeClientId && !client.hasAccess);
    return new Set(active ? [active.id] : []);
  });
  const [filter, setFilter] = React.useState("");

  const query = normalizeSearchText(filter.trim());
  const shown = query
    ? clients.filter(
        (client) =>
          normalizeSearchText(client.name).includes(query) ||
          normalizeSearchText(client.email).includes(query),
      )
    : clients;
  const tooMany = chosen.size > CARE_LIMITS.shareClientsMax;
  const everyoneHasIt = clients.every((client) => client.hasAccess);

  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (submitting || chosen.size === 0 || tooMany) return;
        onShare(
          clients.filter((client) => chosen.has(client.id) && !client.hasAccess).map((client) => client.id),
        );
      }}
    >
      <DialogHeader>
        <DialogTitle className="break-words">Share '{title}'</DialogTitle>
        <DialogDescription>
          {everyoneHasIt
            ? "Every one of your clients can read it already."
            : "Choose the clients who should be able to read it. Only they will see it."}
        </DialogDescription>
      </DialogHeader>

      {clients.length >= SHARE_FILTER_FROM ? (
        <Field label="Find a client">
          <Input
            type="search"
            value={filter}
            autoComplete="off"
            placeholder="Name or email"
            onChange={(event) => setFilter(event.target.value)}
          />
        </Field>
      ) : null}

      <fieldset className="flex min-w-0 flex-col gap-2" disabled={submitting}>
        <legend className="sr-only">Clients to share with</legend>
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">No clients match “{filter.trim()}”.</p>
        ) : (
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto rounded-md border border-border p-1">
            {shown.map((client) => {
              const id = `${baseId}-${client.id}`;
              return (
                <li
                  key={client.id}
                  data-has-access={client.hasAccess || undefined}
                  className="flex items-start gap-3 rounded-sm px-2 py-2 hover:bg-muted/50"
                >
                  <Checkbox
                    id={id}
                    className="mt-0.5"
                    checked={client.hasAccess || chosen.has(client.id)}
                    disabled={client.hasAccess}
                    aria-describedby={`${id}-email`}
                    onCheckedChange={(checked) => toggle(client.id, checked === true)}
                  />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="flex flex-wrap items-center gap-2">
                      <Label htmlFor={id} className="break-words">
                        {client.name}
                      </Label>
                      {client.id === activeClientId ? <Badge variant="info">Active client</Badge> : null}
                      {client.hasAccess ? <Badge variant="secondary">Has access</Badge> : null}
                    </span>
                    <span id={`${id}-email`} className="text-sm break-all text-muted-foreground">
                      {client.email}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <p aria-live="polite" className="text-sm text-muted-foreground">
        {chosen.size === 0
          ? "No client chosen yet."
          : `${chosen.size} ${chosen.size === 1 ? "client" : "clients"} chosen.`}
      </p>
      {tooMany ? (
        <p role="alert" className="text-sm text-destructive">
          {CARE_MESSAGES.tooManyClients}
        </p>
      ) : null}
      {apiError ? (
        <Alert variant="destructive">
          <AlertDescription className="text-foreground">{apiError}</AlertDescription>
        </Alert>
      ) : null}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={submitting} disabled={chosen.size === 0 || tooMany}>
          Share
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * Shares a handout or a published library item with some of the practitioner's clients: a
 * checkbox per client (those who have it already checked and fixed, the active client chosen
 * first), a filter once the list is long, and Share once someone is chosen. The choice starts
 * afresh each time the dialog opens.
 */
export function ShareDialog({ open, onOpenChange, ...props }: ShareDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* With no clients the empty state says it all: no separate description. */}
      <DialogContent {...(props.clients.length === 0 ? { "aria-describedby": undefined } : {})}>
        {props.clients.length === 0 ? (
          <div className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle className="break-words">Share '{props.title}'</DialogTitle>
            </DialogHeader>
            <EmptyState
              size="sm"
              titleAs="h3"
              icon={<Users />}
              title="You have no clients to share with yet"
              description="Once someone accepts your invitation and becomes your client, you can share with them here."
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
            </DialogFooter>
          </div>
        ) : (
          <ShareForm {...props} />
        )}
      </DialogContent>
    </Dialog>
  );
}
