import type { ClientCareResponse } from "@pkg/contracts";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Skeleton,
  Switch,
} from "@pkg/ui";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";

export type PractitionerSharingCardProps = {
  /** The client's practitioner (`GET /api/client/care`), or `null` when they have none. */
  practitioner: ClientCareResponse["practitioner"];
  /** Whether the practitioner may read the client's health data now. */
  sharingHealthData: boolean;
  /** Turns sharing on or off (`PUT /api/client/care/sharing`); turning it off is confirmed first. */
  onChange: (sharingHealthData: boolean) => void;
  /** The choice is being saved. */
  saving?: boolean;
  /** Why the choice could not be saved. */
  error?: string | null;
  /** The client's care is still loading. */
  loading?: boolean;
  /** Why it could not be loaded. */
  loadError?: string | null;
  onRetry?: () => void;
};

/** What sharing gives the practitioner, said under the switch. */
export const SHARED_DATA_DESCRIPTION =
  "Your check-ins, glucose, mood, health history and onboarding answers. Every time they look, it is recorded.";

/**
 * Settings' "Your practitioner": who the client's practitioner is and whether they may read the
 * client's health data. Turning sharing on applies at once; turning it off asks first, because the
 * practitioner loses access at once. What the practitioner shared with the client stays either way.
 */
export function PractitionerSharingCard({
  practitioner,
  sharingHealthData,
  onChange,
  saving = false,
  error = null,
  loading = false,
  loadError = null,
  onRetry,
}: PractitionerSharingCardProps) {
  const [confirming, setConfirming] = React.useState(false);
  const switchRef = React.useRef<HTMLButtonElement>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your practitioner</h2>
        </CardTitle>
        {!loading && !loadError ? (
          <CardDescription>
            {practitioner ? `${practitioner.name} is your practitioner.` : "You do not have a practitioner."}
          </CardDescription>
        ) : null}
      </CardHeader>
      {loadError || loading || practitioner ? (
        <CardContent>
          {loadError ? (
            <LoadFailedAlert message={loadError} onRetry={onRetry} />
          ) : loading ? (
            <Skeleton className="h-20" aria-busy="true" aria-label="Loading your practitioner" />
          ) : practitioner ? (
            <div className="flex max-w-xl flex-col gap-3">
              <Field
                orientation="horizontal"
                label={`Share my health data with ${practitioner.name}`}
                description={SHARED_DATA_DESCRIPTION}
                error={error}
              >
                <Switch
                  ref={switchRef}
                  checked={sharingHealthData}
                  disabled={saving}
                  aria-busy={saving || undefined}
                  onCheckedChange={(checked) => (checked ? onChange(true) : setConfirming(true))}
                />
              </Field>
              <p role="status" className="text-sm text-muted-foreground">
                {saving
                  ? "Saving your choice…"
                  : sharingHealthData
                    ? `${practitioner.name} can see your health data.`
                    : `${practitioner.name} cannot see your health data.`}
              </p>
              <StopSharingDialog
                name={practitioner.name}
                open={confirming}
                onOpenChange={setConfirming}
                returnFocusTo={switchRef}
                onConfirm={() => {
                  setConfirming(false);
                  onChange(false);
                }}
              />
            </div>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}

function StopSharingDialog({
  name,
  open,
  onOpenChange,
  onConfirm,
  returnFocusTo,
}: {
  name: string;
  open: boolean;
  /** Where the focus goes back to when the dialog closes (it was opened by the switch, not a trigger). */
  returnFocusTo: React.RefObject<HTMLElement | null>;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Stop sharing your health data with {name}?</DialogTitle>
          <DialogDescription>
            They will no longer see your check-ins, glucose, mood or health history. Things they shared with
            you stay.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep sharing</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm}>
            Stop sharing
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
