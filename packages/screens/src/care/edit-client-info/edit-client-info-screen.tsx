import type { ClientInfo } from "@pkg/contracts";
import { Alert, AlertDescription, Button, Field, Input, Skeleton } from "@pkg/ui";
import * as React from "react";

import { LoadFailedAlert } from "../../shared/load-failed-alert";
import { ClientContactFields } from "../shared/client-contact-fields";
import { fieldError, useFocusFirstError, type ClientsFormErrors } from "../shared/clients-form";
import { TagInput } from "./tag-input";
import type { EditClientInfoField, EditClientInfoValues } from "./use-edit-client-info-form";

const FIELD_ORDER: readonly EditClientInfoField[] = ["displayName", "phone_number", "notes", "tags"];

export type EditClientInfoScreenProps = {
  /** The client's own account (read-only here); `null` while it loads. */
  info: Pick<ClientInfo, "accountName" | "email"> | null;
  values: EditClientInfoValues;
  /** Messages by field (`tags.2` for one tag), from the form's check or the API's 400. */
  errors: ClientsFormErrors;
  /** Grows each time messages appear: the first field in error then takes the focus. */
  errorFocusKey?: number;
  onChange: <K extends EditClientInfoField>(field: K, value: EditClientInfoValues[K]) => void;
  /** Save: the caller checks the values and saves them. */
  onSubmit: () => void;
  onCancel: () => void;
  submitting?: boolean;
  /** Why saving failed, when it is no field's fault. */
  apiError?: string | null;
  loading?: boolean;
  loadError?: string | null;
  onRetry?: () => void;
};

/**
 * `/coaches/clients/:id/edit`: the practitioner's own record of a client (the name they use,
 * phone, notes, tags). The client's account name and e-mail show read-only: only they change them.
 */
export function EditClientInfoScreen({
  info,
  values,
  errors,
  errorFocusKey = 0,
  onChange,
  onSubmit,
  onCancel,
  submitting = false,
  apiError = null,
  loading = false,
  loadError = null,
  onRetry,
}: EditClientInfoScreenProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors, FIELD_ORDER, errorFocusKey);
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Edit client details</h1>
        <p className="max-w-prose text-muted-foreground">
          Your own record of this client: the name you know them by, their phone, your notes and tags. They do
          not see it.
        </p>
      </header>
      {loadError ? (
        <LoadFailedAlert
          title="This client's details could not be loaded"
          message={loadError}
          onRetry={onRetry}
        />
      ) : loading || !info ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading the client's details"
          className="flex max-w-md flex-col gap-4"
        >
          <Skeleton className="h-12" />
          <Skeleton className="h-64" />
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          aria-label="Client details"
          className="flex max-w-md flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!submitting) onSubmit();
          }}
        >
          <p className="rounded-lg border border-border bg-muted/40 p-3 text-sm">
            Their account: <span className="font-medium">{info.accountName}</span>,{" "}
            <span className="break-all">{info.email}</span> — only they can change it.
          </p>
          <Field
            label="Display name"
            description={`The name you see for them. Leave it empty to use ${info.accountName}.`}
            error={errors.displayName}
          >
            <Input
              name="displayName"
              autoComplete="off"
              value={values.displayName}
              onChange={(event) => onChange("displayName", event.target.value)}
            />
          </Field>
          <ClientContactFields values={values} errors={errors} onChange={onChange} notesRows={5} />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Tags</legend>
            <TagInput
              tags={values.tags}
              onChange={(tags) => onChange("tags", tags)}
              error={fieldError(errors, "tags")}
            />
          </fieldset>
          {apiError ? (
            <Alert variant="destructive">
              <AlertDescription>
                <p className="text-foreground">{apiError}</p>
              </AlertDescription>
            </Alert>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={submitting}>
              Save
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
