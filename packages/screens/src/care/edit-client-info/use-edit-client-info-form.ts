import {
  editClientInfoRequestSchema,
  toFieldErrors,
  type ClientInfo,
  type EditClientInfoRequest,
} from "@pkg/contracts";

import { useClientsForm, type ClientsFormCheck, type ClientsFormErrors } from "../shared/clients-form";

/** The practitioner's record of a client as typed: the phone as its digits. */
export type EditClientInfoValues = {
  displayName: string;
  phone_number: string;
  notes: string;
  tags: string[];
};
export type EditClientInfoField = keyof EditClientInfoValues;

/** The form's values for a saved record (empty text where nothing is saved). */
export function editClientInfoValuesFrom(info: ClientInfo): EditClientInfoValues {
  return {
    displayName: info.displayName ?? "",
    phone_number: info.phone_number ?? "",
    notes: info.notes ?? "",
    tags: [...info.tags],
  };
}

/** Checks the values with the contracts' schema; empty text clears a field. */
export function checkEditClientInfo(values: EditClientInfoValues): ClientsFormCheck<EditClientInfoRequest> {
  const result = editClientInfoRequestSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: toFieldErrors(result.error) };
  return { ok: true, data: result.data };
}

export type UseEditClientInfoFormOptions = {
  initialValues: EditClientInfoValues;
  initialErrors?: ClientsFormErrors;
};

/** The form of `EditClientInfoScreen`: values, messages and a checked submit. */
export function useEditClientInfoForm({ initialValues, initialErrors }: UseEditClientInfoFormOptions) {
  return useClientsForm({ initialValues, initialErrors, check: checkEditClientInfo });
}
