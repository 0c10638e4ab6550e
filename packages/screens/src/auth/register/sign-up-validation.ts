import { signUpFormSchema, toFieldErrors, type AccountType, type SignUpForm } from "@pkg/contracts";

/** What the registration form holds while a person types (spec section 3 "Sign-up form data"). */
export type SignUpValues = {
  accountType: AccountType | "";
  name: string;
  email: string;
  /** Digits only; the phone input shows them masked. */
  phone: string;
  password: string;
  /** The repeat-password field. */
  newPassword: string;
};

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

/** The valid form, as the contracts' schema returns it (trimmed name and e-mail). */
export type SignUpData = SignUpForm & { accountType: AccountType };

/** Checks the form on submit: the valid data, or the first message for each invalid field. */
export function validateSignUp(
  values: SignUpValues,
): { ok: true; data: SignUpData } | { ok: false; errors: SignUpErrors } {
  const result = signUpFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: toFieldErrors(result.error) as SignUpErrors };
}
