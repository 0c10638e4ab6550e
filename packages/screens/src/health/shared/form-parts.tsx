import { Alert, AlertDescription, Button } from "@pkg/ui";
import type * as React from "react";

/** No field errors (one object, so that effects that follow the errors do not run on every render). */
export const NO_ERRORS: Record<string, string> = {};

/** What the health forms that send values to the API take besides their own values. */
export type HealthFormProps<Values> = {
  /** The API's field errors, by the schema's paths. */
  fieldErrors?: Record<string, string>;
  /** The values are being saved: the button shows it and nothing is sent twice. */
  submitting?: boolean;
  /** Why the last save failed (not a field's fault); the values stay as they were. */
  submitError?: string | null;
  /** The submit button's words. */
  submitLabel?: string;
  onSubmit: (values: Values) => void;
  /** Shows Cancel, which calls it (editing an entry). */
  onCancel?: () => void;
};

/** A message that is not a field's (a failed save), shown as a destructive alert when there is one. */
export function ErrorAlert({ message }: { message: React.ReactNode }) {
  return message ? (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  ) : null;
}

/** Why a save failed, and what happens to what was typed (`hint`), as a destructive alert. */
export function SaveFailedAlert({ message, hint }: { message?: string | null; hint?: string }) {
  return message ? (
    <Alert variant="destructive">
      <AlertDescription>
        <p className="text-foreground">{message}</p>
        {hint ? <p className="text-foreground">{hint}</p> : null}
      </AlertDescription>
    </Alert>
  ) : null;
}

/** Cancel, when the form can be left (editing an entry). */
export function CancelButton({ onCancel }: { onCancel?: () => void }) {
  return onCancel ? (
    <Button variant="ghost" onClick={onCancel}>
      Cancel
    </Button>
  ) : null;
}

/** The end of a form: why the last save failed, then the submit button and what goes beside it. */
export function FormFooter({
  error,
  saving,
  submitLabel,
  children,
}: {
  error: string | null;
  saving: boolean;
  submitLabel: React.ReactNode;
  /** Beside the submit button (Cancel, a status line). */
  children?: React.ReactNode;
}) {
  return (
    <>
      <ErrorAlert message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </>
  );
}
