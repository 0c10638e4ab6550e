import { loginRequestSchema, toFieldErrors } from "@pkg/contracts";

export type LoginValues = { email: string; password: string };
export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** Checks the form on submit: the valid data, or the first message for each invalid field. */
export function validateLogin(
  values: LoginValues,
): { ok: true; data: LoginValues } | { ok: false; errors: LoginErrors } {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: toFieldErrors(result.error) as LoginErrors };
}
