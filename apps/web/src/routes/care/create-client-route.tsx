import { CreateClientScreen, useCreateClientForm, type CreateClientField } from "@pkg/screens";
import { careApi, useCreateClientRecordMutation } from "@pkg/stores";
import * as React from "react";
import { useNavigate } from "react-router";

import { paths } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { failureOf, mapFieldErrors } from "./care-form-errors";

injectServerApi(careApi);

const FIELDS: readonly CreateClientField[] = ["name", "email", "phone_number", "notes"];
/** Other names the API may give the phone field. */
const PHONE_ALIASES = { phone: "phone_number", phoneNumber: "phone_number" } as const;

/**
 * `/practitioner/create-client`: a record of someone to invite later. Saved, it goes back to the
 * Clients page with the API's message; refused, the messages show by their fields (or, for a full
 * plan, the API's own words above the buttons) and everything typed stays.
 */
export function CreateClientRoute() {
  const navigate = useNavigate();
  const form = useCreateClientForm();
  const [createRecord, creating] = useCreateClientRecordMutation();
  const [apiError, setApiError] = React.useState<string | null>(null);

  const onSubmit = form.handleSubmit((request) => {
    setApiError(null);
    void createRecord(request)
      .unwrap()
      .then(({ message }) => {
        toast({ variant: "success", title: message });
        void navigate(paths.coaches);
      })
      .catch((error: unknown) => {
        const failure = failureOf(error);
        const { errors, unmatched } = mapFieldErrors(failure.fieldErrors, FIELDS, PHONE_ALIASES);
        if (Object.keys(errors).length > 0) {
          form.setErrors(errors);
          setApiError(unmatched);
        } else setApiError(unmatched ?? failure.message);
      });
  });

  return (
    <CreateClientScreen
      values={form.values}
      errors={form.errors}
      errorFocusKey={form.errorFocusKey}
      onChange={form.onChange}
      onSubmit={onSubmit}
      onCancel={() => void navigate(paths.coaches)}
      submitting={creating.isLoading}
      apiError={apiError}
    />
  );
}
