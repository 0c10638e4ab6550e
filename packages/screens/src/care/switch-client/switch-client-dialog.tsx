import type { ManagedClient } from "@pkg/contracts";
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
  Label,
  RadioGroup,
  RadioGroupItem,
} from "@pkg/ui";
import * as React from "react";

/** The radio value of "No client" (client ids are UUIDs, so it never clashes). */
const NO_CLIENT = "none";

export type SwitchClientDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The practitioner's clients to choose from. */
  clients: Pick<ManagedClient, "id" | "name" | "email">[];
  /** The client worked for now, or `null` for none. */
  activeClientId: string | null;
  /** Switch: the client chosen, or `null` for no client. */
  onSwitch: (clientId: string | null) => void;
  submitting?: boolean;
  /** Why the last switch failed. */
  error?: string | null;
};

/** "Work for a client": the client the assistant and sharing use, or none. */
export function SwitchClientDialog({
  open,
  onOpenChange,
  clients,
  activeClientId,
  onSwitch,
  submitting = false,
  error = null,
}: SwitchClientDialogProps) {
  const current = activeClientId ?? NO_CLIENT;
  const [chosen, setChosen] = React.useState(current);
  // Each opening starts from the client worked for now.
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(current);
  }
  const baseId = React.useId();
  const options = [
    ...clients.map((client) => ({ value: client.id, label: client.name, detail: client.email })),
    { value: NO_CLIENT, label: "No client", detail: "Work for yourself." },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!submitting) onSwitch(chosen === NO_CLIENT ? null : chosen);
          }}
        >
          <DialogHeader>
            <DialogTitle>Work for a client</DialogTitle>
            <DialogDescription>The assistant and sharing will use this client.</DialogDescription>
          </DialogHeader>
          {clients.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              You have no active clients yet. Once someone accepts your invitation, you can work for them
              here.
            </p>
          ) : null}
          <RadioGroup
            aria-label="Client"
            value={chosen}
            onValueChange={setChosen}
            className="flex max-h-80 flex-col gap-1 overflow-y-auto"
          >
            {options.map((option) => {
              const id = `${baseId}-${option.value}`;
              return (
                <div
                  key={option.value}
                  className="flex items-start gap-3 rounded-md p-2 has-[[data-state=checked]]:bg-accent"
                >
                  <RadioGroupItem
                    value={option.value}
                    id={id}
                    aria-describedby={`${id}-detail`}
                    className="mt-0.5"
                  />
                  <div className="flex min-w-0 flex-col">
                    <Label htmlFor={id}>{option.label}</Label>
                    <span id={`${id}-detail`} className="text-sm break-all text-muted-foreground">
                      {option.detail}
                    </span>
                  </div>
                </div>
              );
            })}
          </RadioGroup>
          {error ? (
            <Alert variant="destructive">
              <AlertDescription>
                <p className="text-foreground">{error}</p>
              </AlertDescription>
            </Alert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" loading={submitting}>
              Switch
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
