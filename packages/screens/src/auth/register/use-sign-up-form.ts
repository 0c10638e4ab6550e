import {
  signUpFormSchema,
  toFieldErrors,
  VALIDATION_MESSAGES,
  type AccountType,
  type SignUpForm,
} from "@pkg/contracts";
import * as React from "react";

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

export type SignUpTextField = Exclude<keyof SignUpValues, "accountType">;
export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;
export type SignUpStep = "account-type" | "form";

/** The valid form, as the contracts' schema returns it (trimmed name and e-mail). */
export type SignUpData = SignUpForm & { accountType: AccountType };

export type SignUpState = { step: SignUpStep; values: SignUpValues; errors: SignUpErrors };

export type SignUpAction =
  | { type: "accountTypeChosen"; accountType: AccountType }
  | { type: "proceeded" }
  | { type: "wentBack" }
  | { type: "fieldChanged"; field: SignUpTextField; value: string }
  | { type: "submitted"; errors: SignUpErrors }
  | { type: "serverErrorsSet"; errors: SignUpErrors }
  | { type: "prefilled"; values: Partial<SignUpValues> };

export const emptySignUpValues: SignUpValues = {
  accountType: "",
  name: "",
  email: "",
  phone: "",
  password: "",
  newPassword: "",
};

const textFields: SignUpTextField[] = ["name", "email", "phone", "password", "newPassword"];

function without(errors: SignUpErrors, ...fields: (keyof SignUpValues)[]): SignUpErrors {
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

/**
 * The rules of spec sections 4 and 5: Proceed on the type step needs a type; errors appear on
 * submit and clear when their field is edited; editing the password also clears the repeat error.
 */
export function signUpReducer(state: SignUpState, action: SignUpAction): SignUpState {
  switch (action.type) {
    case "accountTypeChosen":
      return {
        ...state,
        values: { ...state.values, accountType: action.accountType },
        errors: without(state.errors, "accountType"),
      };
    case "proceeded":
      return state.values.accountType
        ? { ...state, step: "form" }
        : { ...state, errors: { ...state.errors, accountType: VALIDATION_MESSAGES.accountTypeRequired } };
    case "wentBack":
      return { ...state, step: "account-type" };
    case "fieldChanged": {
      const cleared = action.field === "password" ? ["password", "newPassword"] : [action.field];
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: without(state.errors, ...(cleared as SignUpTextField[])),
      };
    }
    case "submitted":
    case "serverErrorsSet":
      return { ...state, errors: action.errors };
    case "prefilled":
      return { ...state, values: { ...state.values, ...action.values } };
  }
}

/** Checks the form on submit: the valid data, or the first message for each invalid field. */
export function validateSignUp(
  values: SignUpValues,
): { ok: true; data: SignUpData } | { ok: false; errors: SignUpErrors } {
  const result = signUpFormSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: toFieldErrors(result.error) as SignUpErrors };
}

/** Proceed is enabled when every field is filled and no error shows (spec section 5). */
export function canSubmitSignUp({ values, errors }: Pick<SignUpState, "values" | "errors">): boolean {
  return (
    values.accountType !== "" &&
    textFields.every((field) => values[field].length > 0) &&
    Object.values(errors).every((message) => !message)
  );
}

export type UseSignUpFormOptions = {
  initialStep?: SignUpStep;
  initialValues?: Partial<SignUpValues>;
  initialErrors?: SignUpErrors;
};

/** The registration form's state and rules, shared by the web app's route and the stories. */
export function useSignUpForm({ initialStep, initialValues, initialErrors }: UseSignUpFormOptions = {}) {
  const [state, dispatch] = React.useReducer(signUpReducer, undefined, () => ({
    step: initialStep ?? "account-type",
    values: { ...emptySignUpValues, ...initialValues },
    errors: initialErrors ?? {},
  }));
  const stateRef = React.useRef(state);
  React.useEffect(() => {
    stateRef.current = state;
  });

  const handleSubmit = React.useCallback(
    (onValid: (data: SignUpData) => void) => () => {
      const result = validateSignUp(stateRef.current.values);
      if (result.ok) {
        dispatch({ type: "submitted", errors: {} });
        onValid(result.data);
      } else {
        dispatch({ type: "submitted", errors: result.errors });
      }
    },
    [],
  );

  return {
    step: state.step,
    values: state.values,
    errors: state.errors,
    canSubmit: canSubmitSignUp(state),
    onAccountTypeChange: React.useCallback(
      (accountType: AccountType) => dispatch({ type: "accountTypeChosen", accountType }),
      [],
    ),
    onProceed: React.useCallback(() => dispatch({ type: "proceeded" }), []),
    onBack: React.useCallback(() => dispatch({ type: "wentBack" }), []),
    onFieldChange: React.useCallback(
      (field: SignUpTextField, value: string) => dispatch({ type: "fieldChanged", field, value }),
      [],
    ),
    /** Puts errors from the server (its `fieldErrors`) under the fields. */
    setServerErrors: React.useCallback(
      (errors: SignUpErrors) => dispatch({ type: "serverErrorsSet", errors }),
      [],
    ),
    /** Fills the form from an invitation. */
    prefill: React.useCallback(
      (values: Partial<SignUpValues>) => dispatch({ type: "prefilled", values }),
      [],
    ),
    handleSubmit,
  };
}

export type SignUpFormController = ReturnType<typeof useSignUpForm>;
