import { ROLE_OPTIONS, type AdminPerson, type RoleId } from "@pkg/contracts";
import {
  Alert,
  AlertDescription,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Field,
} from "@pkg/ui";
import * as React from "react";

import { OptionSelect } from "../../shared/option-select";
import { adminDateTime, roleName } from "../administration-text";
import { PersonStateBadge } from "../people";

export type PersonAction = "role" | "deactivate" | "reactivate" | "resend";

export type PersonDialogProps = {
  /** The person shown; the dialog is open while there is one. */
  person: AdminPerson | null;
  onClose: () => void;
  onChangeRole: (roleId: RoleId) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
  onResendVerification: () => void;
  /** The action under way. */
  pending?: PersonAction | null;
  /** Why the last action failed (the server's message, e.g. the last Super Admin). */
  error?: string | null;
  /** The reader's time zone for the dates (the browser's when absent). */
  timeZone?: string;
};

const roleOptions = ROLE_OPTIONS.map((option) => ({ ...option, value: String(option.value) }));

/**
 * One person, for a Super Admin: their account's facts, their role (with 'Save role'),
 * Deactivate or Reactivate (each asked again before it is done) and, while their e-mail is not
 * verified, 'Resend verification e-mail'. No health data is shown here.
 */
export function PersonDialog({
  person,
  onClose,
  onChangeRole,
  onDeactivate,
  onReactivate,
  onResendVerification,
  pending = null,
  error = null,
  timeZone,
}: PersonDialogProps) {
  const [role, setRole] = React.useState<string>(person ? String(person.roleId) : "");
  const [confirming, setConfirming] = React.useState<"deactivate" | "reactivate" | null>(null);
  const [shown, setShown] = React.useState<AdminPerson | null>(person);
  // A new person, or this one changed by the server: start from their stored values.
  if (person !== shown) {
    setShown(person);
    setRole(person ? String(person.roleId) : "");
    setConfirming(null);
  }
  const confirmRef = React.useRef<HTMLParagraphElement>(null);
  React.useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const deactivated = person?.state === "deactivated";
  const busy = pending !== null;

  return (
    <Dialog open={person !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {person ? (
          <>
            <DialogHeader>
              <DialogTitle>{person.name}</DialogTitle>
              <DialogDescription>{person.email}</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Role</dt>
              <dd>{roleName(person.roleId)}</dd>
              <dt className="text-muted-foreground">State</dt>
              <dd>
                <PersonStateBadge state={person.state} />
              </dd>
              <dt className="text-muted-foreground">Joined</dt>
              <dd>{adminDateTime(person.createdAt, timeZone)}</dd>
              {person.deactivatedAt ? (
                <>
                  <dt className="text-muted-foreground">Deactivated</dt>
                  <dd>{adminDateTime(person.deactivatedAt, timeZone)}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Onboarding</dt>
              <dd>{person.onboardingCompleted ? "Finished" : "Not finished"}</dd>
            </dl>

            {error ? (
              <Alert variant="destructive">
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            ) : null}

            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                onChangeRole(Number(role) as RoleId);
              }}
            >
              <Field label="Role" className="flex-1">
                <OptionSelect options={roleOptions} value={role} onValueChange={setRole} disabled={busy} />
              </Field>
              <Button
                type="submit"
                variant="outline"
                loading={pending === "role"}
                disabled={busy || role === String(person.roleId)}
              >
                Save role
              </Button>
            </form>

            {confirming ? (
              <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
                <p ref={confirmRef} tabIndex={-1} className="text-sm outline-none">
                  {confirming === "deactivate"
                    ? `Deactivate ${person.name}? They cannot sign in, and every session they have open ends at once.`
                    : `Reactivate ${person.name}? They can sign in again with their password.`}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={() => setConfirming(null)} disabled={busy}>
                    Cancel
                  </Button>
                  <Button
                    variant={confirming === "deactivate" ? "destructive" : "primary"}
                    loading={pending === confirming}
                    disabled={busy}
                    onClick={confirming === "deactivate" ? onDeactivate : onReactivate}
                  >
                    {confirming === "deactivate" ? "Yes, deactivate" : "Yes, reactivate"}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                {deactivated ? (
                  <Button variant="outline" disabled={busy} onClick={() => setConfirming("reactivate")}>
                    Reactivate
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                    disabled={busy}
                    onClick={() => setConfirming("deactivate")}
                  >
                    Deactivate
                  </Button>
                )}
                {person.state === "unverified" ? (
                  <Button
                    variant="outline"
                    loading={pending === "resend"}
                    disabled={busy}
                    onClick={onResendVerification}
                  >
                    Resend verification e-mail
                  </Button>
                ) : null}
              </div>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
