import { createClientRequestSchema, toFieldErrors, type CreateClientRequest } from "@pkg/contracts";

import { useClientsForm, type ClientsFormCheck, type ClientsFormErrors } from "../shared/clients-form";

/** A client record as typed: the phone as its digits. */
export type CreateClientValues = { name: string; email: string; phone_number: string; notes: string };
export type CreateClientField = keyof CreateClientValues;

export const emptyCreateClientValues: CreateClientValues = {
  name: "",
  email: "",
  phone_number: "",
  notes: "",
};

/** Checks the values with the contracts' schema (the API's own check). */
export function checkCreateClient(values: CreateClientValues): ClientsFormCheck<CreateClientRequest> {
  const result = createClientRequestSchema.safeParse(values);
  if (!result.success) return { ok: false, errors: toFieldErrors(result.error) };
  const { name, email, phone_number, notes } = result.data;
  return {
    ok: true,
    data: {
      name,
      ...(email ? { email } : {}),
      ...(phone_number ? { phone_number } : {}),
      ...(notes ? { notes } : {}),
    },
  };
}

export type UseCreateClientFormOptions = {
  initialValues?: Partial<CreateClientValues>;
  initialErrors?: ClientsFormErrors;
};

/** The form of `CreateClientScreen`: values, messages and a checked submit. */
export function useCreateClientForm({ initialValues, initialErrors }: UseCreateClientFormOptions = {}) {
  return useClientsForm({
    initialValues: { ...emptyCreateClientValues, ...initialValues },
    initialErrors,
    check: checkCreateClient,
  });
}
