import { CARE_ERRORS } from "@pkg/contracts";
import {
  editClientInfoValuesFrom,
  EditClientInfoScreen,
  useEditClientInfoForm,
  type EditClientInfoField,
  type EditClientInfoValues,
} from "@pkg/screens";
import { careApi, useClientInfoQuery, useEditClientInfoMutation } from "@pkg/stores";
import * as React from "react";
import { useNavigate, useParams } from "react-router";

import { coachesClientPath } from "../../app/paths";
import { injectServerApi } from "../../app/store";
import { toast } from "../../app/toast-store";
import { failureOf, mapFieldErrors } from "./care-form-errors";

injectServerApi(careApi);

const FIELDS: readonly EditClientInfoField[] = ["displayName", "phone_number", "notes", "tags"];
/** Other names the API may give the screen's fields. */
const ALIASES = {
  phone: "phone_number",
  phoneNumber: "phone_number",
  display_name: "displayName",
  name: "displayName",
} as const;

const EMPTY_VALUES: EditClientInfoValues = { displayName: "", phone_number: "", notes: "", tags: [] };

/** Not theirs, not a client, or not an id at all: the API says the same for each. */
const isNotFound = (status: number) => status === 404 || status === 400;

/**
 * `/coaches/clients/:clientId/edit`: the practitioner's own record of a client (the name they use,
 * phone, notes, tags). Saved, it goes back to the client's page; refused, the messages show by
 * their fields and everything typed stays.
 */
export function EditClientInfoRoute() {
  const { clientId = "" } = useParams();
  const navigate = useNavigate();
  const info = useClientInfoQuery(clientId, { skip: !clientId });
  const [editInfo, saving] = useEditClientInfoMutation();
  const form = useEditClientInfoForm({ initialValues: EMPTY_VALUES });
  const [apiError, setApiError] = React.useState<string | null>(null);
  // The form starts from the saved record once, when it first arrives for this client.
  const [filledFor, setFilledFor] = React.useState<string | null>(null);
  const loaded = info.currentData;
  if (loaded && filledFor !== clientId) {
    setFilledFor(clientId);
    form.reset(editClientInfoValuesFrom(loaded));
  }
  const ready = Boolean(loaded) && filledFor === clientId;

  const failure = info.isError ? failureOf(info.error) : null;
  const notFound = !clientId || (failure !== null && isNotFound(failure.status));
  const loadError = notFound ? CARE_ERRORS.clientNotFound : failure ? failure.message : null;
  const back = () => void navigate(coachesClientPath(clientId));

  const onSubmit = form.handleSubmit((body) => {
    setApiError(null);
    void editInfo({ clientId, body })
      .unwrap()
      .then(() => {
        toast({ variant: "success", title: "Saved" });
        back();
      })
      .catch((error: unknown) => {
        const refused = failureOf(error);
        const { errors, unmatched } = mapFieldErrors(refused.fieldErrors, FIELDS, ALIASES);
        if (Object.keys(errors).length > 0) {
          form.setErrors(errors);
          setApiError(unmatched);
        } else if (refused.status === 404) setApiError(CARE_ERRORS.clientNotFound);
        else setApiError(unmatched ?? refused.message);
      });
  });

  return (
    <EditClientInfoScreen
      info={ready ? (loaded ?? null) : null}
      values={form.values}
      errors={form.errors}
      errorFocusKey={form.errorFocusKey}
      onChange={form.onChange}
      onSubmit={onSubmit}
      onCancel={back}
      submitting={saving.isLoading}
      apiError={apiError}
      loading={!loadError && !ready}
      loadError={loadError}
      onRetry={notFound ? undefined : () => void info.refetch()}
    />
  );
}
