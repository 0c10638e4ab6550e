import { Alert, AlertDescription, Button, Field, Input } from "@pkg/ui";
import * as React from "react";

import { ClientContactFields } from "../shared/client-contact-fields";
import { useFocusFirstError, type ClientsFormErrors } from "../shared/clients-form";
import type { CreateClientField, CreateClientValues } from "./use-create-client-form";

const FIELD_ORDER: readonly CreateClientField[] = ["name", "email", "phone_number", "notes"];

export type CreateClientScreenProps = {
  values: CreateClientValues;
  /** Messages by field, from the form's check or the API's 400. */
  errors: ClientsFormErrors;
  /** Grows each time messages appear: the first field in error then takes the focus. */
  errorFocusKey?: number;
  onChange: <K extends CreateClientField>(field: K, value: CreateClientValues[K]) => void;
  /** Save client record: the caller checks the values and saves them. */
  onSubmit: () => void;
  onCancel: () => void;
  submitting?: boolean;
  /** Why saving failed, when it is no field's fault (the plan is full). */
  apiError?: string | null;
};

/**
 * `/practitioner/create-client`: a record of someone the practitioner will invite later (name,
 * and as known their e-mail, phone and notes). It holds a place on the plan.
 */
export function CreateClientScreen({
  values,
  errors,
  errorFocusKey = 0,
  onChange,
  onSubmit,
  onCancel,
  submitting = false,
  apiError = null,
}: CreateClientScreenProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors, FIELD_ORDER, errorFocusKey);
  return (
    <>
      <header className="flex flex-col gap-1">
        <h1 className="text-display font-semibold tracking-tight">Add a client record</h1>
        <p className="max-w-prose text-muted-foreground">
          Keep the details of someone you will invite later. A client record holds a place on your plan until
          you invite them or delete it.
        </p>
      </header>
      <form
        ref={formRef}
        noValidate
        aria-label="Client record"
        className="flex max-w-md flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) onSubmit();
        }}
      >
        <Field label="Full name" error={errors.name} required>
          <Input
            name="name"
            autoComplete="off"
            value={values.name}
            onChange={(event) => onChange("name", event.target.value)}
          />
        </Field>
        <Field label="Email" description="Needed to send them an invitation." error={errors.email}>
          <Input
            name="email"
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(event) => onChange("email", event.target.value)}
          />
        </Field>
        <ClientContactFields values={values} errors={errors} onChange={onChange} />
        {apiError ? (
          <Alert variant="destructive">
            <AlertDescription>
              <p className="text-foreground">{apiError}</p>
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={submitting}>
            Save client record
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </>
  );
}
